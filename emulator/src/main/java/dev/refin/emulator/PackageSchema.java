package dev.refin.emulator;

/**
 * The API names of the accounting package's objects and fields the emulator's behaviour uses, in one place (an
 * object and a lookup to it share one name, such as {@link #ENTITY}).
 */
final class PackageSchema {
    static final String ACCOUNTING_PERIOD = "refin__Accounting_Period__c";
    static final String ACCOUNTING_TRANSACTION = "refin__Accounting_Transaction__c";
    static final String ACTIVE = "refin__Active__c";
    static final String AMOUNT_APPLIED = "refin__Amount_Applied__c";
    static final String AMOUNT_PAID = "refin__Amount_Paid__c";
    static final String AMOUNT = "refin__Amount__c";
    static final String APPLICATION_COUNT = "refin__Application_Count__c";
    static final String APPLIED_AMOUNT = "refin__Applied_Amount__c";
    static final String APPLIED_DATE = "refin__Applied_Date__c";
    static final String APPROVAL_STATUS = "refin__Approval_Status__c";
    static final String BALANCE_DUE = "refin__Balance_Due__c";
    static final String BANK_ACCOUNT = "refin__Bank_Account__c";
    static final String BOOK_CLOSURE_DATE = "refin__Book_Closure_Date__c";
    static final String CASH_RECEIPT_APPLICATION = "refin__Cash_Receipt_Application__c";
    static final String CASH_RECEIPT = "refin__Cash_Receipt__c";
    static final String CREDIT_MEMO_NUMBER_PREFIX = "refin__Credit_Memo_Number_Prefix__c";
    static final String CREDIT_MEMO_SEQUENCE_NEXT = "refin__Credit_Memo_Sequence_Next__c";
    static final String CREDIT = "refin__Credit__c";
    static final String CURRENCY_AMOUNT = "refin__Currency_Amount__c";
    static final String CUSTOMER_NAME = "refin__Customer_Name__c";
    static final String CUSTOMER = "refin__Customer__c";
    static final String DAYS_DUE = "refin__Days_Due__c";
    static final String DEBIT = "refin__Debit__c";
    static final String DEFAULT_AR_ACCOUNT = "refin__Default_AR_Account__c";
    static final String DEFAULT_CASH_ACCOUNT = "refin__Default_Cash_Account__c";
    static final String DEFAULT_LEDGER = "refin__Default_Ledger__c";
    static final String DEFAULT_PAYMENT_TERM = "refin__Default_Payment_Term__c";
    static final String DUE_DATE_BASIS = "refin__Due_Date_Basis__c";
    static final String DUE_DATE = "refin__Due_Date__c";
    static final String END_DATE = "refin__End_Date__c";
    static final String ENTITY = "refin__Entity__c";
    static final String EXCHANGE_RATE = "refin__Exchange_Rate__c";
    static final String FUNCTIONAL_CURRENCY = "refin__Functional_Currency__c";
    static final String GL_ACCOUNT = "refin__GL_Account__c";
    static final String INVOICE_DATE = "refin__Invoice_Date__c";
    static final String INVOICE_NUMBER_PREFIX = "refin__Invoice_Number_Prefix__c";
    static final String INVOICE_SEQUENCE_NEXT = "refin__Invoice_Sequence_Next__c";
    static final String INVOICE_TYPE = "refin__Invoice_Type__c";
    static final String IS_ADJUSTMENT_PERIOD = "refin__Is_Adjustment_Period__c";
    static final String IS_LOCKED = "refin__Is_Locked__c";
    static final String IS_REVERSAL = "refin__Is_Reversal__c";
    static final String JOURNAL_NUMBER = "refin__Journal_Number__c";
    static final String LEDGER = "refin__Ledger__c";
    static final String LINE_AMOUNT = "refin__Line_Amount__c";
    static final String LINE_COUNT = "refin__Line_Count__c";
    static final String NUMBER_PADDING = "refin__Number_Padding__c";
    static final String ORIGINAL_INVOICE = "refin__Original_Invoice__c";
    static final String PAYMENT_TERM = "refin__Payment_Term__c";
    static final String PERIOD_STATUS = "refin__Period_Status__c";
    static final String POSTED_DATE = "refin__Posted_Date__c";
    static final String POSTED = "refin__Posted__c";
    static final String RATE = "refin__Rate__c";
    static final String RECEIPT_DATE = "refin__Receipt_Date__c";
    static final String RECEIPT_NUMBER_PREFIX = "refin__Receipt_Number_Prefix__c";
    static final String RECEIPT_SEQUENCE_NEXT = "refin__Receipt_Sequence_Next__c";
    static final String REVERSED_TRANSACTION = "refin__Reversed_Transaction__c";
    static final String SALES_INVOICE_LINE = "refin__Sales_Invoice_Line__c";
    static final String SALES_INVOICE = "refin__Sales_Invoice__c";
    static final String SOURCE_TYPE = "refin__Source_Type__c";
    static final String START_DATE = "refin__Start_Date__c";
    static final String STATUS = "refin__Status__c";
    static final String SUBTOTAL = "refin__Subtotal__c";
    static final String TAX_AMOUNT = "refin__Tax_Amount__c";
    static final String TAX_GL_ACCOUNT = "refin__Tax_GL_Account__c";
    static final String TAX_PROFILE = "refin__Tax_Profile__c";
    static final String TAXABLE = "refin__Taxable__c";
    static final String TOTAL_AMOUNT = "refin__Total_Amount__c";
    static final String TRANSACTION_DATE = "refin__Transaction_Date__c";
    static final String UNAPPLIED_AMOUNT = "refin__Unapplied_Amount__c";
    static final String WITHHOLDING_AMOUNT = "refin__Withholding_Amount__c";
    static final String WITHHOLDING_GL_ACCOUNT = "refin__Withholding_GL_Account__c";
    static final String WITHHOLDING_RATE = "refin__Withholding_Rate__c";

    private PackageSchema() {}
}
