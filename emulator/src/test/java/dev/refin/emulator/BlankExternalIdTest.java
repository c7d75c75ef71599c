package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A blank external-id value is null on the platform: an upsert or delete keyed by one is refused with
 * {@code MISSING_ARGUMENT}, and records whose unique external id is empty are never duplicates of each other, on the
 * sObject, composite, tree, collections and Bulk API paths. {@code refin__Code__c} is the dimension's unique external
 * id.
 */
class BlankExternalIdTest {
    private static final String DIMENSION = "refin__Dimension__c";
    private static final String BY_CODE = V + "/sobjects/" + DIMENSION + "/refin__Code__c/";

    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatorClient.startReadyOrg();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static int dimensions() {
        return client.get(V + "/query?q=SELECT+COUNT()+FROM+" + DIMENSION)
                .json()
                .get("totalSize")
                .asInt();
    }

    private static void assertMissingKey(JsonNode error) {
        assertEquals("refin__Code__c not specified", error.get("message").asText(), error.toString());
        assertEquals("refin__Code__c", error.get("fields").get(0).asText(), error.toString());
    }

    @Test
    void theSObjectResourceRefusesAnEmptyOrBlankKey() {
        int before = dimensions();
        assertMissingKey(client.patch(BY_CODE, "{\"Name\":\"no key\"}").error(400, "MISSING_ARGUMENT"));
        assertMissingKey(
                client.patch(BY_CODE + "%20", "{\"Name\":\"blank key\"}").error(400, "MISSING_ARGUMENT"));
        assertMissingKey(client.delete(BY_CODE).error(400, "MISSING_ARGUMENT"));
        assertMissingKey(client.delete(BY_CODE + "%20").error(400, "MISSING_ARGUMENT"));
        assertEquals(before, dimensions(), "nothing inserted or deleted");
        assertEquals(201, client.patch(BY_CODE + "K-1", "{\"Name\":\"keyed\"}").status(), "a key still upserts");
    }

    @Test
    void compositeAndCollectionsRefuseAnEmptyKey() {
        int before = dimensions();
        JsonNode composite = client.post(
                        V + "/composite",
                        "{\"compositeRequest\":[{\"method\":\"PATCH\",\"url\":\"" + BY_CODE
                                + "\",\"referenceId\":\"d\",\"body\":{\"Name\":\"no key\"}}]}")
                .json();
        JsonNode sub = composite.get("compositeResponse").get(0);
        assertEquals(400, sub.get("httpStatusCode").asInt(), composite.toString());
        assertEquals("MISSING_ARGUMENT", sub.get("body").get(0).get("errorCode").asText());
        JsonNode collection = client.patch(
                        V + "/composite/sobjects/" + DIMENSION + "/refin__Code__c",
                        "{\"records\":[{\"attributes\":{\"type\":\"" + DIMENSION + "\"},\"Name\":\"a\","
                                + "\"refin__Code__c\":\"\"},{\"attributes\":{\"type\":\"" + DIMENSION
                                + "\"},\"Name\":\"b\",\"refin__Code__c\":\"  \"}]}")
                .json();
        for (JsonNode result : collection) {
            assertEquals(false, result.get("success").asBoolean(), collection.toString());
            assertEquals(
                    "MISSING_ARGUMENT",
                    result.get("errors").get(0).get("statusCode").asText(),
                    collection.toString());
        }
        assertEquals(before, dimensions());
    }

    @Test
    void emptyUniqueKeysAreNeverDuplicatesOnAnyWritePath() throws InterruptedException {
        String first = client.create(DIMENSION, "{'Name':'E-1','refin__Code__c':''}");
        String second = client.create(DIMENSION, "{'Name':'E-2','refin__Code__c':''}");
        assertTrue(client.read(DIMENSION, second).get("refin__Code__c").isNull());
        assertTrue(!first.equals(second));
        JsonNode collection = client.post(
                        V + "/composite/sobjects",
                        "{\"records\":[{\"attributes\":{\"type\":\"" + DIMENSION + "\"},\"Name\":\"E-3\","
                                + "\"refin__Code__c\":\"\"},{\"attributes\":{\"type\":\"" + DIMENSION
                                + "\"},\"Name\":\"E-4\",\"refin__Code__c\":\"\"}]}")
                .json();
        collection.forEach(r -> assertTrue(r.get("success").asBoolean(), collection.toString()));
        JsonNode composite = client.post(
                        V + "/composite",
                        "{\"compositeRequest\":[{\"method\":\"POST\",\"url\":\"" + V + "/sobjects/" + DIMENSION
                                + "\",\"referenceId\":\"d\",\"body\":{\"Name\":\"E-5\",\"refin__Code__c\":\"\"}}]}")
                .json();
        assertEquals(
                201,
                composite.get("compositeResponse").get(0).get("httpStatusCode").asInt(),
                composite.toString());
        JsonNode tree = client.post(
                        V + "/composite/tree/" + DIMENSION,
                        "{\"records\":[{\"attributes\":{\"type\":\"" + DIMENSION + "\",\"referenceId\":\"t1\"},"
                                + "\"Name\":\"E-6\",\"refin__Code__c\":\"\"},{\"attributes\":{\"type\":\""
                                + DIMENSION + "\",\"referenceId\":\"t2\"},\"Name\":\"E-7\",\"refin__Code__c\":\"\"}]}")
                .json();
        assertEquals(false, tree.get("hasErrors").asBoolean(), tree.toString());
        JsonNode bulk = bulk("insert", "", "Name,refin__Code__c\nE-8,\nE-9,\n");
        assertEquals(2, bulk.get("numberRecordsProcessed").asInt(), bulk.toString());
        assertEquals(0, bulk.get("numberRecordsFailed").asInt(), bulk.toString());
        assertEquals(
                9,
                client.get(V + "/query?q=SELECT+COUNT()+FROM+" + DIMENSION
                                + "+WHERE+refin__Code__c+=+null+AND+Name+LIKE+'E-%25'")
                        .json()
                        .get("totalSize")
                        .asInt());
    }

    @Test
    void aBulkUpsertRowWithAnEmptyKeyFails() throws InterruptedException {
        JsonNode info =
                bulk("upsert", ",\"externalIdFieldName\":\"refin__Code__c\"", "Name,refin__Code__c\nB-1,\nB-2,B-2\n");
        assertEquals(1, info.get("numberRecordsFailed").asInt(), info.toString());
        String failed = client.get(V + "/jobs/ingest/" + info.get("id").asText() + "/failedResults")
                .text();
        assertTrue(failed.contains("MISSING_ARGUMENT:refin__Code__c not specified"), failed);
    }

    private static JsonNode bulk(String operation, String extra, String csv) throws InterruptedException {
        EmulatorClient.Response created = client.post(
                V + "/jobs/ingest",
                "{\"object\":\"" + DIMENSION + "\",\"operation\":\"" + operation + "\"" + extra + "}");
        assertEquals(200, created.status(), created.text());
        String job = created.json().get("id").asText();
        EmulatorClient.Response put =
                client.send("PUT", V + "/jobs/ingest/" + job + "/batches", csv, "Content-Type", "text/csv");
        assertEquals(201, put.status(), put.text());
        client.patch(V + "/jobs/ingest/" + job, "{\"state\":\"UploadComplete\"}");
        for (int i = 0; i < 500; i++) {
            JsonNode info = client.get(V + "/jobs/ingest/" + job).json();
            if (info.get("state").asText().equals("JobComplete")) {
                return info;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("job " + job + " did not complete");
    }
}
