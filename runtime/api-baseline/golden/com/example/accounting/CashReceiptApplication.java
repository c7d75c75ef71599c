package com.example.accounting;

import static dev.refin.runtime.FieldTraits.AGGREGATABLE;
import static dev.refin.runtime.FieldTraits.AUTO_NUMBER;
import static dev.refin.runtime.FieldTraits.CALCULATED;
import static dev.refin.runtime.FieldTraits.CREATEABLE;
import static dev.refin.runtime.FieldTraits.DEFAULTED_ON_CREATE;
import static dev.refin.runtime.FieldTraits.EXTERNAL_ID;
import static dev.refin.runtime.FieldTraits.FILTERABLE;
import static dev.refin.runtime.FieldTraits.GROUPABLE;
import static dev.refin.runtime.FieldTraits.ID_LOOKUP;
import static dev.refin.runtime.FieldTraits.NAME_FIELD;
import static dev.refin.runtime.FieldTraits.NILLABLE;
import static dev.refin.runtime.FieldTraits.RESTRICTED_PICKLIST;
import static dev.refin.runtime.FieldTraits.SORTABLE;
import static dev.refin.runtime.FieldTraits.UNIQUE;
import static dev.refin.runtime.FieldTraits.UPDATEABLE;

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
 * Cash Receipt Application ({@code refin__Cash_Receipt_Application__c}).
 *
 * <p>Record ids start with {@code a0E}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class CashReceiptApplication extends SObject<CashReceiptApplication> {
    private static final SObjectType.Builder<CashReceiptApplication> DESCRIBE =
            SObjectType.builder(CashReceiptApplication.class, "refin__Cash_Receipt_Application__c", "a0E");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_5 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_6 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;

    public static final ReferenceField<CashReceiptApplication, RecordId.Untyped> CREATED_BY_ID =
            DESCRIBE.lookup("CreatedById", TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<CashReceiptApplication, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField<CashReceiptApplication, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.<CurrencyIsoCode>picklist("CurrencyIsoCode", DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, CurrencyIsoCode.class);
    public static final Field.Key<CashReceiptApplication, RecordId<CashReceiptApplication>> ID = DESCRIBE.idKey("Id",
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<CashReceiptApplication, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", TRAITS_3);
    public static final Field<CashReceiptApplication, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate",
            NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<CashReceiptApplication, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<CashReceiptApplication, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field<CashReceiptApplication, String> NAME = DESCRIBE.text("Name", FieldType.STRING,
            DEFAULTED_ON_CREATE | AUTO_NUMBER | FILTERABLE | SORTABLE | AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<CashReceiptApplication, AccountingPeriod> ACCOUNTING_PERIOD_ID =
            DESCRIBE.writable().<AccountingPeriod>lookup("refin__Accounting_Period__c", TRAITS_4,
            "refin__Accounting_Period__r", "refin__Accounting_Period__c", AccountingPeriod.class);
    public static final Field.Writable.NotGroupable<CashReceiptApplication, BigDecimal> AMOUNT_APPLIED =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Amount_Applied__c", FieldType.CURRENCY, CREATEABLE |
            UPDATEABLE | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final Field.Writable<CashReceiptApplication, LocalDate> APPLIED_DATE =
            DESCRIBE.writable().date("refin__Applied_Date__c", TRAITS_4);
    public static final ReferenceField.Writable<CashReceiptApplication, CashReceipt> CASH_RECEIPT_ID =
            DESCRIBE.writable().<CashReceipt>lookup("refin__Cash_Receipt__c", CREATEABLE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE, "refin__Cash_Receipt__r", "refin__Cash_Receipt__c", CashReceipt.class);
    public static final Field<CashReceiptApplication, String> CUSTOMER_NAME = DESCRIBE.text("refin__Customer_Name__c",
            FieldType.STRING, TRAITS_5);
    public static final Field.Writable.NotGroupable<CashReceiptApplication, BigDecimal> DISCOUNT_TAKEN =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Discount_Taken__c", FieldType.CURRENCY, TRAITS_6);
    public static final Field.NotGroupable<CashReceiptApplication, BigDecimal> INVOICE_BALANCE_DUE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Invoice_Balance_Due__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field<CashReceiptApplication, Boolean> POSTED = DESCRIBE.bool("refin__Posted__c", TRAITS_3);
    public static final Field.Writable.Key<CashReceiptApplication, String> REFERENCE =
            DESCRIBE.writable().<String>key("refin__Reference__c", FieldType.STRING, CREATEABLE | UPDATEABLE |
            NILLABLE | EXTERNAL_ID | UNIQUE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final ReferenceField.Writable<CashReceiptApplication, SalesInvoice> SALES_INVOICE_ID =
            DESCRIBE.writable().<SalesInvoice>lookup("refin__Sales_Invoice__c", CREATEABLE | UPDATEABLE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "refin__Sales_Invoice__r", "refin__Sales_Invoice__c",
            SalesInvoice.class);
    public static final PicklistField<CashReceiptApplication, Status> STATUS =
            DESCRIBE.<Status>picklist("refin__Status__c", NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, Status.class);
    public static final Field.Writable.NotGroupable<CashReceiptApplication, BigDecimal> WRITE_OFF_AMOUNT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Write_Off_Amount__c", FieldType.CURRENCY, TRAITS_6);
    public static final ReferenceField.Writable<CashReceiptApplication, GLAccount> WRITE_OFF_GL_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Write_Off_GL_Account__c", TRAITS_4,
            "refin__Write_Off_GL_Account__r", "refin__GL_Account__c", GLAccount.class);
    public static final Field.NotGroupable<CashReceiptApplication, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<CashReceiptApplication> SOBJECT_TYPE = DESCRIBE.build();

    /** An empty record: every field absent, nothing changed. */
    public CashReceiptApplication() {
        super(SOBJECT_TYPE);
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
     * <p>Read-only.
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

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<CashReceiptApplication> getId() {
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
     * Application Number ({@code Name}): text(30).
     *
     * <p>Assigned automatically (APP-{000000}).
     *
     * <p>Auto-number, assigned by the platform. Read-only.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Accounting Period ({@code refin__Accounting_Period__c}): lookup to {@code refin__Accounting_Period__c}. */
    public RecordId<AccountingPeriod> getAccountingPeriodId() {
        return ACCOUNTING_PERIOD_ID.get(this);
    }

    /** Sets {@link #getAccountingPeriodId()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setAccountingPeriodId(RecordId<AccountingPeriod> value) {
        return ACCOUNTING_PERIOD_ID.set(this, value);
    }

    /**
     * Amount Applied ({@code refin__Amount_Applied__c}): currency(16, 2).
     *
     * <p>Required on insert.
     */
    public BigDecimal getAmountApplied() {
        return AMOUNT_APPLIED.get(this);
    }

    /** Sets {@link #getAmountApplied()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setAmountApplied(BigDecimal value) {
        return AMOUNT_APPLIED.set(this, value);
    }

    /** Applied Date ({@code refin__Applied_Date__c}): date. */
    public LocalDate getAppliedDate() {
        return APPLIED_DATE.get(this);
    }

    /** Sets {@link #getAppliedDate()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setAppliedDate(LocalDate value) {
        return APPLIED_DATE.set(this, value);
    }

    /**
     * Cash Receipt ({@code refin__Cash_Receipt__c}): master-detail to {@code refin__Cash_Receipt__c}.
     *
     * <p>Required on insert. Set on insert only.
     */
    public RecordId<CashReceipt> getCashReceiptId() {
        return CASH_RECEIPT_ID.get(this);
    }

    /** Sets {@link #getCashReceiptId()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setCashReceiptId(RecordId<CashReceipt> value) {
        return CASH_RECEIPT_ID.set(this, value);
    }

    /**
     * Customer Name ({@code refin__Customer_Name__c}): text(1300).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Cash_Receipt__r.refin__Customer__r.Name
     * </pre>
     */
    public String getCustomerName() {
        return CUSTOMER_NAME.get(this);
    }

    /** Discount Taken ({@code refin__Discount_Taken__c}): currency(16, 2). */
    public BigDecimal getDiscountTaken() {
        return DISCOUNT_TAKEN.get(this);
    }

    /** Sets {@link #getDiscountTaken()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setDiscountTaken(BigDecimal value) {
        return DISCOUNT_TAKEN.set(this, value);
    }

    /**
     * Invoice Balance Due ({@code refin__Invoice_Balance_Due__c}): currency(16, 2).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Sales_Invoice__r.refin__Balance_Due__c
     * </pre>
     */
    public BigDecimal getInvoiceBalanceDue() {
        return INVOICE_BALANCE_DUE.get(this);
    }

    /**
     * Posted ({@code refin__Posted__c}): boolean.
     *
     * <p>Read-only.
     */
    public Boolean getPosted() {
        return POSTED.get(this);
    }

    /**
     * Reference ({@code refin__Reference__c}): text(80).
     *
     * <p>External id: usable as an upsert key. Unique.
     */
    public String getReference() {
        return REFERENCE.get(this);
    }

    /** Sets {@link #getReference()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setReference(String value) {
        return REFERENCE.set(this, value);
    }

    /**
     * Sales Invoice ({@code refin__Sales_Invoice__c}): lookup to {@code refin__Sales_Invoice__c}.
     *
     * <p>Required on insert.
     */
    public RecordId<SalesInvoice> getSalesInvoiceId() {
        return SALES_INVOICE_ID.get(this);
    }

    /** Sets {@link #getSalesInvoiceId()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setSalesInvoiceId(RecordId<SalesInvoice> value) {
        return SALES_INVOICE_ID.set(this, value);
    }

    /**
     * Status ({@code refin__Status__c}): restricted picklist.
     *
     * <p>Maintained by the package. Delete the application to un-apply the receipt.
     *
     * <p>Read-only.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getStatusAsString()}), or null
     */
    public Status getStatus() {
        return STATUS.getEnum(this);
    }

    /** The API value of {@link #getStatus()} exactly as the server sent it. */
    public String getStatusAsString() {
        return STATUS.get(this);
    }

    /** Write-off Amount ({@code refin__Write_Off_Amount__c}): currency(16, 2). */
    public BigDecimal getWriteOffAmount() {
        return WRITE_OFF_AMOUNT.get(this);
    }

    /** Sets {@link #getWriteOffAmount()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setWriteOffAmount(BigDecimal value) {
        return WRITE_OFF_AMOUNT.set(this, value);
    }

    /** Write-off GL Account ({@code refin__Write_Off_GL_Account__c}): lookup to {@code refin__GL_Account__c}. */
    public RecordId<GLAccount> getWriteOffGLAccountId() {
        return WRITE_OFF_GL_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getWriteOffGLAccountId()}; null clears the field on the server. Returns this record. */
    public CashReceiptApplication setWriteOffGLAccountId(RecordId<GLAccount> value) {
        return WRITE_OFF_GL_ACCOUNT_ID.set(this, value);
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
     * The {@link SalesInvoice} a query selected through {@code refin__Sales_Invoice__r} (e.g. with
     * {@code Path.parent(SALES_INVOICE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public SalesInvoice getSalesInvoice() {
        return this.<SalesInvoice>getParent(SALES_INVOICE_ID, SalesInvoice.SOBJECT_TYPE);
    }

    /**
     * The {@link GLAccount} a query selected through {@code refin__Write_Off_GL_Account__r} (e.g. with
     * {@code Path.parent(WRITE_OFF_GL_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getWriteOffGLAccount() {
        return this.<GLAccount>getParent(WRITE_OFF_GL_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Cash_Receipt_Application__c}, as compile-time constants. */
    public static final class Fields {
        private Fields() {}

        public static final String CREATED_BY_ID = "CreatedById";
        public static final String CREATED_DATE = "CreatedDate";
        public static final String CURRENCY_ISO_CODE = "CurrencyIsoCode";
        public static final String ID = "Id";
        public static final String IS_DELETED = "IsDeleted";
        public static final String LAST_ACTIVITY_DATE = "LastActivityDate";
        public static final String LAST_MODIFIED_BY_ID = "LastModifiedById";
        public static final String LAST_MODIFIED_DATE = "LastModifiedDate";
        public static final String NAME = "Name";
        public static final String ACCOUNTING_PERIOD_ID = "refin__Accounting_Period__c";
        public static final String AMOUNT_APPLIED = "refin__Amount_Applied__c";
        public static final String APPLIED_DATE = "refin__Applied_Date__c";
        public static final String CASH_RECEIPT_ID = "refin__Cash_Receipt__c";
        public static final String CUSTOMER_NAME = "refin__Customer_Name__c";
        public static final String DISCOUNT_TAKEN = "refin__Discount_Taken__c";
        public static final String INVOICE_BALANCE_DUE = "refin__Invoice_Balance_Due__c";
        public static final String POSTED = "refin__Posted__c";
        public static final String REFERENCE = "refin__Reference__c";
        public static final String SALES_INVOICE_ID = "refin__Sales_Invoice__c";
        public static final String STATUS = "refin__Status__c";
        public static final String WRITE_OFF_AMOUNT = "refin__Write_Off_Amount__c";
        public static final String WRITE_OFF_GL_ACCOUNT_ID = "refin__Write_Off_GL_Account__c";
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
     * Values of Status ({@code refin__Status__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum Status implements PicklistValue {
        /**
         * Applied
         *
         * <p>Default.
         */
        APPLIED("Applied"),
        UNAPPLIED("Unapplied"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getStatusAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        Status(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public boolean isDefault() {
            return this == APPLIED;
        }
    }
}
