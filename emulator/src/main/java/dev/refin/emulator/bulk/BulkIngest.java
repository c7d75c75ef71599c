package dev.refin.emulator.bulk;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.limits.BulkLimits;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Processes an ingest job's upload in batches on a background thread: each row becomes the JSON body of the same
 * create, update, upsert or delete the sObject resources run, so validation and the package's triggers apply.
 */
public final class BulkIngest {
    /** The literal that sets a field to null; an empty cell leaves it untouched. */
    static final String NULL = "#N/A";

    /** Rows written under one lock and roll-up pass: the platform runs a batch's triggers 200 records at a time. */
    static final int CHUNK = 200;

    private final SObjectService records;
    private final FaultRates faults;
    private final int batchSize;
    private final BulkLimits limits;

    /**
     * The injected faults ingest jobs see, decided by the seed and the job's id.
     *
     * @param seed the faults' seed
     * @param jobFailureRate the share of jobs that fail after their first batch
     * @param lockRowRate the share of rows refused with {@code UNABLE_TO_LOCK_ROW}
     */
    public record FaultRates(long seed, double jobFailureRate, double lockRowRate) {}

    BulkIngest(SObjectService records, FaultRates faults, int batchSize, BulkLimits limits) {
        this.records = records;
        this.faults = faults;
        this.batchSize = batchSize;
        this.limits = limits;
    }

    /**
     * One uploaded column: a field, or a parent reached by its external id ({@code Rel__r.Ext__c}).
     *
     * @param field the field written
     * @param parentObject the parent object when the column names a parent by external id, else null
     * @param parentKey the parent's external-id field, else null
     */
    private record Column(FieldDescribe field, String parentObject, String parentKey) {}

    /** A refusal of one row. */
    private static final class RowError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        RowError(String line) {
            super(line, null, false, false);
        }
    }

    /** Marks every uploaded row as unprocessed (a job aborted or failed before its rows ran). */
    void markUnprocessed(BulkJob job) {
        BulkCsv.Reader reader = new BulkCsv.Reader(job.upload, job.delimiter());
        List<String> row;
        while ((row = reader.next()) != null) {
            BulkCsv.plainRow(job.unprocessed, row, job.delimiter(), job.newline());
        }
        job.upload = null;
    }

    /** Runs the job to {@code JobComplete} or {@code Failed}, unless it is aborted meanwhile. */
    void process(BulkJob job) {
        long start = System.nanoTime();
        String upload;
        synchronized (job) {
            if (!job.state.equals(BulkJob.UPLOAD_COMPLETE)) {
                return;
            }
            job.state = BulkJob.IN_PROGRESS;
            job.modified = records.clock().instant();
            upload = job.upload == null ? "" : job.upload;
        }
        try {
            Auth.runAs(job.user, () -> run(job, upload));
        } catch (java.io.IOException | RuntimeException e) {
            fail(job, "InternalServerError : " + e.getMessage());
        } finally {
            synchronized (job) {
                job.upload = null;
                job.processingMillis = (System.nanoTime() - start) / 1_000_000;
                job.modified = records.clock().instant();
            }
        }
    }

    private void run(BulkJob job, String upload) {
        BulkCsv.Reader reader = new BulkCsv.Reader(upload, job.delimiter());
        List<String> header = reader.next();
        synchronized (job) {
            job.header = header;
        }
        if (header == null) {
            finish(job);
            return;
        }
        ObjectDescribe object = records.object(job.object);
        List<Column> columns = new ArrayList<>();
        for (String name : header) {
            Column column = column(object, name.trim());
            if (column == null) {
                fail(job, "InvalidBatch : Field name not found : " + name);
                copyRest(job, header, reader);
                return;
            }
            columns.add(column);
        }
        char delimiter = job.delimiter();
        String newline = job.newline();
        synchronized (job) {
            BulkCsv.plainRow(job.successful, prefixed(header, "sf__Id", "sf__Created"), delimiter, newline);
            BulkCsv.plainRow(job.failures, prefixed(header, "sf__Id", "sf__Error"), delimiter, newline);
            BulkCsv.plainRow(job.unprocessed, header, delimiter, newline);
        }
        SplittableRandom random = new SplittableRandom(faults.seed() ^ job.id.hashCode());
        boolean failAfterFirstBatch = random.nextDouble() < faults.jobFailureRate();
        int inBatch = 0;
        long index = 0;
        List<List<String>> chunk = new ArrayList<>(CHUNK);
        List<String> row;
        while ((row = reader.next()) != null) {
            synchronized (job) {
                if (job.state.equals(BulkJob.ABORTED)) {
                    writeChunk(job, object, columns, chunk, random);
                    BulkCsv.plainRow(job.unprocessed, row, delimiter, newline);
                    copyRest(job, null, reader);
                    return;
                }
            }
            if (inBatch == batchSize) {
                writeChunk(job, object, columns, chunk, random);
                if (failAfterFirstBatch) {
                    fail(job, "InvalidBatch : Batch failed after 20 retries: processing time limit exceeded");
                    synchronized (job) {
                        BulkCsv.plainRow(job.unprocessed, row, delimiter, newline);
                    }
                    copyRest(job, null, reader);
                    return;
                }
                inBatch = 0;
            }
            String exceeded = limits.ingestRecord(index++);
            if (exceeded != null) {
                writeChunk(job, object, columns, chunk, random);
                fail(job, exceeded);
                synchronized (job) {
                    BulkCsv.plainRow(job.unprocessed, row, delimiter, newline);
                }
                copyRest(job, null, reader);
                return;
            }
            inBatch++;
            chunk.add(row);
            if (chunk.size() == CHUNK) {
                writeChunk(job, object, columns, chunk, random);
            }
        }
        writeChunk(job, object, columns, chunk, random);
        finish(job);
    }

    /**
     * Writes a chunk of rows as one transaction, as the platform runs a batch's triggers 200 records at a time: one
     * write lock and one roll-up pass for the chunk, a savepoint per row so that a refused row leaves nothing behind
     * while the others are kept (partial success). Empties the chunk.
     */
    private void writeChunk(
            BulkJob job,
            ObjectDescribe object,
            List<Column> columns,
            List<List<String>> chunk,
            SplittableRandom random) {
        if (chunk.isEmpty()) {
            return;
        }
        RecordStore store = records.store();
        records.batch(() -> {
            for (List<String> row : chunk) {
                RecordStore.Savepoint savepoint = store.savepoint();
                boolean saved = false;
                try {
                    saved = one(job, object, columns, row, random);
                } finally {
                    if (saved) {
                        store.release(savepoint);
                    } else {
                        store.rollback(savepoint);
                    }
                }
            }
            return null;
        });
        chunk.clear();
    }

    private static List<String> prefixed(List<String> header, String first, String second) {
        List<String> out = new ArrayList<>(header.size() + 2);
        out.add(first);
        out.add(second);
        out.addAll(header);
        return out;
    }

    /** Writes one row and records its result; true when it was saved. */
    private boolean one(
            BulkJob job, ObjectDescribe object, List<Column> columns, List<String> row, SplittableRandom random) {
        String id = "";
        boolean created = false;
        String error = null;
        try {
            if (row.size() != columns.size()) {
                throw new RowError("INVALID_FIELD:Row has " + row.size() + " values but the header has "
                        + columns.size() + " columns:--");
            }
            id = idOf(columns, row);
            if (random.nextDouble() < faults.lockRowRate()) {
                throw new RowError("UNABLE_TO_LOCK_ROW:unable to obtain exclusive access to this record:--");
            }
            ObjectNode body = body(object, columns, row);
            switch (job.operation) {
                case "insert" -> {
                    id = records.create(object.name(), body);
                    created = true;
                }
                case "update" -> {
                    requireId(id);
                    body.remove("Id");
                    records.update(object.name(), id, body);
                }
                case "delete" -> {
                    requireId(id);
                    records.delete(object.name(), id);
                }
                default -> {
                    JsonNode key = body.remove(job.externalIdField);
                    if (key == null || key.isNull() || key.asText().isEmpty()) {
                        throw new RowError("MISSING_ARGUMENT:" + job.externalIdField + " not specified:"
                                + job.externalIdField + " --");
                    }
                    body.remove("Id");
                    SObjectService.Upsert result =
                            records.upsert(object.name(), job.externalIdField, key.asText(), body);
                    if (result.id() == null) {
                        throw new RowError("DUPLICATE_EXTERNAL_ID:" + job.externalIdField
                                + ": more than one record found for external id field: " + result.matches() + ":"
                                + job.externalIdField + " --");
                    }
                    id = result.id();
                    created = result.created();
                }
            }
        } catch (RowError e) {
            error = e.getMessage();
        } catch (ApiException e) {
            ApiException.ApiError first = e.errors().get(0);
            error = first.errorCode() + ":" + first.message() + ":" + String.join(",", first.fields()) + " --";
        }
        List<String> out = new ArrayList<>(row.size() + 2);
        out.add(job.operation.equals("insert") && error != null ? "" : id);
        out.add(error == null ? Boolean.toString(created) : error);
        out.addAll(row);
        synchronized (job) {
            job.processed++;
            if (error == null) {
                BulkCsv.quotedRow(job.successful, out, job.delimiter(), job.newline());
            } else {
                job.failed++;
                BulkCsv.quotedRow(job.failures, out, job.delimiter(), job.newline());
            }
        }
        return error == null;
    }

    private static void requireId(String id) {
        if (id.isEmpty()) {
            throw new RowError("MISSING_ARGUMENT:Id not specified:Id --");
        }
    }

    private static String idOf(List<Column> columns, List<String> row) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).parentObject() == null
                    && columns.get(i).field().name().equals("Id")) {
                return row.get(i);
            }
        }
        return "";
    }

    private ObjectNode body(ObjectDescribe object, List<Column> columns, List<String> row) {
        ObjectNode body = Json.object();
        for (int i = 0; i < columns.size(); i++) {
            Column column = columns.get(i);
            String text = row.get(i);
            if (text.isEmpty()) {
                continue;
            }
            String name = column.field().name();
            if (text.equals(NULL)) {
                body.putNull(name);
            } else if (column.parentObject() != null) {
                List<String> ids = records.matches(column.parentObject(), column.parentKey(), text);
                if (ids.size() != 1) {
                    throw new RowError((ids.isEmpty()
                                    ? "INVALID_FIELD:Foreign key external ID: " + text
                                            + " not found for field " + column.parentKey() + " in entity "
                                            + column.parentObject()
                                    : "DUPLICATE_EXTERNAL_ID:Foreign key external ID: " + text + " matches "
                                            + ids.size()
                                            + " records for field " + column.parentKey() + " in entity "
                                            + column.parentObject())
                            + ":" + name + " --");
                }
                body.put(name, ids.get(0));
            } else {
                body.set(name, value(column.field(), text));
            }
        }
        return body;
    }

    /** The JSON value of a CSV cell as the REST body would carry it; unreadable text goes on for the validator. */
    static JsonNode value(FieldDescribe field, String text) {
        try {
            return switch (field.type()) {
                case BOOLEAN ->
                    switch (text.toLowerCase(Locale.ROOT)) {
                        case "true", "1", "yes" -> Json.NODES.booleanNode(true);
                        case "false", "0", "no" -> Json.NODES.booleanNode(false);
                        default -> Json.NODES.textNode(text);
                    };
                case CURRENCY, DOUBLE, PERCENT -> Json.NODES.numberNode(new BigDecimal(text));
                case INT -> Json.NODES.numberNode(Integer.parseInt(text));
                case LONG -> Json.NODES.numberNode(Long.parseLong(text));
                case DATE -> Json.NODES.textNode(text.endsWith("Z") ? text.substring(0, text.length() - 1) : text);
                default -> Json.NODES.textNode(text);
            };
        } catch (NumberFormatException e) {
            return Json.NODES.textNode(text);
        }
    }

    /** The column an uploaded header cell names, matched ignoring case, or null when it names none. */
    private Column column(ObjectDescribe object, String name) {
        int dot = name.indexOf('.');
        if (dot < 0) {
            FieldDescribe field = field(object, name);
            return field == null ? null : new Column(field, null, null);
        }
        String relationship = name.substring(0, dot);
        String typePrefix = null;
        int colon = relationship.indexOf(':');
        if (colon >= 0) {
            typePrefix = relationship.substring(0, colon);
            relationship = relationship.substring(colon + 1);
        }
        for (FieldDescribe field : object.fields()) {
            if (field.relationshipName() == null
                    || !field.relationshipName().equalsIgnoreCase(relationship)
                    || field.referenceTo().isEmpty()) {
                continue;
            }
            String parent =
                    typePrefix != null ? typePrefix : field.referenceTo().get(0);
            ObjectDescribe parentObject = records.schemaObject(parent).orElse(null);
            FieldDescribe key = parentObject == null ? null : field(parentObject, name.substring(dot + 1));
            if (key == null || !(key.externalId() || key.idLookup())) {
                return null;
            }
            return new Column(field, parentObject.name(), key.name());
        }
        return null;
    }

    private static FieldDescribe field(ObjectDescribe object, String name) {
        for (FieldDescribe field : object.fields()) {
            if (field.name().equalsIgnoreCase(name)) {
                return field;
            }
        }
        return null;
    }

    private void finish(BulkJob job) {
        synchronized (job) {
            if (job.state.equals(BulkJob.IN_PROGRESS)) {
                job.state = BulkJob.JOB_COMPLETE;
            }
        }
    }

    private void fail(BulkJob job, String message) {
        synchronized (job) {
            if (job.state.equals(BulkJob.IN_PROGRESS)) {
                job.state = BulkJob.FAILED;
                job.errorMessage = message;
            }
        }
    }

    private static void copyRest(BulkJob job, List<String> header, BulkCsv.Reader reader) {
        synchronized (job) {
            if (header != null) {
                BulkCsv.plainRow(job.unprocessed, header, job.delimiter(), job.newline());
            }
            List<String> row;
            while ((row = reader.next()) != null) {
                BulkCsv.plainRow(job.unprocessed, row, job.delimiter(), job.newline());
            }
        }
    }
}
