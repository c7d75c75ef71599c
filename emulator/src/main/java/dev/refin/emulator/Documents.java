package dev.refin.emulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ObjectDescribe;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The package model, declared once: the accounting document kinds (header and line objects, date field, number
 * series, posting rule, sign), the declared roll-ups, and the API names the triggers and posting engine work with.
 * Adding a document kind is adding a {@link Kind} to {@link #KINDS} with its posting rule.
 */
final class Documents {
    static final String INVOICE = PackageSchema.SALES_INVOICE;
    static final String INVOICE_LINE = PackageSchema.SALES_INVOICE_LINE;
    static final String RECEIPT = PackageSchema.CASH_RECEIPT;
    static final String TRANSACTION = PackageSchema.ACCOUNTING_TRANSACTION;
    static final String ENTITY = PackageSchema.ENTITY;
    static final String PERIOD = PackageSchema.ACCOUNTING_PERIOD;
    static final String LEDGER = PackageSchema.LEDGER;
    static final String GL_ACCOUNT = PackageSchema.GL_ACCOUNT;
    static final String PAYMENT_TERM = PackageSchema.PAYMENT_TERM;
    static final String TAX_PROFILE = PackageSchema.TAX_PROFILE;

    static final String STATUS = PackageSchema.STATUS;
    static final String ENTITY_FIELD = PackageSchema.ENTITY;
    static final String LEDGER_FIELD = PackageSchema.LEDGER;
    static final String PERIOD_FIELD = PackageSchema.ACCOUNTING_PERIOD;
    static final String INVOICE_TYPE = PackageSchema.INVOICE_TYPE;
    static final String ORIGINAL_INVOICE = PackageSchema.ORIGINAL_INVOICE;
    static final String CREDIT_MEMO = "Credit Memo";

    static final String DRAFT = "Draft";
    static final String POSTED = "Posted";
    static final String VOID = "Void";

    /** How a kind's posting turns a document into ledger entries (in the document's currency). */
    @FunctionalInterface
    interface PostingRule {
        List<PostingEngine.Entry> entries(
                PostingEngine engine,
                ObjectNode document,
                ObjectNode entity,
                Map<String, PostingEngine.LineAmounts> lines);
    }

    /**
     * One kind of accounting document.
     *
     * @param object the header object
     * @param lineObject the line object, or null when the kind has no lines
     * @param parentField the lines' lookup to the header (and the ledger rows' lookup to the document)
     * @param dateField the transaction date field
     * @param sourceType the ledger rows' source type
     * @param series number series by invoice type (key {@code ""} when the object has no type)
     * @param posting the posting rule
     * @param negativeTypes the document types whose money roll-ups are negative (credit memos)
     */
    record Kind(
            String object,
            String lineObject,
            String parentField,
            String dateField,
            String sourceType,
            Map<String, Series> series,
            PostingRule posting,
            Set<String> negativeTypes) {
        /** The series a record is numbered in. */
        Series seriesOf(ObjectNode record) {
            String type = text(record, INVOICE_TYPE);
            return series.getOrDefault(type == null ? "" : type, series.get(""));
        }

        /** -1 for a document whose money roll-ups count negative (a credit memo), else 1. */
        int sign(ObjectNode record) {
            return negativeTypes.contains(Objects.requireNonNullElse(text(record, INVOICE_TYPE), "")) ? -1 : 1;
        }
    }

    /**
     * A roll-up summary: the parent's field holds the sum of a child field (or the count of children) over the
     * children whose lookup points at it, negated for the kinds' negative types.
     *
     * @param parent the parent object
     * @param field the parent's roll-up field
     * @param child the child object
     * @param lookup the child's lookup to the parent
     * @param summed the child field summed (its formula when it is one), or null to count the children
     */
    record Rollup(String parent, String field, String child, String lookup, String summed) {}

    /**
     * A number series of an entity.
     *
     * @param key the name of the series, unique per entity
     * @param prefixField the entity field holding the prefix, or null
     * @param defaultPrefix the prefix when the entity sets none
     * @param nextField the entity field holding the next number, or null when the emulator keeps it
     */
    record Series(String key, String prefixField, String defaultPrefix, String nextField) {}

    private static final Series INVOICES =
            new Series("Invoice", PackageSchema.INVOICE_NUMBER_PREFIX, "INV-", PackageSchema.INVOICE_SEQUENCE_NEXT);

    static final Kind SALES_INVOICE = new Kind(
            INVOICE,
            INVOICE_LINE,
            INVOICE,
            PackageSchema.INVOICE_DATE,
            "Sales Invoice",
            Map.of(
                    "",
                    INVOICES,
                    "Invoice",
                    INVOICES,
                    "Credit Memo",
                    new Series(
                            "Credit Memo",
                            PackageSchema.CREDIT_MEMO_NUMBER_PREFIX,
                            "CM-",
                            PackageSchema.CREDIT_MEMO_SEQUENCE_NEXT),
                    "Debit Memo",
                    new Series("Debit Memo", null, "DM-", null)),
            PostingEngine::invoiceEntries,
            Set.of(CREDIT_MEMO));

    static final Kind CASH_RECEIPT = new Kind(
            RECEIPT,
            null,
            RECEIPT,
            PackageSchema.RECEIPT_DATE,
            "Cash Receipt",
            Map.of(
                    "",
                    new Series(
                            "Receipt",
                            PackageSchema.RECEIPT_NUMBER_PREFIX,
                            "RCPT-",
                            PackageSchema.RECEIPT_SEQUENCE_NEXT)),
            PostingEngine::receiptEntries,
            Set.of());

    /**
     * An application: a record of {@code object} applies part of a posted {@code source} document (its
     * {@code available} amount) to a posted {@code target} document (its {@code open} amount) of the same customer;
     * both documents' roll-ups count it, and neither can be unposted or voided while it exists.
     *
     * @param object the application object
     * @param source the kind applied from, found through its {@link Kind#parentField()}
     * @param target the kind applied to, found through its {@link Kind#parentField()}
     * @param amount the applied amount field
     * @param available the source's field (a formula) that caps the amount
     * @param open the target's field (a formula) that caps the amount
     */
    record Application(String object, Kind source, Kind target, String amount, String available, String open) {}

    /** Every document kind of the package, in one place. */
    static final List<Kind> KINDS = List.of(SALES_INVOICE, CASH_RECEIPT);

    private static final String APPLICATION = PackageSchema.CASH_RECEIPT_APPLICATION;
    private static final String APPLIED = PackageSchema.AMOUNT_APPLIED;

    /**
     * Every roll-up of the package. The invoice's total sums its lines' totals (amount plus tax less withholding, as
     * the line formula says), so its balance due is what the customer still pays in cash; its amount paid also
     * counts the posted credit memos applied to it (see {@link Rollups}).
     */
    static final List<Rollup> ROLLUPS = List.of(
            new Rollup(INVOICE, PackageSchema.SUBTOTAL, INVOICE_LINE, INVOICE, PackageSchema.LINE_AMOUNT),
            new Rollup(INVOICE, PackageSchema.TAX_AMOUNT, INVOICE_LINE, INVOICE, PackageSchema.TAX_AMOUNT),
            new Rollup(
                    INVOICE, PackageSchema.WITHHOLDING_AMOUNT, INVOICE_LINE, INVOICE, PackageSchema.WITHHOLDING_AMOUNT),
            new Rollup(INVOICE, PackageSchema.TOTAL_AMOUNT, INVOICE_LINE, INVOICE, PackageSchema.TOTAL_AMOUNT),
            new Rollup(INVOICE, PackageSchema.LINE_COUNT, INVOICE_LINE, INVOICE, null),
            new Rollup(INVOICE, PackageSchema.AMOUNT_PAID, APPLICATION, INVOICE, APPLIED),
            new Rollup(RECEIPT, PackageSchema.APPLIED_AMOUNT, APPLICATION, RECEIPT, APPLIED),
            new Rollup(RECEIPT, PackageSchema.APPLICATION_COUNT, APPLICATION, RECEIPT, null));

    /** Cash receipts applied to sales invoices. */
    static final Application RECEIPT_APPLICATION = new Application(
            PackageSchema.CASH_RECEIPT_APPLICATION,
            CASH_RECEIPT,
            SALES_INVOICE,
            PackageSchema.AMOUNT_APPLIED,
            PackageSchema.UNAPPLIED_AMOUNT,
            PackageSchema.BALANCE_DUE);

    /** Every application of the package. */
    static final List<Application> APPLICATIONS = List.of(RECEIPT_APPLICATION);

    private static final Map<String, Kind> BY_OBJECT =
            KINDS.stream().collect(java.util.stream.Collectors.toUnmodifiableMap(Kind::object, kind -> kind));

    private Documents() {}

    /** The document kind of an object, if it is an accounting document header. */
    static Optional<Kind> kindOf(String object) {
        return Optional.ofNullable(BY_OBJECT.get(object));
    }

    /** The application whose records live in this object, if any. */
    static Optional<Application> applicationOf(String object) {
        return APPLICATIONS.stream().filter(a -> a.object().equals(object)).findFirst();
    }

    /** The document kind whose lines live in this object, if any. */
    static Optional<Kind> kindOfLine(String object) {
        return KINDS.stream().filter(kind -> object.equals(kind.lineObject())).findFirst();
    }

    static String text(JsonNode record, String field) {
        JsonNode value = record == null ? null : record.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    static BigDecimal decimal(JsonNode record, String field) {
        JsonNode value = record == null ? null : record.get(field);
        return value == null || value.isNull() ? null : value.decimalValue();
    }

    static LocalDate date(JsonNode record, String field) {
        String text = text(record, field);
        return text == null ? null : LocalDate.parse(text);
    }

    /** Sets a field only when the object's describe has it, so a slimmer snapshot still works. */
    static void setIfPresent(ObjectDescribe object, ObjectNode record, String field, JsonNode value) {
        if (object.field(field).isPresent()) {
            record.set(field, value);
        }
    }
}
