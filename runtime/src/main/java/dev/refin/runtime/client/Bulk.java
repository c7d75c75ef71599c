package dev.refin.runtime.client;

import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.bulk.BulkJobs;
import dev.refin.runtime.internal.bulk.BulkLoad;
import dev.refin.runtime.internal.bulk.BulkQuery;
import dev.refin.runtime.internal.http.Transport;
import dev.refin.runtime.query.SoqlQuery;
import java.time.Duration;
import java.util.Iterator;
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

    private final BulkJobs jobs;

    Bulk(Transport transport) {
        this(new BulkJobs(
                transport,
                DEFAULT_RECORDS_PER_JOB,
                MAX_UPLOAD_BYTES,
                Duration.ofMillis(100),
                Duration.ofSeconds(5),
                Duration.ofMinutes(30),
                10_000,
                p -> {}));
    }

    private Bulk(BulkJobs jobs) {
        this.jobs = jobs;
    }

    /** Records per job (and so held in memory at once); default {@value #DEFAULT_RECORDS_PER_JOB}. */
    public Bulk withRecordsPerJob(int records) {
        if (records < 1) {
            throw new IllegalArgumentException("records per job must be positive: " + records);
        }
        return new Bulk(jobs.withRecordsPerJob(records));
    }

    /** Largest CSV bytes of one upload; a larger job is split; default and maximum {@value #MAX_UPLOAD_BYTES}. */
    public Bulk withMaxUploadBytes(long bytes) {
        if (bytes < 1024 || bytes > MAX_UPLOAD_BYTES) {
            throw new IllegalArgumentException("max upload bytes must be between 1024 and " + MAX_UPLOAD_BYTES);
        }
        return new Bulk(jobs.withMaxUploadBytes(bytes));
    }

    /** Polling: first wait, doubled after each poll up to the longest; default 100 ms up to 5 s. */
    public Bulk withPolling(Duration first, Duration longest) {
        if (first.isNegative() || first.isZero() || longest.compareTo(first) < 0) {
            throw new IllegalArgumentException("polling needs 0 < first <= longest: " + first + ", " + longest);
        }
        return new Bulk(jobs.withPolling(first, longest));
    }

    /** How long one job may take from close to a final state before it is aborted; default 30 minutes. */
    public Bulk withTimeout(Duration jobTimeout) {
        if (jobTimeout.isNegative() || jobTimeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive: " + jobTimeout);
        }
        return new Bulk(jobs.withTimeout(jobTimeout));
    }

    /**
     * Rows asked for per query result page ({@code maxRecords}); default 10,000. Pages are read as they arrive, so
     * this bounds requests, not memory; a page holding more rows than asked for is refused.
     */
    public Bulk withPageSize(int rows) {
        if (rows < 1) {
            throw new IllegalArgumentException("page size must be positive: " + rows);
        }
        return new Bulk(jobs.withPageSize(rows));
    }

    /** Called after every poll of a job with its counters; default none. */
    public Bulk withProgress(Consumer<BulkProgress> listener) {
        return new Bulk(jobs.withProgress(Objects.requireNonNull(listener, "listener")));
    }

    /** Inserts the records; each one's outcome (its new id, or its errors) goes to {@code outcomes}. */
    public <E extends SObject<E>> BulkResult insert(
            SObjectType<E> type, Iterable<E> records, Consumer<RecordOutcome<E>> outcomes) {
        return new BulkLoad<>(jobs, type, BulkLoad.Operation.INSERT, null).run(records.iterator(), outcomes);
    }

    /** Updates the records by their ids, sending the fields set on each; outcomes go to {@code outcomes}. */
    public <E extends SObject<E>> BulkResult update(
            SObjectType<E> type, Iterable<E> records, Consumer<RecordOutcome<E>> outcomes) {
        return new BulkLoad<>(jobs, type, BulkLoad.Operation.UPDATE, null).run(records.iterator(), outcomes);
    }

    /**
     * Inserts or updates the records matched by an external-id field (a {@link Field.UpsertKey}: a generated external
     * id or {@code Id}); outcomes say which was created.
     */
    public <E extends SObject<E>> BulkResult upsert(
            SObjectType<E> type, Field.UpsertKey<E, ?> key, Iterable<E> records, Consumer<RecordOutcome<E>> outcomes) {
        Field<E, ?> externalId = key.field();
        if (!(key instanceof Field.UpsertKey.Unchecked)
                && !externalId.isExternalId()
                && !externalId.has(FieldTraits.ID_LOOKUP)
                && !externalId.apiName().equals("Id")) {
            throw new IllegalArgumentException(
                    type.apiName() + "." + externalId.apiName() + " is not an external-id field");
        }
        return new BulkLoad<>(jobs, type, BulkLoad.Operation.UPSERT, externalId).run(records.iterator(), outcomes);
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
        return new BulkLoad<>(jobs, type, BulkLoad.Operation.DELETE, null).run(records, outcomes);
    }

    /** Like {@link #insert(SObjectType, Iterable, Consumer)} from a stream, which is consumed once. */
    public <E extends SObject<E>> BulkResult insert(
            SObjectType<E> type, Stream<E> records, Consumer<RecordOutcome<E>> outcomes) {
        return new BulkLoad<>(jobs, type, BulkLoad.Operation.INSERT, null).run(records.iterator(), outcomes);
    }

    /** Like {@link #upsert(SObjectType, Field.UpsertKey, Iterable, Consumer)} from a stream, consumed once. */
    public <E extends SObject<E>> BulkResult upsert(
            SObjectType<E> type, Field.UpsertKey<E, ?> key, Stream<E> records, Consumer<RecordOutcome<E>> outcomes) {
        return upsert(type, key, (Iterable<E>) records::iterator, outcomes);
    }

    /**
     * Runs a query job and streams its rows as typed records, page by page; closing the stream (use
     * try-with-resources) deletes the job. Parent columns ({@code refin__Entity__r.Name}) arrive as
     * {@link SObject#unknownFields()} objects, as from a REST query.
     */
    public <E extends SObject<E>> Stream<E> query(SoqlQuery<E> query) {
        return new BulkQuery<>(jobs, query.sobjectType(), query.toSoql(), "query").stream();
    }

    /** Like {@link #query(SoqlQuery)} with {@code queryAll}: deleted and archived records included. */
    public <E extends SObject<E>> Stream<E> queryAll(SoqlQuery<E> query) {
        return new BulkQuery<>(jobs, query.sobjectType(), query.toSoql(), "queryAll").stream();
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

    @Override
    public String toString() {
        return "Bulk[recordsPerJob=" + jobs.recordsPerJob() + ", maxUploadBytes=" + jobs.maxUploadBytes() + "]";
    }
}
