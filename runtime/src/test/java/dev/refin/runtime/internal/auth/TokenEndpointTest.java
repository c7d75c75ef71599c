package dev.refin.runtime.internal.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.client.OAuthToken;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.testing.LoopbackServer;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The shared token request when it ends before its waiters are registered, or before it could be sent. */
class TokenEndpointTest {
    @Test
    void aRequestThatFailsBeforeItIsSentFailsItsCallerAndTheNextCallTriesAgain() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            AtomicInteger forms = new AtomicInteger();
            TokenEndpoint endpoint = new TokenEndpoint(
                    server.url(),
                    () -> {
                        if (forms.incrementAndGet() == 1) {
                            throw new IllegalStateException("cannot sign the assertion");
                        }
                        return Map.of("grant_type", "client_credentials");
                    },
                    Duration.ofSeconds(5));
            server.respond(request -> LoopbackServer.Reply.json(200, "{\"access_token\":\"tok-1\"}"));

            RefinException e = assertThrows(RefinException.class, endpoint::token);
            assertTrue(e.getMessage().contains("cannot sign the assertion"), e.getMessage());
            assertEquals(0, server.requests().size());

            OAuthToken token = endpoint.token();
            assertEquals("tok-1", token.accessToken());
            assertSame(token, endpoint.token(), "cached: no second request");
            assertEquals(1, server.requests().size());
        }
    }
}
