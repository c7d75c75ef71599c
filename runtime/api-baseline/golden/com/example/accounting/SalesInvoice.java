package com.example.accounting;

import static dev.refin.runtime.FieldTraits.AGGREGATABLE;
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

import dev.refin.runtime.ChildRelationship;
import dev.refin.runtime.DependentPicklists;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.HasStatus;
import dev.refin.runtime.MultiPicklistField;
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
import java.util.Collection;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Generated;

/**
 * Sales Invoice ({@code refin__Sales_Invoice__c}).
 *
 * <p>Record ids start with {@code a0A}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class SalesInvoice extends SObject<SalesInvoice> implements HasStatus {
    private static final SObjectType.Builder<SalesInvoice> DESCRIBE = SObjectType.builder(SalesInvoice.class,
            "refin__Sales_Invoice__c", "a0A");

    private static final int TRAITS_1 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_3 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_5 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_6 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | RESTRICTED_PICKLIST;
    private static final int TRAITS_7 = CREATEABLE | UPDATEABLE | NILLABLE;

    public static final ReferenceField.Writable<SalesInvoice, Dimension> COST_CENTER_ID =
            DESCRIBE.writable().<Dimension>lookup("Cost_Center__c", TRAITS_1, "Cost_Center__r", "refin__Dimension__c",
            Dimension.class);
    public static final ReferenceField<SalesInvoice, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_2, "CreatedBy", "User");
    public static final Field.NotGroupable<SalesInvoice, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_3);
    public static final PicklistField.Writable<SalesInvoice, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<SalesInvoice, RecordId<SalesInvoice>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<SalesInvoice, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<SalesInvoice, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<SalesInvoice, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_2, "LastModifiedBy", "User");
    public static final Field.NotGroupable<SalesInvoice, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<SalesInvoice, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_4);
    public static final Field.NotGroupable<SalesInvoice, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_4);
    public static final Field.Writable<SalesInvoice, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<SalesInvoice, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.Writable<SalesInvoice, String> PROJECT_CODE = DESCRIBE.writable().text("Project_Code__c",
            FieldType.STRING, TRAITS_1);
    public static final ReferenceField.Writable<SalesInvoice, AccountingPeriod> ACCOUNTING_PERIOD_ID =
            DESCRIBE.writable().<AccountingPeriod>lookup("refin__Accounting_Period__c", TRAITS_1,
            "refin__Accounting_Period__r", "refin__Accounting_Period__c", AccountingPeriod.class);
    public static final Field<SalesInvoice, String> AGING_BUCKET = DESCRIBE.text("refin__Aging_Bucket__c",
            FieldType.STRING, TRAITS_5);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> AMOUNT_PAID =
            DESCRIBE.<BigDecimal>notGroupable("refin__Amount_Paid__c", FieldType.CURRENCY, TRAITS_5);
    public static final PicklistField.Writable<SalesInvoice, ApprovalStatus> APPROVAL_STATUS =
            DESCRIBE.writable().<ApprovalStatus>picklist("refin__Approval_Status__c", TRAITS_6, ApprovalStatus.class);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> BALANCE_DUE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Balance_Due__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.Writable<SalesInvoice, String> BILLING_CITY =
            DESCRIBE.writable().text("refin__Billing_City__c", FieldType.STRING, TRAITS_1);
    public static final Field.Writable<SalesInvoice, String> BILLING_COUNTRY =
            DESCRIBE.writable().text("refin__Billing_Country__c", FieldType.STRING, TRAITS_1);
    public static final Field.Writable<SalesInvoice, String> BILLING_POSTAL_CODE =
            DESCRIBE.writable().text("refin__Billing_Postal_Code__c", FieldType.STRING, TRAITS_1);
    public static final Field.Writable<SalesInvoice, String> BILLING_STREET =
            DESCRIBE.writable().text("refin__Billing_Street__c", FieldType.TEXTAREA, TRAITS_1);
    public static final ReferenceField.Writable<SalesInvoice, RecordId.Untyped> CUSTOMER_ID =
            DESCRIBE.writable().lookup("refin__Customer__c", TRAITS_1, "refin__Customer__r", "Account");
    public static final Field.Writable<SalesInvoice, String> CUSTOMER_PO_NUMBER =
            DESCRIBE.writable().text("refin__Customer_PO_Number__c", FieldType.STRING, TRAITS_1);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> DAYS_OVERDUE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Days_Overdue__c", FieldType.DOUBLE, TRAITS_5);
    public static final MultiPicklistField.Writable<SalesInvoice, DeliveryChannels> DELIVERY_CHANNELS =
            DESCRIBE.writable().<DeliveryChannels>multiPicklist("refin__Delivery_Channels__c", CREATEABLE | UPDATEABLE |
            NILLABLE | FILTERABLE | AGGREGATABLE, DeliveryChannels.class);
    public static final Field.Writable.NotFilterable<SalesInvoice, String> DESCRIPTION =
            DESCRIBE.writable().<String>notFilterable("refin__Description__c", FieldType.TEXTAREA, TRAITS_7);
    public static final Field.Writable<SalesInvoice, LocalDate> DUE_DATE =
            DESCRIBE.writable().date("refin__Due_Date__c", TRAITS_1);
    public static final ReferenceField.Writable<SalesInvoice, Entity> ENTITY_ID =
            DESCRIBE.writable().<Entity>lookup("refin__Entity__c", CREATEABLE | UPDATEABLE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE, "refin__Entity__r", "refin__Entity__c", Entity.class);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> EXCHANGE_RATE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Exchange_Rate__c", FieldType.DOUBLE, TRAITS_4);
    public static final Field.Writable<SalesInvoice, LocalDate> INVOICE_DATE =
            DESCRIBE.writable().date("refin__Invoice_Date__c", TRAITS_1);
    public static final PicklistField.Writable<SalesInvoice, InvoiceType> INVOICE_TYPE =
            DESCRIBE.writable().<InvoiceType>picklist("refin__Invoice_Type__c", TRAITS_6, InvoiceType.class);
    public static final Field<SalesInvoice, Boolean> IS_LOCKED = DESCRIBE.bool("refin__Is_Locked__c",
            DEFAULTED_ON_CREATE | CALCULATED | FILTERABLE | SORTABLE | GROUPABLE);
    public static final ReferenceField.Writable<SalesInvoice, Ledger> LEDGER_ID =
            DESCRIBE.writable().<Ledger>lookup("refin__Ledger__c", TRAITS_1, "refin__Ledger__r", "refin__Ledger__c",
            Ledger.class);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> LINE_COUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Line_Count__c", FieldType.DOUBLE, TRAITS_5);
    public static final Field.Writable.NotFilterable<SalesInvoice, String> MEMO =
            DESCRIBE.writable().<String>notFilterable("refin__Memo__c", FieldType.TEXTAREA, TRAITS_7);
    public static final ReferenceField.Writable<SalesInvoice, SalesInvoice> ORIGINAL_INVOICE_ID =
            DESCRIBE.writable().<SalesInvoice>lookup("refin__Original_Invoice__c", TRAITS_1,
            "refin__Original_Invoice__r", "refin__Sales_Invoice__c", SalesInvoice.class);
    public static final ReferenceField.Writable<SalesInvoice, PaymentTerm> PAYMENT_TERM_ID =
            DESCRIBE.writable().<PaymentTerm>lookup("refin__Payment_Term__c", TRAITS_1, "refin__Payment_Term__r",
            "refin__Payment_Term__c", PaymentTerm.class);
    public static final Field.NotGroupable<SalesInvoice, OffsetDateTime> POSTED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("refin__Posted_Date__c", FieldType.DATETIME, TRAITS_4);
    public static final Field.Writable.Key<SalesInvoice, String> REFERENCE =
            DESCRIBE.writable().<String>key("refin__Reference__c", FieldType.STRING, CREATEABLE | UPDATEABLE |
            NILLABLE | EXTERNAL_ID | UNIQUE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final PicklistField.Writable<SalesInvoice, Status> STATUS =
            DESCRIBE.writable().<Status>picklist("refin__Status__c", TRAITS_6, Status.class);
    public static final PicklistField.Writable<SalesInvoice, SubType> SUB_TYPE =
            DESCRIBE.writable().<SubType>picklist("refin__Sub_Type__c", TRAITS_6, SubType.class);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> SUBTOTAL =
            DESCRIBE.<BigDecimal>notGroupable("refin__Subtotal__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> TAX_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Tax_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> TOTAL_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Total_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<SalesInvoice, BigDecimal> WITHHOLDING_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Withholding_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final PicklistField.Writable<SalesInvoice, Region> REGION =
            DESCRIBE.writable().<Region>picklist("Region__c", TRAITS_1, Region.class);
    public static final Field.NotGroupable<SalesInvoice, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_3);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<SalesInvoice> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Sales_Invoice__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<SalesInvoice, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<SalesInvoice, AccountingTransaction>of("refin__Accounting_Transactions__r",
            "refin__Sales_Invoice__c", AccountingTransaction.class);

    /**
     * The {@link CashReceiptApplication} records whose {@code refin__Sales_Invoice__c} points here
     * ({@code refin__Cash_Applications__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<SalesInvoice, CashReceiptApplication> CASH_APPLICATIONS =
            ChildRelationship.<SalesInvoice, CashReceiptApplication>of("refin__Cash_Applications__r",
            "refin__Sales_Invoice__c", CashReceiptApplication.class);

    /**
     * The {@link SalesInvoice} records whose {@code refin__Original_Invoice__c} points here
     * ({@code refin__Credit_Memos__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<SalesInvoice, SalesInvoice> CREDIT_MEMOS =
            ChildRelationship.<SalesInvoice, SalesInvoice>of("refin__Credit_Memos__r", "refin__Original_Invoice__c",
            SalesInvoice.class);

    /**
     * The {@link SalesInvoiceLine} records whose {@code refin__Sales_Invoice__c} points here ({@code refin__Lines__r}):
     * for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<SalesInvoice, SalesInvoiceLine> LINES =
            ChildRelationship.<SalesInvoice, SalesInvoiceLine>of("refin__Lines__r", "refin__Sales_Invoice__c",
            SalesInvoiceLine.class);

    /** An empty record: every field absent, nothing changed. */
    public SalesInvoice() {
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
    public SalesInvoice setCostCenterId(RecordId<Dimension> value) {
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
    public SalesInvoice setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public SalesInvoice setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<SalesInvoice> getId() {
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
    public SalesInvoice setName(String value) {
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
    public SalesInvoice setOwnerId(RecordId<RecordId.Untyped> value) {
        return OWNER_ID.set(this, value);
    }

    /**
     * Project Code ({@code Project_Code__c}): text(20).
     *
     * <p>Free-form project code, e.g. "PRJ-001" or C:&#92;projects&#92;001 (backslashes kept).
     */
    public String getProjectCode() {
        return PROJECT_CODE.get(this);
    }

    /** Sets {@link #getProjectCode()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setProjectCode(String value) {
        return PROJECT_CODE.set(this, value);
    }

    /**
     * Accounting Period ({@code refin__Accounting_Period__c}): lookup to {@code refin__Accounting_Period__c}.
     *
     * <p>Defaulted from the entity and the invoice date when left blank.
     */
    public RecordId<AccountingPeriod> getAccountingPeriodId() {
        return ACCOUNTING_PERIOD_ID.get(this);
    }

    /** Sets {@link #getAccountingPeriodId()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setAccountingPeriodId(RecordId<AccountingPeriod> value) {
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
    public SalesInvoice setApprovalStatus(ApprovalStatus value) {
        return APPROVAL_STATUS.setEnum(this, value);
    }

    /** Sets {@link #getApprovalStatus()} by API value, including values unknown at generation time. */
    public SalesInvoice setApprovalStatusAsString(String value) {
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

    /** Billing City ({@code refin__Billing_City__c}): text(40). */
    public String getBillingCity() {
        return BILLING_CITY.get(this);
    }

    /** Sets {@link #getBillingCity()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setBillingCity(String value) {
        return BILLING_CITY.set(this, value);
    }

    /** Billing Country ({@code refin__Billing_Country__c}): text(80). */
    public String getBillingCountry() {
        return BILLING_COUNTRY.get(this);
    }

    /** Sets {@link #getBillingCountry()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setBillingCountry(String value) {
        return BILLING_COUNTRY.set(this, value);
    }

    /** Billing Postal Code ({@code refin__Billing_Postal_Code__c}): text(20). */
    public String getBillingPostalCode() {
        return BILLING_POSTAL_CODE.get(this);
    }

    /** Sets {@link #getBillingPostalCode()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setBillingPostalCode(String value) {
        return BILLING_POSTAL_CODE.set(this, value);
    }

    /** Billing Street ({@code refin__Billing_Street__c}): text area(255). */
    public String getBillingStreet() {
        return BILLING_STREET.get(this);
    }

    /** Sets {@link #getBillingStreet()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setBillingStreet(String value) {
        return BILLING_STREET.set(this, value);
    }

    /**
     * Customer ({@code refin__Customer__c}): lookup to {@code Account}.
     *
     * <p>No target is generated: the id is untyped; name its object with {@code RecordId.withType}.
     */
    public RecordId<RecordId.Untyped> getCustomerId() {
        return CUSTOMER_ID.get(this);
    }

    /** Sets {@link #getCustomerId()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setCustomerId(RecordId<RecordId.Untyped> value) {
        return CUSTOMER_ID.set(this, value);
    }

    /** Customer PO Number ({@code refin__Customer_PO_Number__c}): text(40). */
    public String getCustomerPONumber() {
        return CUSTOMER_PO_NUMBER.get(this);
    }

    /** Sets {@link #getCustomerPONumber()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setCustomerPONumber(String value) {
        return CUSTOMER_PO_NUMBER.set(this, value);
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

    /**
     * Delivery Channels ({@code refin__Delivery_Channels__c}): multi-select picklist.
     *
     * <p>How the invoice is sent to the customer; several channels may be chosen.
     *
     * @return the selected values; {@code UNRECOGNIZED} stands for any added to the org after generation (see
     * {@link #getDeliveryChannelsAsStrings()})
     */
    public Set<DeliveryChannels> getDeliveryChannels() {
        return DELIVERY_CHANNELS.getEnums(this);
    }

    /** The selected API values of {@link #getDeliveryChannels()} exactly as the server sent them. */
    public List<String> getDeliveryChannelsAsStrings() {
        return DELIVERY_CHANNELS.getApiValues(this);
    }

    /** Selects exactly these values of {@link #getDeliveryChannels()}. */
    public SalesInvoice setDeliveryChannels(Collection<DeliveryChannels> value) {
        return DELIVERY_CHANNELS.setEnums(this, value);
    }

    /** Selects exactly these API values of {@link #getDeliveryChannels()}. */
    public SalesInvoice setDeliveryChannelsAsStrings(Collection<String> value) {
        return DELIVERY_CHANNELS.setApiValues(this, value);
    }

    /** Description ({@code refin__Description__c}): long text area(32768). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /**
     * Due Date ({@code refin__Due_Date__c}): date.
     *
     * <p>Derived from the customer's payment term when not sent.
     */
    public LocalDate getDueDate() {
        return DUE_DATE.get(this);
    }

    /** Sets {@link #getDueDate()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setDueDate(LocalDate value) {
        return DUE_DATE.set(this, value);
    }

    /**
     * Entity ({@code refin__Entity__c}): lookup to {@code refin__Entity__c}.
     *
     * <p>Legal entity that issues the invoice. Changing it on a Draft re-sequences the number.
     *
     * <p>Required on insert.
     */
    public RecordId<Entity> getEntityId() {
        return ENTITY_ID.get(this);
    }

    /** Sets {@link #getEntityId()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setEntityId(RecordId<Entity> value) {
        return ENTITY_ID.set(this, value);
    }

    /**
     * Exchange Rate ({@code refin__Exchange_Rate__c}): double(12, 6).
     *
     * <p>Stamped by the posting engine; read-only.
     *
     * <p>Read-only.
     */
    public BigDecimal getExchangeRate() {
        return EXCHANGE_RATE.get(this);
    }

    /** Invoice Date ({@code refin__Invoice_Date__c}): date. */
    public LocalDate getInvoiceDate() {
        return INVOICE_DATE.get(this);
    }

    /** Sets {@link #getInvoiceDate()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setInvoiceDate(LocalDate value) {
        return INVOICE_DATE.set(this, value);
    }

    /**
     * Invoice Type ({@code refin__Invoice_Type__c}): restricted picklist.
     *
     * <p>Invoices and credit memos are numbered from separate sequences.
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
    public SalesInvoice setInvoiceType(InvoiceType value) {
        return INVOICE_TYPE.setEnum(this, value);
    }

    /** Sets {@link #getInvoiceType()} by API value, including values unknown at generation time. */
    public SalesInvoice setInvoiceTypeAsString(String value) {
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

    /** Ledger ({@code refin__Ledger__c}): lookup to {@code refin__Ledger__c}. */
    public RecordId<Ledger> getLedgerId() {
        return LEDGER_ID.get(this);
    }

    /** Sets {@link #getLedgerId()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setLedgerId(RecordId<Ledger> value) {
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

    /**
     * Memo ({@code refin__Memo__c}): long text area(131072).
     *
     * <p>Free text printed on the invoice. Comment markers such as &#47;* and *&#47; are kept verbatim.
     */
    public String getMemo() {
        return MEMO.get(this);
    }

    /** Sets {@link #getMemo()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setMemo(String value) {
        return MEMO.set(this, value);
    }

    /**
     * Original Invoice ({@code refin__Original_Invoice__c}): lookup to {@code refin__Sales_Invoice__c}.
     *
     * <p>For credit and debit memos: the invoice being corrected.
     */
    public RecordId<SalesInvoice> getOriginalInvoiceId() {
        return ORIGINAL_INVOICE_ID.get(this);
    }

    /** Sets {@link #getOriginalInvoiceId()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setOriginalInvoiceId(RecordId<SalesInvoice> value) {
        return ORIGINAL_INVOICE_ID.set(this, value);
    }

    /** Payment Term ({@code refin__Payment_Term__c}): lookup to {@code refin__Payment_Term__c}. */
    public RecordId<PaymentTerm> getPaymentTermId() {
        return PAYMENT_TERM_ID.get(this);
    }

    /** Sets {@link #getPaymentTermId()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setPaymentTermId(RecordId<PaymentTerm> value) {
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
     * Reference ({@code refin__Reference__c}): text(80).
     *
     * <p>Use the &lt;b&gt;source system&lt;/b&gt; id here. It is the idempotency key &amp; a
     * bank-reconciliation matching signal.
     *
     * <p>External id: usable as an upsert key. Unique.
     */
    public String getReference() {
        return REFERENCE.get(this);
    }

    /** Sets {@link #getReference()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setReference(String value) {
        return REFERENCE.set(this, value);
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
    public SalesInvoice setStatus(Status value) {
        return STATUS.setEnum(this, value);
    }

    /** Sets {@link #getStatus()} by API value, including values unknown at generation time. */
    public SalesInvoice setStatusAsString(String value) {
        return STATUS.set(this, value);
    }

    /**
     * Sub Type ({@code refin__Sub_Type__c}): restricted picklist.
     *
     * <p>Available values depend on the Invoice Type.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getSubTypeAsString()}), or null
     */
    public SubType getSubType() {
        return SUB_TYPE.getEnum(this);
    }

    /** The API value of {@link #getSubType()} exactly as the server sent it. */
    public String getSubTypeAsString() {
        return SUB_TYPE.get(this);
    }

    /** Sets {@link #getSubType()}; null clears the field on the server. Returns this record. */
    public SalesInvoice setSubType(SubType value) {
        return SUB_TYPE.setEnum(this, value);
    }

    /** Sets {@link #getSubType()} by API value, including values unknown at generation time. */
    public SalesInvoice setSubTypeAsString(String value) {
        return SUB_TYPE.set(this, value);
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
     * Tax Amount ({@code refin__Tax_Amount__c}): currency(16, 2).
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getTaxAmount() {
        return TAX_AMOUNT.get(this);
    }

    /**
     * Total Amount ({@code refin__Total_Amount__c}): currency(16, 2).
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getTotalAmount() {
        return TOTAL_AMOUNT.get(this);
    }

    /**
     * Withholding Amount ({@code refin__Withholding_Amount__c}): currency(16, 2).
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
    public SalesInvoice setRegion(Region value) {
        return REGION.setEnum(this, value);
    }

    /** Sets {@link #getRegion()} by API value, including values unknown at generation time. */
    public SalesInvoice setRegionAsString(String value) {
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
     * The {@link SalesInvoice} a query selected through {@code refin__Original_Invoice__r} (e.g. with
     * {@code Path.parent(ORIGINAL_INVOICE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public SalesInvoice getOriginalInvoice() {
        return this.<SalesInvoice>getParent(ORIGINAL_INVOICE_ID, SalesInvoice.SOBJECT_TYPE);
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

    /** API names of the fields of {@code refin__Sales_Invoice__c}, as compile-time constants. */
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
        public static final String PROJECT_CODE = "Project_Code__c";
        public static final String ACCOUNTING_PERIOD_ID = "refin__Accounting_Period__c";
        public static final String AGING_BUCKET = "refin__Aging_Bucket__c";
        public static final String AMOUNT_PAID = "refin__Amount_Paid__c";
        public static final String APPROVAL_STATUS = "refin__Approval_Status__c";
        public static final String BALANCE_DUE = "refin__Balance_Due__c";
        public static final String BILLING_CITY = "refin__Billing_City__c";
        public static final String BILLING_COUNTRY = "refin__Billing_Country__c";
        public static final String BILLING_POSTAL_CODE = "refin__Billing_Postal_Code__c";
        public static final String BILLING_STREET = "refin__Billing_Street__c";
        public static final String CUSTOMER_ID = "refin__Customer__c";
        public static final String CUSTOMER_PO_NUMBER = "refin__Customer_PO_Number__c";
        public static final String DAYS_OVERDUE = "refin__Days_Overdue__c";
        public static final String DELIVERY_CHANNELS = "refin__Delivery_Channels__c";
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
        public static final String ORIGINAL_INVOICE_ID = "refin__Original_Invoice__c";
        public static final String PAYMENT_TERM_ID = "refin__Payment_Term__c";
        public static final String POSTED_DATE = "refin__Posted_Date__c";
        public static final String REFERENCE = "refin__Reference__c";
        public static final String STATUS = "refin__Status__c";
        public static final String SUB_TYPE = "refin__Sub_Type__c";
        public static final String SUBTOTAL = "refin__Subtotal__c";
        public static final String TAX_AMOUNT = "refin__Tax_Amount__c";
        public static final String TOTAL_AMOUNT = "refin__Total_Amount__c";
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
     * Values of Delivery Channels ({@code refin__Delivery_Channels__c}).
     *
     * <p>Unrestricted: the org also accepts values not listed here. Multi-select: values are joined with {@code ;} on
     * the wire.
     */
    public enum DeliveryChannels implements PicklistValue {
        /**
         * Email
         *
         * <p>Default.
         */
        EMAIL("Email"),
        /** Customer Portal (Portal) */
        PORTAL("Portal"),
        POST("Post"),
        EDI("EDI"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getDeliveryChannelsAsStrings()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        DeliveryChannels(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return this == PORTAL ? "Customer Portal" : apiValue;
        }

        @Override
        public boolean isDefault() {
            return this == EMAIL;
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
        CREDIT_MEMO("Credit Memo"),
        /**
         * Debit Memo
         *
         * <p>Inactive: kept for existing records, not offered for new data.
         */
        DEBIT_MEMO("Debit Memo"),
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
        public boolean isActive() {
            return this != DEBIT_MEMO;
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
    public enum Status implements StatusValue<SalesInvoice> {
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
        public SObjectType<SalesInvoice> sobjectType() {
            return SalesInvoice.SOBJECT_TYPE;
        }
    }

    /**
     * Values of Sub Type ({@code refin__Sub_Type__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     *
     * <p>Dependent on {@code refin__Invoice_Type__c}: each value lists the controlling values it is valid for.
     */
    public enum SubType implements PicklistValue {
        STANDARD("Standard", "Standard", true, false, "oA=="),
        RECURRING("Recurring", "Recurring", true, false, "gA=="),
        MILESTONE("Milestone", "Milestone", true, false, "gA=="),
        RETURN("Return", "Return", true, false, "QA=="),
        PRICE_ADJUSTMENT("Price Adjustment", "Price Adjustment", true, false, "YA=="),
        WRITE_OFF("Write-off", "Write-off", true, false, "QA=="),
        LATE_FEE("Late Fee", "Late Fee", true, false, "IA=="),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getSubTypeAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null, null, true, false, null);

        private final String apiValue;
        private final String label;
        private final boolean active;
        private final boolean isDefault;
        private final String validFor;

        SubType(String apiValue, String label, boolean active, boolean isDefault, String validFor) {
            this.apiValue = apiValue;
            this.label = label;
            this.active = active;
            this.isDefault = isDefault;
            this.validFor = validFor;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return label;
        }

        @Override
        public boolean isActive() {
            return active;
        }

        @Override
        public boolean isDefault() {
            return isDefault;
        }

        /** API values of {@code refin__Invoice_Type__c} for which this value may be chosen. */
        public List<String> controllingValues() {
            return DependentPicklists.controllingValues(validFor, InvoiceType.class);
        }

        /** Whether this value may be chosen when {@code refin__Invoice_Type__c} is {@code controller}. */
        public boolean isValidFor(InvoiceType controller) {
            return controller != null && DependentPicklists.isValidFor(validFor, controller.ordinal());
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
