package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Replays the real composite, collections and tree request samples and compares the answers' shapes. */
class FidelityTest {
    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        // A schema from 2020 so the sample's If-Modified-Since of September 2020 is answered 304.
        Clock clock = Clock.fixed(Instant.parse("2020-01-01T00:00:00Z"), ZoneOffset.UTC);
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .clock(clock)
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
        client.create("Account", "{'Name':'Smith Corp.'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static JsonNode replay(String request) {
        String body = EmulatorClient.readFixture(request).toString().replace("vxx.0", "v65.0");
        EmulatorClient.Response response = client.post(V + "/composite", body);
        assertEquals(200, response.status(), response.text());
        return response.json();
    }

    @Test
    void compositeUnknownSObject() {
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("composite/cumulusci-composite-get-unknown-sobject-response-404.json"),
                replay("composite/cumulusci-composite-get-unknown-sobject-request.json"));
    }

    @Test
    void compositeIfModifiedSince() {
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("composite/cumulusci-composite-304-not-modified-response.json"),
                replay("composite/cumulusci-composite-if-modified-since-request.json"));
    }

    @Test
    void compositeFourQueries() {
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("composite/cumulusci-composite-four-queries-response.json"),
                replay("composite/cumulusci-composite-four-queries-request.json"));
    }

    @Test
    void compositeCountQueriesWithAnUnknownType() {
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("composite/cumulusci-composite-count-queries-invalid-type-response.json"),
                replay("composite/cumulusci-composite-count-queries-request.json"));
    }

    @Test
    void compositeExampleRequestFromCamel() {
        // The sample's ids and objects are from another org: replayed with this org's Account and ids.
        String id = client.create("Account", "{'Name':'Camel'}");
        String body = EmulatorClient.readFixture("composite/camel-composite-request-example.json")
                .toString()
                .replace("v38.0", "v65.0")
                .replace("001xx000003DIpcAAG", id)
                .replace("/sobjects/Contact/", "/sobjects/Account/")
                .replace("\"LastName\"", "\"Name\"")
                .replace("/sobjects/null/", "/sobjects/Account/")
                .replace("\"account__c\"", "\"Name\":\"Junction\",\"ParentId\"")
                .replace("\"contactId__c\":\"@{NewContact.id}\",", "\"Description\":\"@{NewContact.id}\",")
                .replace("\"BillingState\":\"California\",", "");
        JsonNode answer = client.post(V + "/composite", body).json();
        JsonNode success = EmulatorClient.readFixture("composite/camel-composite-response-success-201.json")
                .get("compositeResponse")
                .get(0);
        assertEquals(
                204,
                answer.get("compositeResponse").get(0).get("httpStatusCode").asInt(),
                answer.toString());
        Fidelity.assertSameShape(success, answer.get("compositeResponse").get(1));
        Fidelity.assertSameShape(success, answer.get("compositeResponse").get(2));
    }

    @Test
    void collectionsCreateAndUpdateSamples() {
        String create = EmulatorClient.readFixture("collections/cumulusci-collections-create-accounts-request.json")
                .toString()
                .replace("\"CleanStatus\":\"Pending\",", "");
        JsonNode created = client.post(V + "/composite/sobjects", create).json();
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("collections/cumulusci-collections-create-accounts-response.json"), created);
        String update = EmulatorClient.readFixture("collections/cumulusci-collections-update-accounts-request.json")
                .toString()
                .replace("\"NumberOfEmployees\":\"10000\",", "");
        for (int i = 0; i < created.size(); i++) {
            update = update.replaceFirst(
                    "\"Id\":\"[0-9A-Za-z]{18}\"",
                    "\"Id\":\"#" + created.get(i).get("id").asText() + "\"");
        }
        JsonNode updated = client.patch(V + "/composite/sobjects", update.replace("\"Id\":\"#", "\"Id\":\""))
                .json();
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("collections/cumulusci-collections-update-accounts-response.json"), updated);
    }

    @Test
    void treeSelfReferencingSampleCreatesEveryRecord() {
        // The sfdx plugin resolves its "@AccountRef" values itself; the platform sees plain records.
        String body = EmulatorClient.readFixture("tree/plugin-data-self-referencing-accounts.json")
                .toString()
                .replaceAll(",\"ParentId\":\"@AccountRef\\d+\"", "");
        EmulatorClient.Response response = client.post(V + "/composite/tree/Account", body);
        assertEquals(201, response.status(), response.text());
        JsonNode results = response.json().get("results");
        assertEquals(
                EmulatorClient.readFixture("tree/plugin-data-self-referencing-accounts.json")
                        .get("records")
                        .size(),
                results.size());
        for (JsonNode result : results) {
            assertEquals(2, result.size());
            assertEquals(18, result.get("id").asText().length());
            assertTrue(result.get("referenceId").asText().startsWith("AccountRef"));
        }
    }
}
