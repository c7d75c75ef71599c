package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.RawServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** Every call ends: a trickling body, a gzip bomb, an endless body and a looping pager each fail fast and clearly. */
class BoundedCallsTest {
    private static final String ID = RecordId.to18("a0A5g000001AbCd");

    private static RefinClient client(String url, Duration timeout) {
        return RefinClient.builder()
                .instanceUrl(url)
                .auth(StaticTokenAuth.of("tok"))
                .requestTimeout(timeout)
                .retry(RetryPolicy.exponential(3, Duration.ofMillis(1), Duration.ofMillis(5)))
                .build();
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    @Test
    void aBodyTrickledAByteASecondEndsAtTheDeadline() throws Exception {
        try (RawServer server = new RawServer((line, out) -> {
            out.write(RawServer.head(200, 1_000_000));
            out.flush();
            for (int i = 0; i < 1_000_000; i++) {
                out.write('{');
                out.flush();
                Thread.sleep(200);
            }
        })) {
            long start = System.nanoTime();
            RefinException e = assertThrows(RefinException.class, () -> client(server.url(), Duration.ofSeconds(1))
                    .get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
            long took = millisSince(start);
            assertTrue(took < 3_000, "the call took " + took + " ms although its deadline is 1 s");
            assertTrue(e.getMessage().contains("timed out: no complete answer within PT1S"), e.getMessage());
            assertEquals(ErrorKind.OTHER, e.kind(), "a read is safe to repeat, so its outcome is not in doubt");
            assertTrue(e.isRetryable());
        }
    }

    @Test
    void aCreateWhoseAnswerStallsIsOutcomeUnknownNeverRefused() throws Exception {
        try (RawServer server = new RawServer((line, out) -> {
            Thread.sleep(5_000); // the server is still working on it (or committed and the answer is stuck)
        })) {
            long start = System.nanoTime();
            RefinException e = assertThrows(RefinException.class, () -> client(server.url(), Duration.ofMillis(500))
                    .create(new Invoice().set(Invoice.NAME, "x")));
            assertTrue(millisSince(start) < 3_000);
            assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
            assertTrue(e.isOutcomeUnknown());
            assertFalse(e.isRetryable(), "a create whose answer was lost must not be repeated blindly");
            assertFalse(e instanceof RefinApiException, "nothing refused it");
            assertEquals(1, server.requests(), "sent exactly once");
        }
    }

    @Test
    void aTokenEndpointThatTricklesItsAnswerEndsAtItsTimeout() throws Exception {
        try (RawServer server = new RawServer((line, out) -> {
            out.write(RawServer.head(200, 100_000));
            out.flush();
            for (int i = 0; i < 100_000; i++) {
                out.write(' ');
                out.flush();
                Thread.sleep(200);
            }
        })) {
            RefinClient client = RefinClient.builder()
                    .instanceUrl(server.url())
                    .auth(ClientCredentialsAuth.of(server.url(), "cid", "secret-77", Duration.ofMillis(800)))
                    .build();
            long start = System.nanoTime();
            RefinException e =
                    assertThrows(RefinException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
            assertTrue(millisSince(start) < 3_000);
            assertTrue(e.getMessage().contains("got no complete answer within PT0.8S"), e.getMessage());
            assertFalse(e.getMessage().contains("secret-77"));
        }
    }

    @Test
    void aGzipBombIsRefusedAfterDecompressionWithoutFillingTheHeap() throws Exception {
        byte[] bomb = gzipOfZeros(64L * 1024 * 1024); // about 64 KB on the wire, 64 MB inflated
        try (RawServer server = new RawServer((line, out) -> {
            out.write(RawServer.head(200, bomb.length, "Content-Encoding: gzip"));
            out.write(bomb);
        })) {
            long start = System.nanoTime();
            RefinException e = assertThrows(RefinException.class, () -> client(server.url(), Duration.ofSeconds(10))
                    .get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
            assertTrue(millisSince(start) < 5_000);
            assertTrue(
                    e.getMessage().contains("larger than the limit of " + RefinClient.DEFAULT_MAX_RESPONSE_BYTES),
                    e.getMessage());
            assertTrue(e.getMessage().contains("inflates beyond"), e.getMessage());
            assertFalse(e.isRetryable());
            assertEquals(1, server.requests(), "an oversized answer is not fetched again");
        }
    }

    @Test
    void anEndlessPlainBodyIsCutAtTheConfiguredLimit() throws Exception {
        try (RawServer server = new RawServer((line, out) -> {
            out.write(RawServer.head(200, 600L * 1024 * 1024));
            byte[] chunk = new byte[64 * 1024];
            java.util.Arrays.fill(chunk, (byte) ' ');
            for (int i = 0; i < 600 * 16; i++) {
                out.write(chunk);
            }
        })) {
            RefinClient client = RefinClient.builder()
                    .instanceUrl(server.url())
                    .auth(StaticTokenAuth.of("tok"))
                    .maxResponseBytes(1024 * 1024)
                    .build();
            long start = System.nanoTime();
            RefinException e =
                    assertThrows(RefinException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
            assertTrue(millisSince(start) < 5_000);
            assertTrue(e.getMessage().contains("larger than the limit of 1048576 bytes"), e.getMessage());
        }
    }

    @Test
    void aPagerThatLoopsIsStoppedWithAClearError() throws Exception {
        String loop = "/services/data/v65.0/query/01gLOOP-2000";
        try (LoopbackServer server = new LoopbackServer()) {
            server.respond(request -> LoopbackServer.Reply.json(
                    200,
                    "{\"totalSize\":9000,\"done\":false,\"nextRecordsUrl\":\"" + loop + "\",\"records\":[{\"Id\":\""
                            + ID + "\"}]}"));
            RefinClient client = client(server.url(), Duration.ofSeconds(5));
            long start = System.nanoTime();
            RefinException e = assertThrows(
                    RefinException.class,
                    () -> client.query(Invoice.SOBJECT_TYPE, "SELECT Id FROM refin__Sales_Invoice__c").stream()
                            .count());
            assertTrue(millisSince(start) < 5_000);
            assertTrue(e.getMessage().contains("leads back to a page already read"), e.getMessage());
            assertEquals(2, server.requests().size(), "the first page and the loop's first step, then it stopped");
        }
    }

    @Test
    void aMalformedNextRecordsUrlIsAClearRefinException() throws Exception {
        for (String bad : List.of("query/01g next page", "/services/data/v65.0/query/01g 2000", "ftp://x/y")) {
            try (LoopbackServer server = new LoopbackServer()) {
                server.respond(request -> LoopbackServer.Reply.json(
                        200, "{\"totalSize\":9000,\"done\":false,\"nextRecordsUrl\":\"" + bad + "\",\"records\":[]}"));
                RefinClient client = client(server.url(), Duration.ofSeconds(5));
                RefinException e = assertThrows(RefinException.class, () -> client.query(
                                Invoice.SOBJECT_TYPE, "SELECT Id FROM refin__Sales_Invoice__c")
                        .iterator()
                        .hasNext());
                assertTrue(e.getMessage().contains("nextRecordsUrl is not a path"), bad + ": " + e.getMessage());
                assertEquals(1, server.requests().size());
            }
        }
    }

    private static byte[] gzipOfZeros(long size) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] zeros = new byte[1024 * 1024];
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            for (long written = 0; written < size; written += zeros.length) {
                gzip.write(zeros);
            }
        }
        return out.toByteArray();
    }

    static String utf8(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
