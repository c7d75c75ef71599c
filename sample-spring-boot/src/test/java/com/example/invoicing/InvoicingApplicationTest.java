package com.example.invoicing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.accounting.Account;
import com.example.accounting.Entity;
import com.example.accounting.GLAccount;
import com.example.accounting.SalesInvoice;
import com.example.integration.PostResult;
import dev.refin.emulator.Emulator;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.RefinClient;
import dev.refin.spring.boot.test.AutoConfigureRefinEmulator;
import io.micrometer.core.instrument.MeterRegistry;
import java.math.BigDecimal;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.health.HealthEndpoint;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.actuate.health.SystemHealth;
import org.springframework.boot.test.context.SpringBootTest;

/** The application bills and posts an invoice against the emulator, and its metrics and health show it. */
@SpringBootTest(
        properties = {
            "refin.emulator.snapshot=../sample-project/src/main/refin",
            "refin.emulator.config=src/test/resources/org.yaml",
            "refin.health.min-remaining-requests=100"
        })
@AutoConfigureRefinEmulator
class InvoicingApplicationTest {
    @Autowired
    InvoiceService invoices;

    @Autowired
    Emulator emulator;

    @Autowired
    RefinClient client;

    @Autowired
    MeterRegistry meters;

    @Autowired
    HealthEndpoint health;

    @Test
    void postsAnInvoiceAndReportsItInMetricsAndHealth() {
        assertEquals(emulator.baseUrl(), client.instanceUrl().toString().replaceAll("/$", ""));
        PostResult result = invoices.bill(
                RecordId.<Entity>of(emulator.seeded("entity")),
                RecordId.<Account>of(emulator.seeded("customer")),
                RecordId.<GLAccount>of(emulator.seeded("revenue")),
                "ORDER-1",
                LocalDate.of(2024, 6, 15),
                new BigDecimal("120.00"));
        assertTrue(result.isPosted(), result.toString());
        assertEquals(1, emulator.records(SalesInvoice.SOBJECT_TYPE.apiName()).size());

        assertTrue(meters.get("refin.client.requests").tags("method", "POST", "outcome", "SUCCESS").timers().stream()
                        .mapToLong(timer -> timer.count())
                        .sum()
                >= 1);
        assertTrue(meters.get("refin.api.requests.used").gauge().value() >= 2);

        SystemHealth system = (SystemHealth) health.health();
        var refin = system.getComponents().get("refin");
        assertEquals(Status.UP, refin.getStatus(), refin.toString());
    }
}
