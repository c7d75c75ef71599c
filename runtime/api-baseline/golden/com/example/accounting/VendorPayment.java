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
 * Vendor Payment ({@code refin__Vendor_Payment__c}).
 *
 * <p>Record ids start with {@code a0O}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class VendorPayment extends SObject<VendorPayment> implements HasStatus {
    private static final SObjectType.Builder<VendorPayment> DESCRIBE = SObjectType.builder(VendorPayment.class,
            "refin__Vendor_Payment__c", "a0O");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_5 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_6 = CREATEABLE | UPDATEABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_7 = DEFAULTED_ON_CREATE | CALCULATED | FILTERABLE | SORTABLE | GROUPABLE;

    public static final ReferenceField<VendorPayment, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<VendorPayment, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<VendorPayment, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<VendorPayment, RecordId<VendorPayment>> ID = DESCRIBE.idKey("Id",
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<VendorPayment, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<VendorPayment, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate",
            NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<VendorPayment, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<VendorPayment, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<VendorPayment, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<VendorPayment, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<VendorPayment, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<VendorPayment, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final ReferenceField.Writable<VendorPayment, AccountingPeriod> ACCOUNTING_PERIOD_ID =
            DESCRIBE.writable().<AccountingPeriod>lookup("refin__Accounting_Period__c", TRAITS_4,
            "refin__Accounting_Period__r", "refin__Accounting_Period__c", AccountingPeriod.class);
    public static final Field.Writable.NotGroupable<VendorPayment, BigDecimal> AMOUNT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Amount__c", FieldType.CURRENCY, CREATEABLE |
            UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final Field.NotGroupable<VendorPayment, BigDecimal> APPLICATION_COUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Application_Count__c", FieldType.DOUBLE, TRAITS_5);
    public static final Field.NotGroupable<VendorPayment, BigDecimal> APPLIED_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Applied_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final ReferenceField.Writable<VendorPayment, GLAccount> BANK_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Bank_Account__c", TRAITS_4, "refin__Bank_Account__r",
            "refin__GL_Account__c", GLAccount.class);
    public static final Field.Writable<VendorPayment, String> CHECK_NUMBER =
            DESCRIBE.writable().text("refin__Check_Number__c", FieldType.STRING, TRAITS_4);
    public static final Field.Writable<VendorPayment, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_4);
    public static final ReferenceField.Writable<VendorPayment, Entity> ENTITY_ID =
            DESCRIBE.writable().<Entity>lookup("refin__Entity__c", TRAITS_6, "refin__Entity__r", "refin__Entity__c",
            Entity.class);
    public static final Field.NotGroupable<VendorPayment, BigDecimal> EXCHANGE_RATE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Exchange_Rate__c", FieldType.DOUBLE, TRAITS_3);
    public static final Field<VendorPayment, Boolean> IS_FULLY_APPLIED = DESCRIBE.bool("refin__Is_Fully_Applied__c",
            TRAITS_7);
    public static final Field<VendorPayment, Boolean> IS_LOCKED = DESCRIBE.bool("refin__Is_Locked__c", TRAITS_7);
    public static final ReferenceField.Writable<VendorPayment, Ledger> LEDGER_ID =
            DESCRIBE.writable().<Ledger>lookup("refin__Ledger__c", TRAITS_4, "refin__Ledger__r", "refin__Ledger__c",
            Ledger.class);
    public static final Field.Writable<VendorPayment, LocalDate> PAYMENT_DATE =
            DESCRIBE.writable().date("refin__Payment_Date__c", TRAITS_4);
    public static final PicklistField.Writable<VendorPayment, PaymentMethod> PAYMENT_METHOD =
            DESCRIBE.writable().<PaymentMethod>picklist("refin__Payment_Method__c", TRAITS_4, PaymentMethod.class);
    public static final Field.NotGroupable<VendorPayment, OffsetDateTime> POSTED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("refin__Posted_Date__c", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<VendorPayment, String> REFERENCE =
            DESCRIBE.writable().text("refin__Reference__c", FieldType.STRING, TRAITS_4);
    public static final PicklistField.Writable<VendorPayment, Status> STATUS =
            DESCRIBE.writable().<Status>picklist("refin__Status__c", CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, Status.class);
    public static final Field.NotGroupable<VendorPayment, BigDecimal> UNAPPLIED_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Unapplied_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final ReferenceField.Writable<VendorPayment, RecordId.Untyped> VENDOR_ID =
            DESCRIBE.writable().lookup("refin__Vendor__c", TRAITS_6, "refin__Vendor__r", "Account");
    public static final Field<VendorPayment, String> VENDOR_NAME = DESCRIBE.text("refin__Vendor_Name__c",
            FieldType.STRING, TRAITS_5);
    public static final PicklistField.Writable<VendorPayment, Region> REGION =
            DESCRIBE.writable().<Region>picklist("Region__c", TRAITS_4, Region.class);
    public static final Field.NotGroupable<VendorPayment, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<VendorPayment> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Vendor_Payment__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<VendorPayment, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<VendorPayment, AccountingTransaction>of("refin__Accounting_Transactions__r",
            "refin__Vendor_Payment__c", AccountingTransaction.class);

    /**
     * The {@link VendorPaymentApplication} records whose {@code refin__Vendor_Payment__c} points here
     * ({@code refin__Applications__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<VendorPayment, VendorPaymentApplication> APPLICATIONS =
            ChildRelationship.<VendorPayment, VendorPaymentApplication>of("refin__Applications__r",
            "refin__Vendor_Payment__c", VendorPaymentApplication.class);

    /** An empty record: every field absent, nothing changed. */
    public VendorPayment() {
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
    public VendorPayment setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public VendorPayment setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<VendorPayment> getId() {
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
     * Receipt Number ({@code Name}): text(80).
     *
     * <p>Leave blank to number the receipt from the entity's sequence.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public VendorPayment setName(String value) {
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
    public VendorPayment setOwnerId(RecordId<RecordId.Untyped> value) {
        return OWNER_ID.set(this, value);
    }

    /** Accounting Period ({@code refin__Accounting_Period__c}): lookup to {@code refin__Accounting_Period__c}. */
    public RecordId<AccountingPeriod> getAccountingPeriodId() {
        return ACCOUNTING_PERIOD_ID.get(this);
    }

    /** Sets {@link #getAccountingPeriodId()}; null clears the field on the server. Returns this record. */
    public VendorPayment setAccountingPeriodId(RecordId<AccountingPeriod> value) {
        return ACCOUNTING_PERIOD_ID.set(this, value);
    }

    /** Amount ({@code refin__Amount__c}): currency(16, 2). */
    public BigDecimal getAmount() {
        return AMOUNT.get(this);
    }

    /** Sets {@link #getAmount()}; null clears the field on the server. Returns this record. */
    public VendorPayment setAmount(BigDecimal value) {
        return AMOUNT.set(this, value);
    }

    /**
     * Application Count ({@code refin__Application_Count__c}): double(18, 0).
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getApplicationCount() {
        return APPLICATION_COUNT.get(this);
    }

    /**
     * Applied Amount ({@code refin__Applied_Amount__c}): currency(16, 2).
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getAppliedAmount() {
        return APPLIED_AMOUNT.get(this);
    }

    /**
     * Bank Account ({@code refin__Bank_Account__c}): lookup to {@code refin__GL_Account__c}.
     *
     * <p>The cash account paid from; defaults to the entity's default cash account.
     */
    public RecordId<GLAccount> getBankAccountId() {
        return BANK_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getBankAccountId()}; null clears the field on the server. Returns this record. */
    public VendorPayment setBankAccountId(RecordId<GLAccount> value) {
        return BANK_ACCOUNT_ID.set(this, value);
    }

    /** Check Number ({@code refin__Check_Number__c}): text(40). */
    public String getCheckNumber() {
        return CHECK_NUMBER.get(this);
    }

    /** Sets {@link #getCheckNumber()}; null clears the field on the server. Returns this record. */
    public VendorPayment setCheckNumber(String value) {
        return CHECK_NUMBER.set(this, value);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public VendorPayment setDescription(String value) {
        return DESCRIPTION.set(this, value);
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
    public VendorPayment setEntityId(RecordId<Entity> value) {
        return ENTITY_ID.set(this, value);
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
     * Fully Applied ({@code refin__Is_Fully_Applied__c}): boolean.
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Amount__c &lt;&gt; 0 &amp;&amp; refin__Unapplied_Amount__c = 0
     * </pre>
     */
    public Boolean getIsFullyApplied() {
        return IS_FULLY_APPLIED.get(this);
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
    public VendorPayment setLedgerId(RecordId<Ledger> value) {
        return LEDGER_ID.set(this, value);
    }

    /** Payment Date ({@code refin__Payment_Date__c}): date. */
    public LocalDate getPaymentDate() {
        return PAYMENT_DATE.get(this);
    }

    /** Sets {@link #getPaymentDate()}; null clears the field on the server. Returns this record. */
    public VendorPayment setPaymentDate(LocalDate value) {
        return PAYMENT_DATE.set(this, value);
    }

    /**
     * Payment Method ({@code refin__Payment_Method__c}): picklist.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getPaymentMethodAsString()}), or null
     */
    public PaymentMethod getPaymentMethod() {
        return PAYMENT_METHOD.getEnum(this);
    }

    /** The API value of {@link #getPaymentMethod()} exactly as the server sent it. */
    public String getPaymentMethodAsString() {
        return PAYMENT_METHOD.get(this);
    }

    /** Sets {@link #getPaymentMethod()}; null clears the field on the server. Returns this record. */
    public VendorPayment setPaymentMethod(PaymentMethod value) {
        return PAYMENT_METHOD.setEnum(this, value);
    }

    /** Sets {@link #getPaymentMethod()} by API value, including values unknown at generation time. */
    public VendorPayment setPaymentMethodAsString(String value) {
        return PAYMENT_METHOD.set(this, value);
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
     * <p>The remittance or bank reference.
     */
    public String getReference() {
        return REFERENCE.get(this);
    }

    /** Sets {@link #getReference()}; null clears the field on the server. Returns this record. */
    public VendorPayment setReference(String value) {
        return REFERENCE.set(this, value);
    }

    /**
     * Status ({@code refin__Status__c}): restricted picklist.
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
    public VendorPayment setStatus(Status value) {
        return STATUS.setEnum(this, value);
    }

    /** Sets {@link #getStatus()} by API value, including values unknown at generation time. */
    public VendorPayment setStatusAsString(String value) {
        return STATUS.set(this, value);
    }

    /**
     * Unapplied Amount ({@code refin__Unapplied_Amount__c}): currency(16, 2).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Amount__c - refin__Applied_Amount__c
     * </pre>
     */
    public BigDecimal getUnappliedAmount() {
        return UNAPPLIED_AMOUNT.get(this);
    }

    /**
     * Vendor ({@code refin__Vendor__c}): lookup to {@code Account}.
     *
     * <p>Required on insert.
     *
     * <p>No target is generated: the id is untyped; name its object with {@code RecordId.withType}.
     */
    public RecordId<RecordId.Untyped> getVendorId() {
        return VENDOR_ID.get(this);
    }

    /** Sets {@link #getVendorId()}; null clears the field on the server. Returns this record. */
    public VendorPayment setVendorId(RecordId<RecordId.Untyped> value) {
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
    public VendorPayment setRegion(Region value) {
        return REGION.setEnum(this, value);
    }

    /** Sets {@link #getRegion()} by API value, including values unknown at generation time. */
    public VendorPayment setRegionAsString(String value) {
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
     * The {@link AccountingPeriod} a query selected through {@code refin__Accounting_Period__r} (e.g. with
     * {@code Path.parent(ACCOUNTING_PERIOD_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public AccountingPeriod getAccountingPeriod() {
        return this.<AccountingPeriod>getParent(ACCOUNTING_PERIOD_ID, AccountingPeriod.SOBJECT_TYPE);
    }

    /**
     * The {@link GLAccount} a query selected through {@code refin__Bank_Account__r} (e.g. with
     * {@code Path.parent(BANK_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getBankAccount() {
        return this.<GLAccount>getParent(BANK_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
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

    /** API names of the fields of {@code refin__Vendor_Payment__c}, as compile-time constants. */
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
        public static final String LAST_REFERENCED_DATE = "LastReferencedDate";
        public static final String LAST_VIEWED_DATE = "LastViewedDate";
        public static final String NAME = "Name";
        public static final String OWNER_ID = "OwnerId";
        public static final String ACCOUNTING_PERIOD_ID = "refin__Accounting_Period__c";
        public static final String AMOUNT = "refin__Amount__c";
        public static final String APPLICATION_COUNT = "refin__Application_Count__c";
        public static final String APPLIED_AMOUNT = "refin__Applied_Amount__c";
        public static final String BANK_ACCOUNT_ID = "refin__Bank_Account__c";
        public static final String CHECK_NUMBER = "refin__Check_Number__c";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String ENTITY_ID = "refin__Entity__c";
        public static final String EXCHANGE_RATE = "refin__Exchange_Rate__c";
        public static final String IS_FULLY_APPLIED = "refin__Is_Fully_Applied__c";
        public static final String IS_LOCKED = "refin__Is_Locked__c";
        public static final String LEDGER_ID = "refin__Ledger__c";
        public static final String PAYMENT_DATE = "refin__Payment_Date__c";
        public static final String PAYMENT_METHOD = "refin__Payment_Method__c";
        public static final String POSTED_DATE = "refin__Posted_Date__c";
        public static final String REFERENCE = "refin__Reference__c";
        public static final String STATUS = "refin__Status__c";
        public static final String UNAPPLIED_AMOUNT = "refin__Unapplied_Amount__c";
        public static final String VENDOR_ID = "refin__Vendor__c";
        public static final String VENDOR_NAME = "refin__Vendor_Name__c";
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
     * Values of Payment Method ({@code refin__Payment_Method__c}).
     *
     * <p>Unrestricted: the org also accepts values not listed here.
     */
    public enum PaymentMethod implements PicklistValue {
        CHECK("Check"),
        WIRE("Wire"),
        ACH("ACH"),
        CARD("Card"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getPaymentMethodAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        PaymentMethod(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }
    }

    /**
     * Values of Status ({@code refin__Status__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum Status implements StatusValue<VendorPayment> {
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
        public SObjectType<VendorPayment> sobjectType() {
            return VendorPayment.SOBJECT_TYPE;
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
