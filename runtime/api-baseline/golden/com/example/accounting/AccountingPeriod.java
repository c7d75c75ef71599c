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
import dev.refin.runtime.HasStatusTransitions;
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
 * Accounting Period ({@code refin__Accounting_Period__c}).
 *
 * <p>Record ids start with {@code a0H}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class AccountingPeriod extends SObject<AccountingPeriod> implements HasStatusTransitions {
    private static final SObjectType.Builder<AccountingPeriod> DESCRIBE = SObjectType.builder(AccountingPeriod.class,
            "refin__Accounting_Period__c", "a0H");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_5 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;

    public static final ReferenceField<AccountingPeriod, RecordId.Untyped> CREATED_BY_ID =
            DESCRIBE.lookup("CreatedById", TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<AccountingPeriod, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<AccountingPeriod, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<AccountingPeriod, RecordId<AccountingPeriod>> ID = DESCRIBE.idKey("Id",
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<AccountingPeriod, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<AccountingPeriod, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate",
            NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<AccountingPeriod, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<AccountingPeriod, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<AccountingPeriod, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<AccountingPeriod, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<AccountingPeriod, String> NAME = DESCRIBE.writable().text("Name",
            FieldType.STRING, CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<AccountingPeriod, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.NotGroupable<AccountingPeriod, OffsetDateTime> CLOSED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("refin__Closed_Date__c", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<AccountingPeriod, LocalDate> END_DATE =
            DESCRIBE.writable().date("refin__End_Date__c", TRAITS_4);
    public static final ReferenceField.Writable<AccountingPeriod, Entity> ENTITY_ID =
            DESCRIBE.writable().<Entity>lookup("refin__Entity__c", TRAITS_5, "refin__Entity__r", "refin__Entity__c",
            Entity.class);
    public static final Field.Writable<AccountingPeriod, String> FISCAL_YEAR =
            DESCRIBE.writable().text("refin__Fiscal_Year__c", FieldType.STRING, TRAITS_5);
    public static final Field.Writable<AccountingPeriod, Boolean> IS_ADJUSTMENT_PERIOD =
            DESCRIBE.writable().bool("refin__Is_Adjustment_Period__c", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field.Writable.NotGroupable<AccountingPeriod, BigDecimal> PERIOD_NUMBER =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Period_Number__c", FieldType.DOUBLE, CREATEABLE |
            UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final Field<AccountingPeriod, String> QUARTER = DESCRIBE.text("refin__Quarter__c", FieldType.STRING,
            NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final Field.Writable<AccountingPeriod, LocalDate> START_DATE =
            DESCRIBE.writable().date("refin__Start_Date__c", TRAITS_4);
    public static final PicklistField.Writable<AccountingPeriod, Status> STATUS =
            DESCRIBE.writable().<Status>picklist("refin__Status__c", CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, Status.class);
    public static final Field.NotGroupable<AccountingPeriod, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<AccountingPeriod> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Accounting_Period__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<AccountingPeriod, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<AccountingPeriod, AccountingTransaction>of("refin__Accounting_Transactions__r",
            "refin__Accounting_Period__c", AccountingTransaction.class);

    /**
     * The {@link CashReceiptApplication} records whose {@code refin__Accounting_Period__c} points here
     * ({@code refin__Cash_Receipt_Applications__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<AccountingPeriod, CashReceiptApplication> CASH_RECEIPT_APPLICATIONS =
            ChildRelationship.<AccountingPeriod, CashReceiptApplication>of("refin__Cash_Receipt_Applications__r",
            "refin__Accounting_Period__c", CashReceiptApplication.class);

    /**
     * The {@link CashReceipt} records whose {@code refin__Accounting_Period__c} points here
     * ({@code refin__Cash_Receipts__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<AccountingPeriod, CashReceipt> CASH_RECEIPTS =
            ChildRelationship.<AccountingPeriod, CashReceipt>of("refin__Cash_Receipts__r",
            "refin__Accounting_Period__c", CashReceipt.class);

    /**
     * The {@link SalesInvoice} records whose {@code refin__Accounting_Period__c} points here
     * ({@code refin__Sales_Invoices__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<AccountingPeriod, SalesInvoice> SALES_INVOICES =
            ChildRelationship.<AccountingPeriod, SalesInvoice>of("refin__Sales_Invoices__r",
            "refin__Accounting_Period__c", SalesInvoice.class);

    /** An empty record: every field absent, nothing changed. */
    public AccountingPeriod() {
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
    public AccountingPeriod setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public AccountingPeriod setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<AccountingPeriod> getId() {
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
     * Period Name ({@code Name}): text(80).
     *
     * <p>Format YYYY-MM, e.g. 2026-11.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public AccountingPeriod setName(String value) {
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
    public AccountingPeriod setOwnerId(RecordId<RecordId.Untyped> value) {
        return OWNER_ID.set(this, value);
    }

    /**
     * Closed Date ({@code refin__Closed_Date__c}): datetime.
     *
     * <p>Read-only.
     */
    public OffsetDateTime getClosedDate() {
        return CLOSED_DATE.get(this);
    }

    /**
     * End Date ({@code refin__End_Date__c}): date.
     *
     * <p>Required on insert.
     */
    public LocalDate getEndDate() {
        return END_DATE.get(this);
    }

    /** Sets {@link #getEndDate()}; null clears the field on the server. Returns this record. */
    public AccountingPeriod setEndDate(LocalDate value) {
        return END_DATE.set(this, value);
    }

    /** Entity ({@code refin__Entity__c}): lookup to {@code refin__Entity__c}. */
    public RecordId<Entity> getEntityId() {
        return ENTITY_ID.get(this);
    }

    /** Sets {@link #getEntityId()}; null clears the field on the server. Returns this record. */
    public AccountingPeriod setEntityId(RecordId<Entity> value) {
        return ENTITY_ID.set(this, value);
    }

    /** Fiscal Year ({@code refin__Fiscal_Year__c}): text(4). */
    public String getFiscalYear() {
        return FISCAL_YEAR.get(this);
    }

    /** Sets {@link #getFiscalYear()}; null clears the field on the server. Returns this record. */
    public AccountingPeriod setFiscalYear(String value) {
        return FISCAL_YEAR.set(this, value);
    }

    /**
     * Adjustment Period ({@code refin__Is_Adjustment_Period__c}): boolean.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getIsAdjustmentPeriod() {
        return IS_ADJUSTMENT_PERIOD.get(this);
    }

    /** Sets {@link #getIsAdjustmentPeriod()}; null clears the field on the server. Returns this record. */
    public AccountingPeriod setIsAdjustmentPeriod(Boolean value) {
        return IS_ADJUSTMENT_PERIOD.set(this, value);
    }

    /** Period Number ({@code refin__Period_Number__c}): double(2, 0). */
    public BigDecimal getPeriodNumber() {
        return PERIOD_NUMBER.get(this);
    }

    /** Sets {@link #getPeriodNumber()}; null clears the field on the server. Returns this record. */
    public AccountingPeriod setPeriodNumber(BigDecimal value) {
        return PERIOD_NUMBER.set(this, value);
    }

    /**
     * Quarter ({@code refin__Quarter__c}): text(1300).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * "Q" &amp; TEXT(CEILING(MONTH(refin__Start_Date__c) / 3))
     * </pre>
     */
    public String getQuarter() {
        return QUARTER.get(this);
    }

    /**
     * Start Date ({@code refin__Start_Date__c}): date.
     *
     * <p>Required on insert.
     */
    public LocalDate getStartDate() {
        return START_DATE.get(this);
    }

    /** Sets {@link #getStartDate()}; null clears the field on the server. Returns this record. */
    public AccountingPeriod setStartDate(LocalDate value) {
        return START_DATE.set(this, value);
    }

    /**
     * Status ({@code refin__Status__c}): restricted picklist.
     *
     * <p>Documents must be dated in an Open period.
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
    public AccountingPeriod setStatus(Status value) {
        return STATUS.setEnum(this, value);
    }

    /** Sets {@link #getStatus()} by API value, including values unknown at generation time. */
    public AccountingPeriod setStatusAsString(String value) {
        return STATUS.set(this, value);
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
     * The {@link Entity} a query selected through {@code refin__Entity__r} (e.g. with
     * {@code Path.parent(ENTITY_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Entity getEntity() {
        return this.<Entity>getParent(ENTITY_ID, Entity.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Accounting_Period__c}, as compile-time constants. */
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
        public static final String CLOSED_DATE = "refin__Closed_Date__c";
        public static final String END_DATE = "refin__End_Date__c";
        public static final String ENTITY_ID = "refin__Entity__c";
        public static final String FISCAL_YEAR = "refin__Fiscal_Year__c";
        public static final String IS_ADJUSTMENT_PERIOD = "refin__Is_Adjustment_Period__c";
        public static final String PERIOD_NUMBER = "refin__Period_Number__c";
        public static final String QUARTER = "refin__Quarter__c";
        public static final String START_DATE = "refin__Start_Date__c";
        public static final String STATUS = "refin__Status__c";
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
    public enum Status implements StatusValue<AccountingPeriod> {
        /**
         * Open
         *
         * <p>Default.
         */
        OPEN("Open"),
        CLOSED("Closed"),
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
            return this == OPEN;
        }

        @Override
        public SObjectType<AccountingPeriod> sobjectType() {
            return AccountingPeriod.SOBJECT_TYPE;
        }
    }
}
