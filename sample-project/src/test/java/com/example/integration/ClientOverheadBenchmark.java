package com.example.integration;

import com.example.accounting.Account;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.emulator.Emulator;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.query.Soql;
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

/**
 * Client overhead per request (a main, not a test): the same GET of one record and the same 2,000-row query,
 * through {@link RefinClient} (typed entities) and through a bare {@link HttpClient} + Jackson tree (the floor),
 * against the emulator on loopback in the same JVM, in alternating rounds. Prints the median microseconds of
 * each and their ratio.
 *
 * <p>Arguments: {@code [rounds] [requests per round]}; defaults 15 and 200 (GET) / 10 (query).
 */
public final class ClientOverheadBenchmark {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int ROWS = 2_000;

    private ClientOverheadBenchmark() {}

    private interface Op {
        long run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        int gets = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int queries = Math.max(1, gets / 20);
        Path snapshot = Path.of("src/main/refin").toFile().isDirectory()
                ? Path.of("src/main/refin")
                : Path.of("sample-project/src/main/refin");
        try (Emulator emulator =
                Emulator.builder().snapshot(snapshot).threads(8).build().start()) {
            String base = emulator.baseUrl();
            String token = emulator.defaultToken();
            RefinClient client = RefinClient.builder()
                    .instanceUrl(base)
                    .auth(StaticTokenAuth.of(token))
                    .build();
            List<Account> accounts = new ArrayList<>();
            for (int i = 0; i < ROWS; i++) {
                accounts.add(new Account().setName("Customer " + i));
            }
            client.createAll(accounts, true);
            RecordId<Account> one = accounts.get(0).getId();
            HttpClient http =
                    HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            String data = base + "/services/data/" + client.apiVersion();
            String soql = "SELECT Id, Name FROM Account";

            Op clientGet = () -> client.get(Account.SOBJECT_TYPE, one).getName().length();
            Op bareGet = () -> MAPPER.readTree(send(http, token, data + "/sobjects/Account/" + one.value()))
                    .path("Name")
                    .asText()
                    .length();
            Op clientQuery =
                    () -> client.query(Soql.select(Account.ID, Account.NAME).from(Account.SOBJECT_TYPE)).stream()
                            .count();
            Op bareQuery = () -> {
                long rows = 0;
                String next = data + "/query?q=" + URLEncoder.encode(soql, StandardCharsets.UTF_8);
                while (next != null) {
                    JsonNode page = MAPPER.readTree(send(http, token, next));
                    rows += page.path("records").size();
                    next = page.hasNonNull("nextRecordsUrl")
                            ? base + page.get("nextRecordsUrl").asText()
                            : null;
                }
                return rows;
            };
            if (clientQuery.run() != bareQuery.run() || clientQuery.run() < ROWS) {
                throw new IllegalStateException("the two ways read different row counts");
            }
            report("GET one record", measure(rounds, gets, clientGet, bareGet));
            report("query of " + ROWS + " rows", measure(rounds, queries, clientQuery, bareQuery));
        }
    }

    private static String send(HttpClient http, String token, String url) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .header("Authorization", "Bearer " + token)
                .header("Accept", "application/json")
                .GET()
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("HTTP " + response.statusCode());
        }
        return response.body();
    }

    /** Median microseconds per request of each way, over alternating rounds after one warm-up round. */
    private static double[] measure(int rounds, int perRound, Op client, Op bare) throws Exception {
        double[] clientMicros = new double[rounds];
        double[] bareMicros = new double[rounds];
        for (int round = -1; round < rounds; round++) {
            boolean clientFirst = round % 2 == 0;
            double a = time(clientFirst ? client : bare, perRound);
            double b = time(clientFirst ? bare : client, perRound);
            if (round >= 0) {
                clientMicros[round] = clientFirst ? a : b;
                bareMicros[round] = clientFirst ? b : a;
            }
        }
        return new double[] {median(clientMicros), median(bareMicros)};
    }

    private static double time(Op op, int times) throws Exception {
        long sink = 0;
        long start = System.nanoTime();
        for (int i = 0; i < times; i++) {
            sink += op.run();
        }
        double micros = (System.nanoTime() - start) / 1e3 / times;
        if (sink == Long.MIN_VALUE) {
            System.out.println(sink);
        }
        return micros;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static void report(String what, double[] micros) {
        System.out.printf(
                Locale.ROOT,
                "%-22s RefinClient %9.1f us, bare HttpClient + Jackson %9.1f us, ratio %.2f, overhead %+.1f us%n",
                what,
                micros[0],
                micros[1],
                micros[0] / micros[1],
                micros[0] - micros[1]);
    }
}
