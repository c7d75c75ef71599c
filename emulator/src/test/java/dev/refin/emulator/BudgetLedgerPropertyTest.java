package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Money follows one rule: a budget line's committed and actual amounts are in the ledger's (the entity's functional)
 * currency, so the ledger rebuilds them. An EUR bill at 1.1 commits what its posting wrote as expense, and over
 * random sequences of USD and EUR bills, lines, posts, unposts, voids and payments, committed + actual always equals
 * the net expense the ledger holds for the budget line's account and period.
 */
class BudgetLedgerPropertyTest {
    private static final String BILL = "refin__Purchase_Invoice__c";
    private static final String BILL_LINE = "refin__Purchase_Invoice_Line__c";
    private static final String PAYMENT = "refin__Vendor_Payment__c";
    private static final String PAYMENT_APPLICATION = "refin__Vendor_Payment_Application__c";
    private static final String BUDGET_LINE = "refin__Budget_Line__c";
    private static final String TX = "refin__Accounting_Transaction__c";

    private static String budgetLine(Emulator emulator, EmulatorClient client) {
        String budget = client.create(
                "refin__Budget__c", "{'Name':'FY2024','refin__Entity__c':'" + emulator.seeded("entity") + "'}");
        return client.create(
                BUDGET_LINE,
                "{'refin__Budget__c':'" + budget + "','refin__GL_Account__c':'" + emulator.seeded("expense")
                        + "','refin__Accounting_Period__c':'" + emulator.seeded("june")
                        + "','refin__Budgeted_Amount__c':100000}");
    }

    private static String bill(Emulator emulator, EmulatorClient client, String currency) {
        return client.create(
                BILL,
                "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Vendor__c':'"
                        + emulator.seeded("vendor") + "','refin__Invoice_Date__c':'2024-06-10','CurrencyIsoCode':'"
                        + currency + "'}");
    }

    private static void line(EmulatorClient client, String bill, String cost, boolean taxed, Emulator emulator) {
        assertEquals(
                201,
                client.post(
                                V + "/sobjects/" + BILL_LINE,
                                "{\"refin__Purchase_Invoice__c\":\"" + bill + "\",\"refin__Quantity__c\":1,"
                                        + "\"refin__Unit_Cost__c\":" + cost
                                        + (taxed
                                                ? ",\"refin__Taxable__c\":true,\"refin__Tax_Profile__c\":\""
                                                        + emulator.seeded("vat") + "\""
                                                : "")
                                        + "}")
                        .status());
    }

    @Test
    void aForeignCurrencyBillCommitsWhatItsPostingWroteAsExpense() throws Exception {
        try (Emulator emulator = EmulatorClient.startReadyOrg()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            String budgetLine = budgetLine(emulator, client);
            String bill = bill(emulator, client, "EUR");
            line(client, bill, "100", false, emulator);
            client.update(BILL, bill, "{'refin__Status__c':'Posted'}");
            JsonNode served = client.read(BUDGET_LINE, budgetLine);
            assertEquals(
                    0,
                    new BigDecimal("110.00")
                            .compareTo(served.get("refin__Committed_Amount__c").decimalValue()));
            assertEquals(0, expenseInLedger(emulator).compareTo(new BigDecimal("110.00")));
            assertEquals(
                    0,
                    new BigDecimal("99890.00")
                            .compareTo(served.get("refin__Available_Amount__c").decimalValue()),
                    served.toString());
        }
    }

    @Test
    void theLedgerRebuildsTheBudgetLineAfterEveryCall() throws Exception {
        for (long seed = 31; seed <= 33; seed++) {
            try (Emulator emulator = EmulatorClient.startReadyOrg()) {
                EmulatorClient client = new EmulatorClient(emulator.baseUrl());
                SplittableRandom random = new SplittableRandom(seed);
                String budgetLine = budgetLine(emulator, client);
                List<String> bills = new ArrayList<>();
                int foreignPosted = 0;
                for (int step = 0; step < 80; step++) {
                    int dice = random.nextInt(100);
                    if (bills.isEmpty() || dice < 15) {
                        bills.add(bill(emulator, client, random.nextBoolean() ? "EUR" : "USD"));
                    } else if (dice < 45) {
                        String cost = (1 + random.nextInt(300)) + "." + random.nextInt(10) + random.nextInt(10);
                        client.post(
                                V + "/sobjects/" + BILL_LINE,
                                "{\"refin__Purchase_Invoice__c\":\"" + pick(random, bills)
                                        + "\",\"refin__Quantity__c\":" + (1 + random.nextInt(3))
                                        + ",\"refin__Unit_Cost__c\":" + cost + "}");
                    } else if (dice < 75) {
                        String bill = pick(random, bills);
                        String status = dice < 65 ? "Posted" : dice < 71 ? "Draft" : "Void";
                        EmulatorClient.Response answer = client.patch(
                                V + "/sobjects/" + BILL + "/" + bill, "{\"refin__Status__c\":\"" + status + "\"}");
                        if (answer.status() == 204
                                && status.equals("Posted")
                                && client.read(BILL, bill)
                                        .get("CurrencyIsoCode")
                                        .asText()
                                        .equals("EUR")) {
                            foreignPosted++;
                        }
                    } else {
                        pay(emulator, client, random, pick(random, bills));
                    }
                    assertLedgerRebuildsBudget(
                            client, budgetLine, expenseInLedger(emulator), "seed " + seed + " step " + step);
                    if (step % 8 == 7) {
                        assertBillsKeepTheirCurrency(emulator, client, bills, "seed " + seed + " step " + step);
                    }
                }
                assertTrue(foreignPosted > 0, "seed " + seed + ": no EUR bill was posted");
            }
        }
    }

    /**
     * Every budget figure the ledger can rebuild agrees with it in the ledger's currency: the line's committed +
     * actual and available (budgeted less the ledger's expense), and the budget's totals rolled up from its line.
     */
    private static void assertLedgerRebuildsBudget(
            EmulatorClient client, String budgetLine, BigDecimal ledger, String where) {
        JsonNode line = client.read(BUDGET_LINE, budgetLine);
        assertSame(
                ledger,
                line.get("refin__Committed_Amount__c")
                        .decimalValue()
                        .add(line.get("refin__Actual_Amount__c").decimalValue()),
                where + ": budget line committed + actual");
        BigDecimal budgeted = line.get("refin__Budgeted_Amount__c").decimalValue();
        assertSame(
                budgeted.subtract(ledger),
                line.get("refin__Available_Amount__c").decimalValue(),
                where + ": budget line available");
        JsonNode budget =
                client.read("refin__Budget__c", line.get("refin__Budget__c").asText());
        assertSame(
                ledger,
                budget.get("refin__Total_Committed__c")
                        .decimalValue()
                        .add(budget.get("refin__Total_Actual__c").decimalValue()),
                where + ": budget total committed + actual");
        assertSame(
                budget.get("refin__Total_Budgeted__c").decimalValue().subtract(ledger),
                budget.get("refin__Total_Available__c").decimalValue(),
                where + ": budget total available");
    }

    /**
     * A bill's own figures stay in its currency while its ledger rows are in the ledger's: each row's debit less
     * credit is its {@code refin__Currency_Amount__c} at the bill's rate (rounded to the cent; the payable row takes
     * the rounding difference), and the payable rows' currency amounts net to minus the bill's total while it is
     * posted, to nothing otherwise.
     */
    private static void assertBillsKeepTheirCurrency(
            Emulator emulator, EmulatorClient client, List<String> bills, String where) {
        String payable = emulator.seeded("payable");
        List<JsonNode> rows = emulator.records(TX);
        for (String bill : bills) {
            JsonNode read = client.read(BILL, bill);
            BigDecimal payableInCurrency = BigDecimal.ZERO;
            for (JsonNode row : rows) {
                if (!bill.equals(row.path(BILL).asText())) {
                    continue;
                }
                BigDecimal inLedger = row.get("refin__Debit__c")
                        .decimalValue()
                        .subtract(row.get("refin__Credit__c").decimalValue());
                BigDecimal inCurrency = row.get("refin__Currency_Amount__c").decimalValue();
                BigDecimal converted = inCurrency
                        .multiply(row.get("refin__Exchange_Rate__c").decimalValue())
                        .setScale(2, java.math.RoundingMode.HALF_UP);
                if (payable.equals(row.path("refin__GL_Account__c").asText())) {
                    payableInCurrency = payableInCurrency.add(inCurrency);
                    assertTrue(
                            converted.subtract(inLedger).abs().compareTo(new BigDecimal("0.10")) <= 0,
                            where + ": payable row " + row + " is not its currency amount at the rate");
                } else {
                    assertSame(
                            converted, inLedger, where + ": ledger row " + row.get("Id") + " in the ledger's currency");
                }
            }
            BigDecimal expected = read.get("refin__Status__c").asText().equals("Posted")
                    ? read.get("refin__Total_Amount__c").decimalValue().negate()
                    : BigDecimal.ZERO;
            assertSame(expected, payableInCurrency, where + ": bill " + bill + " payable in its own currency");
        }
    }

    private static void assertSame(BigDecimal expected, BigDecimal served, String what) {
        assertEquals(0, expected.compareTo(served), what + " is " + served + ", the ledger rebuilds " + expected);
    }

    /** Pays part of a posted bill with a posted payment in the bill's currency. */
    private static void pay(Emulator emulator, EmulatorClient client, SplittableRandom random, String bill) {
        JsonNode read = client.read(BILL, bill);
        if (!read.get("refin__Status__c").asText().equals("Posted")
                || read.get("refin__Balance_Due__c").decimalValue().signum() <= 0) {
            return;
        }
        String payment = client.create(
                PAYMENT,
                "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Vendor__c':'"
                        + emulator.seeded("vendor")
                        + "','refin__Payment_Date__c':'2024-06-20','refin__Amount__c':" + (1 + random.nextInt(200))
                        + ",'CurrencyIsoCode':'" + read.get("CurrencyIsoCode").asText() + "'}");
        client.update(PAYMENT, payment, "{'refin__Status__c':'Posted'}");
        client.post(
                V + "/sobjects/" + PAYMENT_APPLICATION,
                "{\"" + PAYMENT + "\":\"" + payment + "\",\"" + BILL + "\":\"" + bill
                        + "\",\"refin__Amount_Applied__c\":1}");
    }

    private static String pick(SplittableRandom random, List<String> ids) {
        return ids.get(random.nextInt(ids.size()));
    }

    /** The net expense (debits less credits) of the bills' ledger rows on the budget line's account. */
    private static BigDecimal expenseInLedger(Emulator emulator) {
        BigDecimal net = BigDecimal.ZERO;
        String expense = emulator.seeded("expense");
        for (JsonNode row : emulator.records(TX)) {
            if (expense.equals(row.path("refin__GL_Account__c").asText())
                    && !row.path(BILL).isNull()
                    && !row.path(BILL).isMissingNode()) {
                net = net.add(row.get("refin__Debit__c").decimalValue())
                        .subtract(row.get("refin__Credit__c").decimalValue());
            }
        }
        return net;
    }
}
