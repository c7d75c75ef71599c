package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runnable emulator as a user starts it, in a JVM of its own with {@code --ready-org}: what it prints is all a
 * program needs to post an invoice (no id, token or version to guess), and it stops on a termination signal.
 */
class ReadyOrgProcessTest {
    private static final Pattern EXPORT = Pattern.compile("^export (REFIN_[A-Z_]+)='([^']*)'$");

    @Test
    void thePrintedValuesPostAnInvoiceInTheCurrentOpenPeriod() throws Exception {
        Process process = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        Main.class.getName(),
                        "--snapshot",
                        EmulatorClient.snapshot().toString(),
                        "--port",
                        "0",
                        "--ready-org")
                .redirectErrorStream(true)
                .start();
        try {
            List<String> printed = new ArrayList<>();
            Map<String, String> env = new LinkedHashMap<>();
            try (BufferedReader out =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    printed.add(line);
                    Matcher export = EXPORT.matcher(line);
                    if (export.matches()) {
                        env.put(export.group(1), export.group(2));
                    }
                    if (line.equals("press Ctrl-C to stop")) {
                        break;
                    }
                }
                assertEquals(
                        List.of(
                                "REFIN_INSTANCE_URL",
                                "REFIN_ACCESS_TOKEN",
                                "REFIN_API_VERSION",
                                "REFIN_LEDGER_ID",
                                "REFIN_RECEIVABLE_ACCOUNT_ID",
                                "REFIN_REVENUE_ACCOUNT_ID",
                                "REFIN_ENTITY_ID",
                                "REFIN_PERIOD_ID",
                                "REFIN_CUSTOMER_ID"),
                        List.copyOf(env.keySet()),
                        String.join("\n", printed));
                assertTrue(printed.get(0).startsWith("refin emulator listening on " + env.get("REFIN_INSTANCE_URL")));

                EmulatorClient client =
                        new EmulatorClient(env.get("REFIN_INSTANCE_URL"), env.get("REFIN_ACCESS_TOKEN"));
                String v = "/services/data/" + env.get("REFIN_API_VERSION");
                assertEquals(200, client.get(v + "/sobjects").status());
                LocalDate today = LocalDate.now(ZoneOffset.UTC);
                JsonNode period = client.read("refin__Accounting_Period__c", env.get("REFIN_PERIOD_ID"));
                assertEquals("Open", period.get("refin__Status__c").asText());
                assertFalse(LocalDate.parse(period.get("refin__Start_Date__c").asText())
                        .isAfter(today));
                assertFalse(LocalDate.parse(period.get("refin__End_Date__c").asText())
                        .isBefore(today));

                String invoice = client.create(
                        "refin__Sales_Invoice__c",
                        "{'refin__Entity__c':'" + env.get("REFIN_ENTITY_ID") + "','refin__Customer__c':'"
                                + env.get("REFIN_CUSTOMER_ID") + "','refin__Invoice_Date__c':'" + today + "'}");
                client.create(
                        "refin__Sales_Invoice_Line__c",
                        "{'refin__Sales_Invoice__c':'" + invoice + "','refin__GL_Account__c':'"
                                + env.get("REFIN_REVENUE_ACCOUNT_ID")
                                + "','refin__Quantity__c':1,'refin__Unit_Price__c':1200}");
                assertEquals(
                        204,
                        client.patch(
                                        V + "/sobjects/refin__Sales_Invoice__c/" + invoice,
                                        "{\"refin__Status__c\":\"Posted\"}")
                                .status());
                JsonNode posted = client.read("refin__Sales_Invoice__c", invoice);
                assertEquals("Posted", posted.get("refin__Status__c").asText());
                assertEquals(
                        0,
                        posted.get("refin__Total_Amount__c").decimalValue().compareTo(new java.math.BigDecimal(1200)));
                assertEquals(
                        env.get("REFIN_PERIOD_ID"),
                        posted.get("refin__Accounting_Period__c").asText());
            }
        } finally {
            process.destroy(); // SIGTERM, as Ctrl-C's shutdown would
        }
        assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the emulator did not stop on a termination signal");
    }

    @Test
    void aConfigFileSeedsTheReadyOrgAndItsOwnRecordsAfterIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("org.yaml");
        Files.writeString(
                file,
                "snapshot: "
                        + EmulatorClient.snapshot().toAbsolutePath().toString().replace("\\", "/") + "\n"
                        + "readyOrg: true\n"
                        + "seed:\n"
                        + "  - {object: Account, ref: secondCustomer, fields: {Name: Beta}}\n");
        try (Emulator emulator = Emulator.builder().config(file).build().start()) {
            Map<String, String> env = emulator.environment();
            assertEquals(emulator.seeded("customer"), env.get("REFIN_CUSTOMER_ID"));
            assertEquals(emulator.seeded("secondCustomer"), env.get("REFIN_SECOND_CUSTOMER_ID"));
            assertEquals(
                    "Example Ltd",
                    new EmulatorClient(emulator.baseUrl())
                            .read("refin__Entity__c", env.get("REFIN_ENTITY_ID"))
                            .get("Name")
                            .asText());
        }
        Files.writeString(file, "readyOrg: yes please\n");
        IllegalArgumentException wrong = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> Emulator.builder().config(file));
        assertEquals("config " + file + ": readyOrg: expected true or false, got \"yes please\"", wrong.getMessage());
    }
}
