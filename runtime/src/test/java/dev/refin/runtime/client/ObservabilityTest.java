package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.internal.http.Transport;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.KeyPairGenerator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A full run with every auth flow, token expiry, a retried 503 and a query, with the library's DEBUG log and a
 * {@link RequestListener} captured: each request is visible, and no token, secret or password appears anywhere.
 */
class ObservabilityTest {
    private static final String TOKEN_PATH = "/services/oauth2/token";
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    private static final String CLIENT_SECRET = "cs-8f2e1d9c7b";
    private static final String PASSWORD = "pw-Hunter2-SecurityTokenXYZ";
    private static final String REFRESH_TOKEN = "5Aep-refresh-77aa";
    private static final String STATIC_TOKEN = "00Dstatic!static-bearer-31";
    private static final String URL_PASSWORD = "url-pass-4411";
    private static final String QUERY_VALUE = "confidential-customer-name";
    private static final String EXPIRED =
            "[{\"message\":\"Session expired or invalid\",\"errorCode\":\"INVALID_SESSION_ID\"}]";

    /** Held strongly: java.util.logging forgets configured loggers nobody references. */
    private static final Logger JUL = Logger.getLogger(Transport.LOGGER);

    private final List<String> log = Collections.synchronizedList(new ArrayList<>());
    private final List<String> events = Collections.synchronizedList(new ArrayList<>());
    private final List<String> issued = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger tokens = new AtomicInteger();
    private final AtomicInteger unavailable = new AtomicInteger();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            log.add(record.getLevel() + " " + new java.util.logging.SimpleFormatter().formatMessage(record)
                    + (record.getThrown() == null ? "" : " " + record.getThrown()));
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private Level previous;
    private LoopbackServer server;

    @BeforeEach
    void start() throws IOException {
        previous = JUL.getLevel();
        JUL.setLevel(Level.ALL);
        JUL.addHandler(capture);
        server = new LoopbackServer();
        server.respond(this::answer);
    }

    @AfterEach
    void stop() {
        JUL.removeHandler(capture);
        JUL.setLevel(previous);
        server.close();
    }

    /** Token requests get a new token; the first token of each run expires at once; one GET in three sees a 503. */
    private LoopbackServer.Reply answer(LoopbackServer.Request request) {
        if (request.path().equals(TOKEN_PATH)) {
            String token = "00Dxx!issued-" + tokens.incrementAndGet() + "-secretpart";
            issued.add(token);
            return LoopbackServer.Reply.json(
                    200, "{\"access_token\":\"" + token + "\",\"instance_url\":\"" + server.url() + "\"}");
        }
        String authorization = String.valueOf(request.authorization());
        if (authorization.endsWith(issued.isEmpty() ? "-none-" : issued.get(0))) {
            return LoopbackServer.Reply.json(401, EXPIRED);
        }
        if (request.method().equals("GET") && unavailable.incrementAndGet() % 3 == 0) {
            return LoopbackServer.Reply.json(503, "[{\"message\":\"busy\",\"errorCode\":\"SERVER_UNAVAILABLE\"}]");
        }
        if (request.path().endsWith("/query")) {
            return LoopbackServer.Reply.json(
                            200, "{\"totalSize\":1,\"done\":true,\"records\":[{\"Id\":\"" + ID + "\"}]}")
                    .withHeader("Sforce-Limit-Info", "api-usage=18/5000");
        }
        return LoopbackServer.Reply.json(200, "{\"Id\":\"" + ID + "\",\"Name\":\"INV-1\"}")
                .withHeader("Sforce-Limit-Info", "api-usage=17/5000");
    }

    private RefinClient client(String url, AuthProvider auth) {
        return RefinClient.builder()
                .instanceUrl(url)
                .auth(auth)
                .retry(RetryPolicy.exponential(3, Duration.ofMillis(1), Duration.ofMillis(5)))
                .listener(new RequestListener() {
                    @Override
                    public void requestStarted(Request request) {
                        events.add("started " + request);
                    }

                    @Override
                    public void requestFinished(Request request, int status, Duration elapsed, String failure) {
                        events.add("finished " + request + " " + status + " " + failure);
                    }

                    @Override
                    public void requestRetried(Request request, Duration delay, String reason) {
                        events.add("retried " + request + " " + reason);
                    }

                    @Override
                    public void tokenRefreshed() {
                        events.add("token refreshed");
                    }

                    @Override
                    public void apiUsage(ApiUsage usage) {
                        events.add("usage " + usage.used() + "/" + usage.limit());
                    }
                })
                .build();
    }

    /** Reads, queries and updates with the client, three times so that a 503 and a retry happen. */
    private List<String> work(RefinClient client) {
        List<String> texts = new ArrayList<>();
        texts.add(client.toString());
        for (int i = 0; i < 3; i++) {
            client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
            client
                    .query(
                            Invoice.SOBJECT_TYPE,
                            "SELECT Id FROM refin__Sales_Invoice__c WHERE Name = '" + QUERY_VALUE + "'")
                    .stream()
                    .count();
        }
        return texts;
    }

    @Test
    void aRunWithEveryAuthFlowIsVisibleAndLeaksNoSecret() throws Exception {
        String base = server.url();
        String pem = pem();
        List<AuthProvider> providers = List.of(
                ClientCredentialsAuth.of(base, "cid", CLIENT_SECRET),
                OAuthPasswordAuth.of(base, "cid", CLIENT_SECRET, "integration@example.com", PASSWORD),
                RefreshTokenAuth.of(base, "cid", CLIENT_SECRET, REFRESH_TOKEN, null),
                JwtBearerAuth.of(base, "consumer-key", "integration@example.com", pem));
        List<String> texts = new ArrayList<>();
        for (AuthProvider auth : providers) {
            issued.clear();
            texts.add(auth.toString());
            texts.addAll(work(client(base, auth)));
        }
        // A URL carrying user info works, and neither it nor anything the client says shows the password.
        String withUserInfo = base.replace("http://", "http://admin:" + URL_PASSWORD + "@");
        RefinClient userInfoClient = client(withUserInfo, StaticTokenAuth.of(STATIC_TOKEN));
        texts.addAll(work(userInfoClient));
        texts.add(assertThrows(IllegalArgumentException.class, () -> RefinClient.builder()
                        .instanceUrl(withUserInfo.replace("127.0.0.1", "example.com"))
                        .auth(StaticTokenAuth.of(STATIC_TOKEN))
                        .build())
                .getMessage());
        // A static token that expires surfaces the 401 without its value.
        issued.clear();
        issued.add(STATIC_TOKEN);
        texts.add(assertThrows(RefinApiException.class, () -> client(base, StaticTokenAuth.of(STATIC_TOKEN))
                        .get(Invoice.SOBJECT_TYPE, RecordId.of(ID)))
                .getMessage());
        // An unreachable token endpoint says why, never "null".
        String unreachable = assertThrows(RefinException.class, () -> client(
                                base, ClientCredentialsAuth.of("http://127.0.0.1:9", "cid", CLIENT_SECRET))
                        .get(Invoice.SOBJECT_TYPE, RecordId.of(ID)))
                .getMessage();
        texts.add(unreachable);
        assertFalse(unreachable.contains("null"), unreachable);
        assertTrue(unreachable.contains("ConnectException"), unreachable);

        List<String> everything = new ArrayList<>(texts);
        everything.addAll(log);
        everything.addAll(events);
        List<String> secrets = new ArrayList<>(
                List.of(CLIENT_SECRET, PASSWORD, REFRESH_TOKEN, STATIC_TOKEN, URL_PASSWORD, QUERY_VALUE, "secretpart"));
        secrets.add(pem.lines().skip(3).findFirst().orElseThrow());
        for (String text : everything) {
            for (String secret : secrets) {
                assertFalse(text.contains(secret), "'" + secret + "' leaked in: " + text);
            }
            assertFalse(text.contains("Bearer "), text);
        }

        String all = String.join("\n", log);
        assertTrue(all.contains("GET /sobjects/refin__Sales_Invoice__c/" + ID + " -> 200 in "), all);
        assertTrue(all.contains("(attempt 1)"), all);
        assertTrue(all.contains("GET /query?q=… -> 200"), all);
        assertTrue(all.contains("-> 401"), all);
        assertTrue(all.contains("token refreshed after HTTP 401"), all);
        assertTrue(all.contains("retrying GET") && all.contains("after: HTTP 503 SERVER_UNAVAILABLE"), all);
        assertTrue(all.contains("(attempt 2)"), all);
        assertTrue(events.contains("token refreshed"), events.toString());
        assertTrue(events.contains("usage 17/5000") && events.contains("usage 18/5000"), events.toString());
        assertTrue(
                events.stream().anyMatch(e -> e.startsWith("retried ") && e.contains("HTTP 503")), events.toString());
        assertEquals(
                events.stream().filter(e -> e.startsWith("started ")).count(),
                events.stream().filter(e -> e.startsWith("finished ")).count(),
                "every started attempt finishes");
        assertEquals(server.url(), userInfoClient.instanceUrl().toString());
    }

    private static String pem() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        return "-----BEGIN PRIVATE KEY-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                        .encodeToString(generator.generateKeyPair().getPrivate().getEncoded())
                + "\n-----END PRIVATE KEY-----\n";
    }
}
