package dev.refin.emulator.accounting;

import static dev.refin.emulator.store.Records.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
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
     * @param party the counterparty the document belongs to
     * @param controlAccount the entity field holding the control account (receivable or payable) the posting rule
     *     settles against; the rounding difference of a currency conversion goes there
     * @param partyReference the field whose value is unique per counterparty (the vendor's bill number), or null
     */
    record Kind(
            String object,
            String lineObject,
            String parentField,
            String dateField,
            String sourceType,
            Map<String, Series> series,
            PostingRule posting,
            Set<String> negativeTypes,
            Party party,
            String controlAccount,
            String partyReference) {
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
     * The counterparty of a kind of document: an {@code Account} (customers and vendors are both accounts, as the
     * package's customer lookups already are).
     *
     * @param field the document's lookup to the account
     * @param noun the counterparty in messages ("customer", "vendor")
     * @param flag the account's checkbox that must be set for it to take part, or null
     * @param paymentTerm the account's payment term used before the entity's default, or null
     * @param expenseAccount the account's GL account used by lines that name none, or null
     * @param nameField the application's field stamped with the account's name
     */
    record Party(String field, String noun, String flag, String paymentTerm, String expenseAccount, String nameField) {}

    /** Customers of sales invoices and cash receipts. */
    static final Party CUSTOMERS =
            new Party(PackageSchema.CUSTOMER, "customer", null, null, null, PackageSchema.CUSTOMER_NAME);

    /** Vendors of purchase invoices and vendor payments: accounts flagged {@code refin__Is_Vendor__c}. */
    static final Party VENDORS = new Party(
            PackageSchema.VENDOR,
            "vendor",
            PackageSchema.IS_VENDOR,
            PackageSchema.VENDOR_PAYMENT_TERM,
            PackageSchema.DEFAULT_EXPENSE_ACCOUNT,
            PackageSchema.VENDOR_NAME);

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
            Set.of(CREDIT_MEMO),
            CUSTOMERS,
            PackageSchema.DEFAULT_AR_ACCOUNT,
            null);

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
            Set.of(),
            CUSTOMERS,
            PackageSchema.DEFAULT_AR_ACCOUNT,
            null);

    /** The vendor credit memo type of a purchase invoice. */
    static final String VENDOR_CREDIT_MEMO = "Vendor Credit Memo";

    private static final Series BILLS = new Series("Bill", null, "BILL-", null);

    /**
     * Purchase invoices (vendor bills) and vendor credit memos, numbered per entity in series of their own (apart
     * from the sales series); the vendor reference is unique per vendor.
     */
    static final Kind PURCHASE_INVOICE = new Kind(
            PackageSchema.PURCHASE_INVOICE,
            PackageSchema.PURCHASE_INVOICE_LINE,
            PackageSchema.PURCHASE_INVOICE,
            PackageSchema.INVOICE_DATE,
            "Purchase Invoice",
            Map.of("", BILLS, "Invoice", BILLS, VENDOR_CREDIT_MEMO, new Series(VENDOR_CREDIT_MEMO, null, "VCM-", null)),
            PostingEngine::purchaseInvoiceEntries,
            Set.of(VENDOR_CREDIT_MEMO),
            VENDORS,
            PackageSchema.DEFAULT_AP_ACCOUNT,
            PackageSchema.VENDOR_REFERENCE);

    /** Vendor payments: payable against cash. */
    static final Kind VENDOR_PAYMENT = new Kind(
            PackageSchema.VENDOR_PAYMENT,
            null,
            PackageSchema.VENDOR_PAYMENT,
            PackageSchema.PAYMENT_DATE,
            "Vendor Payment",
            Map.of("", new Series("Vendor Payment", null, "VPAY-", null)),
            PostingEngine::vendorPaymentEntries,
            Set.of(),
            VENDORS,
            PackageSchema.DEFAULT_AP_ACCOUNT,
            null);

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
     * @param sourceNoun the source document in messages ("receipt", "payment")
     */
    record Application(
            String object, Kind source, Kind target, String amount, String available, String open, String sourceNoun) {}

    /**
     * The budget rule: a budget line's committed and actual amounts follow the posted lines of {@code kind} (purchase
     * invoices) of its budget's entity, its GL account and its accounting period. Each such line's amount (signed:
     * a vendor credit memo counts negative) is split by its document's paid share: actual = amount x amount paid /
     * total, rounded half-up to the cent, and committed = amount - actual. Drafts and voided documents count
     * nothing, so posting commits, paying moves committed to actual, un-applying a payment moves it back, and
     * unposting or voiding releases both.
     *
     * @param kind the consuming document kind (its lines carry {@code lineAccount})
     * @param lineAccount the document line's GL account field
     * @param lineAmount the document line's amount field (a formula)
     * @param paid the document's amount paid field
     * @param total the document's total field
     * @param budgetLine the budget line object
     * @param budget the budget line's lookup to its budget (and the budget object)
     * @param account the budget line's GL account field
     * @param period the budget line's (and the document's) accounting period field
     * @param committed the budget line's committed field
     * @param actual the budget line's actual field
     */
    record BudgetRule(
            Kind kind,
            String lineAccount,
            String lineAmount,
            String paid,
            String total,
            String budgetLine,
            String budget,
            String account,
            String period,
            String committed,
            String actual) {}

    /** The package's budget rule: purchase invoice lines consume the budget lines of their GL account and period. */
    static final BudgetRule BUDGETS = new BudgetRule(
            PURCHASE_INVOICE,
            PackageSchema.GL_ACCOUNT,
            PackageSchema.LINE_AMOUNT,
            PackageSchema.AMOUNT_PAID,
            PackageSchema.TOTAL_AMOUNT,
            PackageSchema.BUDGET_LINE,
            PackageSchema.BUDGET,
            PackageSchema.GL_ACCOUNT,
            PackageSchema.ACCOUNTING_PERIOD,
            PackageSchema.COMMITTED_AMOUNT,
            PackageSchema.ACTUAL_AMOUNT);

    /** Every document kind of the package, in one place. */
    static final List<Kind> KINDS = List.of(SALES_INVOICE, CASH_RECEIPT, PURCHASE_INVOICE, VENDOR_PAYMENT);

    private static final String APPLICATION = PackageSchema.CASH_RECEIPT_APPLICATION;
    private static final String APPLIED = PackageSchema.AMOUNT_APPLIED;
    private static final String BILL = PackageSchema.PURCHASE_INVOICE;
    private static final String BILL_LINE = PackageSchema.PURCHASE_INVOICE_LINE;
    private static final String PAYMENT = PackageSchema.VENDOR_PAYMENT;
    private static final String PAYMENT_APPLICATION = PackageSchema.VENDOR_PAYMENT_APPLICATION;
    private static final String BUDGET = PackageSchema.BUDGET;
    private static final String BUDGET_LINE = PackageSchema.BUDGET_LINE;

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
            new Rollup(RECEIPT, PackageSchema.APPLICATION_COUNT, APPLICATION, RECEIPT, null),
            new Rollup(BILL, PackageSchema.SUBTOTAL, BILL_LINE, BILL, PackageSchema.LINE_AMOUNT),
            new Rollup(BILL, PackageSchema.TAX_AMOUNT, BILL_LINE, BILL, PackageSchema.TAX_AMOUNT),
            new Rollup(BILL, PackageSchema.WITHHOLDING_AMOUNT, BILL_LINE, BILL, PackageSchema.WITHHOLDING_AMOUNT),
            new Rollup(BILL, PackageSchema.TOTAL_AMOUNT, BILL_LINE, BILL, PackageSchema.TOTAL_AMOUNT),
            new Rollup(BILL, PackageSchema.LINE_COUNT, BILL_LINE, BILL, null),
            new Rollup(BILL, PackageSchema.AMOUNT_PAID, PAYMENT_APPLICATION, BILL, APPLIED),
            new Rollup(PAYMENT, PackageSchema.APPLIED_AMOUNT, PAYMENT_APPLICATION, PAYMENT, APPLIED),
            new Rollup(PAYMENT, PackageSchema.APPLICATION_COUNT, PAYMENT_APPLICATION, PAYMENT, null),
            new Rollup(BUDGET, PackageSchema.TOTAL_BUDGETED, BUDGET_LINE, BUDGET, PackageSchema.BUDGETED_AMOUNT),
            new Rollup(BUDGET, PackageSchema.TOTAL_COMMITTED, BUDGET_LINE, BUDGET, PackageSchema.COMMITTED_AMOUNT),
            new Rollup(BUDGET, PackageSchema.TOTAL_ACTUAL, BUDGET_LINE, BUDGET, PackageSchema.ACTUAL_AMOUNT),
            new Rollup(BUDGET, PackageSchema.LINE_COUNT, BUDGET_LINE, BUDGET, null));

    /** Cash receipts applied to sales invoices. */
    static final Application RECEIPT_APPLICATION = new Application(
            PackageSchema.CASH_RECEIPT_APPLICATION,
            CASH_RECEIPT,
            SALES_INVOICE,
            PackageSchema.AMOUNT_APPLIED,
            PackageSchema.UNAPPLIED_AMOUNT,
            PackageSchema.BALANCE_DUE,
            "receipt");

    /** Vendor payments applied to purchase invoices. */
    static final Application PAYMENT_APPLICATION_RULE = new Application(
            PackageSchema.VENDOR_PAYMENT_APPLICATION,
            VENDOR_PAYMENT,
            PURCHASE_INVOICE,
            PackageSchema.AMOUNT_APPLIED,
            PackageSchema.UNAPPLIED_AMOUNT,
            PackageSchema.BALANCE_DUE,
            "payment");

    /** Every application of the package. */
    static final List<Application> APPLICATIONS = List.of(RECEIPT_APPLICATION, PAYMENT_APPLICATION_RULE);

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

    /** Whether the object holds accounting documents or their lines (of any kind). */
    static boolean isDocumentOrLine(String object) {
        return KINDS.stream().anyMatch(kind -> object.equals(kind.object()) || object.equals(kind.lineObject()));
    }

    /** The document kind whose lines live in this object, if any. */
    static Optional<Kind> kindOfLine(String object) {
        return KINDS.stream().filter(kind -> object.equals(kind.lineObject())).findFirst();
    }
}
