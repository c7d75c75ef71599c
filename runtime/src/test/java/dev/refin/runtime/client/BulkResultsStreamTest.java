package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.query.Soql;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import dev.refin.runtime.testing.LoopbackServer.Request;
import dev.refin.runtime.testing.RawServer;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Bulk results are read as streams, row by row: a result file larger than {@code maxResponseBytes} still gives every
 * input its outcome, a row that cannot be read gives only its input an unknown outcome, and a query job's locator
 * that repeats or is malformed is refused as a REST {@code nextRecordsUrl} is. The hundreds-of-megabytes case runs in
 * a JVM of 128 MB ({@link BulkHugeResultsMain}).
 */
class BulkResultsStreamTest {
    private static final String BASE = "/services/data/v65.0/jobs/";

    private LoopbackServer server;
    private final Map<String, String> uploads = new ConcurrentHashMap<>();
    /** The successfulResults body made from a job's upload. */
    private volatile Function<String, String> successful = upload -> successRows(upload, UnaryOperator.identity());
    /** The failedResults body made from a job's upload. */
    private volatile Function<String, String> failed = upload -> "\"sf__Id\",\"sf__Error\"," + header(upload) + "\n";
    /** Whether result files are sent gzipped. */
    private volatile boolean gzip;
    /** Answers the query job's result pages. */
    private volatile Function<Request, Reply> queryResults = request -> Reply.json(404, "[]");

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        server.respond(this::platform);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private RefinClient client(long maxResponseBytes) {
        return RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok"))
                .requestTimeout(Duration.ofSeconds(10))
                .maxResponseBytes(maxResponseBytes)
                .build();
    }

    private Bulk bulk(long maxResponseBytes) {
        return client(maxResponseBytes).bulk().withPolling(Duration.ofMillis(1), Duration.ofMillis(5));
    }

    /** A scripted Bulk API 2.0 whose jobs complete at once. */
    private Reply platform(Request request) {
        String[] parts = request.path().substring(BASE.length()).split("/");
        String kind = parts[0];
        if (parts.length == 1) {
            String id = String.format("750%012dAAA", uploads.size() + 1);
            uploads.putIfAbsent(id, "");
            return Reply.json(
                    200,
                    "{\"id\":\"" + id + "\",\"state\":\"" + (kind.equals("query") ? "UploadComplete" : "Open") + "\"}");
        }
        String id = parts[1];
        if (parts.length == 3 && parts[2].equals("batches")) {
            uploads.put(id, request.body());
            return new Reply(201, "", null, Map.of(), false);
        }
        if (parts.length == 2) {
            return switch (request.method()) {
                case "DELETE" -> Reply.noContent();
                case "PATCH" -> Reply.json(200, "{\"id\":\"" + id + "\",\"state\":\"UploadComplete\"}");
                default -> Reply.json(200, "{\"id\":\"" + id + "\",\"state\":\"JobComplete\"}");
            };
        }
        String body =
                switch (parts[2]) {
                    case "successfulResults" -> successful.apply(uploads.get(id));
                    case "failedResults" -> failed.apply(uploads.get(id));
                    case "results" -> null;
                    default -> header(uploads.get(id)) + "\n";
                };
        if (body == null) {
            return queryResults.apply(request);
        }
        return new Reply(200, body, "text/csv; charset=UTF-8", Map.of(), gzip);
    }

    private static String header(String upload) {
        return upload.substring(0, upload.indexOf('\n'));
    }

    /** Every uploaded row as saved, each id made from its row number, rows rewritten by {@code edit}. */
    private static String successRows(String upload, UnaryOperator<String> edit) {
        List<String> lines = upload.lines().toList();
        StringBuilder out = new StringBuilder("\"sf__Id\",\"sf__Created\",")
                .append(lines.get(0))
                .append('\n');
        for (int i = lines.size() - 1; i >= 1; i--) { // in another order than uploaded, as the platform may
            out.append(edit.apply(
                            "\"" + savedId(i) + "\",\"true\",\"" + lines.get(i).replace(",", "\",\"") + "\""))
                    .append('\n');
        }
        return out.toString();
    }

    private static String savedId(int row) {
        return RecordId.to18(String.format("a0A5g%010d", row));
    }

    private static List<Invoice> invoices(int count) {
        List<Invoice> records = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            records.add(new Invoice().set(Invoice.NAME, "INV-" + i));
        }
        return records;
    }

    @Test
    void aSuccessFileLargerThanMaxResponseBytesGivesEveryInputItsOutcome() {
        List<Invoice> records = invoices(1_000);
        List<RecordOutcome<Invoice>> outcomes = new ArrayList<>();

        BulkResult result = bulk(16 * 1024).insert(Invoice.SOBJECT_TYPE, records, outcomes::add);

        assertTrue(successRows(uploads.values().iterator().next(), UnaryOperator.identity())
                        .length()
                > 2 * 16 * 1024);
        assertEquals(1_000, outcomes.size());
        assertEquals(1_000, result.succeeded());
        assertTrue(result.allSucceeded());
        for (RecordOutcome<Invoice> outcome : outcomes) {
            int row = Integer.parseInt(outcome.record().get(Invoice.NAME).substring(4));
            assertEquals(RecordId.of(savedId(row)), outcome.id().orElseThrow());
        }
    }

    @Test
    void aGzippedSuccessFileIsInflatedAsItIsRead() {
        gzip = true;
        List<RecordOutcome<Invoice>> outcomes = new ArrayList<>();

        BulkResult result = bulk(16 * 1024).insert(Invoice.SOBJECT_TYPE, invoices(2_000), outcomes::add);

        assertEquals(2_000, result.succeeded());
        assertTrue(outcomes.stream().allMatch(o -> o.success() && o.id().isPresent()));
    }

    @Test
    void aRowWithAMalformedIdGivesOnlyItsInputAnUnknownOutcome() {
        successful = upload -> successRows(
                upload,
                row -> row.contains("INV-2") ? row.replaceFirst("\"a0A5g[^\"]*\"", "\"a0A5g00000NOTANID\"") : row);
        List<RecordOutcome<Invoice>> outcomes = new ArrayList<>();

        BulkResult result = bulk(1024 * 1024).insert(Invoice.SOBJECT_TYPE, invoices(3), outcomes::add);

        assertEquals(3, outcomes.size(), "every input gets its outcome");
        assertEquals(2, result.succeeded());
        assertEquals(1, result.unknown());
        assertFalse(result.allSucceeded());
        RecordOutcome<Invoice> second = outcomes.stream()
                .filter(o -> o.record().get(Invoice.NAME).equals("INV-2"))
                .findFirst()
                .orElseThrow();
        assertFalse(second.success());
        assertTrue(second.isOutcomeUnknown());
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, second.errors().get(0).kind());
        assertTrue(
                second.errors().get(0).message().contains("a0A5g00000NOTANID"),
                second.errors().toString());
        assertTrue(outcomes.stream().filter(o -> o != second).allMatch(RecordOutcome::success));
    }

    @Test
    void aRowThatCannotBeParsedGivesItsInputAnUnknownOutcomeAndTheRestTheirs() {
        // One row lost its closing quote; one is cut short; one is far longer than any row may be.
        successful = upload -> successRows(upload, row -> {
            if (row.contains("INV-2")) {
                return row.substring(0, row.length() - 1);
            }
            if (row.contains("INV-4")) {
                return row.substring(0, row.indexOf(",\"true\""));
            }
            return row.contains("INV-6") ? row + ",\"" + "x".repeat(5_000_000) + "\"" : row;
        });
        List<RecordOutcome<Invoice>> outcomes = new ArrayList<>();

        BulkResult result = bulk(1024 * 1024).insert(Invoice.SOBJECT_TYPE, invoices(8), outcomes::add);

        assertEquals(8, outcomes.size());
        List<String> unknown = outcomes.stream()
                .filter(RecordOutcome::isOutcomeUnknown)
                .map(o -> o.record().get(Invoice.NAME))
                .sorted()
                .toList();
        assertEquals(List.of("INV-2", "INV-4", "INV-6"), unknown);
        assertEquals(5, result.succeeded());
        assertEquals(3, result.unknown());
    }

    @Test
    void aFailedRowWithAMalformedIdIsStillARefusal() {
        successful = upload -> "\"sf__Id\",\"sf__Created\"," + header(upload) + "\n";
        failed = upload ->
                "\"sf__Id\",\"sf__Error\"," + header(upload) + "\n\"garbage\",\"REQUIRED_FIELD_MISSING:Required"
                        + " fields are missing: [Name]:Name --\",\"INV-1\"\n";
        List<RecordOutcome<Invoice>> outcomes = new ArrayList<>();

        BulkResult result = bulk(1024 * 1024).insert(Invoice.SOBJECT_TYPE, invoices(1), outcomes::add);

        assertEquals(1, result.failed());
        assertEquals("REQUIRED_FIELD_MISSING", outcomes.get(0).errors().get(0).errorCode());
        assertTrue(outcomes.get(0).id().isEmpty());
    }

    private static Reply page(String csv, String locator) {
        return new Reply(200, csv, "text/csv; charset=UTF-8", Map.of(), false).withHeader("Sforce-Locator", locator);
    }

    @Test
    void aQueryLocatorThatRepeatsIsRefusedInsteadOfPagingForever() {
        queryResults = request -> page("\"Id\",\"Name\"\n\"" + savedId(1) + "\",\"INV-1\"\n", "MTAwMDA");

        RefinException e = assertThrows(RefinException.class, () -> {
            try (var rows = bulk(1024 * 1024)
                    .query(Soql.select(Invoice.ID, Invoice.NAME).from(Invoice.SOBJECT_TYPE))) {
                rows.count();
            }
        });

        assertTrue(e.getMessage().contains("Sforce-Locator"), e.getMessage());
        assertTrue(e.getMessage().contains("already"), e.getMessage());
        assertEquals(
                2,
                server.requests(BASE + "query/").stream()
                        .filter(r -> r.path().endsWith("/results"))
                        .count());
    }

    @Test
    void aMalformedQueryLocatorIsRefused() {
        for (String locator : List.of("MTAw MDA", "MTAw\u00e9", "x".repeat(2_000), "../../sobjects")) {
            queryResults = request -> page("\"Id\",\"Name\"\n\"" + savedId(1) + "\",\"INV-1\"\n", locator);
            RefinException e = assertThrows(RefinException.class, () -> {
                try (var rows = bulk(1024 * 1024).query(Soql.select(Invoice.ID).from(Invoice.SOBJECT_TYPE))) {
                    rows.count();
                }
            });
            assertTrue(e.getMessage().contains("Sforce-Locator"), locator + ": " + e.getMessage());
        }
    }

    @Test
    void aQueryPageLargerThanMaxResponseBytesIsStreamedRowByRow() {
        StringBuilder csv = new StringBuilder("\"Id\",\"Name\"\n");
        for (int i = 1; i <= 5_000; i++) {
            csv.append('"').append(savedId(i)).append("\",\"INV-").append(i).append("\"\n");
        }
        queryResults = request -> page(csv.toString(), "null");

        try (var rows =
                bulk(16 * 1024).query(Soql.select(Invoice.ID, Invoice.NAME).from(Invoice.SOBJECT_TYPE))) {
            assertEquals(
                    5_000,
                    rows.filter(r -> r.get(Invoice.NAME).startsWith("INV-")).count());
        }
    }

    @Test
    void timeTheApplicationSpendsOnRowsDoesNotCountAgainstTheDeadline() {
        StringBuilder csv = new StringBuilder("\"Id\",\"Name\"\n");
        for (int i = 1; i <= 3_000; i++) {
            csv.append('"')
                    .append(savedId(i))
                    .append("\",\"INV-")
                    .append(i)
                    .append(" ")
                    .append("x".repeat(40))
                    .append("\"\n");
        }
        queryResults = request -> page(csv.toString(), "null");
        RefinClient client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok"))
                .requestTimeout(Duration.ofSeconds(1))
                .build();
        long start = System.nanoTime();

        long rows;
        try (var stream = client.bulk()
                .withPolling(Duration.ofMillis(1), Duration.ofMillis(5))
                .query(Soql.select(Invoice.ID, Invoice.NAME).from(Invoice.SOBJECT_TYPE))) {
            rows = stream.peek(row -> {
                        if (row.get(Invoice.NAME).startsWith("INV-500 ")
                                || row.get(Invoice.NAME).startsWith("INV-1500 ")
                                || row.get(Invoice.NAME).startsWith("INV-2500 ")) {
                            pause(600); // an application writing rows somewhere slow
                        }
                    })
                    .count();
        }

        assertEquals(3_000, rows);
        assertTrue(System.nanoTime() - start > 1_500_000_000L, "the application spent 1.8 s on rows");
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** What a raw bulk platform writes after the head of its successfulResults answer. */
    private interface ResultsWriter {
        void write(OutputStream out) throws IOException, InterruptedException;
    }

    /**
     * Inserts 3 invoices against a raw loopback Bulk API whose successfulResults answer is written by {@code
     * results} (after a head declaring 10 MB and the header row), with a deadline of 1 s; checks that the load ends
     * in seconds with every input's outcome unknown and the job kept, and returns the first outcome's message.
     */
    private static String insertAgainst(ResultsWriter results) throws Exception {
        List<String> requests = new CopyOnWriteArrayList<>();
        try (RawServer raw = new RawServer((line, out) -> {
            requests.add(line);
            String json = null;
            if (line.startsWith("POST")) {
                json = "{\"id\":\"750000000000001AAA\",\"state\":\"Open\"}";
            } else if (line.startsWith("PATCH")) {
                json = "{\"id\":\"750000000000001AAA\",\"state\":\"UploadComplete\"}";
            } else if (line.startsWith("GET") && line.contains("/successfulResults")) {
                out.write(RawServer.head(200, 10_000_000, "Connection: close"));
                out.write("\"sf__Id\",\"sf__Created\",Name\n".getBytes(StandardCharsets.UTF_8));
                out.flush();
                results.write(out);
                return;
            } else if (line.startsWith("GET") && line.contains("/failedResults")) {
                json = "";
            } else if (line.startsWith("GET")) {
                json = "{\"id\":\"750000000000001AAA\",\"state\":\"JobComplete\"}";
            }
            byte[] body = json == null ? new byte[0] : json.getBytes(StandardCharsets.UTF_8);
            out.write(RawServer.head(
                    json == null ? 204 : line.startsWith("PUT") ? 201 : 200, body.length, "Connection: close"));
            out.write(body);
        })) {
            RefinClient client = RefinClient.builder()
                    .instanceUrl(raw.url())
                    .auth(StaticTokenAuth.of("tok"))
                    .requestTimeout(Duration.ofSeconds(1))
                    .maxResponseBytes(64 * 1024)
                    .build();
            List<RecordOutcome<Invoice>> outcomes = new ArrayList<>();
            long start = System.nanoTime();

            BulkResult result = client.bulk()
                    .withPolling(Duration.ofMillis(1), Duration.ofMillis(5))
                    .insert(Invoice.SOBJECT_TYPE, invoices(3), outcomes::add);

            long took = (System.nanoTime() - start) / 1_000_000;
            assertTrue(took < 4_000, "took " + took + " ms with a deadline of 1 s");
            assertEquals(3, outcomes.size());
            assertTrue(outcomes.stream().allMatch(RecordOutcome::isOutcomeUnknown), outcomes.toString());
            assertEquals(3, result.unknown());
            assertTrue(requests.stream().noneMatch(r -> r.startsWith("DELETE")), "the job is kept: " + requests);
            String message = outcomes.get(0).errors().get(0).message();
            assertTrue(message.contains("kept"), message);
            return message;
        }
    }

    @Test
    void aResultFileTrickledForeverEndsAtTheDeadlineWithEveryOutcomeUnknownAndTheJobKept() throws Exception {
        String message = insertAgainst(out -> {
            for (int i = 0; i < 10_000; i++) {
                out.write('"');
                out.flush();
                Thread.sleep(100);
            }
        });
        assertTrue(message.contains("deadline"), message);
    }

    @Test
    void aResultFileOfEndlessRowsSentFastEndsAfterMoreRowsThanRecords() throws Exception {
        byte[] junk = "\"a0A5g0000000001AAA\",\"true\",\"not one of ours\"\n"
                .repeat(1_000)
                .getBytes(StandardCharsets.UTF_8);
        String message = insertAgainst(out -> {
            for (int i = 0; i < 100_000; i++) {
                out.write(junk);
            }
        });
        assertTrue(message.contains("more rows than the job's 3 records"), message);
    }

    @Test
    void aResultRowWithoutEndSentFastIsGivenUp() throws Exception {
        byte[] x = "x".repeat(64 * 1024).getBytes(StandardCharsets.UTF_8);
        String message = insertAgainst(out -> {
            for (int i = 0; i < 100_000; i++) {
                out.write(x);
            }
        });
        assertTrue(message.contains("without a line break"), message);
    }

    @Test
    void hundredsOfMegabytesOfResultsStreamUnder128MbOfHeap() throws Exception {
        ForkedJvm.Result run = ForkedJvm.run(BulkHugeResultsMain.class, "-Xmx128m", Duration.ofSeconds(120));

        System.out.print(run.output());
        assertEquals(0, run.exitCode(), run.output());
        assertTrue(run.output().contains("ingest outcomes=1000 succeeded=1000"), run.output());
        assertTrue(run.output().contains("query rows=1000000"), run.output());
    }
}
