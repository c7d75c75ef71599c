package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** JWT bearer (RS256 over a PEM PKCS#8 key) and refresh-token providers against a loopback token endpoint. */
class JwtAndRefreshAuthTest {
    private static final String TOKEN_PATH = "/services/oauth2/token";
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    private static final String EXPIRED =
            "[{\"message\":\"Session expired or invalid\",\"errorCode\":\"INVALID_SESSION_ID\"}]";
    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    private static KeyPair keys;
    private static String pem;

    private LoopbackServer server;
    private final AtomicInteger issued = new AtomicInteger();

    @BeforeAll
    static void makeKey() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        keys = generator.generateKeyPair();
        pem = "-----BEGIN PRIVATE KEY-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                        .encodeToString(keys.getPrivate().getEncoded())
                + "\n-----END PRIVATE KEY-----\n";
    }

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private LoopbackServer.Reply tokenReply() {
        return LoopbackServer.Reply.json(
                200,
                "{\"access_token\":\"00Dxx!tok-" + issued.incrementAndGet() + "\",\"instance_url\":\"" + server.url()
                        + "\",\"token_type\":\"Bearer\",\"issued_at\":\"1278448384422\"}");
    }

    private static Map<String, String> form(String body) {
        Map<String, String> form = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            form.put(
                    URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                    URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return form;
    }

    /** Answers the token endpoint; data requests succeed only with the latest token. */
    private void serve() {
        server.respond(request -> {
            if (request.path().equals(TOKEN_PATH)) {
                return tokenReply();
            }
            String current = "Bearer 00Dxx!tok-" + issued.get();
            return current.equals(request.authorization())
                    ? LoopbackServer.Reply.json(200, "{\"Id\":\"" + ID + "\"}")
                    : LoopbackServer.Reply.json(401, EXPIRED);
        });
    }

    private RefinClient client(AuthProvider auth) {
        return RefinClient.builder().instanceUrl(server.url()).auth(auth).build();
    }

    @Test
    void jwtBearerSignsAnRs256AssertionThatVerifies() throws Exception {
        serve();
        JwtBearerAuth auth = JwtBearerAuth.of(
                server.url(),
                "https://login.salesforce.com",
                "consumer-key",
                "integration@example.com",
                pem,
                Duration.ofSeconds(5),
                Clock.fixed(NOW, ZoneOffset.UTC));
        client(auth).get(Invoice.SOBJECT_TYPE, RecordId.of(ID));

        Map<String, String> form = form(server.requests(TOKEN_PATH).get(0).body());
        assertEquals("urn:ietf:params:oauth:grant-type:jwt-bearer", form.get("grant_type"));
        String[] parts = form.get("assertion").split("\\.");
        assertEquals(3, parts.length);
        Base64.Decoder url = Base64.getUrlDecoder();
        JsonNode header = Codecs.MAPPER.readTree(url.decode(parts[0]));
        JsonNode claims = Codecs.MAPPER.readTree(url.decode(parts[1]));
        assertEquals("RS256", header.get("alg").asText());
        assertEquals("consumer-key", claims.get("iss").asText());
        assertEquals("integration@example.com", claims.get("sub").asText());
        assertEquals("https://login.salesforce.com", claims.get("aud").asText());
        assertEquals(NOW.getEpochSecond() + 180, claims.get("exp").asLong());
        Signature verifier = Signature.getInstance("SHA256withRSA");
        verifier.initVerify(keys.getPublic());
        verifier.update((parts[0] + "." + parts[1]).getBytes(StandardCharsets.US_ASCII));
        assertTrue(verifier.verify(url.decode(parts[2])));
        assertFalse(auth.toString().contains("BEGIN"), auth.toString());
        assertFalse(auth.toString().contains("tok-"), auth.toString());
    }

    @Test
    void jwtBearerSignsAFreshAssertionOnA401() {
        serve();
        JwtBearerAuth auth = JwtBearerAuth.of(server.url(), "consumer-key", "u@example.com", pem);
        RefinClient client = client(auth);
        client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        issued.incrementAndGet(); // the server moves on: the held token is now refused
        client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        assertEquals(2, server.requests(TOKEN_PATH).size());
    }

    @Test
    void jwtRefusesKeysThatAreNotPkcs8AndNeverEchoesThem() {
        IllegalArgumentException pkcs1 = assertThrows(
                IllegalArgumentException.class,
                () -> JwtBearerAuth.of(
                        server.url(),
                        "k",
                        "u",
                        "-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----"));
        assertTrue(pkcs1.getMessage().contains("pkcs8"), pkcs1.getMessage());
        IllegalArgumentException garbage = assertThrows(
                IllegalArgumentException.class,
                () -> JwtBearerAuth.of(
                        server.url(), "k", "u", "-----BEGIN PRIVATE KEY-----\nSECRETSTUFF\n-----END PRIVATE KEY-----"));
        assertFalse(garbage.getMessage().contains("SECRETSTUFF"), garbage.getMessage());
    }

    @Test
    void refreshTokenStartsWithTheGivenTokenAndRefreshesOnA401() {
        serve();
        RefreshTokenAuth auth = RefreshTokenAuth.of(server.url(), "client-id", "secret", "5Aep-refresh", "old-token");
        RefinClient client = client(auth);
        client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));

        List<LoopbackServer.Request> requests = server.requests();
        assertEquals(3, requests.size(), "refused with the old token, one refresh, one retry");
        assertEquals("Bearer old-token", requests.get(0).authorization());
        Map<String, String> form = form(requests.get(1).body());
        assertEquals("refresh_token", form.get("grant_type"));
        assertEquals("5Aep-refresh", form.get("refresh_token"));
        assertEquals("client-id", form.get("client_id"));
        assertEquals("secret", form.get("client_secret"));
        assertEquals("Bearer 00Dxx!tok-1", requests.get(2).authorization());
        assertFalse(auth.toString().contains("5Aep"), auth.toString());
        assertFalse(auth.toString().contains("old-token"), auth.toString());
    }

    @Test
    void refreshTokenWithoutAnInitialTokenRefreshesFirst() {
        serve();
        RefreshTokenAuth auth = RefreshTokenAuth.of(server.url(), "client-id", null, "5Aep-refresh", null);
        client(auth).get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        assertEquals(2, server.requests().size());
        assertFalse(form(server.requests().get(0).body()).containsKey("client_secret"));
    }

    @Test
    void aRevokedRefreshTokenIsATypedAuthErrorWithoutTheToken() {
        server.respond(request -> request.path().equals(TOKEN_PATH)
                ? LoopbackServer.Reply.json(
                        400, "{\"error\":\"invalid_grant\",\"error_description\":\"expired access/refresh token\"}")
                : LoopbackServer.Reply.json(401, EXPIRED));
        RefreshTokenAuth auth = RefreshTokenAuth.of(server.url(), "client-id", null, "5Aep-refresh", "old-token");
        RefinAuthException e =
                assertThrows(RefinAuthException.class, () -> client(auth).get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals("invalid_grant", e.error());
        assertFalse(e.getMessage().contains("5Aep"), e.getMessage());
        assertFalse(e.getMessage().contains("old-token"), e.getMessage());
    }
}
