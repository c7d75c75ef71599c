package com.example.accounting;

import static dev.refin.runtime.FieldTraits.AGGREGATABLE;
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
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * Dimension ({@code refin__Dimension__c}).
 *
 * <p>Record ids start with {@code a0L}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class Dimension extends SObject<Dimension> {
    private static final SObjectType.Builder<Dimension> DESCRIBE = SObjectType.builder(Dimension.class,
            "refin__Dimension__c", "a0L");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;

    public static final ReferenceField<Dimension, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<Dimension, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<Dimension, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<Dimension, RecordId<Dimension>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<Dimension, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<Dimension, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<Dimension, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<Dimension, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<Dimension, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<Dimension, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<Dimension, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<Dimension, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.Writable<Dimension, Boolean> ACTIVE = DESCRIBE.writable().bool("refin__Active__c",
            CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field.Writable.Key<Dimension, String> CODE = DESCRIBE.writable().<String>key("refin__Code__c",
            FieldType.STRING, CREATEABLE | UPDATEABLE | NILLABLE | EXTERNAL_ID | UNIQUE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field.Writable<Dimension, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_4);
    public static final ReferenceField.Writable<Dimension, Entity> ENTITY_ID =
            DESCRIBE.writable().<Entity>lookup("refin__Entity__c", TRAITS_4, "refin__Entity__r", "refin__Entity__c",
            Entity.class);
    public static final ReferenceField.Writable<Dimension, Dimension> PARENT_DIMENSION_ID =
            DESCRIBE.writable().<Dimension>lookup("refin__Parent_Dimension__c", TRAITS_4, "refin__Parent_Dimension__r",
            "refin__Dimension__c", Dimension.class);
    public static final PicklistField.Writable<Dimension, Type> TYPE =
            DESCRIBE.writable().<Type>picklist("refin__Type__c", CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, Type.class);
    public static final Field.Writable<Dimension, LocalDate> VALID_FROM =
            DESCRIBE.writable().date("refin__Valid_From__c", TRAITS_4);
    public static final Field.Writable<Dimension, LocalDate> VALID_TO = DESCRIBE.writable().date("refin__Valid_To__c",
            TRAITS_4);
    public static final Field.NotGroupable<Dimension, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<Dimension> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code Cost_Center__c} points here
     * ({@code Accounting_Transactions__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Dimension, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<Dimension, AccountingTransaction>of("Accounting_Transactions__r", "Cost_Center__c",
            AccountingTransaction.class);

    /**
     * The {@link SalesInvoiceLine} records whose {@code Cost_Center__c} points here ({@code Sales_Invoice_Lines__r}):
     * for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Dimension, SalesInvoiceLine> SALES_INVOICE_LINES =
            ChildRelationship.<Dimension, SalesInvoiceLine>of("Sales_Invoice_Lines__r", "Cost_Center__c",
            SalesInvoiceLine.class);

    /**
     * The {@link SalesInvoice} records whose {@code Cost_Center__c} points here ({@code Sales_Invoices__r}): for child
     * subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Dimension, SalesInvoice> SALES_INVOICES =
            ChildRelationship.<Dimension, SalesInvoice>of("Sales_Invoices__r", "Cost_Center__c", SalesInvoice.class);

    /**
     * The {@link Dimension} records whose {@code refin__Parent_Dimension__c} points here
     * ({@code refin__Child_Dimensions__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Dimension, Dimension> CHILD_DIMENSIONS =
            ChildRelationship.<Dimension, Dimension>of("refin__Child_Dimensions__r", "refin__Parent_Dimension__c",
            Dimension.class);

    /** An empty record: every field absent, nothing changed. */
    public Dimension() {
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
    public Dimension setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public Dimension setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<Dimension> getId() {
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
     * Dimension Name ({@code Name}): text(80).
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public Dimension setName(String value) {
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
    public Dimension setOwnerId(RecordId<RecordId.Untyped> value) {
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
    public Dimension setActive(Boolean value) {
        return ACTIVE.set(this, value);
    }

    /**
     * Code ({@code refin__Code__c}): text(20).
     *
     * <p>External id: usable as an upsert key. Unique.
     */
    public String getCode() {
        return CODE.get(this);
    }

    /** Sets {@link #getCode()}; null clears the field on the server. Returns this record. */
    public Dimension setCode(String value) {
        return CODE.set(this, value);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public Dimension setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /** Entity ({@code refin__Entity__c}): lookup to {@code refin__Entity__c}. */
    public RecordId<Entity> getEntityId() {
        return ENTITY_ID.get(this);
    }

    /** Sets {@link #getEntityId()}; null clears the field on the server. Returns this record. */
    public Dimension setEntityId(RecordId<Entity> value) {
        return ENTITY_ID.set(this, value);
    }

    /** Parent Dimension ({@code refin__Parent_Dimension__c}): lookup to {@code refin__Dimension__c}. */
    public RecordId<Dimension> getParentDimensionId() {
        return PARENT_DIMENSION_ID.get(this);
    }

    /** Sets {@link #getParentDimensionId()}; null clears the field on the server. Returns this record. */
    public Dimension setParentDimensionId(RecordId<Dimension> value) {
        return PARENT_DIMENSION_ID.set(this, value);
    }

    /**
     * Type ({@code refin__Type__c}): restricted picklist.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getTypeAsString()}), or null
     */
    public Type getType() {
        return TYPE.getEnum(this);
    }

    /** The API value of {@link #getType()} exactly as the server sent it. */
    public String getTypeAsString() {
        return TYPE.get(this);
    }

    /** Sets {@link #getType()}; null clears the field on the server. Returns this record. */
    public Dimension setType(Type value) {
        return TYPE.setEnum(this, value);
    }

    /** Sets {@link #getType()} by API value, including values unknown at generation time. */
    public Dimension setTypeAsString(String value) {
        return TYPE.set(this, value);
    }

    /** Valid From ({@code refin__Valid_From__c}): date. */
    public LocalDate getValidFrom() {
        return VALID_FROM.get(this);
    }

    /** Sets {@link #getValidFrom()}; null clears the field on the server. Returns this record. */
    public Dimension setValidFrom(LocalDate value) {
        return VALID_FROM.set(this, value);
    }

    /** Valid To ({@code refin__Valid_To__c}): date. */
    public LocalDate getValidTo() {
        return VALID_TO.get(this);
    }

    /** Sets {@link #getValidTo()}; null clears the field on the server. Returns this record. */
    public Dimension setValidTo(LocalDate value) {
        return VALID_TO.set(this, value);
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
     * The {@link Dimension} a query selected through {@code refin__Parent_Dimension__r} (e.g. with
     * {@code Path.parent(PARENT_DIMENSION_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Dimension getParentDimension() {
        return this.<Dimension>getParent(PARENT_DIMENSION_ID, Dimension.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Dimension__c}, as compile-time constants. */
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
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String ENTITY_ID = "refin__Entity__c";
        public static final String PARENT_DIMENSION_ID = "refin__Parent_Dimension__c";
        public static final String TYPE = "refin__Type__c";
        public static final String VALID_FROM = "refin__Valid_From__c";
        public static final String VALID_TO = "refin__Valid_To__c";
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
     * Values of Type ({@code refin__Type__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum Type implements PicklistValue {
        COST_CENTER("Cost Center"),
        PROJECT("Project"),
        DEPARTMENT("Department"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getTypeAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        Type(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }
    }
}
