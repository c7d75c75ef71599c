package dev.refin.runtime.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.query.SoqlQuery;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Bulk API 2.0 for generated entities: insert, update, upsert and delete jobs fed from iterables of any size, and
 * query jobs streamed back as typed records. Obtained from {@link RefinClient#bulk()}; immutable, {@code with*}
 * returns a copy. Prefer it over sObject collections from about ten thousand records a run: a collection call
 * moves 200 records, a job moves millions and counts as a handful of API calls.
 */
public final class Bulk {
    /** Default records per job: {@value}, one platform batch, so one upload stays small in client memory. */
    public static final int DEFAULT_RECORDS_PER_JOB = 10_000;

    /** Default and largest CSV bytes of one upload: {@value} (the platform takes 100 MB of CSV per job). */
    public static final long MAX_UPLOAD_BYTES = 100L * 1024 * 1024;

    final Transport transport;
    final int recordsPerJob;
    final long maxUploadBytes;
    final Duration firstPoll;
    final Duration maxPoll;
    final Duration timeout;
    final int pageSize;
    final Consumer<BulkProgress> progress;

    Bulk(Transport transport) {
        this(
                transport,
                DEFAULT_RECORDS_PER_JOB,
                MAX_UPLOAD_BYTES,
                Duration.ofMillis(100),
                Duration.ofSeconds(5),
                Duration.ofMinutes(30),
                10_000,
                p -> {});
    }

    private Bulk(
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

    /** Records per job (and so held in memory at once); default {@value #DEFAULT_RECORDS_PER_JOB}. */
    public Bulk withRecordsPerJob(int records) {
        if (records < 1) {
            throw new IllegalArgumentException("records per job must be positive: " + records);
        }
        return new Bulk(transport, records, maxUploadBytes, firstPoll, maxPoll, timeout, pageSize, progress);
    }

    /** Largest CSV bytes of one upload; a larger job is split; default and maximum {@value #MAX_UPLOAD_BYTES}. */
    public Bulk withMaxUploadBytes(long bytes) {
        if (bytes < 1024 || bytes > MAX_UPLOAD_BYTES) {
            throw new IllegalArgumentException("max upload bytes must be between 1024 and " + MAX_UPLOAD_BYTES);
        }
        return new Bulk(transport, recordsPerJob, bytes, firstPoll, maxPoll, timeout, pageSize, progress);
    }

    /** Polling: first wait, doubled after each poll up to the longest; default 100 ms up to 5 s. */
    public Bulk withPolling(Duration first, Duration longest) {
        if (first.isNegative() || first.isZero() || longest.compareTo(first) < 0) {
            throw new IllegalArgumentException("polling needs 0 < first <= longest: " + first + ", " + longest);
        }
        return new Bulk(transport, recordsPerJob, maxUploadBytes, first, longest, timeout, pageSize, progress);
    }

    /** How long one job may take from close to a final state before it is aborted; default 30 minutes. */
    public Bulk withTimeout(Duration jobTimeout) {
        if (jobTimeout.isNegative() || jobTimeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive: " + jobTimeout);
        }
        return new Bulk(transport, recordsPerJob, maxUploadBytes, firstPoll, maxPoll, jobTimeout, pageSize, progress);
    }

    /** Rows asked for per query result page; default 10,000. */
    public Bulk withPageSize(int rows) {
        if (rows < 1) {
            throw new IllegalArgumentException("page size must be positive: " + rows);
        }
        return new Bulk(transport, recordsPerJob, maxUploadBytes, firstPoll, maxPoll, timeout, rows, progress);
    }

    /** Called after every poll of a job with its counters; default none. */
    public Bulk withProgress(Consumer<BulkProgress> listener) {
        return new Bulk(
                transport,
                recordsPerJob,
                maxUploadBytes,
                firstPoll,
                maxPoll,
                timeout,
                pageSize,
                Objects.requireNonNull(listener, "listener"));
    }

    /** Inserts the records; each one's outcome (its new id, or its errors) goes to {@code outcomes}. */
    public <E extends SObject<E>> BulkResult insert(
            SObjectType<E> type, Iterable<E> records, Consumer<RecordOutcome<E>> outcomes) {
        return new BulkLoad<>(this, type, BulkLoad.Operation.INSERT, null).run(records.iterator(), outcomes);
    }

    /** Updates the records by their ids, sending the fields set on each; outcomes go to {@code outcomes}. */
    public <E extends SObject<E>> BulkResult update(
            SObjectType<E> type, Iterable<E> records, Consumer<RecordOutcome<E>> outcomes) {
        return new BulkLoad<>(this, type, BulkLoad.Operation.UPDATE, null).run(records.iterator(), outcomes);
    }

    /** Inserts or updates the records matched by an external-id field; outcomes say which was created. */
    public <E extends SObject<E>> BulkResult upsert(
            SObjectType<E> type, Field<E, ?> externalId, Iterable<E> records, Consumer<RecordOutcome<E>> outcomes) {
        if (!externalId.isExternalId() && !externalId.apiName().equals("Id")) {
            throw new IllegalArgumentException(
                    type.apiName() + "." + externalId.apiName() + " is not an external-id field");
        }
        return new BulkLoad<>(this, type, BulkLoad.Operation.UPSERT, externalId).run(records.iterator(), outcomes);
    }

    /** Deletes the records with these ids; each outcome carries a record holding only its id. */
    public <E extends SObject<E>> BulkResult delete(
            SObjectType<E> type, Iterable<RecordId<E>> ids, Consumer<RecordOutcome<E>> outcomes) {
        Field<E, ?> idField = BulkLoad.idField(type);
        Iterator<RecordId<E>> source = ids.iterator();
        Iterator<E> records = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return source.hasNext();
            }

            @Override
            public E next() {
                E record = type.newRecord();
                BulkLoad.setId(record, idField, source.next());
                return record;
            }
        };
        return new BulkLoad<>(this, type, BulkLoad.Operation.DELETE, null).run(records, outcomes);
    }

    /** Like {@link #insert(SObjectType, Iterable, Consumer)} from a stream, which is consumed once. */
    public <E extends SObject<E>> BulkResult insert(
            SObjectType<E> type, Stream<E> records, Consumer<RecordOutcome<E>> outcomes) {
        return new BulkLoad<>(this, type, BulkLoad.Operation.INSERT, null).run(records.iterator(), outcomes);
    }

    /** Like {@link #upsert(SObjectType, Field, Iterable, Consumer)} from a stream, which is consumed once. */
    public <E extends SObject<E>> BulkResult upsert(
            SObjectType<E> type, Field<E, ?> externalId, Stream<E> records, Consumer<RecordOutcome<E>> outcomes) {
        return upsert(type, externalId, (Iterable<E>) records::iterator, outcomes);
    }

    /**
     * Runs a query job and streams its rows as typed records, page by page; closing the stream (use
     * try-with-resources) deletes the job. Parent columns ({@code refin__Entity__r.Name}) arrive as
     * {@link SObject#unknownFields()} objects, as from a REST query.
     */
    public <E extends SObject<E>> Stream<E> query(SoqlQuery<E> query) {
        return new BulkQuery<>(this, query.sobjectType(), query.toSoql(), "query").stream();
    }

    /** Like {@link #query(SoqlQuery)} with {@code queryAll}: deleted and archived records included. */
    public <E extends SObject<E>> Stream<E> queryAll(SoqlQuery<E> query) {
        return new BulkQuery<>(this, query.sobjectType(), query.toSoql(), "queryAll").stream();
    }

    /**
     * Sets a record's parent by the parent's external id (sent as the column {@code Rel__r.Key__c}), for
     * loads where the parent's record id is not known; returns the record.
     */
    public static <E extends SObject<E>> E parentByExternalId(
            E record, dev.refin.runtime.ReferenceField.Writable<E, ?> reference, Field<?, ?> parentKey, String value) {
        BulkLoad.parentByExternalId(record, reference, parentKey, value);
        return record;
    }

    // ---- job plumbing shared by loads and queries ----

    JsonNode createJob(String kind, ObjectNode body) {
        return json(
                transport.send("POST", "/jobs/" + kind, body.toString(), false).body());
    }

    static JsonNode json(String text) {
        try {
            return Codecs.MAPPER.readTree(text);
        } catch (java.io.IOException e) {
            throw new RefinException("Bulk API: an answer that is not JSON: " + ErrorBody.excerpt(text), false, e);
        }
    }

    /** Polls until the job is final, doubling the wait; on timeout the job is aborted and the timeout thrown. */
    JsonNode await(String kind, String jobId) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long wait = firstPoll.toMillis();
        while (true) {
            JsonNode info = json(transport
                    .send("GET", "/jobs/" + kind + "/" + jobId, null, true)
                    .body());
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

    void abortQuietly(String kind, String jobId) {
        try {
            transport.send("PATCH", "/jobs/" + kind + "/" + jobId, "{\"state\":\"Aborted\"}", true);
        } catch (RefinException e) {
            // Already final, or unreachable: the timeout the caller sees is the failure that matters.
        }
    }

    void deleteQuietly(String kind, String jobId) {
        try {
            transport.send("DELETE", "/jobs/" + kind + "/" + jobId, null, true);
        } catch (RefinException e) {
            // The platform deletes jobs itself after seven days.
        }
    }

    String csv(String resource) {
        return transport
                .send("GET", resource, null, "text/csv", true, status -> false)
                .body();
    }

    @Override
    public String toString() {
        return "Bulk[recordsPerJob=" + recordsPerJob + ", maxUploadBytes=" + maxUploadBytes + "]";
    }

    static List<String> list(String... values) {
        return new ArrayList<>(List.of(values));
    }
}
