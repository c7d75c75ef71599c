package com.example.invoicing;

import com.example.integration.InvoiceIntegration;
import dev.refin.runtime.client.RefinClient;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** A Spring Boot application that posts invoices through the auto-configured {@link RefinClient}. */
@SpringBootApplication
public class InvoicingApplication {

    /** The sample project's invoice integration over the starter's client. */
    @Bean
    InvoiceIntegration invoiceIntegration(RefinClient client) {
        return new InvoiceIntegration(client);
    }

    /** Runs the application; the org comes from {@code refin.*} properties. */
    public static void main(String[] args) {
        SpringApplication.run(InvoicingApplication.class, args);
    }
}
