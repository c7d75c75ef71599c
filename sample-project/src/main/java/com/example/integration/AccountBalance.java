package com.example.integration;

import com.example.accounting.GLAccount;
import dev.refin.runtime.RecordId;
import java.math.BigDecimal;

/**
 * A general-ledger account's balance rebuilt from the ledger entries.
 *
 * @param account the GL account
 * @param debits the sum of its debits
 * @param credits the sum of its credits
 */
public record AccountBalance(RecordId<GLAccount> account, BigDecimal debits, BigDecimal credits) {
    /** Debits less credits: positive for a debit balance. */
    public BigDecimal net() {
        return debits.subtract(credits);
    }
}
