package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Retries over real HTTP: only transient failures, only requests safe to repeat, never a create. */
class RefinClientRetryTest {
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    static final String UNAVAILABLE = "[{\"message\":\"Service Unavailable\",\"errorCode\":\"SERVER_UNAVAILABLE\"}]";
    static final String LOCKED_ROW =
            "[{\"message\":\"unable to obtain exclusive access to this record\",\"errorCode\":\"UNABLE_TO_LOCK_ROW\"}]";

    private LoopbackServer server;
    private RefinClient client;
    private final AtomicInteger calls = new AtomicInteger();

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok"))
                .retry(RetryPolicy.exponential(4, Duration.ofMillis(1), Duration.ofMillis(5)))
                .build();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** Fails {@code failures} times with {@code status}/{@code body}, then answers {@code success}. */
    private void failThen(int failures, int status, String body, LoopbackServer.Reply success) {
        server.respond(
                request -> calls.incrementAndGet() <= failures ? LoopbackServer.Reply.json(status, body) : success);
    }

    @Test
    void aFailingCreateIsSentExactlyOnce() {
        failThen(10, 503, UNAVAILABLE, LoopbackServer.Reply.json(201, "{\"id\":\"" + ID + "\",\"success\":true}"));
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.create(new Invoice().set(Invoice.NAME, "x")));
        assertEquals(503, e.status());
        assertFalse(e.isRetryable(), "a create must not be repeated blindly");
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind(), "the server failed while the create was under way");
        assertEquals(1, server.requests().size());
        assertEquals("POST", server.requests().get(0).method());
    }

    @Test
    void aCreateWhoseConnectionBreaksIsSentExactlyOnce() {
        server.respond(request -> {
            calls.incrementAndGet();
            throw new IllegalStateException("drop the connection");
        });
        RefinException e =
                assertThrows(RefinException.class, () -> client.create(new Invoice().set(Invoice.NAME, "x")));
        assertFalse(e.isRetryable());
        assertEquals(1, calls.get());
    }

    @Test
    void aGetIsRetriedThrough5xxAndSucceeds() {
        failThen(2, 503, UNAVAILABLE, LoopbackServer.Reply.json(200, "{\"Id\":\"" + ID + "\"}"));
        Invoice invoice = client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        assertEquals(ID, invoice.get(Invoice.ID).value());
        assertEquals(3, server.requests().size());
    }

    @Test
    void aGetIsRetriedAfterABrokenConnection() {
        server.respond(request -> {
            if (calls.incrementAndGet() == 1) {
                throw new IllegalStateException("drop the connection");
            }
            return LoopbackServer.Reply.json(200, "{\"Id\":\"" + ID + "\"}");
        });
        client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        assertEquals(2, calls.get());
    }

    @Test
    void retriesStopAtMaxAttempts() {
        failThen(100, 502, "<html>Bad gateway</html>", LoopbackServer.Reply.noContent());
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.delete(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals(502, e.status());
        assertTrue(e.isRetryable());
        assertEquals(4, server.requests().size());
    }

    @Test
    void anUpdateByIdAndAnUpsertAreRetriedOnLockContention() {
        failThen(1, 400, LOCKED_ROW, LoopbackServer.Reply.noContent());
        Invoice invoice = Invoice.SOBJECT_TYPE.newRecord(RecordId.of(ID));
        invoice.markUnchanged();
        client.update(invoice.set(Invoice.AMOUNT, BigDecimal.ONE));
        assertEquals(2, server.requests().size());

        calls.set(0);
        failThen(
                1,
                500,
                UNAVAILABLE,
                LoopbackServer.Reply.json(
                        201, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[],\"created\":true}"));
        UpsertResult<Invoice> afterServerError =
                client.upsert(new Invoice().set(Invoice.REFERENCE, "R"), Invoice.REFERENCE);
        assertEquals(4, server.requests().size());
        assertFalse(afterServerError.createdKnown(), "the failed attempt may have inserted the record");
        assertThrows(IllegalStateException.class, afterServerError::created);

        calls.set(0);
        failThen(
                1,
                429,
                "[{\"message\":\"rate limited\",\"errorCode\":\"REQUEST_LIMIT_EXCEEDED\"}]",
                LoopbackServer.Reply.json(
                        201, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[],\"created\":true}"));
        UpsertResult<Invoice> afterUnavailable =
                client.upsert(new Invoice().set(Invoice.REFERENCE, "R"), Invoice.REFERENCE);
        assertTrue(afterUnavailable.createdKnown(), "a 429 refused the attempt before it did anything");
        assertTrue(afterUnavailable.created());
    }

    @Test
    void aCollectionUpsertRepeatedAfterAServerErrorDoesNotGuessWhatItCreated() {
        String answer = "[{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[],\"created\":false}]";
        failThen(1, 500, UNAVAILABLE, LoopbackServer.Reply.json(200, answer));
        List<RecordOutcome<Invoice>> outcomes = client.upsertAll(
                Invoice.SOBJECT_TYPE, List.of(new Invoice().set(Invoice.REFERENCE, "R")), Invoice.REFERENCE, true);
        assertEquals(2, server.requests().size());
        assertTrue(outcomes.get(0).success());
        assertFalse(outcomes.get(0).createdKnown(), "the failed attempt may have inserted it");
        assertThrows(IllegalStateException.class, () -> outcomes.get(0).created());

        calls.set(0);
        failThen(0, 500, UNAVAILABLE, LoopbackServer.Reply.json(200, answer));
        List<RecordOutcome<Invoice>> direct = client.upsertAll(
                Invoice.SOBJECT_TYPE, List.of(new Invoice().set(Invoice.REFERENCE, "R")), Invoice.REFERENCE, true);
        assertTrue(direct.get(0).createdKnown());
        assertFalse(direct.get(0).created());
    }

    @Test
    void refusalsThatCannotPassAreNotRetried() {
        failThen(
                100,
                400,
                "[{\"message\":\"This document requires approval before posting.\","
                        + "\"errorCode\":\"FIELD_CUSTOM_VALIDATION_EXCEPTION\"}]",
                LoopbackServer.Reply.noContent());
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.post(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals(ErrorKind.APPROVAL_REQUIRED, e.kind());
        assertFalse(e.isRetryable());
        assertEquals(1, server.requests().size());

        calls.set(0);
        failThen(100, 404, "[{\"errorCode\":\"NOT_FOUND\",\"message\":\"gone\"}]", LoopbackServer.Reply.noContent());
        assertThrows(RefinApiException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals(2, server.requests().size());
    }

    @Test
    void aCollectionCreateIsNeverRetried() {
        failThen(10, 503, UNAVAILABLE, LoopbackServer.Reply.json(200, "[]"));
        assertThrows(RefinApiException.class, () -> client.createAll(List.of(new Invoice()), true));
        assertEquals(1, server.requests().size());
    }

    @Test
    void delaysGrowExponentiallyWithJitterAndAreCapped() {
        RetryPolicy policy = RetryPolicy.exponential(10, Duration.ofMillis(100), Duration.ofMillis(1000));
        for (int i = 0; i < 50; i++) {
            long first = policy.delayAfter(1).toMillis();
            long third = policy.delayAfter(3).toMillis();
            long late = policy.delayAfter(9).toMillis();
            assertTrue(first >= 50 && first <= 100, "first " + first);
            assertTrue(third >= 200 && third <= 400, "third " + third);
            assertTrue(late >= 500 && late <= 1000, "capped " + late);
        }
        assertEquals(1, RetryPolicy.none().maxAttempts());
        assertThrows(IllegalArgumentException.class, () -> RetryPolicy.exponential(0, Duration.ZERO, Duration.ZERO));
    }
}
