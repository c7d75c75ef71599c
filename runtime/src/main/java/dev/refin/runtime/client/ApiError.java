package dev.refin.runtime.client;

import java.io.Serializable;
import java.util.List;

/**
 * One entry of the platform's standard error array, {@code {message, errorCode, fields}}.
 *
 * @param message the human-readable message, verbatim (for a refused post: the failed gate's text)
 * @param errorCode the platform error code, e.g. {@code FIELD_CUSTOM_VALIDATION_EXCEPTION}
 * @param fields the API names of the fields involved; empty when the server sent none
 */
public record ApiError(String message, String errorCode, List<String> fields) implements Serializable {

    /** Normalizes missing members: an empty message, code {@code UNKNOWN}, no fields. */
    public ApiError {
        message = message == null ? "" : message;
        errorCode = errorCode == null || errorCode.isEmpty() ? "UNKNOWN" : errorCode;
        fields = fields == null ? List.of() : List.copyOf(fields);
    }

    /** What kind of refusal this is. */
    public ErrorKind kind() {
        return ErrorKind.classify(errorCode, message);
    }

    /** The code and message, e.g. {@code NOT_FOUND: The requested resource does not exist}. */
    @Override
    public String toString() {
        return fields.isEmpty() ? errorCode + ": " + message : errorCode + ": " + message + " " + fields;
    }
}
