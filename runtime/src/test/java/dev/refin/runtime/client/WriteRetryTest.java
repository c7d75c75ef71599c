package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The retry table of the runtime guide, over real HTTP, counting the requests the server received: every request
 * kind against every failing answer, always failing, so a retried request is seen {@value #ATTEMPTS} times and one
 * that is not, once. A write not safe to repeat is never re-sent after a 5xx or a lost answer, whatever the error
 * code; lock contention and rate limiting answered with a 4xx are retried for every request; and {@code kind()},
 * {@code isRetryable()} and what the client did agree in every cell.
 */
class WriteRetryTest {
    private static final int ATTEMPTS = 3;
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    private static final String LOCKED = RefinClientRetryTest.LOCKED_ROW;
    private static final String UNAVAILABLE = RefinClientRetryTest.UNAVAILABLE;
    private static final String RATE_LIMITED =
            "[{\"message\":\"rate limited\",\"errorCode\":\"REQUEST_LIMIT_EXCEEDED\"}]";

    private LoopbackServer server;
    private RefinClient client;

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok"))
                .retry(RetryPolicy.exponential(ATTEMPTS, Duration.ofMillis(1), Duration.ofMillis(5)))
                .requestTimeout(Duration.ofSeconds(10))
                .build();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** A request of the client, and whether it is safe to repeat. */
    private record Call(String name, boolean safe, Consumer<RefinClient> run) {}

    /** An answer the server gives to every attempt; null status drops the connection without an answer. */
    private record Answer(String name, Integer status, String body) {}

    private static List<Call> calls() {
        return List.of(
                new Call("create", false, c -> c.create(new Invoice().set(Invoice.NAME, "x"))),
                new Call("createAll", false, c -> c.createAll(List.of(new Invoice().set(Invoice.NAME, "x")), true)),
                new Call("createTree", false, c -> c.createTree(TreeNode.of(new Invoice().set(Invoice.NAME, "x")))),
                new Call(
                        "composite with a create",
                        false,
                        c -> c.composite(
                                CompositeRequest.allOrNone().create("a", new Invoice().set(Invoice.NAME, "x")))),
                new Call("post", false, c -> c.post(Invoice.SOBJECT_TYPE, RecordId.of(ID))),
                new Call("get", true, c -> c.get(Invoice.SOBJECT_TYPE, RecordId.of(ID))),
                new Call("update by id", true, c -> {
                    Invoice invoice = Invoice.SOBJECT_TYPE.newRecord(RecordId.of(Invoice.SOBJECT_TYPE, ID));
                    invoice.markUnchanged();
                    c.update(invoice.set(Invoice.AMOUNT, BigDecimal.ONE));
                }),
                new Call("delete", true, c -> c.delete(Invoice.SOBJECT_TYPE, RecordId.of(ID))),
                new Call("upsert", true, c -> c.upsert(new Invoice().set(Invoice.REFERENCE, "R"), Invoice.REFERENCE)));
    }

    /** What the client must have done: sent once or {@value #ATTEMPTS} times, and the kind it must report. */
    private record Expected(int requests, boolean retryable, ErrorKind kind) {}

    private static Expected expected(Call call, Answer answer) {
        Integer status = answer.status();
        if (status == null || status >= 500) {
            boolean transientStatus =
                    status == null || List.of(500, 502, 503, 504).contains(status);
            if (!call.safe()) {
                return new Expected(1, false, ErrorKind.OUTCOME_UNKNOWN);
            }
            ErrorKind kind =
                    answer.body() != null && answer.body().equals(LOCKED) ? ErrorKind.LOCK_CONTENTION : ErrorKind.OTHER;
            return transientStatus ? new Expected(ATTEMPTS, true, kind) : new Expected(1, false, kind);
        }
        return status == 429
                ? new Expected(ATTEMPTS, true, ErrorKind.LIMIT_EXCEEDED)
                : new Expected(ATTEMPTS, true, ErrorKind.LOCK_CONTENTION);
    }

    @Test
    void everyRequestKindAgainstEveryFailingAnswer() {
        List<Answer> answers = List.of(
                new Answer("503 UNABLE_TO_LOCK_ROW", 503, LOCKED),
                new Answer("500 UNABLE_TO_LOCK_ROW", 500, LOCKED),
                new Answer("503 SERVER_UNAVAILABLE", 503, UNAVAILABLE),
                new Answer("502 from a gateway", 502, "<html>Bad gateway</html>"),
                new Answer("501", 501, UNAVAILABLE),
                new Answer("400 UNABLE_TO_LOCK_ROW", 400, LOCKED),
                new Answer("409 UNABLE_TO_LOCK_ROW", 409, LOCKED),
                new Answer("429", 429, RATE_LIMITED),
                new Answer("connection dropped", null, null));
        List<String> wrong = new ArrayList<>();
        int cells = 0;
        for (Call call : calls()) {
            for (Answer answer : answers) {
                if (call.name().equals("createTree") && answer.status() != null && answer.status() == 400) {
                    continue; // a tree's 400 is its own error answer ({hasErrors, results}), read as such
                }
                cells++;
                String cell = call.name() + " answered " + answer.name() + ": ";
                AtomicInteger received = new AtomicInteger();
                server.respond(request -> {
                    received.incrementAndGet();
                    if (answer.status() == null) {
                        throw new IllegalStateException("drop the connection");
                    }
                    return Reply.json(answer.status(), answer.body());
                });
                Expected want = expected(call, answer);
                try {
                    call.run().accept(client);
                    wrong.add(cell + "succeeded");
                    continue;
                } catch (RefinException e) {
                    // The JDK's HttpClient itself repeats a GET once when the connection closes before the answer.
                    boolean jdkRepeat = call.name().equals("get") && answer.status() == null;
                    if (received.get() != want.requests() && !(jdkRepeat && received.get() == 2 * want.requests())) {
                        wrong.add(cell + "sent " + received.get() + " times, expected " + want.requests());
                    }
                    if (e.isRetryable() != want.retryable()) {
                        wrong.add(cell + "isRetryable() " + e.isRetryable());
                    }
                    if (e.kind() != want.kind()) {
                        wrong.add(cell + "kind() " + e.kind() + ", expected " + want.kind());
                    }
                    // What was reported and what was done agree: retryable exactly when it was repeated.
                    if (e.isRetryable() != (received.get() > 1)) {
                        wrong.add(cell + "isRetryable() " + e.isRetryable() + " but sent " + received.get());
                    }
                    if (e.isOutcomeUnknown() && (e.isRetryable() || received.get() != 1)) {
                        wrong.add(cell + "outcome unknown yet repeated or retryable");
                    }
                }
            }
        }
        assertEquals(9 * 9 - 1, cells);
        if (!wrong.isEmpty()) {
            fail(String.join("\n", wrong));
        }
    }

    @Test
    void aCreateAnswered503WithLockContentionIsSentOnceAndReportedUnknown() {
        server.respond(request -> Reply.json(503, LOCKED));

        RefinApiException e = org.junit.jupiter.api.Assertions.assertThrows(
                RefinApiException.class, () -> client.create(new Invoice().set(Invoice.NAME, "x")));

        assertEquals(1, server.requests().size());
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
        assertEquals(false, e.isRetryable());
        assertEquals("UNABLE_TO_LOCK_ROW", e.errorCode(), "the server's own code is still there to read");
    }

    @Test
    void aCreateRefusedForLockContentionWithA400IsRetriedWithBackoffAndSucceeds() {
        AtomicInteger received = new AtomicInteger();
        List<Long> arrivals = new ArrayList<>();
        server.respond(request -> {
            synchronized (arrivals) {
                arrivals.add(System.nanoTime());
            }
            return received.incrementAndGet() < 3
                    ? Reply.json(400, LOCKED)
                    : Reply.json(201, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[]}");
        });
        RefinClient patient = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok"))
                .retry(RetryPolicy.exponential(3, Duration.ofMillis(100), Duration.ofSeconds(1)))
                .build();

        RecordId<Invoice> id = patient.create(new Invoice().set(Invoice.NAME, "x"));

        assertEquals(ID, id.value());
        assertEquals(3, received.get());
        long firstWaitMs = (arrivals.get(1) - arrivals.get(0)) / 1_000_000;
        long secondWaitMs = (arrivals.get(2) - arrivals.get(1)) / 1_000_000;
        // Jittered between half and all of 100 ms, then of 200 ms.
        org.junit.jupiter.api.Assertions.assertTrue(firstWaitMs >= 50, "first wait " + firstWaitMs + " ms");
        org.junit.jupiter.api.Assertions.assertTrue(secondWaitMs >= 100, "second wait " + secondWaitMs + " ms");
    }
}
