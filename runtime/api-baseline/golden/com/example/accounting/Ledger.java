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
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * Ledger ({@code refin__Ledger__c}).
 *
 * <p>Record ids start with {@code a0G}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class Ledger extends SObject<Ledger> {
    private static final SObjectType.Builder<Ledger> DESCRIBE = SObjectType.builder(Ledger.class, "refin__Ledger__c",
            "a0G");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE;
    private static final int TRAITS_5 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;

    public static final ReferenceField<Ledger, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<Ledger, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<Ledger, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<Ledger, RecordId<Ledger>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<Ledger, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<Ledger, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<Ledger, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<Ledger, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<Ledger, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<Ledger, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<Ledger, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<Ledger, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.Writable<Ledger, Boolean> ACTIVE = DESCRIBE.writable().bool("refin__Active__c", TRAITS_4);
    public static final Field.Writable<Ledger, LocalDate> BOOK_CLOSURE_DATE =
            DESCRIBE.writable().date("refin__Book_Closure_Date__c", TRAITS_5);
    public static final Field.Writable<Ledger, String> CODE = DESCRIBE.writable().text("refin__Code__c",
            FieldType.STRING, CREATEABLE | UPDATEABLE | NILLABLE | UNIQUE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE);
    public static final Field.Writable<Ledger, String> DESCRIPTION = DESCRIBE.writable().text("refin__Description__c",
            FieldType.TEXTAREA, TRAITS_5);
    public static final ReferenceField.Writable<Ledger, Entity> ENTITY_ID =
            DESCRIBE.writable().<Entity>lookup("refin__Entity__c", TRAITS_5, "refin__Entity__r", "refin__Entity__c",
            Entity.class);
    public static final Field.Writable<Ledger, Boolean> IS_PRIMARY = DESCRIBE.writable().bool("refin__Is_Primary__c",
            TRAITS_4);
    public static final ReferenceField.Writable<Ledger, Ledger> PARENT_LEDGER_ID =
            DESCRIBE.writable().<Ledger>lookup("refin__Parent_Ledger__c", TRAITS_5, "refin__Parent_Ledger__r",
            "refin__Ledger__c", Ledger.class);
    public static final ReferenceField.Writable<Ledger, GLAccount> RETAINED_EARNINGS_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Retained_Earnings_Account__c", TRAITS_5,
            "refin__Retained_Earnings_Account__r", "refin__GL_Account__c", GLAccount.class);
    public static final PicklistField.Writable<Ledger, Type> TYPE = DESCRIBE.writable().<Type>picklist("refin__Type__c",
            CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            Type.class);
    public static final Field.NotGroupable<Ledger, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<Ledger> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Ledger__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<Ledger, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<Ledger, AccountingTransaction>of("refin__Accounting_Transactions__r", "refin__Ledger__c",
            AccountingTransaction.class);

    /**
     * The {@link CashReceipt} records whose {@code refin__Ledger__c} points here ({@code refin__Cash_Receipts__r}): for
     * child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Ledger, CashReceipt> CASH_RECEIPTS =
            ChildRelationship.<Ledger, CashReceipt>of("refin__Cash_Receipts__r", "refin__Ledger__c", CashReceipt.class);

    /**
     * The {@link Ledger} records whose {@code refin__Parent_Ledger__c} points here ({@code refin__Child_Ledgers__r}):
     * for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Ledger, Ledger> CHILD_LEDGERS =
            ChildRelationship.<Ledger, Ledger>of("refin__Child_Ledgers__r", "refin__Parent_Ledger__c", Ledger.class);

    /**
     * The {@link Entity} records whose {@code refin__Default_Ledger__c} points here
     * ({@code refin__Default_For_Entities__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Ledger, Entity> DEFAULT_FOR_ENTITIES =
            ChildRelationship.<Ledger, Entity>of("refin__Default_For_Entities__r", "refin__Default_Ledger__c",
            Entity.class);

    /**
     * The {@link SalesInvoice} records whose {@code refin__Ledger__c} points here ({@code refin__Sales_Invoices__r}):
     * for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Ledger, SalesInvoice> SALES_INVOICES =
            ChildRelationship.<Ledger, SalesInvoice>of("refin__Sales_Invoices__r", "refin__Ledger__c",
            SalesInvoice.class);

    /** An empty record: every field absent, nothing changed. */
    public Ledger() {
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
    public Ledger setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public Ledger setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<Ledger> getId() {
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
     * Ledger Name ({@code Name}): text(80).
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public Ledger setName(String value) {
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
    public Ledger setOwnerId(RecordId<RecordId.Untyped> value) {
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
    public Ledger setActive(Boolean value) {
        return ACTIVE.set(this, value);
    }

    /** Book Closure Date ({@code refin__Book_Closure_Date__c}): date. */
    public LocalDate getBookClosureDate() {
        return BOOK_CLOSURE_DATE.get(this);
    }

    /** Sets {@link #getBookClosureDate()}; null clears the field on the server. Returns this record. */
    public Ledger setBookClosureDate(LocalDate value) {
        return BOOK_CLOSURE_DATE.set(this, value);
    }

    /**
     * Ledger Code ({@code refin__Code__c}): text(20).
     *
     * <p>Unique.
     */
    public String getCode() {
        return CODE.get(this);
    }

    /** Sets {@link #getCode()}; null clears the field on the server. Returns this record. */
    public Ledger setCode(String value) {
        return CODE.set(this, value);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public Ledger setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /** Entity ({@code refin__Entity__c}): lookup to {@code refin__Entity__c}. */
    public RecordId<Entity> getEntityId() {
        return ENTITY_ID.get(this);
    }

    /** Sets {@link #getEntityId()}; null clears the field on the server. Returns this record. */
    public Ledger setEntityId(RecordId<Entity> value) {
        return ENTITY_ID.set(this, value);
    }

    /**
     * Primary ({@code refin__Is_Primary__c}): boolean.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getIsPrimary() {
        return IS_PRIMARY.get(this);
    }

    /** Sets {@link #getIsPrimary()}; null clears the field on the server. Returns this record. */
    public Ledger setIsPrimary(Boolean value) {
        return IS_PRIMARY.set(this, value);
    }

    /** Parent Ledger ({@code refin__Parent_Ledger__c}): lookup to {@code refin__Ledger__c}. */
    public RecordId<Ledger> getParentLedgerId() {
        return PARENT_LEDGER_ID.get(this);
    }

    /** Sets {@link #getParentLedgerId()}; null clears the field on the server. Returns this record. */
    public Ledger setParentLedgerId(RecordId<Ledger> value) {
        return PARENT_LEDGER_ID.set(this, value);
    }

    /**
     * Retained Earnings Account ({@code refin__Retained_Earnings_Account__c}): lookup to {@code refin__GL_Account__c}.
     */
    public RecordId<GLAccount> getRetainedEarningsAccountId() {
        return RETAINED_EARNINGS_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getRetainedEarningsAccountId()}; null clears the field on the server. Returns this record. */
    public Ledger setRetainedEarningsAccountId(RecordId<GLAccount> value) {
        return RETAINED_EARNINGS_ACCOUNT_ID.set(this, value);
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
    public Ledger setType(Type value) {
        return TYPE.setEnum(this, value);
    }

    /** Sets {@link #getType()} by API value, including values unknown at generation time. */
    public Ledger setTypeAsString(String value) {
        return TYPE.set(this, value);
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
     * The {@link Ledger} a query selected through {@code refin__Parent_Ledger__r} (e.g. with
     * {@code Path.parent(PARENT_LEDGER_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Ledger getParentLedger() {
        return this.<Ledger>getParent(PARENT_LEDGER_ID, Ledger.SOBJECT_TYPE);
    }

    /**
     * The {@link GLAccount} a query selected through {@code refin__Retained_Earnings_Account__r} (e.g. with
     * {@code Path.parent(RETAINED_EARNINGS_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getRetainedEarningsAccount() {
        return this.<GLAccount>getParent(RETAINED_EARNINGS_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Ledger__c}, as compile-time constants. */
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
        public static final String BOOK_CLOSURE_DATE = "refin__Book_Closure_Date__c";
        public static final String CODE = "refin__Code__c";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String ENTITY_ID = "refin__Entity__c";
        public static final String IS_PRIMARY = "refin__Is_Primary__c";
        public static final String PARENT_LEDGER_ID = "refin__Parent_Ledger__c";
        public static final String RETAINED_EARNINGS_ACCOUNT_ID = "refin__Retained_Earnings_Account__c";
        public static final String TYPE = "refin__Type__c";
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
        /**
         * Transactional
         *
         * <p>Default.
         */
        TRANSACTIONAL("Transactional"),
        BUDGET("Budget"),
        CONSOLIDATION("Consolidation"),
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

        @Override
        public boolean isDefault() {
            return this == TRANSACTIONAL;
        }
    }
}
