package dev.refin.runtime.internal.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.refin.runtime.testing.LoopbackServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;

/** The HTTP client of a base URL: the JVM's TLS context for https, none loaded for a plain-http loopback base. */
class TransportHttpClientTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @Test
    void anHttpsBaseUsesTheDefaultTlsContext() throws Exception {
        HttpClient http = Transport.httpClient(URI.create("https://acme.my.salesforce.com"), TIMEOUT);
        assertSame(SSLContext.getDefault(), http.sslContext());
        assertEquals(HttpClient.Redirect.NEVER, http.followRedirects());
        assertEquals(HttpClient.Version.HTTP_1_1, http.version());
        assertEquals(TIMEOUT, http.connectTimeout().orElseThrow());
    }

    @Test
    void anHttpBaseTalksPlainHttpWithoutTheDefaultTlsContext() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            server.respond(request -> LoopbackServer.Reply.json(200, "{\"path\":\"" + request.path() + "\"}"));
            HttpClient http = Transport.httpClient(URI.create(server.url()), TIMEOUT);
            assertNotSame(SSLContext.getDefault(), http.sslContext());
            assertEquals(HttpClient.Redirect.NEVER, http.followRedirects());
            HttpResponse<String> answer = http.send(
                    HttpRequest.newBuilder(URI.create(server.url() + "/services/x"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, answer.statusCode());
            assertEquals("{\"path\":\"/services/x\"}", answer.body());
        }
    }
}
