package dev.refin.emulator.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.refin.emulator.Emulator;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Figures of how the emulator's cost grows with the org: the same requests at 1k and at 50k stored records, and the
 * floor of the JDK HttpServer answering a constant small JSON in the same run.
 */
final class ScaleFigures {
    private static final String V = "/services/data/v65.0";
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int REPEATS = 30;

    private ScaleFigures() {}

    /** Prints median milliseconds per request kind at 1k and 50k accounts, and the 50k/1k ratio. */
    static void print(Path snapshot) throws Exception {
        double[] small = measure(snapshot, 1_000);
        double[] large = measure(snapshot, 50_000);
        String[] names = {"collections insert of 200", "single insert", "query LIMIT 10", "GET by id"};
        System.out.println("scale: median ms per request at 1k vs 50k accounts (target: 50k within 2x of 1k)");
        for (int i = 0; i < names.length; i++) {
            System.out.printf(
                    Locale.ROOT,
                    "  %-26s 1k=%7.2f  50k=%7.2f  ratio=%.2f%n",
                    names[i],
                    small[i],
                    large[i],
                    large[i] / small[i]);
        }
    }

    private static double[] measure(Path snapshot, int records) throws Exception {
        try (Emulator emulator = Emulator.builder().snapshot(snapshot).build().start()) {
            HttpClient http =
                    HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            String base = emulator.baseUrl();
            String lastId = null;
            for (int done = 0; done < records; done += 200) {
                lastId = insertBatch(http, base, "seed" + done);
            }
            long[] batch = new long[REPEATS];
            long[] single = new long[REPEATS];
            long[] query = new long[REPEATS];
            long[] get = new long[REPEATS];
            String q = V + "/query?q="
                    + URLEncoder.encode("SELECT Id, Name FROM Account LIMIT 10", StandardCharsets.UTF_8);
            for (int i = 0; i < REPEATS + 5; i++) {
                int slot = Math.max(0, i - 5); // the first five warm up
                long t0 = System.nanoTime();
                insertBatch(http, base, "run" + i);
                long t1 = System.nanoTime();
                send(http, base, "POST", V + "/sobjects/Account", "{\"Name\":\"single " + i + "\"}");
                long t2 = System.nanoTime();
                send(http, base, "GET", q, null);
                long t3 = System.nanoTime();
                send(http, base, "GET", V + "/sobjects/Account/" + lastId, null);
                long t4 = System.nanoTime();
                batch[slot] = t1 - t0;
                single[slot] = t2 - t1;
                query[slot] = t3 - t2;
                get[slot] = t4 - t3;
            }
            return new double[] {median(batch), median(single), median(query), median(get)};
        }
    }

    private static String insertBatch(HttpClient http, String base, String prefix) throws Exception {
        StringBuilder body = new StringBuilder("{\"allOrNone\":false,\"records\":[");
        for (int i = 0; i < 200; i++) {
            body.append(i == 0 ? "" : ",")
                    .append("{\"attributes\":{\"type\":\"Account\"},\"Name\":\"")
                    .append(prefix)
                    .append('-')
                    .append(i)
                    .append("\"}");
        }
        HttpResponse<String> response = send(
                http, base, "POST", V + "/composite/sobjects", body.append("]}").toString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(response.body());
        }
        return MAPPER.readTree(response.body()).get(199).get("id").asText();
    }

    private static double median(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1e6;
    }

    /** Requests per second of {@code clients} clients against a JDK HttpServer answering a constant small JSON. */
    static double constantServerFloor(int clients, int operations) throws Exception {
        byte[] answer =
                "{\"id\":\"001000000000001AAA\",\"success\":true,\"errors\":[]}".getBytes(StandardCharsets.UTF_8);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        ExecutorService serverThreads = Executors.newFixedThreadPool(Math.max(16, clients * 2));
        server.setExecutor(serverThreads);
        server.start();
        String base = "http://127.0.0.1:" + server.getAddress().getPort();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        try {
            long start = System.nanoTime();
            List<Future<?>> futures = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                futures.add(pool.submit(() -> {
                    HttpClient http = HttpClient.newBuilder()
                            .version(HttpClient.Version.HTTP_1_1)
                            .build();
                    for (int i = 0; i < operations; i++) {
                        send(http, base, "GET", "/constant", null);
                    }
                    return null;
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
            return clients * (double) operations / ((System.nanoTime() - start) / 1e9);
        } finally {
            pool.shutdown();
            server.stop(0);
            serverThreads.shutdownNow();
        }
    }

    private static HttpResponse<String> send(HttpClient http, String base, String method, String path, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .header("Authorization", "Bearer " + Emulator.DEFAULT_TOKEN)
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
