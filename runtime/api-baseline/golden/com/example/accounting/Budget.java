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
 * Budget ({@code refin__Budget__c}).
 *
 * <p>Record ids start with {@code a0Q}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class Budget extends SObject<Budget> implements HasStatusTransitions {
    private static final SObjectType.Builder<Budget> DESCRIBE = SObjectType.builder(Budget.class, "refin__Budget__c",
            "a0Q");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_5 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_6 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | RESTRICTED_PICKLIST;

    public static final ReferenceField<Budget, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<Budget, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<Budget, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<Budget, RecordId<Budget>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<Budget, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<Budget, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<Budget, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<Budget, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<Budget, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<Budget, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<Budget, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<Budget, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.Writable<Budget, LocalDate> APPROVED_DATE =
            DESCRIBE.writable().date("refin__Approved_Date__c", TRAITS_4);
    public static final Field.Writable<Budget, String> DESCRIPTION = DESCRIBE.writable().text("refin__Description__c",
            FieldType.TEXTAREA, TRAITS_4);
    public static final Field.Writable<Budget, LocalDate> END_DATE = DESCRIBE.writable().date("refin__End_Date__c",
            TRAITS_4);
    public static final ReferenceField.Writable<Budget, Entity> ENTITY_ID =
            DESCRIBE.writable().<Entity>lookup("refin__Entity__c", CREATEABLE | UPDATEABLE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE, "refin__Entity__r", "refin__Entity__c", Entity.class);
    public static final Field.Writable<Budget, String> FISCAL_YEAR = DESCRIBE.writable().text("refin__Fiscal_Year__c",
            FieldType.STRING, TRAITS_4);
    public static final ReferenceField.Writable<Budget, Ledger> LEDGER_ID =
            DESCRIBE.writable().<Ledger>lookup("refin__Ledger__c", TRAITS_4, "refin__Ledger__r", "refin__Ledger__c",
            Ledger.class);
    public static final Field.NotGroupable<Budget, BigDecimal> LINE_COUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Line_Count__c", FieldType.DOUBLE, TRAITS_5);
    public static final Field.Writable<Budget, LocalDate> START_DATE = DESCRIBE.writable().date("refin__Start_Date__c",
            TRAITS_4);
    public static final PicklistField.Writable<Budget, Status> STATUS =
            DESCRIBE.writable().<Status>picklist("refin__Status__c", TRAITS_6, Status.class);
    public static final Field.NotGroupable<Budget, BigDecimal> TOTAL_ACTUAL =
            DESCRIBE.<BigDecimal>notGroupable("refin__Total_Actual__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<Budget, BigDecimal> TOTAL_AVAILABLE =
            DESCRIBE.<BigDecimal>notGroupable("refin__Total_Available__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<Budget, BigDecimal> TOTAL_BUDGETED =
            DESCRIBE.<BigDecimal>notGroupable("refin__Total_Budgeted__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<Budget, BigDecimal> TOTAL_COMMITTED =
            DESCRIBE.<BigDecimal>notGroupable("refin__Total_Committed__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<Budget, BigDecimal> UTILIZATION_PERCENT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Utilization_Percent__c", FieldType.DOUBLE, TRAITS_5);
    public static final PicklistField.Writable<Budget, Version> VERSION =
            DESCRIBE.writable().<Version>picklist("refin__Version__c", TRAITS_6, Version.class);
    public static final PicklistField.Writable<Budget, Region> REGION =
            DESCRIBE.writable().<Region>picklist("Region__c", TRAITS_4, Region.class);
    public static final Field.NotGroupable<Budget, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<Budget> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link BudgetLine} records whose {@code refin__Budget__c} points here ({@code refin__Lines__r}): for child
     * subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Budget, BudgetLine> LINES =
            ChildRelationship.<Budget, BudgetLine>of("refin__Lines__r", "refin__Budget__c", BudgetLine.class);

    /** An empty record: every field absent, nothing changed. */
    public Budget() {
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
    public Budget setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public Budget setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<Budget> getId() {
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
    public Budget setName(String value) {
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
    public Budget setOwnerId(RecordId<RecordId.Untyped> value) {
        return OWNER_ID.set(this, value);
    }

    /** Approved Date ({@code refin__Approved_Date__c}): date. */
    public LocalDate getApprovedDate() {
        return APPROVED_DATE.get(this);
    }

    /** Sets {@link #getApprovedDate()}; null clears the field on the server. Returns this record. */
    public Budget setApprovedDate(LocalDate value) {
        return APPROVED_DATE.set(this, value);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public Budget setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /** End Date ({@code refin__End_Date__c}): date. */
    public LocalDate getEndDate() {
        return END_DATE.get(this);
    }

    /** Sets {@link #getEndDate()}; null clears the field on the server. Returns this record. */
    public Budget setEndDate(LocalDate value) {
        return END_DATE.set(this, value);
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
    public Budget setEntityId(RecordId<Entity> value) {
        return ENTITY_ID.set(this, value);
    }

    /**
     * Fiscal Year ({@code refin__Fiscal_Year__c}): text(10).
     *
     * <p>For example FY2026.
     */
    public String getFiscalYear() {
        return FISCAL_YEAR.get(this);
    }

    /** Sets {@link #getFiscalYear()}; null clears the field on the server. Returns this record. */
    public Budget setFiscalYear(String value) {
        return FISCAL_YEAR.set(this, value);
    }

    /** Ledger ({@code refin__Ledger__c}): lookup to {@code refin__Ledger__c}. */
    public RecordId<Ledger> getLedgerId() {
        return LEDGER_ID.get(this);
    }

    /** Sets {@link #getLedgerId()}; null clears the field on the server. Returns this record. */
    public Budget setLedgerId(RecordId<Ledger> value) {
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

    /** Start Date ({@code refin__Start_Date__c}): date. */
    public LocalDate getStartDate() {
        return START_DATE.get(this);
    }

    /** Sets {@link #getStartDate()}; null clears the field on the server. Returns this record. */
    public Budget setStartDate(LocalDate value) {
        return START_DATE.set(this, value);
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
    public Budget setStatus(Status value) {
        return STATUS.setEnum(this, value);
    }

    /** Sets {@link #getStatus()} by API value, including values unknown at generation time. */
    public Budget setStatusAsString(String value) {
        return STATUS.set(this, value);
    }

    /**
     * Total Actual ({@code refin__Total_Actual__c}): currency(16, 2).
     *
     * <p>Sum of the lines' actual amounts.
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getTotalActual() {
        return TOTAL_ACTUAL.get(this);
    }

    /**
     * Total Available ({@code refin__Total_Available__c}): currency(16, 2).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Total_Budgeted__c - refin__Total_Committed__c - refin__Total_Actual__c
     * </pre>
     */
    public BigDecimal getTotalAvailable() {
        return TOTAL_AVAILABLE.get(this);
    }

    /**
     * Total Budgeted ({@code refin__Total_Budgeted__c}): currency(16, 2).
     *
     * <p>Sum of the lines' budgeted amounts.
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getTotalBudgeted() {
        return TOTAL_BUDGETED.get(this);
    }

    /**
     * Total Committed ({@code refin__Total_Committed__c}): currency(16, 2).
     *
     * <p>Sum of the lines' committed amounts.
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getTotalCommitted() {
        return TOTAL_COMMITTED.get(this);
    }

    /**
     * Utilization % ({@code refin__Utilization_Percent__c}): double(18, 0).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * IF(refin__Total_Budgeted__c = 0, 0, ROUND((refin__Total_Committed__c + refin__Total_Actual__c) * 100 / refin__Total_Budgeted__c, 2))
     * </pre>
     */
    public BigDecimal getUtilizationPercent() {
        return UTILIZATION_PERCENT.get(this);
    }

    /**
     * Version ({@code refin__Version__c}): restricted picklist.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getVersionAsString()}), or null
     */
    public Version getVersion() {
        return VERSION.getEnum(this);
    }

    /** The API value of {@link #getVersion()} exactly as the server sent it. */
    public String getVersionAsString() {
        return VERSION.get(this);
    }

    /** Sets {@link #getVersion()}; null clears the field on the server. Returns this record. */
    public Budget setVersion(Version value) {
        return VERSION.setEnum(this, value);
    }

    /** Sets {@link #getVersion()} by API value, including values unknown at generation time. */
    public Budget setVersionAsString(String value) {
        return VERSION.set(this, value);
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
    public Budget setRegion(Region value) {
        return REGION.setEnum(this, value);
    }

    /** Sets {@link #getRegion()} by API value, including values unknown at generation time. */
    public Budget setRegionAsString(String value) {
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

    /** API names of the fields of {@code refin__Budget__c}, as compile-time constants. */
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
        public static final String APPROVED_DATE = "refin__Approved_Date__c";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String END_DATE = "refin__End_Date__c";
        public static final String ENTITY_ID = "refin__Entity__c";
        public static final String FISCAL_YEAR = "refin__Fiscal_Year__c";
        public static final String LEDGER_ID = "refin__Ledger__c";
        public static final String LINE_COUNT = "refin__Line_Count__c";
        public static final String START_DATE = "refin__Start_Date__c";
        public static final String STATUS = "refin__Status__c";
        public static final String TOTAL_ACTUAL = "refin__Total_Actual__c";
        public static final String TOTAL_AVAILABLE = "refin__Total_Available__c";
        public static final String TOTAL_BUDGETED = "refin__Total_Budgeted__c";
        public static final String TOTAL_COMMITTED = "refin__Total_Committed__c";
        public static final String UTILIZATION_PERCENT = "refin__Utilization_Percent__c";
        public static final String VERSION = "refin__Version__c";
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
     * Values of Status ({@code refin__Status__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum Status implements StatusValue<Budget> {
        /**
         * Draft
         *
         * <p>Default.
         */
        DRAFT("Draft"),
        APPROVED("Approved"),
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
            return this == DRAFT;
        }

        @Override
        public SObjectType<Budget> sobjectType() {
            return Budget.SOBJECT_TYPE;
        }
    }

    /**
     * Values of Version ({@code refin__Version__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum Version implements PicklistValue {
        /**
         * Original
         *
         * <p>Default.
         */
        ORIGINAL("Original"),
        REVISED("Revised"),
        FORECAST("Forecast"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getVersionAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        Version(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public boolean isDefault() {
            return this == ORIGINAL;
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
