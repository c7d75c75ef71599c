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
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * Tax Profile ({@code refin__Tax_Profile__c}).
 *
 * <p>Record ids start with {@code a0J}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class TaxProfile extends SObject<TaxProfile> {
    private static final SObjectType.Builder<TaxProfile> DESCRIBE = SObjectType.builder(TaxProfile.class,
            "refin__Tax_Profile__c", "a0J");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_5 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;

    public static final ReferenceField<TaxProfile, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<TaxProfile, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<TaxProfile, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<TaxProfile, RecordId<TaxProfile>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<TaxProfile, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<TaxProfile, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<TaxProfile, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<TaxProfile, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<TaxProfile, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<TaxProfile, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<TaxProfile, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<TaxProfile, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.Writable<TaxProfile, Boolean> ACTIVE = DESCRIBE.writable().bool("refin__Active__c",
            CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field.Writable<TaxProfile, LocalDate> EFFECTIVE_DATE =
            DESCRIBE.writable().date("refin__Effective_Date__c", TRAITS_4);
    public static final ReferenceField.Writable<TaxProfile, GLAccount> INPUT_TAX_GL_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Input_Tax_GL_Account__c", TRAITS_4,
            "refin__Input_Tax_GL_Account__r", "refin__GL_Account__c", GLAccount.class);
    public static final Field.Writable<TaxProfile, String> JURISDICTION =
            DESCRIBE.writable().text("refin__Jurisdiction__c", FieldType.STRING, TRAITS_4);
    public static final Field.Writable.NotGroupable<TaxProfile, BigDecimal> RATE =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Rate__c", FieldType.PERCENT, TRAITS_5);
    public static final Field.Writable.Key<TaxProfile, String> TAX_CODE =
            DESCRIBE.writable().<String>key("refin__Tax_Code__c", FieldType.STRING, CREATEABLE | UPDATEABLE | NILLABLE |
            EXTERNAL_ID | UNIQUE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final ReferenceField.Writable<TaxProfile, GLAccount> TAX_GL_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Tax_GL_Account__c", TRAITS_4, "refin__Tax_GL_Account__r",
            "refin__GL_Account__c", GLAccount.class);
    public static final PicklistField.Writable<TaxProfile, Type> TYPE =
            DESCRIBE.writable().<Type>picklist("refin__Type__c", TRAITS_4, Type.class);
    public static final ReferenceField.Writable<TaxProfile, GLAccount> WITHHOLDING_GL_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Withholding_GL_Account__c", TRAITS_4,
            "refin__Withholding_GL_Account__r", "refin__GL_Account__c", GLAccount.class);
    public static final Field.Writable.NotGroupable<TaxProfile, BigDecimal> WITHHOLDING_RATE =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Withholding_Rate__c", FieldType.PERCENT, TRAITS_5);
    public static final Field.NotGroupable<TaxProfile, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<TaxProfile> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Tax_Profile__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<TaxProfile, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<TaxProfile, AccountingTransaction>of("refin__Accounting_Transactions__r",
            "refin__Tax_Profile__c", AccountingTransaction.class);

    /**
     * The {@link SalesInvoiceLine} records whose {@code refin__Tax_Profile__c} points here
     * ({@code refin__Sales_Invoice_Lines__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<TaxProfile, SalesInvoiceLine> SALES_INVOICE_LINES =
            ChildRelationship.<TaxProfile, SalesInvoiceLine>of("refin__Sales_Invoice_Lines__r", "refin__Tax_Profile__c",
            SalesInvoiceLine.class);

    /** An empty record: every field absent, nothing changed. */
    public TaxProfile() {
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
    public TaxProfile setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public TaxProfile setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<TaxProfile> getId() {
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
     * Tax Profile Name ({@code Name}): text(80).
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public TaxProfile setName(String value) {
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
    public TaxProfile setOwnerId(RecordId<RecordId.Untyped> value) {
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
    public TaxProfile setActive(Boolean value) {
        return ACTIVE.set(this, value);
    }

    /** Effective Date ({@code refin__Effective_Date__c}): date. */
    public LocalDate getEffectiveDate() {
        return EFFECTIVE_DATE.get(this);
    }

    /** Sets {@link #getEffectiveDate()}; null clears the field on the server. Returns this record. */
    public TaxProfile setEffectiveDate(LocalDate value) {
        return EFFECTIVE_DATE.set(this, value);
    }

    /**
     * Input Tax GL Account ({@code refin__Input_Tax_GL_Account__c}): lookup to {@code refin__GL_Account__c}.
     *
     * <p>Recoverable tax on purchases; the tax GL account when not set.
     */
    public RecordId<GLAccount> getInputTaxGLAccountId() {
        return INPUT_TAX_GL_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getInputTaxGLAccountId()}; null clears the field on the server. Returns this record. */
    public TaxProfile setInputTaxGLAccountId(RecordId<GLAccount> value) {
        return INPUT_TAX_GL_ACCOUNT_ID.set(this, value);
    }

    /** Jurisdiction ({@code refin__Jurisdiction__c}): text(80). */
    public String getJurisdiction() {
        return JURISDICTION.get(this);
    }

    /** Sets {@link #getJurisdiction()}; null clears the field on the server. Returns this record. */
    public TaxProfile setJurisdiction(String value) {
        return JURISDICTION.set(this, value);
    }

    /**
     * Tax Rate ({@code refin__Rate__c}): percent(3, 4).
     *
     * <p>Percentage, e.g. 20 for 20 % VAT; 7.25 for a 7.25 % sales tax.
     */
    public BigDecimal getRate() {
        return RATE.get(this);
    }

    /** Sets {@link #getRate()}; null clears the field on the server. Returns this record. */
    public TaxProfile setRate(BigDecimal value) {
        return RATE.set(this, value);
    }

    /**
     * Tax Code ({@code refin__Tax_Code__c}): text(20).
     *
     * <p>External id: usable as an upsert key. Unique.
     */
    public String getTaxCode() {
        return TAX_CODE.get(this);
    }

    /** Sets {@link #getTaxCode()}; null clears the field on the server. Returns this record. */
    public TaxProfile setTaxCode(String value) {
        return TAX_CODE.set(this, value);
    }

    /** Tax GL Account ({@code refin__Tax_GL_Account__c}): lookup to {@code refin__GL_Account__c}. */
    public RecordId<GLAccount> getTaxGLAccountId() {
        return TAX_GL_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getTaxGLAccountId()}; null clears the field on the server. Returns this record. */
    public TaxProfile setTaxGLAccountId(RecordId<GLAccount> value) {
        return TAX_GL_ACCOUNT_ID.set(this, value);
    }

    /**
     * Tax Type ({@code refin__Type__c}): picklist.
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
    public TaxProfile setType(Type value) {
        return TYPE.setEnum(this, value);
    }

    /** Sets {@link #getType()} by API value, including values unknown at generation time. */
    public TaxProfile setTypeAsString(String value) {
        return TYPE.set(this, value);
    }

    /** Withholding GL Account ({@code refin__Withholding_GL_Account__c}): lookup to {@code refin__GL_Account__c}. */
    public RecordId<GLAccount> getWithholdingGLAccountId() {
        return WITHHOLDING_GL_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getWithholdingGLAccountId()}; null clears the field on the server. Returns this record. */
    public TaxProfile setWithholdingGLAccountId(RecordId<GLAccount> value) {
        return WITHHOLDING_GL_ACCOUNT_ID.set(this, value);
    }

    /** Withholding Rate ({@code refin__Withholding_Rate__c}): percent(3, 4). */
    public BigDecimal getWithholdingRate() {
        return WITHHOLDING_RATE.get(this);
    }

    /** Sets {@link #getWithholdingRate()}; null clears the field on the server. Returns this record. */
    public TaxProfile setWithholdingRate(BigDecimal value) {
        return WITHHOLDING_RATE.set(this, value);
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
     * The {@link GLAccount} a query selected through {@code refin__Input_Tax_GL_Account__r} (e.g. with
     * {@code Path.parent(INPUT_TAX_GL_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getInputTaxGLAccount() {
        return this.<GLAccount>getParent(INPUT_TAX_GL_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /**
     * The {@link GLAccount} a query selected through {@code refin__Tax_GL_Account__r} (e.g. with
     * {@code Path.parent(TAX_GL_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getTaxGLAccount() {
        return this.<GLAccount>getParent(TAX_GL_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /**
     * The {@link GLAccount} a query selected through {@code refin__Withholding_GL_Account__r} (e.g. with
     * {@code Path.parent(WITHHOLDING_GL_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getWithholdingGLAccount() {
        return this.<GLAccount>getParent(WITHHOLDING_GL_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Tax_Profile__c}, as compile-time constants. */
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
        public static final String EFFECTIVE_DATE = "refin__Effective_Date__c";
        public static final String INPUT_TAX_GL_ACCOUNT_ID = "refin__Input_Tax_GL_Account__c";
        public static final String JURISDICTION = "refin__Jurisdiction__c";
        public static final String RATE = "refin__Rate__c";
        public static final String TAX_CODE = "refin__Tax_Code__c";
        public static final String TAX_GL_ACCOUNT_ID = "refin__Tax_GL_Account__c";
        public static final String TYPE = "refin__Type__c";
        public static final String WITHHOLDING_GL_ACCOUNT_ID = "refin__Withholding_GL_Account__c";
        public static final String WITHHOLDING_RATE = "refin__Withholding_Rate__c";
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
     * Values of Tax Type ({@code refin__Type__c}).
     *
     * <p>Unrestricted: the org also accepts values not listed here.
     */
    public enum Type implements PicklistValue {
        SALES_TAX("Sales Tax"),
        VAT("VAT"),
        GST("GST"),
        EXEMPT("Exempt"),
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
