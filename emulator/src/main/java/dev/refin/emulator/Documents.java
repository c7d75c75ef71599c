package dev.refin.emulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.describe.ObjectDescribe;
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
    static final String INVOICE = "refin__Sales_Invoice__c";
    static final String INVOICE_LINE = "refin__Sales_Invoice_Line__c";
    static final String RECEIPT = "refin__Cash_Receipt__c";
    static final String TRANSACTION = "refin__Accounting_Transaction__c";
    static final String ENTITY = "refin__Entity__c";
    static final String PERIOD = "refin__Accounting_Period__c";
    static final String LEDGER = "refin__Ledger__c";
    static final String GL_ACCOUNT = "refin__GL_Account__c";
    static final String PAYMENT_TERM = "refin__Payment_Term__c";
    static final String TAX_PROFILE = "refin__Tax_Profile__c";

    static final String STATUS = "refin__Status__c";
    static final String ENTITY_FIELD = "refin__Entity__c";
    static final String LEDGER_FIELD = "refin__Ledger__c";
    static final String PERIOD_FIELD = "refin__Accounting_Period__c";
    static final String INVOICE_TYPE = "refin__Invoice_Type__c";
    static final String ORIGINAL_INVOICE = "refin__Original_Invoice__c";
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
            new Series("Invoice", "refin__Invoice_Number_Prefix__c", "INV-", "refin__Invoice_Sequence_Next__c");

    static final Kind SALES_INVOICE = new Kind(
            INVOICE,
            INVOICE_LINE,
            INVOICE,
            "refin__Invoice_Date__c",
            "Sales Invoice",
            Map.of(
                    "",
                    INVOICES,
                    "Invoice",
                    INVOICES,
                    "Credit Memo",
                    new Series(
                            "Credit Memo",
                            "refin__Credit_Memo_Number_Prefix__c",
                            "CM-",
                            "refin__Credit_Memo_Sequence_Next__c"),
                    "Debit Memo",
                    new Series("Debit Memo", null, "DM-", null)),
            PostingEngine::invoiceEntries,
            Set.of(CREDIT_MEMO));

    static final Kind CASH_RECEIPT = new Kind(
            RECEIPT,
            null,
            RECEIPT,
            "refin__Receipt_Date__c",
            "Cash Receipt",
            Map.of(
                    "",
                    new Series(
                            "Receipt", "refin__Receipt_Number_Prefix__c", "RCPT-", "refin__Receipt_Sequence_Next__c")),
            PostingEngine::receiptEntries,
            Set.of());

    /** Every document kind of the package, in one place. */
    static final List<Kind> KINDS = List.of(SALES_INVOICE, CASH_RECEIPT);

    private static final String APPLICATION = "refin__Cash_Receipt_Application__c";
    private static final String APPLIED = "refin__Amount_Applied__c";

    /**
     * Every roll-up of the package. The invoice's total sums its lines' totals (amount plus tax less withholding, as
     * the line formula says), so its balance due is what the customer still pays in cash; its amount paid also
     * counts the posted credit memos applied to it (see {@link Rollups}).
     */
    static final List<Rollup> ROLLUPS = List.of(
            new Rollup(INVOICE, "refin__Subtotal__c", INVOICE_LINE, INVOICE, "refin__Line_Amount__c"),
            new Rollup(INVOICE, "refin__Tax_Amount__c", INVOICE_LINE, INVOICE, "refin__Tax_Amount__c"),
            new Rollup(INVOICE, "refin__Withholding_Amount__c", INVOICE_LINE, INVOICE, "refin__Withholding_Amount__c"),
            new Rollup(INVOICE, "refin__Total_Amount__c", INVOICE_LINE, INVOICE, "refin__Total_Amount__c"),
            new Rollup(INVOICE, "refin__Line_Count__c", INVOICE_LINE, INVOICE, null),
            new Rollup(INVOICE, "refin__Amount_Paid__c", APPLICATION, INVOICE, APPLIED),
            new Rollup(RECEIPT, "refin__Applied_Amount__c", APPLICATION, RECEIPT, APPLIED),
            new Rollup(RECEIPT, "refin__Application_Count__c", APPLICATION, RECEIPT, null));

    private static final Map<String, Kind> BY_OBJECT =
            KINDS.stream().collect(java.util.stream.Collectors.toUnmodifiableMap(Kind::object, kind -> kind));

    private Documents() {}

    /** The document kind of an object, if it is an accounting document header. */
    static Optional<Kind> kindOf(String object) {
        return Optional.ofNullable(BY_OBJECT.get(object));
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
