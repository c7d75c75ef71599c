package dev.refin.runtime.client;

/** A call to the platform failed: a transport failure or timeout, or (in subclasses) a refusal. */
public class RefinException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean retryable;
    private final ErrorKind kind;

    /**
     * Internal: made by the runtime; public only because its machinery lives in internal packages.
     *
     * @param message what failed, naming the request
     * @param retryable whether repeating the request unchanged can succeed
     * @param cause the underlying failure, or null
     */
    public RefinException(String message, boolean retryable, Throwable cause) {
        this(message, retryable, ErrorKind.OTHER, cause);
    }

    /**
     * Internal: made by the runtime; public only because its machinery lives in internal packages.
     *
     * @param message what failed, naming the request
     * @param retryable whether repeating the request unchanged can succeed
     * @param kind what the failure means for the caller
     * @param cause the underlying failure, or null
     */
    public RefinException(String message, boolean retryable, ErrorKind kind, Throwable cause) {
        super(message, cause);
        this.retryable = retryable;
        this.kind = kind;
    }

    /**
     * Whether repeating the same request unchanged can succeed; the client's own {@link RetryPolicy} repeats
     * exactly these (while attempts and time remain), so a retryable exception has already been retried.
     */
    public boolean isRetryable() {
        return retryable;
    }

    /**
     * What the failure means: {@link ErrorKind#OUTCOME_UNKNOWN} when a write reached the server (or may have) and
     * its answer was lost, so it may have been applied; otherwise {@link ErrorKind#OTHER}. Refusals override this
     * with the kind of their error.
     */
    public ErrorKind kind() {
        return kind;
    }

    /** Whether a write may have been applied although this exception says it failed: see {@link #kind()}. */
    public final boolean isOutcomeUnknown() {
        return kind() == ErrorKind.OUTCOME_UNKNOWN;
    }
}
