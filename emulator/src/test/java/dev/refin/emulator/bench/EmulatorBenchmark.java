package dev.refin.emulator.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.emulator.Emulator;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Load benchmark (a main, not a test): concurrent clients run mixed operations against an emulator on loopback and
 * the figures are printed: throughput, latency percentiles, lost updates and 5xx answers.
 *
 * <p>Arguments: {@code [clients] [operations per client] [snapshot dir]}; defaults 8, 10000 and the sample project's
 * snapshot. Mix: 20% creates (half accounts, half invoices drawing numbers from one shared entity sequence), 25%
 * reads, 25% read-modify-write increments of the client's own counter record, 10% queries (half of them semi-joins),
 * 10% upserts of invoices by external id whose entity is set by the entity's external id (a parent reference), 10%
 * composite requests (create an account and read it back through a reference, all-or-none).
 *
 * <p>Profile a run with {@code -XX:+FlightRecorder -XX:StartFlightRecording=duration=60s,filename=bench.jfr} and
 * {@code jfr print --events jdk.ExecutionSample bench.jfr}.
 */
public final class EmulatorBenchmark {
    private static final String V = "/services/data/v65.0";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private EmulatorBenchmark() {}

    /**
     * What one client did.
     *
     * @param latencies nanoseconds per operation
     * @param serverErrors answers with a 5xx status
     * @param otherErrors answers with an unexpected 4xx status
     * @param increments increments the client made to its counter
     * @param counterId the client's counter record
     * @param invoices invoices the client created
     * @param requests HTTP requests the client sent (a read-modify-write is two)
     */
    private record ClientResult(
            long[] latencies,
            int serverErrors,
            int otherErrors,
            int increments,
            String counterId,
            int invoices,
            int requests) {}

    public static void main(String[] args) throws Exception {
        int clients = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        int operations = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
        Path snapshot = args.length > 2 ? Path.of(args[2]) : defaultSnapshot();
        try (Emulator emulator = Emulator.builder()
                .snapshot(snapshot)
                .threads(Math.max(16, clients * 2))
                .dailyApiRequests(Long.MAX_VALUE)
                .build()
                .start()) {
            String base = emulator.baseUrl();
            HttpClient setup = HttpClient.newHttpClient();
            String entity =
                    create(setup, base, "refin__Entity__c", "{\"Name\":\"Bench\",\"refin__Code__c\":\"BENCH\"}");
            boolean queries = send(setup, base, "GET", V + "/query?q=" + enc("SELECT Id FROM Account LIMIT 1"), null)
                            .statusCode()
                    == 200;
            List<String> counters = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                counters.add(
                        create(setup, base, "Account", "{\"Name\":\"counter-" + c + "\",\"AccountNumber\":\"0\"}"));
            }
            double floor = ScaleFigures.constantServerFloor(clients, Math.min(operations, 5000));
            ExecutorService pool = Executors.newFixedThreadPool(clients);
            long start = System.nanoTime();
            List<Future<ClientResult>> futures = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                int client = c;
                futures.add(
                        pool.submit(() -> runClient(base, client, operations, counters.get(client), entity, queries)));
            }
            List<ClientResult> results = new ArrayList<>();
            for (Future<ClientResult> future : futures) {
                results.add(future.get());
            }
            long elapsed = System.nanoTime() - start;
            pool.shutdown();
            report(setup, base, clients, operations, elapsed, results, entity, queries);
            double requests = results.stream().mapToInt(ClientResult::requests).sum() / (elapsed / 1e9);
            System.out.printf(
                    Locale.ROOT,
                    "floor: JDK HttpServer, constant small JSON, %d clients: %.0f req/s; emulator mixed: %.0f req/s"
                            + " = %.2fx of the floor (target >= 0.8x)%n",
                    clients,
                    floor,
                    requests,
                    requests / floor);
        }
        ScaleFigures.print(snapshot);
    }

    private static ClientResult runClient(
            String base, int client, int operations, String counterId, String entity, boolean queries)
            throws IOException, InterruptedException {
        HttpClient http =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        SplittableRandom random = new SplittableRandom(client);
        long[] latencies = new long[operations];
        int serverErrors = 0;
        int otherErrors = 0;
        int increments = 0;
        int invoices = 0;
        int requests = operations;
        List<String> own = new ArrayList<>();
        own.add(counterId);
        for (int i = 0; i < operations; i++) {
            int dice = random.nextInt(100);
            long t0 = System.nanoTime();
            int status;
            if (dice < 20) {
                boolean invoice = dice < 10;
                HttpResponse<String> response = invoice
                        ? send(
                                http,
                                base,
                                "POST",
                                V + "/sobjects/refin__Sales_Invoice__c",
                                "{\"refin__Entity__c\":\"" + entity + "\"}")
                        : send(http, base, "POST", V + "/sobjects/Account", "{\"Name\":\"c" + client + "-" + i + "\"}");
                status = response.statusCode();
                if (status == 201) {
                    if (invoice) {
                        invoices++;
                    } else {
                        own.add(MAPPER.readTree(response.body()).get("id").asText());
                    }
                }
            } else if (dice < 45) {
                String id = own.get(random.nextInt(own.size()));
                status = send(http, base, "GET", V + "/sobjects/Account/" + id, null)
                        .statusCode();
            } else if (dice < 70 || !queries) {
                HttpResponse<String> read =
                        send(http, base, "GET", V + "/sobjects/Account/" + counterId + "?fields=AccountNumber", null);
                requests++;
                int value = Integer.parseInt(
                        MAPPER.readTree(read.body()).get("AccountNumber").asText());
                status = send(
                                http,
                                base,
                                "PATCH",
                                V + "/sobjects/Account/" + counterId,
                                "{\"AccountNumber\":\"" + (value + 1) + "\"}")
                        .statusCode();
                if (status == 204) {
                    increments++;
                }
            } else if (dice < 80) {
                String soql = dice < 75
                        ? "SELECT Id, Name FROM Account LIMIT 10"
                        : "SELECT Id, Name FROM refin__Entity__c WHERE Id IN (SELECT refin__Entity__c FROM"
                                + " refin__Sales_Invoice__c WHERE refin__Reference__c = 'up-" + client + "-1')";
                status = send(http, base, "GET", V + "/query?q=" + enc(soql), null)
                        .statusCode();
            } else if (dice < 90) {
                // 50 keys per client: the first upsert of a key creates an invoice, the rest update it.
                HttpResponse<String> response = send(
                        http,
                        base,
                        "PATCH",
                        V + "/sobjects/refin__Sales_Invoice__c/refin__Reference__c/up-" + client + "-"
                                + random.nextInt(50),
                        "{\"refin__Entity__r\":{\"refin__Code__c\":\"BENCH\"},\"refin__Description__c\":\"" + i
                                + "\"}");
                status = response.statusCode();
                if (status == 201) {
                    invoices++;
                }
            } else {
                HttpResponse<String> response = send(
                        http,
                        base,
                        "POST",
                        V + "/composite",
                        "{\"allOrNone\":true,\"compositeRequest\":[{\"method\":\"POST\",\"referenceId\":\"a\","
                                + "\"url\":\"" + V + "/sobjects/Account\",\"body\":{\"Name\":\"k" + client + "-" + i
                                + "\"}},{\"method\":\"GET\",\"referenceId\":\"b\",\"url\":\"" + V
                                + "/sobjects/Account/@{a.id}?fields=Name\"}]}");
                status = response.statusCode();
                if (status == 200) {
                    for (JsonNode sub : MAPPER.readTree(response.body()).get("compositeResponse")) {
                        status = Math.max(status, sub.get("httpStatusCode").asInt());
                    }
                }
            }
            latencies[i] = System.nanoTime() - t0;
            if (status >= 500) {
                serverErrors++;
            } else if (status >= 400) {
                otherErrors++;
            }
        }
        return new ClientResult(latencies, serverErrors, otherErrors, increments, counterId, invoices, requests);
    }

    private static void report(
            HttpClient http,
            String base,
            int clients,
            int operations,
            long elapsedNanos,
            List<ClientResult> results,
            String entity,
            boolean queries)
            throws IOException, InterruptedException {
        long[] all = results.stream()
                .flatMapToLong(r -> Arrays.stream(r.latencies()))
                .sorted()
                .toArray();
        int lost = 0;
        for (ClientResult result : results) {
            JsonNode counter =
                    MAPPER.readTree(send(http, base, "GET", V + "/sobjects/Account/" + result.counterId(), null)
                            .body());
            lost += Math.abs(result.increments()
                    - Integer.parseInt(counter.get("AccountNumber").asText()));
        }
        int invoices = results.stream().mapToInt(ClientResult::invoices).sum();
        JsonNode entityRecord =
                MAPPER.readTree(send(http, base, "GET", V + "/sobjects/refin__Entity__c/" + entity, null)
                        .body());
        int sequenceGap =
                Math.abs(entityRecord.get("refin__Invoice_Sequence_Next__c").asInt() - 1 - invoices);
        double seconds = elapsedNanos / 1e9;
        System.out.printf(
                Locale.ROOT,
                "clients=%d operations/client=%d total=%d queries=%s%n",
                clients,
                operations,
                all.length,
                queries ? "yes" : "no (skipped: no query resource)");
        System.out.printf(Locale.ROOT, "elapsed=%.2fs throughput=%.0f ops/s%n", seconds, all.length / seconds);
        System.out.printf(
                Locale.ROOT,
                "latency ms: p50=%.2f p90=%.2f p99=%.2f max=%.2f%n",
                pct(all, 50),
                pct(all, 90),
                pct(all, 99),
                all[all.length - 1] / 1e6);
        System.out.printf(
                Locale.ROOT,
                "5xx=%d unexpected-4xx=%d%n",
                results.stream().mapToInt(ClientResult::serverErrors).sum(),
                results.stream().mapToInt(ClientResult::otherErrors).sum());
        System.out.printf(
                Locale.ROOT,
                "lost counter increments=%d (of %d) invoices=%d sequence gap=%d%n",
                lost,
                results.stream().mapToInt(ClientResult::increments).sum(),
                invoices,
                sequenceGap);
    }

    private static double pct(long[] sorted, int percentile) {
        int index = (int) Math.ceil(percentile / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, index)] / 1e6;
    }

    private static String create(HttpClient http, String base, String object, String body)
            throws IOException, InterruptedException {
        HttpResponse<String> response = send(http, base, "POST", V + "/sobjects/" + object, body);
        if (response.statusCode() != 201) {
            throw new IllegalStateException(response.body());
        }
        return MAPPER.readTree(response.body()).get("id").asText();
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

    private static String enc(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static Path defaultSnapshot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("sample-project/src/main/refin");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("pass the snapshot directory as the third argument");
    }
}
