package dev.refin.runtime.client;

import dev.refin.runtime.Field;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.http.ErrorBody;
import dev.refin.runtime.internal.http.Retries;
import java.time.Duration;
import java.util.List;

/**
 * The platform refused a request: the HTTP status and the parsed error array, classified.
 * The messages are verbatim, so a refused post carries the text of the failed gate.
 */
public final class RefinApiException extends RefinException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final String method;
    private final String resource;
    private final List<ApiError> errors;
    private final List<String> matchingUrls;
    private final boolean outcomeUnknown;
    private final Duration retryAfter;

    /** Internal: made by the runtime's transport; public only because it lives in an internal package. */
    public RefinApiException(int status, String method, String resource, ErrorBody body, boolean idempotent) {
        this(status, method, resource, body, idempotent, null);
    }

    /** Internal: made by the runtime's transport; public only because it lives in an internal package. */
    public RefinApiException(
            int status, String method, String resource, ErrorBody body, boolean idempotent, Duration retryAfter) {
        super(
                describe(status, method, resource, body.errors()),
                Retries.isTransient(status, kindOf(body.errors()), idempotent),
                null);
        this.outcomeUnknown = !idempotent && Retries.serverFailure(status);
        this.retryAfter = retryAfter;
        this.status = status;
        this.method = method;
        this.resource = resource;
        this.errors = List.copyOf(body.errors());
        this.matchingUrls = List.copyOf(body.matchingUrls());
    }

    /** The HTTP status, e.g. 400. */
    public int status() {
        return status;
    }

    /** The HTTP method of the refused request. */
    public String method() {
        return method;
    }

    /** The refused resource: its path below the API version, without query string. */
    public String resource() {
        return resource;
    }

    /** The errors, in the server's order; never empty. */
    public List<ApiError> errors() {
        return errors;
    }

    /** The first error's platform code, e.g. {@code REQUIRED_FIELD_MISSING}. */
    public String errorCode() {
        return errors.get(0).errorCode();
    }

    /** The first error's verbatim message. */
    public String serverMessage() {
        return errors.get(0).message();
    }

    /**
     * The kind of the first error that is not {@link ErrorKind#OTHER}, else {@code OTHER}; {@link
     * ErrorKind#OUTCOME_UNKNOWN} for a write that is not safe to repeat answered with a 500, 502, 503 or 504: the
     * server or a gateway failed while the write was under way, so it was not repeated and may have been applied.
     */
    @Override
    public ErrorKind kind() {
        return outcomeUnknown ? ErrorKind.OUTCOME_UNKNOWN : kindOf(errors);
    }

    /** The wait the server asked for with {@code Retry-After}; null when it did not. */
    public Duration retryAfter() {
        return retryAfter;
    }

    /**
     * The fields the errors name, as {@code type}'s descriptors; names the entity does not declare are left out
     * (see {@link ApiError#fields()} for the raw names).
     */
    public <E extends SObject<E>> List<Field<E, ?>> fields(SObjectType<E> type) {
        return RecordOutcome.fieldsOf(errors, type);
    }

    /** For HTTP 300 (an external id matched several records): the matching records' URLs; else empty. */
    public List<String> matchingUrls() {
        return matchingUrls;
    }

    private static ErrorKind kindOf(List<ApiError> errors) {
        for (ApiError error : errors) {
            ErrorKind kind = error.kind();
            if (kind != ErrorKind.OTHER) {
                return kind;
            }
        }
        return ErrorKind.OTHER;
    }

    private static String abbreviate(String text) {
        return text.length() > 500 ? text.substring(0, 500) + "..." : text;
    }

    private static String describe(int status, String method, String resource, List<ApiError> errors) {
        StringBuilder out = new StringBuilder()
                .append("HTTP ")
                .append(status)
                .append(" from ")
                .append(method)
                .append(' ')
                .append(resource)
                .append(": ")
                .append(abbreviate(errors.get(0).toString()));
        if (errors.size() > 1) {
            out.append(" (and ").append(errors.size() - 1).append(" more)");
        }
        return out.toString();
    }
}
