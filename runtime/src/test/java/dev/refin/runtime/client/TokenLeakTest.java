package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No secret reaches an exception, a message or the log, whatever the server sends: a token answer whose {@code
 * access_token} a header cannot carry is refused without being echoed or used, a provider's such token never reaches
 * the JDK (whose refusal quotes the header), and a refusal that echoes the token has it masked.
 */
class TokenLeakTest {
    private static final String SECRET_PART = "SECRETPART";
    private static final String ID = RecordId.to18("a0V000000000001");

    private LoopbackServer server;
    private final List<String> logged = new CopyOnWriteArrayList<>();
    private final Logger log = Logger.getLogger("dev.refin.runtime.client");
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record.getMessage() + " " + (record.getThrown() == null ? "" : trace(record.getThrown())));
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private Level level;

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        level = log.getLevel();
        log.setLevel(Level.ALL);
        log.addHandler(capture);
    }

    @AfterEach
    void stop() {
        log.removeHandler(capture);
        log.setLevel(level);
        server.close();
    }

    private static String trace(Throwable failure) {
        StringWriter out = new StringWriter();
        failure.printStackTrace(new PrintWriter(out));
        return out.toString();
    }

    /** The failure's whole trace (messages, causes, suppressed) and everything logged hold no part of the secret. */
    private void assertNoSecret(Throwable failure) {
        String all = trace(failure);
        assertFalse(all.contains(SECRET_PART), all);
        assertFalse(all.contains("IllegalArgumentException"), all);
        for (String line : logged) {
            assertFalse(line.contains(SECRET_PART), line);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "00Dxx!" + SECRET_PART + "\\r\\nX-Injected: 1",
                "00Dxx!" + SECRET_PART + "\\n",
                "00Dxx!" + SECRET_PART + "\\r",
                "00Dxx!" + SECRET_PART + " two",
                "00Dxx!" + SECRET_PART + "\\u0000",
                "00Dxx!" + SECRET_PART + "\\u00e9",
                "00Dxx!" + SECRET_PART + "\\t",
                "",
            })
    void aTokenAnswerAHeaderCannotCarryIsRefusedWithoutEchoAndNothingIsSentWithIt(String jsonToken) {
        server.respond(request -> request.path().equals("/services/oauth2/token")
                ? Reply.json(
                        200,
                        "{\"access_token\":\"" + jsonToken + "\",\"instance_url\":\"" + server.url()
                                + "\",\"token_type\":\"Bearer\"}")
                : Reply.json(200, "{\"Id\":\"" + ID + "\"}"));
        RefinClient client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(OAuthPasswordAuth.of(server.url(), "client-id", "client-secret", "user@example.com", "pw"))
                .requestTimeout(Duration.ofSeconds(5))
                .build();

        RefinException e = assertThrows(
                RefinException.class, () -> client.get(Voucher.SOBJECT_TYPE, RecordId.of(Voucher.SOBJECT_TYPE, ID)));

        assertTrue(e instanceof RefinAuthException, e.toString());
        assertNoSecret(e);
        assertEquals(
                List.of("/services/oauth2/token"),
                server.requests().stream().map(r -> r.path()).toList(),
                "no data request went out");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\r\nX-Injected: 1", "\n", " ", "\u0000", "\u00e9", "\u2028"})
    void aProvidersTokenAHeaderCannotCarryNeverReachesTheJdk(String bad) {
        String token = "00Dxx!" + SECRET_PART + bad + "tail";
        AuthProvider provider = new AuthProvider() {
            @Override
            public String accessToken() {
                return token;
            }

            @Override
            public Optional<String> refresh(String rejectedToken) {
                return Optional.empty();
            }
        };
        RefinClient client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(provider)
                .requestTimeout(Duration.ofSeconds(5))
                .build();

        RefinException e = assertThrows(
                RefinException.class, () -> client.get(Voucher.SOBJECT_TYPE, RecordId.of(Voucher.SOBJECT_TYPE, ID)));

        assertNoSecret(e);
        assertEquals(List.of(), server.requests());
    }

    @Test
    void aRefreshedTokenAHeaderCannotCarryIsRefusedWithoutEcho() {
        server.respond(request -> {
            if (request.path().equals("/services/oauth2/token")) {
                return Reply.json(
                        200,
                        "{\"access_token\":\"00Dxx!" + SECRET_PART + "\\r\\nX: y\",\"instance_url\":\"" + server.url()
                                + "\"}");
            }
            return Reply.json(401, "[{\"errorCode\":\"INVALID_SESSION_ID\",\"message\":\"Session expired\"}]");
        });
        RefinClient client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(RefreshTokenAuth.of(server.url(), "client-id", "client-secret", "refresh-token", "00Dxx!first"))
                .requestTimeout(Duration.ofSeconds(5))
                .build();

        RefinException e = assertThrows(
                RefinException.class, () -> client.get(Voucher.SOBJECT_TYPE, RecordId.of(Voucher.SOBJECT_TYPE, ID)));

        assertNoSecret(e);
        assertEquals(1, server.requests("/services/data/").size(), "the data request once, not again");
    }

    @Test
    void aRefusalThatEchoesTheTokenHasItMasked() {
        String token = "00Dxx!" + SECRET_PART + "-abc";
        server.respond(request -> Reply.json(
                400, "[{\"errorCode\":\"MALFORMED_ID\",\"message\":\"bad header " + request.authorization() + "\"}]"));
        RefinClient client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of(token))
                .requestTimeout(Duration.ofSeconds(5))
                .build();

        RefinApiException e = assertThrows(
                RefinApiException.class, () -> client.get(Voucher.SOBJECT_TYPE, RecordId.of(Voucher.SOBJECT_TYPE, ID)));

        assertNoSecret(e);
        assertTrue(e.getMessage().contains("bad header Bearer ****"), e.getMessage());
    }

    @Test
    void aStaticTokenAHeaderCannotCarryIsRefusedWithoutEcho() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> StaticTokenAuth.of("00Dxx!" + SECRET_PART + "\r\nX: y"));
        assertFalse(e.getMessage().contains(SECRET_PART), e.getMessage());
    }
}
