package com.example.integration;

import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.GcInfo;
import dev.refin.emulator.Emulator;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.Bulk;
import dev.refin.runtime.client.BulkResult;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.query.Soql;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryUsage;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * Bulk API 2.0 against sObject collections (a main, not a test): invoice lines ingested by typed bulk insert and
 * by {@code createAll} in calls of 200, then bulk-queried back typed, against an emulator in its own JVM. Prints
 * wall time, records/s, the client's peak heap (sampled every 10 ms, garbage included, so it follows the collector's
 * pacing) and retained heap (after a full collection every 5,000 records: what the client holds, bounded by two
 * jobs' records whatever the count), and the emulator's peak heap, for each record count.
 *
 * <p>Run with the client heap capped, from {@code sample-project} after {@code mvn test-compile}:
 * {@code java -Xmx128m -cp target/test-classes:target/classes:$(cat cp.txt) com.example.integration.BulkBenchmark
 * [counts]} where {@code cp.txt} comes from
 * {@code mvn org.apache.maven.plugins:maven-dependency-plugin:3.6.1:build-classpath -Dmdep.outputFile=cp.txt};
 * counts default to {@code 10000,100000}.
 */
public final class BulkBenchmark {
    private static final int LINES_PER_INVOICE = 100;

    private BulkBenchmark() {}

    /** The emulator's JVM: serves, samples its heap, and answers {@code peak} on stdin with the peak since last. */
    public static final class EmulatorProcess {
        private EmulatorProcess() {}

        public static void main(String[] args) throws Exception {
            Heap heap = new Heap();
            try (Emulator emulator =
                    Emulator.builder().snapshot(Path.of(args[0])).build().start()) {
                PrintStream out = System.out;
                out.println(emulator.baseUrl() + " " + emulator.defaultToken());
                out.flush();
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
                String line;
                while ((line = in.readLine()) != null && line.equals("peak")) {
                    long live = heap.liveAndReset();
                    out.println(heap.peakAndReset() + " " + live);
                    out.flush();
                }
            }
        }
    }

    /**
     * Samples used heap every 10 ms on a daemon thread (garbage included, so it follows the collector's pacing), and
     * records the heap left after each garbage collection (what the program holds, so it follows the data retained).
     */
    static final class Heap {
        private final AtomicLong peak = new AtomicLong();
        private final AtomicLong live = new AtomicLong();

        Heap() {
            MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
            Thread sampler = new Thread(() -> {
                while (true) {
                    peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                    try {
                        Thread.sleep(10);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            sampler.setDaemon(true);
            sampler.start();
            for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
                ((NotificationEmitter) collector)
                        .addNotificationListener(
                                (notification, handback) -> {
                                    if (notification
                                            .getType()
                                            .equals(
                                                    GarbageCollectionNotificationInfo
                                                            .GARBAGE_COLLECTION_NOTIFICATION)) {
                                        GcInfo info = GarbageCollectionNotificationInfo.from(
                                                        (CompositeData) notification.getUserData())
                                                .getGcInfo();
                                        long after = info.getMemoryUsageAfterGc().values().stream()
                                                .mapToLong(MemoryUsage::getUsed)
                                                .sum();
                                        live.accumulateAndGet(after, Math::max);
                                    }
                                },
                                null,
                                null);
            }
        }

        /** The peak of used heap since the last call, then resets it. */
        long peakAndReset() {
            System.gc();
            return peak.getAndSet(
                    ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }

        /** The largest heap left after a collection since the last call, then resets it. */
        long liveAndReset() {
            return live.getAndSet(0);
        }

        /**
         * Every {@value #RETAINED_EVERY} records: a full collection, then the heap still used is what the program
         * retains at that point (the client's figure that must not grow with the record count).
         */
        void record() {
            if (++records % RETAINED_EVERY == 0) {
                System.gc();
                retained = Math.max(
                        retained,
                        ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
            }
        }

        /** The largest retained heap since the last call, then resets it. */
        long retainedAndReset() {
            long out = retained;
            retained = 0;
            records = 0;
            return out;
        }

        private static final int RETAINED_EVERY = 5_000;
        private long records;
        private long retained;
    }

    public static void main(String[] args) throws Exception {
        String counts = args.length > 0 ? args[0] : "10000,100000";
        Path snapshot = Path.of("src/main/refin").toFile().isDirectory()
                ? Path.of("src/main/refin")
                : Path.of("sample-project/src/main/refin");
        System.out.printf(
                Locale.ROOT, "client max heap %d MB%n", Runtime.getRuntime().maxMemory() / (1024 * 1024));
        for (String count : counts.split(",")) {
            run(Integer.parseInt(count.trim()), snapshot);
        }
    }

    private static void run(int lines, Path snapshot) throws Exception {
        Process emulator = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx3g",
                        "-cp",
                        System.getProperty("java.class.path"),
                        EmulatorProcess.class.getName(),
                        snapshot.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try {
            BufferedReader from =
                    new BufferedReader(new InputStreamReader(emulator.getInputStream(), StandardCharsets.UTF_8));
            PrintStream to = new PrintStream(emulator.getOutputStream(), true, StandardCharsets.UTF_8);
            String[] started = from.readLine().split(" ");
            RefinClient client = RefinClient.builder()
                    .instanceUrl(started[0])
                    .auth(StaticTokenAuth.of(started[1]))
                    .requestTimeout(Duration.ofMinutes(5))
                    .build();
            Heap heap = new Heap();
            Books books = Books.create(client);
            Bulk bulk = client.bulk().withPolling(Duration.ofMillis(20), Duration.ofMillis(500));
            List<RecordId<SalesInvoice>> invoices = new ArrayList<>();
            int invoiceCount = 2 * Math.max(1, lines / LINES_PER_INVOICE);
            bulk.insert(
                    SalesInvoice.SOBJECT_TYPE,
                    IntStream.range(0, invoiceCount).mapToObj(i -> new SalesInvoice()
                            .setEntityId(books.entity())
                            .setCustomerId(books.customer())
                            .setInvoiceDate(LocalDate.of(2024, 6, 10))
                            .setReference("BENCH-" + i)),
                    outcome -> invoices.add(outcome.id().orElseThrow()));
            client(heap);
            peak(to, from);

            long start = System.nanoTime();
            AtomicLong ok = new AtomicLong();
            BulkResult result = bulk.insert(
                    SalesInvoiceLine.SOBJECT_TYPE,
                    IntStream.range(0, lines).mapToObj(i -> line(books, invoices.get(i / LINES_PER_INVOICE), i)),
                    outcome -> {
                        heap.record();
                        if (outcome.success()) {
                            ok.incrementAndGet();
                        }
                    });
            double bulkSeconds = (System.nanoTime() - start) / 1e9;
            long[] clientPeak = client(heap);
            long[] emulatorPeak = peak(to, from);
            report("bulk insert", lines, ok.get(), bulkSeconds, clientPeak, emulatorPeak);
            if (!result.allSucceeded()) {
                System.out.println("  refused: " + result);
            }

            start = System.nanoTime();
            long read;
            try (Stream<SalesInvoiceLine> back = bulk.query(Soql.select(
                            SalesInvoiceLine.ID,
                            SalesInvoiceLine.DESCRIPTION,
                            SalesInvoiceLine.QUANTITY,
                            SalesInvoiceLine.UNIT_PRICE,
                            SalesInvoiceLine.TAXABLE)
                    .from(SalesInvoiceLine.SOBJECT_TYPE)
                    .alsoSelect(Soql.parent(SalesInvoiceLine.SALES_INVOICE_ID).get(SalesInvoice.REFERENCE)))) {
                read = back.peek(l -> heap.record())
                        .filter(l -> l.getQuantity() != null)
                        .count();
            }
            report("bulk query", lines, read, (System.nanoTime() - start) / 1e9, client(heap), peak(to, from));

            start = System.nanoTime();
            long saved = 0;
            List<SalesInvoiceLine> call = new ArrayList<>(200);
            for (int i = 0; i < lines; i++) {
                call.add(line(books, invoices.get(invoiceCount / 2 + i / LINES_PER_INVOICE), i));
                if (call.size() == 200 || i == lines - 1) {
                    call.forEach(l -> heap.record());
                    saved += client.createAll(call, false).stream()
                            .filter(o -> o.success())
                            .count();
                    call.clear();
                }
            }
            double collectionSeconds = (System.nanoTime() - start) / 1e9;
            report("collections (200 a call)", lines, saved, collectionSeconds, client(heap), peak(to, from));
            System.out.printf(
                    Locale.ROOT,
                    "  %,d lines: bulk is %.1fx the collections path%n",
                    lines,
                    collectionSeconds / bulkSeconds);
        } finally {
            emulator.getOutputStream().close();
            emulator.waitFor();
        }
    }

    private static SalesInvoiceLine line(Books books, RecordId<SalesInvoice> invoice, int i) {
        return new SalesInvoiceLine()
                .setSalesInvoiceId(invoice)
                .setDescription("Line " + i)
                .setGlAccountId(books.revenue())
                .setQuantity(BigDecimal.valueOf(1 + i % 7))
                .setUnitPrice(new BigDecimal("12.50"))
                .setTaxable(i % 3 == 0);
    }

    /** The emulator's peak used heap and peak heap after a collection since the last ask. */
    private static long[] peak(PrintStream to, BufferedReader from) throws Exception {
        to.println("peak");
        String[] figures = from.readLine().trim().split(" ");
        return new long[] {Long.parseLong(figures[0]), Long.parseLong(figures[1])};
    }

    private static long[] client(Heap heap) {
        long retained = heap.retainedAndReset();
        heap.liveAndReset();
        return new long[] {heap.peakAndReset(), retained};
    }

    private static void report(String what, int lines, long done, double seconds, long[] client, long[] emulator) {
        System.out.printf(
                Locale.ROOT,
                "%,9d lines %-26s %8.2f s %10.0f records/s  ok %,d  client heap peak %4d MB retained %3d MB,"
                        + " emulator heap peak %5d MB after GC %4d MB%n",
                lines,
                what,
                seconds,
                done / seconds,
                done,
                client[0] / (1024 * 1024),
                client[1] / (1024 * 1024),
                emulator[0] / (1024 * 1024),
                emulator[1] / (1024 * 1024));
    }
}
