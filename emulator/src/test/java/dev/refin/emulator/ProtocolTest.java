package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.RecordId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ProtocolTest {
    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        emulator =
                Emulator.builder().snapshot(EmulatorClient.snapshot()).build().start();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    @Test
    void startsOnAFreeLoopbackPort() {
        assertTrue(emulator.port() > 0);
        assertTrue(emulator.baseUrl().startsWith("http://127.0.0.1:"));
    }

    @Test
    void listsVersionsAscendingWithStringVersions() {
        EmulatorClient.Response response = client.get("/services/data");
        assertEquals(200, response.status());
        JsonNode versions = response.json();
        assertTrue(versions.isArray());
        List<String> list = new ArrayList<>();
        versions.forEach(v -> list.add(v.get("version").asText()));
        assertTrue(list.contains("65.0"));
        JsonNode v60 = versions.get(list.indexOf("60.0"));
        assertEquals("Spring '24", v60.get("label").asText());
        assertEquals("/services/data/v60.0", v60.get("url").asText());
        assertTrue(v60.get("version").isTextual());
        assertEquals(
                "Winter '25", versions.get(list.indexOf("62.0")).get("label").asText());
        assertEquals(200, client.get("/services/data/").status());
    }

    @Test
    void listsResourcesOfAVersionAndRefusesUnknownVersions() {
        EmulatorClient.Response response = client.get(V);
        assertEquals(200, response.status());
        assertEquals(V + "/sobjects", response.json().get("sobjects").asText());
        client.get("/services/data/v9.0/sobjects").error(410, "GONE");
        client.get("/services/data/v6.0/sobjects").error(404, "NOT_FOUND");
        client.get("/services/data/v99.0").error(404, "NOT_FOUND");
    }

    @Test
    void describeGlobalListsEverySnapshotObject() throws Exception {
        EmulatorClient.Response response = client.get(V + "/sobjects");
        assertEquals(200, response.status());
        JsonNode global = response.json();
        assertEquals("UTF-8", global.get("encoding").asText());
        assertEquals(200, global.get("maxBatchSize").asInt());
        JsonNode invoice = null;
        for (JsonNode item : global.get("sobjects")) {
            if (item.get("name").asText().equals("refin__Sales_Invoice__c")) {
                invoice = item;
            }
        }
        try (var files = java.nio.file.Files.list(EmulatorClient.snapshot())) {
            assertEquals(
                    // every snapshot object, and the built-in Organization the sample snapshot does not describe
                    files.filter(f -> f.toString().endsWith(".json")).count() + 1,
                    global.get("sobjects").size());
        }
        assertEquals("a0A", invoice.get("keyPrefix").asText());
        assertTrue(invoice.get("createable").isBoolean());
        assertEquals(
                V + "/sobjects/refin__Sales_Invoice__c/describe",
                invoice.at("/urls/describe").asText());
    }

    @Test
    void describeServesTheSnapshotAtTheRequestedVersion() {
        EmulatorClient.Response response = client.get("/services/data/v62.0/sobjects/refin__sales_invoice__c/describe");
        assertEquals(200, response.status());
        JsonNode describe = response.json();
        assertEquals("refin__Sales_Invoice__c", describe.get("name").asText());
        assertTrue(describe.get("fields").size() > 30);
        assertEquals(
                "/services/data/v62.0/sobjects/refin__Sales_Invoice__c",
                describe.at("/urls/sobject").asText());
        assertFalse(response.headers().getOrDefault("last-modified", List.of()).isEmpty());
    }

    @Test
    void describeAnswers304WhenNotModifiedSince() {
        String path = V + "/sobjects/refin__Sales_Invoice__c/describe";
        String lastModified = client.get(path).headers().get("last-modified").get(0);
        EmulatorClient.Response cached = client.get(path, "If-Modified-Since", lastModified);
        assertEquals(304, cached.status());
        assertEquals("", cached.text());
        assertEquals(
                304,
                client.get(V + "/sobjects", "If-Modified-Since", lastModified).status());
        assertEquals(
                200,
                client.get(path, "If-Modified-Since", "Wed, 3 Jul 2013 19:43:31 GMT")
                        .status());
        assertEquals(200, client.get(path, "If-Modified-Since", "yesterday").status());
    }

    @Test
    void unknownObjectIsNotFound() {
        JsonNode error = client.get(V + "/sobjects/Nope__c/describe").error(404, "NOT_FOUND");
        assertEquals(
                "The requested resource does not exist", error.get("message").asText());
        client.post(V + "/sobjects/Nope__c", "{}").error(404, "NOT_FOUND");
        client.get(V + "/sobjects/Nope__c/a0A000000000001AAA").error(404, "NOT_FOUND");
    }

    @Test
    void createsWithA18CharacterIdOfTheObjectsPrefixAndReadsItBack() {
        EmulatorClient.Response created = client.post(V + "/sobjects/Account", "{\"Name\":\"Acme\"}");
        assertEquals(201, created.status(), created.text());
        JsonNode body = created.json();
        assertTrue(body.get("success").asBoolean());
        assertEquals(0, body.get("errors").size());
        String id = body.get("id").asText();
        assertEquals(18, id.length());
        assertTrue(id.startsWith("001"));
        assertEquals(id, RecordId.to18(id.substring(0, 15)));
        assertEquals(id, RecordId.of(id.substring(0, 15)).value());

        JsonNode record = client.read("Account", id);
        assertEquals("Account", record.at("/attributes/type").asText());
        assertEquals(V + "/sobjects/Account/" + id, record.at("/attributes/url").asText());
        assertEquals(id, record.get("Id").asText());
        assertEquals("Acme", record.get("Name").asText());
        assertTrue(record.has("Phone") && record.get("Phone").isNull());
        assertTrue(record.get("CreatedDate")
                .asText()
                .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}\\+0000"));
        assertEquals(id, client.read("Account", id.substring(0, 15)).get("Id").asText());
    }

    @Test
    void readsOnlyTheRequestedFields() {
        String id = client.create("Account", "{'Name':'Fields Inc','Phone':'123'}");
        JsonNode record =
                client.get(V + "/sobjects/Account/" + id + "?fields=name,Phone").json();
        List<String> names = new ArrayList<>();
        record.fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("attributes", "Id", "Name", "Phone"), names);
        client.get(V + "/sobjects/Account/" + id + "?fields=Name,Bogus__c").error(400, "INVALID_FIELD");
    }

    @Test
    void updatesPartiallyAndClearsFieldsSentAsNull() {
        String id = client.create("Account", "{'Name':'Before','Phone':'555'}");
        client.update("Account", id, "{'Name':'After'}");
        assertEquals("After", client.read("Account", id).get("Name").asText());
        assertEquals("555", client.read("Account", id).get("Phone").asText());
        client.update("Account", id, "{'Phone':null}");
        assertTrue(client.read("Account", id).get("Phone").isNull());
        EmulatorClient.Response override =
                client.send("POST", V + "/sobjects/Account/" + id + "?_HttpMethod=PATCH", "{\"Name\":\"Override\"}");
        assertEquals(204, override.status(), override.text());
        assertEquals("Override", client.read("Account", id).get("Name").asText());
    }

    @Test
    void deletesAndThenAnswersEntityIsDeleted() {
        String id = client.create("Account", "{'Name':'Doomed'}");
        assertEquals(204, client.delete(V + "/sobjects/Account/" + id).status());
        client.get(V + "/sobjects/Account/" + id).error(404, "ENTITY_IS_DELETED");
        client.delete(V + "/sobjects/Account/" + id).error(404, "ENTITY_IS_DELETED");
    }

    @Test
    void badIdsAreRefusedLikeThePlatform() {
        client.get(V + "/sobjects/Account/not-an-id").error(404, "NOT_FOUND");
        String valid = client.create("Account", "{'Name':'Id Test'}");
        String badChecksum = valid.substring(0, 15) + "999";
        client.get(V + "/sobjects/Account/" + badChecksum).error(400, "MALFORMED_ID");
        String otherObject = RecordId.to18("a0A5g0000000001");
        client.get(V + "/sobjects/Account/" + otherObject).error(400, "MALFORMED_ID");
        client.get(V + "/sobjects/Account/" + RecordId.to18("0015g00000ZZZZZ")).error(404, "NOT_FOUND");
        client.patch(V + "/sobjects/Account/" + RecordId.to18("0015g00000ZZZZZ"), "{}")
                .error(404, "NOT_FOUND");
    }

    @Test
    void refusesWrongMethodsWithTheErrorArray() {
        client.send("PUT", V + "/sobjects/Account", "{}").error(405, "METHOD_NOT_ALLOWED");
        client.post(V + "/sobjects/Account/describe", "{}").error(405, "METHOD_NOT_ALLOWED");
        client.get("/other").error(404, "NOT_FOUND");
        client.get(V + "/query").error(400, "MALFORMED_QUERY");
    }
}
