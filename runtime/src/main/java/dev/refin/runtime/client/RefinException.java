package dev.refin.runtime.client;

/** A call to the platform failed: a transport failure or timeout, or (in subclasses) a refusal. */
public class RefinException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean retryable;

    RefinException(String message, boolean retryable, Throwable cause) {
        super(message, cause);
        this.retryable = retryable;
    }

    /**
     * Whether repeating the same request unchanged can succeed: transient failures of requests safe to repeat
     * (never a create), and lock contention.
     */
    public boolean isRetryable() {
        return retryable;
    }
}
