package dev.refin.emulator.accounting;

import static dev.refin.emulator.store.Records.decimal;
import static dev.refin.emulator.store.Records.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.schema.Formulas;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.store.Records;
import dev.refin.emulator.wire.ApiException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The declared applications ({@link Documents#APPLICATIONS}): creating one applies a source document (a cash receipt,
 * a vendor payment) to a target document (a sales or purchase invoice) of the same counterparty after the matching
 * guards; deleting it un-applies.
 */
public final class Applications implements Trigger {
    private final RecordStore store;
    private final Supplier<LocalDate> today;
    private final Formulas formulas;

    public Applications(RecordStore store, Supplier<LocalDate> today, Formulas formulas) {
        this.store = store;
        this.today = today;
        this.formulas = formulas;
    }

    /** Runs the guards and stamps the application as applied; call under the write lock before storing it. */
    @Override
    public void beforeInsert(ObjectDescribe object, ObjectNode application) {
        Documents.Application rule = Documents.applicationOf(object.name()).orElse(null);
        if (rule == null) {
            return;
        }
        check(rule, application, BigDecimal.ZERO, true);
        application.put(Documents.STATUS, "Applied");
        application.put(PackageSchema.POSTED, true);
        if (text(application, PackageSchema.APPLIED_DATE) == null) {
            application.put(PackageSchema.APPLIED_DATE, today.get().toString());
        }
        ObjectNode receipt = store.peek(
                rule.source().object(), text(application, rule.source().parentField()));
        if (text(application, Documents.PERIOD_FIELD) == null && text(receipt, Documents.PERIOD_FIELD) != null) {
            application.set(Documents.PERIOD_FIELD, receipt.get(Documents.PERIOD_FIELD));
        }
        Documents.Party party = rule.source().party();
        ObjectNode account = store.peek("Account", Objects.requireNonNullElse(text(receipt, party.field()), ""));
        if (account != null) {
            Records.setIfPresent(object, application, party.nameField(), account.get("Name"));
        }
    }

    /** Re-runs the guards on a changed application, its own previous amount no longer counting as applied. */
    @Override
    public void beforeUpdate(ObjectDescribe object, ObjectNode before, ObjectNode after, ObjectNode body) {
        Documents.applicationOf(object.name()).ifPresent(rule -> {
            String target = rule.target().parentField();
            boolean sameTarget = Objects.equals(text(before, target), text(after, target));
            check(rule, after, Objects.requireNonNullElse(decimal(before, rule.amount()), BigDecimal.ZERO), sameTarget);
        });
    }

    /** Deleting an application un-applies it, unless its receipt's books are closed. */
    @Override
    public void beforeDelete(ObjectDescribe object, ObjectNode application) {
        Documents.applicationOf(object.name()).ifPresent(rule -> checkOpenBooks(rule, application));
    }

    private void check(Documents.Application rule, ObjectNode application, BigDecimal previous, boolean sameInvoice) {
        ObjectNode receipt = store.peek(
                rule.source().object(), text(application, rule.source().parentField()));
        ObjectNode invoice = store.peek(
                rule.target().object(), text(application, rule.target().parentField()));
        if (receipt == null || invoice == null) {
            return; // the reference check refuses a missing record with the platform's error
        }
        String source = rule.source().sourceType().toLowerCase(Locale.ROOT);
        String target = rule.target().sourceType().toLowerCase(Locale.ROOT);
        if (!Documents.POSTED.equals(text(receipt, Documents.STATUS))) {
            throw ApiException.validation("The " + source + " " + text(receipt, "Name") + " is not posted. Post the "
                    + rule.sourceNoun() + " before applying it.");
        }
        if (!Documents.POSTED.equals(text(invoice, Documents.STATUS))) {
            throw ApiException.validation("The " + target + " " + text(invoice, "Name")
                    + " is not posted. Only posted invoices can receive applications.");
        }
        String party = rule.source().party().field();
        if (!Objects.equals(
                text(receipt, party), text(invoice, rule.target().party().field()))) {
            throw ApiException.validation(
                    "The " + source + " " + text(receipt, "Name") + " and the " + target + " " + text(invoice, "Name")
                            + " belong to different " + rule.source().party().noun() + "s.");
        }
        BigDecimal amount = Objects.requireNonNullElse(decimal(application, rule.amount()), BigDecimal.ZERO);
        if (amount.signum() <= 0) {
            throw ApiException.validation("The amount applied must be greater than zero.");
        }
        BigDecimal unapplied = formulas.decimal(rule.source().object(), receipt, rule.available())
                .add(previous);
        if (amount.compareTo(unapplied) > 0) {
            throw ApiException.validation("The amount applied (" + amount.toPlainString() + ") exceeds the " + source
                    + "'s unapplied amount (" + unapplied.toPlainString() + ").");
        }
        BigDecimal balance = formulas.decimal(rule.target().object(), invoice, rule.open())
                .add(sameInvoice ? previous : BigDecimal.ZERO);
        if (amount.compareTo(balance) > 0) {
            throw ApiException.validation("The amount applied (" + amount.toPlainString()
                    + ") exceeds the invoice's balance due (" + balance.toPlainString() + ").");
        }
        checkOpenBooks(rule, application);
    }

    private void checkOpenBooks(Documents.Application rule, ObjectNode application) {
        ObjectNode receipt = store.peek(
                rule.source().object(), text(application, rule.source().parentField()));
        LocalDate date = Records.date(application, PackageSchema.APPLIED_DATE);
        if (receipt != null && date != null) {
            PostingEngine.checkOpenBooks(store, date, receipt);
        }
    }
}
