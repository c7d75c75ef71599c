package com.example.accounting;

import static dev.refin.runtime.FieldTraits.AGGREGATABLE;
import static dev.refin.runtime.FieldTraits.AUTO_NUMBER;
import static dev.refin.runtime.FieldTraits.CALCULATED;
import static dev.refin.runtime.FieldTraits.CREATEABLE;
import static dev.refin.runtime.FieldTraits.DEFAULTED_ON_CREATE;
import static dev.refin.runtime.FieldTraits.FILTERABLE;
import static dev.refin.runtime.FieldTraits.GROUPABLE;
import static dev.refin.runtime.FieldTraits.ID_LOOKUP;
import static dev.refin.runtime.FieldTraits.NAME_FIELD;
import static dev.refin.runtime.FieldTraits.NILLABLE;
import static dev.refin.runtime.FieldTraits.RESTRICTED_PICKLIST;
import static dev.refin.runtime.FieldTraits.SORTABLE;
import static dev.refin.runtime.FieldTraits.UPDATEABLE;

import dev.refin.runtime.ChildRelationship;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * Accounting Transaction ({@code refin__Accounting_Transaction__c}).
 *
 * <p>Record ids start with {@code a0C}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class AccountingTransaction extends SObject<AccountingTransaction> {
    private static final SObjectType.Builder<AccountingTransaction> DESCRIBE =
            SObjectType.builder(AccountingTransaction.class, "refin__Accounting_Transaction__c", "a0C");

    private static final int TRAITS_1 = UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_3 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE;
    private static final int TRAITS_5 = NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_6 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_7 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_8 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;

    public static final ReferenceField.Writable<AccountingTransaction, Dimension> COST_CENTER_ID =
            DESCRIBE.writable().<Dimension>lookup("Cost_Center__c", TRAITS_1, "Cost_Center__r", "refin__Dimension__c",
            Dimension.class);
    public static final ReferenceField<AccountingTransaction, RecordId.Untyped> CREATED_BY_ID =
            DESCRIBE.lookup("CreatedById", TRAITS_2, "CreatedBy", "User");
    public static final Field.NotGroupable<AccountingTransaction, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_3);
    public static final PicklistField.Writable<AccountingTransaction, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<AccountingTransaction, RecordId<AccountingTransaction>> ID = DESCRIBE.idKey("Id",
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<AccountingTransaction, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", TRAITS_4);
    public static final Field<AccountingTransaction, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate",
            TRAITS_5);
    public static final ReferenceField<AccountingTransaction, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_2, "LastModifiedBy", "User");
    public static final Field.NotGroupable<AccountingTransaction, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<AccountingTransaction, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_6);
    public static final Field.NotGroupable<AccountingTransaction, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_6);
    public static final Field<AccountingTransaction, String> NAME = DESCRIBE.text("Name", FieldType.STRING,
            DEFAULTED_ON_CREATE | AUTO_NUMBER | FILTERABLE | SORTABLE | AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<AccountingTransaction, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final ReferenceField<AccountingTransaction, AccountingPeriod> ACCOUNTING_PERIOD_ID =
            DESCRIBE.<AccountingPeriod>lookup("refin__Accounting_Period__c", TRAITS_5, "refin__Accounting_Period__r",
            "refin__Accounting_Period__c", AccountingPeriod.class);
    public static final Field.NotGroupable<AccountingTransaction, BigDecimal> AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Amount__c", FieldType.CURRENCY, TRAITS_7);
    public static final ReferenceField<AccountingTransaction, CashReceipt> CASH_RECEIPT_ID =
            DESCRIBE.<CashReceipt>lookup("refin__Cash_Receipt__c", TRAITS_5, "refin__Cash_Receipt__r",
            "refin__Cash_Receipt__c", CashReceipt.class);
    public static final Field.NotGroupable<AccountingTransaction, BigDecimal> CREDIT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Credit__c", FieldType.CURRENCY, TRAITS_6);
    public static final Field.NotGroupable<AccountingTransaction, BigDecimal> CURRENCY_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Currency_Amount__c", FieldType.CURRENCY, TRAITS_6);
    public static final Field.NotGroupable<AccountingTransaction, BigDecimal> DEBIT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Debit__c", FieldType.CURRENCY, TRAITS_6);
    public static final Field.Writable<AccountingTransaction, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_1);
    public static final ReferenceField<AccountingTransaction, Entity> ENTITY_ID =
            DESCRIBE.<Entity>lookup("refin__Entity__c", TRAITS_5, "refin__Entity__r", "refin__Entity__c", Entity.class);
    public static final Field.NotGroupable<AccountingTransaction, BigDecimal> EXCHANGE_RATE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Exchange_Rate__c", FieldType.DOUBLE, TRAITS_6);
    public static final ReferenceField<AccountingTransaction, GLAccount> GL_ACCOUNT_ID =
            DESCRIBE.<GLAccount>lookup("refin__GL_Account__c", TRAITS_5, "refin__GL_Account__r", "refin__GL_Account__c",
            GLAccount.class);
    public static final Field<AccountingTransaction, Boolean> IS_REVERSAL = DESCRIBE.bool("refin__Is_Reversal__c",
            TRAITS_4);
    public static final Field<AccountingTransaction, String> JOURNAL_NUMBER = DESCRIBE.text("refin__Journal_Number__c",
            FieldType.STRING, TRAITS_5);
    public static final ReferenceField<AccountingTransaction, Ledger> LEDGER_ID =
            DESCRIBE.<Ledger>lookup("refin__Ledger__c", TRAITS_5, "refin__Ledger__r", "refin__Ledger__c", Ledger.class);
    public static final Field<AccountingTransaction, String> PERIOD_STATUS = DESCRIBE.text("refin__Period_Status__c",
            FieldType.STRING, TRAITS_7);
    public static final ReferenceField.Writable<AccountingTransaction, PurchaseInvoice> PURCHASE_INVOICE_ID =
            DESCRIBE.writable().<PurchaseInvoice>lookup("refin__Purchase_Invoice__c", TRAITS_8,
            "refin__Purchase_Invoice__r", "refin__Purchase_Invoice__c", PurchaseInvoice.class);
    public static final ReferenceField.Writable<AccountingTransaction, PurchaseInvoiceLine> PURCHASE_INVOICE_LINE_ID =
            DESCRIBE.writable().<PurchaseInvoiceLine>lookup("refin__Purchase_Invoice_Line__c", TRAITS_8,
            "refin__Purchase_Invoice_Line__r", "refin__Purchase_Invoice_Line__c", PurchaseInvoiceLine.class);
    public static final ReferenceField<AccountingTransaction, AccountingTransaction> REVERSED_TRANSACTION_ID =
            DESCRIBE.<AccountingTransaction>lookup("refin__Reversed_Transaction__c", TRAITS_5,
            "refin__Reversed_Transaction__r", "refin__Accounting_Transaction__c", AccountingTransaction.class);
    public static final ReferenceField<AccountingTransaction, SalesInvoice> SALES_INVOICE_ID =
            DESCRIBE.<SalesInvoice>lookup("refin__Sales_Invoice__c", TRAITS_5, "refin__Sales_Invoice__r",
            "refin__Sales_Invoice__c", SalesInvoice.class);
    public static final ReferenceField<AccountingTransaction, SalesInvoiceLine> SALES_INVOICE_LINE_ID =
            DESCRIBE.<SalesInvoiceLine>lookup("refin__Sales_Invoice_Line__c", TRAITS_5, "refin__Sales_Invoice_Line__r",
            "refin__Sales_Invoice_Line__c", SalesInvoiceLine.class);
    public static final PicklistField<AccountingTransaction, SourceType> SOURCE_TYPE =
            DESCRIBE.<SourceType>picklist("refin__Source_Type__c", NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | RESTRICTED_PICKLIST, SourceType.class);
    public static final ReferenceField<AccountingTransaction, TaxProfile> TAX_PROFILE_ID =
            DESCRIBE.<TaxProfile>lookup("refin__Tax_Profile__c", TRAITS_5, "refin__Tax_Profile__r",
            "refin__Tax_Profile__c", TaxProfile.class);
    public static final Field<AccountingTransaction, LocalDate> TRANSACTION_DATE =
            DESCRIBE.date("refin__Transaction_Date__c", TRAITS_5);
    public static final ReferenceField.Writable<AccountingTransaction, VendorPayment> VENDOR_PAYMENT_ID =
            DESCRIBE.writable().<VendorPayment>lookup("refin__Vendor_Payment__c", TRAITS_8, "refin__Vendor_Payment__r",
            "refin__Vendor_Payment__c", VendorPayment.class);
    public static final PicklistField.Writable<AccountingTransaction, Region> REGION =
            DESCRIBE.writable().<Region>picklist("Region__c", TRAITS_1, Region.class);
    public static final Field.NotGroupable<AccountingTransaction, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_3);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<AccountingTransaction> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Reversed_Transaction__c} points here
     * ({@code refin__Reversals__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<AccountingTransaction, AccountingTransaction> REVERSALS =
            ChildRelationship.<AccountingTransaction, AccountingTransaction>of("refin__Reversals__r",
            "refin__Reversed_Transaction__c", AccountingTransaction.class);

    /** An empty record: every field absent, nothing changed. */
    public AccountingTransaction() {
        super(SOBJECT_TYPE);
    }

    /**
     * Cost Center ({@code Cost_Center__c}): lookup to {@code refin__Dimension__c}.
     *
     * <p>Cost center dimension (a refin__Dimension__c record whose Type is 'Cost Center').
     *
     * <p>Set on update only.
     */
    public RecordId<Dimension> getCostCenterId() {
        return COST_CENTER_ID.get(this);
    }

    /** Sets {@link #getCostCenterId()}; null clears the field on the server. Returns this record. */
    public AccountingTransaction setCostCenterId(RecordId<Dimension> value) {
        return COST_CENTER_ID.set(this, value);
    }

    /**
     * Created By ID ({@code CreatedById}): lookup to {@code User}.
     *
     * <p>Read-only.
     *
     * <p>No target is generated: the id is untyped; name its object with {@code RecordId.withType}.
     */
    public RecordId<RecordId.Untyped> getCreatedById() {
        return CREATED_BY_ID.get(this);
    }

    /**
     * Created Date ({@code CreatedDate}): datetime.
     *
     * <p>Read-only.
     */
    public OffsetDateTime getCreatedDate() {
        return CREATED_DATE.get(this);
    }

    /**
     * Currency ISO Code ({@code CurrencyIsoCode}): restricted picklist.
     *
     * <p>Filled by the platform when omitted on insert.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getCurrencyIsoCodeAsString()}), or null
     */
    public CurrencyIsoCode getCurrencyIsoCode() {
        return CURRENCY_ISO_CODE.getEnum(this);
    }

    /** The API value of {@link #getCurrencyIsoCode()} exactly as the server sent it. */
    public String getCurrencyIsoCodeAsString() {
        return CURRENCY_ISO_CODE.get(this);
    }

    /** Sets {@link #getCurrencyIsoCode()}; null clears the field on the server. Returns this record. */
    public AccountingTransaction setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public AccountingTransaction setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<AccountingTransaction> getId() {
        return ID.get(this);
    }

    /**
     * Deleted ({@code IsDeleted}): boolean.
     *
     * <p>Read-only.
     */
    public Boolean getIsDeleted() {
        return IS_DELETED.get(this);
    }

    /**
     * Last Activity Date ({@code LastActivityDate}): date.
     *
     * <p>Read-only.
     */
    public LocalDate getLastActivityDate() {
        return LAST_ACTIVITY_DATE.get(this);
    }

    /**
     * Last Modified By ID ({@code LastModifiedById}): lookup to {@code User}.
     *
     * <p>Read-only.
     *
     * <p>No target is generated: the id is untyped; name its object with {@code RecordId.withType}.
     */
    public RecordId<RecordId.Untyped> getLastModifiedById() {
        return LAST_MODIFIED_BY_ID.get(this);
    }

    /**
     * Last Modified Date ({@code LastModifiedDate}): datetime.
     *
     * <p>Read-only.
     */
    public OffsetDateTime getLastModifiedDate() {
        return LAST_MODIFIED_DATE.get(this);
    }

    /**
     * Last Referenced Date ({@code LastReferencedDate}): datetime.
     *
     * <p>Read-only.
     */
    public OffsetDateTime getLastReferencedDate() {
        return LAST_REFERENCED_DATE.get(this);
    }

    /**
     * Last Viewed Date ({@code LastViewedDate}): datetime.
     *
     * <p>Read-only.
     */
    public OffsetDateTime getLastViewedDate() {
        return LAST_VIEWED_DATE.get(this);
    }

    /**
     * Transaction Number ({@code Name}): text(30).
     *
     * <p>Assigned automatically (AT-{0000000}).
     *
     * <p>Auto-number, assigned by the platform. Read-only.
     */
    public String getName() {
        return NAME.get(this);
    }

    /**
     * Owner ID ({@code OwnerId}): lookup to {@code Group}, {@code User}.
     *
     * <p>Filled by the platform when omitted on insert.
     *
     * <p>No target is generated: the id is untyped; name its object with {@code RecordId.withType}.
     */
    public RecordId<RecordId.Untyped> getOwnerId() {
        return OWNER_ID.get(this);
    }

    /** Sets {@link #getOwnerId()}; null clears the field on the server. Returns this record. */
    public AccountingTransaction setOwnerId(RecordId<RecordId.Untyped> value) {
        return OWNER_ID.set(this, value);
    }

    /**
     * Accounting Period ({@code refin__Accounting_Period__c}): lookup to {@code refin__Accounting_Period__c}.
     *
     * <p>Read-only.
     */
    public RecordId<AccountingPeriod> getAccountingPeriodId() {
        return ACCOUNTING_PERIOD_ID.get(this);
    }

    /**
     * Amount ({@code refin__Amount__c}): currency(16, 2).
     *
     * <p>Debit minus credit, in the entity's functional currency.
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Debit__c - refin__Credit__c
     * </pre>
     */
    public BigDecimal getAmount() {
        return AMOUNT.get(this);
    }

    /**
     * Cash Receipt ({@code refin__Cash_Receipt__c}): lookup to {@code refin__Cash_Receipt__c}.
     *
     * <p>Read-only.
     */
    public RecordId<CashReceipt> getCashReceiptId() {
        return CASH_RECEIPT_ID.get(this);
    }

    /**
     * Credit ({@code refin__Credit__c}): currency(16, 2).
     *
     * <p>Read-only.
     */
    public BigDecimal getCredit() {
        return CREDIT.get(this);
    }

    /**
     * Currency Amount ({@code refin__Currency_Amount__c}): currency(16, 2).
     *
     * <p>Signed amount in the document currency (CurrencyIsoCode).
     *
     * <p>Read-only.
     */
    public BigDecimal getCurrencyAmount() {
        return CURRENCY_AMOUNT.get(this);
    }

    /**
     * Debit ({@code refin__Debit__c}): currency(16, 2).
     *
     * <p>Read-only.
     */
    public BigDecimal getDebit() {
        return DEBIT.get(this);
    }

    /**
     * Description ({@code refin__Description__c}): text area(255).
     *
     * <p>Set on update only.
     */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public AccountingTransaction setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /**
     * Entity ({@code refin__Entity__c}): lookup to {@code refin__Entity__c}.
     *
     * <p>Read-only.
     */
    public RecordId<Entity> getEntityId() {
        return ENTITY_ID.get(this);
    }

    /**
     * Exchange Rate ({@code refin__Exchange_Rate__c}): double(12, 6).
     *
     * <p>Read-only.
     */
    public BigDecimal getExchangeRate() {
        return EXCHANGE_RATE.get(this);
    }

    /**
     * GL Account ({@code refin__GL_Account__c}): lookup to {@code refin__GL_Account__c}.
     *
     * <p>Read-only.
     */
    public RecordId<GLAccount> getGlAccountId() {
        return GL_ACCOUNT_ID.get(this);
    }

    /**
     * Reversal ({@code refin__Is_Reversal__c}): boolean.
     *
     * <p>Read-only.
     */
    public Boolean getIsReversal() {
        return IS_REVERSAL.get(this);
    }

    /**
     * Journal Number ({@code refin__Journal_Number__c}): text(40).
     *
     * <p>Groups the balanced entries written by one posting run.
     *
     * <p>Read-only.
     */
    public String getJournalNumber() {
        return JOURNAL_NUMBER.get(this);
    }

    /**
     * Ledger ({@code refin__Ledger__c}): lookup to {@code refin__Ledger__c}.
     *
     * <p>Read-only.
     */
    public RecordId<Ledger> getLedgerId() {
        return LEDGER_ID.get(this);
    }

    /**
     * Period Status ({@code refin__Period_Status__c}): text(1300).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * TEXT(refin__Accounting_Period__r.refin__Status__c)
     * </pre>
     */
    public String getPeriodStatus() {
        return PERIOD_STATUS.get(this);
    }

    /** Purchase Invoice ({@code refin__Purchase_Invoice__c}): lookup to {@code refin__Purchase_Invoice__c}. */
    public RecordId<PurchaseInvoice> getPurchaseInvoiceId() {
        return PURCHASE_INVOICE_ID.get(this);
    }

    /** Sets {@link #getPurchaseInvoiceId()}; null clears the field on the server. Returns this record. */
    public AccountingTransaction setPurchaseInvoiceId(RecordId<PurchaseInvoice> value) {
        return PURCHASE_INVOICE_ID.set(this, value);
    }

    /**
     * Purchase Invoice Line ({@code refin__Purchase_Invoice_Line__c}): lookup to
     * {@code refin__Purchase_Invoice_Line__c}.
     */
    public RecordId<PurchaseInvoiceLine> getPurchaseInvoiceLineId() {
        return PURCHASE_INVOICE_LINE_ID.get(this);
    }

    /** Sets {@link #getPurchaseInvoiceLineId()}; null clears the field on the server. Returns this record. */
    public AccountingTransaction setPurchaseInvoiceLineId(RecordId<PurchaseInvoiceLine> value) {
        return PURCHASE_INVOICE_LINE_ID.set(this, value);
    }

    /**
     * Reversed Transaction ({@code refin__Reversed_Transaction__c}): lookup to
     * {@code refin__Accounting_Transaction__c}.
     *
     * <p>Read-only.
     */
    public RecordId<AccountingTransaction> getReversedTransactionId() {
        return REVERSED_TRANSACTION_ID.get(this);
    }

    /**
     * Sales Invoice ({@code refin__Sales_Invoice__c}): lookup to {@code refin__Sales_Invoice__c}.
     *
     * <p>Read-only.
     */
    public RecordId<SalesInvoice> getSalesInvoiceId() {
        return SALES_INVOICE_ID.get(this);
    }

    /**
     * Sales Invoice Line ({@code refin__Sales_Invoice_Line__c}): lookup to {@code refin__Sales_Invoice_Line__c}.
     *
     * <p>Read-only.
     */
    public RecordId<SalesInvoiceLine> getSalesInvoiceLineId() {
        return SALES_INVOICE_LINE_ID.get(this);
    }

    /**
     * Source Type ({@code refin__Source_Type__c}): restricted picklist.
     *
     * <p>Read-only.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getSourceTypeAsString()}), or null
     */
    public SourceType getSourceType() {
        return SOURCE_TYPE.getEnum(this);
    }

    /** The API value of {@link #getSourceType()} exactly as the server sent it. */
    public String getSourceTypeAsString() {
        return SOURCE_TYPE.get(this);
    }

    /**
     * Tax Profile ({@code refin__Tax_Profile__c}): lookup to {@code refin__Tax_Profile__c}.
     *
     * <p>Read-only.
     */
    public RecordId<TaxProfile> getTaxProfileId() {
        return TAX_PROFILE_ID.get(this);
    }

    /**
     * Transaction Date ({@code refin__Transaction_Date__c}): date.
     *
     * <p>Read-only.
     */
    public LocalDate getTransactionDate() {
        return TRANSACTION_DATE.get(this);
    }

    /** Vendor Payment ({@code refin__Vendor_Payment__c}): lookup to {@code refin__Vendor_Payment__c}. */
    public RecordId<VendorPayment> getVendorPaymentId() {
        return VENDOR_PAYMENT_ID.get(this);
    }

    /** Sets {@link #getVendorPaymentId()}; null clears the field on the server. Returns this record. */
    public AccountingTransaction setVendorPaymentId(RecordId<VendorPayment> value) {
        return VENDOR_PAYMENT_ID.set(this, value);
    }

    /**
     * Region ({@code Region__c}): picklist.
     *
     * <p>Reporting region. Added by the administrator; not part of the refin package.
     *
     * <p>Set on update only.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getRegionAsString()}), or null
     */
    public Region getRegion() {
        return REGION.getEnum(this);
    }

    /** The API value of {@link #getRegion()} exactly as the server sent it. */
    public String getRegionAsString() {
        return REGION.get(this);
    }

    /** Sets {@link #getRegion()}; null clears the field on the server. Returns this record. */
    public AccountingTransaction setRegion(Region value) {
        return REGION.setEnum(this, value);
    }

    /** Sets {@link #getRegion()} by API value, including values unknown at generation time. */
    public AccountingTransaction setRegionAsString(String value) {
        return REGION.set(this, value);
    }

    /**
     * System Modstamp ({@code SystemModstamp}): datetime.
     *
     * <p>Read-only.
     */
    public OffsetDateTime getSystemModstamp() {
        return SYSTEM_MODSTAMP.get(this);
    }

    /**
     * The {@link Dimension} a query selected through {@code Cost_Center__r} (e.g. with
     * {@code Path.parent(COST_CENTER_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Dimension getCostCenter() {
        return this.<Dimension>getParent(COST_CENTER_ID, Dimension.SOBJECT_TYPE);
    }

    /**
     * The {@link AccountingPeriod} a query selected through {@code refin__Accounting_Period__r} (e.g. with
     * {@code Path.parent(ACCOUNTING_PERIOD_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public AccountingPeriod getAccountingPeriod() {
        return this.<AccountingPeriod>getParent(ACCOUNTING_PERIOD_ID, AccountingPeriod.SOBJECT_TYPE);
    }

    /**
     * The {@link CashReceipt} a query selected through {@code refin__Cash_Receipt__r} (e.g. with
     * {@code Path.parent(CASH_RECEIPT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public CashReceipt getCashReceipt() {
        return this.<CashReceipt>getParent(CASH_RECEIPT_ID, CashReceipt.SOBJECT_TYPE);
    }

    /**
     * The {@link Entity} a query selected through {@code refin__Entity__r} (e.g. with
     * {@code Path.parent(ENTITY_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Entity getEntity() {
        return this.<Entity>getParent(ENTITY_ID, Entity.SOBJECT_TYPE);
    }

    /**
     * The {@link GLAccount} a query selected through {@code refin__GL_Account__r} (e.g. with
     * {@code Path.parent(GL_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getGlAccount() {
        return this.<GLAccount>getParent(GL_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /**
     * The {@link Ledger} a query selected through {@code refin__Ledger__r} (e.g. with
     * {@code Path.parent(LEDGER_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Ledger getLedger() {
        return this.<Ledger>getParent(LEDGER_ID, Ledger.SOBJECT_TYPE);
    }

    /**
     * The {@link PurchaseInvoice} a query selected through {@code refin__Purchase_Invoice__r} (e.g. with
     * {@code Path.parent(PURCHASE_INVOICE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public PurchaseInvoice getPurchaseInvoice() {
        return this.<PurchaseInvoice>getParent(PURCHASE_INVOICE_ID, PurchaseInvoice.SOBJECT_TYPE);
    }

    /**
     * The {@link PurchaseInvoiceLine} a query selected through {@code refin__Purchase_Invoice_Line__r} (e.g. with
     * {@code Path.parent(PURCHASE_INVOICE_LINE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public PurchaseInvoiceLine getPurchaseInvoiceLine() {
        return this.<PurchaseInvoiceLine>getParent(PURCHASE_INVOICE_LINE_ID, PurchaseInvoiceLine.SOBJECT_TYPE);
    }

    /**
     * The {@link AccountingTransaction} a query selected through {@code refin__Reversed_Transaction__r} (e.g. with
     * {@code Path.parent(REVERSED_TRANSACTION_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public AccountingTransaction getReversedTransaction() {
        return this.<AccountingTransaction>getParent(REVERSED_TRANSACTION_ID, AccountingTransaction.SOBJECT_TYPE);
    }

    /**
     * The {@link SalesInvoice} a query selected through {@code refin__Sales_Invoice__r} (e.g. with
     * {@code Path.parent(SALES_INVOICE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public SalesInvoice getSalesInvoice() {
        return this.<SalesInvoice>getParent(SALES_INVOICE_ID, SalesInvoice.SOBJECT_TYPE);
    }

    /**
     * The {@link SalesInvoiceLine} a query selected through {@code refin__Sales_Invoice_Line__r} (e.g. with
     * {@code Path.parent(SALES_INVOICE_LINE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public SalesInvoiceLine getSalesInvoiceLine() {
        return this.<SalesInvoiceLine>getParent(SALES_INVOICE_LINE_ID, SalesInvoiceLine.SOBJECT_TYPE);
    }

    /**
     * The {@link TaxProfile} a query selected through {@code refin__Tax_Profile__r} (e.g. with
     * {@code Path.parent(TAX_PROFILE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public TaxProfile getTaxProfile() {
        return this.<TaxProfile>getParent(TAX_PROFILE_ID, TaxProfile.SOBJECT_TYPE);
    }

    /**
     * The {@link VendorPayment} a query selected through {@code refin__Vendor_Payment__r} (e.g. with
     * {@code Path.parent(VENDOR_PAYMENT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public VendorPayment getVendorPayment() {
        return this.<VendorPayment>getParent(VENDOR_PAYMENT_ID, VendorPayment.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Accounting_Transaction__c}, as compile-time constants. */
    public static final class Fields {
        private Fields() {}

        public static final String COST_CENTER_ID = "Cost_Center__c";
        public static final String CREATED_BY_ID = "CreatedById";
        public static final String CREATED_DATE = "CreatedDate";
        public static final String CURRENCY_ISO_CODE = "CurrencyIsoCode";
        public static final String ID = "Id";
        public static final String IS_DELETED = "IsDeleted";
        public static final String LAST_ACTIVITY_DATE = "LastActivityDate";
        public static final String LAST_MODIFIED_BY_ID = "LastModifiedById";
        public static final String LAST_MODIFIED_DATE = "LastModifiedDate";
        public static final String LAST_REFERENCED_DATE = "LastReferencedDate";
        public static final String LAST_VIEWED_DATE = "LastViewedDate";
        public static final String NAME = "Name";
        public static final String OWNER_ID = "OwnerId";
        public static final String ACCOUNTING_PERIOD_ID = "refin__Accounting_Period__c";
        public static final String AMOUNT = "refin__Amount__c";
        public static final String CASH_RECEIPT_ID = "refin__Cash_Receipt__c";
        public static final String CREDIT = "refin__Credit__c";
        public static final String CURRENCY_AMOUNT = "refin__Currency_Amount__c";
        public static final String DEBIT = "refin__Debit__c";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String ENTITY_ID = "refin__Entity__c";
        public static final String EXCHANGE_RATE = "refin__Exchange_Rate__c";
        public static final String GL_ACCOUNT_ID = "refin__GL_Account__c";
        public static final String IS_REVERSAL = "refin__Is_Reversal__c";
        public static final String JOURNAL_NUMBER = "refin__Journal_Number__c";
        public static final String LEDGER_ID = "refin__Ledger__c";
        public static final String PERIOD_STATUS = "refin__Period_Status__c";
        public static final String PURCHASE_INVOICE_ID = "refin__Purchase_Invoice__c";
        public static final String PURCHASE_INVOICE_LINE_ID = "refin__Purchase_Invoice_Line__c";
        public static final String REVERSED_TRANSACTION_ID = "refin__Reversed_Transaction__c";
        public static final String SALES_INVOICE_ID = "refin__Sales_Invoice__c";
        public static final String SALES_INVOICE_LINE_ID = "refin__Sales_Invoice_Line__c";
        public static final String SOURCE_TYPE = "refin__Source_Type__c";
        public static final String TAX_PROFILE_ID = "refin__Tax_Profile__c";
        public static final String TRANSACTION_DATE = "refin__Transaction_Date__c";
        public static final String VENDOR_PAYMENT_ID = "refin__Vendor_Payment__c";
        public static final String REGION = "Region__c";
        public static final String SYSTEM_MODSTAMP = "SystemModstamp";
    }

    /**
     * Values of Currency ISO Code ({@code CurrencyIsoCode}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum CurrencyIsoCode implements PicklistValue {
        /** U.S. Dollar (USD) */
        USD("USD"),
        /** Euro (EUR) */
        EUR("EUR"),
        /** British Pound (GBP) */
        GBP("GBP"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getCurrencyIsoCodeAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        CurrencyIsoCode(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return this == USD ? "U.S. Dollar" : this == EUR ? "Euro" : this == GBP ? "British Pound" : apiValue;
        }
    }

    /**
     * Values of Source Type ({@code refin__Source_Type__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum SourceType implements PicklistValue {
        SALES_INVOICE("Sales Invoice"),
        CASH_RECEIPT("Cash Receipt"),
        JOURNAL("Journal"),
        PURCHASE_INVOICE("Purchase Invoice"),
        VENDOR_PAYMENT("Vendor Payment"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getSourceTypeAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        SourceType(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }
    }

    /**
     * Values of Region ({@code Region__c}).
     *
     * <p>Unrestricted: the org also accepts values not listed here.
     */
    public enum Region implements PicklistValue {
        NORTH("North"),
        SOUTH("South"),
        EAST("East"),
        WEST("West"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getRegionAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        Region(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }
    }
}
