package dev.refin.emulator;

import static dev.refin.emulator.Documents.decimal;
import static dev.refin.emulator.Documents.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The package's posting engine: the gates of Draft to Posted, then balanced ledger rows. */
final class PostingEngine {
    private final Schema schema;
    private final RecordStore store;
    private final RecordFactory factory;
    private final Clock clock;

    PostingEngine(Schema schema, RecordStore store, RecordFactory factory, Clock clock) {
        this.schema = schema;
        this.store = store;
        this.factory = factory;
        this.clock = clock;
    }

    /**
     * A posting that passed every gate and is ready to be written.
     *
     * @param kind the document kind
     * @param entries the ledger entries
     * @param lineTax the tax amount of each invoice line, by line id
     */
    record Posting(Documents.Kind kind, List<Entry> entries, Map<String, BigDecimal> lineTax) {}

    /**
     * One ledger entry.
     *
     * @param account the GL account id
     * @param debit the debit, zero or positive
     * @param credit the credit, zero or positive
     * @param lineId the invoice line the entry comes from, or null
     * @param taxProfileId the tax profile the entry comes from, or null
     */
    record Entry(String account, BigDecimal debit, BigDecimal credit, String lineId, String taxProfileId) {}

    /** Runs the gates in the package's order (balanced, open period, approval, active accounts); writes nothing. */
    Posting prepare(Documents.Kind kind, ObjectNode document) {
        ObjectNode entity = store.get(Documents.ENTITY, text(document, Documents.ENTITY_FIELD));
        Map<String, BigDecimal> lineTax = new LinkedHashMap<>();
        List<Entry> entries = kind.object().equals(Documents.INVOICE)
                ? invoiceEntries(document, entity, lineTax)
                : receiptEntries(document, entity);
        BigDecimal debits = entries.stream().map(Entry::debit).reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal credits = entries.stream().map(Entry::credit).reduce(BigDecimal.ZERO, BigDecimal::add);
        if (debits.compareTo(credits) != 0 || debits.signum() == 0) {
            throw ApiException.validation("The document is not balanced: debits " + debits.toPlainString()
                    + " and credits " + credits.toPlainString() + " must be equal and not zero.");
        }
        checkOpenPeriod(kind, document, entity);
        String approval = text(document, "refin__Approval_Status__c");
        if ("Pending".equals(approval) || "Rejected".equals(approval)) {
            throw ApiException.validation("This document requires approval before posting.");
        }
        for (Entry entry : entries) {
            ObjectNode account = store.get(Documents.GL_ACCOUNT, entry.account());
            if (account == null || !account.path("refin__Active__c").asBoolean(false)) {
                throw ApiException.validation(
                        "GL Account " + (account == null ? entry.account() : text(account, "Name"))
                                + " is inactive. Activate it or choose an active account before posting.");
            }
        }
        return new Posting(kind, entries, lineTax);
    }

    /** Writes the ledger rows and stamps the document as posted; call under the write lock after {@link #prepare}. */
    void commit(Posting posting, ObjectNode document) {
        var txDescribe = schema.object(Documents.TRANSACTION).orElseThrow().describe();
        String documentId = text(document, "Id");
        for (Entry entry : posting.entries()) {
            ObjectNode row = factory.newRecord(txDescribe);
            row.put("refin__GL_Account__c", entry.account());
            row.put("refin__Debit__c", entry.debit());
            row.put("refin__Credit__c", entry.credit());
            row.put("refin__Amount__c", entry.debit().subtract(entry.credit()));
            row.put("refin__Currency_Amount__c", entry.debit().subtract(entry.credit()));
            row.put("refin__Exchange_Rate__c", BigDecimal.ONE);
            row.set(Documents.ENTITY_FIELD, document.get(Documents.ENTITY_FIELD));
            row.set(Documents.LEDGER_FIELD, document.path(Documents.LEDGER_FIELD));
            row.set(Documents.PERIOD_FIELD, document.path(Documents.PERIOD_FIELD));
            row.set("refin__Transaction_Date__c", document.path(posting.kind().dateField()));
            row.put("refin__Journal_Number__c", text(document, "Name"));
            row.put("refin__Source_Type__c", posting.kind().sourceType());
            row.put(posting.kind().object(), documentId);
            row.put("refin__Sales_Invoice_Line__c", entry.lineId());
            row.put("refin__Tax_Profile__c", entry.taxProfileId());
            row.put("refin__Period_Status__c", "Open");
            store.put(Documents.TRANSACTION, text(row, "Id"), row);
        }
        posting.lineTax().forEach((lineId, tax) -> {
            ObjectNode line = store.get(Documents.INVOICE_LINE, lineId);
            line.put("refin__Tax_Amount__c", tax);
        });
        var describe = schema.object(posting.kind().object()).orElseThrow().describe();
        Documents.setIfPresent(
                describe, document, "refin__Posted_Date__c", Json.NODES.textNode(Json.datetime(clock.instant())));
        Documents.setIfPresent(describe, document, "refin__Exchange_Rate__c", Json.NODES.numberNode(BigDecimal.ONE));
        Documents.setIfPresent(describe, document, "refin__Is_Locked__c", Json.NODES.booleanNode(true));
    }

    private List<Entry> invoiceEntries(ObjectNode invoice, ObjectNode entity, Map<String, BigDecimal> lineTax) {
        String invoiceId = text(invoice, "Id");
        List<ObjectNode> lines = store.all(Documents.INVOICE_LINE).stream()
                .filter(line -> invoiceId.equals(text(line, Documents.INVOICE)))
                .toList();
        if (lines.isEmpty()) {
            throw ApiException.validation("The document has no lines. Add at least one line before posting.");
        }
        String receivable =
                requireAccount(text(entity, "refin__Default_AR_Account__c"), "The entity's default AR account");
        boolean credit = "Credit Memo".equals(text(invoice, Documents.INVOICE_TYPE));
        List<Entry> entries = new ArrayList<>();
        BigDecimal total = BigDecimal.ZERO;
        for (ObjectNode line : lines) {
            BigDecimal amount = Rollups.lineAmount(line);
            String account =
                    requireAccount(text(line, "refin__GL_Account__c"), "Line " + text(line, "Name") + "'s GL account");
            entries.add(entry(account, amount.negate(), credit, text(line, "Id"), null));
            total = total.add(amount);
            ObjectNode profile = store.get(
                    Documents.TAX_PROFILE, Objects.requireNonNullElse(text(line, "refin__Tax_Profile__c"), ""));
            BigDecimal rate = decimal(profile, "refin__Rate__c");
            if (line.path("refin__Taxable__c").asBoolean(false) && rate != null && rate.signum() != 0) {
                BigDecimal tax = amount.multiply(rate).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
                String taxAccount = requireAccount(
                        text(profile, "refin__Tax_GL_Account__c"),
                        "Tax profile " + text(profile, "Name") + "'s tax GL account");
                entries.add(entry(taxAccount, tax.negate(), credit, text(line, "Id"), text(profile, "Id")));
                lineTax.put(text(line, "Id"), tax);
                total = total.add(tax);
            }
        }
        entries.add(0, entry(receivable, total, credit, null, null));
        return entries;
    }

    private List<Entry> receiptEntries(ObjectNode receipt, ObjectNode entity) {
        BigDecimal amount = Objects.requireNonNullElse(decimal(receipt, "refin__Amount__c"), BigDecimal.ZERO);
        if (amount.signum() <= 0) {
            throw ApiException.validation(
                    "The document is not balanced: the receipt amount must be greater than zero.");
        }
        String bank = text(receipt, "refin__Bank_Account__c");
        String cash = requireAccount(
                bank != null ? bank : text(entity, "refin__Default_Cash_Account__c"), "The bank account");
        String receivable =
                requireAccount(text(entity, "refin__Default_AR_Account__c"), "The entity's default AR account");
        return List.of(entry(cash, amount, false, null, null), entry(receivable, amount.negate(), false, null, null));
    }

    /** An entry of a signed amount (positive = debit), mirrored for credit memos. */
    private static Entry entry(String account, BigDecimal signed, boolean mirror, String lineId, String taxProfileId) {
        BigDecimal amount = mirror ? signed.negate() : signed;
        BigDecimal debit = amount.signum() > 0 ? amount : BigDecimal.ZERO;
        BigDecimal credit = amount.signum() < 0 ? amount.negate() : BigDecimal.ZERO;
        return new Entry(account, debit, credit, lineId, taxProfileId);
    }

    private static String requireAccount(String account, String what) {
        if (account == null) {
            throw ApiException.validation("The document is not balanced: " + what + " is not set.");
        }
        return account;
    }

    private void checkOpenPeriod(Documents.Kind kind, ObjectNode document, ObjectNode entity) {
        LocalDate date = Documents.date(document, kind.dateField());
        if (date != null) {
            checkOpenBooks(store, date, document);
        }
    }

    /**
     * Refuses a ledger write dated on or before the book closure of the document's entity, ledger or closed
     * accounting period, with the package's closed-period message.
     */
    static void checkOpenBooks(RecordStore store, LocalDate date, ObjectNode document) {
        ObjectNode entity =
                store.get(Documents.ENTITY, Objects.requireNonNullElse(text(document, Documents.ENTITY_FIELD), ""));
        LocalDate closure = Documents.date(entity, "refin__Book_Closure_Date__c");
        ObjectNode ledger =
                store.get(Documents.LEDGER, Objects.requireNonNullElse(text(document, Documents.LEDGER_FIELD), ""));
        closure = later(closure, Documents.date(ledger, "refin__Book_Closure_Date__c"));
        ObjectNode period =
                store.get(Documents.PERIOD, Objects.requireNonNullElse(text(document, Documents.PERIOD_FIELD), ""));
        if ("Closed".equals(text(period, Documents.STATUS))) {
            closure = later(closure, Documents.date(period, "refin__End_Date__c"));
        }
        if (closure != null && !date.isAfter(closure)) {
            throw ApiException.validation("Transaction Date " + date + " is on or before the GL book closure date "
                    + closure + ". Date the document in an open period.");
        }
    }

    /** Unposts a posted document: its ledger rows are removed; refused in closed books or while applied. */
    void unpost(Documents.Kind kind, ObjectNode document) {
        checkReversible(kind, document);
        for (ObjectNode row : rowsOf(kind, document)) {
            store.delete(Documents.TRANSACTION, text(row, "Id"));
        }
        var describe = schema.object(kind.object()).orElseThrow().describe();
        Documents.setIfPresent(describe, document, "refin__Posted_Date__c", Json.NODES.nullNode());
        Documents.setIfPresent(describe, document, "refin__Is_Locked__c", Json.NODES.booleanNode(false));
    }

    /** Voids a posted document: every ledger row gets a reversing row; refused in closed books or while applied. */
    void voidDocument(Documents.Kind kind, ObjectNode document) {
        checkReversible(kind, document);
        var txDescribe = schema.object(Documents.TRANSACTION).orElseThrow().describe();
        for (ObjectNode row : rowsOf(kind, document)) {
            ObjectNode reversal = factory.newRecord(txDescribe);
            row.properties().forEach(e -> {
                if (!reversal.has(e.getKey()) || e.getKey().startsWith("refin__")) {
                    reversal.set(e.getKey(), e.getValue().deepCopy());
                }
            });
            BigDecimal debit = Objects.requireNonNullElse(decimal(row, "refin__Debit__c"), BigDecimal.ZERO);
            BigDecimal credit = Objects.requireNonNullElse(decimal(row, "refin__Credit__c"), BigDecimal.ZERO);
            reversal.put("refin__Debit__c", credit);
            reversal.put("refin__Credit__c", debit);
            reversal.put("refin__Amount__c", credit.subtract(debit));
            reversal.put("refin__Currency_Amount__c", credit.subtract(debit));
            reversal.put("refin__Is_Reversal__c", true);
            reversal.put("refin__Reversed_Transaction__c", text(row, "Id"));
            store.put(Documents.TRANSACTION, text(reversal, "Id"), reversal);
        }
    }

    private void checkReversible(Documents.Kind kind, ObjectNode document) {
        LocalDate date = Documents.date(document, kind.dateField());
        if (date != null) {
            checkOpenBooks(store, date, document);
        }
        String field = kind.object().equals(Documents.INVOICE) ? Documents.INVOICE : Applications.RECEIPT_FIELD;
        String id = text(document, "Id");
        for (ObjectNode application : store.all(Applications.APPLICATION)) {
            if (id.equals(text(application, field))) {
                throw ApiException.validation("The document " + text(document, "Name")
                        + " has cash receipt applications. Delete them before unposting or voiding it.");
            }
        }
    }

    /** The document's original ledger rows (reversals excluded). */
    private List<ObjectNode> rowsOf(Documents.Kind kind, ObjectNode document) {
        String id = text(document, "Id");
        return store.all(Documents.TRANSACTION).stream()
                .filter(row -> id.equals(text(row, kind.object())))
                .filter(row -> !row.path("refin__Is_Reversal__c").asBoolean(false))
                .toList();
    }

    private static LocalDate later(LocalDate a, LocalDate b) {
        if (a == null) {
            return b;
        }
        return b == null || a.isAfter(b) ? a : b;
    }
}
