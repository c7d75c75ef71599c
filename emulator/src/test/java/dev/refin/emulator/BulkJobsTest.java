package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Bulk API 2.0 jobs over real HTTP: the state machine, row processing through the package's rules, results. */
class BulkJobsTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";

    private static Emulator emulator;
    private static EmulatorClient client;
    private static String entity;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .bulkBatchSize(3)
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
        String ledger = client.create("refin__Ledger__c", "{'Name':'Actual','refin__Active__c':true}");
        entity = client.create(
                "refin__Entity__c",
                "{'Name':'Entity','refin__Default_Ledger__c':'" + ledger
                        + "','refin__Invoice_Number_Prefix__c':'BLK-'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static JsonNode createJob(String body) {
        EmulatorClient.Response created = client.post(V + "/jobs/ingest", body);
        assertEquals(200, created.status(), created.text());
        return created.json();
    }

    private static JsonNode await(String kind, String id) throws InterruptedException {
        for (int i = 0; i < 500; i++) {
            JsonNode info = client.get(V + "/jobs/" + kind + "/" + id).json();
            String state = info.get("state").asText();
            if (state.equals("JobComplete") || state.equals("Failed") || state.equals("Aborted")) {
                return info;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("job " + id + " did not finish");
    }

    private static void upload(String id, String csv) {
        EmulatorClient.Response put =
                client.send("PUT", V + "/jobs/ingest/" + id + "/batches", csv, "Content-Type", "text/csv");
        assertEquals(201, put.status(), put.text());
        assertEquals("", put.text());
    }

    private static JsonNode close(String id) {
        EmulatorClient.Response closed = client.patch(V + "/jobs/ingest/" + id, "{\"state\":\"UploadComplete\"}");
        assertEquals(200, closed.status(), closed.text());
        return closed.json();
    }

    @Test
    void insertRunsEveryRowThroughNumberingAndValidationAndReportsResults() throws Exception {
        JsonNode job = createJob("{\"object\":\"" + INVOICE + "\",\"operation\":\"insert\",\"lineEnding\":\"LF\"}");
        String id = job.get("id").asText();
        assertTrue(id.startsWith("750") && id.length() == 18, id);
        assertEquals("Open", job.get("state").asText());
        assertEquals(
                "services/data/v65.0/jobs/ingest/" + id + "/batches",
                job.get("contentUrl").asText());
        assertFalse(job.has("jobType"), "create answers without jobType");
        assertEquals(65.0, job.get("apiVersion").asDouble());
        assertTrue(job.get("createdDate").asText().endsWith("+0000"), job.toString());

        StringBuilder csv = new StringBuilder("refin__Entity__c,refin__Reference__c,refin__Invoice_Date__c\n");
        for (int i = 0; i < 7; i++) {
            csv.append(entity)
                    .append(",\"BULK, ")
                    .append(i)
                    .append("\",2024-06-0")
                    .append(i + 1)
                    .append('\n');
        }
        csv.append("001000000000000AAA,BAD,2024-06-01\n"); // a foreign id: refused by the validator, not the job
        upload(id, csv.toString());
        assertEquals(
                "Open", client.get(V + "/jobs/ingest/" + id).json().get("state").asText());
        JsonNode closed = close(id);
        assertEquals("UploadComplete", closed.get("state").asText());
        assertFalse(closed.has("contentUrl"));

        JsonNode done = await("ingest", id);
        assertEquals("JobComplete", done.get("state").asText(), done.toString());
        assertEquals(8, done.get("numberRecordsProcessed").asInt());
        assertEquals(1, done.get("numberRecordsFailed").asInt());

        String successes =
                client.get(V + "/jobs/ingest/" + id + "/successfulResults").text();
        List<String> lines = successes.lines().toList();
        assertEquals("sf__Id,sf__Created,refin__Entity__c,refin__Reference__c,refin__Invoice_Date__c", lines.get(0));
        assertEquals(8, lines.size());
        assertTrue(lines.get(1).startsWith("\"a"), lines.get(1));
        assertTrue(lines.get(1).contains("\"true\",\"" + entity + "\",\"BULK, 0\""), lines.get(1));
        String first = lines.get(1).substring(1, lines.get(1).indexOf('"', 1));
        assertTrue(client.read(INVOICE, first).get("Name").asText().startsWith("BLK-"), "numbered by the trigger");

        String failures =
                client.get(V + "/jobs/ingest/" + id + "/failedResults").text();
        List<String> failed = failures.lines().toList();
        assertEquals("sf__Id,sf__Error,refin__Entity__c,refin__Reference__c,refin__Invoice_Date__c", failed.get(0));
        assertEquals(2, failed.size());
        assertTrue(failed.get(1).startsWith("\"\",\""), failed.get(1));
        assertTrue(failed.get(1).contains(":refin__Entity__c --\""), failed.get(1));
        assertEquals(
                "refin__Entity__c,refin__Reference__c,refin__Invoice_Date__c\n",
                client.get(V + "/jobs/ingest/" + id + "/unprocessedrecords").text());

        EmulatorClient.Response abort = client.patch(V + "/jobs/ingest/" + id, "{\"state\":\"Aborted\"}");
        assertEquals(
                "Aborting already Completed Job not allowed",
                abort.error(400, "INVALIDJOBSTATE").get("message").asText());
        assertEquals(204, client.delete(V + "/jobs/ingest/" + id).status());
        client.get(V + "/jobs/ingest/" + id).error(404, "NOT_FOUND");
    }

    @Test
    void upsertMatchesByExternalIdAndNullsClearFields() throws Exception {
        String id = createJob("{\"object\":\"" + INVOICE
                        + "\",\"operation\":\"upsert\",\"externalIdFieldName\":\"refin__Reference__c\"}")
                .get("id")
                .asText();
        upload(id, "refin__Reference__c,refin__Entity__c,refin__Description__c\nUP-1," + entity + ",first\n");
        close(id);
        assertEquals("JobComplete", await("ingest", id).get("state").asText());
        String created =
                client.get(V + "/jobs/ingest/" + id + "/successfulResults").text();
        assertTrue(created.contains("\"true\",\"UP-1\""), created);

        String again = createJob("{\"object\":\"" + INVOICE
                        + "\",\"operation\":\"upsert\",\"externalIdFieldName\":\"refin__reference__c\"}")
                .get("id")
                .asText();
        upload(again, "REFIN__REFERENCE__C,refin__Description__c\nup-1,#N/A\n");
        close(again);
        assertEquals("JobComplete", await("ingest", again).get("state").asText());
        String updated =
                client.get(V + "/jobs/ingest/" + again + "/successfulResults").text();
        assertTrue(updated.startsWith("sf__Id,sf__Created,REFIN__REFERENCE__C,"), updated);
        assertTrue(updated.contains("\"false\",\"up-1\""), updated);
        String recordId = updated.lines().toList().get(1).split("\"")[1];
        assertTrue(client.read(INVOICE, recordId).get("refin__Description__c").isNull());
    }

    @Test
    void unknownColumnFailsTheJobAndLeavesRowsUnprocessed() throws Exception {
        String id = createJob("{\"object\":\"" + INVOICE + "\",\"operation\":\"insert\"}")
                .get("id")
                .asText();
        upload(id, "refin__Entity__c,Nope__c\n" + entity + ",x\n");
        close(id);
        JsonNode info = await("ingest", id);
        assertEquals("Failed", info.get("state").asText());
        assertEquals(
                "InvalidBatch : Field name not found : Nope__c",
                info.get("errorMessage").asText());
        assertEquals(0, info.get("numberRecordsProcessed").asInt());
        assertEquals(
                "refin__Entity__c,Nope__c\n" + entity + ",x\n",
                client.get(V + "/jobs/ingest/" + id + "/unprocessedRecords").text());
    }

    @Test
    void refusalsAreThePlatformsErrorArrays() {
        client.post(V + "/jobs/ingest", "{\"object\":\"Nope\",\"operation\":\"insert\"}")
                .error(400, "INVALIDJOB");
        client.post(V + "/jobs/ingest", "{\"object\":\"" + INVOICE + "\",\"operation\":\"\"}")
                .error(400, "API_ERROR");
        client.post(
                        V + "/jobs/ingest",
                        "{\"object\":\"" + INVOICE + "\",\"operation\":\"upsert\","
                                + "\"externalIdFieldName\":\"Name\"}")
                .error(400, "INVALIDJOB");
        String id = createJob("{\"object\":\"" + INVOICE + "\",\"operation\":\"insert\"}")
                .get("id")
                .asText();
        upload(id, "refin__Entity__c\n");
        upload(id, "refin__Entity__c\n");
        assertTrue(client.patch(V + "/jobs/ingest/" + id, "{\"state\":\"UploadComplete\"}")
                .error(400, "INVALIDJOB")
                .get("message")
                .asText()
                .startsWith("Found multipe contents for job"));
        EmulatorClient.Response aborted =
                client.patch(V + "/jobs/ingest/" + id, "{\"state\":\"Aborted\",\"id\":\"x\"}");
        assertEquals("Aborted", aborted.json().get("state").asText());
        client.get(V + "/jobs/ingest/750000000000999AAA").error(404, "NOT_FOUND");
        client.post(V + "/jobs/query", "{\"operation\":\"query\",\"query\":\"SELECT COUNT() FROM " + INVOICE + "\"}")
                .error(400, "API_ERROR");
    }

    @Test
    void queryPagesWithLocatorsAndParentColumns() throws Exception {
        for (int i = 0; i < 5; i++) {
            client.create(INVOICE, "{'refin__Entity__c':'" + entity + "','refin__Reference__c':'Q-" + i + "'}");
        }
        EmulatorClient.Response created = client.post(
                V + "/jobs/query",
                "{\"operation\":\"query\",\"query\":\"SELECT Id, refin__Reference__c, refin__Entity__r.Name FROM "
                        + INVOICE + " WHERE refin__Reference__c LIKE 'Q-%' ORDER BY refin__Reference__c\"}");
        assertEquals(200, created.status(), created.text());
        assertEquals("UploadComplete", created.json().get("state").asText());
        assertEquals(INVOICE, created.json().get("object").asText());
        String id = created.json().get("id").asText();
        assertEquals("JobComplete", await("query", id).get("state").asText());
        List<String> rows = new ArrayList<>();
        String locator = null;
        int pages = 0;
        do {
            EmulatorClient.Response page = client.get(
                    V + "/jobs/query/" + id + "/results?maxRecords=2" + (locator == null ? "" : "&locator=" + locator));
            assertEquals(200, page.status(), page.text());
            List<String> lines = page.text().lines().toList();
            assertEquals("\"Id\",\"refin__Reference__c\",\"refin__Entity__r.Name\"", lines.get(0));
            assertEquals(
                    Integer.toString(lines.size() - 1),
                    page.headers().get("sforce-numberofrecords").get(0));
            rows.addAll(lines.subList(1, lines.size()));
            locator = page.headers().get("sforce-locator").get(0);
            pages++;
        } while (!locator.equals("null"));
        assertEquals(3, pages);
        assertEquals(5, rows.size());
        assertTrue(rows.get(0).endsWith(",\"Q-0\",\"Entity\""), rows.get(0));
        client.delete(V + "/jobs/query/" + id);
        client.get(V + "/jobs/query/" + id).error(404, "NOT_FOUND");
    }

    @Test
    void anInjectedJobFailureStopsAfterTheFirstBatchAndLeavesTheRestUnprocessed() throws Exception {
        try (Emulator failing = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .bulkBatchSize(3)
                .faults(Faults.builder(7).bulkJobFailures(1.0).build())
                .build()
                .start()) {
            EmulatorClient other = new EmulatorClient(failing.baseUrl());
            String id = other.post(V + "/jobs/ingest", "{\"object\":\"refin__Ledger__c\",\"operation\":\"insert\"}")
                    .json()
                    .get("id")
                    .asText();
            EmulatorClient.Response put = other.send(
                    "PUT",
                    V + "/jobs/ingest/" + id + "/batches",
                    "Name\nL1\nL2\nL3\nL4\nL5\n",
                    "Content-Type",
                    "text/csv");
            assertEquals(201, put.status());
            other.patch(V + "/jobs/ingest/" + id, "{\"state\":\"UploadComplete\"}");
            JsonNode info = null;
            for (int i = 0; i < 500; i++) {
                info = other.get(V + "/jobs/ingest/" + id).json();
                if (info.get("state").asText().equals("Failed")) {
                    break;
                }
                Thread.sleep(10);
            }
            assertEquals("Failed", info.get("state").asText(), info.toString());
            assertEquals(3, info.get("numberRecordsProcessed").asInt());
            assertTrue(info.get("errorMessage").asText().startsWith("InvalidBatch : "), info.toString());
            assertEquals(
                    "Name\nL4\nL5\n",
                    other.get(V + "/jobs/ingest/" + id + "/unprocessedrecords").text());
            assertEquals(
                    4,
                    other.get(V + "/jobs/ingest/" + id + "/successfulResults")
                            .text()
                            .lines()
                            .count());
        }
    }
}
