package dev.refin.runtime.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.bench.SerializationJmh.Wide;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.internal.Codecs;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.Locale;

/**
 * The client's cost per call: a one-record GET through {@link RefinClient#get} against the same GET made with a bare
 * {@link HttpClient#send} and Jackson ({@code readTree} of the body), same loopback server, same JVM, in alternating
 * rounds (bare first in even rounds, the client first in odd ones). Prints the median microseconds per call of each
 * and their ratio, round by round and overall. Not a test: figures only.
 *
 * <p>Run: {@code ./mvnw -q -pl runtime test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt &&
 * java -cp runtime/target/test-classes:runtime/target/classes:$(cat runtime/target/cp.txt)
 * dev.refin.runtime.bench.CallOverheadBenchmark [rounds] [calls per round]}
 */
public final class CallOverheadBenchmark {
    private static final String ID = RecordId.to18("a0X5g000001AbCd");

    private CallOverheadBenchmark() {}

    /** Runs the benchmark and prints its figures. */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int calls = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        // The JDK's server writes headers and a small body separately: without TCP_NODELAY, Nagle's algorithm and
        // delayed ACKs add 40 ms to every call, on both paths alike, and drown the difference measured here.
        System.setProperty("sun.net.httpserver.nodelay", "true");
        String record = "{\"attributes\":{\"type\":\"" + Wide.SOBJECT_TYPE.apiName() + "\"},\"Id\":\"" + ID + "\","
                + "\"Name\":\"INV-0001\"}";
        try (BenchServer server = new BenchServer((exchange, body) -> new BenchServer.Reply(200, record))) {
            RefinClient client = RefinClient.builder()
                    .instanceUrl(server.url())
                    .auth(StaticTokenAuth.of("bench"))
                    .build();
            HttpClient bare = HttpClient.newBuilder()
                    .version(HttpClient.Version.HTTP_1_1)
                    .followRedirects(HttpClient.Redirect.NEVER)
                    .build();
            URI uri = URI.create(server.url() + "/services/data/" + RefinClient.DEFAULT_API_VERSION + "/sobjects/"
                    + Wide.SOBJECT_TYPE.apiName() + "/" + ID);
            Runnable viaBare = () -> {
                try {
                    HttpResponse<byte[]> answer = bare.send(
                            HttpRequest.newBuilder(uri)
                                    .header("Authorization", "Bearer bench")
                                    .header("Accept", "application/json")
                                    .GET()
                                    .build(),
                            HttpResponse.BodyHandlers.ofByteArray());
                    JsonNode node = Codecs.MAPPER.readTree(answer.body());
                    if (answer.statusCode() != 200 || !node.path("Id").asText().equals(ID)) {
                        throw new IllegalStateException("unexpected answer " + answer.statusCode());
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            };
            Runnable viaClient = () -> {
                Wide wide = client.get(Wide.SOBJECT_TYPE, RecordId.of(ID));
                if (!wide.unknownFields().containsKey("Name")) {
                    throw new IllegalStateException("not the record");
                }
            };
            // Warm both paths up (JIT, connection pools) before measuring.
            time(viaBare, calls);
            time(viaClient, calls);
            double[] ratios = new double[rounds];
            double[] bareMicros = new double[rounds];
            double[] clientMicros = new double[rounds];
            for (int round = 0; round < rounds; round++) {
                double b;
                double c;
                if (round % 2 == 0) {
                    b = time(viaBare, calls);
                    c = time(viaClient, calls);
                } else {
                    c = time(viaClient, calls);
                    b = time(viaBare, calls);
                }
                bareMicros[round] = b;
                clientMicros[round] = c;
                ratios[round] = c / b;
                System.out.printf(
                        Locale.ROOT,
                        "round %2d: bare %7.1f us/call, RefinClient %7.1f us/call, ratio %.2fx%n",
                        round + 1,
                        b,
                        c,
                        c / b);
            }
            System.out.printf(
                    Locale.ROOT,
                    "median of %d rounds x %d calls: bare %.1f us/call, RefinClient %.1f us/call, ratio %.2fx"
                            + " (rounds' ratios %.2f-%.2fx)%n",
                    rounds,
                    calls,
                    median(bareMicros),
                    median(clientMicros),
                    median(ratios),
                    Arrays.stream(ratios).min().orElse(0),
                    Arrays.stream(ratios).max().orElse(0));
        }
    }

    /** The median microseconds of one call over {@code calls} calls, in batches of 100. */
    private static double time(Runnable call, int calls) {
        int batches = Math.max(1, calls / 100);
        double[] perCall = new double[batches];
        for (int batch = 0; batch < batches; batch++) {
            long start = System.nanoTime();
            for (int i = 0; i < 100; i++) {
                call.run();
            }
            perCall[batch] = (System.nanoTime() - start) / 100 / 1000.0;
        }
        return median(perCall);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
