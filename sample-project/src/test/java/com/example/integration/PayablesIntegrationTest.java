package com.example.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.accounting.Account;
import com.example.accounting.AccountingPeriod;
import com.example.accounting.AccountingTransaction;
import com.example.accounting.Budget;
import com.example.accounting.BudgetLine;
import com.example.accounting.Entity;
import com.example.accounting.GLAccount;
import com.example.accounting.PaymentTerm;
import com.example.accounting.PurchaseInvoice;
import com.example.accounting.PurchaseInvoiceLine;
import com.example.accounting.VendorPayment;
import com.example.accounting.VendorPaymentApplication;
import dev.refin.emulator.EmulatorExtension;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.query.Soql;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The payables flow, end to end, against the emulator on the checked-in snapshot, through the generated types. */
class PayablesIntegrationTest {
    @RegisterExtension
    static final EmulatorExtension ORG = EmulatorExtension.configure(b -> b.snapshot(Path.of("src/main/refin"))
            .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC)));

    private RefinClient client;
    private PayablesIntegration payables;
    private Books books;
    private RecordId<Account> vendor;
    private RecordId<GLAccount> payable;
    private RecordId<GLAccount> officeSupplies;
    private RecordId<BudgetLine> budgetLine;

    @BeforeEach
    void setUp(RefinClient client) {
        this.client = client;
        this.payables = new PayablesIntegration(client);
        this.books = Books.create(client);
        payable = client.create(new GLAccount().setName("2000 Payables").setActive(true));
        officeSupplies =
                client.create(new GLAccount().setName("6100 Office Supplies").setActive(true));
        client.update(client.get(Entity.SOBJECT_TYPE, books.entity()).setDefaultAPAccountId(payable));
        RecordId<PaymentTerm> net45 =
                client.create(new PaymentTerm().setName("Net 45").setDaysDue(45));
        vendor = client.create(new Account()
                .setName("Paper Supplies Ltd")
                .setIsVendor(true)
                .setVendorPaymentTermId(net45)
                .setDefaultExpenseAccountId(officeSupplies));
        RecordId<Budget> budget = client.create(
                new Budget().setName("FY2024 Opex").setEntityId(books.entity()).setFiscalYear("FY2024"));
        budgetLine = client.create(new BudgetLine()
                .setBudgetId(budget)
                .setGlAccountId(officeSupplies)
                .setAccountingPeriodId(june())
                .setBudgetedAmount(new BigDecimal("5000")));
    }

    private RecordId<AccountingPeriod> june() {
        return client
                .query(Soql.select(AccountingPeriod.ID)
                        .from(AccountingPeriod.SOBJECT_TYPE)
                        .where(Soql.field(AccountingPeriod.ENTITY_ID)
                                .eq(books.entity())
                                .and(Soql.field(AccountingPeriod.NAME).eq("2024-06"))))
                .stream()
                .map(AccountingPeriod::getId)
                .findFirst()
                .orElseThrow();
    }

    private PurchaseInvoice bill(String vendorReference) {
        return new PurchaseInvoice()
                .setEntityId(books.entity())
                .setVendorId(vendor)
                .setVendorReference(vendorReference)
                .setInvoiceDate(LocalDate.of(2024, 6, 10));
    }

    /** 10 reams at 25 on the vendor's default expense account, plus a taxed 200 printer: 450 + 20 tax = 470. */
    private List<PurchaseInvoiceLine> lines() {
        return List.of(
                new PurchaseInvoiceLine()
                        .setDescription("Paper, 10 reams")
                        .setQuantity(BigDecimal.TEN)
                        .setUnitCost(new BigDecimal("25")),
                new PurchaseInvoiceLine()
                        .setDescription("Printer")
                        .setGlAccountId(officeSupplies)
                        .setQuantity(BigDecimal.ONE)
                        .setUnitCost(new BigDecimal("200"))
                        .setTaxable(true)
                        .setTaxProfileId(books.vat10()));
    }

    private static void assertAmount(String expected, BigDecimal actual) {
        assertNotNull(actual, "amount");
        assertEquals(0, new BigDecimal(expected).compareTo(actual), () -> expected + " != " + actual);
    }

    @Test
    void aVendorBillIsEnteredOncePostedPaidAndMovesTheBudget() {
        Bill entered = payables.enterBill(bill("PS-2024-0042"), lines());
        assertTrue(entered.created());
        Bill again = payables.enterBill(bill("PS-2024-0042"), lines()); // a re-run of the same source bill
        assertFalse(again.created());
        assertEquals(entered.id(), again.id());

        PurchaseInvoice draft = client.get(PurchaseInvoice.SOBJECT_TYPE, entered.id());
        assertEquals(PurchaseInvoice.Status.DRAFT, draft.getStatus());
        assertEquals("BILL-000001", draft.getName());
        assertEquals(LocalDate.of(2024, 7, 25), draft.getDueDate()); // the vendor's Net 45
        assertAmount("0", payables.budgetLine(budgetLine).getCommittedAmount());

        payables.post(entered.id());
        assertAmount("470", payables.balanceDue(entered.id()));
        List<AccountingTransaction> entries = payables.ledgerEntries(entered.id());
        assertAmount(
                "470",
                entries.stream()
                        .filter(e -> e.getGlAccountId().equals(payable))
                        .map(AccountingTransaction::getCredit)
                        .reduce(BigDecimal.ZERO, BigDecimal::add));
        BudgetLine committed = payables.budgetLine(budgetLine);
        assertAmount("450", committed.getCommittedAmount());
        assertAmount("0", committed.getActualAmount());
        assertAmount("4550", committed.getAvailableAmount());

        RecordId<VendorPaymentApplication> paid = payables.pay(
                entered.id(),
                new VendorPayment()
                        .setEntityId(books.entity())
                        .setVendorId(vendor)
                        .setPaymentDate(LocalDate.of(2024, 6, 14))
                        .setAmount(new BigDecimal("470")),
                new BigDecimal("470"));
        assertNotNull(paid);
        assertAmount("0", payables.balanceDue(entered.id()));
        BudgetLine spent = payables.budgetLine(budgetLine);
        assertAmount("0", spent.getCommittedAmount());
        assertAmount("450", spent.getActualAmount());
        assertAmount("4550", spent.getAvailableAmount());
    }

    @Test
    void aSecondBillWithTheSameVendorReferenceIsRefusedAndClassified() {
        payables.enterBill(bill("PS-77"), lines());
        RefinApiException duplicate =
                assertThrows(RefinApiException.class, () -> client.create(bill("ps-77"))); // ignoring case
        assertEquals(ErrorKind.DUPLICATE_VENDOR_REFERENCE, duplicate.kind());
        assertEquals(List.of(PurchaseInvoice.VENDOR_REFERENCE), duplicate.fields(PurchaseInvoice.SOBJECT_TYPE));
    }
}
