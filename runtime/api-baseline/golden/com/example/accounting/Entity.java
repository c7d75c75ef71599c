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
 * Entity ({@code refin__Entity__c}).
 *
 * <p>Record ids start with {@code a0F}.
 *
 * <p>Generated from the object's describe by refin-codegen: regenerate rather than edit.
 */
@Generated("dev.refin.codegen.RefinCodegen")
public final class Entity extends SObject<Entity> {
    private static final SObjectType.Builder<Entity> DESCRIBE = SObjectType.builder(Entity.class, "refin__Entity__c",
            "a0F");

    private static final int TRAITS_1 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE;
    private static final int TRAITS_2 = DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_3 = NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_4 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE;
    private static final int TRAITS_5 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | AGGREGATABLE;
    private static final int TRAITS_6 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | RESTRICTED_PICKLIST;

    public static final ReferenceField<Entity, RecordId.Untyped> CREATED_BY_ID = DESCRIBE.lookup("CreatedById",
            TRAITS_1, "CreatedBy", "User");
    public static final Field.NotGroupable<Entity, OffsetDateTime> CREATED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("CreatedDate", FieldType.DATETIME, TRAITS_2);
    public static final PicklistField.Writable<Entity, CurrencyIsoCode> CURRENCY_ISO_CODE =
            DESCRIBE.writable().<CurrencyIsoCode>picklist("CurrencyIsoCode", CREATEABLE | UPDATEABLE |
            DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE | RESTRICTED_PICKLIST,
            CurrencyIsoCode.class);
    public static final Field.Key<Entity, RecordId<Entity>> ID = DESCRIBE.idKey("Id", DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field<Entity, Boolean> IS_DELETED = DESCRIBE.bool("IsDeleted", DEFAULTED_ON_CREATE |
            FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field<Entity, LocalDate> LAST_ACTIVITY_DATE = DESCRIBE.date("LastActivityDate", NILLABLE |
            FILTERABLE | SORTABLE | GROUPABLE | AGGREGATABLE);
    public static final ReferenceField<Entity, RecordId.Untyped> LAST_MODIFIED_BY_ID =
            DESCRIBE.lookup("LastModifiedById", TRAITS_1, "LastModifiedBy", "User");
    public static final Field.NotGroupable<Entity, OffsetDateTime> LAST_MODIFIED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastModifiedDate", FieldType.DATETIME, TRAITS_2);
    public static final Field.NotGroupable<Entity, OffsetDateTime> LAST_REFERENCED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastReferencedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.NotGroupable<Entity, OffsetDateTime> LAST_VIEWED_DATE =
            DESCRIBE.<OffsetDateTime>notGroupable("LastViewedDate", FieldType.DATETIME, TRAITS_3);
    public static final Field.Writable<Entity, String> NAME = DESCRIBE.writable().text("Name", FieldType.STRING,
            CREATEABLE | UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE |
            AGGREGATABLE | NAME_FIELD | ID_LOOKUP);
    public static final ReferenceField.Writable<Entity, RecordId.Untyped> OWNER_ID =
            DESCRIBE.writable().reference("OwnerId", CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE |
            SORTABLE | GROUPABLE | AGGREGATABLE, "Owner", "Group", "User");
    public static final Field.Writable<Entity, Boolean> ACTIVE = DESCRIBE.writable().bool("refin__Active__c",
            CREATEABLE | UPDATEABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | GROUPABLE);
    public static final Field.Writable<Entity, LocalDate> BOOK_CLOSURE_DATE =
            DESCRIBE.writable().date("refin__Book_Closure_Date__c", TRAITS_4);
    public static final Field.Writable.Key<Entity, String> CODE = DESCRIBE.writable().<String>key("refin__Code__c",
            FieldType.STRING, CREATEABLE | UPDATEABLE | NILLABLE | EXTERNAL_ID | UNIQUE | FILTERABLE | SORTABLE |
            GROUPABLE | AGGREGATABLE | ID_LOOKUP);
    public static final Field.Writable<Entity, String> CREDIT_MEMO_NUMBER_PREFIX =
            DESCRIBE.writable().text("refin__Credit_Memo_Number_Prefix__c", FieldType.STRING, TRAITS_4);
    public static final Field.Writable.NotGroupable<Entity, BigDecimal> CREDIT_MEMO_SEQUENCE_NEXT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Credit_Memo_Sequence_Next__c", FieldType.DOUBLE,
            TRAITS_5);
    public static final ReferenceField.Writable<Entity, GLAccount> DEFAULT_AP_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Default_AP_Account__c", TRAITS_4,
            "refin__Default_AP_Account__r", "refin__GL_Account__c", GLAccount.class);
    public static final ReferenceField.Writable<Entity, GLAccount> DEFAULT_AR_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Default_AR_Account__c", TRAITS_4,
            "refin__Default_AR_Account__r", "refin__GL_Account__c", GLAccount.class);
    public static final ReferenceField.Writable<Entity, GLAccount> DEFAULT_CASH_ACCOUNT_ID =
            DESCRIBE.writable().<GLAccount>lookup("refin__Default_Cash_Account__c", TRAITS_4,
            "refin__Default_Cash_Account__r", "refin__GL_Account__c", GLAccount.class);
    public static final ReferenceField.Writable<Entity, Ledger> DEFAULT_LEDGER_ID =
            DESCRIBE.writable().<Ledger>lookup("refin__Default_Ledger__c", TRAITS_4, "refin__Default_Ledger__r",
            "refin__Ledger__c", Ledger.class);
    public static final ReferenceField.Writable<Entity, PaymentTerm> DEFAULT_PAYMENT_TERM_ID =
            DESCRIBE.writable().<PaymentTerm>lookup("refin__Default_Payment_Term__c", TRAITS_4,
            "refin__Default_Payment_Term__r", "refin__Payment_Term__c", PaymentTerm.class);
    public static final PicklistField.Writable<Entity, FiscalYearStartMonth> FISCAL_YEAR_START_MONTH =
            DESCRIBE.writable().<FiscalYearStartMonth>picklist("refin__Fiscal_Year_Start_Month__c", TRAITS_6,
            FiscalYearStartMonth.class);
    public static final PicklistField.Writable<Entity, FunctionalCurrency> FUNCTIONAL_CURRENCY =
            DESCRIBE.writable().<FunctionalCurrency>picklist("refin__Functional_Currency__c", TRAITS_6,
            FunctionalCurrency.class);
    public static final Field.Writable.NotFilterable<Entity, String> INVOICE_FOOTER =
            DESCRIBE.writable().<String>notFilterable("refin__Invoice_Footer__c", FieldType.TEXTAREA, CREATEABLE |
            UPDATEABLE | NILLABLE);
    public static final Field.Writable<Entity, String> INVOICE_NUMBER_PREFIX =
            DESCRIBE.writable().text("refin__Invoice_Number_Prefix__c", FieldType.STRING, TRAITS_4);
    public static final Field.Writable.NotGroupable<Entity, BigDecimal> INVOICE_SEQUENCE_NEXT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Invoice_Sequence_Next__c", FieldType.DOUBLE, TRAITS_5);
    public static final Field.Writable<Entity, String> LEGAL_NAME = DESCRIBE.writable().text("refin__Legal_Name__c",
            FieldType.STRING, TRAITS_4);
    public static final Field.Writable.NotGroupable<Entity, BigDecimal> NUMBER_PADDING =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Number_Padding__c", FieldType.DOUBLE, CREATEABLE |
            UPDATEABLE | NILLABLE | DEFAULTED_ON_CREATE | FILTERABLE | SORTABLE | AGGREGATABLE);
    public static final Field.Writable<Entity, String> RECEIPT_NUMBER_PREFIX =
            DESCRIBE.writable().text("refin__Receipt_Number_Prefix__c", FieldType.STRING, TRAITS_4);
    public static final Field.Writable.NotGroupable<Entity, BigDecimal> RECEIPT_SEQUENCE_NEXT =
            DESCRIBE.writable().<BigDecimal>notGroupable("refin__Receipt_Sequence_Next__c", FieldType.DOUBLE, TRAITS_5);
    public static final Field.Writable<Entity, String> TAX_REGISTRATION_NUMBER =
            DESCRIBE.writable().text("refin__Tax_Registration_Number__c", FieldType.STRING, TRAITS_4);
    public static final Field.NotGroupable<Entity, OffsetDateTime> SYSTEM_MODSTAMP =
            DESCRIBE.<OffsetDateTime>notGroupable("SystemModstamp", FieldType.DATETIME, TRAITS_2);

    /** The object's type: API name, key prefix and every field, in describe order. */
    public static final SObjectType<Entity> SOBJECT_TYPE = DESCRIBE.build();

    /**
     * The {@link AccountingPeriod} records whose {@code refin__Entity__c} points here
     * ({@code refin__Accounting_Periods__r}): for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Entity, AccountingPeriod> ACCOUNTING_PERIODS =
            ChildRelationship.<Entity, AccountingPeriod>of("refin__Accounting_Periods__r", "refin__Entity__c",
            AccountingPeriod.class);

    /**
     * The {@link AccountingTransaction} records whose {@code refin__Entity__c} points here
     * ({@code refin__Accounting_Transactions__r}): for child subqueries, sObject trees and
     * {@code RefinClient.children}.
     */
    public static final ChildRelationship<Entity, AccountingTransaction> ACCOUNTING_TRANSACTIONS =
            ChildRelationship.<Entity, AccountingTransaction>of("refin__Accounting_Transactions__r", "refin__Entity__c",
            AccountingTransaction.class);

    /**
     * The {@link CashReceipt} records whose {@code refin__Entity__c} points here ({@code refin__Cash_Receipts__r}): for
     * child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Entity, CashReceipt> CASH_RECEIPTS =
            ChildRelationship.<Entity, CashReceipt>of("refin__Cash_Receipts__r", "refin__Entity__c", CashReceipt.class);

    /**
     * The {@link Dimension} records whose {@code refin__Entity__c} points here ({@code refin__Dimensions__r}): for
     * child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Entity, Dimension> DIMENSIONS =
            ChildRelationship.<Entity, Dimension>of("refin__Dimensions__r", "refin__Entity__c", Dimension.class);

    /**
     * The {@link GLAccount} records whose {@code refin__Entity__c} points here ({@code refin__GL_Accounts__r}): for
     * child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Entity, GLAccount> GL_ACCOUNTS =
            ChildRelationship.<Entity, GLAccount>of("refin__GL_Accounts__r", "refin__Entity__c", GLAccount.class);

    /**
     * The {@link Ledger} records whose {@code refin__Entity__c} points here ({@code refin__Ledgers__r}): for child
     * subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Entity, Ledger> LEDGERS =
            ChildRelationship.<Entity, Ledger>of("refin__Ledgers__r", "refin__Entity__c", Ledger.class);

    /**
     * The {@link SalesInvoice} records whose {@code refin__Entity__c} points here ({@code refin__Sales_Invoices__r}):
     * for child subqueries, sObject trees and {@code RefinClient.children}.
     */
    public static final ChildRelationship<Entity, SalesInvoice> SALES_INVOICES =
            ChildRelationship.<Entity, SalesInvoice>of("refin__Sales_Invoices__r", "refin__Entity__c",
            SalesInvoice.class);

    /** An empty record: every field absent, nothing changed. */
    public Entity() {
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
    public Entity setCurrencyIsoCode(CurrencyIsoCode value) {
        return CURRENCY_ISO_CODE.setEnum(this, value);
    }

    /** Sets {@link #getCurrencyIsoCode()} by API value, including values unknown at generation time. */
    public Entity setCurrencyIsoCodeAsString(String value) {
        return CURRENCY_ISO_CODE.set(this, value);
    }

    /**
     * Record ID ({@code Id}): id.
     *
     * <p>Read-only.
     */
    public RecordId<Entity> getId() {
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
     * Entity Name ({@code Name}): text(80).
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public String getName() {
        return NAME.get(this);
    }

    /** Sets {@link #getName()}; null clears the field on the server. Returns this record. */
    public Entity setName(String value) {
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
    public Entity setOwnerId(RecordId<RecordId.Untyped> value) {
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
    public Entity setActive(Boolean value) {
        return ACTIVE.set(this, value);
    }

    /**
     * Book Closure Date ({@code refin__Book_Closure_Date__c}): date.
     *
     * <p>Transactions dated on or before this date are refused ("GL book closure date").
     */
    public LocalDate getBookClosureDate() {
        return BOOK_CLOSURE_DATE.get(this);
    }

    /** Sets {@link #getBookClosureDate()}; null clears the field on the server. Returns this record. */
    public Entity setBookClosureDate(LocalDate value) {
        return BOOK_CLOSURE_DATE.set(this, value);
    }

    /**
     * Entity Code ({@code refin__Code__c}): text(20).
     *
     * <p>External id: usable as an upsert key. Unique.
     */
    public String getCode() {
        return CODE.get(this);
    }

    /** Sets {@link #getCode()}; null clears the field on the server. Returns this record. */
    public Entity setCode(String value) {
        return CODE.set(this, value);
    }

    /** Credit Memo Number Prefix ({@code refin__Credit_Memo_Number_Prefix__c}): text(10). */
    public String getCreditMemoNumberPrefix() {
        return CREDIT_MEMO_NUMBER_PREFIX.get(this);
    }

    /** Sets {@link #getCreditMemoNumberPrefix()}; null clears the field on the server. Returns this record. */
    public Entity setCreditMemoNumberPrefix(String value) {
        return CREDIT_MEMO_NUMBER_PREFIX.set(this, value);
    }

    /** Credit Memo Sequence Next Number ({@code refin__Credit_Memo_Sequence_Next__c}): double(18, 0). */
    public BigDecimal getCreditMemoSequenceNext() {
        return CREDIT_MEMO_SEQUENCE_NEXT.get(this);
    }

    /** Sets {@link #getCreditMemoSequenceNext()}; null clears the field on the server. Returns this record. */
    public Entity setCreditMemoSequenceNext(BigDecimal value) {
        return CREDIT_MEMO_SEQUENCE_NEXT.set(this, value);
    }

    /**
     * Default AP Account ({@code refin__Default_AP_Account__c}): lookup to {@code refin__GL_Account__c}.
     *
     * <p>The accounts payable account credited by posted purchase invoices.
     */
    public RecordId<GLAccount> getDefaultAPAccountId() {
        return DEFAULT_AP_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getDefaultAPAccountId()}; null clears the field on the server. Returns this record. */
    public Entity setDefaultAPAccountId(RecordId<GLAccount> value) {
        return DEFAULT_AP_ACCOUNT_ID.set(this, value);
    }

    /** Default AR Account ({@code refin__Default_AR_Account__c}): lookup to {@code refin__GL_Account__c}. */
    public RecordId<GLAccount> getDefaultARAccountId() {
        return DEFAULT_AR_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getDefaultARAccountId()}; null clears the field on the server. Returns this record. */
    public Entity setDefaultARAccountId(RecordId<GLAccount> value) {
        return DEFAULT_AR_ACCOUNT_ID.set(this, value);
    }

    /** Default Cash Account ({@code refin__Default_Cash_Account__c}): lookup to {@code refin__GL_Account__c}. */
    public RecordId<GLAccount> getDefaultCashAccountId() {
        return DEFAULT_CASH_ACCOUNT_ID.get(this);
    }

    /** Sets {@link #getDefaultCashAccountId()}; null clears the field on the server. Returns this record. */
    public Entity setDefaultCashAccountId(RecordId<GLAccount> value) {
        return DEFAULT_CASH_ACCOUNT_ID.set(this, value);
    }

    /** Default Ledger ({@code refin__Default_Ledger__c}): lookup to {@code refin__Ledger__c}. */
    public RecordId<Ledger> getDefaultLedgerId() {
        return DEFAULT_LEDGER_ID.get(this);
    }

    /** Sets {@link #getDefaultLedgerId()}; null clears the field on the server. Returns this record. */
    public Entity setDefaultLedgerId(RecordId<Ledger> value) {
        return DEFAULT_LEDGER_ID.set(this, value);
    }

    /** Default Payment Term ({@code refin__Default_Payment_Term__c}): lookup to {@code refin__Payment_Term__c}. */
    public RecordId<PaymentTerm> getDefaultPaymentTermId() {
        return DEFAULT_PAYMENT_TERM_ID.get(this);
    }

    /** Sets {@link #getDefaultPaymentTermId()}; null clears the field on the server. Returns this record. */
    public Entity setDefaultPaymentTermId(RecordId<PaymentTerm> value) {
        return DEFAULT_PAYMENT_TERM_ID.set(this, value);
    }

    /**
     * Fiscal Year Start Month ({@code refin__Fiscal_Year_Start_Month__c}): restricted picklist.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getFiscalYearStartMonthAsString()}), or null
     */
    public FiscalYearStartMonth getFiscalYearStartMonth() {
        return FISCAL_YEAR_START_MONTH.getEnum(this);
    }

    /** The API value of {@link #getFiscalYearStartMonth()} exactly as the server sent it. */
    public String getFiscalYearStartMonthAsString() {
        return FISCAL_YEAR_START_MONTH.get(this);
    }

    /** Sets {@link #getFiscalYearStartMonth()}; null clears the field on the server. Returns this record. */
    public Entity setFiscalYearStartMonth(FiscalYearStartMonth value) {
        return FISCAL_YEAR_START_MONTH.setEnum(this, value);
    }

    /** Sets {@link #getFiscalYearStartMonth()} by API value, including values unknown at generation time. */
    public Entity setFiscalYearStartMonthAsString(String value) {
        return FISCAL_YEAR_START_MONTH.set(this, value);
    }

    /**
     * Functional Currency ({@code refin__Functional_Currency__c}): restricted picklist.
     *
     * @return the value, {@code UNRECOGNIZED} for one added to the org after generation (see
     * {@link #getFunctionalCurrencyAsString()}), or null
     */
    public FunctionalCurrency getFunctionalCurrency() {
        return FUNCTIONAL_CURRENCY.getEnum(this);
    }

    /** The API value of {@link #getFunctionalCurrency()} exactly as the server sent it. */
    public String getFunctionalCurrencyAsString() {
        return FUNCTIONAL_CURRENCY.get(this);
    }

    /** Sets {@link #getFunctionalCurrency()}; null clears the field on the server. Returns this record. */
    public Entity setFunctionalCurrency(FunctionalCurrency value) {
        return FUNCTIONAL_CURRENCY.setEnum(this, value);
    }

    /** Sets {@link #getFunctionalCurrency()} by API value, including values unknown at generation time. */
    public Entity setFunctionalCurrencyAsString(String value) {
        return FUNCTIONAL_CURRENCY.set(this, value);
    }

    /** Invoice Footer ({@code refin__Invoice_Footer__c}): rich text area(32768). */
    public String getInvoiceFooter() {
        return INVOICE_FOOTER.get(this);
    }

    /** Sets {@link #getInvoiceFooter()}; null clears the field on the server. Returns this record. */
    public Entity setInvoiceFooter(String value) {
        return INVOICE_FOOTER.set(this, value);
    }

    /**
     * Invoice Number Prefix ({@code refin__Invoice_Number_Prefix__c}): text(10).
     *
     * <p>Prepended to the sequence, e.g. INV- gives INV-000123.
     */
    public String getInvoiceNumberPrefix() {
        return INVOICE_NUMBER_PREFIX.get(this);
    }

    /** Sets {@link #getInvoiceNumberPrefix()}; null clears the field on the server. Returns this record. */
    public Entity setInvoiceNumberPrefix(String value) {
        return INVOICE_NUMBER_PREFIX.set(this, value);
    }

    /** Invoice Sequence Next Number ({@code refin__Invoice_Sequence_Next__c}): double(18, 0). */
    public BigDecimal getInvoiceSequenceNext() {
        return INVOICE_SEQUENCE_NEXT.get(this);
    }

    /** Sets {@link #getInvoiceSequenceNext()}; null clears the field on the server. Returns this record. */
    public Entity setInvoiceSequenceNext(BigDecimal value) {
        return INVOICE_SEQUENCE_NEXT.set(this, value);
    }

    /** Legal Name ({@code refin__Legal_Name__c}): text(255). */
    public String getLegalName() {
        return LEGAL_NAME.get(this);
    }

    /** Sets {@link #getLegalName()}; null clears the field on the server. Returns this record. */
    public Entity setLegalName(String value) {
        return LEGAL_NAME.set(this, value);
    }

    /**
     * Number Padding ({@code refin__Number_Padding__c}): double(2, 0).
     *
     * <p>Filled by the platform when omitted on insert.
     */
    public BigDecimal getNumberPadding() {
        return NUMBER_PADDING.get(this);
    }

    /** Sets {@link #getNumberPadding()}; null clears the field on the server. Returns this record. */
    public Entity setNumberPadding(BigDecimal value) {
        return NUMBER_PADDING.set(this, value);
    }

    /** Receipt Number Prefix ({@code refin__Receipt_Number_Prefix__c}): text(10). */
    public String getReceiptNumberPrefix() {
        return RECEIPT_NUMBER_PREFIX.get(this);
    }

    /** Sets {@link #getReceiptNumberPrefix()}; null clears the field on the server. Returns this record. */
    public Entity setReceiptNumberPrefix(String value) {
        return RECEIPT_NUMBER_PREFIX.set(this, value);
    }

    /** Receipt Sequence Next Number ({@code refin__Receipt_Sequence_Next__c}): double(18, 0). */
    public BigDecimal getReceiptSequenceNext() {
        return RECEIPT_SEQUENCE_NEXT.get(this);
    }

    /** Sets {@link #getReceiptSequenceNext()}; null clears the field on the server. Returns this record. */
    public Entity setReceiptSequenceNext(BigDecimal value) {
        return RECEIPT_SEQUENCE_NEXT.set(this, value);
    }

    /** Tax Registration Number ({@code refin__Tax_Registration_Number__c}): text(40). */
    public String getTaxRegistrationNumber() {
        return TAX_REGISTRATION_NUMBER.get(this);
    }

    /** Sets {@link #getTaxRegistrationNumber()}; null clears the field on the server. Returns this record. */
    public Entity setTaxRegistrationNumber(String value) {
        return TAX_REGISTRATION_NUMBER.set(this, value);
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
     * The {@link GLAccount} a query selected through {@code refin__Default_AP_Account__r} (e.g. with
     * {@code Path.parent(DEFAULT_AP_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getDefaultAPAccount() {
        return this.<GLAccount>getParent(DEFAULT_AP_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /**
     * The {@link GLAccount} a query selected through {@code refin__Default_AR_Account__r} (e.g. with
     * {@code Path.parent(DEFAULT_AR_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getDefaultARAccount() {
        return this.<GLAccount>getParent(DEFAULT_AR_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /**
     * The {@link GLAccount} a query selected through {@code refin__Default_Cash_Account__r} (e.g. with
     * {@code Path.parent(DEFAULT_CASH_ACCOUNT_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public GLAccount getDefaultCashAccount() {
        return this.<GLAccount>getParent(DEFAULT_CASH_ACCOUNT_ID, GLAccount.SOBJECT_TYPE);
    }

    /**
     * The {@link Ledger} a query selected through {@code refin__Default_Ledger__r} (e.g. with
     * {@code Path.parent(DEFAULT_LEDGER_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public Ledger getDefaultLedger() {
        return this.<Ledger>getParent(DEFAULT_LEDGER_ID, Ledger.SOBJECT_TYPE);
    }

    /**
     * The {@link PaymentTerm} a query selected through {@code refin__Default_Payment_Term__r} (e.g. with
     * {@code Path.parent(DEFAULT_PAYMENT_TERM_ID).get(...)}), with the fields it selected.
     *
     * @return a copy of the parent record, or null when the query did not select it or the lookup is empty
     */
    public PaymentTerm getDefaultPaymentTerm() {
        return this.<PaymentTerm>getParent(DEFAULT_PAYMENT_TERM_ID, PaymentTerm.SOBJECT_TYPE);
    }

    /** API names of the fields of {@code refin__Entity__c}, as compile-time constants. */
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
        public static final String CREDIT_MEMO_NUMBER_PREFIX = "refin__Credit_Memo_Number_Prefix__c";
        public static final String CREDIT_MEMO_SEQUENCE_NEXT = "refin__Credit_Memo_Sequence_Next__c";
        public static final String DEFAULT_AP_ACCOUNT_ID = "refin__Default_AP_Account__c";
        public static final String DEFAULT_AR_ACCOUNT_ID = "refin__Default_AR_Account__c";
        public static final String DEFAULT_CASH_ACCOUNT_ID = "refin__Default_Cash_Account__c";
        public static final String DEFAULT_LEDGER_ID = "refin__Default_Ledger__c";
        public static final String DEFAULT_PAYMENT_TERM_ID = "refin__Default_Payment_Term__c";
        public static final String FISCAL_YEAR_START_MONTH = "refin__Fiscal_Year_Start_Month__c";
        public static final String FUNCTIONAL_CURRENCY = "refin__Functional_Currency__c";
        public static final String INVOICE_FOOTER = "refin__Invoice_Footer__c";
        public static final String INVOICE_NUMBER_PREFIX = "refin__Invoice_Number_Prefix__c";
        public static final String INVOICE_SEQUENCE_NEXT = "refin__Invoice_Sequence_Next__c";
        public static final String LEGAL_NAME = "refin__Legal_Name__c";
        public static final String NUMBER_PADDING = "refin__Number_Padding__c";
        public static final String RECEIPT_NUMBER_PREFIX = "refin__Receipt_Number_Prefix__c";
        public static final String RECEIPT_SEQUENCE_NEXT = "refin__Receipt_Sequence_Next__c";
        public static final String TAX_REGISTRATION_NUMBER = "refin__Tax_Registration_Number__c";
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
     * Values of Fiscal Year Start Month ({@code refin__Fiscal_Year_Start_Month__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum FiscalYearStartMonth implements PicklistValue {
        /**
         * January (1)
         *
         * <p>Default.
         */
        VALUE_1("1", "January", true, true),
        /** February (2) */
        VALUE_2("2", "February", true, false),
        /** March (3) */
        VALUE_3("3", "March", true, false),
        /** April (4) */
        VALUE_4("4", "April", true, false),
        /** May (5) */
        VALUE_5("5", "May", true, false),
        /** June (6) */
        VALUE_6("6", "June", true, false),
        /** July (7) */
        VALUE_7("7", "July", true, false),
        /** August (8) */
        VALUE_8("8", "August", true, false),
        /** September (9) */
        VALUE_9("9", "September", true, false),
        /** October (10) */
        VALUE_10("10", "October", true, false),
        /** November (11) */
        VALUE_11("11", "November", true, false),
        /** December (12) */
        VALUE_12("12", "December", true, false),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getFiscalYearStartMonthAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null, null, true, false);

        private final String apiValue;
        private final String label;
        private final boolean active;
        private final boolean isDefault;

        FiscalYearStartMonth(String apiValue, String label, boolean active, boolean isDefault) {
            this.apiValue = apiValue;
            this.label = label;
            this.active = active;
            this.isDefault = isDefault;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return label;
        }

        @Override
        public boolean isActive() {
            return active;
        }

        @Override
        public boolean isDefault() {
            return isDefault;
        }
    }

    /**
     * Values of Functional Currency ({@code refin__Functional_Currency__c}).
     *
     * <p>Restricted: the org refuses values not listed here.
     */
    public enum FunctionalCurrency implements PicklistValue {
        /**
         * U.S. Dollar (USD)
         *
         * <p>Default.
         */
        USD("USD", "U.S. Dollar", true, true),
        /** Euro (EUR) */
        EUR("EUR", "Euro", true, false),
        /** British Pound (GBP) */
        GBP("GBP", "British Pound", true, false),
        /**
         * A value added to the org after this code was generated; {@link #apiValue()} is null.
         * Read the server's text with {@code getFunctionalCurrencyAsString()}; regenerate to get a constant for it.
         */
        UNRECOGNIZED(null, null, true, false);

        private final String apiValue;
        private final String label;
        private final boolean active;
        private final boolean isDefault;

        FunctionalCurrency(String apiValue, String label, boolean active, boolean isDefault) {
            this.apiValue = apiValue;
            this.label = label;
            this.active = active;
            this.isDefault = isDefault;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return label;
        }

        @Override
        public boolean isActive() {
            return active;
        }

        @Override
        public boolean isDefault() {
            return isDefault;
        }
    }
}
