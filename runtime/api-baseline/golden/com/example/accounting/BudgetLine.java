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
 * Budget Line ({@code refin__Budget_Line__c}).
 *
 * <p>Record ids start with {@code a0R}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class BudgetLine extends SObject<BudgetLine> {
    private static final SObjectType.Builder<BudgetLine> DESCRIBE = SObjectType.builder(BudgetLine.class,
            "refin__Budget_Line__c", "a0R");

    private static final int TRAITS_1 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_3 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_5 = NILLABLE | CALCULATED | FILTERABLE | SORTABLE | AGGREGATABLE;

    public static final ReferenceField.Writable<BudgetLine, Dimension> COST_CENTER_ID =
            DESCRIBE.writable().<Dimension>lookup("Cost_Center__c", TRAITS_1, "Cost_Center__r", "refin__Dimension__c",
            Dimension.class);
    public static final ReferenceField<BudgetLine, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_2, "CreatedBy", "User");
    public static final Field.NotGroupable<BudgetLine, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_3);
    public static final PicklistField<BudgetLine, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.<CurrencyIsoCode>picklist("CurrencyIsoCode", DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST, CurrencyIsoCode.class);
    public static final Field.Key<BudgetLine, RecordId<BudgetLine>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<BudgetLine, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<BudgetLine, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<BudgetLine, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_2, "LastModifiedBy", "User");
    public static final Field.NotGroupable<BudgetLine, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field<BudgetLine, String> NAME = DESCRIBE.text("Name", FieldType.STRING, DEFAULTED_ON_CREATE |
            AUTO_NUMBER | FILTERABLE | SORTABLE | AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<BudgetLine, AccountingPeriod> ACCOUNTING_PERIOD_ID =
            DESCRIBE.writable().<AccountingPeriod>lookup("refin__Accounting_Period__c", TRAITS_4,
            "refin__Accounting_Period__r", "refin__Accounting_Period__c", AccountingPeriod.class);
    public static final Field.NotGroupable<BudgetLine, BigDecimal> ACTUAL_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Actual_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.NotGroupable<BudgetLine, BigDecimal> AVAILABLE_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Available_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final ReferenceField.Writable<BudgetLine, Budget> BUDGET_ID =
            DESCRIBE.writable().<Budget>lookup("refin__Budget__c", TRAITS_4, "refin__Budget__r", "refin__Budget__c",
            Budget.class);
    public static final Field.Writable.NotGroupable<BudgetLine, BigDecimal> BUDGETED_AMOUNT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Budgeted_Amount__c", FieldType.CURRENCY, CREATEABLE |
            UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final Field.NotGroupable<BudgetLine, BigDecimal> COMMITTED_AMOUNT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Committed_Amount__c", FieldType.CURRENCY, TRAITS_5);
    public static final Field.Writable<BudgetLine, String> DESCRIPTION =
            DESCRIBE.writable().text("refin__Description__c", FieldType.TEXTAREA, TRAITS_1);
    public static final ReferenceField.Writable<BudgetLine, GLAccount> GL_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__GL_Account__c", TRAITS_4, "refin__GL_Account__r",
            "refin__GL_Account__c", GLAccount.class);
    public static final Field.Writable<BudgetLine, Integer> LINE_NUMBER =
            DESCRIBE.writable().integer("refin__Line_Number__c", TRAITS_1);
    public static final Field<BudgetLine, Boolean> OVER_BUDGET = DESCRIBE.bool("refin__Over_Budget__c",
            DEFAULTED_ON_CREATE | CALCULATED | FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field.NotGroupable<BudgetLine, BigDecimal> VARIANCE_PERCENT =
            DESCRIBE.<BigDecimal>notGroupable("refin__Variance_Percent__c", FieldType.DOUBLE, TRAITS_5);
    public static final PicklistField.Writable<BudgetLine, Region> REGION =
            DESCRIBE.writable().<Region>picklist("Region__c", TRAITS_1, Region.class);
    public static final Field.NotGroupable<BudgetLine, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_3);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<BudgetLine> SOBJECT_TYPE = DESCRIBE.build();

    /** An empty record: every field absent, nothing changed. */
    public BudgetLine() {
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
    public BudgetLine setCostCenterId(RecordId<Dimension> value) {
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
    public RecordId<BudgetLine> getId() {
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

    /**
     * Accounting Period ({@code refin__Accounting_Period__c}): lookup to {@code refin__Accounting_Period__c}.
     *
     * <p>Required on insert.
     */
    public RecordId<AccountingPeriod> getAccountingPeriodId() {
        return ACCOUNTING_PERIOD_ID.get(this);
    }

    /** Sets {@link #getAccountingPeriodId()}; null clears the field on the server. Returns this record. */
    public BudgetLine setAccountingPeriodId(RecordId<AccountingPeriod> value) {
        return ACCOUNTING_PERIOD_ID.set(this, value);
    }

    /**
     * Actual Amount ({@code refin__Actual_Amount__c}): currency(16, 2).
     *
     * <p>The paid part of posted purchase invoice lines of this GL account and period (see the package's
     * budget rule).
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getActualAmount() {
        return ACTUAL_AMOUNT.get(this);
    }

    /**
     * Available Amount ({@code refin__Available_Amount__c}): currency(16, 2).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Budgeted_Amount__c - refin__Committed_Amount__c - refin__Actual_Amount__c
     * </pre>
     */
    public BigDecimal getAvailableAmount() {
        return AVAILABLE_AMOUNT.get(this);
    }

    /**
     * Budget ({@code refin__Budget__c}): master-detail to {@code refin__Budget__c}.
     *
     * <p>Required on insert.
     */
    public RecordId<Budget> getBudgetId() {
        return BUDGET_ID.get(this);
    }

    /** Sets {@link #getBudgetId()}; null clears the field on the server. Returns this record. */
    public BudgetLine setBudgetId(RecordId<Budget> value) {
        return BUDGET_ID.set(this, value);
    }

    /** Budgeted Amount ({@code refin__Budgeted_Amount__c}): currency(16, 2). */
    public BigDecimal getBudgetedAmount() {
        return BUDGETED_AMOUNT.get(this);
    }

    /** Sets {@link #getBudgetedAmount()}; null clears the field on the server. Returns this record. */
    public BudgetLine setBudgetedAmount(BigDecimal value) {
        return BUDGETED_AMOUNT.set(this, value);
    }

    /**
     * Committed Amount ({@code refin__Committed_Amount__c}): currency(16, 2).
     *
     * <p>The unpaid part of posted purchase invoice lines of this GL account and period (see the package's
     * budget rule).
     *
     * <p>Roll-up summary, computed by the platform. Read-only.
     */
    public BigDecimal getCommittedAmount() {
        return COMMITTED_AMOUNT.get(this);
    }

    /** Description ({@code refin__Description__c}): text area(255). */
    public String getDescription() {
        return DESCRIPTION.get(this);
    }

    /** Sets {@link #getDescription()}; null clears the field on the server. Returns this record. */
    public BudgetLine setDescription(String value) {
        return DESCRIPTION.set(this, value);
    }

    /**
     * GL Account ({@code refin__GL_Account__c}): lookup to {@code refin__GL_Account__c}.
     *
     * <p>Required on insert.
     */
    public RecordId<GLAccount> getGlAccountId() {
        return GL_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getGlAccountId()}; null clears the field on the server. Returns this record. */
    public BudgetLine setGlAccountId(RecordId<GLAccount> value) {
        return GL_ACCOUNT_ID.set(this, value);
    }

    /** Line No. ({@code refin__Line_Number__c}): int(9). */
    public Integer getLineNumber() {
        return LINE_NUMBER.get(this);
    }

    /** Sets {@link #getLineNumber()}; null clears the field on the server. Returns this record. */
    public BudgetLine setLineNumber(Integer value) {
        return LINE_NUMBER.set(this, value);
    }

    /**
     * Over Budget ({@code refin__Over_Budget__c}): boolean.
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * refin__Available_Amount__c &lt; 0
     * </pre>
     */
    public Boolean getOverBudget() {
        return OVER_BUDGET.get(this);
    }

    /**
     * Variance % ({@code refin__Variance_Percent__c}): double(18, 0).
     *
     * <p>Formula, computed by the platform. Read-only.
     *
     * <pre>
     * IF(refin__Budgeted_Amount__c = 0, 0, ROUND(refin__Available_Amount__c * 100 / refin__Budgeted_Amount__c, 2))
     * </pre>
     */
    public BigDecimal getVariancePercent() {
        return VARIANCE_PERCENT.get(this);
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
    public BudgetLine setRegion(Region value) {
        return REGION.setEnum(this, value);
    }

    /** Sets {@link #getRegion()} by API value, including values unknown at generation time. */
    public BudgetLine setRegionAsString(String value) {
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
     * The {@link AccountingPeriod} a query selected through {@code refin__Accounting_Period__r} (e.g. with
     * {@code Path.parent(ACCOUNTING_PERIOD_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public AccountingPeriod getAccountingPeriod() {
        return this.<AccountingPeriod>getParent(ACCOUNTING_PERIOD_ID, AccountingPeriod.SOBJECT_TYPE);
    }

    /**
     * The {@link Budget} a query selected through {@code refin__Budget__r} (e.g. with
     * {@code Path.parent(BUDGET_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Budget getBudget() {
        return this.<Budget>getParent(BUDGET_ID, Budget.SOBJECT_TYPE);
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

    /** API names of the fields of {@code refin__Budget_Line__c}, as compile-time constants. */
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
        public static final String ACCOUNTING_PERIOD_ID = "refin__Accounting_Period__c";
        public static final String ACTUAL_AMOUNT = "refin__Actual_Amount__c";
        public static final String AVAILABLE_AMOUNT = "refin__Available_Amount__c";
        public static final String BUDGET_ID = "refin__Budget__c";
        public static final String BUDGETED_AMOUNT = "refin__Budgeted_Amount__c";
        public static final String COMMITTED_AMOUNT = "refin__Committed_Amount__c";
        public static final String DESCRIPTION = "refin__Description__c";
        public static final String GL_ACCOUNT_ID = "refin__GL_Account__c";
        public static final String LINE_NUMBER = "refin__Line_Number__c";
        public static final String OVER_BUDGET = "refin__Over_Budget__c";
        public static final String VARIANCE_PERCENT = "refin__Variance_Percent__c";
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
