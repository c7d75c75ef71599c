package dev.refin.runtime.internal.bulk;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.client.BulkJobException;
import dev.refin.runtime.client.BulkProgress;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.http.ErrorBody;
import dev.refin.runtime.internal.http.Transport;
import dev.refin.runtime.internal.http.Urls;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The job plumbing loads and queries share (moved out of {@link dev.refin.runtime.client.Bulk}, which keeps the
 * settings users choose): create, poll until final, abort, delete, download. Internal: public only because the
 * client package uses it; not part of the API.
 */
public final class BulkJobs {
    final Transport transport;
    final int recordsPerJob;
    final long maxUploadBytes;
    final Duration firstPoll;
    final Duration maxPoll;
    final Duration timeout;
    final int pageSize;
    final Consumer<BulkProgress> progress;

    /** The settings of one {@link dev.refin.runtime.client.Bulk}. */
    public BulkJobs(
            Transport transport,
            int recordsPerJob,
            long maxUploadBytes,
            Duration firstPoll,
            Duration maxPoll,
            Duration timeout,
            int pageSize,
            Consumer<BulkProgress> progress) {
        this.transport = transport;
        this.recordsPerJob = recordsPerJob;
        this.maxUploadBytes = maxUploadBytes;
        this.firstPoll = firstPoll;
        this.maxPoll = maxPoll;
        this.timeout = timeout;
        this.pageSize = pageSize;
        this.progress = progress;
    }

    /** Records per job. */
    public int recordsPerJob() {
        return recordsPerJob;
    }

    /** Largest CSV bytes of one upload. */
    public long maxUploadBytes() {
        return maxUploadBytes;
    }

    /** A copy with this many records per job. */
    public BulkJobs withRecordsPerJob(int records) {
        return new BulkJobs(transport, records, maxUploadBytes, firstPoll, maxPoll, timeout, pageSize, progress);
    }

    /** A copy with this upload limit. */
    public BulkJobs withMaxUploadBytes(long bytes) {
        return new BulkJobs(transport, recordsPerJob, bytes, firstPoll, maxPoll, timeout, pageSize, progress);
    }

    /** A copy with this polling. */
    public BulkJobs withPolling(Duration first, Duration longest) {
        return new BulkJobs(transport, recordsPerJob, maxUploadBytes, first, longest, timeout, pageSize, progress);
    }

    /** A copy with this job timeout. */
    public BulkJobs withTimeout(Duration jobTimeout) {
        return new BulkJobs(
                transport, recordsPerJob, maxUploadBytes, firstPoll, maxPoll, jobTimeout, pageSize, progress);
    }

    /** A copy with this query page size. */
    public BulkJobs withPageSize(int rows) {
        return new BulkJobs(transport, recordsPerJob, maxUploadBytes, firstPoll, maxPoll, timeout, rows, progress);
    }

    /** A copy with this progress listener. */
    public BulkJobs withProgress(Consumer<BulkProgress> listener) {
        return new BulkJobs(transport, recordsPerJob, maxUploadBytes, firstPoll, maxPoll, timeout, pageSize, listener);
    }

    /**
     * Creates a job of {@code kind} ({@code ingest} or {@code query}) and returns its id, checked: an answer whose
     * {@code id} is not a Bulk job id (which would otherwise go into the URL of every later request of the job) fails
     * the call before anything else is sent.
     */
    public String createJob(String kind, ObjectNode body) {
        JsonNode info = json(
                transport.send("POST", "/jobs/" + kind, body.toString(), false).body());
        JsonNode id = info.path("id");
        return Urls.jobId(id.isTextual() ? id.asText() : null, "the id of the new " + kind + " job");
    }

    /**
     * The resource of one job, {@code /jobs/<kind>/<id>} followed by {@code more} (e.g. {@code /results}): the one
     * place a job's URL is made, its id checked and encoded as one segment.
     */
    public static String jobPath(String kind, String jobId, String more) {
        return "/jobs/" + kind + "/" + Urls.segment(Urls.jobId(jobId, "a " + kind + " job id")) + more;
    }

    /** Parses an answer of the Bulk API, refusing one that is not JSON. */
    public static JsonNode json(String text) {
        try {
            return Codecs.MAPPER.readTree(text);
        } catch (java.io.IOException e) {
            throw new RefinException("Bulk API: an answer that is not JSON: " + ErrorBody.excerpt(text), false, e);
        }
    }

    /** Polls until the job is final, doubling the wait; on timeout the job is aborted and the timeout thrown. */
    public JsonNode await(String kind, String jobId) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long wait = firstPoll.toMillis();
        while (true) {
            JsonNode info = json(
                    transport.send("GET", jobPath(kind, jobId, ""), null, true).body());
            String state = info.path("state").asText();
            progress.accept(new BulkProgress(
                    jobId,
                    state,
                    info.path("numberRecordsProcessed").asLong(),
                    info.path("numberRecordsFailed").asLong()));
            if (state.equals("JobComplete") || state.equals("Failed") || state.equals("Aborted")) {
                return info;
            }
            if (state.equals("Open")) {
                throw new BulkJobException(
                        "Bulk job " + jobId + " is still Open: it was never closed", jobId, state, ErrorKind.OTHER);
            }
            if (System.nanoTime() + wait * 1_000_000L > deadline) {
                abortQuietly(kind, jobId);
                throw new BulkJobException(
                        "Bulk job " + jobId + " did not finish within " + timeout + " (last state " + state
                                + "); it was aborted, rows it processed stay saved",
                        jobId,
                        state,
                        ErrorKind.OUTCOME_UNKNOWN);
            }
            try {
                Thread.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                abortQuietly(kind, jobId);
                throw new BulkJobException(
                        "interrupted while waiting for bulk job " + jobId, jobId, state, ErrorKind.OUTCOME_UNKNOWN);
            }
            wait = Math.min(maxPoll.toMillis(), wait * 2);
        }
    }

    /** Aborts the job, ignoring any failure. */
    public void abortQuietly(String kind, String jobId) {
        try {
            transport.send("PATCH", jobPath(kind, jobId, ""), "{\"state\":\"Aborted\"}", true);
        } catch (RefinException e) {
            // Already final, or unreachable: the timeout the caller sees is the failure that matters.
        }
    }

    /** Deletes the job, ignoring any failure. */
    public void deleteQuietly(String kind, String jobId) {
        try {
            transport.send("DELETE", jobPath(kind, jobId, ""), null, true);
        } catch (RefinException e) {
            // The platform deletes jobs itself after seven days.
        }
    }

    /**
     * The longest row of a result file read: the client's {@code maxResponseBytes}, at most 4 Mi characters (a record
     * holds at most 400,000 characters, and its row echoes them once).
     */
    int maxRowChars() {
        return (int) Math.min(transport.limits().maxResponseBytes(), 4L * 1024 * 1024);
    }

    /** A mutable list of the values. */
    public static List<String> list(String... values) {
        return new ArrayList<>(List.of(values));
    }
}
