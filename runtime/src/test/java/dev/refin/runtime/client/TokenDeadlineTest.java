package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Token acquisition under contention: one token request in flight at a time, shared by every caller waiting for it
 * (its failure too); each caller stops waiting at its own call's deadline, which the token request counts against.
 * Eight threads are released together by a barrier against a loopback token endpoint that stalls or fails.
 */
class TokenDeadlineTest {
    private static final String TOKEN_PATH = "/services/oauth2/token";
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    private static final int THREADS = 8;
    /** What a caller may take beyond its deadline: scheduling on a loaded 2-core machine, not a second wait. */
    private static final long MARGIN_MS = 400;

    private LoopbackServer server;
    private ExecutorService pool;
    private final AtomicInteger issued = new AtomicInteger();

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        pool = Executors.newFixedThreadPool(THREADS);
    }

    @AfterEach
    void stop() {
        pool.shutdownNow();
        server.close();
    }

    /** A token endpoint that answers after {@code delayMs} with {@code reply}, and the record endpoint. */
    private void serve(long delayMs, Reply tokenReply) {
        server.respond(request -> {
            if (request.path().equals(TOKEN_PATH)) {
                sleep(delayMs);
                return tokenReply == null ? token() : tokenReply;
            }
            return Reply.json(200, "{\"Id\":\"" + ID + "\",\"Name\":\"ok\"}");
        });
    }

    private Reply token() {
        return Reply.json(
                200,
                "{\"access_token\":\"00Dxx!token-" + issued.incrementAndGet() + "\",\"instance_url\":\"" + server.url()
                        + "\",\"token_type\":\"Bearer\"}");
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private RefinClient client(AuthProvider auth, Duration requestTimeout) {
        return RefinClient.builder()
                .instanceUrl(server.url())
                .auth(auth)
                .requestTimeout(requestTimeout)
                .retry(RetryPolicy.none())
                .build();
    }

    /** One client per thread, all sharing {@code auth}, the i-th with the request timeout {@code timeout(i)}. */
    private List<RefinClient> clients(AuthProvider auth, java.util.function.IntFunction<Duration> timeout) {
        List<RefinClient> clients = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            clients.add(client(auth, timeout.apply(i)));
        }
        return clients;
    }

    /** What one thread saw: how long its call took from the barrier, and what it threw (null when it succeeded). */
    private record Outcome(long elapsedMs, RuntimeException failure) {}

    /** Runs one call per client on its own thread, all released together; returns each one's outcome. */
    private List<Outcome> wave(List<RefinClient> clients) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(clients.size());
        List<Future<Outcome>> futures = new ArrayList<>();
        for (RefinClient client : clients) {
            futures.add(pool.submit(() -> {
                barrier.await();
                long start = System.nanoTime();
                RuntimeException failure = null;
                try {
                    client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));
                } catch (RuntimeException e) {
                    failure = e;
                }
                return new Outcome(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), failure);
            }));
        }
        List<Outcome> outcomes = new ArrayList<>();
        for (Future<Outcome> future : futures) {
            outcomes.add(future.get(30, TimeUnit.SECONDS));
        }
        return outcomes;
    }

    @Test
    void aStalledTokenEndpointEndsEachCallerAtItsOwnDeadline() throws Exception {
        serve(20_000, null);
        // The token timeout (8 s) is far beyond every call's deadline (400 ms to 1.1 s): the deadline must win.
        ClientCredentialsAuth auth = ClientCredentialsAuth.of(server.url(), "id", "secret", Duration.ofSeconds(8));
        List<Outcome> outcomes = wave(clients(auth, i -> Duration.ofMillis(400 + 100L * i)));

        for (int i = 0; i < THREADS; i++) {
            long deadline = 400 + 100L * i;
            Outcome outcome = outcomes.get(i);
            RefinException failure = assertInstanceOf(RefinException.class, outcome.failure(), "caller " + i);
            assertTrue(failure.getMessage().contains("no token from"), failure.getMessage());
            assertTrue(
                    outcome.elapsedMs() >= deadline - 50 && outcome.elapsedMs() <= deadline + MARGIN_MS,
                    "caller " + i + " with a deadline of " + deadline + " ms ended after " + outcome.elapsedMs()
                            + " ms");
            assertEquals(ErrorKind.OTHER, failure.kind(), "nothing was sent: the outcome is known");
        }
        assertEquals(1, server.requests(TOKEN_PATH).size(), "one token request in flight, shared by all");
        assertEquals(0, server.requests("/services/data").size(), "no request goes out without a token");
    }

    @Test
    void aTokenRequestThatTimesOutFailsEveryWaiterAtOnceAndIsSentOnce() throws Exception {
        serve(20_000, null);
        ClientCredentialsAuth auth = ClientCredentialsAuth.of(server.url(), "id", "secret", Duration.ofMillis(500));
        List<Outcome> outcomes = wave(clients(auth, i -> Duration.ofSeconds(10)));

        for (Outcome outcome : outcomes) {
            RefinException failure = assertInstanceOf(RefinException.class, outcome.failure());
            assertTrue(failure.getMessage().contains("got no complete answer within PT0.5S"), failure.getMessage());
            // Every waiter shares the one request's failure; none fetches again in turn (which took 8 x 0.5 s).
            assertTrue(outcome.elapsedMs() <= 500 + MARGIN_MS, "ended after " + outcome.elapsedMs() + " ms");
        }
        assertEquals(1, server.requests(TOKEN_PATH).size());
    }

    @Test
    void aFailingTokenEndpointIsAskedOncePerWaveNotOncePerWaiter() throws Exception {
        serve(300, Reply.json(400, "{\"error\":\"invalid_grant\",\"error_description\":\"authentication failure\"}"));
        ClientCredentialsAuth auth = ClientCredentialsAuth.of(server.url(), "id", "secret", Duration.ofSeconds(5));
        List<RefinClient> clients = clients(auth, i -> Duration.ofSeconds(5));

        for (int wave = 1; wave <= 2; wave++) {
            List<Outcome> outcomes = wave(clients);

            for (Outcome outcome : outcomes) {
                RefinAuthException failure = assertInstanceOf(RefinAuthException.class, outcome.failure());
                assertEquals("invalid_grant", failure.error());
                assertTrue(outcome.elapsedMs() <= 300 + MARGIN_MS, "ended after " + outcome.elapsedMs() + " ms");
            }
            assertEquals(wave, server.requests(TOKEN_PATH).size(), "token requests after wave " + wave);
        }
        assertEquals(0, server.requests("/services/data").size());
    }

    @Test
    void callersWaitingForATokenShareTheOneThatArrives() throws Exception {
        serve(300, null);
        ClientCredentialsAuth auth = ClientCredentialsAuth.of(server.url(), "id", "secret", Duration.ofSeconds(5));
        List<Outcome> outcomes = wave(clients(auth, i -> Duration.ofSeconds(5)));

        for (Outcome outcome : outcomes) {
            assertNull(outcome.failure());
        }
        assertEquals(1, server.requests(TOKEN_PATH).size());
        List<LoopbackServer.Request> calls = server.requests("/services/data");
        assertEquals(THREADS, calls.size());
        calls.forEach(call -> assertEquals("Bearer 00Dxx!token-1", call.authorization()));
    }

    @Test
    void theTokenRequestCountsAgainstTheCallsDeadline() throws Exception {
        // 700 ms of a 1 s deadline go to the token; the record endpoint then stalls: the call still ends at 1 s.
        server.respond(request -> {
            if (request.path().equals(TOKEN_PATH)) {
                sleep(700);
                return token();
            }
            sleep(20_000);
            return Reply.json(200, "{}");
        });
        ClientCredentialsAuth auth = ClientCredentialsAuth.of(server.url(), "id", "secret", Duration.ofSeconds(5));

        Outcome outcome = wave(List.of(client(auth, Duration.ofSeconds(1)))).get(0);

        RefinException failure = assertInstanceOf(RefinException.class, outcome.failure());
        assertTrue(failure.getMessage().contains("timed out"), failure.getMessage());
        assertTrue(outcome.elapsedMs() <= 1000 + MARGIN_MS, "ended after " + outcome.elapsedMs() + " ms");
    }
}
