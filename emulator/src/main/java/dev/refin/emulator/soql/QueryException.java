package dev.refin.emulator.soql;

/** A refused query: the HTTP status, the platform's error code and its message. */
public final class QueryException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String errorCode;

    QueryException(int status, String errorCode, String message) {
        super(message, null, false, false);
        this.status = status;
        this.errorCode = errorCode;
    }

    static QueryException badRequest(String errorCode, String message) {
        return new QueryException(400, errorCode, message);
    }

    /** The HTTP status of the refusal. */
    public int status() {
        return status;
    }

    /** The platform's error code, such as {@code MALFORMED_QUERY}. */
    public String errorCode() {
        return errorCode;
    }
}
