package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RefinClientErrorsTest {
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    private static final String HTML = "<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n"
            + "<body><h1>Bad   Gateway</h1><p>The proxy could not reach the upstream server.</p></body></html>";

    private LoopbackServer server;
    private RefinClient client;

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok"))
                .requestTimeout(Duration.ofMillis(500))
                .build();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private RefinApiException createFails() {
        return assertThrows(RefinApiException.class, () -> client.create(new Invoice().set(Invoice.NAME, "n")));
    }

    private RefinApiException getFails() {
        return assertThrows(RefinApiException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
    }

    @Test
    void anErrorArrayKeepsEveryEntryInAnyKeyOrder() {
        server.respond(
                request -> LoopbackServer.Reply.json(
                        400,
                        "[{\"fields\":[\"Name\"],\"errorCode\":\"DUPLICATE_VALUE\",\"message\":\"duplicate value found: Name\"},"
                                + "{\"errorCode\":\"FIELD_CUSTOM_VALIDATION_EXCEPTION\",\"message\":\"You must be a licensed user "
                                + "of the package to create, edit or delete accounting transactions. Contact your administrator.\"}]"));
        RefinApiException e = createFails();
        assertEquals(400, e.status());
        assertEquals(2, e.errors().size());
        assertEquals(ErrorKind.DUPLICATE_VALUE, e.errors().get(0).kind());
        assertEquals(List.of("Name"), e.errors().get(0).fields());
        assertEquals(ErrorKind.LICENCE_SEAT_MISSING, e.errors().get(1).kind());
        assertEquals(List.of(), e.errors().get(1).fields());
        assertEquals(ErrorKind.DUPLICATE_VALUE, e.kind());
        assertTrue(e.getMessage().contains("(and 1 more)"), e.getMessage());
    }

    @Test
    void anHtmlPageFromAProxyBecomesStatusCodeAndExcerpt() {
        server.respond(request -> LoopbackServer.Reply.html(502, HTML));
        RefinApiException e = getFails();
        assertEquals(502, e.status());
        assertEquals("NON_JSON_RESPONSE", e.errorCode());
        assertEquals(
                "HTTP 502 with a non-JSON body: 502 Bad Gateway Bad Gateway The proxy could not reach the upstream server.",
                e.serverMessage());
        assertTrue(e.isRetryable(), "a 502 on a GET can be repeated");

        RefinApiException onCreate = createFails();
        assertFalse(onCreate.isRetryable(), "a create is never repeated blindly");
    }

    @Test
    void aLongHtmlBodyIsCutShort() {
        server.respond(
                request -> LoopbackServer.Reply.html(404, "<html><body>" + "x ".repeat(5000) + "</body></html>"));
        RefinApiException e = getFails();
        assertTrue(e.serverMessage().length() < 300, e.serverMessage());
        assertTrue(e.serverMessage().endsWith("..."));
        assertEquals(ErrorKind.OTHER, e.kind(), "an HTML 404 is a wrong host, not a missing record");
    }

    @Test
    void the300ArrayOfUrlsIsReadAsMatchingRecords() {
        server.respond(request -> LoopbackServer.Reply.json(
                300, "[\"/services/data/v65.0/sobjects/X/a\",\"/services/data/v65.0/sobjects/X/b\"]"));
        RefinApiException e = getFails();
        assertEquals(300, e.status());
        assertEquals("MULTIPLE_CHOICES", e.errorCode());
        assertEquals(
                List.of("/services/data/v65.0/sobjects/X/a", "/services/data/v65.0/sobjects/X/b"), e.matchingUrls());
    }

    @Test
    void lockContentionIsRetryableEvenForACreate() {
        server.respond(
                request -> LoopbackServer.Reply.json(
                        400,
                        "[{\"message\":\"unable to obtain exclusive access to this record\",\"errorCode\":\"UNABLE_TO_LOCK_ROW\"}]"));
        RefinApiException e = createFails();
        assertEquals(ErrorKind.LOCK_CONTENTION, e.kind());
        assertTrue(e.isRetryable());
    }

    @Test
    void limitExceededIsNotRetryable() {
        server.respond(request -> LoopbackServer.Reply.json(
                403, "[{\"message\":\"TotalRequests Limit exceeded.\",\"errorCode\":\"REQUEST_LIMIT_EXCEEDED\"}]"));
        RefinApiException e = getFails();
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
        assertFalse(e.isRetryable());
    }

    @Test
    void serverErrorsAreRetryableOnlyForIdempotentRequests() {
        server.respond(request -> LoopbackServer.Reply.json(503, ""));
        RefinApiException onGet = getFails();
        assertEquals("HTTP_503", onGet.errorCode());
        assertTrue(onGet.isRetryable());
        RefinApiException onPost =
                assertThrows(RefinApiException.class, () -> client.post(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertFalse(onPost.isRetryable());
    }

    @Test
    void aTimeoutIsARetryableRefinExceptionOnlyForIdempotentRequests() {
        server.respond(request -> {
            try {
                Thread.sleep(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return LoopbackServer.Reply.noContent();
        });
        RefinException onGet =
                assertThrows(RefinException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertTrue(onGet.getMessage().contains("timed out"), onGet.getMessage());
        assertTrue(onGet.isRetryable());
        RefinException onPatch =
                assertThrows(RefinException.class, () -> client.post(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertFalse(onPatch.isRetryable());
    }

    @Test
    void anEmptyErrorBodyStillHasACode() {
        server.respond(request -> LoopbackServer.Reply.json(405, ""));
        RefinApiException e = getFails();
        assertEquals("HTTP_405", e.errorCode());
        assertEquals(ErrorKind.OTHER, e.kind());
    }
}
