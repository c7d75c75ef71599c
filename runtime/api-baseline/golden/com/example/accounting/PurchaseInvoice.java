package com.example.accounting;

import static dev.refin.runtime.FieldTraits.AGGREGATABLE;
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
import dev.refin.runtime.HasStatus;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.StatusValue;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * Purchase Invoice ({@code refin__Purchase_Invoice__c}).
 *
 * <p>Record ids start with {@code a0M}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class PurchaseInvoice extends SObject<PurchaseInvoice> implements HasStatus {
    private static final SObjectType.Builder<PurchaseInvoice> DESCRIBE = SObjectType.builder(PurchaseInvoice.class,
            "refin__Purchase_Invoice__c", "a0M");

    private static final int TRAITS_1 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_3 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_5 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_6 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | RESTRICTED_PICKLIST;
    private static final int TRAITS_7 = CREATEABLE | UPDATEABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;

    public static final ReferenceField.Writable<PurchaseInvoice, Dimension> COST_CENTER_ID =
            DESCRIBE.writable().<Dimension>lookup("Cost_Center__c", TRAITS_1, "Cost_Center__r", "refin__Dimension__c",
            Dimension.class);
    public static final ReferenceField<PurchaseInvoice, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_2, "CreatedBy", "User");
    public static final Field.NotGroupable<PurchaseInvoice, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_3);
    public static final PicklistField.Writable<PurchaseInvoice, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<PurchaseInvoice, RecordId<PurchaseInvoice>> ID = DESCRIBE.idKey("Id",
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<PurchaseInvoice, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<PurchaseInvoice, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate",
            NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<PurchaseInvoice, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_2, "LastModifiedBy", "User");
    public static final Field.NotGroupable<PurchaseInvoice, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<PurchaseInvoice, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_4);
    public static final Field.NotGroupable<PurchaseInvoice, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_4);
    public static final Field.Writable<PurchaseInvoice, String> NAME = DESCRIBE.writable().text("Name",
            FieldType.STRING, CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<PurchaseInvoice, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final ReferenceField.Writable<PurchaseInvoice, AccountingPeriod> ACCOUNTING_PERIOD_ID =
            DESCRIBE.writable().<AccountingPeriod>lookup("refin__Accounting_Period__c", TRAITS_1,
            "refin__Accounting_Period__r", "refin__Accounting_Period__c", AccountingPeriod.class);
    public static final Field<PurchaseInvoice, String> AGING_BUCKET = DESCRIBE.text("refin__Aging_Bucket__c",
            FieldType.STRING, TRAITS_5);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> AMOUNT_PAID =
            DESCRIBE.<BigDecimal>notGroupable("refin__Amount_Paid__c", FieldType.CURRENCY, TRAITS_5);
    public static final PicklistField.Writable<PurchaseInvoice, ApprovalStatus> APPROVAL_STATUS =
            DESCRIBE.writable().<ApprovalStatus>picklist("refin__Approval_Status__c", TRAITS_6, ApprovalStatus.class);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> BALANCE_DUE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Balance_Due__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> DAYS_OVERDUE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Days_Overdue__c", FieldType.DOUBLE, TRAITS_5);
    public static final Field.Writable<PurchaseInvoice, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_1);
    public static final Field.Writable<PurchaseInvoice, LocalDate> DUE_DATE =
            DESCRIBE.writable().date("refin__Due_Date__c", TRAITS_1);
    public static final ReferenceField.Writable<PurchaseInvoice, Entity> ENTITY_ID =
            DESCRIBE.writable().<Entity>lookup("refin__Entity__c", TRAITS_7, "refin__Entity__r", "refin__Entity__c",
            Entity.class);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> EXCHANGE_RATE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Exchange_Rate__c", FieldType.DOUBLE, TRAITS_4);
    public static final Field.Writable<PurchaseInvoice, LocalDate> INVOICE_DATE =
            DESCRIBE.writable().date("refin__Invoice_Date__c", TRAITS_1);
    public static final PicklistField.Writable<PurchaseInvoice, InvoiceType> INVOICE_TYPE =
            DESCRIBE.writable().<InvoiceType>picklist("refin__Invoice_Type__c", TRAITS_6, InvoiceType.class);
    public static final Field<PurchaseInvoice, Boolean> IS_LOCKED = DESCRIBE.bool("refin__Is_Locked__c",
            DEFAULTED_ON_CREATE | CALCULATED | FILTERABLE | SORTABLE | GROUPABLE);
    public static final ReferenceField.Writable<PurchaseInvoice, Ledger> LEDGER_ID =
            DESCRIBE.writable().<Ledger>lookup("refin__Ledger__c", TRAITS_1, "refin__Ledger__r", "refin__Ledger__c",
            Ledger.class);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> LINE_COUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Line_Count__c", FieldType.DOUBLE, TRAITS_5);
    public static final Field.Writable<PurchaseInvoice, String> MEMO = DESCRIBE.writable().text("refin__Memo__c",
            FieldType.TEXTAREA, TRAITS_1);
    public static final Field<PurchaseInvoice, String> PAYMENT_STATUS = DESCRIBE.text("refin__Payment_Status__c",
            FieldType.STRING, TRAITS_5);
    public static final ReferenceField.Writable<PurchaseInvoice, PaymentTerm> PAYMENT_TERM_ID =
            DESCRIBE.writable().<PaymentTerm>lookup("refin__Payment_Term__c", TRAITS_1, "refin__Payment_Term__r",
            "refin__Payment_Term__c", PaymentTerm.class);
    public static final Field.NotGroupable<PurchaseInvoice, OffsetDateTime> POSTED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("refin__Posted_Date__c", FieldType.DATETIME, TRAITS_4);
    public static final Field.Writable<PurchaseInvoice, LocalDate> RECEIVED_DATE =
            DESCRIBE.writable().date("refin__Received_Date__c", TRAITS_1);
    public static final PicklistField.Writable<PurchaseInvoice, Status> STATUS =
            DESCRIBE.writable().<Status>picklist("refin__Status__c", TRAITS_6, Status.class);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> SUBTOTAL =
            DESCRIBE.<BigDecimal>notGroupable("refin__Subtotal__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> TAX_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Tax_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> TOTAL_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Total_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final ReferenceField.Writable<PurchaseInvoice, RecordId.Untyped> VENDOR_ID =
            DESCRIBE.writable().lookup("refin__Vendor__c", TRAITS_7, "refin__Vendor__r", "Account");
    public static final Field<PurchaseInvoice, String> VENDOR_NAME = DESCRIBE.text("refin__Vendor_Name__c",
            FieldType.STRING, TRAITS_5);
    public static final Field.Writable<PurchaseInvoice, String> VENDOR_REFERENCE =
            DESCRIBE.writable().text("refin__Vendor_Reference__c", FieldType.STRING, TRAITS_1);
    public static final Field.NotGroupable<PurchaseInvoice, BigDecimal> WITHHOLDING_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Withholding_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final PicklistField.Writable<PurchaseInvoice, Region> REGION =
            DESCRIBE.writable().<Region>picklist("Region__c", TRAITS_1, Region.class);
    public static final Field.NotGroupable<PurchaseInvoice, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_3);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<PurchaseInvoice> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Purchase_Invoice__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<PurchaseInvoice, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<PurchaseInvoice, AccountingTransaction>of("refin__Accounting_Transactions__r",
            "refin__Purchase_Invoice__c", AccountingTransaction.class);

    /**
     * The {@link PurchaseInvoiceLine} records whose {@code refin__Purchase_Invoice__c} points here
     * ({@code refin__Lines__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<PurchaseInvoice, PurchaseInvoiceLine> LINES =
            ChildRelationship.<PurchaseInvoice, PurchaseInvoiceLine>of("refin__Lines__r", "refin__Purchase_Invoice__c",
            PurchaseInvoiceLine.class);

    /**
     * The {@link VendorPaymentApplication} records whose {@code refin__Purchase_Invoice__c} points here
     * ({@code refin__Payment_Applications__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<PurchaseInvoice, VendorPaymentApplication> PAYMENT_APPLICATIONS =
            ChildRelationship.<PurchaseInvoice, VendorPaymentApplication>of("refin__Payment_Applications__r",
            "refin__Purchase_Invoice__c", VendorPaymentApplication.class);

    /** An empty record: every field absent, nothing changed. */
    public PurchaseInvoice() {
        super(SOBJECT_TYPE);
    }

    /**
     * Cost Center ({@code Cost_Center__c}): lookup to {@code refin__Dimension__c}.
     *
     * <p>Cost center dimension (a refin__Dimension__c record whose Type is 'Cost Center').
     */
    public RecordId<Dimension> getCostCenterId() {
        return COST_CENTER_ID.get(this);
    }

    /** Sets {@link #getCostCenterId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setCostCenterId(RecordId<Dimension> value) {
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
    public PurchaseInvoice setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public PurchaseInvoice setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<PurchaseInvoice> getId() {
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
     * Invoice Number ({@code Name}): text(80).
     *
     * <p>Document number. Leave blank on insert to take the next number from the entity's sequence; a value
     * sent on insert switches the document to manual numbering.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setName(String value) {
        return NAME.set(this, value);
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
    public PurchaseInvoice setOwnerId(RecordId<RecordId.Untyped> value) {
        return OWNER_ID.set(this, value);
    }

    /**
     * Accounting Period ({@code refin__Accounting_Period__c}): lookup to {@code refin__Accounting_Period__c}.
     *
     * <p>Defaults to the entity's period containing the invoice date.
     */
    public RecordId<AccountingPeriod> getAccountingPeriodId() {
        return ACCOUNTING_PERIOD_ID.get(this);
    }

    /** Sets {@link #getAccountingPeriodId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setAccountingPeriodId(RecordId<AccountingPeriod> value) {
        return ACCOUNTING_PERIOD_ID.set(this, value);
    }

    /**
     * Aging Bucket ({@code refin__Aging_Bucket__c}): text(1300).
     *
     * <p>One of Current, 1-30, 31-60, 61-90, 90+ (days past the due date).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * IF(refin__Balance_Due__c &lt;= 0, "Current",
     * CASE(MIN(4, FLOOR(MAX(refin__Days_Overdue__c - 1, -1) / 30) + 1),
     * 0, "Current",
     * 1, "1-30",
     * 2, "31-60",
     * 3, "61-90",
     * "90+"
     * )
     * )
     * </pre>
     */
    public String getAgingBucket() {
        return AGING_BUCKET.get(this);
    }

    /**
     * Amount Paid ({@code refin__Amount_Paid__c}): currency(16, 2).
     *
     * <p>Sum of the vendor payments applied to this bill.
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getAmountPaid() {
        return AMOUNT_PAID.get(this);
    }

    /**
     * Approval Status ({@code refin__Approval_Status__c}): restricted picklist.
     *
     * <p>Posting is refused while approval is Pending or Rejected: "This document requires approval before
     * posting."
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getApprovalStatusAsString()}), or null
     */
    public ApprovalStatus getApprovalStatus() {
        return APPROVAL_STATUS.getEnum(this);
    }

    /** The API value of {@link #getApprovalStatus()} exactly as the server sent it. */
    public String getApprovalStatusAsString() {
        return APPROVAL_STATUS.get(this);
    }

    /** Sets {@link #getApprovalStatus()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setApprovalStatus(ApprovalStatus value) {
        return APPROVAL_STATUS.setEnum(this, value);
    }

    /** Sets {@link #getApprovalStatus()} by API value, including values unknown at generation time. */
    public PurchaseInvoice setApprovalStatusAsString(String value) {
        return APPROVAL_STATUS.set(this, value);
    }

    /**
     * Balance Due ({@code refin__Balance_Due__c}): currency(16, 2).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Total_Amount__c - refin__Amount_Paid__c
     * </pre>
     */
    public BigDecimal getBalanceDue() {
        return BALANCE_DUE.get(this);
    }

    /**
     * Days Overdue ({@code refin__Days_Overdue__c}): double(18, 0).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * IF(refin__Balance_Due__c &gt; 0, TODAY() - refin__Due_Date__c, 0)
     * </pre>
     */
    public BigDecimal getDaysOverdue() {
        return DAYS_OVERDUE.get(this);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /**
     * Due Date ({@code refin__Due_Date__c}): date.
     *
     * <p>Defaults from the vendor's payment term, else the entity's default term.
     */
    public LocalDate getDueDate() {
        return DUE_DATE.get(this);
    }

    /** Sets {@link #getDueDate()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setDueDate(LocalDate value) {
        return DUE_DATE.set(this, value);
    }

    /**
     * Entity ({@code refin__Entity__c}): lookup to {@code refin__Entity__c}.
     *
     * <p>Required on insert.
     */
    public RecordId<Entity> getEntityId() {
        return ENTITY_ID.get(this);
    }

    /** Sets {@link #getEntityId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setEntityId(RecordId<Entity> value) {
        return ENTITY_ID.set(this, value);
    }

    /**
     * Exchange Rate ({@code refin__Exchange_Rate__c}): double(12, 6).
     *
     * <p>Stamped at posting: document currency to the entity's functional currency.
     *
     * <p>Read-only.
     */
    public BigDecimal getExchangeRate() {
        return EXCHANGE_RATE.get(this);
    }

    /**
     * Invoice Date ({@code refin__Invoice_Date__c}): date.
     *
     * <p>The date on the vendor's bill; the transaction date of its ledger entries.
     */
    public LocalDate getInvoiceDate() {
        return INVOICE_DATE.get(this);
    }

    /** Sets {@link #getInvoiceDate()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setInvoiceDate(LocalDate value) {
        return INVOICE_DATE.set(this, value);
    }

    /**
     * Invoice Type ({@code refin__Invoice_Type__c}): restricted picklist.
     *
     * <p>Bills and vendor credit memos are numbered from separate sequences, apart from sales.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getInvoiceTypeAsString()}), or null
     */
    public InvoiceType getInvoiceType() {
        return INVOICE_TYPE.getEnum(this);
    }

    /** The API value of {@link #getInvoiceType()} exactly as the server sent it. */
    public String getInvoiceTypeAsString() {
        return INVOICE_TYPE.get(this);
    }

    /** Sets {@link #getInvoiceType()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setInvoiceType(InvoiceType value) {
        return INVOICE_TYPE.setEnum(this, value);
    }

    /** Sets {@link #getInvoiceType()} by API value, including values unknown at generation time. */
    public PurchaseInvoice setInvoiceTypeAsString(String value) {
        return INVOICE_TYPE.set(this, value);
    }

    /**
     * Locked ({@code refin__Is_Locked__c}): boolean.
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * ISPICKVAL(refin__Status__c, "Posted") || ISPICKVAL(refin__Status__c, "Void")
     * </pre>
     */
    public Boolean getIsLocked() {
        return IS_LOCKED.get(this);
    }

    /**
     * Ledger ({@code refin__Ledger__c}): lookup to {@code refin__Ledger__c}.
     *
     * <p>Defaults to the entity's default ledger.
     */
    public RecordId<Ledger> getLedgerId() {
        return LEDGER_ID.get(this);
    }

    /** Sets {@link #getLedgerId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setLedgerId(RecordId<Ledger> value) {
        return LEDGER_ID.set(this, value);
    }

    /**
     * Line Count ({@code refin__Line_Count__c}): double(18, 0).
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getLineCount() {
        return LINE_COUNT.get(this);
    }

    /** Memo ({@code refin__Memo__c}): text area(255). */
    public String getMemo() {
        return MEMO.get(this);
    }

    /** Sets {@link #getMemo()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setMemo(String value) {
        return MEMO.set(this, value);
    }

    /**
     * Payment Status ({@code refin__Payment_Status__c}): text(1300).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * IF(refin__Total_Amount__c = 0, "Unpaid", IF(refin__Balance_Due__c &lt;= 0, "Paid", IF(refin__Amount_Paid__c &gt; 0, "Partially Paid", "Unpaid")))
     * </pre>
     */
    public String getPaymentStatus() {
        return PAYMENT_STATUS.get(this);
    }

    /**
     * Payment Term ({@code refin__Payment_Term__c}): lookup to {@code refin__Payment_Term__c}.
     *
     * <p>Defaults to the vendor's payment term.
     */
    public RecordId<PaymentTerm> getPaymentTermId() {
        return PAYMENT_TERM_ID.get(this);
    }

    /** Sets {@link #getPaymentTermId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setPaymentTermId(RecordId<PaymentTerm> value) {
        return PAYMENT_TERM_ID.set(this, value);
    }

    /**
     * Posted Date ({@code refin__Posted_Date__c}): datetime.
     *
     * <p>Read-only.
     */
    public OffsetDateTime getPostedDate() {
        return POSTED_DATE.get(this);
    }

    /**
     * Received Date ({@code refin__Received_Date__c}): date.
     *
     * <p>When the bill arrived; informational.
     */
    public LocalDate getReceivedDate() {
        return RECEIVED_DATE.get(this);
    }

    /** Sets {@link #getReceivedDate()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setReceivedDate(LocalDate value) {
        return RECEIVED_DATE.set(this, value);
    }

    /**
     * Status ({@code refin__Status__c}): restricted picklist.
     *
     * <p>Set to 'Posted' to run the posting engine. Omit on insert (defaults to 'Draft').
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

    /** Sets {@link #getStatus()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setStatus(Status value) {
        return STATUS.setEnum(this, value);
    }

    /** Sets {@link #getStatus()} by API value, including values unknown at generation time. */
    public PurchaseInvoice setStatusAsString(String value) {
        return STATUS.set(this, value);
    }

    /**
     * Subtotal ({@code refin__Subtotal__c}): currency(16, 2).
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getSubtotal() {
        return SUBTOTAL.get(this);
    }

    /**
     * Input Tax Amount ({@code refin__Tax_Amount__c}): currency(16, 2).
     *
     * <p>Recoverable input tax, calculated per line at posting.
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getTaxAmount() {
        return TAX_AMOUNT.get(this);
    }

    /**
     * Total Amount ({@code refin__Total_Amount__c}): currency(16, 2).
     *
     * <p>Subtotal plus input tax less withholding: what is owed to the vendor.
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getTotalAmount() {
        return TOTAL_AMOUNT.get(this);
    }

    /**
     * Vendor ({@code refin__Vendor__c}): lookup to {@code Account}.
     *
     * <p>An account flagged as a vendor.
     *
     * <p>Required on insert.
     *
     * <p>No target is generated: the id is untyped; name its object with {@code RecordId.withType}.
     */
    public RecordId<RecordId.Untyped> getVendorId() {
        return VENDOR_ID.get(this);
    }

    /** Sets {@link #getVendorId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setVendorId(RecordId<RecordId.Untyped> value) {
        return VENDOR_ID.set(this, value);
    }

    /**
     * Vendor Name ({@code refin__Vendor_Name__c}): text(1300).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Vendor__r.Name
     * </pre>
     */
    public String getVendorName() {
        return VENDOR_NAME.get(this);
    }

    /**
     * Vendor Reference ({@code refin__Vendor_Reference__c}): text(80).
     *
     * <p>The vendor's own bill number. Unique per vendor: the duplicate-bill check and the idempotency key.
     */
    public String getVendorReference() {
        return VENDOR_REFERENCE.get(this);
    }

    /** Sets {@link #getVendorReference()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoice setVendorReference(String value) {
        return VENDOR_REFERENCE.set(this, value);
    }

    /**
     * Withholding Amount ({@code refin__Withholding_Amount__c}): currency(16, 2).
     *
     * <p>Withheld from the vendor and owed to the tax authority.
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getWithholdingAmount() {
        return WITHHOLDING_AMOUNT.get(this);
    }

    /**
     * Region ({@code Region__c}): picklist.
     *
     * <p>Reporting region. Added by the administrator; not part of the refin package.
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
    public PurchaseInvoice setRegion(Region value) {
        return REGION.setEnum(this, value);
    }

    /** Sets {@link #getRegion()} by API value, including values unknown at generation time. */
    public PurchaseInvoice setRegionAsString(String value) {
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
     * The {@link Entity} a query selected through {@code refin__Entity__r} (e.g. with
     * {@code Path.parent(ENTITY_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Entity getEntity() {
        return this.<Entity>getParent(ENTITY_ID, Entity.SOBJECT_TYPE);
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
     * The {@link PaymentTerm} a query selected through {@code refin__Payment_Term__r} (e.g. with
     * {@code Path.parent(PAYMENT_TERM_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public PaymentTerm getPaymentTerm() {
        return this.<PaymentTerm>getParent(PAYMENT_TERM_ID, PaymentTerm.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Purchase_Invoice__c}, as compile-time constants. */
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
        public static final String AGING_BUCKET = "refin__Aging_Bucket__c";
        public static final String AMOUNT_PAID = "refin__Amount_Paid__c";
        public static final String APPROVAL_STATUS = "refin__Approval_Status__c";
        public static final String BALANCE_DUE = "refin__Balance_Due__c";
        public static final String DAYS_OVERDUE = "refin__Days_Overdue__c";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String DUE_DATE = "refin__Due_Date__c";
        public static final String ENTITY_ID = "refin__Entity__c";
        public static final String EXCHANGE_RATE = "refin__Exchange_Rate__c";
        public static final String INVOICE_DATE = "refin__Invoice_Date__c";
        public static final String INVOICE_TYPE = "refin__Invoice_Type__c";
        public static final String IS_LOCKED = "refin__Is_Locked__c";
        public static final String LEDGER_ID = "refin__Ledger__c";
        public static final String LINE_COUNT = "refin__Line_Count__c";
        public static final String MEMO = "refin__Memo__c";
        public static final String PAYMENT_STATUS = "refin__Payment_Status__c";
        public static final String PAYMENT_TERM_ID = "refin__Payment_Term__c";
        public static final String POSTED_DATE = "refin__Posted_Date__c";
        public static final String RECEIVED_DATE = "refin__Received_Date__c";
        public static final String STATUS = "refin__Status__c";
        public static final String SUBTOTAL = "refin__Subtotal__c";
        public static final String TAX_AMOUNT = "refin__Tax_Amount__c";
        public static final String TOTAL_AMOUNT = "refin__Total_Amount__c";
        public static final String VENDOR_ID = "refin__Vendor__c";
        public static final String VENDOR_NAME = "refin__Vendor_Name__c";
        public static final String VENDOR_REFERENCE = "refin__Vendor_Reference__c";
        public static final String WITHHOLDING_AMOUNT = "refin__Withholding_Amount__c";
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
     * Values of Approval Status ({@code refin__Approval_Status__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum ApprovalStatus implements PicklistValue {
        /**
         * Not Required
         *
         * <p>Default.
         */
        NOT_REQUIRED("Not Required"),
        PENDING("Pending"),
        APPROVED("Approved"),
        REJECTED("Rejected"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getApprovalStatusAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        ApprovalStatus(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public boolean isDefault() {
            return this == NOT_REQUIRED;
        }
    }

    /**
     * Values of Invoice Type ({@code refin__Invoice_Type__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum InvoiceType implements PicklistValue {
        /**
         * Invoice
         *
         * <p>Default.
         */
        INVOICE("Invoice"),
        VENDOR_CREDIT_MEMO("Vendor Credit Memo"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getInvoiceTypeAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        InvoiceType(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public boolean isDefault() {
            return this == INVOICE;
        }
    }

    /**
     * Values of Status ({@code refin__Status__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum Status implements StatusValue<PurchaseInvoice> {
        /**
         * Draft
         *
         * <p>Default.
         */
        DRAFT("Draft"),
        POSTED("Posted"),
        VOID("Void"),
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
            return this == DRAFT;
        }

        @Override
        public SObjectType<PurchaseInvoice> sobjectType() {
            return PurchaseInvoice.SOBJECT_TYPE;
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
