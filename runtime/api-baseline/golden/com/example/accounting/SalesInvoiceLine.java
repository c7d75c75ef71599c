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
 * Sales Invoice Line ({@code refin__Sales_Invoice_Line__c}).
 *
 * <p>Record ids start with {@code a0B}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class SalesInvoiceLine extends SObject<SalesInvoiceLine> {
    private static final SObjectType.Builder<SalesInvoiceLine> DESCRIBE = SObjectType.builder(SalesInvoiceLine.class,
            "refin__Sales_Invoice_Line__c", "a0B");

    private static final int TRAITS_1 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_3 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_5 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_6 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;

    public static final ReferenceField.Writable<SalesInvoiceLine, Dimension> COST_CENTER_ID =
            DESCRIBE.writable().<Dimension>lookup("Cost_Center__c", TRAITS_1, "Cost_Center__r", "refin__Dimension__c",
            Dimension.class);
    public static final ReferenceField<SalesInvoiceLine, RecordId.Untyped> CREATED_BY_ID =
            DESCRIBE.lookup("CreatedById", TRAITS_2, "CreatedBy", "User");
    public static final Field.NotGroupable<SalesInvoiceLine, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_3);
    public static final PicklistField<SalesInvoiceLine, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.<CurrencyIsoCode>picklist("CurrencyIsoCode", DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, CurrencyIsoCode.class);
    public static final Field.Key<SalesInvoiceLine, RecordId<SalesInvoiceLine>> ID = DESCRIBE.idKey("Id",
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<SalesInvoiceLine, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<SalesInvoiceLine, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate",
            NILLABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<SalesInvoiceLine, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_2, "LastModifiedBy", "User");
    public static final Field.NotGroupable<SalesInvoiceLine, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field<SalesInvoiceLine, String> NAME = DESCRIBE.text("Name", FieldType.STRING,
            DEFAULTED_ON_CREATE | AUTO_NUMBER | FILTERABLE | SORTABLE | AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final Field.Writable<SalesInvoiceLine, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_1);
    public static final Field.Writable.NotGroupable<SalesInvoiceLine, BigDecimal> DISCOUNT_PERCENT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Discount_Percent__c", FieldType.PERCENT, TRAITS_4);
    public static final ReferenceField.Writable<SalesInvoiceLine, GLAccount> GL_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__GL_Account__c", TRAITS_1, "refin__GL_Account__r",
            "refin__GL_Account__c", GLAccount.class);
    public static final Field<SalesInvoiceLine, String> INVOICE_STATUS = DESCRIBE.text("refin__Invoice_Status__c",
            FieldType.STRING, TRAITS_5);
    public static final Field.NotGroupable<SalesInvoiceLine, BigDecimal> LINE_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Line_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.Writable<SalesInvoiceLine, Integer> LINE_NUMBER =
            DESCRIBE.writable().integer("refin__Line_Number__c", TRAITS_1);
    public static final ReferenceField.Writable<SalesInvoiceLine, RecordId.Untyped> PRODUCT_ID =
            DESCRIBE.writable().lookup("refin__Product__c", TRAITS_1, "refin__Product__r", "Product2");
    public static final Field.Writable.NotGroupable<SalesInvoiceLine, BigDecimal> QUANTITY =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Quantity__c", FieldType.DOUBLE, CREATEABLE |
            UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final ReferenceField.Writable<SalesInvoiceLine, SalesInvoice> SALES_INVOICE_ID =
            DESCRIBE.writable().<SalesInvoice>lookup("refin__Sales_Invoice__c", CREATEABLE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE, "refin__Sales_Invoice__r", "refin__Sales_Invoice__c", SalesInvoice.class);
    public static final Field.Writable<SalesInvoiceLine, LocalDate> SERVICE_END_DATE =
            DESCRIBE.writable().date("refin__Service_End_Date__c", TRAITS_1);
    public static final Field.Writable<SalesInvoiceLine, LocalDate> SERVICE_START_DATE =
            DESCRIBE.writable().date("refin__Service_Start_Date__c", TRAITS_1);
    public static final Field.NotGroupable<SalesInvoiceLine, BigDecimal> TAX_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Tax_Amount__c", FieldType.CURRENCY, TRAITS_6);
    public static final ReferenceField.Writable<SalesInvoiceLine, TaxProfile> TAX_PROFILE_ID =
            DESCRIBE.writable().<TaxProfile>lookup("refin__Tax_Profile__c", TRAITS_1, "refin__Tax_Profile__r",
            "refin__Tax_Profile__c", TaxProfile.class);
    public static final Field.Writable<SalesInvoiceLine, Boolean> TAXABLE =
            DESCRIBE.writable().bool("refin__Taxable__c", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE);
    public static final Field.NotGroupable<SalesInvoiceLine, BigDecimal> TOTAL_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Total_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.Writable.NotGroupable<SalesInvoiceLine, BigDecimal> UNIT_PRICE =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Unit_Price__c", FieldType.CURRENCY, TRAITS_4);
    public static final Field.NotGroupable<SalesInvoiceLine, BigDecimal> WITHHOLDING_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Withholding_Amount__c", FieldType.CURRENCY, TRAITS_6);
    public static final PicklistField.Writable<SalesInvoiceLine, Region> REGION =
            DESCRIBE.writable().<Region>picklist("Region__c", TRAITS_1, Region.class);
    public static final Field.NotGroupable<SalesInvoiceLine, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_3);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<SalesInvoiceLine> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Sales_Invoice_Line__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<SalesInvoiceLine, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<SalesInvoiceLine, AccountingTransaction>of("refin__Accounting_Transactions__r",
            "refin__Sales_Invoice_Line__c", AccountingTransaction.class);

    /** An empty record: every field absent, nothing changed. */
    public SalesInvoiceLine() {
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
    public SalesInvoiceLine setCostCenterId(RecordId<Dimension> value) {
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
    public RecordId<SalesInvoiceLine> getId() {
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
    public SalesInvoiceLine setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /** Discount % ({@code refin__Discount_Percent__c}): percent(3, 2). */
    public BigDecimal getDiscountPercent() {
        return DISCOUNT_PERCENT.get(this);
    }

    /** Sets {@link #getDiscountPercent()}; null clears the field on the server. Returns this record. */
    public SalesInvoiceLine setDiscountPercent(BigDecimal value) {
        return DISCOUNT_PERCENT.set(this, value);
    }

    /**
     * GL Account ({@code refin__GL_Account__c}): lookup to {@code refin__GL_Account__c}.
     *
     * <p>Revenue account; defaulted from the product when blank. Must be active at posting.
     */
    public RecordId<GLAccount> getGlAccountId() {
        return GL_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getGlAccountId()}; null clears the field on the server. Returns this record. */
    public SalesInvoiceLine setGlAccountId(RecordId<GLAccount> value) {
        return GL_ACCOUNT_ID.set(this, value);
    }

    /**
     * Invoice Status ({@code refin__Invoice_Status__c}): text(1300).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * TEXT(refin__Sales_Invoice__r.refin__Status__c)
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
     * ROUND(refin__Quantity__c * refin__Unit_Price__c * (1 - BLANKVALUE(refin__Discount_Percent__c, 0)), 2)
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
    public SalesInvoiceLine setLineNumber(Integer value) {
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
    public SalesInvoiceLine setProductId(RecordId<RecordId.Untyped> value) {
        return PRODUCT_ID.set(this, value);
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
    public SalesInvoiceLine setQuantity(BigDecimal value) {
        return QUANTITY.set(this, value);
    }

    /**
     * Sales Invoice ({@code refin__Sales_Invoice__c}): master-detail to {@code refin__Sales_Invoice__c}.
     *
     * <p>Required on insert. Set on insert only.
     */
    public RecordId<SalesInvoice> getSalesInvoiceId() {
        return SALES_INVOICE_ID.get(this);
    }

    /** Sets {@link #getSalesInvoiceId()}; null clears the field on the server. Returns this record. */
    public SalesInvoiceLine setSalesInvoiceId(RecordId<SalesInvoice> value) {
        return SALES_INVOICE_ID.set(this, value);
    }

    /** Service End Date ({@code refin__Service_End_Date__c}): date. */
    public LocalDate getServiceEndDate() {
        return SERVICE_END_DATE.get(this);
    }

    /** Sets {@link #getServiceEndDate()}; null clears the field on the server. Returns this record. */
    public SalesInvoiceLine setServiceEndDate(LocalDate value) {
        return SERVICE_END_DATE.set(this, value);
    }

    /** Service Start Date ({@code refin__Service_Start_Date__c}): date. */
    public LocalDate getServiceStartDate() {
        return SERVICE_START_DATE.get(this);
    }

    /** Sets {@link #getServiceStartDate()}; null clears the field on the server. Returns this record. */
    public SalesInvoiceLine setServiceStartDate(LocalDate value) {
        return SERVICE_START_DATE.set(this, value);
    }

    /**
     * Tax Amount ({@code refin__Tax_Amount__c}): currency(16, 2).
     *
     * <p>Calculated by the posting engine from the tax profile.
     *
     * <p>Read-only.
     */
    public BigDecimal getTaxAmount() {
        return TAX_AMOUNT.get(this);
    }

    /** Tax Profile ({@code refin__Tax_Profile__c}): lookup to {@code refin__Tax_Profile__c}. */
    public RecordId<TaxProfile> getTaxProfileId() {
        return TAX_PROFILE_ID.get(this);
    }

    /** Sets {@link #getTaxProfileId()}; null clears the field on the server. Returns this record. */
    public SalesInvoiceLine setTaxProfileId(RecordId<TaxProfile> value) {
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
    public SalesInvoiceLine setTaxable(Boolean value) {
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

    /** Unit Price ({@code refin__Unit_Price__c}): currency(16, 2). */
    public BigDecimal getUnitPrice() {
        return UNIT_PRICE.get(this);
    }

    /** Sets {@link #getUnitPrice()}; null clears the field on the server. Returns this record. */
    public SalesInvoiceLine setUnitPrice(BigDecimal value) {
        return UNIT_PRICE.set(this, value);
    }

    /**
     * Withholding Amount ({@code refin__Withholding_Amount__c}): currency(16, 2).
     *
     * <p>Read-only.
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
    public SalesInvoiceLine setRegion(Region value) {
        return REGION.setEnum(this, value);
    }

    /** Sets {@link #getRegion()} by API value, including values unknown at generation time. */
    public SalesInvoiceLine setRegionAsString(String value) {
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
     * The {@link SalesInvoice} a query selected through {@code refin__Sales_Invoice__r} (e.g. with
     * {@code Path.parent(SALES_INVOICE_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public SalesInvoice getSalesInvoice() {
        return this.<SalesInvoice>getParent(SALES_INVOICE_ID, SalesInvoice.SOBJECT_TYPE);
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

    /** API names of the fields of {@code refin__Sales_Invoice_Line__c}, as compile-time constants. */
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
        public static final String DISCOUNT_PERCENT = "refin__Discount_Percent__c";
        public static final String GL_ACCOUNT_ID = "refin__GL_Account__c";
        public static final String INVOICE_STATUS = "refin__Invoice_Status__c";
        public static final String LINE_AMOUNT = "refin__Line_Amount__c";
        public static final String LINE_NUMBER = "refin__Line_Number__c";
        public static final String PRODUCT_ID = "refin__Product__c";
        public static final String QUANTITY = "refin__Quantity__c";
        public static final String SALES_INVOICE_ID = "refin__Sales_Invoice__c";
        public static final String SERVICE_END_DATE = "refin__Service_End_Date__c";
        public static final String SERVICE_START_DATE = "refin__Service_Start_Date__c";
        public static final String TAX_AMOUNT = "refin__Tax_Amount__c";
        public static final String TAX_PROFILE_ID = "refin__Tax_Profile__c";
        public static final String TAXABLE = "refin__Taxable__c";
        public static final String TOTAL_AMOUNT = "refin__Total_Amount__c";
        public static final String UNIT_PRICE = "refin__Unit_Price__c";
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
