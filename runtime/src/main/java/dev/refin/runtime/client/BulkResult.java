package dev.refin.runtime.client;

import java.util.List;

/**
 * The totals of one bulk load; every input record's own outcome went to the caller's consumer.
 *
 * @param jobIds the jobs run, in order (one per upload)
 * @param succeeded records saved
 * @param failed records refused by the platform
 * @param unprocessed records of jobs that ended {@code Failed} or {@code Aborted} before reaching them
 * @param failedJobs the error messages of jobs that ended {@code Failed} or {@code Aborted}; empty when all completed
 * @param unknown records whose outcome is {@linkplain RecordOutcome#isOutcomeUnknown() unknown}: their result row was
 *     missing or could not be read, or the job's results could not be read to the end, so they may have been saved
 */
public record BulkResult(
        List<String> jobIds, long succeeded, long failed, long unprocessed, List<String> failedJobs, long unknown) {
    /** A result. */
    public BulkResult {
        jobIds = List.copyOf(jobIds);
        failedJobs = List.copyOf(failedJobs);
    }

    /** A result without records of unknown outcome. */
    public BulkResult(List<String> jobIds, long succeeded, long failed, long unprocessed, List<String> failedJobs) {
        this(jobIds, succeeded, failed, unprocessed, failedJobs, 0);
    }

    /** Whether every record was saved. */
    public boolean allSucceeded() {
        return failed == 0 && unprocessed == 0 && unknown == 0 && failedJobs.isEmpty();
    }
}
