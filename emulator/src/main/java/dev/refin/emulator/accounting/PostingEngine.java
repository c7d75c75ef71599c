package dev.refin.emulator.accounting;

import static dev.refin.emulator.store.Records.decimal;
import static dev.refin.emulator.store.Records.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.schema.Formulas;
import dev.refin.emulator.schema.RecordFactory;
import dev.refin.emulator.schema.Schema;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.store.Records;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/** The package's posting engine: the gates of Draft to Posted, then balanced ledger rows. */
public final class PostingEngine {
    /** The field holding a line's (and, rolled up, an invoice's) withholding amount. */
    static final String WITHHOLDING_FIELD = PackageSchema.WITHHOLDING_AMOUNT;

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);
    private static final String CURRENCY = "CurrencyIsoCode";
    private static final String RATE_FIELD = PackageSchema.EXCHANGE_RATE;

    private final Schema schema;
    private final RecordStore store;
    private final RecordFactory factory;
    private final Clock clock;
    private final Map<String, BigDecimal> exchangeRates;
    private final Formulas formulas;

    public PostingEngine(
            Schema schema,
            RecordStore store,
            RecordFactory factory,
            Clock clock,
            Map<String, BigDecimal> rates,
            Formulas formulas) {
        this.formulas = formulas;
        this.schema = schema;
        this.store = store;
        this.factory = factory;
        this.clock = clock;
        this.exchangeRates = Map.copyOf(rates);
    }

    /** The key of the rate from one currency code to another (upper case). */
    public static String rateKey(String from, String to) {
        return from + ">" + to;
    }

    /**
     * A posting that passed every gate and is ready to be written.
     *
     * @param kind the document kind
     * @param entries the ledger entries, in the functional currency
     * @param lines the tax and withholding of each invoice line, by line id
     * @param rate the exchange rate from the document's currency to the entity's functional currency
     * @param functionalCurrency the entity's functional currency, or null when neither it nor the document has one
     */
    record Posting(
            Documents.Kind kind,
            List<Entry> entries,
            Map<String, LineAmounts> lines,
            BigDecimal rate,
            String functionalCurrency) {}

    /**
     * What posting calculates for an invoice line.
     *
     * @param tax the tax amount
     * @param withholding the withholding amount
     */
    record LineAmounts(BigDecimal tax, BigDecimal withholding) {}

    /**
     * One ledger entry.
     *
     * @param account the GL account id
     * @param debit the debit, zero or positive
     * @param credit the credit, zero or positive
     * @param lineId the invoice line the entry comes from, or null
     * @param taxProfileId the tax profile the entry comes from, or null
     * @param currencyAmount the signed amount (debit positive) in the document's currency
     */
    record Entry(
            String account,
            BigDecimal debit,
            BigDecimal credit,
            String lineId,
            String taxProfileId,
            BigDecimal currencyAmount) {}

    /**
     * Runs the gates in the package's order (balanced, exchange rate, open period, approval, active accounts);
     * writes nothing.
     */
    Posting prepare(Documents.Kind kind, ObjectNode document) {
        ObjectNode entity = store.get(Documents.ENTITY, text(document, Documents.ENTITY_FIELD));
        Map<String, LineAmounts> lines = new LinkedHashMap<>();
        List<Entry> entries = kind.posting().entries(this, document, entity, lines);
        BigDecimal debits = entries.stream().map(Entry::debit).reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal credits = entries.stream().map(Entry::credit).reduce(BigDecimal.ZERO, BigDecimal::add);
        if (debits.compareTo(credits) != 0 || debits.signum() == 0) {
            throw ApiException.validation("The document is not balanced: debits " + debits.toPlainString()
                    + " and credits " + credits.toPlainString() + " must be equal and not zero.");
        }
        String documentCurrency = text(document, CURRENCY);
        String functional =
                Objects.requireNonNullElse(text(entity, PackageSchema.FUNCTIONAL_CURRENCY), documentCurrency);
        BigDecimal rate = rate(documentCurrency, functional);
        checkOpenPeriod(kind, document, entity);
        String approval = text(document, PackageSchema.APPROVAL_STATUS);
        if ("Pending".equals(approval) || "Rejected".equals(approval)) {
            throw ApiException.validation("This document requires approval before posting.");
        }
        for (Entry entry : entries) {
            ObjectNode account = store.get(Documents.GL_ACCOUNT, entry.account());
            if (account == null || !account.path(PackageSchema.ACTIVE).asBoolean(false)) {
                throw ApiException.validation(
                        "GL Account " + (account == null ? entry.account() : text(account, "Name"))
                                + " is inactive. Activate it or choose an active account before posting.");
            }
        }
        String control = text(entity, kind.controlAccount());
        return new Posting(kind, convert(entries, rate, control), lines, rate, functional);
    }

    /** The configured rate from the document's currency to the functional one: 1 for the same currency. */
    private BigDecimal rate(String documentCurrency, String functional) {
        if (documentCurrency == null || functional == null || documentCurrency.equalsIgnoreCase(functional)) {
            return BigDecimal.ONE;
        }
        String from = documentCurrency.toUpperCase(Locale.ROOT);
        String to = functional.toUpperCase(Locale.ROOT);
        BigDecimal rate = exchangeRates.get(rateKey(from, to));
        if (rate == null) {
            throw ApiException.validation("No exchange rate from " + from + " to " + to
                    + " is defined: the document is in " + from + " and its entity's functional currency is " + to
                    + ". Define the exchange rate before posting.");
        }
        return rate;
    }

    /**
     * The entries in the functional currency: each debit and credit times the rate, rounded half-up to the cent,
     * with the rounding difference on the (first) control account entry (receivable or payable) so that debits still
     * equal credits.
     */
    private static List<Entry> convert(List<Entry> entries, BigDecimal rate, String receivable) {
        List<Entry> converted = new ArrayList<>();
        BigDecimal difference = BigDecimal.ZERO;
        for (Entry entry : entries) {
            BigDecimal debit = entry.debit().multiply(rate).setScale(2, RoundingMode.HALF_UP);
            BigDecimal credit = entry.credit().multiply(rate).setScale(2, RoundingMode.HALF_UP);
            difference = difference.add(debit).subtract(credit);
            converted.add(new Entry(
                    entry.account(), debit, credit, entry.lineId(), entry.taxProfileId(), entry.currencyAmount()));
        }
        if (difference.signum() != 0) {
            for (int i = 0; i < converted.size(); i++) {
                Entry entry = converted.get(i);
                if (entry.account().equals(receivable) && entry.lineId() == null) {
                    boolean debitSide = entry.debit().signum() > 0;
                    converted.set(
                            i,
                            new Entry(
                                    entry.account(),
                                    debitSide ? entry.debit().subtract(difference) : entry.debit(),
                                    debitSide ? entry.credit() : entry.credit().add(difference),
                                    null,
                                    entry.taxProfileId(),
                                    entry.currencyAmount()));
                    break;
                }
            }
        }
        return converted;
    }

    /** Writes the ledger rows and stamps the document as posted; call under the write lock after {@link #prepare}. */
    void commit(Posting posting, ObjectNode document) {
        var txDescribe = schema.object(Documents.TRANSACTION).orElseThrow().describe();
        String documentId = text(document, "Id");
        for (Entry entry : posting.entries()) {
            ObjectNode row = factory.newRecord(txDescribe);
            row.put(PackageSchema.GL_ACCOUNT, entry.account());
            row.put(PackageSchema.DEBIT, entry.debit());
            row.put(PackageSchema.CREDIT, entry.credit());
            row.put(PackageSchema.AMOUNT, entry.debit().subtract(entry.credit()));
            Records.setIfPresent(
                    txDescribe, row, PackageSchema.CURRENCY_AMOUNT, Json.NODES.numberNode(entry.currencyAmount()));
            Records.setIfPresent(txDescribe, row, RATE_FIELD, Json.NODES.numberNode(posting.rate()));
            if (posting.functionalCurrency() != null) {
                Records.setIfPresent(txDescribe, row, CURRENCY, Json.NODES.textNode(posting.functionalCurrency()));
            }
            row.set(Documents.ENTITY_FIELD, document.get(Documents.ENTITY_FIELD));
            row.set(Documents.LEDGER_FIELD, document.path(Documents.LEDGER_FIELD));
            row.set(Documents.PERIOD_FIELD, document.path(Documents.PERIOD_FIELD));
            row.set(PackageSchema.TRANSACTION_DATE, document.path(posting.kind().dateField()));
            row.put(PackageSchema.JOURNAL_NUMBER, text(document, "Name"));
            row.put(PackageSchema.SOURCE_TYPE, posting.kind().sourceType());
            row.put(posting.kind().object(), documentId);
            if (posting.kind().lineObject() != null) {
                row.put(posting.kind().lineObject(), entry.lineId());
            }
            row.put(PackageSchema.TAX_PROFILE, entry.taxProfileId());
            row.put(PackageSchema.PERIOD_STATUS, "Open");
            store.put(Documents.TRANSACTION, text(row, "Id"), row);
        }
        String lineObject = posting.kind().lineObject();
        var lineDescribe = lineObject == null
                ? null
                : schema.object(lineObject).orElseThrow().describe();
        posting.lines().forEach((lineId, amounts) -> {
            ObjectNode line = store.get(lineObject, lineId);
            line.put(PackageSchema.TAX_AMOUNT, amounts.tax());
            Records.setIfPresent(lineDescribe, line, WITHHOLDING_FIELD, Json.NODES.numberNode(amounts.withholding()));
        });
        var describe = schema.object(posting.kind().object()).orElseThrow().describe();
        Records.setIfPresent(
                describe, document, PackageSchema.POSTED_DATE, Json.NODES.textNode(Json.datetime(clock.instant())));
        Records.setIfPresent(describe, document, RATE_FIELD, Json.NODES.numberNode(posting.rate()));
        Records.setIfPresent(describe, document, PackageSchema.IS_LOCKED, Json.NODES.booleanNode(true));
    }

    /** The document's lines (its id exactly in the line's parent field); posting refuses a document without any. */
    private List<ObjectNode> linesToPost(Documents.Kind kind, String documentId) {
        List<ObjectNode> lines = store.matching(kind.lineObject(), kind.parentField(), documentId).stream()
                .filter(line -> documentId.equals(text(line, kind.parentField())))
                .toList();
        if (lines.isEmpty()) {
            throw ApiException.validation("The document has no lines. Add at least one line before posting.");
        }
        return lines;
    }

    /** The sales invoice's posting rule: receivable against revenue, tax and withholding per line. */
    List<Entry> invoiceEntries(ObjectNode invoice, ObjectNode entity, Map<String, LineAmounts> amounts) {
        List<ObjectNode> lines = linesToPost(Documents.SALES_INVOICE, text(invoice, "Id"));
        String receivable =
                requireAccount(text(entity, PackageSchema.DEFAULT_AR_ACCOUNT), "The entity's default AR account");
        boolean credit = Documents.SALES_INVOICE.sign(invoice) < 0;
        List<Entry> entries = new ArrayList<>();
        BigDecimal total = BigDecimal.ZERO;
        for (ObjectNode line : lines) {
            BigDecimal amount = formulas.decimal(Documents.INVOICE_LINE, line, PackageSchema.LINE_AMOUNT);
            String lineId = text(line, "Id");
            String account = requireAccount(
                    text(line, PackageSchema.GL_ACCOUNT), "Line " + text(line, "Name") + "'s GL account");
            entries.add(entry(account, amount.negate(), credit, lineId, null));
            total = total.add(amount);
            ObjectNode profile = store.get(
                    Documents.TAX_PROFILE, Objects.requireNonNullElse(text(line, PackageSchema.TAX_PROFILE), ""));
            String profileId = text(profile, "Id");
            BigDecimal tax = BigDecimal.ZERO;
            BigDecimal rate = decimal(profile, PackageSchema.RATE);
            if (line.path(PackageSchema.TAXABLE).asBoolean(false) && rate != null && rate.signum() != 0) {
                tax = percent(amount, rate);
                String taxAccount = requireAccount(
                        text(profile, PackageSchema.TAX_GL_ACCOUNT),
                        "Tax profile " + text(profile, "Name") + "'s tax GL account");
                entries.add(entry(taxAccount, tax.negate(), credit, lineId, profileId));
                total = total.add(tax);
            }
            BigDecimal withholding = BigDecimal.ZERO;
            BigDecimal withholdingRate = decimal(profile, PackageSchema.WITHHOLDING_RATE);
            if (withholdingRate != null && withholdingRate.signum() != 0) {
                withholding = percent(amount, withholdingRate);
                String withholdingAccount = requireAccount(
                        text(profile, PackageSchema.WITHHOLDING_GL_ACCOUNT),
                        "Tax profile " + text(profile, "Name") + "'s withholding GL account");
                if (withholding.signum() != 0) {
                    entries.add(entry(withholdingAccount, withholding, credit, lineId, profileId));
                    entries.add(entry(receivable, withholding.negate(), credit, lineId, profileId));
                }
            }
            amounts.put(lineId, new LineAmounts(tax, withholding));
        }
        entries.add(0, entry(receivable, total, credit, null, null));
        return entries;
    }

    /**
     * The purchase invoice's posting rule: per line, the expense (the line's GL account) and the recoverable input tax
     * (the tax profile's input tax account, else its tax account) are debited, the withholding is credited to the
     * profile's withholding account (a liability to the tax authority), and accounts payable is credited with what is
     * owed to the vendor (amount + tax - withholding); mirrored for vendor credit memos.
     */
    List<Entry> purchaseInvoiceEntries(ObjectNode bill, ObjectNode entity, Map<String, LineAmounts> amounts) {
        String lineObject = Documents.PURCHASE_INVOICE.lineObject();
        List<ObjectNode> lines = linesToPost(Documents.PURCHASE_INVOICE, text(bill, "Id"));
        String payable =
                requireAccount(text(entity, PackageSchema.DEFAULT_AP_ACCOUNT), "The entity's default AP account");
        boolean credit = Documents.PURCHASE_INVOICE.sign(bill) < 0;
        List<Entry> entries = new ArrayList<>();
        BigDecimal owed = BigDecimal.ZERO;
        for (ObjectNode line : lines) {
            BigDecimal amount = formulas.decimal(lineObject, line, PackageSchema.LINE_AMOUNT);
            String lineId = text(line, "Id");
            String expense = requireAccount(
                    text(line, PackageSchema.GL_ACCOUNT), "Line " + text(line, "Name") + "'s GL account");
            entries.add(entry(expense, amount, credit, lineId, null));
            owed = owed.add(amount);
            ObjectNode profile = store.get(
                    Documents.TAX_PROFILE, Objects.requireNonNullElse(text(line, PackageSchema.TAX_PROFILE), ""));
            String profileId = text(profile, "Id");
            BigDecimal tax = BigDecimal.ZERO;
            BigDecimal rate = decimal(profile, PackageSchema.RATE);
            if (line.path(PackageSchema.TAXABLE).asBoolean(false) && rate != null && rate.signum() != 0) {
                tax = percent(amount, rate);
                String inputTax = text(profile, PackageSchema.INPUT_TAX_GL_ACCOUNT);
                String taxAccount = requireAccount(
                        inputTax != null ? inputTax : text(profile, PackageSchema.TAX_GL_ACCOUNT),
                        "Tax profile " + text(profile, "Name") + "'s input tax GL account");
                entries.add(entry(taxAccount, tax, credit, lineId, profileId));
                owed = owed.add(tax);
            }
            BigDecimal withholding = BigDecimal.ZERO;
            BigDecimal withholdingRate = decimal(profile, PackageSchema.WITHHOLDING_RATE);
            if (withholdingRate != null && withholdingRate.signum() != 0) {
                withholding = percent(amount, withholdingRate);
                String withholdingAccount = requireAccount(
                        text(profile, PackageSchema.WITHHOLDING_GL_ACCOUNT),
                        "Tax profile " + text(profile, "Name") + "'s withholding GL account");
                if (withholding.signum() != 0) {
                    entries.add(entry(withholdingAccount, withholding.negate(), credit, lineId, profileId));
                    owed = owed.subtract(withholding);
                }
            }
            amounts.put(lineId, new LineAmounts(tax, withholding));
        }
        entries.add(0, entry(payable, owed.negate(), credit, null, null));
        return entries;
    }

    /** The percentage of an amount, rounded half-up to the cent. */
    private static BigDecimal percent(BigDecimal amount, BigDecimal rate) {
        return amount.multiply(rate).divide(HUNDRED, 2, RoundingMode.HALF_UP);
    }

    /** The vendor payment's posting rule: payable against cash. */
    List<Entry> vendorPaymentEntries(ObjectNode payment, ObjectNode entity, Map<String, LineAmounts> lines) {
        return cashEntries(payment, entity, "payment", PackageSchema.DEFAULT_AP_ACCOUNT, "AP", false);
    }

    /** The cash receipt's posting rule: cash against receivable. */
    List<Entry> receiptEntries(ObjectNode receipt, ObjectNode entity, Map<String, LineAmounts> lines) {
        return cashEntries(receipt, entity, "receipt", PackageSchema.DEFAULT_AR_ACCOUNT, "AR", true);
    }

    /**
     * Cash against a control account for the amount of a payment or receipt: cash is debited for a receipt (money in)
     * and credited for a payment (money out).
     */
    private List<Entry> cashEntries(
            ObjectNode document, ObjectNode entity, String noun, String controlField, String control, boolean cashIn) {
        BigDecimal amount = Objects.requireNonNullElse(decimal(document, PackageSchema.AMOUNT), BigDecimal.ZERO);
        if (amount.signum() <= 0) {
            throw ApiException.validation(
                    "The document is not balanced: the " + noun + " amount must be greater than zero.");
        }
        String bank = text(document, PackageSchema.BANK_ACCOUNT);
        String cash = requireAccount(
                bank != null ? bank : text(entity, PackageSchema.DEFAULT_CASH_ACCOUNT), "The bank account");
        String counter = requireAccount(text(entity, controlField), "The entity's default " + control + " account");
        // The debit comes first, as on the document's ledger page.
        return cashIn
                ? List.of(entry(cash, amount, false, null, null), entry(counter, amount.negate(), false, null, null))
                : List.of(entry(counter, amount, false, null, null), entry(cash, amount.negate(), false, null, null));
    }

    /** An entry of a signed amount (positive = debit), mirrored for credit memos. */
    private static Entry entry(String account, BigDecimal signed, boolean mirror, String lineId, String taxProfileId) {
        BigDecimal amount = mirror ? signed.negate() : signed;
        BigDecimal debit = amount.signum() > 0 ? amount : BigDecimal.ZERO;
        BigDecimal credit = amount.signum() < 0 ? amount.negate() : BigDecimal.ZERO;
        return new Entry(account, debit, credit, lineId, taxProfileId, amount);
    }

    private static String requireAccount(String account, String what) {
        if (account == null) {
            throw ApiException.validation("The document is not balanced: " + what + " is not set.");
        }
        return account;
    }

    private void checkOpenPeriod(Documents.Kind kind, ObjectNode document, ObjectNode entity) {
        LocalDate date = Records.date(document, kind.dateField());
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
        LocalDate closure = Records.date(entity, PackageSchema.BOOK_CLOSURE_DATE);
        ObjectNode ledger =
                store.get(Documents.LEDGER, Objects.requireNonNullElse(text(document, Documents.LEDGER_FIELD), ""));
        closure = later(closure, Records.date(ledger, PackageSchema.BOOK_CLOSURE_DATE));
        ObjectNode period =
                store.get(Documents.PERIOD, Objects.requireNonNullElse(text(document, Documents.PERIOD_FIELD), ""));
        if ("Closed".equals(text(period, Documents.STATUS))) {
            closure = later(closure, Records.date(period, PackageSchema.END_DATE));
        }
        if (closure != null && !date.isAfter(closure)) {
            throw ApiException.validation("Transaction Date " + date + " is on or before the GL book closure date "
                    + closure + ". Date the document in an open period.");
        }
    }

    /**
     * Unposts a posted document: every ledger row gets a reversing row (the ledger is append-only) and the document
     * is a Draft again; refused in closed books or while applied.
     */
    void unpost(Documents.Kind kind, ObjectNode document) {
        checkReversible(kind, document);
        reverse(kind, document);
        var describe = schema.object(kind.object()).orElseThrow().describe();
        Records.setIfPresent(describe, document, PackageSchema.POSTED_DATE, Json.NODES.nullNode());
        Records.setIfPresent(describe, document, PackageSchema.IS_LOCKED, Json.NODES.booleanNode(false));
    }

    /** Voids a posted document: every ledger row gets a reversing row; refused in closed books or while applied. */
    void voidDocument(Documents.Kind kind, ObjectNode document) {
        checkReversible(kind, document);
        reverse(kind, document);
    }

    /** Writes a reversing row, linked to what it reverses, for every row of the document not yet reversed. */
    private void reverse(Documents.Kind kind, ObjectNode document) {
        var txDescribe = schema.object(Documents.TRANSACTION).orElseThrow().describe();
        for (ObjectNode row : rowsOf(kind, document)) {
            ObjectNode reversal = factory.newRecord(txDescribe);
            row.properties().forEach(e -> {
                if (!reversal.has(e.getKey()) || e.getKey().startsWith("refin__")) {
                    reversal.set(e.getKey(), e.getValue().deepCopy());
                }
            });
            BigDecimal debit = Objects.requireNonNullElse(decimal(row, PackageSchema.DEBIT), BigDecimal.ZERO);
            BigDecimal credit = Objects.requireNonNullElse(decimal(row, PackageSchema.CREDIT), BigDecimal.ZERO);
            reversal.put(PackageSchema.DEBIT, credit);
            reversal.put(PackageSchema.CREDIT, debit);
            reversal.put(PackageSchema.AMOUNT, credit.subtract(debit));
            BigDecimal currencyAmount = decimal(row, PackageSchema.CURRENCY_AMOUNT);
            if (currencyAmount != null) {
                reversal.put(PackageSchema.CURRENCY_AMOUNT, currencyAmount.negate());
            }
            reversal.put(PackageSchema.IS_REVERSAL, true);
            reversal.put(PackageSchema.REVERSED_TRANSACTION, text(row, "Id"));
            store.put(Documents.TRANSACTION, text(reversal, "Id"), reversal);
        }
    }

    private void checkReversible(Documents.Kind kind, ObjectNode document) {
        LocalDate date = Records.date(document, kind.dateField());
        if (date != null) {
            checkOpenBooks(store, date, document);
        }
        String field = kind.parentField();
        String id = text(document, "Id");
        for (Documents.Application rule : Documents.APPLICATIONS) {
            if (rule.source() != kind && rule.target() != kind) {
                continue;
            }
            for (ObjectNode application : store.matching(rule.object(), field, id)) {
                if (id.equals(text(application, field))) {
                    throw ApiException.validation("The document " + text(document, "Name") + " has "
                            + rule.source().sourceType().toLowerCase(java.util.Locale.ROOT)
                            + " applications. Delete them before unposting or voiding it.");
                }
            }
        }
        if (kind.object().equals(Documents.INVOICE)) {
            for (ObjectNode memo : store.matching(Documents.INVOICE, Documents.ORIGINAL_INVOICE, id)) {
                if (id.equals(text(memo, Documents.ORIGINAL_INVOICE))
                        && Documents.POSTED.equals(text(memo, Documents.STATUS))
                        && Documents.SALES_INVOICE.sign(memo) < 0) {
                    throw ApiException.validation("The document " + text(document, "Name")
                            + " has the posted credit memo " + text(memo, "Name")
                            + " applied. Unpost or void the credit memo first.");
                }
            }
        }
    }

    /** The document's ledger rows that are not reversals and not yet reversed. */
    private List<ObjectNode> rowsOf(Documents.Kind kind, ObjectNode document) {
        String id = text(document, "Id");
        List<ObjectNode> rows = store.matching(Documents.TRANSACTION, kind.parentField(), id).stream()
                .filter(row -> id.equals(text(row, kind.parentField())))
                .toList();
        java.util.Set<String> reversed = new java.util.HashSet<>();
        for (ObjectNode row : rows) {
            if (row.path(PackageSchema.IS_REVERSAL).asBoolean(false)) {
                reversed.add(text(row, PackageSchema.REVERSED_TRANSACTION));
            }
        }
        return rows.stream()
                .filter(row -> !row.path(PackageSchema.IS_REVERSAL).asBoolean(false))
                .filter(row -> !reversed.contains(text(row, "Id")))
                .toList();
    }

    private static LocalDate later(LocalDate a, LocalDate b) {
        if (a == null) {
            return b;
        }
        return b == null || a.isAfter(b) ? a : b;
    }
}
