package com.example.accounting;

import static dev.refin.runtime.FieldTraits.AGGREGATABLE;
import static dev.refin.runtime.FieldTraits.CREATEABLE;
import static dev.refin.runtime.FieldTraits.DEFAULTED_ON_CREATE;
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
 * Payment Term ({@code refin__Payment_Term__c}).
 *
 * <p>Record ids start with {@code a0K}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class PaymentTerm extends SObject<PaymentTerm> {
    private static final SObjectType.Builder<PaymentTerm> DESCRIBE = SObjectType.builder(PaymentTerm.class,
            "refin__Payment_Term__c", "a0K");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE;
    private static final int TRAITS_5 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;

    public static final ReferenceField<PaymentTerm, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<PaymentTerm, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<PaymentTerm, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<PaymentTerm, RecordId<PaymentTerm>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<PaymentTerm, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<PaymentTerm, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<PaymentTerm, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<PaymentTerm, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<PaymentTerm, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<PaymentTerm, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<PaymentTerm, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<PaymentTerm, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.Writable<PaymentTerm, Boolean> ACTIVE = DESCRIBE.writable().bool("refin__Active__c",
            TRAITS_4);
    public static final Field.Writable<PaymentTerm, String> CODE = DESCRIBE.writable().text("refin__Code__c",
            FieldType.STRING, CREATEABLE | UPDATEABLE | NILLABLE | UNIQUE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE);
    public static final Field.Writable<PaymentTerm, Integer> DAYS_DUE =
            DESCRIBE.writable().integer("refin__Days_Due__c", CREATEABLE | UPDATEABLE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE);
    public static final Field.Writable<PaymentTerm, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_5);
    public static final Field.Writable<PaymentTerm, Integer> DISCOUNT_DAYS =
            DESCRIBE.writable().integer("refin__Discount_Days__c", TRAITS_5);
    public static final Field.Writable.NotGroupable<PaymentTerm, BigDecimal> DISCOUNT_PERCENT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Discount_Percent__c", FieldType.PERCENT, CREATEABLE |
            UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final PicklistField.Writable<PaymentTerm, DueDateBasis> DUE_DATE_BASIS =
            DESCRIBE.writable().<DueDateBasis>picklist("refin__Due_Date_Basis__c", CREATEABLE | UPDATEABLE | NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, DueDateBasis.class);
    public static final Field.Writable<PaymentTerm, Boolean> IS_DEFAULT =
            DESCRIBE.writable().bool("refin__Is_Default__c", TRAITS_4);
    public static final Field.NotGroupable<PaymentTerm, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<PaymentTerm> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link Entity} records whose {@code refin__Default_Payment_Term__c} points here ({@code refin__Entities__r}):
     * for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<PaymentTerm, Entity> ENTITIES =
            ChildRelationship.<PaymentTerm, Entity>of("refin__Entities__r", "refin__Default_Payment_Term__c",
            Entity.class);

    /**
     * The {@link SalesInvoice} records whose {@code refin__Payment_Term__c} points here
     * ({@code refin__Sales_Invoices__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<PaymentTerm, SalesInvoice> SALES_INVOICES =
            ChildRelationship.<PaymentTerm, SalesInvoice>of("refin__Sales_Invoices__r", "refin__Payment_Term__c",
            SalesInvoice.class);

    /** An empty record: every field absent, nothing changed. */
    public PaymentTerm() {
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
    public PaymentTerm setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public PaymentTerm setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<PaymentTerm> getId() {
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
     * Payment Term Name ({@code Name}): text(80).
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setName(String value) {
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
    public PaymentTerm setOwnerId(RecordId<RecordId.Untyped> value) {
        return OWNER_ID.set(this, value);
    }

    /**
     * Active ({@code refin__Active__c}): boolean.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getActive() {
        return ACTIVE.get(this);
    }

    /** Sets {@link #getActive()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setActive(Boolean value) {
        return ACTIVE.set(this, value);
    }

    /**
     * Code ({@code refin__Code__c}): text(20).
     *
     * <p>Unique.
     */
    public String getCode() {
        return CODE.get(this);
    }

    /** Sets {@link #getCode()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setCode(String value) {
        return CODE.set(this, value);
    }

    /**
     * Days Due ({@code refin__Days_Due__c}): int(4).
     *
     * <p>Required on insert.
     */
    public Integer getDaysDue() {
        return DAYS_DUE.get(this);
    }

    /** Sets {@link #getDaysDue()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setDaysDue(Integer value) {
        return DAYS_DUE.set(this, value);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /** Discount Days ({@code refin__Discount_Days__c}): int(4). */
    public Integer getDiscountDays() {
        return DISCOUNT_DAYS.get(this);
    }

    /** Sets {@link #getDiscountDays()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setDiscountDays(Integer value) {
        return DISCOUNT_DAYS.set(this, value);
    }

    /** Discount % ({@code refin__Discount_Percent__c}): percent(3, 2). */
    public BigDecimal getDiscountPercent() {
        return DISCOUNT_PERCENT.get(this);
    }

    /** Sets {@link #getDiscountPercent()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setDiscountPercent(BigDecimal value) {
        return DISCOUNT_PERCENT.set(this, value);
    }

    /**
     * Due Date Basis ({@code refin__Due_Date_Basis__c}): restricted picklist.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getDueDateBasisAsString()}), or null
     */
    public DueDateBasis getDueDateBasis() {
        return DUE_DATE_BASIS.getEnum(this);
    }

    /** The API value of {@link #getDueDateBasis()} exactly as the server sent it. */
    public String getDueDateBasisAsString() {
        return DUE_DATE_BASIS.get(this);
    }

    /** Sets {@link #getDueDateBasis()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setDueDateBasis(DueDateBasis value) {
        return DUE_DATE_BASIS.setEnum(this, value);
    }

    /** Sets {@link #getDueDateBasis()} by API value, including values unknown at generation time. */
    public PaymentTerm setDueDateBasisAsString(String value) {
        return DUE_DATE_BASIS.set(this, value);
    }

    /**
     * Default ({@code refin__Is_Default__c}): boolean.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getIsDefault() {
        return IS_DEFAULT.get(this);
    }

    /** Sets {@link #getIsDefault()}; null clears the field on the server. Returns this record. */
    public PaymentTerm setIsDefault(Boolean value) {
        return IS_DEFAULT.set(this, value);
    }

    /**
     * System Modstamp ({@code SystemModstamp}): datetime.
     *
     * <p>Read-only.
     */
    public OffsetDateTime getSystemModstamp() {
        return SYSTEM_MODSTAMP.get(this);
    }

    /** API names of the fields of {@code refin__Payment_Term__c}, as compile-time constants. */
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
        public static final String ACTIVE = "refin__Active__c";
        public static final String CODE = "refin__Code__c";
        public static final String DAYS_DUE = "refin__Days_Due__c";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String DISCOUNT_DAYS = "refin__Discount_Days__c";
        public static final String DISCOUNT_PERCENT = "refin__Discount_Percent__c";
        public static final String DUE_DATE_BASIS = "refin__Due_Date_Basis__c";
        public static final String IS_DEFAULT = "refin__Is_Default__c";
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
     * Values of Due Date Basis ({@code refin__Due_Date_Basis__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum DueDateBasis implements PicklistValue {
        /**
         * Invoice Date
         *
         * <p>Default.
         */
        INVOICE_DATE("Invoice Date"),
        END_OF_MONTH("End of Month"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getDueDateBasisAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        DueDateBasis(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public boolean isDefault() {
            return this == INVOICE_DATE;
        }
    }
}
