package dev.refin.emulator.limits;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The org's daily API request quota: a rolling 24-hour count of authenticated REST calls, reported by
 * {@code /limits} and the {@code Sforce-Limit-Info} header, and enforced with {@code REQUEST_LIMIT_EXCEEDED}.
 */
public final class ApiLimits {
    /** The platform's message when the rolling quota is used up. */
    static final String EXCEEDED_MESSAGE = "TotalRequests Limit exceeded.";

    private static final long WINDOW_MINUTES = Duration.ofHours(24).toMinutes();

    private final long max;
    private final Clock clock;
    private final BulkLimits bulk;
    /** Calls per minute of the rolling window, oldest first: {@code {epoch minute, calls}}; cost is per minute. */
    private final Deque<long[]> minutes = new ArrayDeque<>();

    private long total;

    public ApiLimits(long max, Clock clock, BulkLimits bulk) {
        this.max = max;
        this.clock = clock;
        this.bulk = bulk;
    }

    /** The quota per rolling 24 hours. */
    public long max() {
        return max;
    }

    /**
     * Counts one call and answers the usage including it, or refuses it (uncounted) when the quota is used up.
     *
     * @throws ApiException 403 {@code REQUEST_LIMIT_EXCEEDED} when the quota is exhausted
     */
    public synchronized long count() {
        long minute = expire();
        if (total >= max) {
            throw ApiException.framework(403, "REQUEST_LIMIT_EXCEEDED", EXCEEDED_MESSAGE);
        }
        long[] last = minutes.peekLast();
        if (last != null && last[0] == minute) {
            last[1]++;
        } else {
            minutes.addLast(new long[] {minute, 1});
        }
        return ++total;
    }

    /** The calls counted in the current window. */
    synchronized long used() {
        expire();
        return total;
    }

    private long expire() {
        long minute = clock.millis() / 60_000;
        while (!minutes.isEmpty() && minutes.peekFirst()[0] <= minute - WINDOW_MINUTES) {
            total -= minutes.removeFirst()[1];
        }
        return minute;
    }

    /** The {@code Sforce-Limit-Info} header value for a usage. */
    public String header(long used) {
        return "api-usage=" + used + "/" + max;
    }

    /** The {@code /limits} answer, keys in order: every key an object of {@code Max} and {@code Remaining}. */
    public ObjectNode answer() {
        long used = used();
        ObjectNode out = Json.object();
        limit(out, "ConcurrentAsyncGetReportInstances", 200, 200);
        limit(out, "ConcurrentSyncReportRuns", 20, 20);
        limit(out, "DailyApiRequests", max, Math.max(0, max - used));
        limit(out, "DailyAsyncApexExecutions", 250000, 250000);
        bulk.answer(out);
        limit(out, "DailyStreamingApiEvents", 10000, 10000);
        limit(out, "DataStorageMB", 5, 5);
        limit(out, "FileStorageMB", 20, 20);
        limit(out, "HourlyODataCallout", 10000, 10000);
        limit(out, "SingleEmail", 15, 15);
        return out;
    }

    private static void limit(ObjectNode out, String name, long max, long remaining) {
        ObjectNode limit = out.putObject(name);
        limit.put("Max", max);
        limit.put("Remaining", remaining);
    }
}
