package dev.refin.emulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ObjectDescribe;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;

/** The package's accounting documents and the API names its triggers and posting engine work with. */
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

    static final String DRAFT = "Draft";
    static final String POSTED = "Posted";
    static final String VOID = "Void";

    /**
     * One kind of accounting document.
     *
     * @param object the header object
     * @param dateField the transaction date field
     * @param sourceType the ledger rows' source type
     * @param series number series by invoice type (key {@code ""} when the object has no type)
     */
    record Kind(String object, String dateField, String sourceType, Map<String, Series> series) {
        /** The series a record is numbered in. */
        Series seriesOf(ObjectNode record) {
            String type = text(record, INVOICE_TYPE);
            return series.getOrDefault(type == null ? "" : type, series.get(""));
        }
    }

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
                    new Series("Debit Memo", null, "DM-", null)));

    static final Kind CASH_RECEIPT = new Kind(
            RECEIPT,
            "refin__Receipt_Date__c",
            "Cash Receipt",
            Map.of(
                    "",
                    new Series(
                            "Receipt", "refin__Receipt_Number_Prefix__c", "RCPT-", "refin__Receipt_Sequence_Next__c")));

    private Documents() {}

    /** The document kind of an object, if it is an accounting document header. */
    static Optional<Kind> kindOf(String object) {
        if (object.equals(INVOICE)) {
            return Optional.of(SALES_INVOICE);
        }
        if (object.equals(RECEIPT)) {
            return Optional.of(CASH_RECEIPT);
        }
        return Optional.empty();
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
