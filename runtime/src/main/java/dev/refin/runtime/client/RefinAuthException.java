package dev.refin.runtime.client;

/** The OAuth token endpoint refused to issue a token, e.g. {@code invalid_grant}; re-authentication is needed. */
public final class RefinAuthException extends RefinException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String error;
    private final String errorDescription;

    /** Internal: public only for the runtime's internal packages; not for applications. */
    public RefinAuthException(int status, String error, String errorDescription) {
        super(
                "token endpoint refused the request (HTTP " + status + "): " + error + ": " + errorDescription,
                false,
                null);
        this.status = status;
        this.error = error;
        this.errorDescription = errorDescription;
    }

    /** The HTTP status of the token endpoint's answer. */
    public int status() {
        return status;
    }

    /** The OAuth error code, e.g. {@code invalid_grant}. */
    public String error() {
        return error;
    }

    /** The server's description, e.g. {@code authentication failure}. */
    public String errorDescription() {
        return errorDescription;
    }
}
