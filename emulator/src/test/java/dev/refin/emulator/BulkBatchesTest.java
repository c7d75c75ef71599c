package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Bulk ingest in chunks of 200 rows over real HTTP: roll-ups right after a load that spans chunks and documents,
 * refused rows leaving nothing behind, gates per row, and the daily Bulk allocations of {@code /limits} consumed and
 * enforced, with job retention on the org's clock.
 */
class BulkBatchesTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String LINE = "refin__Sales_Invoice_Line__c";

    /** A clock the test moves forward, for the rolling windows and retention. */
    private static final class MutableClock extends Clock {
        private volatile Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private static String job(EmulatorClient client, String object, String csv) {
        EmulatorClient.Response created =
                client.post(V + "/jobs/ingest", "{\"object\":\"" + object + "\",\"operation\":\"insert\"}");
        assertEquals(200, created.status(), created.text());
        String id = created.json().get("id").asText();
        EmulatorClient.Response put =
                client.send("PUT", V + "/jobs/ingest/" + id + "/batches", csv, "Content-Type", "text/csv");
        assertEquals(201, put.status(), put.text());
        EmulatorClient.Response closed = client.patch(V + "/jobs/ingest/" + id, "{\"state\":\"UploadComplete\"}");
        assertEquals(200, closed.status(), closed.text());
        return id;
    }

    private static JsonNode await(EmulatorClient client, String kind, String id) throws InterruptedException {
        for (int i = 0; i < 1000; i++) {
            JsonNode info = client.get(V + "/jobs/" + kind + "/" + id).json();
            String state = info.get("state").asText();
            if (state.equals("JobComplete") || state.equals("Failed") || state.equals("Aborted")) {
                return info;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("job " + id + " did not finish");
    }

    @Test
    void linesLoadedAcrossChunksRollUpOncePerDocumentAndRefusedRowsLeaveNothing() throws Exception {
        try (Emulator emulator =
                Emulator.builder().snapshot(EmulatorClient.snapshot()).build().start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            String receivable = client.create("refin__GL_Account__c", "{'Name':'1200','refin__Active__c':true}");
            String revenue = client.create("refin__GL_Account__c", "{'Name':'4000','refin__Active__c':true}");
            String entity = client.create(
                    "refin__Entity__c", "{'Name':'Main','refin__Default_AR_Account__c':'" + receivable + "'}");
            String customer = client.create("Account", "{'Name':'Customer'}");
            String invoice = "{'refin__Entity__c':'" + entity + "','refin__Customer__c':'" + customer
                    + "','refin__Invoice_Date__c':'2024-06-10'}";
            String first = client.create(INVOICE, invoice);
            String second = client.create(INVOICE, invoice);

            StringBuilder csv = new StringBuilder(
                    "refin__Sales_Invoice__c,refin__GL_Account__c,refin__Quantity__c,refin__Unit_Price__c\n");
            BigDecimal firstTotal = BigDecimal.ZERO;
            BigDecimal secondTotal = BigDecimal.ZERO;
            int firstLines = 0;
            for (int i = 0; i < 450; i++) {
                String parent = i < 300 ? first : second;
                // Row 250 names a customer as its GL account: the validator refuses that row alone.
                String account = i == 250 ? customer : revenue;
                int quantity = 1 + i % 5;
                csv.append(parent)
                        .append(',')
                        .append(account)
                        .append(',')
                        .append(quantity)
                        .append(",10.50\n");
                if (i != 250) {
                    BigDecimal amount = new BigDecimal("10.50").multiply(BigDecimal.valueOf(quantity));
                    if (i < 300) {
                        firstTotal = firstTotal.add(amount);
                        firstLines++;
                    } else {
                        secondTotal = secondTotal.add(amount);
                    }
                }
            }
            JsonNode done = await(client, "ingest", job(client, LINE, csv.toString()));
            assertEquals("JobComplete", done.get("state").asText(), done.toString());
            assertEquals(450, done.get("numberRecordsProcessed").asInt());
            assertEquals(1, done.get("numberRecordsFailed").asInt());
            List<String> failures = client.get(
                            V + "/jobs/ingest/" + done.get("id").asText() + "/failedResults")
                    .text()
                    .lines()
                    .toList();
            assertEquals(2, failures.size(), failures.toString());
            assertTrue(failures.get(1).contains(customer), failures.get(1));

            JsonNode firstRead = client.read(INVOICE, first);
            assertEquals(firstLines, firstRead.get("refin__Line_Count__c").asInt(), firstRead.toString());
            assertEquals(
                    0, firstTotal.compareTo(firstRead.get("refin__Subtotal__c").decimalValue()));
            JsonNode secondRead = client.read(INVOICE, second);
            assertEquals(150, secondRead.get("refin__Line_Count__c").asInt());
            assertEquals(
                    0,
                    secondTotal.compareTo(secondRead.get("refin__Subtotal__c").decimalValue()));
            long stored = emulator.records(LINE).stream()
                    .filter(line ->
                            first.equals(line.path("refin__Sales_Invoice__c").asText()))
                    .count();
            assertEquals(firstLines, stored, "the refused row left no line behind");

            // The gate of a posted document holds per row inside a chunk, as it does for REST.
            EmulatorClient.Response posted =
                    client.patch(V + "/sobjects/" + INVOICE + "/" + second, "{\"refin__Status__c\":\"Posted\"}");
            assertEquals(204, posted.status(), posted.text());
            String locked = job(
                    client,
                    LINE,
                    "refin__Sales_Invoice__c,refin__GL_Account__c,refin__Unit_Price__c\n" + first + "," + revenue
                            + ",5\n" + second + "," + revenue + ",5\n");
            JsonNode lockedInfo = await(client, "ingest", locked);
            assertEquals(1, lockedInfo.get("numberRecordsFailed").asInt(), lockedInfo.toString());
            String refused =
                    client.get(V + "/jobs/ingest/" + locked + "/failedResults").text();
            assertTrue(refused.contains("is posted and locked"), refused);
            assertEquals(
                    firstLines + 1,
                    client.read(INVOICE, first).get("refin__Line_Count__c").asInt());
        }
    }

    private static JsonNode limit(EmulatorClient client, String name) {
        return client.get(V + "/limits").json().get(name);
    }

    @Test
    void dailyBulkAllocationsAreConsumedByUseReportedByLimitsAndEnforced() throws Exception {
        MutableClock clock = new MutableClock(Instant.parse("2024-06-10T08:00:00Z"));
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .clock(clock)
                .dailyBulkV2QueryJobs(2)
                .dailyBulkApiBatches(2)
                .dailyBulkRecords(5)
                .bulkQueryPageSize(2)
                .build()
                .start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            assertEquals(
                    2, limit(client, "DailyBulkV2QueryJobs").get("Remaining").asInt());
            assertEquals(2, limit(client, "DailyBulkApiBatches").get("Max").asInt());
            assertEquals(
                    976562,
                    limit(client, "DailyBulkV2QueryFileStorageMB").get("Max").asInt());
            assertEquals(
                    976562,
                    limit(client, "DailyBulkV2QueryFileStorageMB")
                            .get("Remaining")
                            .asInt());

            // Seven rows against five records a day: five are saved, the job fails, two stay unprocessed.
            String ingest = job(client, "refin__Ledger__c", "Name\nL1\nL2\nL3\nL4\nL5\nL6\nL7\n");
            JsonNode failed = await(client, "ingest", ingest);
            assertEquals("Failed", failed.get("state").asText(), failed.toString());
            assertEquals(5, failed.get("numberRecordsProcessed").asInt());
            assertEquals(
                    "ExceededQuota : Max bulk API records (5) per 24 hrs has been reached",
                    failed.get("errorMessage").asText());
            assertEquals(
                    "Name\nL6\nL7\n",
                    client.get(V + "/jobs/ingest/" + ingest + "/unprocessedrecords")
                            .text());
            assertEquals(
                    1, limit(client, "DailyBulkApiBatches").get("Remaining").asInt());

            for (int i = 0; i < 2; i++) {
                EmulatorClient.Response query = client.post(
                        V + "/jobs/query",
                        "{\"operation\":\"query\",\"query\":\"SELECT Id, Name FROM refin__Ledger__c\"}");
                assertEquals(200, query.status(), query.text());
                String queryId = query.json().get("id").asText();
                await(client, "query", queryId);
                // Without maxRecords a page holds the configured default of rows.
                EmulatorClient.Response page = client.get(V + "/jobs/query/" + queryId + "/results");
                assertEquals(3, page.text().lines().count(), page.text());
                assertEquals(List.of("2"), page.headers().get("sforce-numberofrecords"));
                assertTrue(
                        !page.headers().get("sforce-locator").get(0).equals("null"),
                        page.headers().toString());
            }
            assertEquals(
                    0, limit(client, "DailyBulkV2QueryJobs").get("Remaining").asInt());
            assertEquals(
                    976561,
                    limit(client, "DailyBulkV2QueryFileStorageMB")
                            .get("Remaining")
                            .asInt());
            EmulatorClient.Response refused = client.post(
                    V + "/jobs/query", "{\"operation\":\"query\",\"query\":\"SELECT Id FROM refin__Ledger__c\"}");
            assertEquals(
                    "Max bulk v2 query jobs (2) per 24 hrs has been reached",
                    refused.error(400, "LIMIT_EXCEEDED").get("message").asText());

            // A job left Open for a day is failed; a day later the allocations are whole again.
            EmulatorClient.Response open =
                    client.post(V + "/jobs/ingest", "{\"object\":\"refin__Ledger__c\",\"operation\":\"insert\"}");
            String openId = open.json().get("id").asText();
            clock.advance(Duration.ofHours(24).plusMinutes(1));
            JsonNode expired = client.get(V + "/jobs/ingest/" + openId).json();
            assertEquals("Failed", expired.get("state").asText(), expired.toString());
            assertEquals(
                    2, limit(client, "DailyBulkV2QueryJobs").get("Remaining").asInt());
            assertEquals(
                    2, limit(client, "DailyBulkApiBatches").get("Remaining").asInt());

            // Finished jobs are kept seven days, then they are gone.
            assertEquals(200, client.get(V + "/jobs/ingest/" + ingest).status());
            clock.advance(Duration.ofDays(7));
            client.get(V + "/jobs/ingest/" + ingest).error(404, "NOT_FOUND");
            client.get(V + "/jobs/ingest/" + openId).error(404, "NOT_FOUND");
        }
    }
}
