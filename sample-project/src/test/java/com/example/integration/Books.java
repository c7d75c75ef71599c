package com.example.integration;

import com.example.accounting.Account;
import com.example.accounting.AccountingPeriod;
import com.example.accounting.Dimension;
import com.example.accounting.Entity;
import com.example.accounting.GLAccount;
import com.example.accounting.Ledger;
import com.example.accounting.PaymentTerm;
import com.example.accounting.TaxProfile;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.query.Soql;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * The reference data an invoice needs before it can be posted, created through the typed API: GL accounts, a
 * ledger, a payment term, a tax profile, an entity with those defaults, its accounting periods (March 2024
 * closed, April to June 2024 open), a customer and a cost-center dimension. Every test gets its own entity, so
 * its numbering starts at {@code INV-000001}.
 *
 * @param entity the entity, numbering invoices {@code INV-000001}, ...
 * @param customer the customer of invoices and receipts
 * @param receivable the entity's default AR account
 * @param revenue the revenue account of the lines
 * @param salesTax the tax account of the tax profile
 * @param bank the entity's default cash account
 * @param vat10 a 10% tax profile
 * @param costCenter a cost-center dimension value
 */
record Books(
        RecordId<Entity> entity,
        RecordId<Account> customer,
        RecordId<GLAccount> receivable,
        RecordId<GLAccount> revenue,
        RecordId<GLAccount> salesTax,
        RecordId<GLAccount> bank,
        RecordId<TaxProfile> vat10,
        RecordId<Dimension> costCenter) {

    static Books create(RefinClient client) {
        RecordId<GLAccount> receivable = account(client, "1200 Receivables");
        RecordId<GLAccount> revenue = account(client, "4000 Revenue");
        RecordId<GLAccount> salesTax = account(client, "2200 Sales Tax");
        RecordId<GLAccount> bank = account(client, "1000 Bank");
        RecordId<Ledger> ledger = client.create(new Ledger().setName("Actual").setActive(true));
        RecordId<PaymentTerm> net30 =
                client.create(new PaymentTerm().setName("Net 30").setDaysDue(30));
        RecordId<TaxProfile> vat10 = client.create(
                new TaxProfile().setName("VAT 10").setRate(BigDecimal.TEN).setTaxGLAccountId(salesTax));
        RecordId<Entity> entity = client.create(new Entity()
                .setName("Example Ltd")
                .setDefaultLedgerId(ledger)
                .setDefaultPaymentTermId(net30)
                .setDefaultARAccountId(receivable)
                .setDefaultCashAccountId(bank)
                .setInvoiceNumberPrefix("INV-"));
        period(client, entity, LocalDate.of(2024, 3, 1), AccountingPeriod.Status.CLOSED);
        period(client, entity, LocalDate.of(2024, 4, 1), AccountingPeriod.Status.OPEN);
        period(client, entity, LocalDate.of(2024, 5, 1), AccountingPeriod.Status.OPEN);
        period(client, entity, LocalDate.of(2024, 6, 1), AccountingPeriod.Status.OPEN);
        RecordId<Account> customer = client.create(new Account().setName("Acme Corp"));
        RecordId<Dimension> costCenter = client.create(new Dimension()
                .setName("CC-100 Sales")
                .setType(Dimension.Type.COST_CENTER)
                .setEntityId(entity));
        return new Books(entity, customer, receivable, revenue, salesTax, bank, vat10, costCenter);
    }

    /** Closes the entity's accounting period of this name ({@code yyyy-MM}) through the API, as an accountant would. */
    void closePeriod(RefinClient client, String name) {
        RecordId<AccountingPeriod> id = client
                .query(Soql.select(AccountingPeriod.ID)
                        .from(AccountingPeriod.SOBJECT_TYPE)
                        .where(Soql.field(AccountingPeriod.ENTITY_ID)
                                .eq(entity)
                                .and(Soql.field(AccountingPeriod.NAME).eq(name))))
                .stream()
                .map(AccountingPeriod::getId)
                .findFirst()
                .orElseThrow();
        client.update(client.get(AccountingPeriod.SOBJECT_TYPE, id).setStatus(AccountingPeriod.Status.CLOSED));
    }

    /** Moves the entity's book closure date: the books are closed through that day (null reopens them). */
    void closeBooksThrough(RefinClient client, LocalDate date) {
        client.update(client.get(Entity.SOBJECT_TYPE, entity).setBookClosureDate(date));
    }

    private static RecordId<GLAccount> account(RefinClient client, String name) {
        return client.create(new GLAccount().setName(name).setActive(true));
    }

    private static void period(
            RefinClient client, RecordId<Entity> entity, LocalDate start, AccountingPeriod.Status status) {
        client.create(new AccountingPeriod()
                .setName(start.toString().substring(0, 7))
                .setEntityId(entity)
                .setStartDate(start)
                .setEndDate(start.plusMonths(1).minusDays(1))
                .setStatus(status));
    }
}
