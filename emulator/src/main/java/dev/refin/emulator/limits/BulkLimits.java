package dev.refin.emulator.limits;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.wire.ApiException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * The org's Bulk API allocations over a rolling 24 hours (Limits Quick Reference, "Bulk API and Bulk API 2.0 Limits
 * and Allocations"): query jobs created, query result storage, ingest batches (one per 10,000 records a job
 * processes) and records ingested. Reported by {@code /limits}, consumed by real use, enforced with the platform's
 * errors.
 */
public final class BulkLimits {
    /** Query jobs per rolling 24 hours ({@code DailyBulkV2QueryJobs}). */
    public static final long QUERY_JOBS = 10_000;

    /** Query result storage per rolling 24 hours in MB: 1 TB ({@code DailyBulkV2QueryFileStorageMB}). */
    static final long QUERY_STORAGE_MB = 976_562;

    /** Batches per rolling 24 hours, shared with Bulk API 1.0 ({@code DailyBulkApiBatches}). */
    public static final long BATCHES = 15_000;

    /** Records ingested per rolling 24 hours. */
    public static final long RECORDS = 150_000_000;

    /** Records of one internal batch: an ingest job consumes one batch per started 10,000 records. */
    static final int RECORDS_PER_BATCH = 10_000;

    private static final long MB = 1024L * 1024;

    private final Window queryJobs;
    private final Window queryBytes;
    private final Window batches;
    private final Window records;

    public BulkLimits(Clock clock, long queryJobs, long batches, long records) {
        this.queryJobs = new Window(clock, queryJobs);
        this.queryBytes = new Window(clock, QUERY_STORAGE_MB * MB);
        this.batches = new Window(clock, batches);
        this.records = new Window(clock, records);
    }

    /**
     * Counts a query job being created, or refuses it when the day's query jobs are used up.
     *
     * @throws ApiException 400 {@code LIMIT_EXCEEDED}
     */
    public void createQueryJob() {
        if (!queryJobs.take(1)) {
            throw ApiException.badRequest(
                    "LIMIT_EXCEEDED",
                    "Max bulk v2 query jobs (" + queryJobs.max + ") per 24 hrs has been reached",
                    List.of());
        }
    }

    /** Counts the bytes of a query job's results (they count whether or not they are downloaded). */
    public void storeQueryResults(long bytes) {
        queryBytes.force(bytes);
    }

    /**
     * Takes what an ingest job needs to go on with a record: a batch when the record starts a new one of 10,000,
     * and the record itself; answers why the job must fail instead, or null when it may go on.
     */
    public String ingestRecord(long index) {
        if (!records.take(1)) {
            return "ExceededQuota : Max bulk API records (" + records.max + ") per 24 hrs has been reached";
        }
        if (index % RECORDS_PER_BATCH == 0 && !batches.take(1)) {
            records.force(-1);
            return "ExceededQuota : Max bulk API batches (" + batches.max + ") per 24 hrs has been reached";
        }
        return null;
    }

    /** The Bulk members of the {@code /limits} answer. */
    void answer(ObjectNode out) {
        limit(out, "DailyBulkApiBatches", batches.max, batches.remaining());
        limit(out, "DailyBulkV2QueryFileStorageMB", QUERY_STORAGE_MB, QUERY_STORAGE_MB - ceilMb(queryBytes.used()));
        limit(out, "DailyBulkV2QueryJobs", queryJobs.max, queryJobs.remaining());
    }

    private static long ceilMb(long bytes) {
        return Math.min(QUERY_STORAGE_MB, (bytes + MB - 1) / MB);
    }

    private static void limit(ObjectNode out, String name, long max, long remaining) {
        ObjectNode limit = out.putObject(name);
        limit.put("Max", max);
        limit.put("Remaining", Math.max(0, remaining));
    }

    /** A rolling 24-hour count kept per minute, so its cost follows the minutes used, not the units counted. */
    private static final class Window {
        private static final long WINDOW_MINUTES = Duration.ofHours(24).toMinutes();

        private final Clock clock;
        private final long max;
        /** {@code {epoch minute, units}}, oldest first. */
        private final Deque<long[]> minutes = new ArrayDeque<>();

        private long total;

        Window(Clock clock, long max) {
            this.clock = clock;
            this.max = max;
        }

        /** Takes units if that stays within the maximum; false (nothing taken) when it would not. */
        synchronized boolean take(long units) {
            expire();
            if (total + units > max) {
                return false;
            }
            force(units);
            return true;
        }

        /** Counts units whatever the maximum. */
        synchronized void force(long units) {
            long minute = expire();
            long[] last = minutes.peekLast();
            if (last != null && last[0] == minute) {
                last[1] += units;
            } else {
                minutes.addLast(new long[] {minute, units});
            }
            total += units;
        }

        synchronized long used() {
            expire();
            return total;
        }

        synchronized long remaining() {
            return max - used();
        }

        private long expire() {
            long minute = clock.millis() / 60_000;
            while (!minutes.isEmpty() && minutes.peekFirst()[0] <= minute - WINDOW_MINUTES) {
                total -= minutes.removeFirst()[1];
            }
            return minute;
        }
    }
}
