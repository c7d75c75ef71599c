package dev.refin.runtime.client;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.RawServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Run by {@link BoundedReadsTest} in a JVM of 256 MB: 8 calls at once, each answered with a {@code Content-Length}
 * of 33,000,000 and then a single byte. Prints how each call ended; a client that allocates what a response declares
 * before the bytes arrive runs out of memory here.
 */
public final class DeclaredLengthMain {
    private DeclaredLengthMain() {}

    public static void main(String[] args) throws Exception {
        try (RawServer server = new RawServer((line, out) -> {
            out.write(RawServer.head(200, 33_000_000));
            out.write('{');
            out.flush();
            Thread.sleep(30_000);
        })) {
            RefinClient client = RefinClient.builder()
                    .instanceUrl(server.url())
                    .auth(StaticTokenAuth.of("tok"))
                    .requestTimeout(Duration.ofSeconds(3))
                    .retry(RetryPolicy.none())
                    .build();
            ExecutorService pool = Executors.newFixedThreadPool(8);
            List<Future<String>> calls = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                calls.add(pool.submit(() -> {
                    try {
                        client.get(Invoice.SOBJECT_TYPE, RecordId.of(RecordId.to18("a0A5g000001AbCd")));
                        return "answered";
                    } catch (RefinException e) {
                        return "refused: " + e.getMessage();
                    } catch (OutOfMemoryError e) {
                        return "OutOfMemoryError";
                    }
                }));
            }
            for (Future<String> call : calls) {
                System.out.println("call " + call.get());
            }
            pool.shutdownNow();
        }
    }
}
