package dev.refin.runtime.client;

/**
 * How far a Bulk API job has come, reported after each poll.
 *
 * @param jobId the job's id ({@code 750...})
 * @param state the job's state as the platform names it ({@code InProgress}, {@code JobComplete}, ...)
 * @param recordsProcessed rows processed so far, failed ones included
 * @param recordsFailed rows refused so far
 */
public record BulkProgress(String jobId, String state, long recordsProcessed, long recordsFailed) {}
