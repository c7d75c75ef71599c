package com.example.accounting;

import static dev.refin.runtime.FieldTraits.AGGREGATABLE;
import static dev.refin.runtime.FieldTraits.AUTO_NUMBER;
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
 * Purchase Invoice Line ({@code refin__Purchase_Invoice_Line__c}).
 *
 * <p>Record ids start with {@code a0N}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class PurchaseInvoiceLine extends SObject<PurchaseInvoiceLine> {
    private static final SObjectType.Builder<PurchaseInvoiceLine> DESCRIBE =
            SObjectType.builder(PurchaseInvoiceLine.class, "refin__Purchase_Invoice_Line__c", "a0N");

    private static final int TRAITS_1 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_3 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_5 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;

    public static final ReferenceField.Writable<PurchaseInvoiceLine, Dimension> COST_CENTER_ID =
            DESCRIBE.writable().<Dimension>lookup("Cost_Center__c", TRAITS_1, "Cost_Center__r", "refin__Dimension__c",
            Dimension.class);
    public static final ReferenceField<PurchaseInvoiceLine, RecordId.Untyped> CREATED_BY_ID =
            DESCRIBE.lookup("CreatedById", TRAITS_2, "CreatedBy", "User");
    public static final Field.NotGroupable<PurchaseInvoiceLine, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_3);
    public static final PicklistField<PurchaseInvoiceLine, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.<CurrencyIsoCode>picklist("CurrencyIsoCode", DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, CurrencyIsoCode.class);
    public static final Field.Key<PurchaseInvoiceLine, RecordId<PurchaseInvoiceLine>> ID = DESCRIBE.idKey("Id",
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<PurchaseInvoiceLine, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted",
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<PurchaseInvoiceLine, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate",
            NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<PurchaseInvoiceLine, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_2, "LastModifiedBy", "User");
    public static final Field.NotGroupable<PurchaseInvoiceLine, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field<PurchaseInvoiceLine, String> NAME = DESCRIBE.text("Name", FieldType.STRING,
            DEFAULTED_ON_CREATE | AUTO_NUMBER | FILTERABLE | SORTABLE | AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final Field.Writable<PurchaseInvoiceLine, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_1);
    public static final ReferenceField.Writable<PurchaseInvoiceLine, GLAccount> GL_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__GL_Account__c", TRAITS_1, "refin__GL_Account__r",
            "refin__GL_Account__c", GLAccount.class);
    public static final Field<PurchaseInvoiceLine, String> INVOICE_STATUS = DESCRIBE.text("refin__Invoice_Status__c",
            FieldType.STRING, TRAITS_4);
    public static final Field.NotGroupable<PurchaseInvoiceLine, BigDecimal> LINE_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Line_Amount__c", FieldType.CURRENCY, TRAITS_4);
    public static final Field.Writable<PurchaseInvoiceLine, Integer> LINE_NUMBER =
            DESCRIBE.writable().integer("refin__Line_Number__c", TRAITS_1);
    public static final ReferenceField.Writable<PurchaseInvoiceLine, RecordId.Untyped> PRODUCT_ID =
            DESCRIBE.writable().lookup("refin__Product__c", TRAITS_1, "refin__Product__r", "Product2");
    public static final ReferenceField.Writable<PurchaseInvoiceLine, PurchaseInvoice> PURCHASE_INVOICE_ID =
            DESCRIBE.writable().<PurchaseInvoice>lookup("refin__Purchase_Invoice__c", CREATEABLE | UPDATEABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE, "refin__Purchase_Invoice__r",
            "refin__Purchase_Invoice__c", PurchaseInvoice.class);
    public static final Field.Writable.NotGroupable<PurchaseInvoiceLine, BigDecimal> QUANTITY =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Quantity__c", FieldType.DOUBLE, CREATEABLE |
            UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final Field.Writable.NotGroupable<PurchaseInvoiceLine, BigDecimal> TAX_AMOUNT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Tax_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final ReferenceField.Writable<PurchaseInvoiceLine, TaxProfile> TAX_PROFILE_ID =
            DESCRIBE.writable().<TaxProfile>lookup("refin__Tax_Profile__c", TRAITS_1, "refin__Tax_Profile__r",
            "refin__Tax_Profile__c", TaxProfile.class);
    public static final Field.Writable<PurchaseInvoiceLine, Boolean> TAXABLE =
            DESCRIBE.writable().bool("refin__Taxable__c", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE);
    public static final Field.NotGroupable<PurchaseInvoiceLine, BigDecimal> TOTAL_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Total_Amount__c", FieldType.CURRENCY, TRAITS_4);
    public static final Field.Writable.NotGroupable<PurchaseInvoiceLine, BigDecimal> UNIT_COST =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Unit_Cost__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.Writable.NotGroupable<PurchaseInvoiceLine, BigDecimal> WITHHOLDING_AMOUNT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Withholding_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final PicklistField.Writable<PurchaseInvoiceLine, Region> REGION =
            DESCRIBE.writable().<Region>picklist("Region__c", TRAITS_1, Region.class);
    public static final Field.NotGroupable<PurchaseInvoiceLine, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_3);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<PurchaseInvoiceLine> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Purchase_Invoice_Line__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<PurchaseInvoiceLine, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<PurchaseInvoiceLine, AccountingTransaction>of("refin__Accounting_Transactions__r",
            "refin__Purchase_Invoice_Line__c", AccountingTransaction.class);

    /** An empty record: every field absent, nothing changed. */
    public PurchaseInvoiceLine() {
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
    public PurchaseInvoiceLine setCostCenterId(RecordId<Dimension> value) {
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
     * <p>Read-only.
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

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<PurchaseInvoiceLine> getId() {
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
     * Line Name ({@code Name}): text(30).
     *
     * <p>Assigned automatically (LINE-{000000}).
     *
     * <p>Auto-number, assigned by the platform. Read-only.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /**
     * Expense GL Account ({@code refin__GL_Account__c}): lookup to {@code refin__GL_Account__c}.
     *
     * <p>Defaults to the vendor's default expense account.
     */
    public RecordId<GLAccount> getGlAccountId() {
        return GL_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getGlAccountId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setGlAccountId(RecordId<GLAccount> value) {
        return GL_ACCOUNT_ID.set(this, value);
    }

    /**
     * Invoice Status ({@code refin__Invoice_Status__c}): text(1300).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * TEXT(refin__Purchase_Invoice__r.refin__Status__c)
     * </pre>
     */
    public String getInvoiceStatus() {
        return INVOICE_STATUS.get(this);
    }

    /**
     * Line Amount ({@code refin__Line_Amount__c}): currency(16, 2).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * ROUND(refin__Quantity__c * refin__Unit_Cost__c, 2)
     * </pre>
     */
    public BigDecimal getLineAmount() {
        return LINE_AMOUNT.get(this);
    }

    /** Line No. ({@code refin__Line_Number__c}): int(9). */
    public Integer getLineNumber() {
        return LINE_NUMBER.get(this);
    }

    /** Sets {@link #getLineNumber()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setLineNumber(Integer value) {
        return LINE_NUMBER.set(this, value);
    }

    /**
     * Product ({@code refin__Product__c}): lookup to {@code Product2}.
     *
     * <p>No target is generated: the id is untyped; name its object with {@code RecordId.withType}.
     */
    public RecordId<RecordId.Untyped> getProductId() {
        return PRODUCT_ID.get(this);
    }

    /** Sets {@link #getProductId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setProductId(RecordId<RecordId.Untyped> value) {
        return PRODUCT_ID.set(this, value);
    }

    /**
     * Purchase Invoice ({@code refin__Purchase_Invoice__c}): master-detail to {@code refin__Purchase_Invoice__c}.
     *
     * <p>Required on insert.
     */
    public RecordId<PurchaseInvoice> getPurchaseInvoiceId() {
        return PURCHASE_INVOICE_ID.get(this);
    }

    /** Sets {@link #getPurchaseInvoiceId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setPurchaseInvoiceId(RecordId<PurchaseInvoice> value) {
        return PURCHASE_INVOICE_ID.set(this, value);
    }

    /**
     * Quantity ({@code refin__Quantity__c}): double(14, 4).
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public BigDecimal getQuantity() {
        return QUANTITY.get(this);
    }

    /** Sets {@link #getQuantity()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setQuantity(BigDecimal value) {
        return QUANTITY.set(this, value);
    }

    /**
     * Input Tax Amount ({@code refin__Tax_Amount__c}): currency(16, 2).
     *
     * <p>Calculated at posting from the tax profile.
     */
    public BigDecimal getTaxAmount() {
        return TAX_AMOUNT.get(this);
    }

    /** Sets {@link #getTaxAmount()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setTaxAmount(BigDecimal value) {
        return TAX_AMOUNT.set(this, value);
    }

    /** Tax Profile ({@code refin__Tax_Profile__c}): lookup to {@code refin__Tax_Profile__c}. */
    public RecordId<TaxProfile> getTaxProfileId() {
        return TAX_PROFILE_ID.get(this);
    }

    /** Sets {@link #getTaxProfileId()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setTaxProfileId(RecordId<TaxProfile> value) {
        return TAX_PROFILE_ID.set(this, value);
    }

    /**
     * Taxable ({@code refin__Taxable__c}): boolean.
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public Boolean getTaxable() {
        return TAXABLE.get(this);
    }

    /** Sets {@link #getTaxable()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setTaxable(Boolean value) {
        return TAXABLE.set(this, value);
    }

    /**
     * Total Amount ({@code refin__Total_Amount__c}): currency(16, 2).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Line_Amount__c + refin__Tax_Amount__c - refin__Withholding_Amount__c
     * </pre>
     */
    public BigDecimal getTotalAmount() {
        return TOTAL_AMOUNT.get(this);
    }

    /** Unit Cost ({@code refin__Unit_Cost__c}): currency(16, 2). */
    public BigDecimal getUnitCost() {
        return UNIT_COST.get(this);
    }

    /** Sets {@link #getUnitCost()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setUnitCost(BigDecimal value) {
        return UNIT_COST.set(this, value);
    }

    /**
     * Withholding Amount ({@code refin__Withholding_Amount__c}): currency(16, 2).
     *
     * <p>Calculated at posting from the tax profile.
     */
    public BigDecimal getWithholdingAmount() {
        return WITHHOLDING_AMOUNT.get(this);
    }

    /** Sets {@link #getWithholdingAmount()}; null clears the field on the server. Returns this record. */
    public PurchaseInvoiceLine setWithholdingAmount(BigDecimal value) {
        return WITHHOLDING_AMOUNT.set(this, value);
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
    public PurchaseInvoiceLine setRegion(Region value) {
        return REGION.setEnum(this, value);
    }

    /** Sets {@link #getRegion()} by API value, including values unknown at generation time. */
    public PurchaseInvoiceLine setRegionAsString(String value) {
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
     * The {@link GLAccount} a query selected through {@code refin__GL_Account__r} (e.g. with
     * {@code Path.parent(GL_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getGlAccount() {
        return this.<GLAccount>getParent(GL_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /**
     * The {@link PurchaseInvoice} a query selected through {@code refin__Purchase_Invoice__r} (e.g. with
     * {@code Path.parent(PURCHASE_INVOICE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public PurchaseInvoice getPurchaseInvoice() {
        return this.<PurchaseInvoice>getParent(PURCHASE_INVOICE_ID, PurchaseInvoice.SOBJECT_TYPE);
    }

    /**
     * The {@link TaxProfile} a query selected through {@code refin__Tax_Profile__r} (e.g. with
     * {@code Path.parent(TAX_PROFILE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public TaxProfile getTaxProfile() {
        return this.<TaxProfile>getParent(TAX_PROFILE_ID, TaxProfile.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Purchase_Invoice_Line__c}, as compile-time constants. */
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
        public static final String NAME = "Name";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String GL_ACCOUNT_ID = "refin__GL_Account__c";
        public static final String INVOICE_STATUS = "refin__Invoice_Status__c";
        public static final String LINE_AMOUNT = "refin__Line_Amount__c";
        public static final String LINE_NUMBER = "refin__Line_Number__c";
        public static final String PRODUCT_ID = "refin__Product__c";
        public static final String PURCHASE_INVOICE_ID = "refin__Purchase_Invoice__c";
        public static final String QUANTITY = "refin__Quantity__c";
        public static final String TAX_AMOUNT = "refin__Tax_Amount__c";
        public static final String TAX_PROFILE_ID = "refin__Tax_Profile__c";
        public static final String TAXABLE = "refin__Taxable__c";
        public static final String TOTAL_AMOUNT = "refin__Total_Amount__c";
        public static final String UNIT_COST = "refin__Unit_Cost__c";
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
