package dev.refin.runtime.client;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.query.Soql;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * Run by {@link BulkResultsStreamTest} in a JVM of 128 MB: a loopback Bulk API that writes its result files on the
 * fly, about 300 MB of successful results for a 1,000-record insert (every row carries a 300 KB column) and about
 * 200 MB of query results (a million rows on one page), each streamed to the client. Prints what the client
 * delivered; runs out of memory if the client holds a result file.
 */
public final class BulkHugeResultsMain {
    private static final int RECORDS = 1_000;
    private static final int PADDING = 300 * 1024;
    private static final int QUERY_ROWS = 1_000_000;

    private BulkHugeResultsMain() {}

    public static void main(String[] args) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        server.setExecutor(pool);
        List<String> upload = new ArrayList<>();
        AtomicLong written = new AtomicLong();
        server.createContext("/", exchange -> {
            try (exchange) {
                answer(exchange, upload, written);
            }
        });
        server.start();
        try {
            RefinClient client = RefinClient.builder()
                    .instanceUrl("http://127.0.0.1:" + server.getAddress().getPort())
                    .auth(StaticTokenAuth.of("tok"))
                    .requestTimeout(Duration.ofSeconds(60))
                    .build();
            Bulk bulk = client.bulk().withPolling(Duration.ofMillis(1), Duration.ofMillis(5));
            List<Invoice> records = new ArrayList<>();
            for (int i = 0; i < RECORDS; i++) {
                records.add(new Invoice().set(Invoice.NAME, "INV-" + i));
            }
            long[] counts = new long[2];
            BulkResult result = bulk.insert(Invoice.SOBJECT_TYPE, records, outcome -> {
                counts[0]++;
                counts[1] += outcome.success() && outcome.id().isPresent() ? 1 : 0;
            });
            System.out.println("ingest outcomes=" + counts[0] + " succeeded=" + counts[1] + " result=" + result
                    + " bytes=" + written.getAndSet(0));
            try (Stream<Invoice> rows =
                    bulk.query(Soql.select(Invoice.ID, Invoice.NAME).from(Invoice.SOBJECT_TYPE))) {
                System.out.println("query rows=" + rows.count() + " bytes=" + written.get());
            }
            Runtime runtime = Runtime.getRuntime();
            System.out.println("heap max=" + runtime.maxMemory() / (1024 * 1024) + " MB");
        } finally {
            server.stop(0);
            pool.shutdownNow();
        }
    }

    private static void answer(HttpExchange exchange, List<String> upload, AtomicLong written) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String method = exchange.getRequestMethod();
        byte[] body = exchange.getRequestBody().readAllBytes();
        if (path.endsWith("/batches")) {
            synchronized (upload) {
                upload.addAll(new String(body, StandardCharsets.UTF_8).lines().toList());
            }
            exchange.sendResponseHeaders(201, -1);
        } else if (path.endsWith("/successfulResults")) {
            stream(exchange, written, out -> {
                out.write(("\"sf__Id\",\"sf__Created\"," + upload.get(0) + ",refin__Notes__c\n")
                        .getBytes(StandardCharsets.UTF_8));
                byte[] padding =
                        ",\"".concat("n".repeat(PADDING)).concat("\"\n").getBytes(StandardCharsets.UTF_8);
                for (int i = upload.size() - 1; i >= 1; i--) {
                    out.write(
                            ("\"" + id(i) + "\",\"true\",\"" + upload.get(i) + "\"").getBytes(StandardCharsets.UTF_8));
                    out.write(padding);
                }
            });
        } else if (path.endsWith("/failedResults")) {
            stream(
                    exchange,
                    written,
                    out -> out.write(
                            ("\"sf__Id\",\"sf__Error\"," + upload.get(0) + "\n").getBytes(StandardCharsets.UTF_8)));
        } else if (path.endsWith("/results")) {
            // Pages of maxRecords rows, as the platform serves them; the locator is the next page's first row.
            String query = exchange.getRequestURI().getQuery();
            int max = Integer.parseInt(query.replaceAll(".*maxRecords=(\\d+).*", "$1"));
            int first =
                    query.contains("locator=L") ? Integer.parseInt(query.replaceAll(".*locator=L(\\d+).*", "$1")) : 0;
            int end = Math.min(QUERY_ROWS, first + max);
            exchange.getResponseHeaders().set("Sforce-Locator", end < QUERY_ROWS ? "L" + end : "null");
            stream(exchange, written, out -> {
                out.write("\"Id\",\"Name\"\n".getBytes(StandardCharsets.UTF_8));
                String name = "Invoice " + "x".repeat(160);
                for (int i = first; i < end; i++) {
                    out.write(("\"" + id(i) + "\",\"" + name + i + "\"\n").getBytes(StandardCharsets.UTF_8));
                }
            });
        } else {
            String state = method.equals("POST")
                    ? (path.contains("/query") ? "UploadComplete" : "Open")
                    : method.equals("PATCH") ? "UploadComplete" : "JobComplete";
            if (method.equals("DELETE")) {
                exchange.sendResponseHeaders(204, -1);
                return;
            }
            byte[] json =
                    ("{\"id\":\"750000000000001AAA\",\"state\":\"" + state + "\"}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, json.length);
            exchange.getResponseBody().write(json);
        }
    }

    private interface Writer {
        void write(OutputStream out) throws IOException;
    }

    private static void stream(HttpExchange exchange, AtomicLong written, Writer writer) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "text/csv; charset=UTF-8");
        exchange.sendResponseHeaders(200, 0);
        OutputStream raw = exchange.getResponseBody();
        OutputStream counting = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                raw.write(b);
                written.incrementAndGet();
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                raw.write(bytes, offset, length);
                written.addAndGet(length);
            }
        };
        try (OutputStream out = new BufferedOutputStream(counting, 64 * 1024)) {
            writer.write(out);
        }
    }

    private static String id(int row) {
        return RecordId.to18(String.format("a0A5g%010d", row));
    }
}
