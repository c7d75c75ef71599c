package com.example.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import dev.refin.emulator.Emulator;
import dev.refin.emulator.EmulatorExtension;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.client.RetryPolicy;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.client.UpsertResult;
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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The races that cost money in an accounting integration, reproduced against the emulator: callers released
 * together by a barrier, creates delayed past short timeouts, and a proxy that drops answers after the org
 * committed. No duplicate is ever created and no caller gets a wrong answer.
 */
class IdempotencyRaceTest {
    private static final int THREADS = 4;
    private static final int REFERENCES = 25;

    @RegisterExtension
    static final EmulatorExtension ORG = EmulatorExtension.configure(b -> b.snapshot(Path.of("src/main/refin"))
            .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC))
            .threads(16));

    private RefinClient client;
    private Books books;
    private FaultyProxy proxy;

    @BeforeEach
    void setUp(RefinClient client, Emulator emulator) throws Exception {
        this.client = client;
        this.books = Books.create(client);
        this.proxy = new FaultyProxy(emulator.baseUrl());
    }

    @AfterEach
    void tearDown() {
        proxy.close();
    }

    private RefinClient viaProxy(Emulator emulator, Duration timeout) {
        return RefinClient.builder()
                .instanceUrl(proxy.url())
                .auth(StaticTokenAuth.of(emulator.defaultToken()))
                .requestTimeout(timeout)
                .retry(RetryPolicy.exponential(3, Duration.ofMillis(5), Duration.ofMillis(20)))
                .build();
    }

    private SalesInvoice invoice(String reference) {
        return new SalesInvoice()
                .setReference(reference)
                .setEntityId(books.entity())
                .setCustomerId(books.customer())
                .setInvoiceDate(LocalDate.of(2024, 6, 15));
    }

    private long countByReference(String reference) {
        return client.count(Soql.count(SalesInvoice.SOBJECT_TYPE)
                .where(Soql.field(SalesInvoice.REFERENCE).eq(reference)));
    }

    /** Runs {@code task(thread, reference)} on every thread for every reference, all released by one barrier. */
    private <T> Map<String, Set<T>> race(String prefix, RaceTask<T> task) throws Exception {
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Map<String, T>>> futures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                futures.add(pool.submit((Callable<Map<String, T>>) () -> {
                    start.await(10, TimeUnit.SECONDS);
                    Map<String, T> answers = new HashMap<>();
                    for (int r = 0; r < REFERENCES; r++) {
                        answers.put(prefix + r, task.run(prefix + r));
                    }
                    return answers;
                }));
            }
            Map<String, Set<T>> byReference = new HashMap<>();
            for (Future<Map<String, T>> future : futures) {
                future.get(60, TimeUnit.SECONDS).forEach((reference, answer) -> byReference
                        .computeIfAbsent(reference, k -> new HashSet<>())
                        .add(answer));
            }
            return byReference;
        } finally {
            pool.shutdownNow();
        }
    }

    private interface RaceTask<T> {
        T run(String reference) throws Exception;
    }

    @Test
    void racingCallersByAnExternalIdGetOneRecordAndTheSameId() throws Exception {
        Map<String, Set<RecordId<SalesInvoice>>> ids =
                race("EXT-", reference -> client.createIfAbsent(invoice(reference), SalesInvoice.REFERENCE));
        for (Map.Entry<String, Set<RecordId<SalesInvoice>>> entry : ids.entrySet()) {
            assertEquals(1, entry.getValue().size(), "every caller gets the same id for " + entry.getKey());
            assertEquals(1, countByReference(entry.getKey()), "one invoice for " + entry.getKey());
        }
        assertEquals(REFERENCES, ids.size());
    }

    @Test
    void racingCallersByAUniqueKeyResolveTheDuplicateToTheWinner() throws Exception {
        Map<String, Set<RecordId<KeyedInvoice>>> ids = race(
                "UNQ-", reference -> client.createIfAbsent(KeyedInvoice.of(books, reference), KeyedInvoice.REFERENCE));
        for (Map.Entry<String, Set<RecordId<KeyedInvoice>>> entry : ids.entrySet()) {
            assertEquals(1, entry.getValue().size(), "no caller sees DUPLICATE_VALUE for " + entry.getKey());
            assertEquals(1, countByReference(entry.getKey()), "one invoice for " + entry.getKey());
        }
    }

    @Test
    void aCreateWhoseAnswerIsLostIsOutcomeUnknownAndCreateIfAbsentRecoversIt(Emulator emulator) {
        proxy.rule((method, path) ->
                method.equals("POST") ? FaultyProxy.Action.dropAfterCommit() : FaultyProxy.Action.PASS);
        RefinClient lossy = viaProxy(emulator, Duration.ofSeconds(5));

        RefinException plain = assertThrows(RefinException.class, () -> lossy.create(invoice("LOST-1")));
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, plain.kind(), plain.getMessage());
        assertFalse(plain instanceof RefinApiException, "nothing refused it");
        assertFalse(plain.isRetryable());
        assertEquals(1, countByReference("LOST-1"), "the org did create it");

        // The same lost answer inside createIfAbsent: the record is looked up again and returned.
        RecordId<KeyedInvoice> id = lossy.createIfAbsent(KeyedInvoice.of(books, "LOST-2"), KeyedInvoice.REFERENCE);
        assertEquals(1, countByReference("LOST-2"));
        assertEquals(
                id.value(),
                client.findBy(KeyedInvoice.SOBJECT_TYPE, KeyedInvoice.REFERENCE, "LOST-2")
                        .orElseThrow()
                        .get(KeyedInvoice.ID)
                        .value());
    }

    @Test
    void aDelayedCreateRetriedByTheCallerMakesNoSecondInvoice(Emulator emulator) throws Exception {
        // The create reaches the org only after the client gave up: nothing to find yet, so the outcome is unknown.
        proxy.rule((method, path) ->
                method.equals("POST") ? FaultyProxy.Action.delayRequest(1_500) : FaultyProxy.Action.PASS);
        RefinClient impatient = viaProxy(emulator, Duration.ofMillis(400));
        RefinException first = assertThrows(
                RefinException.class,
                () -> impatient.createIfAbsent(KeyedInvoice.of(books, "SLOW-1"), KeyedInvoice.REFERENCE));
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, first.kind(), first.getMessage());

        // The caller retries at once, while the first create is still on its way: the unique key keeps one.
        proxy.rule((method, path) -> FaultyProxy.Action.PASS);
        RecordId<KeyedInvoice> retried =
                impatient.createIfAbsent(KeyedInvoice.of(books, "SLOW-1"), KeyedInvoice.REFERENCE);
        Thread.sleep(1_800); // the delayed create arrives and is refused as a duplicate
        assertEquals(1, countByReference("SLOW-1"));
        assertEquals(retried, impatient.createIfAbsent(KeyedInvoice.of(books, "SLOW-1"), KeyedInvoice.REFERENCE));

        // An answer held past the deadline after the org committed: the next call finds the record.
        proxy.rule((method, path) ->
                method.equals("POST") ? FaultyProxy.Action.delayAnswer(1_000) : FaultyProxy.Action.PASS);
        RecordId<KeyedInvoice> late =
                impatient.createIfAbsent(KeyedInvoice.of(books, "SLOW-2"), KeyedInvoice.REFERENCE);
        assertEquals(1, countByReference("SLOW-2"));
        assertEquals(late, client.createIfAbsent(KeyedInvoice.of(books, "SLOW-2"), KeyedInvoice.REFERENCE));
    }

    @Test
    void anUpsertRepeatedAfterALostAnswerDoesNotClaimToKnowWhetherItCreated(Emulator emulator) {
        AtomicInteger patches = new AtomicInteger();
        proxy.rule((method, path) -> method.equals("PATCH") && patches.incrementAndGet() == 1
                ? FaultyProxy.Action.dropAfterCommit()
                : FaultyProxy.Action.PASS);
        UpsertResult<SalesInvoice> result =
                viaProxy(emulator, Duration.ofSeconds(5)).upsert(invoice("UPS-1"), SalesInvoice.REFERENCE);
        assertEquals(1, proxy.dropped());
        assertFalse(result.createdKnown(), "the lost attempt created it; the repeat only updated it");
        assertThrows(IllegalStateException.class, result::created);
        assertEquals(1, countByReference("UPS-1"));
        assertTrue(client.upsert(invoice("UPS-1"), SalesInvoice.REFERENCE).createdKnown());
    }

    private RecordId<SalesInvoice> postableDraft(String reference, LocalDate date) {
        return new InvoiceIntegration(client)
                .createDraft(
                        invoice(reference).setInvoiceDate(date),
                        List.of(new SalesInvoiceLine()
                                .setDescription("Consulting")
                                .setGlAccountId(books.revenue())
                                .setQuantity(new BigDecimal("2"))
                                .setUnitPrice(new BigDecimal("100"))))
                .id();
    }

    @Test
    void postingIsSafeToRepeatAfterALostAnswerAndStillRefusesRealGates(Emulator emulator) {
        RecordId<SalesInvoice> draft = postableDraft("POST-1", LocalDate.of(2024, 6, 15));
        proxy.rule((method, path) ->
                method.equals("PATCH") ? FaultyProxy.Action.dropAfterCommit() : FaultyProxy.Action.PASS);
        RefinClient lossy = viaProxy(emulator, Duration.ofSeconds(5));

        RefinException unknown = assertThrows(RefinException.class, () -> lossy.post(SalesInvoice.SOBJECT_TYPE, draft));
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, unknown.kind());
        assertEquals(
                SalesInvoice.Status.POSTED,
                client.get(SalesInvoice.SOBJECT_TYPE, draft).getStatus());
        RefinApiException repeated =
                assertThrows(RefinApiException.class, () -> client.post(SalesInvoice.SOBJECT_TYPE, draft));
        assertEquals(ErrorKind.DOCUMENT_LOCKED, repeated.kind(), "a plain post cannot be repeated");

        // ensurePosted: its own first answer is lost, it repeats, reads the status back and succeeds.
        RecordId<SalesInvoice> second = postableDraft("POST-2", LocalDate.of(2024, 6, 15));
        AtomicInteger patches = new AtomicInteger();
        proxy.rule((method, path) -> method.equals("PATCH") && patches.incrementAndGet() == 1
                ? FaultyProxy.Action.dropAfterCommit()
                : FaultyProxy.Action.PASS);
        lossy.ensurePosted(SalesInvoice.SOBJECT_TYPE, second);
        assertEquals(2, patches.get(), "the lost first attempt, then the repeat that found it Posted");
        assertEquals(
                SalesInvoice.Status.POSTED,
                client.get(SalesInvoice.SOBJECT_TYPE, second).getStatus());
        client.ensurePosted(SalesInvoice.SOBJECT_TYPE, second); // and again: still success

        // A real gate still refuses: April is closed after the draft was made.
        RecordId<SalesInvoice> closed = postableDraft("POST-3", LocalDate.of(2024, 4, 15));
        books.closePeriod(client, "2024-04");
        RefinApiException gate =
                assertThrows(RefinApiException.class, () -> client.ensurePosted(SalesInvoice.SOBJECT_TYPE, closed));
        assertEquals(ErrorKind.CLOSED_PERIOD, gate.kind(), gate.getMessage());
        assertEquals(
                SalesInvoice.Status.DRAFT,
                client.get(SalesInvoice.SOBJECT_TYPE, closed).getStatus());
    }
}
