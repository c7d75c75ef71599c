package com.example.integration;

import com.example.accounting.AccountingTransaction;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

/**
 * A posted invoice as read back after posting.
 *
 * @param number the document number the entity's sequence assigned, e.g. {@code INV-000001}
 * @param dueDate the due date derived from the payment term
 * @param total the total including tax
 * @param ledgerEntries the ledger entries posting wrote in {@code refin__Accounting_Transaction__c}
 */
public record PostedInvoice(
        String number, LocalDate dueDate, BigDecimal total, List<AccountingTransaction> ledgerEntries) {
    /** Copies the entries. */
    public PostedInvoice {
        ledgerEntries = List.copyOf(ledgerEntries);
    }

    /** The sum of the entries' debits. */
    public BigDecimal totalDebits() {
        return ledgerEntries.stream().map(AccountingTransaction::getDebit).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    /** The sum of the entries' credits. */
    public BigDecimal totalCredits() {
        return ledgerEntries.stream().map(AccountingTransaction::getCredit).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
