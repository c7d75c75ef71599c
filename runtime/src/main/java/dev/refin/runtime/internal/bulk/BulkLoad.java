package dev.refin.runtime.internal.bulk;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import dev.refin.runtime.Field;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.client.ApiError;
import dev.refin.runtime.client.BulkResult;
import dev.refin.runtime.client.RecordOutcome;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.RecordAccess;
import dev.refin.runtime.internal.http.ErrorBody;
import dev.refin.runtime.internal.http.Transport;
import dev.refin.runtime.internal.http.Urls;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One bulk load: records taken from the source a job at a time, written as CSV, uploaded, processed, and their
 * results mapped back to them. Memory holds two jobs' records and results (one processing while the next uploads),
 * whatever the source's size.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class BulkLoad<E extends SObject<E>> {
    private static final System.Logger LOG = System.getLogger(Transport.LOGGER);

    /** The literal that sets a field to null; an empty cell leaves the field as it is. */
    public static final String NULL = "#N/A";

    public enum Operation {
        INSERT,
        UPDATE,
        UPSERT,
        DELETE;

        String wire() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final BulkJobs bulk;
    private final SObjectType<E> type;
    private final Operation operation;
    private final Field<E, ?> externalId;
    private final Field<E, ?> idField;
    private final List<String> jobIds = new ArrayList<>();
    private final List<String> failedJobs = new ArrayList<>();
    private long succeeded;
    private long failed;
    private long unprocessed;
    private long unknown;

    public BulkLoad(BulkJobs bulk, SObjectType<E> type, Operation operation, Field<E, ?> externalId) {
        this.bulk = bulk;
        this.type = type;
        this.operation = operation;
        this.externalId = externalId;
        this.idField = idField(type);
    }

    public static <E extends SObject<E>> Field<E, ?> idField(SObjectType<E> type) {
        return type.field("Id").orElseThrow(() -> new IllegalArgumentException(type.apiName() + " has no Id field"));
    }

    @SuppressWarnings("unchecked") // The Id field of every generated entity is a Field<E, RecordId<E>>.
    public static <E extends SObject<E>> void setId(E record, Field<E, ?> idField, RecordId<E> id) {
        RecordAccess.get().load(record, (Field<E, RecordId<E>>) idField, id);
    }

    public BulkResult run(java.util.Iterator<E> records, Consumer<RecordOutcome<E>> outcomes) {
        // One job processes on the platform while the client writes and uploads the next: at most two jobs'
        // records are held, whatever the source's size, and neither side waits for the other.
        ArrayDeque<Submitted<E>> inFlight = new ArrayDeque<>();
        try {
            while (records.hasNext()) {
                List<E> chunk = new ArrayList<>(Math.min(bulk.recordsPerJob, 1024));
                while (records.hasNext() && chunk.size() < bulk.recordsPerJob) {
                    chunk.add(records.next());
                }
                submit(chunk, inFlight);
                while (inFlight.size() > 1) {
                    complete(inFlight.poll(), outcomes);
                }
            }
            while (!inFlight.isEmpty()) {
                complete(inFlight.poll(), outcomes);
            }
        } catch (RuntimeException e) {
            // The jobs already uploaded still ran: their records get their outcomes before the failure surfaces.
            while (!inFlight.isEmpty()) {
                Submitted<E> job = inFlight.poll();
                try {
                    complete(job, outcomes);
                } catch (RuntimeException again) {
                    e.addSuppressed(again);
                }
            }
            throw e;
        }
        return new BulkResult(jobIds, succeeded, failed, unprocessed, failedJobs, unknown);
    }

    /**
     * An uploaded and closed job and what maps its results back: its records, its header and, per row key, the
     * indexes of the records that wrote it.
     */
    private record Submitted<E>(
            String jobId, List<E> chunk, List<String> header, Map<String, ArrayDeque<Integer>> byKey) {}

    /** The columns of a job: the fields the operation may send that any record sets, then parent keys. */
    private Map<String, Field<E, ?>> columns(List<E> chunk) {
        java.util.Set<String> used = new java.util.HashSet<>();
        Map<String, String> parents = new LinkedHashMap<>();
        for (E record : chunk) {
            for (Field<E, ?> field : record.changedFields()) {
                if (allowed(field)) {
                    used.add(field.apiName());
                }
            }
            if (operation != Operation.DELETE) {
                record.unknownFields().forEach((name, value) -> parentKey(name, value)
                        .ifPresent(key -> parents.putIfAbsent(name + "." + key, name)));
            }
        }
        Map<String, Field<E, ?>> out = new LinkedHashMap<>();
        if (operation == Operation.UPDATE || operation == Operation.DELETE) {
            out.put("Id", idField);
        }
        if (operation == Operation.UPSERT) {
            out.put(externalId.apiName(), externalId);
        }
        for (Field<E, ?> field : type.fields()) {
            if (used.contains(field.apiName())) {
                out.putIfAbsent(field.apiName(), field);
            }
        }
        parents.keySet().forEach(column -> out.put(column, null));
        return out;
    }

    /** The key field of a parent reference held as {@code {"Rel__r": {"Key__c": "value"}}}, if the value is one. */
    private java.util.Optional<String> parentKey(String relationship, JsonNode value) {
        if (!value.isObject() || value.size() != 1) {
            return java.util.Optional.empty();
        }
        for (Field<E, ?> field : type.fields()) {
            if (field instanceof ReferenceField<?, ?> reference && relationship.equals(reference.relationshipName())) {
                String key = value.fieldNames().next();
                return value.get(key).isValueNode() ? java.util.Optional.of(key) : java.util.Optional.empty();
            }
        }
        return java.util.Optional.empty();
    }

    private boolean allowed(Field<E, ?> field) {
        return switch (operation) {
            case INSERT -> field.isCreateable() && !field.apiName().equals("Id");
            case UPDATE -> field.isUpdateable() && !field.apiName().equals("Id");
            case UPSERT ->
                (field.isCreateable() || field.isUpdateable())
                        && !field.apiName().equals("Id");
            case DELETE -> false;
        };
    }

    /** Sets a parent reference by the parent's external id, sent as the column {@code Rel__r.Key__c}. */
    public static <E extends SObject<E>> void parentByExternalId(
            E record, ReferenceField<E, ?> reference, Field<?, ?> parentKey, String value) {
        if (reference.relationshipName() == null) {
            throw new IllegalArgumentException(reference.apiName() + " has no relationship name");
        }
        ObjectNode key = Codecs.MAPPER.createObjectNode();
        key.put(parentKey.apiName(), value);
        record.putUnknownField(reference.relationshipName(), key);
    }

    /** Writes the chunk's CSV, halving it until each part fits one upload, and uploads and closes its jobs. */
    private void submit(List<E> chunk, ArrayDeque<Submitted<E>> inFlight) {
        Map<String, Field<E, ?>> columns = columns(chunk);
        List<String> header = new ArrayList<>(columns.keySet());
        StringBuilder csv = new StringBuilder(chunk.size() * 64);
        for (int i = 0; i < header.size(); i++) {
            csv.append(i == 0 ? "" : ",").append(header.get(i));
        }
        csv.append('\n');
        Map<String, ArrayDeque<Integer>> byKey = new HashMap<>(chunk.size() * 2);
        List<String> cells = new ArrayList<>(header.size());
        for (int i = 0; i < chunk.size(); i++) {
            cells.clear();
            row(chunk.get(i), i, header, columns, cells);
            for (int c = 0; c < cells.size(); c++) {
                if (c > 0) {
                    csv.append(',');
                }
                BulkCsv.cell(csv, cells.get(c));
            }
            csv.append('\n');
            byKey.computeIfAbsent(ownKey(cells), k -> new ArrayDeque<>(1)).add(i);
        }
        if (utf8Length(csv) > bulk.maxUploadBytes && chunk.size() > 1) {
            int half = chunk.size() / 2;
            submit(new ArrayList<>(chunk.subList(0, half)), inFlight);
            submit(new ArrayList<>(chunk.subList(half, chunk.size())), inFlight);
            return;
        }
        if (utf8Length(csv) > bulk.maxUploadBytes) {
            throw new IllegalArgumentException(type.apiName() + ": one record's CSV is larger than the upload limit of "
                    + bulk.maxUploadBytes + " bytes");
        }
        String jobId = upload(csv.toString());
        inFlight.add(new Submitted<>(jobId, chunk, header, byKey));
    }

    /**
     * Waits for a job, then hands every record of it its outcome as the rows of its result files arrive, in their
     * order. A record whose row cannot be read, or whose row never came because a file could not be read to its end,
     * gets an unknown outcome; a job whose results were cut short is kept, so they can be read again.
     */
    private void complete(Submitted<E> submitted, Consumer<RecordOutcome<E>> outcomes) {
        String jobId = submitted.jobId();
        List<E> chunk = submitted.chunk();
        JsonNode info = bulk.await("ingest", jobId);
        String state = info.path("state").asText();
        BitSet done = new BitSet(chunk.size());
        Reading reading = new Reading(submitted, done, outcomes);
        reading.file(BulkJobs.jobPath("ingest", jobId, "/successfulResults"), true);
        reading.deliverSaved();
        reading.file(BulkJobs.jobPath("ingest", jobId, "/failedResults"), false);
        int left = chunk.size() - done.cardinality();
        String message = info.path("errorMessage").asText("the job ended " + state);
        if (!state.equals("JobComplete")) {
            failedJobs.add(jobId + ": " + state + ": " + message);
        }
        if (reading.cutShort != null) {
            undone(
                    chunk,
                    done,
                    outcomes,
                    "the results of bulk job " + jobId + " could not be read to the end (" + reading.cutShort
                            + "); the job is kept for reading them");
            return;
        }
        if (!state.equals("JobComplete") && reading.unreadable == 0) {
            // A job that failed or was aborted never reached the records without a row; unless a row was unreadable.
            ApiError error = new ApiError(
                    "not processed: bulk job " + jobId + " ended " + state + ": " + message,
                    "BULK_JOB_" + state.toUpperCase(Locale.ROOT),
                    List.of());
            unprocessed += left;
            for (int i = done.nextClearBit(0); i < chunk.size(); i = done.nextClearBit(i + 1)) {
                outcomes.accept(new RecordOutcome<>(chunk.get(i), null, List.of(error), false));
            }
            left = 0;
        }
        if (left > 0) {
            undone(
                    chunk,
                    done,
                    outcomes,
                    "no readable result row of bulk job " + jobId + " matched it (" + reading.unreadable
                            + " of its rows could not be read"
                            + (reading.problem == null ? "" : "; the last: " + reading.problem) + ")");
        }
        bulk.deleteQuietly("ingest", jobId);
    }

    /** Gives every record not yet given its outcome an unknown one, saying why, and logs how many. */
    private void undone(List<E> chunk, BitSet done, Consumer<RecordOutcome<E>> outcomes, String why) {
        LOG.log(
                System.Logger.Level.WARNING,
                (chunk.size() - done.cardinality()) + " records get an unknown outcome: " + why);
        ApiError error = ErrorBody.unknown(why);
        for (int i = done.nextClearBit(0); i < chunk.size(); i = done.nextClearBit(i + 1)) {
            unknown++;
            done.set(i);
            outcomes.accept(new RecordOutcome<>(chunk.get(i), null, List.of(error), false));
        }
    }

    private String upload(String csv) {
        ObjectNode create = Codecs.MAPPER.createObjectNode();
        create.put("object", type.apiName());
        create.put("operation", operation.wire());
        if (externalId != null) {
            create.put("externalIdFieldName", externalId.apiName());
        }
        create.put("contentType", "CSV");
        create.put("lineEnding", "LF");
        create.put("columnDelimiter", "COMMA");
        String jobId = bulk.createJob("ingest", create);
        jobIds.add(jobId);
        try {
            bulk.transport.send(
                    "PUT",
                    BulkJobs.jobPath("ingest", jobId, "/batches"),
                    csv,
                    "text/csv; charset=UTF-8",
                    false,
                    s -> false);
            bulk.transport.send(
                    "PATCH", BulkJobs.jobPath("ingest", jobId, ""), "{\"state\":\"UploadComplete\"}", false);
        } catch (RefinException e) {
            bulk.abortQuietly("ingest", jobId);
            throw e;
        }
        return jobId;
    }

    private void row(E record, int index, List<String> header, Map<String, Field<E, ?>> columns, List<String> cells) {
        JsonNode values;
        try (TokenBuffer buffer = new TokenBuffer(Codecs.MAPPER, false)) {
            SObjectJson.write(record, SObjectJson.Scope.CHANGED, buffer);
            values = Codecs.MAPPER.readTree(buffer.asParser());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        for (String column : header) {
            Field<E, ?> field = columns.get(column);
            if (field == null) {
                int dot = column.indexOf('.');
                JsonNode parent = record.unknownFields().get(column.substring(0, dot));
                JsonNode key = parent == null ? null : parent.get(column.substring(dot + 1));
                cells.add(key == null || key.isNull() ? "" : key.asText());
                continue;
            }
            JsonNode value = values.get(field.apiName());
            if (value == null && (field == idField || field == externalId)) {
                Object raw = record.get(field);
                value = raw == null ? null : Codecs.MAPPER.getNodeFactory().textNode(raw.toString());
            }
            cells.add(cell(field, value, index));
        }
    }

    private String cell(Field<E, ?> field, JsonNode value, int index) {
        if (value == null) {
            return "";
        }
        if (value.isNull() || (value.isTextual() && value.asText().isEmpty())) {
            return NULL;
        }
        if (value.isNumber()) {
            return value.decimalValue().toPlainString();
        }
        if (value.isTextual() && field.type() == dev.refin.runtime.FieldType.DATETIME) {
            return bulkDateTime(value.asText());
        }
        if (value.isValueNode()) {
            return value.asText();
        }
        throw new IllegalArgumentException(type.apiName() + "." + field.apiName() + " of record " + index
                + ": a compound value cannot be sent by the Bulk API; set its component fields");
    }

    /**
     * A date-time as Bulk API CSV wants it ({@code yyyy-MM-ddTHH:mm:ss.SSS+HH:mm} or {@code ...Z}): the REST body's
     * offset without a colon ({@code +0000}) gets one.
     */
    public static String bulkDateTime(String text) {
        int n = text.length();
        if (n > 5
                && (text.charAt(n - 5) == '+' || text.charAt(n - 5) == '-')
                && text.chars().skip(n - 4).allMatch(Character::isDigit)) {
            return text.substring(0, n - 2) + ":" + text.substring(n - 2);
        }
        return text;
    }

    /** The matching key of a row this client wrote (its numbers within bounds when they came from the server). */
    private static String ownKey(List<String> cells) {
        try {
            return key(cells);
        } catch (Codecs.NumberOutOfBounds e) {
            StringBuilder out = new StringBuilder();
            cells.forEach(cell -> out.append(cell).append('\u0000'));
            return out.toString();
        }
    }

    /**
     * The matching key of a row: its cells, numbers compared by value, as the platform re-renders them.
     *
     * @throws Codecs.NumberOutOfBounds when a cell is a number beyond the runtime's bounds
     */
    private static String key(List<String> cells) {
        StringBuilder out = new StringBuilder();
        for (String cell : cells) {
            out.append(normal(cell)).append('\u0000');
        }
        return out.toString();
    }

    private static String normal(String cell) {
        if (cell.length() >= 20 && cell.charAt(4) == '-' && cell.charAt(10) == 'T') {
            // A date-time echoed in another spelling of the same instant (Z, +00:00, +0000) is the same value.
            try {
                return java.time.OffsetDateTime.parse(bulkDateTime(cell))
                        .toInstant()
                        .toString();
            } catch (java.time.format.DateTimeParseException e) {
                return cell;
            }
        }
        if (!cell.isEmpty() && (Character.isDigit(cell.charAt(cell.length() - 1)))) {
            char first = cell.charAt(0);
            if (Character.isDigit(first) || first == '-' || first == '+' || first == '.') {
                BigDecimal value;
                try {
                    value = Codecs.parseDecimal(cell);
                } catch (Codecs.NumberOutOfBounds e) {
                    throw e;
                } catch (NumberFormatException e) {
                    return cell;
                }
                return value.stripTrailingZeros().toPlainString();
            }
        }
        return cell;
    }

    /** The reading of one job's result files: each row matched to the record that wrote it, as it arrives. */
    private final class Reading {
        private final Submitted<E> job;
        private final BitSet done;
        private final Consumer<RecordOutcome<E>> outcomes;
        /** Why a file could not be read to its end; null while all could. */
        private String cutShort;
        /** Rows that could not be read. */
        private int unreadable;
        /** Why the last of them could not be read; null while none. */
        private String problem;
        /** Rows read from both files; a job's files hold one per record, so a few more than that end the reading. */
        private int rows;
        /** The saved rows' outcomes, held until the file is read, so that an id given twice is seen. */
        private final List<RecordOutcome<E>> saved = new ArrayList<>();
        /** How many saved rows give each new id. */
        private final Map<String, Integer> newIds = new HashMap<>();

        /**
         * Delivers the saved rows' outcomes: success, except for inputs the job gave the same new id as another
         * input, whose outcomes are unknown (one record cannot be two inputs' insert).
         */
        void deliverSaved() {
            for (RecordOutcome<E> outcome : saved) {
                String id = outcome.id().map(RecordId::value).orElse(null);
                boolean twice = id != null
                        && (operation == Operation.INSERT || outcome.created())
                        && newIds.getOrDefault(id, 0) > 1;
                if (twice) {
                    unknown++;
                    outcomes.accept(new RecordOutcome<>(
                            outcome.record(),
                            null,
                            List.of(ErrorBody.unknown("bulk job " + job.jobId() + " reported it saved with the new"
                                    + " id '" + id + "', which it gives " + newIds.get(id) + " inputs")),
                            false));
                } else {
                    succeeded++;
                    outcomes.accept(outcome);
                }
            }
            saved.clear();
        }

        Reading(Submitted<E> job, BitSet done, Consumer<RecordOutcome<E>> outcomes) {
            this.job = job;
            this.done = done;
            this.outcomes = outcomes;
        }

        /** Reads one result file (successful or failed rows) row by row as it arrives. */
        void file(String resource, boolean success) {
            String file = resource.substring(resource.lastIndexOf('/') + 1);
            try (Transport.Streamed answer = bulk.transport.stream(resource, "text/csv");
                    CsvRows reader = new CsvRows(answer.body(), bulk.maxRowChars(), answer.clock())) {
                List<String> resultHeader = reader.next();
                if (resultHeader == null) {
                    return;
                }
                if (CsvRows.isUnreadable(resultHeader)
                        || resultHeader.size() < 2
                        || !resultHeader.get(0).equalsIgnoreCase("sf__Id")) {
                    cutShort = file + " does not start with the header \"sf__Id\",...";
                    return;
                }
                int[] positions = positions(job.header(), resultHeader);
                List<String> row;
                int most = 2 * job.chunk().size() + 16; // room for the pieces of garbled rows, never endless
                while ((row = reader.next()) != null) {
                    if (++rows > most) {
                        cutShort = file + " holds more rows than the job's "
                                + job.chunk().size() + " records";
                        return;
                    }
                    if (CsvRows.isUnreadable(row)) {
                        unreadable++;
                        problem = reader.problem();
                        LOG.log(
                                System.Logger.Level.WARNING,
                                "bulk job " + job.jobId() + ": a row of " + file + " cannot be read: "
                                        + reader.problem());
                        continue;
                    }
                    row(row, positions, success);
                }
            } catch (RefinException e) {
                cutShort = file + ": " + e.getMessage();
            } catch (IOException e) {
                cutShort = file + ": " + Urls.describe(e);
            }
        }

        private void row(List<String> row, int[] positions, boolean success) {
            List<String> echoed = new ArrayList<>(positions.length);
            for (int position : positions) {
                echoed.add(position < 0 ? "" : row.get(position));
            }
            String key;
            try {
                key = key(echoed);
            } catch (Codecs.NumberOutOfBounds e) {
                // Its record cannot be known: the row counts as unreadable, and that record's outcome is unknown.
                unreadable++;
                problem = "a row echoes " + e.getMessage();
                LOG.log(
                        System.Logger.Level.WARNING,
                        "bulk job " + job.jobId() + ": a result row cannot be read: " + problem);
                return;
            }
            ArrayDeque<Integer> waiting = job.byKey().get(key);
            Integer index = waiting == null ? null : waiting.poll();
            if (index == null) {
                return;
            }
            done.set(index);
            E record = job.chunk().get(index);
            String id = row.get(0);
            RecordId<E> recordId = null;
            try {
                recordId = id.isEmpty() ? null : RecordId.of(id);
            } catch (IllegalArgumentException e) {
                if (success) {
                    unknown++;
                    outcomes.accept(new RecordOutcome<>(
                            record,
                            null,
                            List.of(ErrorBody.unknown("bulk job " + job.jobId() + " reported it saved with an id"
                                    + " that is not a record id: '" + abbreviate(id) + "'")),
                            false));
                    return;
                }
            }
            if (success) {
                String prefix = type.keyPrefix();
                if (recordId != null && prefix != null && !id.startsWith(prefix)) {
                    unknown++;
                    outcomes.accept(new RecordOutcome<>(
                            record,
                            null,
                            List.of(ErrorBody.unknown("bulk job " + job.jobId() + " reported it saved with an id of"
                                    + " another object: '" + abbreviate(id) + "' (key prefix '" + id.substring(0, 3)
                                    + "', not " + type.apiName() + "'s '" + prefix + "')")),
                            false));
                    return;
                }
                boolean created = Boolean.parseBoolean(row.get(1));
                saved.add(new RecordOutcome<>(record, recordId, List.of(), created));
                if (recordId != null && (operation == Operation.INSERT || created)) {
                    newIds.merge(recordId.value(), 1, Integer::sum);
                }
            } else {
                failed++;
                outcomes.accept(new RecordOutcome<>(record, recordId, List.of(error(row.get(1))), false));
            }
        }
    }

    /** Where each uploaded column is echoed in a result file's header; -1 where it is not. */
    private static int[] positions(List<String> header, List<String> resultHeader) {
        int[] positions = new int[header.size()];
        for (int i = 0; i < header.size(); i++) {
            positions[i] = -1;
            for (int r = 2; r < resultHeader.size(); r++) {
                if (resultHeader.get(r).equalsIgnoreCase(header.get(i))) {
                    positions[i] = r;
                }
            }
        }
        return positions;
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }

    /** A row's {@code sf__Error}: {@code CODE:message:field,field --}. */
    public static ApiError error(String text) {
        String trimmed = text.endsWith(" --") ? text.substring(0, text.length() - 3) : text;
        if (trimmed.endsWith("--")) {
            trimmed = trimmed.substring(0, trimmed.length() - 2);
        }
        int first = trimmed.indexOf(':');
        if (first < 0) {
            return new ApiError(text, "UNKNOWN_EXCEPTION", List.of());
        }
        String code = trimmed.substring(0, first);
        String rest = trimmed.substring(first + 1);
        int last = rest.lastIndexOf(':');
        String message = last < 0 ? rest : rest.substring(0, last);
        List<String> fields = new ArrayList<>();
        if (last >= 0) {
            for (String field : rest.substring(last + 1).split(",")) {
                if (!field.isBlank()) {
                    fields.add(field.trim());
                }
            }
        }
        return new ApiError(message, code, fields);
    }

    private static long utf8Length(CharSequence text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
        }
        return bytes;
    }
}
