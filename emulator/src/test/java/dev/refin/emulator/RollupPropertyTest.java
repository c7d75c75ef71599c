package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Over random sequences of post, unpost, edit, re-post, void, credit memos and line changes, every served formula and
 * roll-up equals what its definition gives from the served inputs, and balances rebuilt from the append-only ledger
 * equal the posted documents' totals.
 */
class RollupPropertyTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String LINE = "refin__Sales_Invoice_Line__c";
    private static final String TX = "refin__Accounting_Transaction__c";

    @Test
    void servedFormulasRollupsAndLedgerAgreeWithTheirDefinitions() throws Exception {
        for (long seed = 1; seed <= 3; seed++) {
            run(seed);
        }
    }

    private static void run(long seed) throws Exception {
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .config(Path.of("src/test/resources/ready-org.yaml"))
                .build()
                .start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            SplittableRandom random = new SplittableRandom(seed);
            List<String> invoices = new ArrayList<>();
            for (int step = 0; step < 60; step++) {
                int dice = random.nextInt(100);
                if (invoices.isEmpty() || dice < 20) {
                    String extra = "";
                    if (!invoices.isEmpty() && random.nextBoolean()) {
                        extra = ",'refin__Invoice_Type__c':'Credit Memo','refin__Original_Invoice__c':'"
                                + invoices.get(random.nextInt(invoices.size())) + "'";
                    }
                    invoices.add(client.create(
                            INVOICE,
                            "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Customer__c':'"
                                    + emulator.seeded("customer") + "'" + extra + "}"));
                    continue;
                }
                String id = invoices.get(random.nextInt(invoices.size()));
                String path = V + "/sobjects/" + INVOICE + "/" + id;
                if (dice < 50) {
                    client.post(
                            V + "/sobjects/" + LINE,
                            "{\"refin__Sales_Invoice__c\":\"" + id + "\",\"refin__GL_Account__c\":\""
                                    + emulator.seeded("revenue") + "\",\"refin__Quantity__c\":"
                                    + (1 + random.nextInt(3))
                                    + ",\"refin__Unit_Price__c\":" + (5 + random.nextInt(200))
                                    + ",\"refin__Discount_Percent__c\":" + random.nextInt(3) * 5 + "}");
                } else if (dice < 70) {
                    client.patch(path, "{\"refin__Status__c\":\"Posted\"}");
                } else if (dice < 82) {
                    client.patch(path, "{\"refin__Status__c\":\"Draft\"}");
                } else if (dice < 90) {
                    client.patch(path, "{\"refin__Memo__c\":\"edit " + step + "\"}");
                } else {
                    client.patch(path, "{\"refin__Status__c\":\"Void\"}");
                }
            }
            check(emulator, client, invoices);
        }
    }

    private static void check(Emulator emulator, EmulatorClient client, List<String> invoices) {
        Map<String, BigDecimal> ledgerByDocument = new HashMap<>();
        String receivable = emulator.seeded("receivable");
        for (JsonNode row : emulator.records(TX)) {
            BigDecimal amount = row.get("refin__Debit__c")
                    .decimalValue()
                    .subtract(row.get("refin__Credit__c").decimalValue());
            assertEquals(0, amount.compareTo(row.get("refin__Amount__c").decimalValue()), "Amount = Debit - Credit");
            if (receivable.equals(row.path("refin__GL_Account__c").asText())) {
                ledgerByDocument.merge(row.path(INVOICE).asText(), amount, BigDecimal::add);
            }
        }
        for (String id : invoices) {
            JsonNode invoice = client.read(INVOICE, id);
            BigDecimal total = BigDecimal.ZERO;
            BigDecimal subtotal = BigDecimal.ZERO;
            int count = 0;
            JsonNode lines = client.get(V + "/query?q="
                            + java.net.URLEncoder.encode(
                                    "SELECT Id FROM " + LINE + " WHERE refin__Sales_Invoice__c = '" + id + "'",
                                    java.nio.charset.StandardCharsets.UTF_8))
                    .json()
                    .get("records");
            int sign =
                    "Credit Memo".equals(invoice.path("refin__Invoice_Type__c").asText()) ? -1 : 1;
            for (JsonNode ref : lines) {
                JsonNode line = client.read(LINE, ref.get("Id").asText());
                BigDecimal quantity = line.get("refin__Quantity__c").decimalValue();
                BigDecimal price = line.get("refin__Unit_Price__c").decimalValue();
                BigDecimal discount =
                        line.get("refin__Discount_Percent__c").decimalValue().divide(BigDecimal.valueOf(100));
                BigDecimal amount = quantity.multiply(price)
                        .multiply(BigDecimal.ONE.subtract(discount))
                        .setScale(2, RoundingMode.HALF_UP);
                assertAmount(amount, line.get("refin__Line_Amount__c"), "Line_Amount formula");
                BigDecimal lineTotal = amount.add(
                                line.get("refin__Tax_Amount__c").decimalValue())
                        .subtract(line.get("refin__Withholding_Amount__c").decimalValue());
                assertAmount(lineTotal, line.get("refin__Total_Amount__c"), "line Total_Amount formula");
                assertEquals(
                        invoice.get("refin__Status__c").asText(),
                        line.get("refin__Invoice_Status__c").asText());
                subtotal = subtotal.add(amount);
                total = total.add(lineTotal);
                count++;
            }
            assertAmount(subtotal.multiply(BigDecimal.valueOf(sign)), invoice.get("refin__Subtotal__c"), "Subtotal");
            assertAmount(total.multiply(BigDecimal.valueOf(sign)), invoice.get("refin__Total_Amount__c"), "Total");
            assertEquals(count, invoice.get("refin__Line_Count__c").asInt());
            BigDecimal balance = invoice.get("refin__Total_Amount__c")
                    .decimalValue()
                    .subtract(invoice.get("refin__Amount_Paid__c").decimalValue());
            assertAmount(balance, invoice.get("refin__Balance_Due__c"), "Balance_Due formula");
            String status = invoice.get("refin__Status__c").asText();
            assertEquals(
                    status.equals("Posted") || status.equals("Void"),
                    invoice.get("refin__Is_Locked__c").asBoolean());
            // The ledger's receivable for the document: the posted total while posted, zero once reversed.
            BigDecimal ledger = ledgerByDocument.getOrDefault(id, BigDecimal.ZERO);
            BigDecimal expected = status.equals("Posted")
                    ? invoice.get("refin__Total_Amount__c").decimalValue()
                    : BigDecimal.ZERO;
            assertEquals(0, expected.compareTo(ledger), id + " " + status + ": ledger " + ledger);
        }
    }

    /**
     * Over random sequences across both sides (sales invoices, credit memos, receipts and their applications; bills,
     * vendor credit memos, vendor payments and their applications, budget lines), the ledger rebuilt from
     * refin__Accounting_Transaction__c equals every counterparty's receivable and payable balance as the documents
     * serve it (balance due of posted invoices less unapplied posted receipts or payments), each bill's roll-ups and
     * each budget line's committed and actual amounts follow their definitions.
     */
    @Test
    void theLedgerMatchesEveryPayableAndReceivableBalance() throws Exception {
        int[] applied = new int[2];
        for (long seed = 11; seed <= 13; seed++) {
            int[] run = runBothSides(seed);
            applied[0] += run[0];
            applied[1] += run[1];
        }
        assertEquals(true, applied[0] > 0 && applied[1] > 0, "applications on both sides: " + Arrays.toString(applied));
    }

    private static int[] runBothSides(long seed) throws Exception {
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .config(Path.of("src/test/resources/ready-org.yaml"))
                .build()
                .start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            Sides sides = new Sides(emulator, client, new SplittableRandom(seed));
            String budget = client.create(
                    Sides.BUDGET, "{'Name':'FY2024','refin__Entity__c':'" + emulator.seeded("entity") + "'}");
            sides.budgetLines.add(client.create(
                    Sides.BUDGET_LINE,
                    "{'refin__Budget__c':'" + budget + "','refin__GL_Account__c':'" + emulator.seeded("expense")
                            + "','refin__Accounting_Period__c':'" + emulator.seeded("june")
                            + "','refin__Budgeted_Amount__c':5000}"));
            for (int step = 0; step < 240; step++) {
                sides.step(step);
            }
            sides.budgetLines.add(client.create(
                    Sides.BUDGET_LINE,
                    "{'refin__Budget__c':'" + budget + "','refin__GL_Account__c':'" + emulator.seeded("expense")
                            + "','refin__Accounting_Period__c':'" + emulator.seeded("june")
                            + "','refin__Budgeted_Amount__c':10}"));
            sides.check();
            JsonNode served = client.read(Sides.BUDGET, budget);
            BigDecimal committed = BigDecimal.ZERO;
            for (String line : sides.budgetLines) {
                committed = committed.add(client.read(Sides.BUDGET_LINE, line)
                        .get("refin__Committed_Amount__c")
                        .decimalValue());
            }
            assertAmount(committed, served.get("refin__Total_Committed__c"), "budget Total_Committed roll-up");
            return sides.applied;
        }
    }

    private static void assertAmount(BigDecimal expected, JsonNode actual, String what) {
        assertEquals(0, expected.compareTo(actual.decimalValue()), what + ": " + expected + " != " + actual);
    }
}
