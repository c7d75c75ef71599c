package dev.refin.emulator;

import static dev.refin.emulator.Documents.decimal;
import static dev.refin.emulator.Documents.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.describe.ObjectDescribe;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Objects;
import java.util.function.Supplier;

/** Cash receipt applications: creating one applies a receipt to an invoice after the matching guards. */
final class Applications implements Trigger {
    static final String APPLICATION = PackageSchema.CASH_RECEIPT_APPLICATION;
    static final String RECEIPT_FIELD = PackageSchema.CASH_RECEIPT;
    static final String AMOUNT = PackageSchema.AMOUNT_APPLIED;

    private final RecordStore store;
    private final Supplier<LocalDate> today;
    private final Formulas formulas;

    Applications(RecordStore store, Supplier<LocalDate> today, Formulas formulas) {
        this.store = store;
        this.today = today;
        this.formulas = formulas;
    }

    /** Runs the guards and stamps the application as applied; call under the write lock before storing it. */
    @Override
    public void beforeInsert(ObjectDescribe object, ObjectNode application) {
        if (!object.name().equals(APPLICATION)) {
            return;
        }
        check(application, BigDecimal.ZERO);
        application.put(Documents.STATUS, "Applied");
        application.put(PackageSchema.POSTED, true);
        if (text(application, PackageSchema.APPLIED_DATE) == null) {
            application.put(PackageSchema.APPLIED_DATE, today.get().toString());
        }
        ObjectNode receipt = store.get(Documents.RECEIPT, text(application, RECEIPT_FIELD));
        if (text(application, Documents.PERIOD_FIELD) == null && text(receipt, Documents.PERIOD_FIELD) != null) {
            application.set(Documents.PERIOD_FIELD, receipt.get(Documents.PERIOD_FIELD));
        }
        ObjectNode customer =
                store.peek("Account", Objects.requireNonNullElse(text(receipt, PackageSchema.CUSTOMER), ""));
        if (customer != null) {
            application.set(PackageSchema.CUSTOMER_NAME, customer.get("Name"));
        }
    }

    /** Re-runs the guards on a changed application, its own previous amount no longer counting as applied. */
    @Override
    public void beforeUpdate(ObjectDescribe object, ObjectNode before, ObjectNode after, ObjectNode body) {
        if (object.name().equals(APPLICATION)) {
            boolean sameInvoice = Objects.equals(text(before, Documents.INVOICE), text(after, Documents.INVOICE));
            check(after, Objects.requireNonNullElse(decimal(before, AMOUNT), BigDecimal.ZERO), sameInvoice);
        }
    }

    /** Deleting an application un-applies it, unless its receipt's books are closed. */
    @Override
    public void beforeDelete(ObjectDescribe object, ObjectNode application) {
        if (object.name().equals(APPLICATION)) {
            checkOpenBooks(application);
        }
    }

    private void check(ObjectNode application, BigDecimal previous) {
        check(application, previous, true);
    }

    private void check(ObjectNode application, BigDecimal previous, boolean sameInvoice) {
        ObjectNode receipt =
                store.get(Documents.RECEIPT, Objects.requireNonNullElse(text(application, RECEIPT_FIELD), ""));
        ObjectNode invoice =
                store.get(Documents.INVOICE, Objects.requireNonNullElse(text(application, Documents.INVOICE), ""));
        if (receipt == null || invoice == null) {
            return; // the reference check refuses a missing record with the platform's error
        }
        if (!Documents.POSTED.equals(text(receipt, Documents.STATUS))) {
            throw ApiException.validation("The cash receipt " + text(receipt, "Name")
                    + " is not posted. Post the receipt before applying it.");
        }
        if (!Documents.POSTED.equals(text(invoice, Documents.STATUS))) {
            throw ApiException.validation("The sales invoice " + text(invoice, "Name")
                    + " is not posted. Only posted invoices can receive applications.");
        }
        if (!Objects.equals(text(receipt, PackageSchema.CUSTOMER), text(invoice, PackageSchema.CUSTOMER))) {
            throw ApiException.validation("The cash receipt " + text(receipt, "Name") + " and the sales invoice "
                    + text(invoice, "Name") + " belong to different customers.");
        }
        BigDecimal amount = Objects.requireNonNullElse(decimal(application, AMOUNT), BigDecimal.ZERO);
        if (amount.signum() <= 0) {
            throw ApiException.validation("The amount applied must be greater than zero.");
        }
        BigDecimal unapplied = formulas.decimal(Documents.RECEIPT, receipt, PackageSchema.UNAPPLIED_AMOUNT)
                .add(previous);
        if (amount.compareTo(unapplied) > 0) {
            throw ApiException.validation("The amount applied (" + amount.toPlainString()
                    + ") exceeds the cash receipt's unapplied amount (" + unapplied.toPlainString() + ").");
        }
        BigDecimal balance = formulas.decimal(Documents.INVOICE, invoice, PackageSchema.BALANCE_DUE)
                .add(sameInvoice ? previous : BigDecimal.ZERO);
        if (amount.compareTo(balance) > 0) {
            throw ApiException.validation("The amount applied (" + amount.toPlainString()
                    + ") exceeds the invoice's balance due (" + balance.toPlainString() + ").");
        }
        checkOpenBooks(application);
    }

    private void checkOpenBooks(ObjectNode application) {
        ObjectNode receipt =
                store.get(Documents.RECEIPT, Objects.requireNonNullElse(text(application, RECEIPT_FIELD), ""));
        LocalDate date = Documents.date(application, PackageSchema.APPLIED_DATE);
        if (receipt != null && date != null) {
            PostingEngine.checkOpenBooks(store, date, receipt);
        }
    }
}
