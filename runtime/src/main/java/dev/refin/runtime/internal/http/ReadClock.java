package dev.refin.runtime.internal.http;

import java.net.http.HttpTimeoutException;

/**
 * The time left to read a streamed body: what remained of the call's deadline when its headers arrived, spent by
 * every moment the runtime is reading it (waiting for the server, inflating, skipping blank lines and NUL bytes,
 * parsing a row) and not by the moments the application holds a row it was handed. The reader of a body brackets
 * each read with {@link #start()} and {@link #stop()}; waits for the server outside such a bracket count too.
 * Confined to the thread reading the body.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class ReadClock {
    private long budget;
    private long since = -1;

    ReadClock(long budgetNanos) {
        this.budget = budgetNanos;
    }

    /** A clock with no limit, for a body that is not streamed from a call. */
    public static ReadClock unlimited() {
        return new ReadClock(Long.MAX_VALUE / 2);
    }

    /** The runtime starts reading; its time counts until {@link #stop()}. */
    public void start() {
        if (since < 0) {
            since = System.nanoTime();
        }
    }

    /** The runtime hands what it read to the application; the time until the next {@link #start()} is not counted. */
    public void stop() {
        if (since >= 0) {
            budget -= System.nanoTime() - since;
            since = -1;
        }
    }

    /** Whether the runtime is reading (between {@link #start()} and {@link #stop()}). */
    boolean running() {
        return since >= 0;
    }

    /** Nanoseconds left now. */
    long remaining() {
        return since < 0 ? budget : budget - (System.nanoTime() - since);
    }

    /** Counts a wait for the server made outside a bracket. */
    void spent(long nanos) {
        budget -= nanos;
    }

    /**
     * Fails once the time is spent.
     *
     * @throws HttpTimeoutException saying the body did not arrive within the deadline
     */
    public void check() throws HttpTimeoutException {
        if (remaining() <= 0) {
            throw new HttpTimeoutException("the response body did not arrive completely within the call's deadline");
        }
    }
}
