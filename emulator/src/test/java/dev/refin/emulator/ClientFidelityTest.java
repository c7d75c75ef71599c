package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What real integrations call beyond CRUD, over real HTTP: parent references by external id, replication and the
 * recycle bin, limits and their header, identity and revoke, users, gzip bodies and the URI limit; answers compared
 * with the real samples where one exists.
 */
class ClientFidelityTest {
    private static final Instant START = Instant.parse("2024-06-15T10:00:00Z");
    private static final String ENTITY = "refin__Entity__c";
    private static final String INVOICE = "refin__Sales_Invoice__c";

    private final MutableClock clock = new MutableClock(START);
    private Emulator emulator;
    private EmulatorClient client;

    /** A clock tests move forward, for windows and retention. */
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

    @BeforeEach
    void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .clock(clock)
                .user("ada.lovelace@refin.test", "pw", true)
                .dailyApiRequests(1000)
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterEach
    void stop() {
        emulator.close();
    }

    private String entity(String code) {
        return client.create(ENTITY, "{'Name':'Entity " + code + "','refin__Code__c':'" + code + "'}");
    }

    private static String window(Instant start, Instant end) {
        return "?start=" + URLEncoder.encode(start.toString(), StandardCharsets.UTF_8) + "&end="
                + URLEncoder.encode(end.toString(), StandardCharsets.UTF_8);
    }

    @Test
    void parentReferencesByExternalIdResolveInEveryBody() {
        String e1 = entity("E-1");
        String id = client.create(INVOICE, "{'refin__Entity__r':{'refin__Code__c':'e-1'},'refin__Reference__c':'R1'}");
        assertEquals(e1, client.read(INVOICE, id).get("refin__Entity__c").asText(), "matched ignoring case");

        client.update(INVOICE, id, "{'refin__Entity__r':{'refin__Code__c':'E-1'}}");
        EmulatorClient.Response upsert = client.patch(
                V + "/sobjects/" + INVOICE + "/refin__Reference__c/R2",
                "{\"refin__Entity__r\":{\"refin__Code__c\":\"E-1\"}}");
        assertEquals(201, upsert.status(), upsert.text());

        EmulatorClient.Response collections = client.post(
                V + "/composite/sobjects",
                "{\"allOrNone\":true,\"records\":[{\"attributes\":{\"type\":\"" + INVOICE + "\"},"
                        + "\"refin__Entity__r\":{\"attributes\":{\"type\":\"" + ENTITY + "\"},"
                        + "\"refin__Code__c\":\"E-1\"}}]}");
        assertEquals(200, collections.status(), collections.text());
        assertTrue(collections.json().get(0).get("success").asBoolean(), collections.text());

        EmulatorClient.Response tree = client.post(
                V + "/composite/tree/" + INVOICE,
                "{\"records\":[{\"attributes\":{\"type\":\"" + INVOICE + "\",\"referenceId\":\"i1\"},"
                        + "\"refin__Entity__r\":{\"refin__Code__c\":\"E-1\"}}]}");
        assertEquals(201, tree.status(), tree.text());

        EmulatorClient.Response composite = client.post(
                V + "/composite",
                "{\"allOrNone\":true,\"compositeRequest\":[{\"method\":\"POST\",\"referenceId\":\"a\",\"url\":\"" + V
                        + "/sobjects/" + INVOICE
                        + "\",\"body\":{\"refin__Entity__r\":{\"refin__Code__c\":\"NOPE\"}}}]}");
        JsonNode failed = composite.json().get("compositeResponse").get(0);
        assertEquals(400, failed.get("httpStatusCode").asInt());
        assertEquals("INVALID_FIELD", failed.get("body").get(0).get("errorCode").asText());
        assertEquals(
                "Foreign key external ID: NOPE not found for field refin__Code__c in entity refin__Entity__c",
                failed.get("body").get(0).get("message").asText());
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("composite/camel-composite-response-failure-processing-halted.json")
                        .get("compositeResponse")
                        .get(0)
                        .get("body")
                        .get(0),
                failed.get("body").get(0));
    }

    @Test
    void parentReferencesRefuseNonExternalFieldsAndSeveralKeys() {
        entity("E-2");
        JsonNode notExternal = client.post(
                        V + "/sobjects/" + INVOICE,
                        "{\"refin__Entity__r\":{\"refin__Functional_Currency__c\":\"USD\"}}")
                .error(400, "INVALID_FIELD");
        assertEquals(
                "Field name provided, refin__Functional_Currency__c is not an External ID or indexed field for"
                        + " refin__Entity__c",
                notExternal.get("message").asText());
        client.post(V + "/sobjects/" + INVOICE, "{\"refin__Entity__r\":{\"refin__Code__c\":\"E-2\",\"Name\":\"Twin\"}}")
                .error(400, "INVALID_FIELD");
        client.post(
                        V + "/sobjects/" + INVOICE,
                        "{\"refin__Entity__r\":{\"attributes\":{\"type\":\"Account\"},\"refin__Code__c\":\"E-2\"}}")
                .error(400, "INVALID_FIELD");
        assertEquals(0, emulator.records(INVOICE).size(), "nothing was written");
    }

    @Test
    void updatedAndDeletedFollowTheirWindowsAndTheRecycleBinIsPurgedAfterFifteenDays() {
        String kept = client.create("Account", "{'Name':'Kept'}");
        String gone = client.create("Account", "{'Name':'Gone'}");
        clock.advance(Duration.ofMinutes(5));
        client.update("Account", kept, "{'Name':'Kept 2'}");
        assertEquals(204, client.delete(V + "/sobjects/Account/" + gone).status());

        JsonNode updated = client.get(V + "/sobjects/Account/updated"
                        + window(START.plusSeconds(120), clock.instant().plusSeconds(600)))
                .json();
        assertEquals(List.of(kept), texts(updated.get("ids")), "only the change inside the window");
        Fidelity.assertSameShape(EmulatorClient.readFixture("other/restforce-get-updated.json"), updated);

        JsonNode deleted = client.get(V + "/sobjects/Account/deleted"
                        + window(START, clock.instant().plusSeconds(60)))
                .json();
        assertEquals(gone, deleted.get("deletedRecords").get(0).get("id").asText());
        assertEquals(
                "2024-06-15T10:05:00.000+0000",
                deleted.get("deletedRecords").get(0).get("deletedDate").asText());
        Fidelity.assertSameShape(EmulatorClient.readFixture("other/restforce-get-deleted.json"), deleted);

        JsonNode all = client.get(V + "/queryAll?q="
                        + URLEncoder.encode(
                                "SELECT Id, IsDeleted FROM Account WHERE IsDeleted = true", StandardCharsets.UTF_8))
                .json();
        assertEquals(1, all.get("totalSize").asInt(), all.toString());
        assertEquals(gone, all.get("records").get(0).get("Id").asText());
        assertEquals(
                0,
                client.get(V + "/query?q="
                                + URLEncoder.encode(
                                        "SELECT Id FROM Account WHERE Id = '" + gone + "'", StandardCharsets.UTF_8))
                        .json()
                        .get("totalSize")
                        .asInt(),
                "query does not see the recycle bin");

        client.get(V + "/sobjects/Account/updated"
                        + window(clock.instant(), clock.instant().minusSeconds(60)))
                .error(400, "INVALID_REPLICATION_DATE");
        client.get(V + "/sobjects/Account/updated"
                        + window(clock.instant().minus(Duration.ofDays(31)), clock.instant()))
                .error(400, "INVALID_REPLICATION_DATE");
        client.get(V + "/sobjects/Account/deleted?start=2024-06-15T10:00:00Z").error(400, "MISSING_ARGUMENT");

        clock.advance(Duration.ofDays(16));
        JsonNode purged = client.get(V + "/sobjects/Account/deleted"
                        + window(START, clock.instant().plusSeconds(60)))
                .json();
        assertEquals(0, purged.get("deletedRecords").size(), "purged after 15 days");
        assertEquals(
                0,
                client.get(V + "/queryAll?q="
                                + URLEncoder.encode(
                                        "SELECT Id FROM Account WHERE IsDeleted = true", StandardCharsets.UTF_8))
                        .json()
                        .get("totalSize")
                        .asInt());
        client.get(V + "/sobjects/Account/" + gone).error(404, "NOT_FOUND");
    }

    @Test
    void limitsCountEveryCallAndRefuseCallsOverTheQuota() throws Exception {
        EmulatorClient.Response first = client.get(V + "/limits");
        assertEquals(List.of("api-usage=1/1000"), first.headers().get("sforce-limit-info"));
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("other/camel-limits.json").get("DailyApiRequests"),
                first.json().get("DailyApiRequests"));
        assertEquals(999, first.json().get("DailyApiRequests").get("Remaining").asInt());
        first.json().fields().forEachRemaining(limit -> {
            assertTrue(limit.getValue().get("Max").isIntegralNumber(), limit.getKey());
            assertTrue(limit.getValue().get("Remaining").isIntegralNumber(), limit.getKey());
        });
        assertFalse(client.get("/services/data").headers().containsKey("sforce-limit-info"), "not on the version list");
        assertEquals(
                List.of("api-usage=2/1000"),
                client.get(V + "/sobjects").headers().get("sforce-limit-info"));

        try (Emulator tiny = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .dailyApiRequests(2)
                .build()
                .start()) {
            EmulatorClient small = new EmulatorClient(tiny.baseUrl());
            assertEquals(200, small.get(V + "/limits").status());
            assertEquals(200, small.get(V + "/limits").status());
            JsonNode refused = small.get(V + "/limits").error(403, "REQUEST_LIMIT_EXCEEDED");
            assertEquals("TotalRequests Limit exceeded.", refused.get("message").asText());
        }
    }

    @Test
    void identityUrlAnswersForTheTokenAndRevokeEndsTheSession() {
        EmulatorClient.Response token = client.token("grant_type=password&client_id=" + Emulator.DEFAULT_CLIENT_ID
                + "&client_secret=" + Emulator.DEFAULT_CLIENT_SECRET
                + "&username=ada.lovelace@refin.test&password=pw&scope=refresh_token");
        JsonNode grant = token.json();
        String access = grant.get("access_token").asText();
        EmulatorClient ada = client.withToken(access);
        String identityUrl = grant.get("id").asText();
        assertEquals(identityUrl, ada.get(V).json().get("identity").asText());
        JsonNode identity =
                ada.get(identityUrl.substring(emulator.baseUrl().length())).json();
        assertEquals("ada.lovelace@refin.test", identity.get("username").asText());
        assertEquals("Ada Lovelace", identity.get("display_name").asText());
        assertEquals(identityUrl, identity.get("id").asText());
        assertTrue(identity.get("urls").get("rest").isTextual());
        assertEquals(identity.get("user_id").asText(), identityUrl.substring(identityUrl.lastIndexOf('/') + 1));

        assertEquals(
                200,
                client.send(
                                "POST",
                                "/services/oauth2/revoke",
                                "token=" + access,
                                "Content-Type",
                                "application/x-www-form-urlencoded")
                        .status());
        ada.get(V + "/limits").error(401, "INVALID_SESSION_ID");
        assertEquals(
                403, ada.get(identityUrl.substring(emulator.baseUrl().length())).status());
        EmulatorClient.Response again = client.send(
                "POST",
                "/services/oauth2/revoke",
                "token=" + access,
                "Content-Type",
                "application/x-www-form-urlencoded");
        assertEquals(400, again.status());
        assertEquals("unsupported_token_type", again.json().get("error").asText());

        String refresh = grant.get("refresh_token").asText();
        EmulatorClient.Response refreshed = client.token("grant_type=refresh_token&client_id="
                + Emulator.DEFAULT_CLIENT_ID + "&refresh_token=" + URLEncoder.encode(refresh, StandardCharsets.UTF_8));
        String second = refreshed.json().get("access_token").asText();
        client.send(
                "POST",
                "/services/oauth2/revoke",
                "token=" + refresh,
                "Content-Type",
                "application/x-www-form-urlencoded");
        client.withToken(second).get(V + "/limits").error(401, "INVALID_SESSION_ID");
        assertEquals(
                400,
                client.token("grant_type=refresh_token&client_id=" + Emulator.DEFAULT_CLIENT_ID + "&refresh_token="
                                + URLEncoder.encode(refresh, StandardCharsets.UTF_8))
                        .status());
    }

    @Test
    void configuredUsersAreUserRowsAndStampTheirRecords() {
        String access = emulator.issueToken("ada.lovelace@refin.test");
        String id = client.withToken(access).create("Account", "{'Name':'By Ada'}");
        JsonNode row = client.get(V + "/query?q="
                        + URLEncoder.encode(
                                "SELECT CreatedBy.Name, Owner.Name, LastModifiedBy.Username FROM Account WHERE Id = '"
                                        + id + "'",
                                StandardCharsets.UTF_8))
                .json()
                .get("records")
                .get(0);
        assertEquals("Ada Lovelace", row.get("CreatedBy").get("Name").asText());
        assertEquals("Ada Lovelace", row.get("Owner").get("Name").asText());
        assertEquals(
                "ada.lovelace@refin.test",
                row.get("LastModifiedBy").get("Username").asText());
        JsonNode users = client.get(V + "/query?q="
                        + URLEncoder.encode(
                                "SELECT Id, FirstName, LastName, Username FROM User ORDER BY Username",
                                StandardCharsets.UTF_8))
                .json();
        assertEquals(
                List.of("ada.lovelace@refin.test", Emulator.DEFAULT_USERNAME),
                texts(users.get("records").findValues("Username")));
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("query/snowfakery-query-users-system-users.json")
                        .get("records")
                        .get(0),
                client.get(V + "/query?q="
                                + URLEncoder.encode(
                                        "SELECT Id, FirstName, LastName FROM User WHERE Username = 'ada.lovelace@refin.test'",
                                        StandardCharsets.UTF_8))
                        .json()
                        .get("records")
                        .get(0));
    }

    @Test
    void gzipBodiesAreReadAndOverlongUrisAnswer414() throws Exception {
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(zipped)) {
            gzip.write("{\"Name\":\"Zipped\"}".getBytes(StandardCharsets.UTF_8));
        }
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> created = http.send(
                HttpRequest.newBuilder(URI.create(emulator.baseUrl() + V + "/sobjects/Account"))
                        .header("Authorization", "Bearer " + Emulator.DEFAULT_TOKEN)
                        .header("Content-Type", "application/json")
                        .header("Content-Encoding", "gzip")
                        .POST(HttpRequest.BodyPublishers.ofByteArray(zipped.toByteArray()))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(201, created.statusCode(), created.body());
        String id = EmulatorClient.json(created.body()).get("id").asText();
        assertEquals("Zipped", client.read("Account", id).get("Name").asText());

        String soql = "SELECT Id FROM Account WHERE Name = '" + "x".repeat(20_000) + "'";
        EmulatorClient.Response tooLong = client.get(V + "/query?q=" + URLEncoder.encode(soql, StandardCharsets.UTF_8));
        assertEquals(414, tooLong.status());
        String fits = "SELECT Id FROM Account WHERE Name = '" + "x".repeat(15_000) + "'";
        assertEquals(
                200,
                client.get(V + "/query?q=" + URLEncoder.encode(fits, StandardCharsets.UTF_8))
                        .status());
    }

    @Test
    void queryErrorsComeWithoutFields() throws IOException {
        JsonNode malformed = client.get(V + "/query?q=" + URLEncoder.encode("SELECT FROM", StandardCharsets.UTF_8))
                .error(400, "MALFORMED_QUERY");
        assertFalse(malformed.has("fields"), malformed.toString());
        JsonNode invalid = client.get(
                        V + "/query?q=" + URLEncoder.encode("SELECT Nope__c FROM Account", StandardCharsets.UTF_8))
                .error(400, "INVALID_FIELD");
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("errors/restforce-query-invalid-field-placeholder.json")
                        .get(0),
                invalid);
    }

    private static List<String> texts(Iterable<JsonNode> nodes) {
        List<String> out = new ArrayList<>();
        nodes.forEach(n -> out.add(n.asText()));
        return out;
    }
}
