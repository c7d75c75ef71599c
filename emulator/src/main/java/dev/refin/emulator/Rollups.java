package dev.refin.emulator;

import static dev.refin.emulator.Documents.decimal;
import static dev.refin.emulator.Documents.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/** Keeps the sales invoice's roll-ups and the line formulas right after every write that touches them. */
final class Rollups {
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private Rollups() {}

    /** A line's net amount: quantity (default 1) times unit price, less the discount, to the cent. */
    static BigDecimal lineAmount(ObjectNode line) {
        BigDecimal quantity = Objects.requireNonNullElse(decimal(line, "refin__Quantity__c"), BigDecimal.ONE);
        BigDecimal price = Objects.requireNonNullElse(decimal(line, "refin__Unit_Price__c"), BigDecimal.ZERO);
        BigDecimal discount = Objects.requireNonNullElse(decimal(line, "refin__Discount_Percent__c"), BigDecimal.ZERO);
        return quantity.multiply(price).multiply(HUNDRED.subtract(discount)).divide(HUNDRED, 2, RoundingMode.HALF_UP);
    }

    /**
     * Recomputes the invoice's line formulas and roll-ups; call under the write lock. A line's total is its amount
     * plus tax less withholding; the invoice's total is subtotal plus tax (gross), its withholding the sum of its
     * lines', and its balance due total less withholding less the amount paid (zero once void).
     */
    static void refreshInvoice(RecordStore store, String invoiceId) {
        ObjectNode invoice = invoiceId == null ? null : store.get(Documents.INVOICE, invoiceId);
        if (invoice == null) {
            return;
        }
        BigDecimal subtotal = BigDecimal.ZERO;
        BigDecimal tax = BigDecimal.ZERO;
        BigDecimal withholding = BigDecimal.ZERO;
        int count = 0;
        String status = Objects.requireNonNullElse(text(invoice, Documents.STATUS), Documents.DRAFT);
        for (ObjectNode line : store.all(Documents.INVOICE_LINE)) {
            if (!invoiceId.equals(text(line, Documents.INVOICE))) {
                continue;
            }
            BigDecimal amount = lineAmount(line);
            BigDecimal lineTax = Objects.requireNonNullElse(decimal(line, "refin__Tax_Amount__c"), BigDecimal.ZERO);
            BigDecimal lineWithholding =
                    Objects.requireNonNullElse(decimal(line, PostingEngine.WITHHOLDING_FIELD), BigDecimal.ZERO);
            line.put("refin__Line_Amount__c", amount);
            line.put("refin__Total_Amount__c", amount.add(lineTax).subtract(lineWithholding));
            line.put("refin__Invoice_Status__c", status);
            subtotal = subtotal.add(amount);
            tax = tax.add(lineTax);
            withholding = withholding.add(lineWithholding);
            count++;
        }
        BigDecimal paid = BigDecimal.ZERO;
        for (ObjectNode application : store.all("refin__Cash_Receipt_Application__c")) {
            if (invoiceId.equals(text(application, Documents.INVOICE))) {
                paid = paid.add(
                        Objects.requireNonNullElse(decimal(application, "refin__Amount_Applied__c"), BigDecimal.ZERO));
            }
        }
        BigDecimal total = subtotal.add(tax);
        // Withholding is settled by the customer's withholding certificate, not by cash: it is not due.
        BigDecimal balance = status.equals(Documents.VOID)
                ? BigDecimal.ZERO
                : total.subtract(withholding).subtract(paid);
        for (ObjectNode application : store.all(Applications.APPLICATION)) {
            if (invoiceId.equals(text(application, Documents.INVOICE))) {
                application.put("refin__Invoice_Balance_Due__c", balance);
            }
        }
        invoice.put("refin__Subtotal__c", subtotal);
        invoice.put("refin__Tax_Amount__c", tax);
        invoice.put("refin__Total_Amount__c", total);
        invoice.put(PostingEngine.WITHHOLDING_FIELD, withholding);
        invoice.put("refin__Line_Count__c", BigDecimal.valueOf(count));
        invoice.put("refin__Amount_Paid__c", paid);
        invoice.put("refin__Balance_Due__c", balance);
        invoice.put("refin__Is_Locked__c", !status.equals(Documents.DRAFT));
    }

    /** Recomputes a cash receipt's applied and unapplied amounts from its applications; call under the write lock. */
    static void refreshReceipt(RecordStore store, String receiptId) {
        ObjectNode receipt = receiptId == null ? null : store.get(Documents.RECEIPT, receiptId);
        if (receipt == null) {
            return;
        }
        BigDecimal applied = BigDecimal.ZERO;
        int count = 0;
        for (ObjectNode application : store.all(Applications.APPLICATION)) {
            if (receiptId.equals(text(application, Applications.RECEIPT_FIELD))) {
                applied = applied.add(
                        Objects.requireNonNullElse(decimal(application, Applications.AMOUNT), BigDecimal.ZERO));
                count++;
            }
        }
        BigDecimal amount = Objects.requireNonNullElse(decimal(receipt, "refin__Amount__c"), BigDecimal.ZERO);
        boolean voided = Documents.VOID.equals(text(receipt, Documents.STATUS));
        BigDecimal unapplied = voided ? BigDecimal.ZERO : amount.subtract(applied);
        receipt.put("refin__Applied_Amount__c", applied);
        receipt.put("refin__Unapplied_Amount__c", unapplied);
        receipt.put("refin__Application_Count__c", BigDecimal.valueOf(count));
        receipt.put("refin__Is_Fully_Applied__c", amount.signum() > 0 && unapplied.signum() <= 0);
    }
}
