package dev.refin.emulator.bulk;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.wire.Json;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** One Bulk API 2.0 job: its settings, its state and counters, its upload and its results; guarded by itself. */
final class BulkJob {
    static final String OPEN = "Open";
    static final String UPLOAD_COMPLETE = "UploadComplete";
    static final String IN_PROGRESS = "InProgress";
    static final String JOB_COMPLETE = "JobComplete";
    static final String FAILED = "Failed";
    static final String ABORTED = "Aborted";

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSxx").withZone(ZoneOffset.UTC);

    final String id;
    final boolean query;
    final String operation;
    final String object;
    final String externalIdField;
    final String createdById;
    final Instant created;
    final String apiVersion;
    final String lineEnding;
    final String columnDelimiter;
    final Auth.User user;

    String state;
    Instant modified;
    long processed;
    long failed;
    long retries;
    long processingMillis;
    String errorMessage;
    int uploads;
    /** The CSV uploaded (ingest), released once processed. */
    String upload;
    /** The row index where processing stopped: rows from here on are unprocessed. */
    int stoppedAt;

    List<String> header;
    final StringBuilder successful = new StringBuilder();
    final StringBuilder failures = new StringBuilder();
    final StringBuilder unprocessed = new StringBuilder();
    /** The query's SOQL (query jobs). */
    String soql;
    /** The query's column names and rows once computed (query jobs). */
    List<String> columns;

    List<ObjectNode> rows;

    BulkJob(
            String id,
            boolean query,
            String operation,
            String object,
            String externalIdField,
            Auth.User user,
            Instant created,
            String apiVersion,
            String lineEnding,
            String columnDelimiter) {
        this.id = id;
        this.query = query;
        this.operation = operation;
        this.object = object;
        this.externalIdField = externalIdField;
        this.user = user;
        this.createdById = user == null ? "005000000000000AAA" : user.id();
        this.created = created;
        this.modified = created;
        this.apiVersion = apiVersion;
        this.lineEnding = lineEnding;
        this.columnDelimiter = columnDelimiter;
        this.state = query ? UPLOAD_COMPLETE : OPEN;
    }

    char delimiter() {
        return (char) BulkCsv.delimiter(columnDelimiter);
    }

    String newline() {
        return lineEnding.equals("CRLF") ? "\r\n" : "\n";
    }

    boolean terminal() {
        return state.equals(JOB_COMPLETE) || state.equals(FAILED) || state.equals(ABORTED);
    }

    /** Which members a JobInfo answer carries (§2.3 of the Bulk reference). */
    enum View {
        CREATED,
        PATCHED,
        FULL,
        LISTED
    }

    /** The JobInfo in the documented key order with the members the view shows. */
    synchronized ObjectNode info(View view) {
        ObjectNode out = Json.object();
        out.put("id", id);
        out.put("operation", operation);
        out.put("object", object);
        out.put("createdById", createdById);
        out.put("createdDate", STAMP.format(created));
        out.put("systemModstamp", STAMP.format(modified));
        out.put("state", state);
        if (externalIdField != null) {
            out.put("externalIdFieldName", externalIdField);
        }
        out.put("concurrencyMode", "Parallel");
        out.put("contentType", "CSV");
        out.put("apiVersion", new java.math.BigDecimal(apiVersion.substring(1)).setScale(1));
        if (view == View.PATCHED) {
            return out;
        }
        if (view != View.CREATED) {
            out.put("jobType", query ? "V2Query" : "V2Ingest");
        }
        if (!query && state.equals(OPEN) && view != View.LISTED) {
            out.put("contentUrl", "services/data/" + apiVersion + "/jobs/ingest/" + id + "/batches");
        }
        out.put("lineEnding", lineEnding);
        out.put("columnDelimiter", columnDelimiter);
        if (view != View.FULL) {
            return out;
        }
        if (query || uploads > 0 || !state.equals(OPEN)) {
            out.put("numberRecordsProcessed", processed);
            if (!query) {
                out.put("numberRecordsFailed", failed);
            }
        }
        out.put("retries", retries);
        out.put("totalProcessingTime", processingMillis);
        if (!query) {
            out.put("apiActiveProcessingTime", processingMillis);
            out.put("apexProcessingTime", 0);
        } else {
            out.put("isPkChunkingSupported", false);
        }
        if (errorMessage != null) {
            out.put("errorMessage", errorMessage);
        }
        return out;
    }
}
