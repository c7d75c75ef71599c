package dev.refin.runtime.client;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How often and how patiently a failed request is repeated. One rule decides what is repeated, and {@link
 * RefinException#isRetryable()} reports the same rule: a request safe to repeat (GET, DELETE, PATCH by id, upsert)
 * after HTTP 429/500/502/503/504, a timeout or a broken connection; any request, a create included, after HTTP 429,
 * lock contention ({@code UNABLE_TO_LOCK_ROW}) answered with a 4xx, or a connection that could not be opened,
 * because the server refused it whole or never saw it. A request not safe to repeat (a create, a composite or tree
 * call, a transition) is never repeated after a 5xx or a lost answer, whatever the error code, lock contention
 * included: it may have been applied (see {@link ErrorKind#OUTCOME_UNKNOWN}). Delays grow exponentially with jitter;
 * a {@code Retry-After} of a 429 or 503 is honoured when it is longer. Every attempt stays within the call's one
 * deadline. Immutable.
 */
public final class RetryPolicy {
    private static final RetryPolicy NONE = new RetryPolicy(1, Duration.ZERO, Duration.ZERO);

    private final int maxAttempts;
    private final Duration baseDelay;
    private final Duration maxDelay;

    private RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay) {
        this.maxAttempts = maxAttempts;
        this.baseDelay = baseDelay;
        this.maxDelay = maxDelay;
    }

    /** Never retries. */
    public static RetryPolicy none() {
        return NONE;
    }

    /** The default: 3 attempts, delays up to 200 ms then 400 ms, never more than 5 seconds. */
    public static RetryPolicy defaults() {
        return exponential(3, Duration.ofMillis(200), Duration.ofSeconds(5));
    }

    /**
     * Up to {@code maxAttempts} attempts in all; before attempt n+1 waits a random time between half and all of
     * {@code baseDelay * 2^(n-1)}, capped at {@code maxDelay}.
     */
    public static RetryPolicy exponential(int maxAttempts, Duration baseDelay, Duration maxDelay) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1: " + maxAttempts);
        }
        Objects.requireNonNull(baseDelay, "baseDelay");
        Objects.requireNonNull(maxDelay, "maxDelay");
        if (baseDelay.isNegative() || maxDelay.isNegative()) {
            throw new IllegalArgumentException("delays must not be negative");
        }
        return new RetryPolicy(maxAttempts, baseDelay, maxDelay);
    }

    /** The most attempts of one request, the first included. */
    public int maxAttempts() {
        return maxAttempts;
    }

    /** The wait before attempt {@code failedAttempts + 1}: jitter over the capped exponential delay. */
    public Duration delayAfter(int failedAttempts) {
        long base = baseDelay.toMillis();
        int shift = Math.min(30, Math.max(0, failedAttempts - 1));
        long ceiling = Math.min(maxDelay.toMillis(), base << shift);
        if (ceiling <= 0) {
            return Duration.ZERO;
        }
        return Duration.ofMillis(ThreadLocalRandom.current().nextLong(ceiling / 2, ceiling + 1));
    }

    /** The attempts and delays. */
    @Override
    public String toString() {
        return "RetryPolicy[maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay + ", maxDelay=" + maxDelay + "]";
    }
}
