package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * REST calls real clients make that the emulator answered wrongly: DELETE by external id, retired API versions,
 * unencoded {@code %} in URLs, a custom object's default {@code Name}, and resources that are not emulated. The
 * snapshot is a copy of the sample's where {@code refin__Dimension__c.refin__Code__c} is an external id that is not
 * unique, so several records can match one value.
 */
class ProtocolGapsTest {
    private static final String DIMENSION = "refin__Dimension__c";

    @TempDir
    static Path snapshot;

    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws IOException {
        EmulatorClient.snapshotCopy(
                snapshot, DIMENSION, describe -> describe.get("fields").forEach(field -> {
                    if (field.get("name").asText().equals("refin__Code__c")) {
                        ((ObjectNode) field).put("unique", false);
                    }
                }));
        emulator = Emulator.builder().snapshot(snapshot).build().start();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String dimension(String code) {
        return client.create(DIMENSION, "{'Name':'Dimension " + code + "','refin__Code__c':'" + code + "'}");
    }

    @Test
    void deleteByExternalIdDeletesTheOneMatch() {
        String id = dimension("ONE");
        assertEquals(
                204,
                client.delete(V + "/sobjects/" + DIMENSION + "/refin__Code__c/one")
                        .status());
        client.get(V + "/sobjects/" + DIMENSION + "/" + id).error(404, "ENTITY_IS_DELETED");
        client.delete(V + "/sobjects/" + DIMENSION + "/refin__Code__c/ONE").error(404, "NOT_FOUND");
        client.delete(V + "/sobjects/" + DIMENSION + "/Name/x").error(404, "NOT_FOUND");
    }

    @Test
    void deleteByExternalIdWithSeveralMatchesAnswers300AndDeletesNothing() {
        String first = dimension("TWICE");
        String second = dimension("TWICE");
        EmulatorClient.Response answer = client.delete(V + "/sobjects/" + DIMENSION + "/refin__Code__c/TWICE");
        assertEquals(300, answer.status(), answer.text());
        List<String> urls = new ArrayList<>();
        answer.json().forEach(url -> urls.add(url.asText()));
        assertEquals(
                List.of(V + "/sobjects/" + DIMENSION + "/" + first, V + "/sobjects/" + DIMENSION + "/" + second), urls);
        assertEquals(200, client.get(V + "/sobjects/" + DIMENSION + "/" + first).status());
        assertEquals(
                200, client.get(V + "/sobjects/" + DIMENSION + "/" + second).status());
    }

    @Test
    void retiredVersionsAnswer410AndAreNotListed() {
        List<String> listed = new ArrayList<>();
        client.get("/services/data")
                .json()
                .forEach(v -> listed.add(v.get("version").asText()));
        assertEquals("31.0", listed.get(0), listed.toString());
        for (String retired : List.of("v7.0", "v20.0", "v26.0", "v30.0")) {
            JsonNode error =
                    client.get("/services/data/" + retired + "/sobjects").error(410, "GONE");
            assertFalse(error.has("fields"), error.toString());
            client.get("/services/data/" + retired).error(410, "GONE");
        }
        assertEquals(200, client.get("/services/data/v31.0/sobjects").status());
        client.get("/services/data/v5.0").error(404, "NOT_FOUND");
    }

    @Test
    void aCompositeSubrequestWithAnUnencodedPercentIsAQuery() {
        dimension("PCT");
        JsonNode answer = client.post(
                        V + "/composite",
                        "{\"compositeRequest\":[{\"method\":\"GET\",\"referenceId\":\"q\",\"url\":\"" + V
                                + "/query?q=SELECT Id, Name FROM " + DIMENSION
                                + " WHERE Name LIKE 'Dimension P%'\"}]}")
                .json();
        JsonNode sub = answer.get("compositeResponse").get(0);
        assertEquals(200, sub.get("httpStatusCode").asInt(), answer.toString());
        assertEquals(1, sub.get("body").get("totalSize").asInt(), answer.toString());
    }

    @Test
    void aRawPercentInARequestLineIsRefusedByTheHttpLayerNotAServerError() throws IOException {
        // The JDK's HTTP server refuses a request line that is not a URI before any resource runs: a 400, not a 500.
        String request = "GET " + V + "/query?q=SELECT+Id+FROM+" + DIMENSION + "+WHERE+Name+LIKE+'Dim%'"
                + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + emulator.defaultToken()
                + "\r\nConnection: close\r\n\r\n";
        try (Socket socket = new Socket("127.0.0.1", emulator.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
        }
    }

    @Test
    void aCustomObjectSavedWithoutANameIsNamedAfterItsId() {
        String id = client.create(DIMENSION, "{'refin__Code__c':'NONAME'}");
        assertEquals(id.substring(0, 15), client.read(DIMENSION, id).get("Name").asText());
        String named = client.create(DIMENSION, "{'Name':'','refin__Code__c':'EMPTY'}");
        assertEquals(
                named.substring(0, 15),
                client.read(DIMENSION, named).get("Name").asText());
    }

    @Test
    void resourcesThatAreNotEmulatedAnswerNotFound() {
        for (String path : List.of(
                "/sobjects/" + DIMENSION + "/describe/compactLayouts",
                "/sobjects/" + DIMENSION + "/describe/layouts/012000000000000AAA/more",
                "/sobjects/" + DIMENSION + "/describe/layouts/0125g0000000001AAA",
                "/tooling/query?q=SELECT+Id+FROM+ApexClass",
                "/nothing")) {
            JsonNode error = client.get(V + path).error(404, "NOT_FOUND");
            assertEquals(
                    "The requested resource does not exist",
                    error.get("message").asText(),
                    path);
        }
    }

    @Test
    void recentListsTheCallersViewedRecordsNewestFirst() {
        String first = dimension("R-1");
        String second = dimension("R-2");
        String third = dimension("R-3");
        client.read(DIMENSION, first);
        client.read(DIMENSION, second);
        client.read(DIMENSION, third);
        client.read(DIMENSION, first);
        assertEquals(
                204, client.delete(V + "/sobjects/" + DIMENSION + "/" + third).status());
        JsonNode recent = client.get(V + "/recent").json();
        assertEquals(first, recent.get(0).get("Id").asText(), recent.toString());
        assertEquals(second, recent.get(1).get("Id").asText(), "the deleted record is gone: " + recent);
        assertEquals("Dimension R-1", recent.get(0).get("Name").asText());
        assertEquals(DIMENSION, recent.get(0).get("attributes").get("type").asText());
        assertEquals(
                V + "/sobjects/" + DIMENSION + "/" + first,
                recent.get(0).get("attributes").get("url").asText());
        assertEquals(1, client.get(V + "/recent?limit=1").json().size());
        client.get(V + "/recent?limit=none").error(400, "INVALID_QUERY_PARAMETER");
        JsonNode info = client.get(V + "/sobjects/" + DIMENSION).json();
        assertEquals(first, info.get("recentItems").get(0).get("Id").asText(), info.toString());
        assertEquals(
                0, client.get(V + "/sobjects/Account").json().get("recentItems").size());
        EmulatorClient other = client.withToken(emulator.issueToken(Emulator.DEFAULT_USERNAME));
        assertTrue(other.get(V + "/recent").json().size() >= 2, "the same user through another token");
    }

    @Test
    void describeLayoutsAnswersAMinimalLayoutPerRecordType() {
        JsonNode layouts =
                client.get(V + "/sobjects/" + DIMENSION + "/describe/layouts").json();
        assertEquals(1, layouts.get("layouts").size(), layouts.toString());
        JsonNode layout = layouts.get("layouts").get(0);
        assertTrue(layout.get("id").asText().startsWith("00h"), layout.toString());
        assertTrue(layout.get("detailLayoutSections").isArray());
        JsonNode mapping = layouts.get("recordTypeMappings").get(0);
        assertEquals("012000000000000AAA", mapping.get("recordTypeId").asText());
        assertEquals(layout.get("id"), mapping.get("layoutId"));
        assertEquals("[false]", layouts.get("recordTypeSelectorRequired").toString());
        JsonNode one = client.get(V + "/sobjects/" + DIMENSION + "/describe/layouts/012000000000000AAA")
                .json();
        assertEquals(layout, one);
    }

    @Test
    void explainAnswersAPlanWithoutRunningTheQuery() {
        dimension("X-1");
        int rows = client.get(V + "/query?q=SELECT+COUNT()+FROM+" + DIMENSION)
                .json()
                .get("totalSize")
                .asInt();
        JsonNode answer = client.get(V + "/query?explain=SELECT+Id+FROM+" + DIMENSION + "+WHERE+Name+%3D+'x'")
                .json();
        JsonNode plan = answer.get("plans").get(0);
        assertEquals(DIMENSION, plan.get("sobjectType").asText(), answer.toString());
        assertEquals("TableScan", plan.get("leadingOperationType").asText());
        assertEquals(rows, plan.get("sobjectCardinality").asInt());
        assertTrue(plan.get("fields").isArray() && plan.get("notes").isArray());
        client.get(V + "/query?explain=SELECT+FROM").error(400, "MALFORMED_QUERY");
        client.get(V + "/query?explain=SELECT+Id+FROM+Nope").error(400, "INVALID_TYPE");
    }
}
