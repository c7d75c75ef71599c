package com.example.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.accounting.AccountingTransaction;
import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import com.example.accounting.TaxProfile;
import dev.refin.emulator.EmulatorExtension;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.Bulk;
import dev.refin.runtime.client.BulkJobException;
import dev.refin.runtime.client.BulkProgress;
import dev.refin.runtime.client.BulkResult;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RecordOutcome;
import dev.refin.runtime.client.RefinClient;
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
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Typed Bulk API 2.0 ingest and query, run by generated entities against the emulator over loopback HTTP. */
class BulkInvoiceLoadTest {
    @RegisterExtension
    static final EmulatorExtension ORG = EmulatorExtension.configure(b -> b.snapshot(Path.of("src/main/refin"))
            .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC))
            .bulkBatchSize(7));

    private RefinClient client;
    private Books books;
    private Bulk bulk;

    @BeforeEach
    void setUp(RefinClient client) {
        this.client = client;
        this.books = Books.create(client);
        this.bulk = client.bulk().withRecordsPerJob(10).withPolling(Duration.ofMillis(5), Duration.ofMillis(50));
    }

    private BulkInvoiceLoad.BulkDraft draft(String reference) {
        SalesInvoice header = new SalesInvoice()
                .setReference(reference)
                .setEntityId(books.entity())
                .setCustomerId(books.customer())
                .setInvoiceDate(LocalDate.of(2024, 6, 10))
                .setDescription("Bulk \"quoted\", with comma\nand a line break");
        return new BulkInvoiceLoad.BulkDraft(
                header,
                List.of(
                        new SalesInvoiceLine()
                                .setDescription(reference + " consulting")
                                .setGlAccountId(books.revenue())
                                .setQuantity(new BigDecimal("2"))
                                .setUnitPrice(new BigDecimal("100.50")),
                        new SalesInvoiceLine()
                                .setDescription(reference + " licence")
                                .setGlAccountId(books.revenue())
                                .setQuantity(BigDecimal.ONE)
                                .setUnitPrice(new BigDecimal("50"))
                                .setTaxable(true)
                                .setTaxProfileId(books.vat10())));
    }

    @Test
    void loadsPostsAndReconcilesIdempotentlyByReference() {
        List<BulkInvoiceLoad.BulkDraft> drafts =
                IntStream.range(0, 25).mapToObj(i -> draft("BULK-" + i)).toList();
        BulkInvoiceLoad load = new BulkInvoiceLoad(bulk);
        BulkInvoiceLoad.Report first = load.load(drafts);
        assertEquals(List.of(), first.refused());
        assertEquals(25, first.created());
        assertEquals(50, first.linesInserted());
        assertEquals(25, first.posted());

        SalesInvoice one = client
                .query(Soql.select(
                                SalesInvoice.ID,
                                SalesInvoice.NAME,
                                SalesInvoice.STATUS,
                                SalesInvoice.TOTAL_AMOUNT,
                                SalesInvoice.DESCRIPTION)
                        .from(SalesInvoice.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoice.REFERENCE).eq("BULK-7")))
                .stream()
                .findFirst()
                .orElseThrow();
        assertEquals(SalesInvoice.Status.POSTED, one.getStatus());
        assertTrue(one.getName().startsWith("INV-"), one.getName());
        assertEquals(
                0,
                new BigDecimal("256.00").compareTo(one.getTotalAmount()),
                one.getTotalAmount().toString());
        assertEquals("Bulk \"quoted\", with comma\nand a line break", one.getDescription());

        List<AccountBalance> balances = load.ledgerBalances(books.entity());
        BigDecimal debits = balances.stream().map(AccountBalance::debits).reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal credits = balances.stream().map(AccountBalance::credits).reduce(BigDecimal.ZERO, BigDecimal::add);
        assertEquals(0, debits.compareTo(credits), "the ledger balances");
        assertEquals(0, new BigDecimal("6400").compareTo(debits), debits.toString());
        Map<RecordId<?>, BigDecimal> byAggregate = new HashMap<>();
        new InvoiceIntegration(client)
                .ledgerBalances(books.entity())
                .forEach(b -> byAggregate.put(b.account(), b.net()));
        for (AccountBalance balance : balances) {
            assertEquals(0, byAggregate.get(balance.account()).compareTo(balance.net()), balance.toString());
        }

        BulkInvoiceLoad.Report again = load.load(drafts);
        assertEquals(0, again.created());
        assertEquals(25, again.alreadyPosted(), again.toString());
        assertEquals(0, again.linesInserted());
        assertEquals(
                50,
                client.count(Soql.count(SalesInvoiceLine.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoiceLine.DESCRIPTION).like("BULK-%"))));
    }

    @Test
    void everyInputGetsItsIdOrItsTypedErrorAndProgressIsReported() {
        List<BulkProgress> progress = new CopyOnWriteArrayList<>();
        List<RecordOutcome<TaxProfile>> outcomes = new ArrayList<>();
        Stream<TaxProfile> profiles = IntStream.range(0, 23).mapToObj(i -> new TaxProfile()
                .setName("Rate " + i)
                .setRate(new BigDecimal(i))
                .setTaxGLAccountId(i == 13 ? RecordId.of("001000000000000AAA") : books.salesTax()));
        BulkResult result = bulk.withProgress(progress::add).insert(TaxProfile.SOBJECT_TYPE, profiles, outcomes::add);
        assertEquals(3, result.jobIds().size(), "23 records, 10 a job");
        assertEquals(22, result.succeeded());
        assertEquals(1, result.failed());
        assertEquals(23, outcomes.size());
        for (RecordOutcome<TaxProfile> outcome : outcomes) {
            if (outcome.record().getName().equals("Rate 13")) {
                assertEquals(
                        List.of("refin__Tax_GL_Account__c"),
                        outcome.errors().get(0).fields(),
                        outcome.toString());
                assertTrue(outcome.id().isEmpty());
            } else {
                TaxProfile stored =
                        client.get(TaxProfile.SOBJECT_TYPE, outcome.id().orElseThrow());
                assertEquals(outcome.record().getName(), stored.getName());
                assertEquals(0, outcome.record().getRate().compareTo(stored.getRate()));
            }
        }
        assertTrue(progress.stream().anyMatch(p -> p.state().equals("JobComplete") && p.recordsProcessed() == 10));

        List<RecordOutcome<TaxProfile>> updates = new ArrayList<>();
        List<TaxProfile> changes = outcomes.stream()
                .filter(RecordOutcome::success)
                .map(o ->
                        TaxProfile.SOBJECT_TYPE.newRecord(o.id().orElseThrow()).setRate(null))
                .toList();
        assertEquals(
                22, bulk.update(TaxProfile.SOBJECT_TYPE, changes, updates::add).succeeded());
        assertTrue(updates.stream().allMatch(o -> o.success() && !o.created()));

        List<RecordId<TaxProfile>> ids = outcomes.stream()
                .filter(RecordOutcome::success)
                .map(o -> o.id().orElseThrow())
                .toList();
        List<RecordOutcome<TaxProfile>> deleted = new ArrayList<>();
        assertEquals(22, bulk.delete(TaxProfile.SOBJECT_TYPE, ids, deleted::add).succeeded());
        assertEquals(
                ids,
                deleted.stream()
                                        .map(o -> o.id().orElseThrow())
                                        .sorted()
                                        .toList()
                                        .size()
                                == 22
                        ? ids
                        : null);
        try (Stream<TaxProfile> left = bulk.query(Soql.select(TaxProfile.ID)
                .from(TaxProfile.SOBJECT_TYPE)
                .where(Soql.field(TaxProfile.NAME).like("Rate %")))) {
            assertEquals(0, left.count());
        }
    }

    @Test
    void queryStreamsTypedRecordsAcrossPagesWithParentColumns() {
        List<SalesInvoiceLine> lines = new ArrayList<>();
        RecordId<SalesInvoice> invoice = client.create(new SalesInvoice()
                .setReference("Q-1")
                .setEntityId(books.entity())
                .setCustomerId(books.customer())
                .setInvoiceDate(LocalDate.of(2024, 6, 10)));
        for (int i = 0; i < 35; i++) {
            lines.add(new SalesInvoiceLine()
                    .setSalesInvoiceId(invoice)
                    .setDescription("line " + i)
                    .setGlAccountId(books.revenue())
                    .setQuantity(new BigDecimal(i))
                    .setUnitPrice(new BigDecimal("1.25"))
                    .setTaxable(i % 2 == 0));
        }
        assertTrue(bulk.insert(SalesInvoiceLine.SOBJECT_TYPE, lines, o -> {}).allSucceeded());
        List<SalesInvoiceLine> read;
        try (Stream<SalesInvoiceLine> stream = bulk.withPageSize(8)
                .query(Soql.select(
                                SalesInvoiceLine.ID,
                                SalesInvoiceLine.DESCRIPTION,
                                SalesInvoiceLine.QUANTITY,
                                SalesInvoiceLine.TAXABLE,
                                SalesInvoiceLine.TAX_PROFILE_ID)
                        .from(SalesInvoiceLine.SOBJECT_TYPE)
                        .alsoSelect(
                                Soql.parent(SalesInvoiceLine.SALES_INVOICE_ID).get(SalesInvoice.REFERENCE))
                        .where(Soql.field(SalesInvoiceLine.SALES_INVOICE_ID).eq(invoice))
                        .orderBy(Soql.field(SalesInvoiceLine.QUANTITY).asc()))) {
            read = stream.toList();
        }
        assertEquals(35, read.size());
        SalesInvoiceLine third = read.get(3);
        assertEquals("line 3", third.getDescription());
        assertEquals(0, new BigDecimal(3).compareTo(third.getQuantity()));
        assertEquals(Boolean.FALSE, third.getTaxable());
        assertNull(third.getTaxProfileId());
        assertEquals(
                "Q-1",
                third.unknownFields()
                        .get("refin__Sales_Invoice__r")
                        .get("refin__Reference__c")
                        .asText());
    }

    @Test
    void aJobThatOutlivesItsTimeoutIsAbortedAndReported() {
        // 2,000 rows take the emulator far longer than the first poll, which comes at once after the close.
        Bulk impatient = bulk.withRecordsPerJob(2000)
                .withTimeout(Duration.ofMillis(1))
                .withPolling(Duration.ofMillis(5), Duration.ofMillis(5));
        List<TaxProfile> many = IntStream.range(0, 2000)
                .mapToObj(i -> new TaxProfile().setName("T" + i).setRate(BigDecimal.ONE))
                .toList();
        BulkJobException e =
                assertThrows(BulkJobException.class, () -> impatient.insert(TaxProfile.SOBJECT_TYPE, many, o -> {}));
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
        assertTrue(e.getMessage().contains(e.jobId()), e.getMessage());
    }

    @Test
    void ledgerEntriesStreamTyped() {
        try (Stream<AccountingTransaction> none = bulk.query(Soql.select(AccountingTransaction.ID)
                .from(AccountingTransaction.SOBJECT_TYPE)
                .where(Soql.field(AccountingTransaction.ENTITY_ID).eq(books.entity())))) {
            assertEquals(0, none.count(), "a fresh entity has no ledger entries");
        }
    }
}
