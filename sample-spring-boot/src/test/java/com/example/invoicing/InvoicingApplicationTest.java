package com.example.invoicing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.accounting.Account;
import com.example.accounting.Entity;
import com.example.accounting.GLAccount;
import com.example.accounting.SalesInvoice;
import com.example.integration.PostResult;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.emulator.Emulator;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.RefinClient;
import dev.refin.spring.boot.test.AutoConfigureRefinEmulator;
import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.env.Environment;

/**
 * The application bills and posts an invoice against the emulator, and its metrics and actuator show it, over real
 * HTTP: health UP, and no secret in {@code /actuator/env} or {@code /actuator/configprops} although values are shown.
 * The same test runs on Boot 3 (this module) and Boot 4 ({@code sample-spring-boot4}), so it uses no actuator type.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "refin.emulator.snapshot=../sample-project/src/main/refin",
            "refin.emulator.config=../sample-spring-boot/src/test/resources/org.yaml",
            "refin.health.min-remaining-requests=100",
            "management.endpoints.web.exposure.include=health,env,configprops",
            "management.endpoint.env.show-values=always",
            "management.endpoint.configprops.show-values=always",
            "refin.auth.password.password=pw-hunter2",
            "refin.auth.password.client-secret=cs-hunter2"
        })
@AutoConfigureRefinEmulator
class InvoicingApplicationTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Autowired
    InvoiceService invoices;

    @Autowired
    Emulator emulator;

    @Autowired
    RefinClient client;

    @Autowired
    MeterRegistry meters;

    @Autowired
    Environment environment;

    @Test
    void postsAnInvoiceAndReportsItInMetricsAndHealth() throws Exception {
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

        JsonNode refin =
                JSON.readTree(get("/actuator/health")).path("components").path("refin");
        assertEquals("UP", refin.path("status").asText(), refin.toString());
        assertTrue(refin.path("details").path("dailyApiRequestsRemaining").asLong() > 0, refin.toString());
    }

    @Test
    void theActuatorShowsNoSecretWithValuesShown() throws Exception {
        String env = get("/actuator/env");
        assertTrue(env.contains(emulator.baseUrl()), "values are shown");
        assertTrue(env.contains("refin.auth.password.password"), "the key is listed");
        String configprops = get("/actuator/configprops");
        assertTrue(configprops.contains(emulator.baseUrl()), "values are shown");
        for (String shown : new String[] {env, configprops}) {
            assertFalse(shown.contains("hunter2"), shown);
            assertFalse(shown.contains(emulator.defaultToken()), shown);
        }
    }

    private String get(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(
                                        "http://127.0.0.1:" + environment.getProperty("local.server.port") + path))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), path + ": " + response.body());
        return response.body();
    }
}
