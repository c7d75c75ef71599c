package com.example.invoicing;

import com.example.accounting.Account;
import com.example.accounting.Entity;
import com.example.accounting.GLAccount;
import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import com.example.integration.InvoiceIntegration;
import com.example.integration.PostResult;
import dev.refin.runtime.RecordId;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.springframework.stereotype.Service;

/** Creates an invoice of one line and posts it: what an order system calls when it bills. */
@Service
public class InvoiceService {
    private final InvoiceIntegration integration;

    InvoiceService(InvoiceIntegration integration) {
        this.integration = integration;
    }

    /** Bills {@code amount} of revenue to {@code customer}, by {@code reference}, and posts the invoice. */
    public PostResult bill(
            RecordId<Entity> entity,
            RecordId<Account> customer,
            RecordId<GLAccount> revenue,
            String reference,
            LocalDate date,
            BigDecimal amount) {
        RecordId<SalesInvoice> invoice = integration
                .createDraft(
                        new SalesInvoice()
                                .setReference(reference)
                                .setEntityId(entity)
                                .setCustomerId(customer)
                                .setInvoiceDate(date),
                        List.of(new SalesInvoiceLine()
                                .setDescription(reference)
                                .setGlAccountId(revenue)
                                .setQuantity(BigDecimal.ONE)
                                .setUnitPrice(amount)))
                .id();
        return integration.post(invoice);
    }
}
