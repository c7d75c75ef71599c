package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.query.Soql;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import dev.refin.runtime.testing.LoopbackServer.Request;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The bulk client against a real loopback HTTP server scripted with the platform's Bulk API 2.0 answers (JobInfo
 * shapes, status codes and CSV conventions of {@code bulk-api-2.md}): the CSV it writes, uploads split under the
 * size limit, polling with backoff, jobs that fail, abort or outlive the timeout, and results mapped back to the
 * input records, including the records a job never processed.
 */
class BulkClientTest {
    private static final String BASE = "/services/data/v65.0/jobs/";
    private static final String INVOICE_ID = id("a0A000000000001");

    /** The 18-character form of a 15-character id, as the platform answers it. */
    private static String id(String fifteen) {
        return RecordId.of(fifteen).toString();
    }

    private LoopbackServer server;
    private RefinClient client;

    /** The uploaded CSV of each job, by job id. */
    private final Map<String, String> uploads = new ConcurrentHashMap<>();
    /** The states the next polls of a job answer, in order; an empty script answers the last one again. */
    private final Deque<String> states = new ArrayDeque<>();

    private final AtomicInteger jobCount = new AtomicInteger();
    private volatile String lastState = "JobComplete";
    private volatile String errorMessage;
    /** A result file's body from the job's upload, by kind ({@code successfulResults}, ...). */
    private volatile BiFunction<String, String, String> results = (kind, upload) -> header(kind, upload);

    @BeforeEach
    void start() throws Exception {
        server = new LoopbackServer();
        server.respond(this::platform);
        client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok-bulk"))
                .build();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    // ---- the scripted platform ----

    private static String jobInfo(String id, String operation, String state, String extra) {
        // The members and order of the documented JobInfo (reference, section 2.2 and samples 2 and 3).
        return "{\"id\":\"" + id + "\",\"operation\":\"" + operation + "\",\"object\":\"refin__Voucher__c\","
                + "\"createdById\":\"0058Z000007lKMAQA2\",\"createdDate\":\"2023-01-17T14:20:03.000+0000\","
                + "\"systemModstamp\":\"2023-01-17T14:20:47.000+0000\",\"state\":\"" + state + "\","
                + "\"concurrencyMode\":\"Parallel\",\"contentType\":\"CSV\",\"apiVersion\":65.0" + extra + "}";
    }

    private Reply platform(Request request) {
        String path = request.path();
        String rest = path.startsWith(BASE) ? path.substring(BASE.length()) : "";
        String[] parts = rest.split("/");
        String kind = parts[0];
        if (parts.length == 1 && request.method().equals("POST")) {
            String id = String.format("750%012dAAA", jobCount.incrementAndGet());
            return Reply.json(
                    200,
                    kind.equals("query")
                            ? jobInfo(
                                    id,
                                    "query",
                                    "UploadComplete",
                                    ",\"lineEnding\":\"LF\",\"columnDelimiter\":\"COMMA\"")
                            : jobInfo(
                                    id,
                                    "insert",
                                    "Open",
                                    ",\"contentUrl\":\"services/data/v65.0/jobs/ingest/" + id + "/batches\","
                                            + "\"lineEnding\":\"LF\",\"columnDelimiter\":\"COMMA\""));
        }
        String id = parts.length > 1 ? parts[1] : "";
        if (parts.length == 3 && parts[2].equals("batches")) {
            uploads.put(id, request.body());
            return new Reply(201, "", null, Map.of(), false);
        }
        if (parts.length == 2) {
            switch (request.method()) {
                case "PATCH" -> {
                    String state = request.body().contains("Aborted") ? "Aborted" : "UploadComplete";
                    return Reply.json(200, jobInfo(id, "insert", state, ""));
                }
                case "DELETE" -> {
                    return Reply.noContent();
                }
                default -> {
                    String state;
                    synchronized (states) {
                        state = states.isEmpty() ? lastState : states.poll();
                    }
                    return Reply.json(
                            200,
                            jobInfo(
                                    id,
                                    "insert",
                                    state,
                                    ",\"jobType\":\"V2Ingest\",\"lineEnding\":\"LF\",\"columnDelimiter\":\"COMMA\","
                                            + "\"numberRecordsProcessed\":3,\"numberRecordsFailed\":1,\"retries\":0,"
                                            + "\"totalProcessingTime\":374"
                                            + (state.equals("Failed")
                                                    ? ",\"errorMessage\":\"" + errorMessage + "\""
                                                    : "")));
                }
            }
        }
        if (parts.length == 3) {
            return new Reply(
                    200,
                    results.apply(parts[2], uploads.getOrDefault(id, "")),
                    "text/csv; charset=UTF-8",
                    Map.of(),
                    false);
        }
        return Reply.json(404, "[{\"errorCode\":\"NOT_FOUND\",\"message\":\"The requested resource does not exist\"}]");
    }

    /** A result file holding only its header: the upload's header after the file's own columns. */
    private static String header(String kind, String upload) {
        String columns = upload.isEmpty() ? "" : upload.substring(0, upload.indexOf('\n'));
        return switch (kind) {
            case "successfulResults" -> "\"sf__Id\",\"sf__Created\"," + columns + "\n";
            case "failedResults" -> "\"sf__Id\",\"sf__Error\"," + columns + "\n";
            default -> columns + "\n";
        };
    }

    /** The upload's data rows (the test's values hold no quoted line breaks). */
    private static List<String> rows(String upload) {
        List<String> lines = upload.lines().toList();
        return lines.subList(1, lines.size());
    }

    private static String quoted(String row) {
        return Stream.of(row.split(",", -1)).map(cell -> "\"" + cell + "\"").collect(Collectors.joining(","));
    }

    // ---- the tests ----

    @Test
    void writesThePlatformsCsvAndMapsResultsBackToEachInputInAnyOrder() {
        Voucher first = new Voucher()
                .set(Voucher.NAME, "Acme, Inc.")
                .set(Voucher.PAID, true)
                .set(Voucher.AMOUNT, new BigDecimal("12.50"))
                .set(Voucher.COPIES, 3)
                .set(Voucher.DUE, LocalDate.of(2024, 6, 10))
                .set(Voucher.SENT_AT, OffsetDateTime.of(2024, 6, 10, 8, 30, 0, 0, ZoneOffset.UTC))
                .setTags(EnumSet.of(Voucher.Tag.URGENT, Voucher.Tag.EXPORT));
        Bulk.parentByExternalId(first, Voucher.INVOICE, Invoice.REFERENCE, "INV-1");
        Voucher second = new Voucher()
                .set(Voucher.NAME, "Say \"hi\"")
                .set(Voucher.PAID, false)
                .set(Voucher.AMOUNT, null)
                .set(Voucher.INVOICE, RecordId.of(INVOICE_ID));
        Voucher third = new Voucher().set(Voucher.NAME, "Same").set(Voucher.COPIES, 1);
        Voucher fourth = new Voucher().set(Voucher.NAME, "Same").set(Voucher.COPIES, 1);
        Voucher fifth = new Voucher().set(Voucher.NAME, "Two\nlines");

        results = (kind, upload) -> switch (kind) {
            // In another order than uploaded, numbers re-rendered, every value quoted, as the platform writes.
            case "successfulResults" ->
                header(kind, upload)
                        + "\"" + id("a0V000000000004")
                        + "\",\"true\",\"Same\",\"\",\"\",\"1.0\",\"\",\"\",\"\",\"\",\"\"\n"
                        + "\"" + id("a0V000000000001")
                        + "\",\"true\",\"Acme, Inc.\",\"true\",\"12.50\",\"3\",\"2024-06-10\","
                        + "\"2024-06-10T08:30:00.000Z\",\"Urgent;Export\",\"\",\"INV-1\"\n"
                        + "\"" + id("a0V000000000003")
                        + "\",\"true\",\"Same\",\"\",\"\",\"1\",\"\",\"\",\"\",\"\",\"\"\n"
                        + "\"" + id("a0V000000000005")
                        + "\",\"true\",\"Two\nlines\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\"\n";
            case "failedResults" ->
                header(kind, upload)
                        + "\"\",\"REQUIRED_FIELD_MISSING:Required fields are missing: [refin__Due__c]:refin__Due__c --\","
                        + "\"Say \"\"hi\"\"\",\"false\",\"#N/A\",\"\",\"\",\"\",\"\",\"" + INVOICE_ID + "\",\"\"\n";
            default -> header(kind, upload);
        };
        List<RecordOutcome<Voucher>> outcomes = new ArrayList<>();
        BulkResult result =
                client.bulk().insert(Voucher.SOBJECT_TYPE, List.of(first, second, third, fourth, fifth), outcomes::add);

        assertEquals(
                "Name,refin__Paid__c,refin__Amount__c,refin__Copies__c,refin__Due__c,"
                        + "refin__Sent_At__c,refin__Tags__c,refin__Invoice__c,refin__Invoice__r.refin__Reference__c\n"
                        + "\"Acme, Inc.\",true,12.5,3,2024-06-10,2024-06-10T08:30:00.000+00:00,Urgent;Export,,INV-1\n"
                        + "\"Say \"\"hi\"\"\",false,#N/A,,,,," + INVOICE_ID + ",\n"
                        + "Same,,,1,,,,,\n"
                        + "Same,,,1,,,,,\n"
                        + "\"Two\nlines\",,,,,,,,\n",
                uploads.values().iterator().next());
        Request put = server.requests(BASE + "ingest/").stream()
                .filter(r -> r.method().equals("PUT"))
                .findFirst()
                .orElseThrow();
        assertTrue(put.contentType().startsWith("text/csv"), put.contentType());

        assertEquals(new BulkResult(List.of(String.format("750%012dAAA", 1)), 4, 1, 0, List.of()), result);
        assertEquals(5, outcomes.size());
        Map<Voucher, RecordOutcome<Voucher>> byRecord = new java.util.IdentityHashMap<>();
        outcomes.forEach(o -> byRecord.put(o.record(), o));
        assertEquals(
                id("a0V000000000001"), byRecord.get(first).id().orElseThrow().toString());
        assertTrue(byRecord.get(first).created());
        assertEquals(
                id("a0V000000000005"), byRecord.get(fifth).id().orElseThrow().toString());
        // Identical rows take the identical result rows one each.
        assertEquals(
                java.util.Set.of(id("a0V000000000003"), id("a0V000000000004")),
                java.util.Set.of(
                        byRecord.get(third).id().orElseThrow().toString(),
                        byRecord.get(fourth).id().orElseThrow().toString()));
        RecordOutcome<Voucher> refused = byRecord.get(second);
        assertFalse(refused.success());
        assertTrue(refused.id().isEmpty());
        ApiError error = refused.errors().get(0);
        assertEquals("REQUIRED_FIELD_MISSING", error.errorCode());
        assertEquals(ErrorKind.REQUIRED_FIELD_MISSING, error.kind());
        assertEquals("Required fields are missing: [refin__Due__c]", error.message());
        assertEquals(List.of("refin__Due__c"), error.fields());
        assertEquals(List.of(Voucher.DUE), refused.errorFields());
        assertEquals(
                1,
                server.requests().stream()
                        .filter(r -> r.method().equals("DELETE"))
                        .count(),
                "job deleted");
    }

    @Test
    void splitsJobsUnderTheUploadLimitAndEveryRecordGetsItsOutcome() {
        results = (kind, upload) -> kind.equals("successfulResults")
                ? header(kind, upload)
                        + rows(upload).stream()
                                .map(row -> "\"" + id("a0V" + row.substring(row.length() - 12)) + "\",\"true\","
                                        + quoted(row))
                                .collect(Collectors.joining("\n", "", "\n"))
                : header(kind, upload);
        List<Voucher> vouchers = IntStream.range(0, 120)
                .mapToObj(i -> new Voucher().set(Voucher.NAME, String.format("Voucher number %012d", i)))
                .toList();
        List<RecordOutcome<Voucher>> outcomes = new ArrayList<>();
        BulkResult result =
                client.bulk().withMaxUploadBytes(1024).insert(Voucher.SOBJECT_TYPE, vouchers, outcomes::add);

        assertTrue(result.jobIds().size() >= 4, result.toString());
        assertEquals(120, result.succeeded());
        uploads.values().forEach(upload -> assertTrue(upload.length() <= 1024, "upload of " + upload.length()));
        assertEquals(
                120, uploads.values().stream().mapToInt(u -> rows(u).size()).sum());
        assertEquals(120, outcomes.size());
        for (RecordOutcome<Voucher> outcome : outcomes) {
            String name = outcome.record().get(Voucher.NAME);
            assertEquals(
                    id("a0V" + name.substring(name.length() - 12)),
                    outcome.id().orElseThrow().toString());
        }
    }

    @Test
    void pollsWithDoublingWaitsUpToTheLongestAndReportsProgress() {
        synchronized (states) {
            states.addAll(List.of("UploadComplete", "InProgress", "InProgress", "InProgress", "InProgress"));
        }
        List<BulkProgress> progress = new CopyOnWriteArrayList<>();
        List<Long> at = new CopyOnWriteArrayList<>();
        client.bulk()
                .withPolling(Duration.ofMillis(40), Duration.ofMillis(120))
                .withProgress(p -> {
                    progress.add(p);
                    at.add(System.nanoTime());
                })
                .insert(Voucher.SOBJECT_TYPE, List.of(new Voucher().set(Voucher.NAME, "One")), o -> {});

        assertEquals(
                List.of("UploadComplete", "InProgress", "InProgress", "InProgress", "InProgress", "JobComplete"),
                progress.stream().map(BulkProgress::state).toList());
        assertEquals(3, progress.get(5).recordsProcessed());
        assertEquals(1, progress.get(5).recordsFailed());
        // Waits of 40, 80, then 120 ms (doubled, capped at the longest) between the polls.
        long[] waits = {40, 80, 120, 120, 120};
        for (int i = 0; i < waits.length; i++) {
            long gap = (at.get(i + 1) - at.get(i)) / 1_000_000;
            assertTrue(gap >= waits[i] - 2, "wait " + i + " was " + gap + " ms, expected " + waits[i]);
        }
        long total = (at.get(5) - at.get(0)) / 1_000_000;
        assertTrue(total < 480 + 2_000, "polling took " + total + " ms");
    }

    @Test
    void aFailedJobGivesItsUnprocessedRecordsATypedOutcome() {
        lastState = "Failed";
        errorMessage = "InvalidBatch : Batch failed after 20 retries: processing time limit exceeded";
        results = (kind, upload) -> switch (kind) {
            case "successfulResults" -> header(kind, upload) + "\"" + id("a0V000000000001") + "\",\"true\",\"A\"\n";
            case "unprocessedrecords" -> header(kind, upload) + "B\nC\n";
            default -> header(kind, upload);
        };
        List<Voucher> vouchers = Stream.of("A", "B", "C")
                .map(name -> new Voucher().set(Voucher.NAME, name))
                .toList();
        List<RecordOutcome<Voucher>> outcomes = new ArrayList<>();
        BulkResult result = client.bulk().insert(Voucher.SOBJECT_TYPE, vouchers, outcomes::add);

        assertEquals(1, result.succeeded());
        assertEquals(2, result.unprocessed());
        assertFalse(result.allSucceeded());
        assertTrue(
                result.failedJobs().get(0).contains(errorMessage),
                result.failedJobs().toString());
        assertSame(vouchers.get(0), outcomes.get(0).record());
        assertTrue(outcomes.get(0).success());
        for (RecordOutcome<Voucher> unprocessed : outcomes.subList(1, 3)) {
            assertFalse(unprocessed.success());
            assertEquals("BULK_JOB_FAILED", unprocessed.errors().get(0).errorCode());
            assertTrue(unprocessed.errors().get(0).message().contains("not processed"), unprocessed.toString());
        }
        assertEquals(
                List.of(vouchers.get(1), vouchers.get(2)),
                List.of(outcomes.get(1).record(), outcomes.get(2).record()));
    }

    @Test
    void anAbortedJobLeavesEveryRecordUnprocessed() {
        lastState = "Aborted";
        List<RecordOutcome<Voucher>> outcomes = new ArrayList<>();
        BulkResult result = client.bulk()
                .insert(Voucher.SOBJECT_TYPE, List.of(new Voucher().set(Voucher.NAME, "A")), outcomes::add);
        assertEquals(1, result.unprocessed());
        assertEquals("BULK_JOB_ABORTED", outcomes.get(0).errors().get(0).errorCode());
    }

    @Test
    void aJobThatOutlivesTheTimeoutIsAbortedAndReportedAsOutcomeUnknown() {
        lastState = "InProgress";
        BulkJobException e = assertThrows(BulkJobException.class, () -> client.bulk()
                .withPolling(Duration.ofMillis(20), Duration.ofMillis(40))
                .withTimeout(Duration.ofMillis(300))
                .insert(Voucher.SOBJECT_TYPE, List.of(new Voucher().set(Voucher.NAME, "A")), o -> {}));
        assertEquals("InProgress", e.state());
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
        assertTrue(e.getMessage().contains("aborted"), e.getMessage());
        assertTrue(
                server.requests().stream()
                        .anyMatch(r -> r.method().equals("PATCH") && r.body().contains("\"Aborted\"")),
                "the job was aborted");
    }

    @Test
    void queryStreamsTypedRecordsAcrossLocatorPagesAndDeletesTheJobOnClose() {
        server.respond(request -> {
            if (request.path().endsWith("/results")) {
                String header = "\"Id\",\"Name\",\"refin__Amount__c\",\"refin__Paid__c\",\"refin__Invoice__r.Name\"\n";
                if (request.rawQuery().contains("locator=Mg")) {
                    return new Reply(
                                    200,
                                    header + "\"" + id("a0V000000000003") + "\",\"C\",\"\",\"false\",\"\"\n",
                                    "text/csv",
                                    Map.of(),
                                    false)
                            .withHeader("Sforce-Locator", "null")
                            .withHeader("Sforce-NumberOfRecords", "1");
                }
                return new Reply(
                                200,
                                header + "\"" + id("a0V000000000001") + "\",\"A, Ltd\",\"12.5\",\"true\",\"INV-1\"\n"
                                        + "\"" + id("a0V000000000002") + "\",\"B\",\"3\",\"false\",\"INV-2\"\n",
                                "text/csv",
                                Map.of(),
                                false)
                        .withHeader("Sforce-Locator", "Mg")
                        .withHeader("Sforce-NumberOfRecords", "2");
            }
            return platform(request);
        });
        List<Voucher> read;
        try (Stream<Voucher> rows = client.bulk()
                .withPageSize(2)
                .query(Soql.select(Voucher.ID, Voucher.NAME, Voucher.AMOUNT, Voucher.PAID)
                        .from(Voucher.SOBJECT_TYPE))) {
            read = rows.toList();
        }
        assertEquals(3, read.size());
        assertEquals("A, Ltd", read.get(0).get(Voucher.NAME));
        assertEquals(0, new BigDecimal("12.5").compareTo(read.get(0).get(Voucher.AMOUNT)));
        assertEquals(Boolean.TRUE, read.get(0).get(Voucher.PAID));
        assertEquals(
                "INV-1",
                read.get(0).unknownFields().get("refin__Invoice__r").get("Name").asText());
        assertEquals(null, read.get(2).get(Voucher.AMOUNT));
        List<Request> pages = server.requests().stream()
                .filter(r -> r.path().endsWith("/results"))
                .toList();
        assertEquals("maxRecords=2", pages.get(0).rawQuery());
        assertEquals("maxRecords=2&locator=Mg", pages.get(1).rawQuery());
        assertTrue(
                server.requests().stream()
                        .anyMatch(r -> r.method().equals("DELETE") && r.path().contains("/jobs/query/")),
                "closing the stream deletes the job");
    }
}
