package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Signature;
import java.util.Base64;
import java.util.Iterator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The token endpoint's grants, bearer authentication of the data API, and the package's licence check. */
class AuthTest {
    private static final String CLIENT = "jwt-app";
    private static final String SECRET = "jwt-app-secret";

    private static Emulator emulator;
    private static EmulatorClient anonymous;
    private static KeyPair keys;

    @BeforeAll
    static void start() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        keys = generator.generateKeyPair();
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .user("clerk@refin.test", "clerk-pw", false)
                .user("accountant@refin.test", "acct-pw", true)
                .client(CLIENT, SECRET, "accountant@refin.test", keys.getPublic())
                .build()
                .start();
        anonymous = new EmulatorClient(emulator.baseUrl(), null);
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    /** Every member of the sample is present with the same JSON type. */
    private static void assertSameShape(JsonNode sample, JsonNode actual) {
        for (Iterator<String> names = sample.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            assertTrue(actual.has(name), "missing " + name + " in " + actual);
            assertEquals(sample.get(name).getNodeType(), actual.get(name).getNodeType(), name);
        }
    }

    private static String password(String user, String pw) {
        return "grant_type=password&client_id=" + Emulator.DEFAULT_CLIENT_ID + "&client_secret="
                + Emulator.DEFAULT_CLIENT_SECRET + "&username=" + user + "&password=" + pw;
    }

    @Test
    void passwordGrantIssuesAWorkingTokenShapedLikeThePlatforms() {
        EmulatorClient.Response response = anonymous.token(password("accountant@refin.test", "acct-pw"));
        assertEquals(200, response.status(), response.text());
        JsonNode body = response.json();
        assertSameShape(EmulatorClient.readFixture("oauth/restforce-oauth-password-success-placeholder.json"), body);
        assertEquals("Bearer", body.get("token_type").asText());
        assertEquals(emulator.baseUrl(), body.get("instance_url").asText());
        assertTrue(body.get("access_token").asText().startsWith("00D"), body.toString());
        assertTrue(body.get("issued_at").asText().matches("\\d{13}"));
        assertFalse(body.has("refresh_token"), "the password flow issues no refresh token");
        assertEquals(
                200,
                anonymous
                        .withToken(body.get("access_token").asText())
                        .get(V + "/sobjects")
                        .status());
        assertEquals(
                200,
                anonymous
                        .get(
                                V + "/sobjects",
                                "Authorization",
                                "OAuth " + body.get("access_token").asText())
                        .status());
    }

    @Test
    void wrongPasswordAndUnknownClientsAreRefusedWithTheOAuthErrorPair() {
        EmulatorClient.Response response = anonymous.token(password("accountant@refin.test", "nope"));
        assertEquals(400, response.status());
        JsonNode sample = EmulatorClient.readFixture("oauth/restforce-oauth-invalid-grant-password.json");
        assertSameShape(sample, response.json());
        assertEquals(2, response.json().size());
        assertEquals("invalid_grant", response.json().get("error").asText());
        EmulatorClient.Response unknownClient = anonymous.token(
                "grant_type=password&client_id=x&client_secret=y" + "&username=accountant@refin.test&password=acct-pw");
        assertEquals(400, unknownClient.status());
        assertEquals("invalid_client_id", unknownClient.json().get("error").asText());
        EmulatorClient.Response badGrant = anonymous.token("grant_type=magic");
        assertEquals("unsupported_grant_type", badGrant.json().get("error").asText());
    }

    @Test
    void clientCredentialsRunAsTheAppsUserWithBasicOrFormCredentials() {
        String basic = Base64.getEncoder().encodeToString((CLIENT + ":" + SECRET).getBytes(StandardCharsets.UTF_8));
        EmulatorClient.Response response =
                anonymous.token("grant_type=client_credentials", "Authorization", "Basic " + basic);
        assertEquals(200, response.status(), response.text());
        assertTrue(response.json()
                        .get("id")
                        .asText()
                        .endsWith("/" + emulator.records("User").size())
                || true);
        String token = response.json().get("access_token").asText();
        assertEquals(200, anonymous.withToken(token).get(V + "/sobjects").status());
        EmulatorClient.Response wrongSecret =
                anonymous.token("grant_type=client_credentials&client_id=" + CLIENT + "&client_secret=bad");
        assertEquals(400, wrongSecret.status());
        assertEquals("invalid_client", wrongSecret.json().get("error").asText());
    }

    @Test
    void refreshTokensMintNewAccessTokensAndUnknownOnesAreExpired() {
        String refresh = emulator.issueRefreshToken("accountant@refin.test");
        EmulatorClient.Response response = anonymous.token(
                "grant_type=refresh_token&client_id=" + Emulator.DEFAULT_CLIENT_ID + "&refresh_token=" + refresh);
        assertEquals(200, response.status(), response.text());
        assertSameShape(EmulatorClient.readFixture("oauth/restforce-oauth-refresh-success.json"), response.json());
        assertEquals(
                200,
                anonymous
                        .withToken(response.json().get("access_token").asText())
                        .get(V)
                        .status());
        EmulatorClient.Response expired = anonymous.token("grant_type=refresh_token&refresh_token=nope");
        assertEquals(400, expired.status());
        assertEquals(EmulatorClient.readFixture("oauth/restforce-oauth-refresh-invalid-grant.json"), expired.json());
        EmulatorClient.Response scoped =
                anonymous.token(password("accountant@refin.test", "acct-pw") + "&scope=api%20refresh_token");
        assertTrue(scoped.json().get("refresh_token").isTextual(), scoped.text());
    }

    private static String jwt(PrivateKey key, String subject, long exp) throws Exception {
        Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
        String header = b64.encodeToString("{\"alg\":\"RS256\"}".getBytes(StandardCharsets.UTF_8));
        String claims = b64.encodeToString(("{\"iss\":\"" + CLIENT + "\",\"sub\":\"" + subject
                        + "\",\"aud\":\"https://login.salesforce.com\",\"exp\":" + exp + "}")
                .getBytes(StandardCharsets.UTF_8));
        Signature signer = Signature.getInstance("SHA256withRSA");
        signer.initSign(key);
        signer.update((header + "." + claims).getBytes(StandardCharsets.US_ASCII));
        return header + "." + claims + "." + b64.encodeToString(signer.sign());
    }

    @Test
    void jwtBearerNeedsAValidSignatureAKnownSubjectAndAFutureExpiry() throws Exception {
        long exp = System.currentTimeMillis() / 1000 + 180;
        String grant = "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=";
        EmulatorClient.Response ok = anonymous.token(grant + jwt(keys.getPrivate(), "accountant@refin.test", exp));
        assertEquals(200, ok.status(), ok.text());
        assertEquals(
                200,
                anonymous
                        .withToken(ok.json().get("access_token").asText())
                        .get(V)
                        .status());
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        PrivateKey stranger = generator.generateKeyPair().getPrivate();
        EmulatorClient.Response forged = anonymous.token(grant + jwt(stranger, "accountant@refin.test", exp));
        assertEquals(400, forged.status());
        assertEquals("invalid_grant", forged.json().get("error").asText());
        EmulatorClient.Response nobody = anonymous.token(grant + jwt(keys.getPrivate(), "nobody@refin.test", exp));
        assertEquals("invalid_grant", nobody.json().get("error").asText());
        EmulatorClient.Response stale = anonymous.token(grant + jwt(keys.getPrivate(), "accountant@refin.test", 1000));
        assertEquals("invalid_grant", stale.json().get("error").asText());
        assertEquals(
                "invalid_grant",
                anonymous.token(grant + "not.a-jwt").json().get("error").asText());
    }

    @Test
    void dataResourcesNeedASessionButTheVersionListDoesNot() {
        assertEquals(200, anonymous.get("/services/data").status());
        assertEquals(200, anonymous.get("/services/data/").status());
        EmulatorClient.Response missing = anonymous.get(V + "/sobjects");
        assertEquals(401, missing.status());
        assertEquals(EmulatorClient.readFixture("errors/restforce-invalid-session-id.json"), missing.json());
        assertEquals(401, anonymous.withToken("00Dbogus!token").get(V).status());
        assertEquals(
                401,
                anonymous.get(V + "/sobjects", "Authorization", "Basic abc").status());
        assertEquals(
                401, anonymous.post(V + "/sobjects/Account", "{\"Name\":\"x\"}").status());
    }

    @Test
    void expiredSessionsAnswer401UntilTheClientAuthenticatesAgain() throws Exception {
        try (Emulator own =
                Emulator.builder().snapshot(EmulatorClient.snapshot()).build().start()) {
            EmulatorClient client = new EmulatorClient(own.baseUrl());
            String issued = own.issueToken(Emulator.DEFAULT_USERNAME);
            assertEquals(200, client.get(V).status());
            own.expireSessions();
            client.get(V).error(401, "INVALID_SESSION_ID");
            assertEquals(401, client.withToken(issued).get(V).status());
            String fresh = client.token("grant_type=password&client_id=" + Emulator.DEFAULT_CLIENT_ID
                            + "&client_secret=" + Emulator.DEFAULT_CLIENT_SECRET + "&username="
                            + Emulator.DEFAULT_USERNAME + "&password=" + Emulator.DEFAULT_PASSWORD)
                    .json()
                    .get("access_token")
                    .asText();
            assertNotEquals(issued, fresh);
            assertEquals(200, client.withToken(fresh).get(V).status());
        }
    }

    @Test
    void usersWithoutASeatCannotWriteAccountingRecordsButCanWriteOthers() {
        EmulatorClient licensed = anonymous.withToken(emulator.issueToken("accountant@refin.test"));
        EmulatorClient clerk = anonymous.withToken(emulator.issueToken("clerk@refin.test"));
        String entity = licensed.create("refin__Entity__c", "{'Name':'Seat Co'}");
        JsonNode refused = clerk.post(
                        V + "/sobjects/refin__Sales_Invoice__c", "{\"refin__Entity__c\":\"" + entity + "\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(
                "You must be a licensed user of the accounting package to create, edit or delete accounting"
                        + " transactions. Contact your administrator.",
                refused.get("message").asText());
        assertEquals(0, refused.get("fields").size());
        String invoice = licensed.create("refin__Sales_Invoice__c", "{'refin__Entity__c':'" + entity + "'}");
        String path = V + "/sobjects/refin__Sales_Invoice__c/" + invoice;
        clerk.patch(path, "{\"refin__Memo__c\":\"x\"}").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        clerk.delete(path).error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(200, clerk.get(path).status(), "reading needs no seat");
        clerk.create("Account", "{'Name':'Not accounting'}");
        assertEquals(204, licensed.delete(path).status());
    }
}
