package dev.refin.spring.boot.health;

import dev.refin.runtime.client.RefinClient;
import dev.refin.spring.boot.ApiUsageTracker;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Checks the org for the {@code refin} health indicator of each Boot line: reachable, and at least a threshold of
 * daily API requests remaining. Cheap to poll: API usage a response reported recently is reused; otherwise one
 * {@code GET /limits} asks the org.
 *
 * <p>A check answers within its own deadline, whatever the org does: the call runs on the probe's one thread, never
 * the caller's. At the deadline the check answers DOWN ({@code timeout after ...}); while a call is still running,
 * further checks do not start another but wait for it at most until its deadline and then answer from the last
 * result, with its age. {@link #close()} (the application context's shutdown) interrupts a running call.
 */
public final class RefinHealthProbe implements AutoCloseable {
    /**
     * What one check found.
     *
     * @param up whether the org answered and enough requests remain
     * @param details what a health endpoint shows: used, max and remaining requests, the threshold, where the figures
     *     came from, and the failure when the org did not answer
     */
    public record Result(boolean up, Map<String, Object> details) {}

    /** A result and when it was found. */
    private record Found(Result result, Instant at) {}

    /** A call on the probe's thread: when it started, on the clock and on {@link System#nanoTime()}. */
    private record Attempt(Future<Result> future, Instant startedAt, long startedNanos) {}

    private final LimitsCheck limits;
    private final Duration timeout;
    private final Clock clock;
    private final ThreadPoolExecutor executor;
    private Attempt running;
    private Found last;
    private boolean closed;

    /** The default of {@code refin.health.timeout}: below a Kubernetes probe's period, above a healthy org's answer. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(2);

    /** A probe of {@code client}, reusing usage {@code tracker} saw less than {@code usageMaxAge} ago. */
    public RefinHealthProbe(RefinClient client, ApiUsageTracker tracker, long minRemaining, Duration usageMaxAge) {
        this(client, tracker, minRemaining, usageMaxAge, DEFAULT_TIMEOUT);
    }

    /**
     * A probe of {@code client}, reusing usage {@code tracker} saw less than {@code usageMaxAge} ago, answering within
     * {@code timeout}.
     */
    public RefinHealthProbe(
            RefinClient client, ApiUsageTracker tracker, long minRemaining, Duration usageMaxAge, Duration timeout) {
        this(
                new LimitsCheck(client, tracker, minRemaining, usageMaxAge, Clock.systemUTC()),
                timeout,
                Clock.systemUTC());
    }

    RefinHealthProbe(LimitsCheck limits, Duration timeout, Clock clock) {
        if (timeout == null || timeout.isZero() || timeout.isNegative()) {
            throw new IllegalArgumentException("refin.health.timeout must be positive: " + timeout);
        }
        this.limits = limits;
        this.timeout = timeout;
        this.clock = clock;
        // One thread, made when needed and ended after a minute idle; a second call is never queued (see check()).
        this.executor = new ThreadPoolExecutor(1, 1, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
            Thread thread = new Thread(task, "refin-health");
            thread.setDaemon(true);
            return thread;
        });
        this.executor.allowCoreThreadTimeOut(true);
    }

    /** The deadline of each check. */
    public Duration timeout() {
        return timeout;
    }

    /** Checks the org, answering within {@link #timeout()}; never throws. */
    public Result check() {
        long now = System.nanoTime();
        Attempt attempt;
        boolean joined;
        synchronized (this) {
            if (closed) {
                return down("the application is shutting down");
            }
            joined = running != null && !running.future().isDone();
            if (!joined) {
                try {
                    running = new Attempt(executor.submit(limits::check), clock.instant(), now);
                } catch (RejectedExecutionException e) {
                    return down("the application is shutting down");
                }
            }
            attempt = running;
        }
        long waitNanos = Math.min(attempt.startedNanos() + timeout.toNanos(), now + timeout.toNanos()) - now;
        try {
            Result result = attempt.future().get(Math.max(0, waitNanos), TimeUnit.NANOSECONDS);
            remember(result, attempt);
            return joined ? withRunning(result, attempt) : result;
        } catch (TimeoutException e) {
            return afterDeadline(attempt);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return down("the health check was interrupted");
        } catch (ExecutionException | CancellationException e) {
            // LimitsCheck never throws; an executor that does is a bug, reported rather than thrown.
            return down("the health check failed: " + e);
        }
    }

    private synchronized void remember(Result result, Attempt attempt) {
        if (last == null || last.at().isBefore(attempt.startedAt())) {
            last = new Found(result, clock.instant());
        }
    }

    /**
     * The call outlived its deadline: the first caller to see it records a timeout, so every later check (while the
     * call still runs) answers from that, with its age.
     */
    private Result afterDeadline(Attempt attempt) {
        Instant now = clock.instant();
        Found answer;
        synchronized (this) {
            if (last == null || last.at().isBefore(attempt.startedAt())) {
                Map<String, Object> details = new LinkedHashMap<>();
                details.put("instanceUrl", limits.instanceUrl());
                details.put(
                        "error",
                        "timeout after " + format(timeout) + ": the org did not answer " + limits.call()
                                + " within refin.health.timeout");
                last = new Found(new Result(false, details), now);
                return last.result();
            }
            answer = last;
        }
        Map<String, Object> details = new LinkedHashMap<>(answer.result().details());
        details.put("age", format(Duration.between(answer.at(), now)));
        return withRunning(new Result(answer.result().up(), details), attempt);
    }

    private Result withRunning(Result result, Attempt attempt) {
        if (attempt.future().isDone()) {
            return result;
        }
        Map<String, Object> details = new LinkedHashMap<>(result.details());
        details.put("checkRunningFor", format(Duration.between(attempt.startedAt(), clock.instant())));
        return new Result(result.up(), details);
    }

    private Result down(String error) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("instanceUrl", limits.instanceUrl());
        details.put("error", error);
        return new Result(false, details);
    }

    /** Stops the probe's thread, interrupting a call still running; later checks answer DOWN. */
    @Override
    public void close() {
        synchronized (this) {
            closed = true;
        }
        executor.shutdownNow();
    }

    /** {@code 2s}, {@code 1.5s}, {@code 250ms}: how details show a duration. */
    static String format(Duration duration) {
        long millis = duration.toMillis();
        if (millis < 1000) {
            return millis + "ms";
        }
        return millis % 1000 == 0 ? millis / 1000 + "s" : String.format(Locale.ROOT, "%.1fs", millis / 1e3);
    }
}
