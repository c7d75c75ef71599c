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
 */
public record BulkResult(List<String> jobIds, long succeeded, long failed, long unprocessed, List<String> failedJobs) {
    /** A result. */
    public BulkResult {
        jobIds = List.copyOf(jobIds);
        failedJobs = List.copyOf(failedJobs);
    }

    /** Whether every record was saved. */
    public boolean allSucceeded() {
        return failed == 0 && unprocessed == 0 && failedJobs.isEmpty();
    }
}
