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
    public static final Set<Integer> TRANSIENT_STATUSES = Set.of(429, 500, 502, 503, 504);

    /** Server and gateway failures: the request reached the server and may have been applied before it failed. */
    public static final Set<Integer> SERVER_FAILURES = Set.of(500, 502, 503, 504);

    private Retries() {}

    /**
     * Whether repeating a refused request unchanged can succeed: the one rule behind both the retries and {@link
     * RefinException#isRetryable()}.
     */
    public static boolean isTransient(int status, ErrorKind kind, boolean idempotent) {
        // Lock contention and rate limiting refuse the whole request before it changes anything.
        if (kind == ErrorKind.LOCK_CONTENTION || status == 429) {
            return true;
        }
        return idempotent && TRANSIENT_STATUSES.contains(status);
    }

    /** Whether a {@code Retry-After} header of this status is honoured. */
    public static boolean honoursRetryAfter(int status) {
        return status == 429 || status == 503;
    }
}
