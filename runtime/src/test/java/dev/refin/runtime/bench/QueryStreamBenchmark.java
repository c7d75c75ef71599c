package dev.refin.runtime.bench;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.bench.SerializationJmh.Wide;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.query.Soql;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * Streams 100,000 query rows (pages of 2,000, {@code nextRecordsUrl} chained) of the 30-field entity through
 * the client from a loopback server in the same JVM, and prints rows/s and peak heap. Not a test: figures only.
 *
 * <p>Run with the heap capped, in its own JVM:
 * {@code ./mvnw -q -pl runtime test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt &&
 * java -Xmx64m -cp runtime/target/test-classes:runtime/target/classes:$(cat runtime/target/cp.txt)
 * dev.refin.runtime.bench.QueryStreamBenchmark [rows]}. ({@code exec:java} runs inside Maven's JVM, whose
 * heap is not capped.)
 */
public final class QueryStreamBenchmark {
    private static final int PAGE = 2000;
    private static final String QUERY = "/services/data/v65.0/query";

    private QueryStreamBenchmark() {}

    /** Runs the benchmark and prints its figures. */
    public static void main(String[] args) throws Exception {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int pages = (rows + PAGE - 1) / PAGE;
        try (BenchServer server = new BenchServer((exchange, body) -> {
            String path = exchange.getRequestURI().getRawPath();
            int page = path.equals(QUERY) ? 0 : Integer.parseInt(path.substring(path.lastIndexOf('-') + 1));
            return new BenchServer.Reply(200, page(page, pages, rows));
        })) {
            RefinClient client = RefinClient.builder()
                    .instanceUrl(server.url())
                    .auth(StaticTokenAuth.of("bench"))
                    .build();
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                pool.resetPeakUsage();
            }
            MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
            long sampledPeak = 0;
            long start = System.nanoTime();
            long count = 0;
            BigDecimal total = BigDecimal.ZERO;
            for (Wide row : client.query(
                    Soql.select(Wide.TEXTS.get(0), Wide.AMOUNTS.get(0)).from(Wide.SOBJECT_TYPE))) {
                count++;
                total = total.add(row.get(Wide.AMOUNTS.get(0)));
                if (count % 250 == 0) {
                    sampledPeak =
                            Math.max(sampledPeak, memory.getHeapMemoryUsage().getUsed());
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (count != rows) {
                throw new IllegalStateException("streamed " + count + " rows, expected " + rows);
            }
            System.out.printf(
                    Locale.ROOT,
                    "streamed %,d rows of a 30-field entity in %d pages (%d HTTP requests) in %.2f s: %,.0f rows/s;"
                            + " checksum %s%n",
                    count,
                    pages,
                    server.log().size(),
                    seconds,
                    count / seconds,
                    total);
            System.out.printf(
                    Locale.ROOT,
                    "max heap %d MB; peak heap used (sampled every 250 rows) %.1f MB; peak old generation %.1f MB"
                            + " (client and server share this JVM)%n",
                    Runtime.getRuntime().maxMemory() / (1024 * 1024),
                    sampledPeak / (1024.0 * 1024),
                    peakOldGeneration() / (1024.0 * 1024));
        }
    }

    /** The peak of the pool that holds what survives: it stays flat when rows are not retained. */
    private static long peakOldGeneration() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            String name = pool.getName();
            if (pool.getType() == MemoryType.HEAP && (name.contains("Old") || name.contains("Tenured"))) {
                peak = Math.max(peak, pool.getPeakUsage().getUsed());
            }
        }
        return peak;
    }

    /** One page of 30-field rows, with the next locator unless it is the last. */
    private static String page(int page, int pages, int rows) {
        StringBuilder out = new StringBuilder(PAGE * 800);
        boolean last = page == pages - 1;
        out.append("{\"totalSize\":").append(rows).append(",\"done\":").append(last);
        if (!last) {
            out.append(",\"nextRecordsUrl\":\"")
                    .append(QUERY)
                    .append("/01gBENCH-")
                    .append(page + 1)
                    .append('"');
        }
        out.append(",\"records\":[");
        int first = page * PAGE;
        int end = Math.min(rows, first + PAGE);
        for (int n = first; n < end; n++) {
            out.append(n == first ? "" : ",").append(row(n));
        }
        return out.append("]}").toString();
    }

    private static String row(int n) {
        StringBuilder out = new StringBuilder(800);
        out.append(
                        "{\"attributes\":{\"type\":\"refin__Wide__c\",\"url\":\"/services/data/v65.0/sobjects/refin__Wide__c/")
                .append(RecordId.to18(String.format(Locale.ROOT, "a0W5g%010d", n)))
                .append("\"}");
        for (int i = 0; i < 12; i++) {
            out.append(",\"text")
                    .append(i)
                    .append("\":\"row ")
                    .append(n)
                    .append(" text ")
                    .append(i)
                    .append('"');
        }
        for (int i = 0; i < 8; i++) {
            out.append(",\"amount").append(i).append("\":").append(n % 1000).append(".25");
        }
        for (int i = 0; i < 4; i++) {
            out.append(",\"flag").append(i).append("\":").append(n % 2 == 0);
        }
        out.append(",\"count0\":").append(n).append(",\"count1\":").append(-n);
        out.append(",\"day0\":\"2024-01-31\",\"day1\":null");
        out.append(",\"stamp0\":\"2024-01-31T10:00:00.000+0000\",\"stamp1\":null}");
        return out.toString();
    }
}
