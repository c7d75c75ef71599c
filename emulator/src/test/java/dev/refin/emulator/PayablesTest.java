package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Purchase invoices, vendor payments and budgets through HTTP: defaults, numbering, the gates, ledger, roll-ups. */
class PayablesTest {
    static final String BILL = "refin__Purchase_Invoice__c";
    static final String BILL_LINE = "refin__Purchase_Invoice_Line__c";
    static final String PAYMENT = "refin__Vendor_Payment__c";
    static final String APPLICATION = "refin__Vendor_Payment_Application__c";
    static final String BUDGET = "refin__Budget__c";
    static final String BUDGET_LINE = "refin__Budget_Line__c";
    static final String TX = "refin__Accounting_Transaction__c";

    private static Emulator emulator;
    private static EmulatorClient client;
    private static String entity;
    private static String otherEntity;
    private static String vendor;
    private static String otherVendor;
    private static String customer;
    private static String expense;
    private static String supplies;
    private static String payable;
    private static String bank;
    private static String inputTax;
    private static String withholding;
    private static String taxProfile;
    private static String period;
    private static String ledger;
    private static String net45;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC))
                .exchangeRate("EUR", "USD", new BigDecimal("1.5"))
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
        expense = account("6100");
        supplies = account("6200");
        payable = account("2000");
        bank = account("1000");
        inputTax = account("1400");
        withholding = account("2300");
        String taxAccount = account("2200");
        taxProfile = client.create(
                "refin__Tax_Profile__c",
                "{'Name':'VAT 10 WHT 2','refin__Rate__c':10,'refin__Withholding_Rate__c':2,'refin__Tax_GL_Account__c':'"
                        + taxAccount + "','refin__Input_Tax_GL_Account__c':'" + inputTax
                        + "','refin__Withholding_GL_Account__c':'" + withholding + "'}");
        String net30 = client.create("refin__Payment_Term__c", "{'Name':'Net 30','refin__Days_Due__c':30}");
        net45 = client.create("refin__Payment_Term__c", "{'Name':'Net 45','refin__Days_Due__c':45}");
        ledger = client.create("refin__Ledger__c", "{'Name':'Actuals'}");
        String defaults = "'refin__Default_AP_Account__c':'" + payable + "','refin__Default_Cash_Account__c':'" + bank
                + "','refin__Default_Payment_Term__c':'" + net30 + "','refin__Default_Ledger__c':'" + ledger
                + "','refin__Functional_Currency__c':'USD'";
        entity = client.create("refin__Entity__c", "{'Name':'Payables Co'," + defaults + "}");
        otherEntity = client.create("refin__Entity__c", "{'Name':'Other Co'," + defaults + "}");
        period = client.create(
                "refin__Accounting_Period__c",
                "{'Name':'2024-06','refin__Start_Date__c':'2024-06-01','refin__End_Date__c':'2024-06-30',"
                        + "'refin__Status__c':'Open'}");
        vendor = client.create(
                "Account",
                "{'Name':'Paper Supplies Ltd','refin__Is_Vendor__c':true,'refin__Vendor_Payment_Term__c':'" + net45
                        + "','refin__Default_Expense_Account__c':'" + expense + "'}");
        otherVendor = client.create("Account", "{'Name':'Cleaning Ltd','refin__Is_Vendor__c':true}");
        customer = client.create("Account", "{'Name':'Only A Customer'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    static String account(String name) {
        return client.create("refin__GL_Account__c", "{'Name':'" + name + "','refin__Active__c':true}");
    }

    private static String bill(String onEntity, String forVendor, String reference, String extra) {
        return client.create(
                BILL,
                "{'refin__Entity__c':'" + onEntity + "','refin__Vendor__c':'" + forVendor
                        + "','refin__Invoice_Date__c':'2024-06-10'"
                        + (reference == null ? "" : ",'refin__Vendor_Reference__c':'" + reference + "'") + extra
                        + "}");
    }

    private static String line(String bill, String account, String cost, boolean taxed) {
        return client.create(
                BILL_LINE,
                "{'refin__Purchase_Invoice__c':'" + bill + "','refin__Quantity__c':1,'refin__Unit_Cost__c':" + cost
                        + (account == null ? "" : ",'refin__GL_Account__c':'" + account + "'")
                        + (taxed ? ",'refin__Taxable__c':true,'refin__Tax_Profile__c':'" + taxProfile + "'" : "")
                        + "}");
    }

    private static EmulatorClient.Response setStatus(String object, String id, String status) {
        return client.patch(V + "/sobjects/" + object + "/" + id, "{\"refin__Status__c\":\"" + status + "\"}");
    }

    private static void post(String object, String id) {
        EmulatorClient.Response response = setStatus(object, id, "Posted");
        assertEquals(204, response.status(), response.text());
    }

    private static String payment(String forVendor, String amount) {
        String id = client.create(
                PAYMENT,
                "{'refin__Entity__c':'" + entity + "','refin__Vendor__c':'" + forVendor + "','refin__Amount__c':"
                        + amount + ",'refin__Payment_Date__c':'2024-06-20'}");
        post(PAYMENT, id);
        return id;
    }

    private static EmulatorClient.Response apply(String payment, String bill, String amount) {
        return client.post(
                V + "/sobjects/" + APPLICATION,
                ("{'refin__Vendor_Payment__c':'" + payment + "','refin__Purchase_Invoice__c':'" + bill
                                + "','refin__Amount_Applied__c':" + amount + "}")
                        .replace('\'', '"'));
    }

    private static List<JsonNode> rows(String field, String id) {
        JsonNode records = client.get(V + "/query?q="
                        + java.net.URLEncoder.encode(
                                "SELECT Id, refin__GL_Account__c, refin__Debit__c, refin__Credit__c, "
                                        + "refin__Is_Reversal__c, refin__Source_Type__c, refin__Exchange_Rate__c FROM "
                                        + TX + " WHERE " + field + " = '" + id + "'",
                                java.nio.charset.StandardCharsets.UTF_8))
                .json()
                .get("records");
        List<JsonNode> out = new ArrayList<>();
        records.forEach(out::add);
        return out;
    }

    private static BigDecimal balance(List<JsonNode> rows, String account) {
        BigDecimal total = BigDecimal.ZERO;
        for (JsonNode row : rows) {
            if (account.equals(row.get("refin__GL_Account__c").asText())) {
                total = total.add(row.get("refin__Debit__c").decimalValue())
                        .subtract(row.get("refin__Credit__c").decimalValue());
            }
        }
        return total;
    }

    private static BigDecimal decimal(String object, String id, String field) {
        return client.read(object, id).get(field).decimalValue();
    }

    @Test
    void insertDefaultsNumbersPerEntityAndTypeAndTakesTheDueDateFromTheVendorsTerm() {
        String first = bill(entity, vendor, null, "");
        JsonNode read = client.read(BILL, first);
        assertEquals("Draft", read.get("refin__Status__c").asText());
        assertTrue(read.get("Name").asText().startsWith("BILL-"), read.toString());
        assertEquals(ledger, read.get("refin__Ledger__c").asText());
        assertEquals(period, read.get("refin__Accounting_Period__c").asText());
        assertEquals(net45, read.get("refin__Payment_Term__c").asText());
        assertEquals("2024-07-25", read.get("refin__Due_Date__c").asText(), "2024-06-10 + 45 days");
        long number = Long.parseLong(read.get("Name").asText().substring(5));
        String second = bill(entity, vendor, null, "");
        assertEquals(
                String.format("BILL-%06d", number + 1),
                client.read(BILL, second).get("Name").asText());
        String memo = bill(entity, vendor, null, ",'refin__Invoice_Type__c':'Vendor Credit Memo'");
        assertTrue(client.read(BILL, memo).get("Name").asText().startsWith("VCM-"));
        String elsewhere = bill(otherEntity, vendor, null, "");
        assertEquals("BILL-000001", client.read(BILL, elsewhere).get("Name").asText(), "a series per entity");
        String manual = bill(entity, vendor, null, ",'Name':'AP-MANUAL-1'");
        assertEquals("AP-MANUAL-1", client.read(BILL, manual).get("Name").asText());
        // The entity's default term applies when the vendor has none; an explicit due date is kept.
        JsonNode noTerm = client.read(BILL, bill(entity, otherVendor, null, ""));
        assertEquals("2024-07-10", noTerm.get("refin__Due_Date__c").asText());
        JsonNode given = client.read(BILL, bill(entity, vendor, null, ",'refin__Due_Date__c':'2024-06-30'"));
        assertEquals("2024-06-30", given.get("refin__Due_Date__c").asText());
        // The sales series is untouched by bills.
        String invoice = client.create(
                "refin__Sales_Invoice__c",
                "{'refin__Entity__c':'" + otherEntity + "','refin__Customer__c':'" + customer + "'}");
        assertEquals(
                "INV-000001",
                client.read("refin__Sales_Invoice__c", invoice).get("Name").asText());
        // A line without a GL account takes the vendor's default expense account.
        String lineId = line(first, null, "10", false);
        assertEquals(
                expense,
                client.read(BILL_LINE, lineId).get("refin__GL_Account__c").asText());
    }

    @Test
    void aVendorReferenceIsUniquePerVendor() {
        String first = bill(entity, vendor, "PS-1001", "");
        EmulatorClient.Response duplicate = client.post(
                V + "/sobjects/" + BILL,
                ("{'refin__Entity__c':'" + entity + "','refin__Vendor__c':'" + vendor
                                + "','refin__Vendor_Reference__c':'ps-1001'}")
                        .replace('\'', '"'));
        JsonNode error = duplicate.error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals("refin__Vendor_Reference__c", error.get("fields").get(0).asText());
        String message = error.get("message").asText();
        assertTrue(message.startsWith("Duplicate vendor reference: "), message);
        assertTrue(message.contains(first) && message.contains("ps-1001"), message);
        // Another vendor may use the same number; an update onto a taken reference is refused too.
        bill(entity, otherVendor, "PS-1001", "");
        String other = bill(entity, vendor, "PS-1002", "");
        client.patch(V + "/sobjects/" + BILL + "/" + other, "{\"refin__Vendor_Reference__c\":\"PS-1001\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        // Only accounts flagged as vendors take bills.
        client.post(
                        V + "/sobjects/" + BILL,
                        ("{'refin__Entity__c':'" + entity + "','refin__Vendor__c':'" + customer + "'}")
                                .replace('\'', '"'))
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
    }

    @Test
    void postingWritesExpenseInputTaxWithholdingAndPayableThenLocksAndReverses() {
        String id = bill(entity, vendor, "PS-2001", "");
        line(id, expense, "1000", true);
        line(id, supplies, "200", false);
        post(BILL, id);
        JsonNode posted = client.read(BILL, id);
        assertEquals(
                0,
                new BigDecimal("1200")
                        .compareTo(posted.get("refin__Subtotal__c").decimalValue()));
        assertEquals(
                0,
                new BigDecimal("100")
                        .compareTo(posted.get("refin__Tax_Amount__c").decimalValue()));
        assertEquals(
                0,
                new BigDecimal("20")
                        .compareTo(posted.get("refin__Withholding_Amount__c").decimalValue()));
        assertEquals(
                0,
                new BigDecimal("1280")
                        .compareTo(posted.get("refin__Total_Amount__c").decimalValue()));
        assertEquals(1.0, posted.get("refin__Exchange_Rate__c").asDouble());
        assertTrue(posted.get("refin__Is_Locked__c").asBoolean());
        List<JsonNode> rows = rows("refin__Purchase_Invoice__c", id);
        assertEquals(0, new BigDecimal("1000").compareTo(balance(rows, expense)));
        assertEquals(0, new BigDecimal("200").compareTo(balance(rows, supplies)));
        assertEquals(0, new BigDecimal("100").compareTo(balance(rows, inputTax)));
        assertEquals(0, new BigDecimal("-20").compareTo(balance(rows, withholding)));
        assertEquals(0, new BigDecimal("-1280").compareTo(balance(rows, payable)));
        assertTrue(rows.stream()
                .allMatch(r -> r.get("refin__Source_Type__c").asText().equals("Purchase Invoice")));
        // Locked: no edits, no new lines.
        client.patch(V + "/sobjects/" + BILL + "/" + id, "{\"refin__Memo__c\":\"x\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        client.post(
                        V + "/sobjects/" + BILL_LINE,
                        ("{'refin__Purchase_Invoice__c':'" + id + "','refin__Quantity__c':1,'refin__Unit_Cost__c':1}")
                                .replace('\'', '"'))
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        // Unpost writes reversals (append-only), and the bill is a Draft again; void likewise.
        assertEquals(204, setStatus(BILL, id, "Draft").status());
        List<JsonNode> after = rows("refin__Purchase_Invoice__c", id);
        assertEquals(rows.size() * 2, after.size());
        assertEquals(0, balance(after, payable).signum());
        assertEquals(0, balance(after, expense).signum());
        post(BILL, id);
        assertEquals(204, setStatus(BILL, id, "Void").status());
        List<JsonNode> voided = rows("refin__Purchase_Invoice__c", id);
        assertEquals(rows.size() * 4, voided.size());
        assertEquals(0, balance(voided, payable).signum());
    }

    @Test
    void aVendorCreditMemoPostsMirrored() {
        String id = bill(entity, vendor, "PS-CM-1", ",'refin__Invoice_Type__c':'Vendor Credit Memo'");
        line(id, expense, "50", false);
        post(BILL, id);
        List<JsonNode> rows = rows("refin__Purchase_Invoice__c", id);
        assertEquals(0, new BigDecimal("50").compareTo(balance(rows, payable)));
        assertEquals(0, new BigDecimal("-50").compareTo(balance(rows, expense)));
        assertEquals(0, new BigDecimal("-50").compareTo(decimal(BILL, id, "refin__Total_Amount__c")));
    }

    @Test
    void postingRunsTheSalesGatesWithTheirMessages() {
        String empty = bill(entity, vendor, null, "");
        String message = setStatus(BILL, empty, "Posted")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION")
                .get("message")
                .asText();
        assertEquals("The document has no lines. Add at least one line before posting.", message);
        String pending = bill(entity, vendor, null, ",'refin__Approval_Status__c':'Pending'");
        line(pending, expense, "10", false);
        assertEquals(
                "This document requires approval before posting.",
                setStatus(BILL, pending, "Posted")
                        .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION")
                        .get("message")
                        .asText());
        String inactive = client.create("refin__GL_Account__c", "{'Name':'6999 Old','refin__Active__c':false}");
        String onInactive = bill(entity, vendor, null, "");
        line(onInactive, inactive, "10", false);
        assertEquals(
                "GL Account 6999 Old is inactive. Activate it or choose an active account before posting.",
                setStatus(BILL, onInactive, "Posted")
                        .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION")
                        .get("message")
                        .asText());
        String closing = client.create(
                "refin__Entity__c",
                "{'Name':'Closing Co','refin__Default_AP_Account__c':'" + payable
                        + "','refin__Book_Closure_Date__c':'2024-05-31'}");
        String early = client.post(
                        V + "/sobjects/" + BILL,
                        ("{'refin__Entity__c':'" + closing + "','refin__Vendor__c':'" + vendor
                                        + "','refin__Invoice_Date__c':'2024-05-20'}")
                                .replace('\'', '"'))
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION")
                .get("message")
                .asText();
        assertEquals(
                "Transaction Date 2024-05-20 is on or before the GL book closure date 2024-05-31. Date the document"
                        + " in an open period.",
                early);
        String euro = bill(entity, vendor, null, ",'CurrencyIsoCode':'EUR'");
        line(euro, expense, "100", false);
        post(BILL, euro);
        assertEquals(1.5, client.read(BILL, euro).get("refin__Exchange_Rate__c").asDouble());
        List<JsonNode> rows = rows("refin__Purchase_Invoice__c", euro);
        assertEquals(0, new BigDecimal("-150").compareTo(balance(rows, payable)));
        assertEquals(1.5, rows.get(0).get("refin__Exchange_Rate__c").asDouble());
        String pound = bill(entity, vendor, null, ",'CurrencyIsoCode':'GBP'");
        line(pound, expense, "100", false);
        assertTrue(setStatus(BILL, pound, "Posted")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION")
                .get("message")
                .asText()
                .startsWith("No exchange rate from GBP to USD is defined"));
    }

    @Test
    void paymentsApplyAndUnapplyWithGuardsMovingBothRollups() {
        String id = bill(entity, vendor, "PS-3001", "");
        line(id, expense, "300", false);
        post(BILL, id);
        String paid = payment(vendor, "500");
        List<JsonNode> paymentRows = rows("refin__Vendor_Payment__c", paid);
        assertEquals(0, new BigDecimal("500").compareTo(balance(paymentRows, payable)));
        assertEquals(0, new BigDecimal("-500").compareTo(balance(paymentRows, bank)));
        JsonNode tooMuch = apply(paid, id, "301").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(
                "The amount applied (301) exceeds the invoice's balance due (300.00).",
                tooMuch.get("message").asText());
        String otherPayment = payment(otherVendor, "100");
        assertEquals(
                "The vendor payment "
                        + client.read(PAYMENT, otherPayment).get("Name").asText()
                        + " and the purchase invoice "
                        + client.read(BILL, id).get("Name").asText()
                        + " belong to different vendors.",
                apply(otherPayment, id, "10")
                        .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION")
                        .get("message")
                        .asText());
        EmulatorClient.Response applied = apply(paid, id, "120");
        assertEquals(201, applied.status(), applied.text());
        String applicationId = applied.json().get("id").asText();
        assertEquals(0, new BigDecimal("180").compareTo(decimal(BILL, id, "refin__Balance_Due__c")));
        assertEquals(0, new BigDecimal("380").compareTo(decimal(PAYMENT, paid, "refin__Unapplied_Amount__c")));
        assertEquals(
                "Partially Paid",
                client.read(BILL, id).get("refin__Payment_Status__c").asText());
        String second = bill(entity, vendor, "PS-3002", "");
        line(second, expense, "1000", false);
        post(BILL, second);
        assertTrue(apply(paid, second, "381")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION")
                .get("message")
                .asText()
                .equals("The amount applied (381) exceeds the vendor payment's unapplied amount (380.00)."));
        // An applied bill cannot be unposted; deleting the application un-applies it.
        setStatus(BILL, id, "Draft").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(
                204,
                client.delete(V + "/sobjects/" + APPLICATION + "/" + applicationId)
                        .status());
        assertEquals(0, new BigDecimal("300").compareTo(decimal(BILL, id, "refin__Balance_Due__c")));
        assertEquals(0, new BigDecimal("500").compareTo(decimal(PAYMENT, paid, "refin__Unapplied_Amount__c")));
        String draftPayment = client.create(
                PAYMENT,
                "{'refin__Entity__c':'" + entity + "','refin__Vendor__c':'" + vendor + "','refin__Amount__c':5}");
        apply(draftPayment, id, "5").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
    }

    @Test
    void budgetCommittedAndActualFollowPostPaymentUnpostAndVoid() {
        String budget = client.create(
                BUDGET, "{'Name':'FY2024 Opex','refin__Entity__c':'" + entity + "','refin__Fiscal_Year__c':'FY2024'}");
        String budgetLine = client.create(
                BUDGET_LINE,
                "{'refin__Budget__c':'" + budget + "','refin__GL_Account__c':'" + supplies
                        + "','refin__Accounting_Period__c':'" + period + "','refin__Budgeted_Amount__c':5000}");
        String id = bill(entity, vendor, "PS-4001", "");
        line(id, supplies, "1000", true); // total 1080 = 1000 + 100 tax - 20 withholding
        assertBudget(budgetLine, "0", "0", "5000");
        post(BILL, id);
        assertBudget(budgetLine, "1000", "0", "4000");
        String paid = payment(vendor, "540");
        EmulatorClient.Response applied = apply(paid, id, "540");
        assertEquals(201, applied.status(), applied.text());
        assertBudget(budgetLine, "500", "500", "4000");
        JsonNode totals = client.read(BUDGET, budget);
        assertEquals(
                0,
                new BigDecimal("500")
                        .compareTo(totals.get("refin__Total_Committed__c").decimalValue()));
        assertEquals(
                0,
                new BigDecimal("500")
                        .compareTo(totals.get("refin__Total_Actual__c").decimalValue()));
        assertEquals(
                0,
                new BigDecimal("4000")
                        .compareTo(totals.get("refin__Total_Available__c").decimalValue()));
        assertEquals(
                204,
                client.delete(V + "/sobjects/" + APPLICATION + "/"
                                + applied.json().get("id").asText())
                        .status());
        assertBudget(budgetLine, "1000", "0", "4000");
        assertEquals(204, setStatus(BILL, id, "Draft").status());
        assertBudget(budgetLine, "0", "0", "5000");
        post(BILL, id);
        assertBudget(budgetLine, "1000", "0", "4000");
        assertEquals(204, setStatus(BILL, id, "Void").status());
        assertBudget(budgetLine, "0", "0", "5000");
        // A budget line added later picks up what is already posted.
        String later = bill(entity, vendor, "PS-4002", "");
        line(later, supplies, "250", false);
        post(BILL, later);
        String second = client.create(
                BUDGET_LINE,
                "{'refin__Budget__c':'" + budget + "','refin__GL_Account__c':'" + supplies
                        + "','refin__Accounting_Period__c':'" + period + "','refin__Budgeted_Amount__c':100}");
        assertBudget(second, "250", "0", "-150");
        assertTrue(client.read(BUDGET_LINE, second).get("refin__Over_Budget__c").asBoolean());
    }

    private static void assertBudget(String budgetLine, String committed, String actual, String available) {
        JsonNode read = client.read(BUDGET_LINE, budgetLine);
        assertEquals(
                0,
                new BigDecimal(committed)
                        .compareTo(read.get("refin__Committed_Amount__c").decimalValue()),
                read.toString());
        assertEquals(
                0,
                new BigDecimal(actual)
                        .compareTo(read.get("refin__Actual_Amount__c").decimalValue()),
                read.toString());
        assertEquals(
                0,
                new BigDecimal(available)
                        .compareTo(read.get("refin__Available_Amount__c").decimalValue()),
                read.toString());
    }
}
