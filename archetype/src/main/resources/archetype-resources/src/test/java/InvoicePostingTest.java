package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;

import ${package}.accounting.Account;
import ${package}.accounting.AccountingPeriod;
import ${package}.accounting.Entity;
import ${package}.accounting.GLAccount;
import ${package}.accounting.Ledger;
import ${package}.accounting.SalesInvoice;
import dev.refin.emulator.EmulatorExtension;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.RefinClient;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Posts a sales invoice on the emulator, a local org serving the snapshot in src/main/refin. */
@ExtendWith(EmulatorExtension.class)
class InvoicePostingTest {
    @Test
    void createsAndPostsASalesInvoice(RefinClient client) {
        // What a posting needs: a ledger, GL accounts, an entity with those defaults, an open period, a customer.
        RecordId<Ledger> ledger = client.create(new Ledger().setName("Actual").setActive(true));
        RecordId<GLAccount> receivables =
                client.create(new GLAccount().setName("1200 Receivables").setActive(true));
        RecordId<GLAccount> revenue = client.create(new GLAccount().setName("4000 Revenue").setActive(true));
        RecordId<Entity> entity = client.create(new Entity()
                .setName("Example Ltd")
                .setDefaultLedgerId(ledger)
                .setDefaultARAccountId(receivables));
        LocalDate today = LocalDate.now(ZoneOffset.UTC); // the emulator's clock: the system clock in UTC
        client.create(new AccountingPeriod()
                .setName(today.toString().substring(0, 7))
                .setEntityId(entity)
                .setStartDate(today.withDayOfMonth(1))
                .setEndDate(today.withDayOfMonth(today.lengthOfMonth()))
                .setStatus(AccountingPeriod.Status.OPEN));
        RecordId<Account> customer = client.create(new Account().setName("Acme Corp"));

        RecordId<SalesInvoice> invoiceId = new InvoicePosting(client)
                .createAndPost(entity, customer, revenue, "ERP-1001", today, new BigDecimal("1200.00"));

        SalesInvoice readBack = client.get(
                SalesInvoice.SOBJECT_TYPE, invoiceId, SalesInvoice.NAME, SalesInvoice.STATUS, SalesInvoice.TOTAL_AMOUNT);
        assertEquals(SalesInvoice.Status.POSTED, readBack.getStatus());
        assertEquals("INV-000001", readBack.getName());
        assertEquals(0, new BigDecimal("1200.00").compareTo(readBack.getTotalAmount()));
    }
}
