package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ready org from a configuration file (users, rates, clock, seed records), credit memos netting and applying
 * (interface section 1: credit memos numbered and posted as invoices), and the start-up errors of a bad file.
 */
class PackageModelTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String LINE = "refin__Sales_Invoice_Line__c";
    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .config(Path.of("src/test/resources/ready-org.yaml"))
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String invoice(String extra) {
        return client.create(
                INVOICE,
                "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Customer__c':'"
                        + emulator.seeded("customer") + "'" + extra + "}");
    }

    private static void line(String invoice, int price) {
        client.create(
                LINE,
                "{'refin__Sales_Invoice__c':'" + invoice + "','refin__GL_Account__c':'" + emulator.seeded("revenue")
                        + "','refin__Unit_Price__c':" + price + "}");
    }

    private static int post(String id, String status) {
        return client.patch(V + "/sobjects/" + INVOICE + "/" + id, "{\"refin__Status__c\":\"" + status + "\"}")
                .status();
    }

    private static BigDecimal amount(String id, String field) {
        return client.read(INVOICE, id).get(field).decimalValue();
    }

    private static void assertAmount(String expected, BigDecimal actual) {
        assertEquals(0, new BigDecimal(expected).compareTo(actual), expected + " != " + actual);
    }

    @Test
    void aConfigFileStartsAReadyOrgWithSeedRecordsUsersRatesAndClock() {
        String id = invoice(",'CurrencyIsoCode':'EUR'");
        JsonNode draft = client.read(INVOICE, id);
        assertEquals("2024-06-15", draft.get("refin__Invoice_Date__c").asText(), "the configured clock");
        assertEquals(emulator.seeded("ledger"), draft.get("refin__Ledger__c").asText(), "the seeded entity's ledger");
        assertEquals(
                emulator.seeded("june"),
                draft.get("refin__Accounting_Period__c").asText());
        line(id, 100);
        assertEquals(204, post(id, "Posted"));
        assertAmount("1.1", amount(id, "refin__Exchange_Rate__c"));
        EmulatorClient seatless = client.withToken(emulator.issueToken("seatless@refin.test"));
        JsonNode refused = seatless.post(
                        V + "/sobjects/" + INVOICE, "{\"refin__Entity__c\":\"" + emulator.seeded("entity") + "\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(refused.get("message").asText().contains("licensed"), refused.toString());
    }

    @Test
    void aPostedCreditMemoNetsNegativeAndApplyingItMovesBothBalances() {
        String invoice = invoice("");
        line(invoice, 100);
        assertEquals(204, post(invoice, "Posted"));
        String memo = invoice(",'refin__Invoice_Type__c':'Credit Memo','refin__Original_Invoice__c':'" + invoice + "'");
        line(memo, 30);
        JsonNode draftMemo = client.read(INVOICE, memo);
        assertAmount("-30", draftMemo.get("refin__Total_Amount__c").decimalValue());
        assertAmount("-30", draftMemo.get("refin__Balance_Due__c").decimalValue());
        assertEquals("Current", draftMemo.get("refin__Aging_Bucket__c").asText());
        assertAmount("0", draftMemo.get("refin__Days_Overdue__c").decimalValue());
        assertAmount("100", amount(invoice, "refin__Balance_Due__c"));

        assertEquals(204, post(memo, "Posted"));
        assertAmount("70", amount(invoice, "refin__Balance_Due__c"));
        assertAmount("30", amount(invoice, "refin__Amount_Paid__c"));
        assertAmount("0", amount(memo, "refin__Balance_Due__c"));
        assertAmount("-30", amount(memo, "refin__Amount_Paid__c"));

        JsonNode refused = client.patch(V + "/sobjects/" + INVOICE + "/" + invoice, "{\"refin__Status__c\":\"Draft\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(refused.get("message").asText().contains("credit memo"), refused.toString());

        assertEquals(204, post(memo, "Draft"));
        assertAmount("100", amount(invoice, "refin__Balance_Due__c"));
        assertAmount("-30", amount(memo, "refin__Balance_Due__c"));
    }

    @Test
    void aManualNumberEqualToTheNextAutomaticOneIsSkipped() {
        String first = client.read(INVOICE, invoice("")).get("Name").asText();
        long next = Long.parseLong(first.substring(first.indexOf('-') + 1)) + 1;
        String taken = String.format(java.util.Locale.ROOT, "INV-%06d", next);
        invoice(",'Name':'" + taken + "'");
        String after = client.read(INVOICE, invoice("")).get("Name").asText();
        assertEquals(String.format(java.util.Locale.ROOT, "INV-%06d", next + 1), after);
    }

    @Test
    void aBadConfigFileIsAClearErrorNamingTheKey(@TempDir Path dir) throws Exception {
        assertEquals(
                "config " + dir.resolve("bad.yaml") + ": users[0].licenced: unknown setting; known here: licensed,"
                        + " password, username",
                startError(dir, "bad.yaml", "users:\n  - {username: a, password: b, licenced: true}\n"));
        assertEquals(
                "config " + dir.resolve("rate.json") + ": exchangeRates[0].rate: expected a number, got \"x\"",
                startError(dir, "rate.json", "{\"exchangeRates\":[{\"from\":\"EUR\",\"to\":\"USD\",\"rate\":\"x\"}]}"));
        String seed = startError(
                dir,
                "seed.yaml",
                "seed:\n  - {object: refin__Entity__c, fields: {refin__Default_Ledger__c: '@nope'}}\n");
        assertTrue(
                seed.endsWith("seed[0].fields.refin__Default_Ledger__c: no earlier seed record has ref 'nope'"), seed);
        String clock = startError(dir, "clock.yaml", "clock: yesterday\n");
        assertTrue(clock.endsWith("clock: not an instant such as 2024-06-15T10:00:00Z: yesterday"), clock);
    }

    private static String startError(Path dir, String name, String content) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, content);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Emulator started = Main.start(
                new String[] {
                    "--config",
                    file.toString(),
                    "--snapshot",
                    EmulatorClient.snapshot().toString()
                },
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertNull(started);
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(!text.contains("\tat "), "no stack trace: " + text);
        return text.lines().findFirst().orElseThrow().substring("error: ".length());
    }

    @Test
    void anAdminAddedFormulaFieldIsServedAndAnUnsupportedOneReadsAsNullReportedOnce(@TempDir Path dir)
            throws Exception {
        Path snapshot = dir.resolve("snapshot");
        Files.createDirectories(snapshot);
        try (var files = Files.list(EmulatorClient.snapshot())) {
            for (Path file : files.toList()) {
                Files.copy(file, snapshot.resolve(file.getFileName()));
            }
        }
        Path invoiceFile = snapshot.resolve(INVOICE + ".json");
        var describe =
                (com.fasterxml.jackson.databind.node.ObjectNode) EmulatorClient.MAPPER.readTree(invoiceFile.toFile());
        var fields = (com.fasterxml.jackson.databind.node.ArrayNode) describe.get("fields");
        JsonNode template = null;
        for (JsonNode field : fields) {
            if (field.get("name").asText().equals("refin__Balance_Due__c")) {
                template = field;
            }
        }
        var doubled = template.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) doubled).put("name", "Doubled_Total__c");
        ((com.fasterxml.jackson.databind.node.ObjectNode) doubled)
                .put("calculatedFormula", "IF(ISBLANK(refin__Customer__r.Name), 0, refin__Total_Amount__c * 2)");
        var lookup = template.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) lookup).put("name", "Looked_Up__c");
        ((com.fasterxml.jackson.databind.node.ObjectNode) lookup).put("calculatedFormula", "VLOOKUP(1, 2, 3)");
        fields.add(doubled);
        fields.add(lookup);
        Files.write(invoiceFile, EmulatorClient.MAPPER.writeValueAsBytes(describe));
        try (Emulator custom = Emulator.builder()
                .snapshot(snapshot)
                .config(Path.of("src/test/resources/ready-org.yaml"))
                .build()
                .start()) {
            assertEquals(
                    List.of(INVOICE + ".Looked_Up__c: function VLOOKUP is not supported"), custom.formulaProblems());
            EmulatorClient http = new EmulatorClient(custom.baseUrl());
            String id = http.create(
                    INVOICE,
                    "{'refin__Entity__c':'" + custom.seeded("entity") + "','refin__Customer__c':'"
                            + custom.seeded("customer") + "'}");
            http.create(
                    LINE, "{'refin__Sales_Invoice__c':'" + id + "','refin__Quantity__c':3,'refin__Unit_Price__c':7}");
            JsonNode read = http.read(INVOICE, id);
            assertAmount("42", read.get("Doubled_Total__c").decimalValue());
            assertTrue(read.get("Looked_Up__c").isNull());
            JsonNode queried = http.get(V + "/query?q="
                            + java.net.URLEncoder.encode(
                                    "SELECT Doubled_Total__c FROM " + INVOICE + " WHERE Doubled_Total__c > 40",
                                    StandardCharsets.UTF_8))
                    .json();
            assertEquals(1, queried.get("totalSize").asInt(), queried.toString());
        }
    }

    @Test
    void everyFormulaOfTheSnapshotIsServedAsItsDefinitionGives() {
        JsonNode period = client.read("refin__Accounting_Period__c", emulator.seeded("june"));
        assertEquals("Q2", period.get("refin__Quarter__c").asText(), "\"Q\" & TEXT(CEILING(MONTH(start) / 3))");
        String invoice = invoice("");
        line(invoice, 80);
        assertEquals(204, post(invoice, "Posted"));
        String receipt = client.create(
                "refin__Cash_Receipt__c",
                "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Customer__c':'"
                        + emulator.seeded("customer") + "','refin__Amount__c':50}");
        assertEquals(
                204,
                client.patch(V + "/sobjects/refin__Cash_Receipt__c/" + receipt, "{\"refin__Status__c\":\"Posted\"}")
                        .status());
        String application = client.create(
                "refin__Cash_Receipt_Application__c",
                "{'refin__Cash_Receipt__c':'" + receipt + "','refin__Sales_Invoice__c':'" + invoice
                        + "','refin__Amount_Applied__c':50}");
        JsonNode applied = client.read("refin__Cash_Receipt_Application__c", application);
        assertEquals("Acme", applied.get("refin__Customer_Name__c").asText(), "two-hop parent path");
        assertAmount("30", applied.get("refin__Invoice_Balance_Due__c").decimalValue());
        JsonNode cash = client.read("refin__Cash_Receipt__c", receipt);
        assertAmount("0", cash.get("refin__Unapplied_Amount__c").decimalValue());
        assertTrue(cash.get("refin__Is_Fully_Applied__c").asBoolean());
        JsonNode row = emulator.records("refin__Accounting_Transaction__c").get(0);
        assertEquals("Open", row.get("refin__Period_Status__c").asText(), "TEXT(period status)");
        assertTrue(client.read(INVOICE, invoice).get("refin__Is_Locked__c").asBoolean());
    }

    @Test
    void faultsFromTheConfigFileApply(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("faults.yaml");
        Files.writeString(file, "faults: {seed: 7, serverErrors: 1.0}\n");
        try (Emulator flaky = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .config(file)
                .build()
                .start()) {
            assertEquals(
                    503,
                    new EmulatorClient(flaky.baseUrl()).get(V + "/sobjects").status());
        }
    }
}
