package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The describe's object flags are enforced for every object on every write path, with the platform's answers: a
 * copy of the sample snapshot where {@code refin__Dimension__c} is neither updateable nor deletable and
 * {@code Product2} neither createable nor queryable, driven over HTTP through the sObject, composite, tree,
 * collections and Bulk API resources and SOQL.
 */
class DescribePermissionsTest {
    private static final String DIMENSION = "refin__Dimension__c";
    private static final String PRODUCT = "Product2";

    @TempDir
    static Path snapshot;

    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws IOException {
        EmulatorClient.snapshotCopy(snapshot, DIMENSION, describe -> {
            describe.put("updateable", false);
            describe.put("deletable", false);
        });
        Path product = snapshot.resolve(PRODUCT + ".json");
        ObjectNode describe = (ObjectNode) EmulatorClient.MAPPER.readTree(product.toFile());
        describe.put("createable", false);
        describe.put("queryable", false);
        Files.write(product, EmulatorClient.MAPPER.writeValueAsBytes(describe));
        emulator = Emulator.builder().snapshot(snapshot).build().start();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String dimension(String code) {
        return client.create(DIMENSION, "{'Name':'" + code + "','refin__Code__c':'" + code + "'}");
    }

    private static void assertEntityRefused(JsonNode error, String operation, String label) {
        assertEquals(
                "entity type cannot be " + operation + ": " + label,
                error.get("message").asText(),
                error.toString());
    }

    @Test
    void theSObjectResourcesRefuseWhatTheObjectDoesNotAllow() {
        String id = dimension("D-1");
        assertEntityRefused(
                client.patch(V + "/sobjects/" + DIMENSION + "/" + id, "{\"Name\":\"renamed\"}")
                        .error(400, "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY"),
                "updated",
                "Dimension");
        assertEntityRefused(
                client.delete(V + "/sobjects/" + DIMENSION + "/" + id)
                        .error(400, "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY"),
                "deleted",
                "Dimension");
        assertEquals("D-1", client.read(DIMENSION, id).get("Name").asText(), "neither renamed nor deleted");
        assertEntityRefused(
                client.post(V + "/sobjects/" + PRODUCT, "{\"Name\":\"Widget\"}")
                        .error(400, "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY"),
                "inserted",
                "Product");
        // Upsert by external id: an update of a non-updateable object is refused like a PATCH.
        client.patch(V + "/sobjects/" + DIMENSION + "/refin__Code__c/D-1", "{\"Name\":\"again\"}")
                .error(400, "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY");
    }

    @Test
    void aNonQueryableObjectIsAnUnsupportedTypeToSoql() {
        JsonNode error = client.get(V + "/query?q=SELECT+Id+FROM+" + PRODUCT).error(400, "INVALID_TYPE");
        assertTrue(
                error.get("message").asText().contains("sObject type 'Product2' is not supported"), error.toString());
        assertEquals(200, client.get(V + "/query?q=SELECT+Id+FROM+" + DIMENSION).status(), "other objects still query");
    }

    @Test
    void compositeSubrequestsAnswerAsTheStandaloneCalls() {
        String id = dimension("D-2");
        JsonNode answer = client.post(
                        V + "/composite",
                        "{\"compositeRequest\":[{\"method\":\"DELETE\",\"url\":\"" + V + "/sobjects/" + DIMENSION + "/"
                                + id + "\",\"referenceId\":\"gone\"}]}")
                .json();
        JsonNode sub = answer.get("compositeResponse").get(0);
        assertEquals(400, sub.get("httpStatusCode").asInt(), answer.toString());
        assertEquals(
                "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY",
                sub.get("body").get(0).get("errorCode").asText());
        assertEquals(id, client.read(DIMENSION, id).get("Id").asText());
    }

    @Test
    void collectionsRefuseEachRecordWithTheCode() {
        String id = dimension("D-3");
        JsonNode deleted = client.delete(V + "/composite/sobjects?ids=" + id).json();
        assertEquals(false, deleted.get(0).get("success").asBoolean(), deleted.toString());
        assertEquals(
                "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY",
                deleted.get(0).get("errors").get(0).get("statusCode").asText());
        JsonNode updated = client.patch(
                        V + "/composite/sobjects",
                        "{\"records\":[{\"attributes\":{\"type\":\"" + DIMENSION + "\"},\"id\":\"" + id
                                + "\",\"Name\":\"x\"}]}")
                .json();
        assertEquals(
                "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY",
                updated.get(0).get("errors").get(0).get("statusCode").asText(),
                updated.toString());
        JsonNode created = client.post(
                        V + "/composite/sobjects",
                        "{\"records\":[{\"attributes\":{\"type\":\"" + PRODUCT + "\"},\"Name\":\"Widget\"}]}")
                .json();
        assertEquals(
                "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY",
                created.get(0).get("errors").get(0).get("statusCode").asText(),
                created.toString());
        assertEquals("D-3", client.read(DIMENSION, id).get("Name").asText());
    }

    @Test
    void aTreeOfANonCreateableObjectIsRefused() {
        JsonNode answer = client.post(
                        V + "/composite/tree/" + PRODUCT,
                        "{\"records\":[{\"attributes\":{\"type\":\"" + PRODUCT + "\",\"referenceId\":\"p1\"},"
                                + "\"Name\":\"Widget\"}]}")
                .json();
        assertEquals(true, answer.get("hasErrors").asBoolean(), answer.toString());
        assertEquals(
                "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY",
                answer.get("results")
                        .get(0)
                        .get("errors")
                        .get(0)
                        .get("statusCode")
                        .asText(),
                answer.toString());
    }

    @Test
    void bulkIngestJobsTheObjectDoesNotAllowAreRefusedAtCreation() {
        String id = dimension("D-4");
        assertJobRefused(DIMENSION, "delete", "deletable");
        assertJobRefused(DIMENSION, "update", "updateable");
        assertJobRefused(DIMENSION, "upsert\",\"externalIdFieldName\":\"refin__Code__c", "updateable");
        assertJobRefused(PRODUCT, "insert", "createable");
        EmulatorClient.Response allowed =
                client.post(V + "/jobs/ingest", "{\"object\":\"" + DIMENSION + "\",\"operation\":\"insert\"}");
        assertEquals(200, allowed.status(), "what the describe allows is still a job: " + allowed.text());
        assertEquals(id, client.read(DIMENSION, id).get("Id").asText());
    }

    private static void assertJobRefused(String object, String operation, String flag) {
        JsonNode error = client.post(
                        V + "/jobs/ingest", "{\"object\":\"" + object + "\",\"operation\":\"" + operation + "\"}")
                .error(400, "INVALIDJOB");
        String message = error.get("message").asText();
        assertTrue(message.startsWith("InvalidJob : Entity '" + object + "' is not " + flag), error.toString());
    }
}
