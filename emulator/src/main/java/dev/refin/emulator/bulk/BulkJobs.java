package dev.refin.emulator.bulk;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.http.QueryResources;
import dev.refin.emulator.http.Router;
import dev.refin.emulator.limits.BulkLimits;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Bulk API 2.0 {@code /jobs/ingest} and {@code /jobs/query}: the job state machine, uploads and result files;
 * the records themselves are written by {@link BulkIngest} through the same service as the sObject resources.
 */
public final class BulkJobs implements AutoCloseable {
    /** The largest upload of one job: 150 MB after base64, that is 100 MB of CSV. */
    static final long MAX_UPLOAD_BYTES = 100L * 1024 * 1024;

    /** The default page size of query results when the client names none. */
    public static final int DEFAULT_MAX_RECORDS = 50_000;

    private static final Set<String> INGEST_OPERATIONS = Set.of("insert", "update", "upsert", "delete", "hardDelete");

    /** How long a terminal job and its results are kept: 7 days, then the job answers 404. */
    static final Duration RETENTION = Duration.ofDays(7);

    /** How long an ingest job may stay {@code Open}: 24 hours, then it is failed and its upload dropped. */
    static final Duration OPEN_TIME = Duration.ofHours(24);

    private final SObjectService records;
    private final QueryResources queries;
    private final BulkLimits limits;
    private final int pageSize;
    private final BulkIngest ingest;
    private final Clock clock;
    private final Map<String, BulkJob> jobs = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final ExecutorService workers;

    public BulkJobs(
            SObjectService records,
            QueryResources queries,
            BulkIngest.FaultRates faults,
            int batchSize,
            int pageSize,
            BulkLimits limits) {
        this.records = records;
        this.pageSize = pageSize;
        this.queries = queries;
        this.limits = limits;
        this.clock = records.clock();
        this.ingest = new BulkIngest(records, faults, batchSize, limits);
        AtomicInteger threads = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(2, task -> {
            Thread thread = new Thread(task, "refin-emulator-bulk-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Registers {@code /jobs/...} in the router's table. */
    public void mount(Router router) {
        router.mount(
                "jobs",
                (exchange, method, version, segments, query) ->
                        handle(exchange, router, method, version, segments, query));
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }

    private void handle(
            HttpExchange exchange,
            Router router,
            String method,
            String version,
            List<String> segments,
            Map<String, String> query)
            throws IOException {
        if (segments.size() < 3
                || !(segments.get(2).equals("ingest") || segments.get(2).equals("query"))) {
            throw ApiException.notFound();
        }
        boolean isQuery = segments.get(2).equals("query");
        if (segments.size() == 3) {
            Router.allow(method, "GET", "POST");
            if (method.equals("GET")) {
                Router.send(exchange, 200, list(isQuery));
            } else {
                JsonNode body = router.body(exchange);
                Router.send(
                        exchange,
                        200,
                        isQuery
                                ? createQuery(body, version)
                                : createIngest(body, version).info(BulkJob.View.CREATED));
            }
            return;
        }
        BulkJob job = live(segments.get(3));
        if (job == null || job.query != isQuery) {
            throw ApiException.notFound();
        }
        if (segments.size() == 4) {
            Router.allow(method, "GET", "PATCH", "DELETE");
            switch (method) {
                case "GET" -> Router.send(exchange, 200, job.info(BulkJob.View.FULL));
                case "PATCH" -> Router.send(exchange, 200, patch(job, router.body(exchange)));
                default -> {
                    delete(job);
                    Router.send(exchange, 204, null);
                }
            }
            return;
        }
        if (segments.size() != 5) {
            throw ApiException.notFound();
        }
        String sub = segments.get(4).toLowerCase(Locale.ROOT);
        if (!isQuery && sub.equals("batches")) {
            Router.allow(method, "PUT");
            upload(job, exchange);
            exchange.sendResponseHeaders(201, -1);
            return;
        }
        Router.allow(method, "GET");
        if (isQuery && sub.equals("results")) {
            queryResults(exchange, job, query);
            return;
        }
        if (!isQuery) {
            switch (sub) {
                case "successfulresults" -> sendCsv(exchange, result(job, job.successful));
                case "failedresults" -> sendCsv(exchange, result(job, job.failures));
                case "unprocessedrecords" -> sendCsv(exchange, result(job, job.unprocessed));
                default -> throw ApiException.notFound();
            }
            return;
        }
        throw ApiException.notFound();
    }

    /**
     * The job with this id, or null when there is none or it has expired: a terminal job is deleted 7 days after it
     * ended; an ingest job left {@code Open} for 24 hours is failed (the platform cleans it up; the state it shows
     * then is not documented, the emulator's choice is {@code Failed} with an {@code errorMessage} saying why).
     */
    private BulkJob live(String id) {
        BulkJob job = jobs.get(id);
        if (job == null) {
            return null;
        }
        Instant now = clock.instant();
        synchronized (job) {
            if (job.state.equals(BulkJob.OPEN) && !job.created.plus(OPEN_TIME).isAfter(now)) {
                job.state = BulkJob.FAILED;
                job.errorMessage = "InvalidJob : Job was Open for more than 24 hours without being closed";
                job.upload = null;
                job.modified = now;
            }
            if (job.terminal() && !job.modified.plus(RETENTION).isAfter(now)) {
                jobs.remove(id);
                job.rows = null;
                job.upload = null;
                return null;
            }
        }
        return job;
    }

    private String newId() {
        return String.format(Locale.ROOT, "750%012dAAA", ids.incrementAndGet());
    }

    private static String member(JsonNode body, String name, String fallback) {
        JsonNode value = body.get(name);
        return value == null || value.isNull() ? fallback : value.asText();
    }

    private static ApiException invalid(String property, String value) {
        return ApiException.badRequest(
                "API_ERROR", "Invalid value: '" + value + "' supplied for property: '" + property + "'", List.of());
    }

    private BulkJob createIngest(JsonNode body, String version) {
        String operation = member(body, "operation", "");
        if (!INGEST_OPERATIONS.contains(operation)) {
            throw invalid("operation", operation);
        }
        if (operation.equals("hardDelete")) {
            throw ApiException.badRequest(
                    "FEATURENOTENABLED", "FeatureNotEnabled : Bulk API Hard Delete permission is required", List.of());
        }
        String objectName = member(body, "object", "");
        var object = records.schemaObject(objectName)
                .orElseThrow(() -> ApiException.badRequest(
                        "INVALIDJOB", "InvalidJob : Unable to find object: " + objectName, List.of()));
        checkObjectAllows(object, operation);
        String externalId = null;
        if (operation.equals("upsert")) {
            String named = member(body, "externalIdFieldName", "");
            externalId = object.fields().stream()
                    .filter(f -> f.name().equalsIgnoreCase(named)
                            && (f.externalId() || f.name().equals("Id")))
                    .map(f -> f.name())
                    .findFirst()
                    .orElseThrow(() -> ApiException.badRequest(
                            "INVALIDJOB",
                            "InvalidJob : Field name provided, " + named + " does not match an External ID for "
                                    + object.name(),
                            List.of()));
        }
        BulkJob job = new BulkJob(
                newId(),
                false,
                operation,
                object.name(),
                externalId,
                Auth.current(),
                clock.instant(),
                version,
                lineEnding(body),
                delimiterName(body));
        jobs.put(job.id, job);
        return job;
    }

    /**
     * Refuses, at creation, an ingest job whose operation the object's describe does not allow ({@code createable}
     * for insert, {@code updateable} for update, both for upsert, {@code deletable} for delete), as the platform does,
     * instead of failing every row of the upload one by one.
     */
    private static void checkObjectAllows(ObjectDescribe object, String operation) {
        String refused =
                switch (operation) {
                    case "insert" -> object.createable() ? null : "createable";
                    case "update" -> object.updateable() ? null : "updateable";
                    case "upsert" -> !object.createable() ? "createable" : object.updateable() ? null : "updateable";
                    default -> object.deletable() ? null : "deletable";
                };
        if (refused != null) {
            throw ApiException.badRequest(
                    "INVALIDJOB",
                    "InvalidJob : Entity '" + object.name() + "' is not " + refused + ", operation '" + operation
                            + "' is not allowed",
                    List.of());
        }
    }

    private static String lineEnding(JsonNode body) {
        String value = member(body, "lineEnding", "LF");
        if (!value.equals("LF") && !value.equals("CRLF")) {
            throw invalid("lineEnding", value);
        }
        return value;
    }

    private static String delimiterName(JsonNode body) {
        String value = member(body, "columnDelimiter", "COMMA");
        if (BulkCsv.delimiter(value) < 0 || !value.equals(value.toUpperCase(Locale.ROOT))) {
            throw invalid("columnDelimiter", value);
        }
        String contentType = member(body, "contentType", "CSV");
        if (!contentType.equals("CSV")) {
            throw invalid("contentType", contentType);
        }
        return value;
    }

    /** Creates a query job and answers its JobInfo as created, before a worker can move it on. */
    private ObjectNode createQuery(JsonNode body, String version) {
        String operation = member(body, "operation", "");
        if (!operation.equals("query") && !operation.equals("queryAll")) {
            throw invalid("operation", operation);
        }
        String soql = member(body, "query", "");
        String objectName = queries.bulkObject(soql);
        limits.createQueryJob();
        BulkJob job = new BulkJob(
                newId(),
                true,
                operation,
                objectName,
                null,
                Auth.current(),
                clock.instant(),
                version,
                lineEnding(body),
                delimiterName(body));
        job.soql = soql;
        jobs.put(job.id, job);
        ObjectNode created = job.info(BulkJob.View.CREATED);
        workers.execute(() -> runQuery(job));
        return created;
    }

    private void runQuery(BulkJob job) {
        synchronized (job) {
            if (!job.state.equals(BulkJob.UPLOAD_COMPLETE)) {
                return;
            }
            job.state = BulkJob.IN_PROGRESS;
            job.modified = clock.instant();
        }
        long start = System.nanoTime();
        try {
            QueryResources.BulkRows rows = queries.bulkRows(job.soql, job.apiVersion, job.operation.equals("queryAll"));
            limits.storeQueryResults(resultBytes(job, rows));
            synchronized (job) {
                if (job.state.equals(BulkJob.IN_PROGRESS)) {
                    job.columns = rows.columns();
                    job.rows = rows.records();
                    job.processed = rows.records().size();
                    job.state = BulkJob.JOB_COMPLETE;
                }
            }
        } catch (RuntimeException e) {
            synchronized (job) {
                job.state = BulkJob.FAILED;
                job.errorMessage = e.getMessage();
            }
        } finally {
            synchronized (job) {
                job.processingMillis = (System.nanoTime() - start) / 1_000_000;
                job.modified = clock.instant();
            }
        }
    }

    /** The bytes of a query job's result files, which count against the day's query result storage. */
    private static long resultBytes(BulkJob job, QueryResources.BulkRows rows) {
        StringBuilder line = new StringBuilder();
        BulkCsv.quotedRow(line, rows.columns(), job.delimiter(), job.newline());
        long bytes = line.length();
        for (ObjectNode row : rows.records()) {
            line.setLength(0);
            BulkCsv.quotedRow(line, QueryResources.bulkValues(row, rows.columns()), job.delimiter(), job.newline());
            bytes += line.length();
        }
        return bytes;
    }

    private ObjectNode patch(BulkJob job, JsonNode body) {
        String target = member(body, "state", "");
        synchronized (job) {
            if (target.equals(BulkJob.ABORTED)) {
                if (job.terminal()) {
                    throw ApiException.badRequest(
                            "INVALIDJOBSTATE", "Aborting already Completed Job not allowed", List.of());
                }
                job.state = BulkJob.ABORTED;
                job.modified = clock.instant();
                if (!job.query && job.upload != null && job.header == null) {
                    ingest.markUnprocessed(job);
                }
                return job.info(BulkJob.View.PATCHED);
            }
            if (target.equals(BulkJob.UPLOAD_COMPLETE) && !job.query) {
                if (!job.state.equals(BulkJob.OPEN)) {
                    throw ApiException.badRequest(
                            "INVALIDJOBSTATE",
                            "InvalidJobState : Job is not Open: " + job.id + " is " + job.state,
                            List.of());
                }
                if (job.uploads > 1) {
                    throw ApiException.badRequest(
                            "INVALIDJOB",
                            "Found multipe contents for job: <" + job.id + ">, please 'Close' / 'Abort' / 'Delete'"
                                    + " the current Job then create a new Job and make sure you only do 'PUT' once"
                                    + " on a given Job.",
                            List.of());
                }
                job.state = BulkJob.UPLOAD_COMPLETE;
                job.modified = clock.instant();
                workers.execute(() -> ingest.process(job));
                return job.info(BulkJob.View.PATCHED);
            }
        }
        throw ApiException.badRequest(
                "INVALIDJOBSTATE", "InvalidJobState : Invalid state transition to: '" + target + "'", List.of());
    }

    private void delete(BulkJob job) {
        synchronized (job) {
            boolean deletable = job.terminal() || (!job.query && job.state.equals(BulkJob.UPLOAD_COMPLETE));
            if (!deletable) {
                throw ApiException.badRequest(
                        "API_ERROR",
                        "Error encountered when deleting the job because the job is not terminated",
                        List.of());
            }
            jobs.remove(job.id);
            job.rows = null;
            job.upload = null;
        }
    }

    private void upload(BulkJob job, HttpExchange exchange) throws IOException {
        byte[] bytes;
        try (InputStream in = exchange.getRequestBody()) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_UPLOAD_BYTES + 1));
        }
        if (bytes.length > MAX_UPLOAD_BYTES) {
            throw ApiException.badRequest(
                    "INVALIDBATCH",
                    "InvalidBatch : Upload exceeds the limit of " + MAX_UPLOAD_BYTES + " bytes of CSV per job",
                    List.of());
        }
        synchronized (job) {
            if (!job.state.equals(BulkJob.OPEN)) {
                throw ApiException.badRequest(
                        "INVALIDJOBSTATE", "InvalidJobState : Job is not Open: " + job.id, List.of());
            }
            job.uploads++;
            job.upload = new String(bytes, StandardCharsets.UTF_8);
            job.modified = clock.instant();
        }
    }

    private static String result(BulkJob job, StringBuilder body) {
        synchronized (job) {
            return body.toString();
        }
    }

    private void queryResults(HttpExchange exchange, BulkJob job, Map<String, String> query) throws IOException {
        List<String> columns;
        List<ObjectNode> rows;
        synchronized (job) {
            if (!job.state.equals(BulkJob.JOB_COMPLETE)) {
                throw ApiException.badRequest(
                        "INVALIDJOBSTATE", "InvalidJobState : Job is not complete: " + job.state, List.of());
            }
            columns = job.columns;
            rows = job.rows;
        }
        int offset = 0;
        String locator = query.get("locator");
        if (locator != null && !locator.isEmpty() && !locator.equals("null")) {
            try {
                offset = Integer.parseInt(new String(Base64.getDecoder().decode(locator), StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                offset = -1;
            }
            if (offset < 0 || offset > rows.size()) {
                throw ApiException.badRequest("INVALID_LOCATOR", "Invalid locator: " + locator, List.of());
            }
        }
        int max = pageSize;
        if (query.containsKey("maxRecords")) {
            try {
                max = Integer.parseInt(query.get("maxRecords"));
            } catch (NumberFormatException e) {
                max = 0;
            }
            if (max < 1) {
                throw ApiException.badRequest(
                        "INVALIDURL", "maxRecords must be a positive number: " + query.get("maxRecords"), List.of());
            }
        }
        int end = (int) Math.min(rows.size(), (long) offset + max);
        StringBuilder out = new StringBuilder();
        BulkCsv.quotedRow(out, columns, job.delimiter(), job.newline());
        for (ObjectNode row : rows.subList(offset, end)) {
            BulkCsv.quotedRow(out, QueryResources.bulkValues(row, columns), job.delimiter(), job.newline());
        }
        String next = end < rows.size()
                ? Base64.getEncoder()
                        .withoutPadding()
                        .encodeToString(Integer.toString(end).getBytes(StandardCharsets.UTF_8))
                : "null";
        exchange.getResponseHeaders().set("Sforce-Locator", next);
        exchange.getResponseHeaders().set("Sforce-NumberOfRecords", Integer.toString(end - offset));
        sendCsv(exchange, out.toString());
    }

    private ObjectNode list(boolean isQuery) {
        ObjectNode out = Json.object();
        out.put("done", true);
        ArrayNode list = out.putArray("records");
        jobs.keySet().stream()
                .map(this::live)
                .filter(job -> job != null && job.query == isQuery)
                .sorted((a, b) -> a.id.compareTo(b.id))
                .forEach(job -> list.add(job.info(BulkJob.View.LISTED)));
        out.putNull("nextRecordsUrl");
        return out;
    }

    private static void sendCsv(HttpExchange exchange, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/csv; charset=UTF-8");
        String encoding = exchange.getRequestHeaders().getFirst("Accept-Encoding");
        if (encoding != null && encoding.toLowerCase(Locale.ROOT).contains("gzip")) {
            java.io.ByteArrayOutputStream zipped = new java.io.ByteArrayOutputStream(bytes.length / 4 + 64);
            try (OutputStream gzip = new java.util.zip.GZIPOutputStream(zipped)) {
                gzip.write(bytes);
            }
            bytes = zipped.toByteArray();
            exchange.getResponseHeaders().set("Content-Encoding", "gzip");
        }
        exchange.sendResponseHeaders(200, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }
}
