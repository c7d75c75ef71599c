package com.example.integration;

import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import dev.refin.emulator.Emulator;
import dev.refin.emulator.Faults;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.OAuthPasswordAuth;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.client.RequestListener;
import dev.refin.runtime.client.RetryPolicy;
import dev.refin.runtime.query.Soql;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The fault storm (a main, not a test): create-and-post operations from several threads against the emulator
 * with every fault it injects (latency past the client's deadline, 503s, dropped connections, expired sessions,
 * request-limit refusals, row-lock contention). Each operation is the idempotent integration: a draft by
 * Reference ({@link InvoiceIntegration#createDraft}), then {@code ensurePosted}; the caller repeats an operation
 * only after a retryable failure, an outcome-unknown write or a request-limit refusal. Prints duplicates, lost
 * updates (operations reported done whose invoice is not Posted) and unexpected exceptions: the target is 0/0/0.
 *
 * <p>Arguments: {@code [operations in all] [threads] [seed]}; defaults 500, 4, 7.
 */
public final class FaultStormBenchmark {
    private FaultStormBenchmark() {}

    public static void main(String[] args) throws Exception {
        int operations = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 7;
        Faults faults = Faults.builder(seed)
                .latency(0.04, Duration.ofMillis(100), Duration.ofMillis(1_500))
                .serverErrors(0.05)
                .droppedConnections(0.03)
                .unauthorizedAfter(60)
                .requestLimitExceeded(0.01)
                .unableToLockRow(0.03)
                .build();
        try (Emulator emulator = emulator(faults)) {
            AtomicInteger calls = new AtomicInteger();
            AtomicInteger clientRetries = new AtomicInteger();
            AtomicInteger refreshes = new AtomicInteger();
            RefinClient client = RefinClient.builder()
                    .instanceUrl(emulator.baseUrl())
                    .auth(OAuthPasswordAuth.of(
                            emulator.baseUrl(),
                            Emulator.DEFAULT_CLIENT_ID,
                            Emulator.DEFAULT_CLIENT_SECRET,
                            Emulator.DEFAULT_USERNAME,
                            Emulator.DEFAULT_PASSWORD))
                    .requestTimeout(Duration.ofSeconds(1))
                    .retry(RetryPolicy.exponential(4, Duration.ofMillis(20), Duration.ofMillis(200)))
                    .listener(new RequestListener() {
                        @Override
                        public void requestStarted(Request request) {
                            calls.incrementAndGet();
                        }

                        @Override
                        public void requestRetried(Request request, Duration delay, String reason) {
                            clientRetries.incrementAndGet();
                        }

                        @Override
                        public void tokenRefreshed() {
                            refreshes.incrementAndGet();
                        }
                    })
                    .build();
            Books books = patiently(() -> Books.create(client), new int[1]);
            InvoiceIntegration integration = new InvoiceIntegration(client);
            AtomicInteger next = new AtomicInteger();
            AtomicInteger callerRetries = new AtomicInteger();
            List<String> unexpected = java.util.Collections.synchronizedList(new ArrayList<>());
            Map<String, RecordId<SalesInvoice>> done = new java.util.concurrent.ConcurrentHashMap<>();
            long start = System.nanoTime();
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                futures.add(pool.submit(() -> {
                    for (int op = next.getAndIncrement(); op < operations; op = next.getAndIncrement()) {
                        String reference = "STORM-" + op;
                        int[] repeats = new int[1];
                        try {
                            RecordId<SalesInvoice> id = patiently(
                                    () -> {
                                        RecordId<SalesInvoice> draft = integration
                                                .createDraft(invoice(books, reference), lines(books))
                                                .id();
                                        client.ensurePosted(SalesInvoice.SOBJECT_TYPE, draft);
                                        return draft;
                                    },
                                    repeats);
                            done.put(reference, id);
                        } catch (RuntimeException e) {
                            unexpected.add(reference + ": " + e);
                        }
                        callerRetries.addAndGet(repeats[0]);
                    }
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
            pool.shutdown();
            double seconds = (System.nanoTime() - start) / 1e9;

            RefinClient reader = RefinClient.builder()
                    .instanceUrl(emulator.baseUrl())
                    .auth(OAuthPasswordAuth.of(
                            emulator.baseUrl(),
                            Emulator.DEFAULT_CLIENT_ID,
                            Emulator.DEFAULT_CLIENT_SECRET,
                            Emulator.DEFAULT_USERNAME,
                            Emulator.DEFAULT_PASSWORD))
                    .retry(RetryPolicy.exponential(10, Duration.ofMillis(20), Duration.ofMillis(200)))
                    .build();
            Map<String, Integer> perReference = new HashMap<>();
            int lost = 0;
            List<SalesInvoice> all = patiently(
                    () -> reader
                            .query(Soql.select(SalesInvoice.ID, SalesInvoice.REFERENCE, SalesInvoice.STATUS)
                                    .from(SalesInvoice.SOBJECT_TYPE)
                                    .where(Soql.field(SalesInvoice.REFERENCE).like("STORM-%")))
                            .stream()
                            .toList(),
                    new int[1]);
            Map<String, SalesInvoice.Status> status = new HashMap<>();
            for (SalesInvoice invoice : all) {
                perReference.merge(invoice.getReference(), 1, Integer::sum);
                status.put(invoice.getId().value(), invoice.getStatus());
            }
            for (RecordId<SalesInvoice> id : done.values()) {
                if (status.get(id.value()) != SalesInvoice.Status.POSTED) {
                    lost++;
                }
            }
            long duplicates = perReference.values().stream().filter(n -> n > 1).count();
            System.out.printf(
                    Locale.ROOT,
                    "fault storm: %d operations x %d threads in %.1f s, %d API calls (%d retried by the client, %d"
                            + " token refreshes)%n",
                    operations,
                    threads,
                    seconds,
                    calls.get(),
                    clientRetries.get(),
                    refreshes.get());
            System.out.printf(
                    Locale.ROOT,
                    "duplicates %d, lost updates %d, unexpected exceptions %d (target 0/0/0); operations done %d;"
                            + " caller retries %d%n",
                    duplicates,
                    lost,
                    unexpected.size(),
                    done.size(),
                    callerRetries.get());
            unexpected.stream().limit(5).forEach(line -> System.out.println("  unexpected: " + line));
        }
    }

    /**
     * Runs {@code work}, repeating it after a failure the caller is told it may repeat: retryable, outcome unknown
     * (the operation is idempotent, so repeating it is how to recover) or the request limit; counts repeats. Shared
     * with {@link SoakBenchmark}, as are {@link #invoice}, {@link #lines} and {@link #snapshot}.
     */
    static <T> T patiently(Supplier<T> work, int[] repeats) {
        for (int attempt = 1; ; attempt++) {
            try {
                return work.get();
            } catch (RefinException e) {
                boolean mayRepeat = e.isRetryable() || e.isOutcomeUnknown() || e.kind() == ErrorKind.LIMIT_EXCEEDED;
                if (!mayRepeat || attempt >= 20) {
                    throw e;
                }
                repeats[0]++;
                try {
                    Thread.sleep(20L * attempt);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    /** The sample org on a fixed date, with these faults and threads enough for a storm; started. */
    static Emulator emulator(Faults faults) throws java.io.IOException {
        return Emulator.builder()
                .snapshot(snapshot())
                .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC))
                .faults(faults)
                .threads(32)
                .build()
                .start();
    }

    static SalesInvoice invoice(Books books, String reference) {
        return new SalesInvoice()
                .setReference(reference)
                .setEntityId(books.entity())
                .setCustomerId(books.customer())
                .setInvoiceDate(LocalDate.of(2024, 6, 15));
    }

    static List<SalesInvoiceLine> lines(Books books) {
        return List.of(new SalesInvoiceLine()
                .setDescription("Consulting")
                .setGlAccountId(books.revenue())
                .setQuantity(new BigDecimal("2"))
                .setUnitPrice(new BigDecimal("100")));
    }

    static Path snapshot() {
        Path here = Path.of("src/main/refin");
        return here.toFile().isDirectory() ? here : Path.of("sample-project/src/main/refin");
    }
}
