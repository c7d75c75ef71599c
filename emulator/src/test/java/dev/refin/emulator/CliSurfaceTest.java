package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Signature;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the Salesforce CLI reads besides the REST resources of the guide, over HTTP: query column metadata
 * ({@code columns=true}), OpenID Connect user info, the {@code Organization} record, Bulk API 1.0's documented
 * refusal, paths with repeated slashes, and connected apps with a JWT key from the configuration file.
 */
class CliSurfaceTest {
    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatorClient.startReadyOrg();
        client = new EmulatorClient(emulator.baseUrl());
        client.create("Account", "{'Name': 'Columns Ltd', 'Industry': 'Energy'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static JsonNode columns(String soql) {
        EmulatorClient.Response response =
                client.get(V + "/query?q=" + URLEncoder.encode(soql, StandardCharsets.UTF_8) + "&columns=true");
        assertEquals(200, response.status(), response.text());
        return response.json();
    }

    private static List<String> names(JsonNode columns) {
        List<String> out = new ArrayList<>();
        columns.forEach(c -> out.add(c.get("columnName").asText()));
        return out;
    }

    @Test
    void columnsTrueAnswersThePlainColumnsWithTypesAndNoRecords() {
        JsonNode answer = columns("SELECT Id, Name, Industry, refin__Is_Vendor__c FROM Account");
        assertFalse(answer.has("records"), answer.toString());
        assertEquals("Account", answer.get("entityName").asText());
        assertEquals("001", answer.get("keyPrefix").asText());
        assertTrue(answer.get("idSelected").asBoolean());
        assertFalse(answer.get("groupBy").asBoolean());
        JsonNode metadata = answer.get("columnMetadata");
        assertEquals(List.of("Id", "Name", "Industry", "refin__Is_Vendor__c"), names(metadata));
        JsonNode id = metadata.get(0);
        assertEquals("Id", id.get("apexType").asText());
        assertFalse(id.get("insertable").asBoolean());
        JsonNode name = metadata.get(1);
        assertEquals("Name", name.get("displayName").asText());
        assertEquals("String", name.get("apexType").asText());
        assertTrue(name.get("textType").asBoolean());
        assertTrue(name.get("insertable").asBoolean() && name.get("updatable").asBoolean());
        assertFalse(name.get("aggregate").asBoolean());
        assertEquals(0, name.get("joinColumns").size());
        assertTrue(name.has("foreignKeyName") && name.get("foreignKeyName").isNull());
        JsonNode vendor = metadata.get(3);
        assertTrue(vendor.get("custom").asBoolean());
        assertTrue(vendor.get("booleanType").asBoolean());
        assertEquals("Boolean", vendor.get("apexType").asText());
        assertFalse(columns("SELECT Name FROM Account").get("idSelected").asBoolean());
    }

    @Test
    void columnsTrueGroupsParentFieldsUnderTheirRelationshipAndNestsChildQueries() {
        JsonNode metadata = columns("SELECT Name, Owner.Name, Owner.Username, CreatedBy.Name,"
                        + " (SELECT Name, refin__Entity__r.refin__Code__c FROM refin__Sales_Invoices__r) FROM Account")
                .get("columnMetadata");
        assertEquals(List.of("Name", "Owner", "CreatedBy", "refin__Sales_Invoices__r"), names(metadata));
        JsonNode owner = metadata.get(1);
        assertFalse(owner.get("aggregate").asBoolean());
        assertEquals(List.of("Name", "Username"), names(owner.get("joinColumns")));
        assertFalse(owner.get("joinColumns").get(0).get("updatable").asBoolean(), "read through a parent");
        JsonNode invoices = metadata.get(3);
        assertTrue(invoices.get("aggregate").asBoolean(), "a subquery is an aggregate column");
        JsonNode children = invoices.get("joinColumns");
        assertEquals(List.of("Name", "refin__Entity__r"), names(children));
        assertEquals(List.of("refin__Code__c"), names(children.get(1).get("joinColumns")));
    }

    @Test
    void columnsTrueNamesAggregatesByAliasOrExprAndDisplaysThemAsWritten() {
        JsonNode answer = columns(
                "SELECT Industry, COUNT(Id), MAX(Name) latest, MIN(CreatedDate) FROM Account" + " GROUP BY Industry");
        assertTrue(answer.get("groupBy").asBoolean());
        JsonNode metadata = answer.get("columnMetadata");
        assertEquals(List.of("Industry", "expr0", "latest", "expr1"), names(metadata));
        assertFalse(metadata.get(0).get("aggregate").asBoolean());
        JsonNode count = metadata.get(1);
        assertTrue(count.get("aggregate").asBoolean());
        assertEquals("COUNT(Id)", count.get("displayName").asText());
        assertEquals("Integer", count.get("apexType").asText());
        assertTrue(count.get("numberType").asBoolean());
        assertEquals("latest", metadata.get(2).get("displayName").asText(), "an alias is its display name");
        assertEquals("String", metadata.get(2).get("apexType").asText());
        assertEquals("MIN(CreatedDate)", metadata.get(3).get("displayName").asText());
        assertEquals("Datetime", metadata.get(3).get("apexType").asText());
        // The grouped field through a parent sits in the row under its own name.
        JsonNode grouped = columns("SELECT Owner.Name, COUNT(Id) FROM Account GROUP BY Owner.Name")
                .get("columnMetadata")
                .get(0);
        assertEquals("Name", grouped.get("columnName").asText());
        assertEquals("Owner.Name", grouped.get("displayName").asText());
    }

    @Test
    void columnsTrueRefusesWhatTheQueryRefuses() {
        client.get(V + "/query?q=" + URLEncoder.encode("SELECT Nope__c FROM Account", StandardCharsets.UTF_8)
                        + "&columns=true")
                .error(400, "INVALID_FIELD");
        client.get(V + "/query?columns=true").error(400, "MALFORMED_QUERY");
        // columns=false is an ordinary query.
        EmulatorClient.Response rows = client.get(V + "/query?q="
                + URLEncoder.encode("SELECT Name FROM Account", StandardCharsets.UTF_8) + "&columns=false");
        assertTrue(rows.json().has("records"), rows.text());
    }

    @Test
    void userInfoAnswersTheIdentityAsOpenIdConnectClaims() {
        EmulatorClient.Response token = new EmulatorClient(emulator.baseUrl(), null)
                .token("grant_type=password&client_id=" + Emulator.DEFAULT_CLIENT_ID + "&client_secret="
                        + Emulator.DEFAULT_CLIENT_SECRET + "&username=seatless@refin.test&password=pw");
        assertEquals(200, token.status(), token.text());
        EmulatorClient ada = client.withToken(token.json().get("access_token").asText());
        EmulatorClient.Response info = ada.get("/services/oauth2/userinfo");
        assertEquals(200, info.status(), info.text());
        JsonNode claims = info.json();
        JsonNode identity = ada.get(token.json()
                        .get("id")
                        .asText()
                        .substring(emulator.baseUrl().length()))
                .json();
        assertEquals(token.json().get("id").asText(), claims.get("sub").asText());
        assertEquals(identity.get("user_id"), claims.get("user_id"));
        assertEquals(identity.get("organization_id"), claims.get("organization_id"));
        assertEquals("seatless@refin.test", claims.get("preferred_username").asText());
        assertEquals("Seatless User", claims.get("name").asText());
        assertEquals("Seatless", claims.get("given_name").asText());
        assertEquals("User", claims.get("family_name").asText());
        assertEquals(identity.get("urls"), claims.get("urls"));
        // The User record of that id is readable, with the same username.
        JsonNode user =
                ada.get(V + "/sobjects/User/" + claims.get("user_id").asText()).json();
        assertEquals("seatless@refin.test", user.get("Username").asText());
        assertEquals(200, ada.send("POST", "/services/oauth2/userinfo", "").status());
        EmulatorClient.Response refused = client.withToken("nope").get("/services/oauth2/userinfo");
        assertEquals(403, refused.status());
        assertEquals("Bad_OAuth_Token", refused.json().get("error").asText());
        assertEquals(
                403,
                new EmulatorClient(emulator.baseUrl(), null)
                        .get("/services/oauth2/userinfo")
                        .status());
    }

    @Test
    void theOrganizationIsInTheGlobalDescribeAndQueryable() {
        JsonNode global = client.get(V + "/sobjects").json();
        JsonNode listed = null;
        for (JsonNode item : global.get("sobjects")) {
            if (item.get("name").asText().equals("Organization")) {
                listed = item;
            }
        }
        assertTrue(listed != null, "Organization listed");
        assertEquals("00D", listed.get("keyPrefix").asText());
        assertFalse(listed.get("createable").asBoolean());
        assertFalse(listed.get("deletable").asBoolean());
        JsonNode org = client.get(V + "/query?q="
                        + URLEncoder.encode(
                                "SELECT Id, Name, InstanceName, IsSandbox, TrialExpirationDate, NamespacePrefix,"
                                        + " OrganizationType FROM Organization",
                                StandardCharsets.UTF_8))
                .json()
                .get("records");
        assertEquals(1, org.size());
        JsonNode row = org.get(0);
        String userinfoOrg = client.get("/services/oauth2/userinfo")
                .json()
                .get("organization_id")
                .asText();
        assertEquals(userinfoOrg, row.get("Id").asText());
        assertEquals("refin emulator", row.get("Name").asText());
        assertEquals("EMU1", row.get("InstanceName").asText());
        assertFalse(row.get("IsSandbox").asBoolean());
        assertTrue(row.get("TrialExpirationDate").isNull());
        assertTrue(row.get("NamespacePrefix").isNull());
        assertEquals("Developer Edition", row.get("OrganizationType").asText());
        assertEquals(
                "refin emulator",
                client.read("Organization", userinfoOrg).get("Name").asText());
        client.post(V + "/sobjects/Organization", "{\"Name\": \"Another\"}")
                .error(400, "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY");
    }

    @Test
    void bulkApiOneAnswersItsDocumentedNotFound() {
        String session = Emulator.DEFAULT_TOKEN;
        EmulatorClient anonymous = new EmulatorClient(emulator.baseUrl(), null);
        EmulatorClient.Response xml =
                anonymous.get("/services/async/62.0/job/750000000000001AAA", "X-SFDC-Session", session);
        assertEquals(404, xml.status(), xml.text());
        assertTrue(xml.text().contains("<exceptionCode>NOT_FOUND</exceptionCode>"), xml.text());
        assertTrue(xml.text().contains("Bulk API 1.0 (/services/async) is not emulated"), xml.text());
        EmulatorClient.Response json = anonymous.send(
                "POST",
                "/services/async/62.0/job",
                "{\"operation\":\"insert\",\"object\":\"Account\"}",
                "X-SFDC-Session",
                session,
                "Content-Type",
                "application/json");
        assertEquals(404, json.status());
        assertEquals("NOT_FOUND", json.json().get("exceptionCode").asText());
        EmulatorClient.Response noSession = anonymous.get("/services/async/62.0/job/750000000000001AAA");
        assertEquals(400, noSession.status());
        assertTrue(noSession.text().contains("InvalidSessionId"), noSession.text());
    }

    @Test
    void repeatedSlashesInAPathAreCollapsed() {
        assertEquals(200, client.get("//services/data/v62.0/limits").status());
        JsonNode rows = client.get("//services/data//v62.0/query?q=SELECT+Name+FROM+Organization")
                .json();
        assertEquals("refin emulator", rows.at("/records/0/Name").asText());
        assertEquals(200, client.get("//services/oauth2/userinfo").status());
        assertEquals(404, client.get("//services/async/62.0/job/x").status());
        client.withToken("nope").get("//services/data/v62.0/limits").error(401, "INVALID_SESSION_ID");
    }

    @Test
    void aConfiguredConnectedAppChecksTheJwtSignatureWithItsKey(@TempDir Path dir) throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        KeyPair keys = generator.generateKeyPair();
        KeyPair other = generator.generateKeyPair();
        Files.writeString(
                dir.resolve("app.pem"),
                "-----BEGIN PUBLIC KEY-----\n"
                        + Base64.getMimeEncoder()
                                .encodeToString(keys.getPublic().getEncoded())
                        + "\n-----END PUBLIC KEY-----\n");
        Path config = dir.resolve("org.yaml");
        Files.writeString(
                config,
                "users:\n  - {username: ada@refin.test, password: pw}\n"
                        + "clients:\n  - {clientId: cli, secret: s, runAs: ada@refin.test, jwtKey: app.pem}\n");
        try (Emulator jwtOrg = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .config(config)
                .build()
                .start()) {
            EmulatorClient anonymous = new EmulatorClient(jwtOrg.baseUrl(), null);
            String grant = "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=";
            EmulatorClient.Response ok = anonymous.token(grant + jwt(keys.getPrivate()));
            assertEquals(200, ok.status(), ok.text());
            EmulatorClient.Response bad = anonymous.token(grant + jwt(other.getPrivate()));
            assertEquals(400, bad.status());
            assertEquals("invalid_grant", bad.json().get("error").asText());
        }
        Files.writeString(
                dir.resolve("bad.yaml"), "clients:\n  - {clientId: cli, secret: s, runAs: x, jwtKey: none}\n");
        IllegalArgumentException missing = assertThrows(
                IllegalArgumentException.class, () -> Emulator.builder().config(dir.resolve("bad.yaml")));
        assertTrue(missing.getMessage().contains("clients[0].jwtKey"), missing.getMessage());
    }

    private static String jwt(PrivateKey key) throws Exception {
        Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
        String header = b64.encodeToString("{\"alg\":\"RS256\"}".getBytes(StandardCharsets.UTF_8));
        String claims = b64.encodeToString(("{\"iss\":\"cli\",\"sub\":\"ada@refin.test\",\"aud\":\"x\",\"exp\":"
                        + (System.currentTimeMillis() / 1000 + 120) + "}")
                .getBytes(StandardCharsets.UTF_8));
        Signature signer = Signature.getInstance("SHA256withRSA");
        signer.initSign(key);
        signer.update((header + "." + claims).getBytes(StandardCharsets.US_ASCII));
        return header + "." + claims + "." + b64.encodeToString(signer.sign());
    }
}
