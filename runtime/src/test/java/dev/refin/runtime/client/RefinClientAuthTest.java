package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RefinClientAuthTest {
    private static final String TOKEN_PATH = "/services/oauth2/token";
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    private static final String SECRET = "s3cr3t-client";
    private static final String PASSWORD = "hunter2+SECTOKEN";
    private static final String EXPIRED =
            "[{\"message\":\"Session expired or invalid\",\"errorCode\":\"INVALID_SESSION_ID\"}]";

    private LoopbackServer server;
    private final AtomicInteger issued = new AtomicInteger();

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private LoopbackServer.Reply tokenReply() {
        String token = "00Dxx!token-" + issued.incrementAndGet();
        return LoopbackServer.Reply.json(
                200,
                "{\"access_token\":\"" + token + "\",\"instance_url\":\"" + server.url() + "\","
                        + "\"id\":\"https://login.example.com/id/00Dxx/005xx\",\"token_type\":\"Bearer\","
                        + "\"issued_at\":\"1278448384422\",\"signature\":\"sig=\"}");
    }

    private static LoopbackServer.Reply record() {
        return LoopbackServer.Reply.json(200, "{\"Id\":\"" + ID + "\",\"Name\":\"ok\"}");
    }

    private RefinClient client(AuthProvider auth) {
        return RefinClient.builder().instanceUrl(server.url()).auth(auth).build();
    }

    private OAuthPasswordAuth passwordAuth() {
        return OAuthPasswordAuth.of(server.url(), "client-id", SECRET, "integration@example.com", PASSWORD);
    }

    @Test
    void a401RefreshesOnceAndRetriesOnce() {
        server.respond(request -> {
            if (request.path().equals(TOKEN_PATH)) {
                return tokenReply();
            }
            return "Bearer 00Dxx!token-2".equals(request.authorization())
                    ? record()
                    : LoopbackServer.Reply.json(401, EXPIRED);
        });
        RefinClient client = client(passwordAuth());

        Invoice invoice = client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));

        assertEquals("ok", invoice.get(Invoice.NAME));
        List<LoopbackServer.Request> tokens = server.requests(TOKEN_PATH);
        assertEquals(2, tokens.size(), "initial token + one refresh");
        assertEquals("application/x-www-form-urlencoded", tokens.get(0).contentType());
        assertEquals(
                "grant_type=password&client_id=client-id&client_secret=s3cr3t-client"
                        + "&username=integration%40example.com&password=hunter2%2BSECTOKEN",
                tokens.get(0).body());
        List<LoopbackServer.Request> data = server.requests("/services/data");
        assertEquals(2, data.size(), "the request and one retry");
        assertEquals("Bearer 00Dxx!token-1", data.get(0).authorization());
        assertEquals("Bearer 00Dxx!token-2", data.get(1).authorization());
    }

    @Test
    void aNewerTokenThatIsRefusedTooIsRefreshedOnceMore() {
        // While this call's request with token-1 is under way, another caller refreshes to token-2 and then the
        // org expires sessions again: the call is refused with token-1, then with token-2 (handed over without a
        // token request), and succeeds with token-3 from one real refresh.
        OAuthPasswordAuth auth = passwordAuth();
        java.util.concurrent.atomic.AtomicReference<String> valid = new java.util.concurrent.atomic.AtomicReference<>();
        server.respond(request -> {
            if (request.path().equals(TOKEN_PATH)) {
                return tokenReply();
            }
            if ("Bearer 00Dxx!token-1".equals(request.authorization())) {
                auth.refresh("00Dxx!token-1"); // another caller's refresh: token-2
                valid.set("Bearer 00Dxx!token-3"); // and the sessions expire again
            }
            return request.authorization().equals(valid.get()) ? record() : LoopbackServer.Reply.json(401, EXPIRED);
        });

        Invoice invoice = client(auth).get(Invoice.SOBJECT_TYPE, RecordId.of(ID));

        assertEquals("ok", invoice.get(Invoice.NAME));
        assertEquals(3, server.requests(TOKEN_PATH).size());
        assertEquals(
                List.of("Bearer 00Dxx!token-1", "Bearer 00Dxx!token-2", "Bearer 00Dxx!token-3"),
                server.requests("/services/data").stream()
                        .map(LoopbackServer.Request::authorization)
                        .toList());
    }

    @Test
    void aSecond401FailsWithoutLooping() {
        server.respond(
                request -> request.path().equals(TOKEN_PATH) ? tokenReply() : LoopbackServer.Reply.json(401, EXPIRED));
        RefinClient client = client(passwordAuth());

        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));

        assertEquals(401, e.status());
        assertEquals(ErrorKind.SESSION_EXPIRED, e.kind());
        assertFalse(e.isRetryable());
        assertEquals(2, server.requests(TOKEN_PATH).size());
        assertEquals(2, server.requests("/services/data").size());
        assertFalse(e.getMessage().contains("token-"), e.getMessage());
    }

    @Test
    void aStaticTokenCannotRefreshSoThe401IsSurfacedAtOnce() {
        server.respond(request -> LoopbackServer.Reply.json(401, EXPIRED));
        RefinClient client = client(StaticTokenAuth.of("static-secret-token"));
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.delete(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals(ErrorKind.SESSION_EXPIRED, e.kind());
        assertEquals(1, server.requests().size());
        assertFalse(e.getMessage().contains("static-secret-token"));
    }

    @Test
    void aSessionNotValidForRestIsNotRefreshed() {
        server.respond(request -> request.path().equals(TOKEN_PATH)
                ? tokenReply()
                : LoopbackServer.Reply.json(
                        401,
                        "[{\"message\":\"This session is not valid for use with the REST API\","
                                + "\"errorCode\":\"INVALID_SESSION_ID\"}]"));
        RefinClient client = client(passwordAuth());
        assertThrows(RefinApiException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals(1, server.requests(TOKEN_PATH).size());
        assertEquals(1, server.requests("/services/data").size());
    }

    @Test
    void clientCredentialsSendsItsGrant() {
        server.respond(request -> request.path().equals(TOKEN_PATH) ? tokenReply() : record());
        ClientCredentialsAuth auth = ClientCredentialsAuth.of(server.url(), "cid", SECRET);
        client(auth).get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        assertEquals(
                "grant_type=client_credentials&client_id=cid&client_secret=s3cr3t-client",
                server.requests(TOKEN_PATH).get(0).body());
        assertEquals(server.url(), auth.token().instanceUrl().orElseThrow());
        assertEquals(1278448384422L, auth.token().issuedAt().orElseThrow().toEpochMilli());
    }

    @Test
    void aRefusedLoginIsARefinAuthExceptionWithoutSecrets() {
        server.respond(request -> LoopbackServer.Reply.json(
                400, "{\"error\":\"invalid_grant\",\"error_description\":\"authentication failure\"}"));
        RefinClient client = client(passwordAuth());
        RefinAuthException e =
                assertThrows(RefinAuthException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals(400, e.status());
        assertEquals("invalid_grant", e.error());
        assertEquals("authentication failure", e.errorDescription());
        assertFalse(e.isRetryable());
        assertFalse(e.getMessage().contains(SECRET) || e.getMessage().contains(PASSWORD), e.getMessage());
        assertTrue(server.requests("/services/data").isEmpty());
    }

    @Test
    void tokensAndSecretsNeverAppearInToString() {
        server.respond(request -> request.path().equals(TOKEN_PATH) ? tokenReply() : record());
        OAuthPasswordAuth password = passwordAuth();
        ClientCredentialsAuth credentials = ClientCredentialsAuth.of(server.url(), "cid", SECRET);
        RefinClient client = client(password);
        client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        credentials.accessToken();

        List<String> texts = List.of(
                StaticTokenAuth.of("static-secret-token").toString(),
                password.toString(),
                password.token().toString(),
                credentials.toString(),
                credentials.token().toString(),
                client.toString());
        for (String text : texts) {
            assertFalse(text.contains("token-"), text);
            assertFalse(text.contains("static-secret-token"), text);
            assertFalse(text.contains(SECRET), text);
            assertFalse(text.contains(PASSWORD), text);
        }
        assertTrue(password.token().toString().contains("****"));
    }

    @Test
    void concurrent401sShareOneRefresh() throws InterruptedException {
        server.respond(request -> {
            if (request.path().equals(TOKEN_PATH)) {
                return tokenReply();
            }
            return "Bearer 00Dxx!token-1".equals(request.authorization())
                    ? LoopbackServer.Reply.json(401, EXPIRED)
                    : record();
        });
        OAuthPasswordAuth auth = passwordAuth();
        RefinClient client = client(auth);
        auth.accessToken();
        Thread[] threads = new Thread[4];
        AtomicInteger ok = new AtomicInteger();
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Thread(() -> {
                client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
                ok.incrementAndGet();
            });
            threads[i].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertEquals(threads.length, ok.get());
        assertEquals(2, server.requests(TOKEN_PATH).size(), "one initial token and a single shared refresh");
    }
}
