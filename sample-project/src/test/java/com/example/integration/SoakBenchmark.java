package com.example.integration;

import static com.example.integration.FaultStormBenchmark.invoice;
import static com.example.integration.FaultStormBenchmark.lines;
import static com.example.integration.FaultStormBenchmark.patiently;

import com.example.accounting.Account;
import com.example.accounting.SalesInvoice;
import dev.refin.emulator.Emulator;
import dev.refin.emulator.Faults;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.OAuthPasswordAuth;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.client.RequestListener;
import dev.refin.runtime.client.RetryPolicy;
import dev.refin.runtime.query.Soql;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The soak (a main, not a test): threads x minutes of writes against the emulator with every fault, in the org and
 * between it and the client. The emulator injects latency past the client's deadline, 503s, dropped connections,
 * expired sessions, request-limit refusals and row-lock contention (400), all before the request is applied; a
 * {@link FaultyProxy} in front of it loses answers after the org applied the request: dropped connections, 503
 * {@code UNABLE_TO_LOCK_ROW}, answers held past the deadline, requests held before they are forwarded.
 *
 * <p>Each thread alternates two operations. A posted invoice: a draft by Reference (unique, {@link
 * InvoiceIntegration#createDraft}) then {@code ensurePosted}. A customer: a plain {@code create} of an {@link Account}
 * named after the operation, a name nothing makes unique, so a create the client sent twice shows as two accounts;
 * after an outcome-unknown create the caller waits for requests still under way to land and reads by name before it
 * creates again, as the runtime guide says. An operation is repeated only after a failure the caller is told it may
 * repeat (retryable, outcome unknown, request limit), as in {@link FaultStormBenchmark}. Prints operations, requests, duplicates (a reference or name
 * held by more than one record), lost writes (operations reported done whose record is missing or not posted) and
 * unexpected exceptions; the target is 0, 0, 0.
 *
 * <p>Arguments: {@code [threads] [minutes] [seed]}; defaults 8, 2, 7. Run from the repository root:
 * {@code ./mvnw -q -pl sample-project -am install -DskipTests -Dinvoker.skip=true && ./mvnw -q -pl sample-project
 * exec:java -Dexec.classpathScope=test -Dexec.mainClass=com.example.integration.SoakBenchmark -Dexec.args="8 2"}
 */
public final class SoakBenchmark {
    /** Longest that an applied request may still be under way after the client gave up on it. */
    private static final Duration SETTLE = Duration.ofMillis(3_000);

    private SoakBenchmark() {}

    public static void main(String[] args) throws Exception {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        double minutes = args.length > 1 ? Double.parseDouble(args[1]) : 2;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 7;
        Faults faults = Faults.builder(seed)
                .latency(0.03, Duration.ofMillis(100), Duration.ofMillis(1_500))
                .serverErrors(0.04)
                .droppedConnections(0.03)
                .unauthorizedAfter(80)
                .requestLimitExceeded(0.01)
                .unableToLockRow(0.04)
                .build();
        try (Emulator emulator = FaultStormBenchmark.emulator(faults);
                FaultyProxy proxy = new FaultyProxy(emulator.baseUrl())) {
            SplittableRandom dice = new SplittableRandom(seed);
            proxy.rule((method, path) -> {
                if (!path.startsWith("/services/data/")) {
                    return FaultyProxy.Action.PASS;
                }
                double roll;
                synchronized (dice) {
                    roll = dice.nextDouble();
                }
                boolean write = !method.equals("GET");
                if (write && roll < 0.03) {
                    return FaultyProxy.Action.dropAfterCommit();
                }
                if (write && roll < 0.05) {
                    return FaultyProxy.Action.serverErrorAfterCommit();
                }
                if (roll < 0.06) {
                    return FaultyProxy.Action.delayAnswer(1_200);
                }
                if (roll < 0.07) {
                    return FaultyProxy.Action.delayRequest(1_200);
                }
                return FaultyProxy.Action.PASS;
            });
            AtomicLong requests = new AtomicLong();
            AtomicLong clientRetries = new AtomicLong();
            RefinClient client = RefinClient.builder()
                    .instanceUrl(proxy.url())
                    .auth(auth(proxy))
                    .requestTimeout(Duration.ofSeconds(1))
                    .retry(RetryPolicy.exponential(4, Duration.ofMillis(20), Duration.ofMillis(200)))
                    .listener(new RequestListener() {
                        @Override
                        public void requestStarted(Request request) {
                            requests.incrementAndGet();
                        }

                        @Override
                        public void requestRetried(Request request, Duration delay, String reason) {
                            clientRetries.incrementAndGet();
                        }
                    })
                    .build();
            Books books = patiently(() -> Books.create(client), new int[1]);
            InvoiceIntegration integration = new InvoiceIntegration(client);
            AtomicInteger next = new AtomicInteger();
            AtomicInteger callerRepeats = new AtomicInteger();
            List<String> unexpected = Collections.synchronizedList(new ArrayList<>());
            Map<String, RecordId<SalesInvoice>> invoicesDone = new ConcurrentHashMap<>();
            Map<String, RecordId<Account>> accountsDone = new ConcurrentHashMap<>();
            long start = System.nanoTime();
            long end = start + (long) (minutes * 60e9);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                futures.add(pool.submit(() -> {
                    while (System.nanoTime() < end) {
                        int op = next.getAndIncrement();
                        String key = "SOAK-" + op;
                        int[] repeats = new int[1];
                        try {
                            if (op % 2 == 0) {
                                invoicesDone.put(
                                        key, patiently(() -> postedInvoice(client, integration, books, key), repeats));
                            } else {
                                accountsDone.put(key, patiently(() -> customer(client, key), repeats));
                            }
                        } catch (RuntimeException e) {
                            unexpected.add(key + ": " + e);
                        }
                        callerRepeats.addAndGet(repeats[0]);
                    }
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
            pool.shutdown();
            double seconds = (System.nanoTime() - start) / 1e9;
            Thread.sleep(SETTLE.toMillis()); // requests the proxy still holds land before the count

            RefinClient reader = RefinClient.builder()
                    .instanceUrl(emulator.baseUrl())
                    .auth(auth(emulator.baseUrl()))
                    .retry(RetryPolicy.exponential(10, Duration.ofMillis(20), Duration.ofMillis(200)))
                    .build();
            List<SalesInvoice> invoices = patiently(
                    () -> reader
                            .query(Soql.select(SalesInvoice.ID, SalesInvoice.REFERENCE, SalesInvoice.STATUS)
                                    .from(SalesInvoice.SOBJECT_TYPE)
                                    .where(Soql.field(SalesInvoice.REFERENCE).like("SOAK-%")))
                            .stream()
                            .toList(),
                    new int[1]);
            List<Account> accounts = patiently(
                    () -> reader
                            .query(Soql.select(Account.ID, Account.NAME)
                                    .from(Account.SOBJECT_TYPE)
                                    .where(Soql.field(Account.NAME).like("SOAK-%")))
                            .stream()
                            .toList(),
                    new int[1]);
            Map<String, Integer> perKey = new HashMap<>();
            Map<String, SalesInvoice.Status> invoiceStatus = new HashMap<>();
            Map<String, String> accountName = new HashMap<>();
            for (SalesInvoice invoice : invoices) {
                perKey.merge(invoice.getReference(), 1, Integer::sum);
                invoiceStatus.put(invoice.getId().value(), invoice.getStatus());
            }
            for (Account account : accounts) {
                perKey.merge(account.getName(), 1, Integer::sum);
                accountName.put(account.getId().value(), account.getName());
            }
            long duplicates = perKey.values().stream().filter(n -> n > 1).count();
            long lost = invoicesDone.values().stream()
                            .filter(id -> invoiceStatus.get(id.value()) != SalesInvoice.Status.POSTED)
                            .count()
                    + accountsDone.entrySet().stream()
                            .filter(done -> !done.getKey()
                                    .equals(accountName.get(done.getValue().value())))
                            .count();
            System.out.printf(
                    Locale.ROOT,
                    "soak: %d threads x %.1f min (%.0f s): %d operations done (%d posted invoices, %d customers),"
                            + " %d requests sent by the client (%d retried by it), %d operations repeated by the"
                            + " caller%n",
                    threads,
                    minutes,
                    seconds,
                    invoicesDone.size() + accountsDone.size(),
                    invoicesDone.size(),
                    accountsDone.size(),
                    requests.get(),
                    clientRetries.get(),
                    callerRepeats.get());
            System.out.printf(
                    Locale.ROOT,
                    "faults between the org and the client: %d answers dropped after commit, %d 503s after commit%n",
                    proxy.dropped(),
                    proxy.failedAfterCommit());
            System.out.printf(
                    Locale.ROOT,
                    "duplicates %d, lost writes %d, unexpected exceptions %d (target 0, 0, 0)%n",
                    duplicates,
                    lost,
                    unexpected.size());
            perKey.entrySet().stream()
                    .filter(entry -> entry.getValue() > 1)
                    .limit(5)
                    .forEach(entry -> System.out.println("  duplicate: " + entry.getKey() + " x" + entry.getValue()));
            unexpected.stream().limit(5).forEach(line -> System.out.println("  unexpected: " + line));
        }
    }

    private static OAuthPasswordAuth auth(FaultyProxy proxy) {
        return auth(proxy.url());
    }

    private static OAuthPasswordAuth auth(String url) {
        return OAuthPasswordAuth.of(
                url,
                Emulator.DEFAULT_CLIENT_ID,
                Emulator.DEFAULT_CLIENT_SECRET,
                Emulator.DEFAULT_USERNAME,
                Emulator.DEFAULT_PASSWORD);
    }

    /** A draft by its unique Reference, then posted; repeating it after any failure creates nothing twice. */
    private static RecordId<SalesInvoice> postedInvoice(
            RefinClient client, InvoiceIntegration integration, Books books, String reference) {
        RecordId<SalesInvoice> draft =
                integration.createDraft(invoice(books, reference), lines(books)).id();
        client.ensurePosted(SalesInvoice.SOBJECT_TYPE, draft);
        return draft;
    }

    /**
     * A customer by a plain create, its name not unique: after an outcome-unknown create, waits for requests still
     * under way to land, then reads by name before creating again.
     */
    private static RecordId<Account> customer(RefinClient client, String name) {
        for (int attempt = 1; ; attempt++) {
            try {
                return client.create(new Account().setName(name));
            } catch (RefinException e) {
                if (!e.isOutcomeUnknown() || attempt >= 20) {
                    throw e;
                }
                pause(SETTLE.toMillis());
                List<Account> found = patiently(
                        () -> client
                                .query(Soql.select(Account.ID)
                                        .from(Account.SOBJECT_TYPE)
                                        .where(Soql.field(Account.NAME).eq(name)))
                                .stream()
                                .toList(),
                        new int[1]);
                if (!found.isEmpty()) {
                    return found.get(0).getId();
                }
            }
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
