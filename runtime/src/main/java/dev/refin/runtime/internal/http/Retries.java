package dev.refin.runtime.internal.http;

import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinException;
import java.util.Set;

/**
 * The one rule of what is repeated, behind both {@link Transport}'s retries and {@link RefinException#isRetryable()}
 * (moved out of {@link dev.refin.runtime.client.RetryPolicy}, which keeps how often and how patiently). Internal:
 * public only because the client package uses it; not part of the API.
 */
public final class Retries {
    /** The statuses that can pass on their own: rate limiting, server errors, overloaded gateways. */
    static final Set<Integer> TRANSIENT_STATUSES = Set.of(429, 500, 502, 503, 504);

    private Retries() {}

    /**
     * Whether the server may have applied a request it answered with {@code status}: every 5xx, since the request
     * reached the server and failed there, possibly after committing.
     */
    public static boolean serverFailure(int status) {
        return status >= 500 && status <= 599;
    }

    /**
     * Whether repeating a refused request unchanged can succeed, and so whether the client repeats it: the one rule
     * behind both the retries and {@link RefinException#isRetryable()}.
     *
     * <ul>
     *   <li>HTTP 429, any request: rate limiting refuses the whole request before it changes anything.
     *   <li>Any 5xx of a request not safe to repeat (a create, a composite or tree call, a transition): never, whatever
     *       the {@code errorCode}, lock contention included; the request may have been applied, so its outcome is
     *       unknown.
     *   <li>HTTP 500, 502, 503 or 504 of a request safe to repeat: yes.
     *   <li>Lock contention ({@code UNABLE_TO_LOCK_ROW}) answered with a 4xx, any request: the row lock refused the
     *       whole request and nothing was committed.
     * </ul>
     */
    public static boolean isTransient(int status, ErrorKind kind, boolean idempotent) {
        if (status == 429) {
            return true;
        }
        if (serverFailure(status)) {
            return idempotent && TRANSIENT_STATUSES.contains(status);
        }
        return kind == ErrorKind.LOCK_CONTENTION && status >= 400;
    }

    /** Whether a {@code Retry-After} header of this status is honoured. */
    public static boolean honoursRetryAfter(int status) {
        return status == 429 || status == 503;
    }
}
