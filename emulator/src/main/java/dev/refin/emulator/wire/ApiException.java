package dev.refin.emulator.wire;

import java.util.List;

/** A refused request: the HTTP status and the platform's error array that answers it. */
public final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Not serialized: exceptions never leave the process. */
    private final transient List<ApiError> errors;

    private final int status;
    private final boolean bare;

    ApiException(int status, List<ApiError> errors) {
        this(status, errors, false);
    }

    private ApiException(int status, List<ApiError> errors, boolean bare) {
        super(errors.isEmpty() ? "HTTP " + status : errors.get(0).message(), null, false, false);
        this.status = status;
        this.errors = List.copyOf(errors);
        this.bare = bare;
    }

    /**
     * A refusal by the platform's request framework (query parser, replication, limits) rather than by a DML
     * operation: its errors are sent without {@code fields}, as the platform does.
     */
    public static ApiException framework(int status, String errorCode, String message) {
        return new ApiException(status, List.of(new ApiError(message, errorCode, List.of())), true);
    }

    /** Whether the errors are sent without {@code fields}. */
    public boolean bare() {
        return bare;
    }

    public ApiException(int status, String errorCode, String message, List<String> fields) {
        this(status, List.of(new ApiError(message, errorCode, fields)));
    }

    /** A 400 refusal with one error. */
    public static ApiException badRequest(String errorCode, String message, List<String> fields) {
        return new ApiException(400, errorCode, message, fields);
    }

    /** A 400 refusal by a validation of the package: the code the platform uses for custom validations. */
    public static ApiException validation(String message) {
        return badRequest("FIELD_CUSTOM_VALIDATION_EXCEPTION", message, List.of());
    }

    /** The platform's 404 for unknown resources, objects and records. */
    public static ApiException notFound() {
        return new ApiException(404, "NOT_FOUND", "The requested resource does not exist", List.of());
    }

    public int status() {
        return status;
    }

    public List<ApiError> errors() {
        return errors;
    }

    /**
     * One element of the platform's error array.
     *
     * @param message the human-readable message
     * @param errorCode the platform error code
     * @param fields the API names of the fields involved, possibly empty
     */
    public record ApiError(String message, String errorCode, List<String> fields) {
        public ApiError {
            fields = List.copyOf(fields);
        }
    }
}
