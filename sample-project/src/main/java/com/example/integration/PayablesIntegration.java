package com.example.integration;

import com.example.accounting.Account;
import com.example.accounting.AccountingTransaction;
import com.example.accounting.BudgetLine;
import com.example.accounting.PurchaseInvoice;
import com.example.accounting.PurchaseInvoiceLine;
import com.example.accounting.VendorPayment;
import com.example.accounting.VendorPaymentApplication;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.CompositeException;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.TreeNode;
import dev.refin.runtime.query.Soql;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The payables half of an ERP link with the generated types: enter a vendor bill with its lines in one round trip,
 * idempotent by the vendor's own bill number (the vendor reference, unique per vendor); post it; pay it with a
 * posted vendor payment applied to the bill; read the budget line's committed and actual figures as they move.
 */
public final class PayablesIntegration {
    /** The child relationship of purchase invoice lines under their invoice, as the composite tree names it. */
    static final String LINES = "refin__Lines__r";

    private final RefinClient client;

    /** An integration over the given client; its user needs a licence seat of the package to write. */
    public PayablesIntegration(RefinClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /**
     * Enters the vendor bill as a draft with its lines in one round trip, unless the vendor already has a bill with
     * this vendor reference: then nothing is created and that bill is returned. Two runs racing on the same bill
     * meet the package's duplicate validation ({@link ErrorKind#DUPLICATE_VENDOR_REFERENCE}), and the loser returns
     * the winner's bill.
     *
     * @param bill the header; its vendor and vendor reference are required
     * @param lines the lines; a line without a GL account takes the vendor's default expense account
     * @throws IllegalArgumentException when the bill has no vendor or vendor reference
     */
    public Bill enterBill(PurchaseInvoice bill, List<PurchaseInvoiceLine> lines) {
        RecordId<Account> vendor = bill.getVendorId();
        String reference = bill.getVendorReference();
        if (vendor == null || reference == null || reference.isBlank()) {
            throw new IllegalArgumentException("the bill needs a vendor and a vendor reference: they are its key");
        }
        Optional<RecordId<PurchaseInvoice>> existing = findBill(vendor, reference);
        if (existing.isPresent()) {
            return new Bill(existing.get(), false);
        }
        try {
            client.createTree(TreeNode.of(bill).withChildren(LINES, lines));
            return new Bill(bill.getId(), true);
        } catch (CompositeException e) {
            if (e.kind() == ErrorKind.DUPLICATE_VENDOR_REFERENCE) {
                return findBill(vendor, reference)
                        .map(id -> new Bill(id, false))
                        .orElseThrow(() -> e);
            }
            throw e;
        }
    }

    /** The vendor's bill with this vendor reference, if any. */
    public Optional<RecordId<PurchaseInvoice>> findBill(RecordId<Account> vendor, String vendorReference) {
        return client
                .query(Soql.select(PurchaseInvoice.ID)
                        .from(PurchaseInvoice.SOBJECT_TYPE)
                        .where(Soql.field(PurchaseInvoice.VENDOR_ID)
                                .eq(vendor)
                                .and(Soql.field(PurchaseInvoice.VENDOR_REFERENCE)
                                        .eq(vendorReference)))
                        .limit(1))
                .stream()
                .map(PurchaseInvoice::getId)
                .findFirst();
    }

    /** Posts the bill (the single-field status PATCH); a refusal raises the typed error with the gate's message. */
    public void post(RecordId<PurchaseInvoice> bill) {
        client.post(PurchaseInvoice.SOBJECT_TYPE, bill);
    }

    /**
     * Pays a bill: records the vendor payment, posts it and applies {@code amount} of it to the bill.
     *
     * @return the application; deleting it un-applies the payment
     */
    public RecordId<VendorPaymentApplication> pay(
            RecordId<PurchaseInvoice> bill, VendorPayment payment, BigDecimal amount) {
        RecordId<VendorPayment> id = client.create(payment);
        client.post(VendorPayment.SOBJECT_TYPE, id);
        return client.create(new VendorPaymentApplication()
                .setVendorPaymentId(id)
                .setPurchaseInvoiceId(bill)
                .setAmountApplied(amount));
    }

    /** What is still owed on the bill. */
    public BigDecimal balanceDue(RecordId<PurchaseInvoice> bill) {
        return client.get(PurchaseInvoice.SOBJECT_TYPE, bill, PurchaseInvoice.BALANCE_DUE)
                .getBalanceDue();
    }

    /** The budget line with its budgeted, committed, actual and available amounts as the package keeps them. */
    public BudgetLine budgetLine(RecordId<BudgetLine> line) {
        return client.get(
                BudgetLine.SOBJECT_TYPE,
                line,
                BudgetLine.BUDGETED_AMOUNT,
                BudgetLine.COMMITTED_AMOUNT,
                BudgetLine.ACTUAL_AMOUNT,
                BudgetLine.AVAILABLE_AMOUNT);
    }

    /** The ledger entries posting wrote for the bill. */
    public List<AccountingTransaction> ledgerEntries(RecordId<PurchaseInvoice> bill) {
        return client
                .query(Soql.select(
                                AccountingTransaction.ID,
                                AccountingTransaction.GL_ACCOUNT_ID,
                                AccountingTransaction.DEBIT,
                                AccountingTransaction.CREDIT,
                                AccountingTransaction.SOURCE_TYPE)
                        .from(AccountingTransaction.SOBJECT_TYPE)
                        .where(Soql.field(AccountingTransaction.PURCHASE_INVOICE_ID)
                                .eq(bill))
                        .orderBy(Soql.field(AccountingTransaction.NAME).asc()))
                .stream()
                .toList();
    }
}
