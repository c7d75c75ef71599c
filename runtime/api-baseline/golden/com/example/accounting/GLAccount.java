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
 * GL Account ({@code refin__GL_Account__c}).
 *
 * <p>Record ids start with {@code a0I}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class GLAccount extends SObject<GLAccount> {
    private static final SObjectType.Builder<GLAccount> DESCRIBE = SObjectType.builder(GLAccount.class,
            "refin__GL_Account__c", "a0I");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE;
    private static final int TRAITS_5 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_6 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | RESTRICTED_PICKLIST;

    public static final ReferenceField<GLAccount, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<GLAccount, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<GLAccount, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<GLAccount, RecordId<GLAccount>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<GLAccount, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<GLAccount, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<GLAccount, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<GLAccount, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<GLAccount, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<GLAccount, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<GLAccount, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<GLAccount, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.Writable.Key<GLAccount, String> ACCOUNT_NUMBER =
            DESCRIBE.writable().<String>key("refin__Account_Number__c", FieldType.STRING, CREATEABLE | UPDATEABLE |
            NILLABLE | EXTERNAL_ID | UNIQUE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field.Writable<GLAccount, Boolean> ACTIVE = DESCRIBE.writable().bool("refin__Active__c",
            TRAITS_4);
    public static final Field.Writable<GLAccount, Boolean> ALLOW_MANUAL_ENTRY =
            DESCRIBE.writable().bool("refin__Allow_Manual_Entry__c", TRAITS_4);
    public static final Field.Writable<GLAccount, Boolean> BANK = DESCRIBE.writable().bool("refin__Bank__c", TRAITS_4);
    public static final Field.Writable<GLAccount, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_5);
    public static final ReferenceField.Writable<GLAccount, Entity> ENTITY_ID =
            DESCRIBE.writable().<Entity>lookup("refin__Entity__c", TRAITS_5, "refin__Entity__r", "refin__Entity__c",
            Entity.class);
    public static final Field.Writable<GLAccount, Boolean> IS_CONTROL_ACCOUNT =
            DESCRIBE.writable().bool("refin__Is_Control_Account__c", TRAITS_4);
    public static final PicklistField.Writable<GLAccount, NormalBalance> NORMAL_BALANCE =
            DESCRIBE.writable().<NormalBalance>picklist("refin__Normal_Balance__c", TRAITS_6, NormalBalance.class);
    public static final ReferenceField.Writable<GLAccount, GLAccount> PARENT_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Parent_Account__c", TRAITS_5, "refin__Parent_Account__r",
            "refin__GL_Account__c", GLAccount.class);
    public static final PicklistField.Writable<GLAccount, ReportingCategory> REPORTING_CATEGORY =
            DESCRIBE.writable().<ReportingCategory>picklist("refin__Reporting_Category__c", TRAITS_5,
            ReportingCategory.class);
    public static final PicklistField.Writable<GLAccount, Type> TYPE =
            DESCRIBE.writable().<Type>picklist("refin__Type__c", TRAITS_6, Type.class);
    public static final Field.NotGroupable<GLAccount, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<GLAccount> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link Entity} records whose {@code refin__Default_AR_Account__c} points here
     * ({@code refin__AR_Entities__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, Entity> AR_ENTITIES =
            ChildRelationship.<GLAccount, Entity>of("refin__AR_Entities__r", "refin__Default_AR_Account__c",
            Entity.class);

    /**
     * The {@link AccountingTransaction} records whose {@code refin__GL_Account__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<GLAccount, AccountingTransaction>of("refin__Accounting_Transactions__r",
            "refin__GL_Account__c", AccountingTransaction.class);

    /**
     * The {@link Entity} records whose {@code refin__Default_Cash_Account__c} points here
     * ({@code refin__Cash_Entities__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, Entity> CASH_ENTITIES =
            ChildRelationship.<GLAccount, Entity>of("refin__Cash_Entities__r", "refin__Default_Cash_Account__c",
            Entity.class);

    /**
     * The {@link CashReceipt} records whose {@code refin__Bank_Account__c} points here
     * ({@code refin__Cash_Receipts__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, CashReceipt> CASH_RECEIPTS =
            ChildRelationship.<GLAccount, CashReceipt>of("refin__Cash_Receipts__r", "refin__Bank_Account__c",
            CashReceipt.class);

    /**
     * The {@link GLAccount} records whose {@code refin__Parent_Account__c} points here
     * ({@code refin__Child_Accounts__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, GLAccount> CHILD_ACCOUNTS =
            ChildRelationship.<GLAccount, GLAccount>of("refin__Child_Accounts__r", "refin__Parent_Account__c",
            GLAccount.class);

    /**
     * The {@link Ledger} records whose {@code refin__Retained_Earnings_Account__c} points here
     * ({@code refin__Retained_Earnings_Ledgers__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, Ledger> RETAINED_EARNINGS_LEDGERS =
            ChildRelationship.<GLAccount, Ledger>of("refin__Retained_Earnings_Ledgers__r",
            "refin__Retained_Earnings_Account__c", Ledger.class);

    /**
     * The {@link SalesInvoiceLine} records whose {@code refin__GL_Account__c} points here
     * ({@code refin__Sales_Invoice_Lines__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, SalesInvoiceLine> SALES_INVOICE_LINES =
            ChildRelationship.<GLAccount, SalesInvoiceLine>of("refin__Sales_Invoice_Lines__r", "refin__GL_Account__c",
            SalesInvoiceLine.class);

    /**
     * The {@link TaxProfile} records whose {@code refin__Tax_GL_Account__c} points here
     * ({@code refin__Tax_Profiles__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, TaxProfile> TAX_PROFILES =
            ChildRelationship.<GLAccount, TaxProfile>of("refin__Tax_Profiles__r", "refin__Tax_GL_Account__c",
            TaxProfile.class);

    /**
     * The {@link TaxProfile} records whose {@code refin__Withholding_GL_Account__c} points here
     * ({@code refin__Withholding_Tax_Profiles__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, TaxProfile> WITHHOLDING_TAX_PROFILES =
            ChildRelationship.<GLAccount, TaxProfile>of("refin__Withholding_Tax_Profiles__r",
            "refin__Withholding_GL_Account__c", TaxProfile.class);

    /**
     * The {@link CashReceiptApplication} records whose {@code refin__Write_Off_GL_Account__c} points here
     * ({@code refin__Write_Off_Applications__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<GLAccount, CashReceiptApplication> WRITE_OFF_APPLICATIONS =
            ChildRelationship.<GLAccount, CashReceiptApplication>of("refin__Write_Off_Applications__r",
            "refin__Write_Off_GL_Account__c", CashReceiptApplication.class);

    /** An empty record: every field absent, nothing changed. */
    public GLAccount() {
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
    public GLAccount setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public GLAccount setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<GLAccount> getId() {
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
     * GL Account Name ({@code Name}): text(80).
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public GLAccount setName(String value) {
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
    public GLAccount setOwnerId(RecordId<RecordId.Untyped> value) {
        return OWNER_ID.set(this, value);
    }

    /**
     * Account Number ({@code refin__Account_Number__c}): text(20).
     *
     * <p>External id: usable as an upsert key. Unique.
     */
    public String getAccountNumber() {
        return ACCOUNT_NUMBER.get(this);
    }

    /** Sets {@link #getAccountNumber()}; null clears the field on the server. Returns this record. */
    public GLAccount setAccountNumber(String value) {
        return ACCOUNT_NUMBER.set(this, value);
    }

    /**
     * Active ({@code refin__Active__c}): boolean.
     *
     * <p>Posting to an inactive account is refused.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getActive() {
        return ACTIVE.get(this);
    }

    /** Sets {@link #getActive()}; null clears the field on the server. Returns this record. */
    public GLAccount setActive(Boolean value) {
        return ACTIVE.set(this, value);
    }

    /**
     * Allow Manual Entry ({@code refin__Allow_Manual_Entry__c}): boolean.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getAllowManualEntry() {
        return ALLOW_MANUAL_ENTRY.get(this);
    }

    /** Sets {@link #getAllowManualEntry()}; null clears the field on the server. Returns this record. */
    public GLAccount setAllowManualEntry(Boolean value) {
        return ALLOW_MANUAL_ENTRY.set(this, value);
    }

    /**
     * Bank ({@code refin__Bank__c}): boolean.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getBank() {
        return BANK.get(this);
    }

    /** Sets {@link #getBank()}; null clears the field on the server. Returns this record. */
    public GLAccount setBank(Boolean value) {
        return BANK.set(this, value);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public GLAccount setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /** Entity ({@code refin__Entity__c}): lookup to {@code refin__Entity__c}. */
    public RecordId<Entity> getEntityId() {
        return ENTITY_ID.get(this);
    }

    /** Sets {@link #getEntityId()}; null clears the field on the server. Returns this record. */
    public GLAccount setEntityId(RecordId<Entity> value) {
        return ENTITY_ID.set(this, value);
    }

    /**
     * Control Account ({@code refin__Is_Control_Account__c}): boolean.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getIsControlAccount() {
        return IS_CONTROL_ACCOUNT.get(this);
    }

    /** Sets {@link #getIsControlAccount()}; null clears the field on the server. Returns this record. */
    public GLAccount setIsControlAccount(Boolean value) {
        return IS_CONTROL_ACCOUNT.set(this, value);
    }

    /**
     * Normal Balance ({@code refin__Normal_Balance__c}): restricted picklist.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getNormalBalanceAsString()}), or null
     */
    public NormalBalance getNormalBalance() {
        return NORMAL_BALANCE.getEnum(this);
    }

    /** The API value of {@link #getNormalBalance()} exactly as the server sent it. */
    public String getNormalBalanceAsString() {
        return NORMAL_BALANCE.get(this);
    }

    /** Sets {@link #getNormalBalance()}; null clears the field on the server. Returns this record. */
    public GLAccount setNormalBalance(NormalBalance value) {
        return NORMAL_BALANCE.setEnum(this, value);
    }

    /** Sets {@link #getNormalBalance()} by API value, including values unknown at generation time. */
    public GLAccount setNormalBalanceAsString(String value) {
        return NORMAL_BALANCE.set(this, value);
    }

    /** Parent Account ({@code refin__Parent_Account__c}): lookup to {@code refin__GL_Account__c}. */
    public RecordId<GLAccount> getParentAccountId() {
        return PARENT_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getParentAccountId()}; null clears the field on the server. Returns this record. */
    public GLAccount setParentAccountId(RecordId<GLAccount> value) {
        return PARENT_ACCOUNT_ID.set(this, value);
    }

    /**
     * Reporting Category ({@code refin__Reporting_Category__c}): picklist.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getReportingCategoryAsString()}), or null
     */
    public ReportingCategory getReportingCategory() {
        return REPORTING_CATEGORY.getEnum(this);
    }

    /** The API value of {@link #getReportingCategory()} exactly as the server sent it. */
    public String getReportingCategoryAsString() {
        return REPORTING_CATEGORY.get(this);
    }

    /** Sets {@link #getReportingCategory()}; null clears the field on the server. Returns this record. */
    public GLAccount setReportingCategory(ReportingCategory value) {
        return REPORTING_CATEGORY.setEnum(this, value);
    }

    /** Sets {@link #getReportingCategory()} by API value, including values unknown at generation time. */
    public GLAccount setReportingCategoryAsString(String value) {
        return REPORTING_CATEGORY.set(this, value);
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
    public GLAccount setType(Type value) {
        return TYPE.setEnum(this, value);
    }

    /** Sets {@link #getType()} by API value, including values unknown at generation time. */
    public GLAccount setTypeAsString(String value) {
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
     * The {@link GLAccount} a query selected through {@code refin__Parent_Account__r} (e.g. with
     * {@code Path.parent(PARENT_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getParentAccount() {
        return this.<GLAccount>getParent(PARENT_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__GL_Account__c}, as compile-time constants. */
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
        public static final String ACCOUNT_NUMBER = "refin__Account_Number__c";
        public static final String ACTIVE = "refin__Active__c";
        public static final String ALLOW_MANUAL_ENTRY = "refin__Allow_Manual_Entry__c";
        public static final String BANK = "refin__Bank__c";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String ENTITY_ID = "refin__Entity__c";
        public static final String IS_CONTROL_ACCOUNT = "refin__Is_Control_Account__c";
        public static final String NORMAL_BALANCE = "refin__Normal_Balance__c";
        public static final String PARENT_ACCOUNT_ID = "refin__Parent_Account__c";
        public static final String REPORTING_CATEGORY = "refin__Reporting_Category__c";
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
     * Values of Normal Balance ({@code refin__Normal_Balance__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum NormalBalance implements PicklistValue {
        DEBIT("Debit"),
        CREDIT("Credit"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getNormalBalanceAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        NormalBalance(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }
    }

    /**
     * Values of Reporting Category ({@code refin__Reporting_Category__c}).
     *
     * <p>Unrestricted: the org also accepts values not listed here.
     */
    public enum ReportingCategory implements PicklistValue {
        CURRENT_ASSETS("Current Assets"),
        FIXED_ASSETS("Fixed Assets"),
        CURRENT_LIABILITIES("Current Liabilities"),
        LONG_TERM_LIABILITIES("Long-term Liabilities"),
        EQUITY("Equity"),
        OPERATING_REVENUE("Operating Revenue"),
        OTHER_INCOME("Other Income"),
        COST_OF_SALES("Cost of Sales"),
        OPERATING_EXPENSES("Operating Expenses"),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getReportingCategoryAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null);

        private final String apiValue;

        ReportingCategory(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }
    }

    /**
     * Values of Type ({@code refin__Type__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum Type implements PicklistValue {
        ASSET("Asset"),
        LIABILITY("Liability"),
        EQUITY("Equity"),
        REVENUE("Revenue"),
        EXPENSE("Expense"),
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
