package com.example.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.accounting.AccountingTransaction;
import com.example.accounting.CashReceipt;
import com.example.accounting.CashReceiptApplication;
import com.example.accounting.GLAccount;
import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import com.example.accounting.TaxProfile;
import dev.refin.emulator.Emulator;
import dev.refin.emulator.EmulatorExtension;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.CompositeException;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.query.Soql;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The canonical integration, end to end, against the emulator on the checked-in snapshot. */
class InvoiceIntegrationTest {
    private static final String CLERK = "clerk@example.test";
    private static final LocalDate TODAY = LocalDate.of(2024, 6, 15);

    @RegisterExtension
    static final EmulatorExtension ORG = EmulatorExtension.configure(b -> b.snapshot(Path.of("src/main/refin"))
            .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC))
            .user(CLERK, "pw", false) // holds no licence seat of the package
            .exchangeRate("EUR", "USD", new BigDecimal("1.1")));

    private RefinClient client;
    private InvoiceIntegration integration;
    private Books books;

    @BeforeEach
    void setUp(RefinClient client) {
        this.client = client;
        this.integration = new InvoiceIntegration(client);
        this.books = Books.create(client); // a fresh entity per test: its numbering starts at INV-000001
    }

    /** A draft dated {@code date}: 2 x 100 untaxed plus 1 x 50 taxed at 10%, so 255 in total. */
    private RecordId<SalesInvoice> draft(String reference, LocalDate date) {
        return integration.createDraft(header(reference, date), lines()).id();
    }

    private SalesInvoice header(String reference, LocalDate date) {
        return new SalesInvoice()
                .setReference(reference)
                .setEntityId(books.entity())
                .setCustomerId(books.customer())
                .setInvoiceDate(date);
    }

    private List<SalesInvoiceLine> lines() {
        return List.of(
                new SalesInvoiceLine()
                        .setDescription("Consulting")
                        .setGlAccountId(books.revenue())
                        .setQuantity(new BigDecimal("2"))
                        .setUnitPrice(new BigDecimal("100")),
                new SalesInvoiceLine()
                        .setDescription("Licence")
                        .setGlAccountId(books.revenue())
                        .setQuantity(BigDecimal.ONE)
                        .setUnitPrice(new BigDecimal("50"))
                        .setTaxable(true)
                        .setTaxProfileId(books.vat10()));
    }

    private List<SalesInvoiceLine> linesOf(RecordId<SalesInvoice> invoice) {
        return client
                .query(Soql.select(SalesInvoiceLine.ID, SalesInvoiceLine.LINE_AMOUNT)
                        .from(SalesInvoiceLine.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoiceLine.SALES_INVOICE_ID).eq(invoice)))
                .stream()
                .toList();
    }

    private SalesInvoice read(RecordId<SalesInvoice> invoice) {
        return client.get(SalesInvoice.SOBJECT_TYPE, invoice);
    }

    private static void assertAmount(String expected, BigDecimal actual) {
        assertNotNull(actual, "amount");
        assertEquals(0, new BigDecimal(expected).compareTo(actual), () -> expected + " != " + actual);
    }

    private void assertDraftWithoutLedgerEntries(RecordId<SalesInvoice> invoice) {
        assertEquals(SalesInvoice.Status.DRAFT, read(invoice).getStatus());
        assertEquals(List.of(), integration.ledgerEntries(invoice));
    }

    @Test
    void createsHeaderWithLinesInOneRoundTripAndARerunCreatesNothingNew() {
        Draft first = integration.createDraft(header("ERP-1001", TODAY), lines());
        assertTrue(first.created());

        SalesInvoice created = read(first.id());
        assertEquals("INV-000001", created.getName());
        assertEquals(SalesInvoice.Status.DRAFT, created.getStatus());
        assertEquals(LocalDate.of(2024, 7, 15), created.getDueDate()); // Net 30 from the entity's defaults
        assertAmount("250", created.getSubtotal()); // tax is calculated at posting
        assertEquals(2, linesOf(first.id()).size());

        // The source system sends the same document again: found by its Reference, nothing is created.
        Draft again = integration.createDraft(header("ERP-1001", TODAY), lines());
        assertFalse(again.created());
        assertEquals(first.id(), again.id());
        assertEquals(2, linesOf(first.id()).size());
        assertEquals(
                1,
                client.count(Soql.count(SalesInvoice.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoice.ENTITY_ID).eq(books.entity()))));
    }

    @Test
    void postsAndReadsBackNumberDueDateAndBalancedLedgerEntries() {
        RecordId<SalesInvoice> invoice = draft("ERP-2001", LocalDate.of(2024, 6, 10));

        assertEquals(PostResult.success(), integration.post(invoice));

        PostedInvoice posted = integration.readBack(invoice);
        assertEquals("INV-000001", posted.number());
        assertEquals(LocalDate.of(2024, 7, 10), posted.dueDate());
        assertAmount("255", posted.total());
        List<AccountingTransaction> entries = posted.ledgerEntries();
        assertEquals(4, entries.size()); // receivable, two revenue lines, sales tax
        assertAmount("255", posted.totalDebits());
        assertAmount("255", posted.totalCredits());
        for (AccountingTransaction entry : entries) {
            assertEquals("INV-000001", entry.getJournalNumber());
            assertEquals(AccountingTransaction.SourceType.SALES_INVOICE, entry.getSourceType());
            assertEquals(LocalDate.of(2024, 6, 10), entry.getTransactionDate());
        }
        assertEquals(books.receivable(), entries.get(0).getGlAccountId());
        assertAmount("255", entries.get(0).getDebit());
        SalesInvoice locked = read(invoice);
        assertEquals(SalesInvoice.Status.POSTED, locked.getStatus());
        assertTrue(locked.getIsLocked());
        RefinApiException edit =
                assertThrows(RefinApiException.class, () -> client.update(locked.setMemo("late edit")));
        assertEquals(ErrorKind.DOCUMENT_LOCKED, edit.kind());
    }

    @Test
    void postingIsTheSingleFieldPatchAnswered204(
            @EmulatorExtension.BaseUrl String url, @EmulatorExtension.Token String token) throws Exception {
        // What client.post sends, on the wire: PATCH {"refin__Status__c":"Posted"}, answered 204 No Content.
        RecordId<SalesInvoice> invoice = draft("ERP-2002", TODAY);
        HttpRequest patch = HttpRequest.newBuilder(URI.create(url + "/services/data/" + client.apiVersion()
                        + "/sobjects/" + SalesInvoice.SOBJECT_TYPE.apiName() + "/" + invoice.value()))
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .method("PATCH", HttpRequest.BodyPublishers.ofString("{\"refin__Status__c\":\"Posted\"}"))
                .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(patch, HttpResponse.BodyHandlers.ofString());
        assertEquals(204, response.statusCode());
        assertEquals("", response.body());
        assertEquals(4, integration.ledgerEntries(invoice).size());
    }

    @Test
    void aDraftDatedInAClosedPeriodIsRefusedAndNothingIsCreated() {
        // Writes into closed books are refused (interface section 3, rule 4): March 2024 is closed.
        CompositeException refused = assertThrows(
                CompositeException.class,
                () -> integration.createDraft(header("ERP-3000", LocalDate.of(2024, 3, 15)), lines()));
        assertEquals(ErrorKind.CLOSED_PERIOD, refused.kind());
        assertEquals(
                "Transaction Date 2024-03-15 is on or before the GL book closure date 2024-03-31."
                        + " Date the document in an open period.",
                refused.rootCause().get(0).message());
        assertEquals(Optional.empty(), integration.findByReference("ERP-3000"));
        assertEquals(
                0,
                client.count(Soql.count(SalesInvoice.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoice.ENTITY_ID).eq(books.entity()))));
    }

    @Test
    void aPostIntoAPeriodClosedSinceTheDraftIsRoutedNotRetried() {
        RecordId<SalesInvoice> invoice = draft("ERP-3001", LocalDate.of(2024, 4, 15));
        SalesInvoice before = read(invoice);
        books.closePeriod(client, "2024-04"); // the accountant closes April after the draft was created

        PostResult result = integration.post(invoice);
        assertEquals(PostOutcome.PERIOD_CLOSED, result.outcome());
        assertEquals(
                "Transaction Date 2024-04-15 is on or before the GL book closure date 2024-04-30."
                        + " Date the document in an open period.",
                result.message());
        assertDraftWithoutLedgerEntries(invoice);
        // A retry of the same data fails the same way.
        assertEquals(result, integration.post(invoice));
        SalesInvoice after = read(invoice);
        assertEquals(before.getName(), after.getName());
        assertEquals(before.getInvoiceDate(), after.getInvoiceDate());
        assertEquals(before.getAccountingPeriodId(), after.getAccountingPeriodId());

        // The fix is a change of data (a date in an open period), not a retry.
        client.update(after.setInvoiceDate(LocalDate.of(2024, 6, 3)));
        assertEquals(PostOutcome.POSTED, integration.post(invoice).outcome());
        assertEquals(4, integration.ledgerEntries(invoice).size());
    }

    @Test
    void aPostRefusedByTheBookClosureDatePostsOnceTheBooksReopen() {
        RecordId<SalesInvoice> invoice = draft("ERP-3002", LocalDate.of(2024, 6, 10));
        books.closeBooksThrough(client, LocalDate.of(2024, 6, 12));

        PostResult result = integration.post(invoice);
        assertEquals(PostOutcome.PERIOD_CLOSED, result.outcome());
        assertEquals(
                "Transaction Date 2024-06-10 is on or before the GL book closure date 2024-06-12."
                        + " Date the document in an open period.",
                result.message());
        assertDraftWithoutLedgerEntries(invoice);

        books.closeBooksThrough(client, null);
        assertEquals(PostResult.success(), integration.post(invoice));
    }

    @Test
    void aPostAwaitingApprovalIsRoutedToAnApprover() {
        RecordId<SalesInvoice> invoice = integration
                .createDraft(header("ERP-4001", TODAY).setApprovalStatus(SalesInvoice.ApprovalStatus.PENDING), lines())
                .id();

        PostResult result = integration.post(invoice);
        assertEquals(
                new PostResult(PostOutcome.NEEDS_APPROVAL, "This document requires approval before posting."), result);
        assertDraftWithoutLedgerEntries(invoice);

        client.update(read(invoice).setApprovalStatus(SalesInvoice.ApprovalStatus.APPROVED));
        assertEquals(PostOutcome.POSTED, integration.post(invoice).outcome());
    }

    @Test
    void aUserWithoutALicenceSeatIsRoutedToAnAdministrator(Emulator emulator) {
        RecordId<SalesInvoice> invoice = draft("ERP-5001", TODAY);
        RefinClient clerk = RefinClient.builder()
                .instanceUrl(emulator.baseUrl())
                .auth(StaticTokenAuth.of(emulator.issueToken(CLERK)))
                .build();

        PostResult result = new InvoiceIntegration(clerk).post(invoice);
        assertEquals(PostOutcome.NO_LICENCE, result.outcome());
        assertEquals(
                "You must be a licensed user of the accounting package to create, edit or delete accounting"
                        + " transactions. Contact your administrator.",
                result.message());
        assertDraftWithoutLedgerEntries(invoice);
        // Reading needs no seat.
        assertEquals(
                invoice,
                new InvoiceIntegration(clerk).findByReference("ERP-5001").orElseThrow());
    }

    @Test
    void queriesOpenInvoicesWithAgingAndRebuildsLedgerBalances() {
        RecordId<SalesInvoice> april = draft("ERP-6001", LocalDate.of(2024, 4, 20)); // due 2024-05-20
        RecordId<SalesInvoice> june = draft("ERP-6002", LocalDate.of(2024, 6, 10)); // due 2024-07-10
        draft("ERP-6003", LocalDate.of(2024, 6, 11)); // stays a draft: not open
        assertTrue(integration.post(april).isPosted());
        assertTrue(integration.post(june).isPosted());

        List<SalesInvoice> open = integration.openInvoices(books.entity());
        assertEquals(
                List.of("INV-000001", "INV-000002"),
                open.stream().map(SalesInvoice::getName).toList());
        SalesInvoice overdue = open.get(0);
        assertAmount("255", overdue.getBalanceDue());
        assertAmount("26", overdue.getDaysOverdue()); // 2024-05-20 to 2024-06-15
        assertEquals("1-30", overdue.getAgingBucket());
        SalesInvoice current = open.get(1);
        assertAmount("-25", current.getDaysOverdue()); // TODAY() - due date: due in 25 days
        assertEquals("Current", current.getAgingBucket());

        Map<RecordId<?>, AccountBalance> balances = integration.ledgerBalances(books.entity()).stream()
                .collect(Collectors.toMap(AccountBalance::account, balance -> balance));
        assertEquals(3, balances.size());
        assertAmount("510", balances.get(books.receivable()).net());
        assertAmount("-500", balances.get(books.revenue()).net());
        assertAmount("-10", balances.get(books.salesTax()).net());
        BigDecimal debits =
                balances.values().stream().map(AccountBalance::debits).reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal credits =
                balances.values().stream().map(AccountBalance::credits).reduce(BigDecimal.ZERO, BigDecimal::add);
        assertAmount("510", debits);
        assertAmount("510", credits);
    }

    @Test
    void applyingAndUnapplyingACashReceiptMovesTheRollups() {
        RecordId<SalesInvoice> invoice = draft("ERP-7001", LocalDate.of(2024, 6, 10));
        assertTrue(integration.post(invoice).isPosted());
        RecordId<CashReceipt> receipt = integration.receiveCash(new CashReceipt()
                .setReference("BANK-7001")
                .setEntityId(books.entity())
                .setCustomerId(books.customer())
                .setReceiptDate(LocalDate.of(2024, 6, 12))
                .setAmount(new BigDecimal("300")));
        assertEquals(receipt, integration.receiveCash(new CashReceipt().setReference("BANK-7001"))); // idempotent
        assertAmount("255", integration.balanceDue(invoice));
        assertAmount("300", integration.unappliedAmount(receipt));

        RecordId<CashReceiptApplication> first = integration.apply(receipt, invoice, new BigDecimal("200"));
        assertAmount("55", integration.balanceDue(invoice));
        assertAmount("100", integration.unappliedAmount(receipt));

        RefinApiException over =
                assertThrows(RefinApiException.class, () -> integration.apply(receipt, invoice, new BigDecimal("60")));
        assertEquals("The amount applied (60) exceeds the invoice's balance due (55.00).", over.serverMessage());

        RecordId<CashReceiptApplication> second = integration.apply(receipt, invoice, new BigDecimal("55"));
        assertAmount("0", integration.balanceDue(invoice));
        assertAmount("45", integration.unappliedAmount(receipt));
        assertEquals(List.of(), integration.openInvoices(books.entity()));
        assertEquals("Current", read(invoice).getAgingBucket()); // the formula's bucket of a settled invoice

        integration.unapply(first);
        assertAmount("200", integration.balanceDue(invoice));
        assertAmount("245", integration.unappliedAmount(receipt));
        integration.unapply(second);
        assertAmount("255", integration.balanceDue(invoice));
        assertAmount("300", integration.unappliedAmount(receipt));
        assertEquals(
                List.of(invoice),
                integration.openInvoices(books.entity()).stream()
                        .map(SalesInvoice::getId)
                        .toList());
    }

    @Test
    void setsAdminAddedDimensionFieldsThroughTheGeneratedType() {
        // Region__c and Cost_Center__c were added by the org's admin (no namespace); generation made them typed.
        SalesInvoice header =
                header("ERP-8001", TODAY).setRegion(SalesInvoice.Region.NORTH).setCostCenterId(books.costCenter());
        RecordId<SalesInvoice> invoice =
                integration.createDraft(header, lines()).id();

        SalesInvoice stored = read(invoice);
        assertEquals(SalesInvoice.Region.NORTH, stored.getRegion());
        assertEquals("North", stored.getRegionAsString());
        assertEquals(books.costCenter(), stored.getCostCenterId());
        assertEquals(
                List.of(invoice),
                client
                        .query(Soql.select(SalesInvoice.ID)
                                .from(SalesInvoice.SOBJECT_TYPE)
                                .where(Soql.field(SalesInvoice.REGION).is(SalesInvoice.Region.NORTH)))
                        .stream()
                        .map(SalesInvoice::getId)
                        .toList());
        assertTrue(integration.post(invoice).isPosted());
    }

    @Test
    void withholdingAndAForeignCurrencyPostAtTheConfiguredRate() {
        RecordId<GLAccount> withholding =
                client.create(new GLAccount().setName("1300 Withholding Tax").setActive(true));
        RecordId<TaxProfile> vatWithWithholding = client.create(new TaxProfile()
                .setName("VAT 10 WHT 2")
                .setRate(BigDecimal.TEN)
                .setTaxGLAccountId(books.salesTax())
                .setWithholdingRate(new BigDecimal("2"))
                .setWithholdingGLAccountId(withholding));
        SalesInvoice header = header("ERP-9001", TODAY).setCurrencyIsoCode(SalesInvoice.CurrencyIsoCode.EUR);
        SalesInvoiceLine line = new SalesInvoiceLine()
                .setDescription("Licence")
                .setGlAccountId(books.revenue())
                .setQuantity(BigDecimal.ONE)
                .setUnitPrice(new BigDecimal("100"))
                .setTaxable(true)
                .setTaxProfileId(vatWithWithholding);
        RecordId<SalesInvoice> invoice =
                integration.createDraft(header, List.of(line)).id();

        assertEquals(PostResult.success(), integration.post(invoice));
        SalesInvoice posted = read(invoice);
        assertAmount("108", posted.getTotalAmount()); // the lines' totals (amount + tax - withholding), in EUR
        assertAmount("2", posted.getWithholdingAmount());
        assertAmount("108", posted.getBalanceDue()); // total - amount paid, as described
        assertAmount("1.1", posted.getExchangeRate());

        List<AccountingTransaction> entries = client
                .query(Soql.select(
                                AccountingTransaction.ID,
                                AccountingTransaction.DEBIT,
                                AccountingTransaction.CREDIT,
                                AccountingTransaction.CURRENCY_AMOUNT,
                                AccountingTransaction.EXCHANGE_RATE)
                        .from(AccountingTransaction.SOBJECT_TYPE)
                        .where(Soql.field(AccountingTransaction.SALES_INVOICE_ID)
                                .eq(invoice)))
                .stream()
                .toList();
        assertEquals(5, entries.size()); // receivable, revenue, sales tax, withholding and its receivable credit
        assertAmount("121", entries.get(0).getDebit()); // 110 EUR at 1.1, in the entity's functional USD
        assertAmount("110", entries.get(0).getCurrencyAmount());
        entries.forEach(entry -> assertAmount("1.1", entry.getExchangeRate()));

        Map<RecordId<?>, AccountBalance> balances = integration.ledgerBalances(books.entity()).stream()
                .collect(Collectors.toMap(AccountBalance::account, balance -> balance));
        assertAmount("118.8", balances.get(books.receivable()).net());
        assertAmount("-110", balances.get(books.revenue()).net());
        assertAmount("-11", balances.get(books.salesTax()).net());
        assertAmount("2.2", balances.get(withholding).net());
    }
}
