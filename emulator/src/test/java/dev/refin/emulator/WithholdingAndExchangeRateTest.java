package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Withholding from tax profiles and exchange rates stamped and applied by posting (interface sections 1, 3). */
class WithholdingAndExchangeRateTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String LINE = "refin__Sales_Invoice_Line__c";
    private static final String RECEIPT = "refin__Cash_Receipt__c";
    private static final String APPLICATION = "refin__Cash_Receipt_Application__c";
    private static final String TX = "refin__Accounting_Transaction__c";

    private static Emulator emulator;
    private static EmulatorClient client;
    private static String receivable;
    private static String revenue;
    private static String taxAccount;
    private static String withholdingAccount;
    private static String bank;
    private static String customer;
    private static String profile;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC))
                .exchangeRate("EUR", "USD", new BigDecimal("1.5"))
                .exchangeRate("gbp", "usd", new BigDecimal("1.2671"))
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
        receivable = account("1200 Receivables");
        revenue = account("4000 Revenue");
        taxAccount = account("2200 Sales Tax");
        withholdingAccount = account("1300 Withholding Tax Receivable");
        bank = account("1000 Bank");
        customer = client.create("Account", "{'Name':'Customer'}");
        profile = client.create(
                "refin__Tax_Profile__c",
                "{'Name':'VAT 10 WHT 2.5','refin__Rate__c':10,'refin__Tax_GL_Account__c':'" + taxAccount
                        + "','refin__Withholding_Rate__c':2.5,'refin__Withholding_GL_Account__c':'"
                        + withholdingAccount + "'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String account(String name) {
        return client.create("refin__GL_Account__c", "{'Name':'" + name + "','refin__Active__c':true}");
    }

    private static String entity(String functionalCurrency) {
        return client.create(
                "refin__Entity__c",
                "{'Name':'Entity','refin__Default_AR_Account__c':'" + receivable
                        + "','refin__Default_Cash_Account__c':'" + bank + "','refin__Functional_Currency__c':'"
                        + functionalCurrency + "'}");
    }

    private static String invoice(String entity, String extra) {
        return client.create(
                INVOICE,
                "{'refin__Entity__c':'" + entity + "','refin__Customer__c':'" + customer
                        + "','refin__Invoice_Date__c':'2024-06-10'" + extra + "}");
    }

    private static String line(String invoice, String extra) {
        return client.create(
                LINE,
                "{'refin__Sales_Invoice__c':'" + invoice + "','refin__GL_Account__c':'" + revenue + "'" + extra + "}");
    }

    private static EmulatorClient.Response setStatus(String object, String id, String status) {
        return client.patch(V + "/sobjects/" + object + "/" + id, "{\"refin__Status__c\":\"" + status + "\"}");
    }

    private static List<JsonNode> rowsOf(String documentField, String id) {
        return emulator.records(TX).stream()
                .filter(row -> id.equals(row.path(documentField).asText()))
                .toList();
    }

    private static void assertAmount(String expected, JsonNode value) {
        assertTrue(value != null && value.isNumber(), String.valueOf(value));
        assertEquals(0, new BigDecimal(expected).compareTo(value.decimalValue()), expected + " != " + value);
    }

    /** Debits minus credits by GL account, asserting debits equal credits. */
    private static Map<String, BigDecimal> balances(List<JsonNode> rows) {
        Map<String, BigDecimal> out = new TreeMap<>();
        BigDecimal debits = BigDecimal.ZERO;
        BigDecimal credits = BigDecimal.ZERO;
        for (JsonNode row : rows) {
            BigDecimal debit = row.get("refin__Debit__c").decimalValue();
            BigDecimal credit = row.get("refin__Credit__c").decimalValue();
            debits = debits.add(debit);
            credits = credits.add(credit);
            out.merge(row.get("refin__GL_Account__c").asText(), debit.subtract(credit), BigDecimal::add);
        }
        assertEquals(0, debits.compareTo(credits), rows.toString());
        out.replaceAll((k, v) -> v.stripTrailingZeros()
                .setScale(Math.max(0, v.stripTrailingZeros().scale())));
        return out;
    }

    @Test
    void postingWithholdsPerLineAndTheBalanceDueExcludesIt() {
        String id = invoice(entity("USD"), "");
        // 101.10 x 2.5% = 2.5275, rounded half-up to 2.53; tax 10.11.
        String withheld = line(
                id,
                ",'refin__Unit_Price__c':101.10,'refin__Taxable__c':true,'refin__Tax_Profile__c':'" + profile + "'");
        String plain = line(id, ",'refin__Quantity__c':2,'refin__Unit_Price__c':100");
        assertEquals(204, setStatus(INVOICE, id, "Posted").status());

        JsonNode posted = client.read(INVOICE, id);
        // The total sums the lines' totals (amount + tax - withholding); balance due = total - amount paid.
        assertAmount("308.68", posted.get("refin__Total_Amount__c"));
        assertAmount("2.53", posted.get("refin__Withholding_Amount__c"));
        assertAmount("308.68", posted.get("refin__Balance_Due__c"));
        assertAmount("1", posted.get("refin__Exchange_Rate__c"));
        JsonNode line = client.read(LINE, withheld);
        assertAmount("2.53", line.get("refin__Withholding_Amount__c"));
        assertAmount("10.11", line.get("refin__Tax_Amount__c"));
        assertAmount("108.68", line.get("refin__Total_Amount__c"));
        assertAmount("0", client.read(LINE, plain).get("refin__Withholding_Amount__c"));

        List<JsonNode> rows = rowsOf(INVOICE, id);
        assertEquals(6, rows.size());
        Map<String, BigDecimal> balance = balances(rows);
        assertEquals(
                Map.of(
                        receivable, new BigDecimal("308.68"),
                        revenue, new BigDecimal("-301.1"),
                        taxAccount, new BigDecimal("-10.11"),
                        withholdingAccount, new BigDecimal("2.53")),
                balance);
        JsonNode withholdingRow = rows.stream()
                .filter(r -> r.get("refin__GL_Account__c").asText().equals(withholdingAccount))
                .findFirst()
                .orElseThrow();
        assertAmount("2.53", withholdingRow.get("refin__Debit__c"));
        assertEquals(
                withheld, withholdingRow.get("refin__Sales_Invoice_Line__c").asText());
        assertEquals(profile, withholdingRow.get("refin__Tax_Profile__c").asText());

        // The balance due, not the gross total, bounds applications, and paying it settles the invoice.
        String receipt = client.create(
                RECEIPT,
                "{'refin__Entity__c':'" + posted.get("refin__Entity__c").asText() + "','refin__Customer__c':'"
                        + customer + "','refin__Amount__c':400,'refin__Receipt_Date__c':'2024-06-12'}");
        assertEquals(204, setStatus(RECEIPT, receipt, "Posted").status());
        JsonNode over = client.post(
                        V + "/sobjects/" + APPLICATION,
                        "{\"refin__Cash_Receipt__c\":\"" + receipt + "\",\"refin__Sales_Invoice__c\":\"" + id
                                + "\",\"refin__Amount_Applied__c\":308.69}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(over.get("message").asText().contains("balance due (308.68)"), over.toString());
        String applied = client.create(
                APPLICATION,
                "{'refin__Cash_Receipt__c':'" + receipt + "','refin__Sales_Invoice__c':'" + id
                        + "','refin__Amount_Applied__c':308.68}");
        JsonNode paid = client.read(INVOICE, id);
        assertAmount("0", paid.get("refin__Balance_Due__c"));
        assertEquals("Current", paid.get("refin__Aging_Bucket__c").asText());
        assertEquals(
                204,
                client.delete(V + "/sobjects/" + APPLICATION + "/" + applied).status());

        // Void mirrors every row, withholding included.
        assertEquals(204, setStatus(INVOICE, id, "Void").status());
        List<JsonNode> all = rowsOf(INVOICE, id);
        assertEquals(12, all.size());
        balances(all).values().forEach(v -> assertEquals(0, v.signum(), all.toString()));
        JsonNode voided = client.read(INVOICE, id);
        assertAmount(
                voided.get("refin__Total_Amount__c")
                        .decimalValue()
                        .subtract(voided.get("refin__Amount_Paid__c").decimalValue())
                        .toPlainString(),
                voided.get("refin__Balance_Due__c"));
    }

    @Test
    void unpostRemovesWithholdingRowsAndCreditMemosMirrorThem() {
        String entity = entity("USD");
        String id = invoice(entity, "");
        line(id, ",'refin__Unit_Price__c':40,'refin__Tax_Profile__c':'" + profile + "'");
        assertEquals(204, setStatus(INVOICE, id, "Posted").status());
        assertEquals(4, rowsOf(INVOICE, id).size()); // receivable, revenue, withholding and its receivable credit
        assertAmount("39", client.read(INVOICE, id).get("refin__Balance_Due__c"));
        assertEquals(204, setStatus(INVOICE, id, "Draft").status());
        // Unpost reverses: every row is kept and has a reversing row, so every balance is zero again.
        List<JsonNode> unposted = rowsOf(INVOICE, id);
        assertEquals(8, unposted.size());
        balances(unposted).values().forEach(v -> assertEquals(0, v.signum(), unposted.toString()));

        String memo = invoice(entity, ",'refin__Invoice_Type__c':'Credit Memo'");
        line(memo, ",'refin__Unit_Price__c':40,'refin__Tax_Profile__c':'" + profile + "'");
        assertEquals(204, setStatus(INVOICE, memo, "Posted").status());
        Map<String, BigDecimal> balance = balances(rowsOf(INVOICE, memo));
        assertEquals(0, new BigDecimal("-39").compareTo(balance.get(receivable)));
        assertEquals(0, new BigDecimal("-1").compareTo(balance.get(withholdingAccount)));
        assertEquals(0, new BigDecimal("40").compareTo(balance.get(revenue)));
    }

    @Test
    void aWithholdingProfileWithoutAnAccountIsNotBalanced() {
        String broken =
                client.create("refin__Tax_Profile__c", "{'Name':'WHT 5 no account','refin__Withholding_Rate__c':5}");
        String id = invoice(entity("USD"), "");
        line(id, ",'refin__Unit_Price__c':40,'refin__Tax_Profile__c':'" + broken + "'");
        JsonNode error = setStatus(INVOICE, id, "Posted").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(
                "The document is not balanced: Tax profile WHT 5 no account's withholding GL account is not set.",
                error.get("message").asText());
        assertEquals(List.of(), rowsOf(INVOICE, id));
        assertTrue(client.read(
                        LINE,
                        emulator.records(LINE).stream()
                                .filter(l -> id.equals(l.get(INVOICE).asText()))
                                .findFirst()
                                .orElseThrow()
                                .get("Id")
                                .asText())
                .get("refin__Withholding_Amount__c")
                .isNull());
    }

    @Test
    void foreignCurrencyPostingConvertsToTheFunctionalCurrency() {
        String id = invoice(entity("USD"), ",'CurrencyIsoCode':'EUR'");
        // Each 10.01 EUR line is 15.015 USD, rounded to 15.02; the 30.03 EUR receivable is 45.045, rounded to 45.05.
        for (int i = 0; i < 3; i++) {
            line(id, ",'refin__Unit_Price__c':10.01");
        }
        assertEquals(204, setStatus(INVOICE, id, "Posted").status());
        JsonNode posted = client.read(INVOICE, id);
        assertAmount("1.5", posted.get("refin__Exchange_Rate__c"));
        assertAmount("30.03", posted.get("refin__Total_Amount__c")); // document amounts stay in EUR
        assertAmount("30.03", posted.get("refin__Balance_Due__c"));

        List<JsonNode> rows = rowsOf(INVOICE, id);
        assertEquals(4, rows.size());
        JsonNode ar = rows.get(0);
        assertEquals(receivable, ar.get("refin__GL_Account__c").asText());
        assertAmount("45.06", ar.get("refin__Debit__c")); // takes the 0.01 rounding difference
        assertAmount("30.03", ar.get("refin__Currency_Amount__c"));
        for (JsonNode row : rows.subList(1, 4)) {
            assertAmount("15.02", row.get("refin__Credit__c"));
            assertAmount("-15.02", row.get("refin__Amount__c"));
            assertAmount("-10.01", row.get("refin__Currency_Amount__c"));
        }
        for (JsonNode row : rows) {
            JsonNode served = client.read(TX, row.get("Id").asText());
            assertAmount("1.5", served.get("refin__Exchange_Rate__c"));
            assertEquals("USD", served.get("CurrencyIsoCode").asText());
        }
        assertEquals(Map.of(receivable, new BigDecimal("45.06"), revenue, new BigDecimal("-45.06")), balances(rows));

        assertEquals(204, setStatus(INVOICE, id, "Void").status());
        List<JsonNode> all = rowsOf(INVOICE, id);
        balances(all).values().forEach(v -> assertEquals(0, v.signum(), all.toString()));
        JsonNode reversal = all.get(4);
        assertTrue(reversal.get("refin__Is_Reversal__c").asBoolean());
        assertAmount("45.06", reversal.get("refin__Credit__c"));
        assertAmount("-30.03", reversal.get("refin__Currency_Amount__c"));
    }

    @Test
    void foreignCurrencyReceiptsAndWithholdingConvertToo() {
        String entity = entity("USD");
        String receipt = client.create(
                RECEIPT,
                "{'refin__Entity__c':'" + entity + "','CurrencyIsoCode':'GBP','refin__Amount__c':100,"
                        + "'refin__Receipt_Date__c':'2024-06-12'}");
        assertEquals(204, setStatus(RECEIPT, receipt, "Posted").status());
        assertAmount("1.2671", client.read(RECEIPT, receipt).get("refin__Exchange_Rate__c"));
        List<JsonNode> rows = rowsOf(RECEIPT, receipt);
        assertAmount("126.71", rows.get(0).get("refin__Debit__c"));
        assertAmount("126.71", rows.get(1).get("refin__Credit__c"));
        assertAmount("-100", rows.get(1).get("refin__Currency_Amount__c"));

        String id = invoice(entity, ",'CurrencyIsoCode':'EUR'");
        line(id, ",'refin__Unit_Price__c':40,'refin__Tax_Profile__c':'" + profile + "'");
        assertEquals(204, setStatus(INVOICE, id, "Posted").status());
        assertEquals(
                Map.of(
                        receivable, new BigDecimal("58.5"),
                        revenue, new BigDecimal("-60"),
                        withholdingAccount, new BigDecimal("1.5")),
                balances(rowsOf(INVOICE, id)));
    }

    @Test
    void aForeignCurrencyDocumentWithoutARateIsRefused() {
        String id = invoice(entity("EUR"), ",'CurrencyIsoCode':'USD'");
        line(id, ",'refin__Unit_Price__c':10");
        JsonNode error = setStatus(INVOICE, id, "Posted").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(
                "No exchange rate from USD to EUR is defined: the document is in USD and its entity's functional"
                        + " currency is EUR. Define the exchange rate before posting.",
                error.get("message").asText());
        assertEquals(0, error.get("fields").size());
        JsonNode draft = client.read(INVOICE, id);
        assertEquals("Draft", draft.get("refin__Status__c").asText());
        assertNull(draft.get("refin__Exchange_Rate__c").numberValue());
        assertEquals(List.of(), rowsOf(INVOICE, id));

        // A document in the entity's functional currency posts at 1.
        client.update(INVOICE, id, "{'CurrencyIsoCode':'EUR'}");
        assertEquals(204, setStatus(INVOICE, id, "Posted").status());
        assertAmount("1", client.read(INVOICE, id).get("refin__Exchange_Rate__c"));
        assertAmount("1", rowsOf(INVOICE, id).get(0).get("refin__Exchange_Rate__c"));
    }

    @Test
    void theBuilderRefusesBadRates() {
        Emulator.Builder builder = Emulator.builder();
        assertThrows(IllegalArgumentException.class, () -> builder.exchangeRate("EUR", "USD", BigDecimal.ZERO));
        assertThrows(IllegalArgumentException.class, () -> builder.exchangeRate(" ", "USD", BigDecimal.ONE));
        assertThrows(IllegalArgumentException.class, () -> builder.exchangeRate("USD", "usd", BigDecimal.TEN));
        assertThrows(NullPointerException.class, () -> builder.exchangeRate("EUR", "USD", null));
        builder.exchangeRate("USD", "USD", BigDecimal.ONE);
    }
}
