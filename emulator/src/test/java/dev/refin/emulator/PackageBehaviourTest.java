package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Unpost, void, closed books, cash receipt applications, roll-ups and aging formulas (interface sections 3, 4). */
class PackageBehaviourTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String LINE = "refin__Sales_Invoice_Line__c";
    private static final String RECEIPT = "refin__Cash_Receipt__c";
    private static final String APPLICATION = "refin__Cash_Receipt_Application__c";
    private static final String TX = "refin__Accounting_Transaction__c";

    /** A clock tests can move forward. */
    static final class MovableClock extends Clock {
        private volatile Instant now;

        MovableClock(Instant start) {
            this.now = start;
        }

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private static final MovableClock CLOCK = new MovableClock(Instant.parse("2024-06-15T10:00:00Z"));
    private static Emulator emulator;
    private static EmulatorClient client;
    private static String entity;
    private static String closedEntity;
    private static String customer;
    private static String otherCustomer;
    private static String revenue;
    private static String receivable;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .clock(CLOCK)
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
        receivable = client.create("refin__GL_Account__c", "{'Name':'1200','refin__Active__c':true}");
        revenue = client.create("refin__GL_Account__c", "{'Name':'4000','refin__Active__c':true}");
        String bank = client.create("refin__GL_Account__c", "{'Name':'1000','refin__Active__c':true}");
        String term = client.create("refin__Payment_Term__c", "{'Name':'Net 30','refin__Days_Due__c':30}");
        String defaults = "'refin__Default_AR_Account__c':'" + receivable + "','refin__Default_Cash_Account__c':'"
                + bank + "','refin__Default_Payment_Term__c':'" + term + "'";
        entity = client.create("refin__Entity__c", "{'Name':'Open'," + defaults + "}");
        closedEntity = client.create("refin__Entity__c", "{'Name':'Closing'," + defaults + "}");
        customer = client.create("Account", "{'Name':'Customer'}");
        otherCustomer = client.create("Account", "{'Name':'Other'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String postedInvoice(String onEntity, String date, int price) {
        String id = client.create(
                INVOICE,
                "{'refin__Entity__c':'" + onEntity + "','refin__Customer__c':'" + customer
                        + "','refin__Invoice_Date__c':'" + date + "'}");
        client.create(
                LINE,
                "{'refin__Sales_Invoice__c':'" + id + "','refin__GL_Account__c':'" + revenue
                        + "','refin__Unit_Price__c':" + price + "}");
        setStatus(INVOICE, id, "Posted");
        return id;
    }

    private static String postedReceipt(String forCustomer, int amount) {
        String id = client.create(
                RECEIPT,
                "{'refin__Entity__c':'" + entity + "','refin__Customer__c':'" + forCustomer + "','refin__Amount__c':"
                        + amount + ",'refin__Receipt_Date__c':'2024-06-15'}");
        setStatus(RECEIPT, id, "Posted");
        return id;
    }

    private static void setStatus(String object, String id, String status) {
        EmulatorClient.Response response =
                client.patch(V + "/sobjects/" + object + "/" + id, "{\"refin__Status__c\":\"" + status + "\"}");
        assertEquals(204, response.status(), response.text());
    }

    private static List<JsonNode> rows(String documentField, String id) {
        return emulator.records(TX).stream()
                .filter(row -> id.equals(row.path(documentField).asText()))
                .toList();
    }

    /** Debits minus credits by GL account over the ledger rows. */
    private static Map<String, BigDecimal> balances(List<JsonNode> rows) {
        Map<String, BigDecimal> out = new TreeMap<>();
        for (JsonNode row : rows) {
            out.merge(
                    row.get("refin__GL_Account__c").asText(),
                    row.get("refin__Debit__c")
                            .decimalValue()
                            .subtract(row.get("refin__Credit__c").decimalValue()),
                    BigDecimal::add);
        }
        out.replaceAll((k, v) -> v.stripTrailingZeros());
        return out;
    }

    private static BigDecimal amount(JsonNode record, String field) {
        return record.get(field).decimalValue().stripTrailingZeros();
    }

    @Test
    void unpostReversesTheLedgerRowsAndUnlocksTheDraft() {
        String id = postedInvoice(entity, "2024-06-10", 100);
        assertEquals(2, rows(INVOICE, id).size());
        setStatus(INVOICE, id, "Draft");
        JsonNode draft = client.read(INVOICE, id);
        assertEquals("Draft", draft.get("refin__Status__c").asText());
        assertFalse(draft.get("refin__Is_Locked__c").asBoolean());
        assertTrue(draft.get("refin__Posted_Date__c").isNull());
        // The ledger is append-only: unpost writes a reversal linked to each row it reverses.
        List<JsonNode> unposted = rows(INVOICE, id);
        assertEquals(4, unposted.size());
        balances(unposted).values().forEach(v -> assertEquals(0, v.signum(), unposted.toString()));
        for (JsonNode reversal : unposted) {
            if (reversal.get("refin__Is_Reversal__c").asBoolean()) {
                JsonNode original = unposted.stream()
                        .filter(r -> r.get("Id").equals(reversal.get("refin__Reversed_Transaction__c")))
                        .findFirst()
                        .orElseThrow();
                assertEquals(
                        0,
                        amount(original, "refin__Amount__c")
                                .compareTo(amount(reversal, "refin__Amount__c").negate()));
            }
        }
        client.update(INVOICE, id, "{'refin__Memo__c':'corrected'}");
        setStatus(INVOICE, id, "Posted");
        assertEquals(6, rows(INVOICE, id).size());
        setStatus(INVOICE, id, "Void");
        List<JsonNode> voided = rows(INVOICE, id);
        assertEquals(8, voided.size(), "void reverses only the rows of the current posting");
        balances(voided).values().forEach(v -> assertEquals(0, v.signum(), voided.toString()));
    }

    @Test
    void voidWritesReversingRowsThatZeroEveryBalance() {
        String id = postedInvoice(entity, "2024-06-11", 80);
        setStatus(INVOICE, id, "Void");
        List<JsonNode> all = rows(INVOICE, id);
        assertEquals(4, all.size());
        assertEquals(
                2,
                all.stream()
                        .filter(r -> r.get("refin__Is_Reversal__c").asBoolean())
                        .count());
        balances(all).values().forEach(v -> assertEquals(0, v.signum(), all.toString()));
        JsonNode voided = client.read(INVOICE, id);
        assertEquals("Void", voided.get("refin__Status__c").asText());
        // Balance due is what its formula gives: total - amount paid.
        assertEquals(
                0,
                amount(voided, "refin__Total_Amount__c")
                        .subtract(amount(voided, "refin__Amount_Paid__c"))
                        .compareTo(amount(voided, "refin__Balance_Due__c")));
        String path = V + "/sobjects/" + INVOICE + "/" + id;
        client.patch(path, "{\"refin__Status__c\":\"Posted\"}").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        client.patch(path, "{\"refin__Status__c\":\"Draft\"}").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        client.delete(path).error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(4, rows(INVOICE, id).size());
    }

    @Test
    void unpostAndVoidInClosedBooksAreRefused() {
        String id = postedInvoice(closedEntity, "2024-06-05", 50);
        client.update("refin__Entity__c", closedEntity, "{'refin__Book_Closure_Date__c':'2024-06-07'}");
        try {
            String path = V + "/sobjects/" + INVOICE + "/" + id;
            for (String status : new String[] {"Draft", "Void"}) {
                JsonNode error = client.patch(path, "{\"refin__Status__c\":\"" + status + "\"}")
                        .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
                assertTrue(
                        error.get("message")
                                .asText()
                                .startsWith("Transaction Date 2024-06-05 is on or before the GL book closure date"),
                        error.toString());
            }
            assertEquals(2, rows(INVOICE, id).size());
            assertEquals(
                    "Posted", client.read(INVOICE, id).get("refin__Status__c").asText());
        } finally {
            client.update("refin__Entity__c", closedEntity, "{'refin__Book_Closure_Date__c':null}");
        }
    }

    @Test
    void applicationsApplyWithinTheGuardsAndDeleteUnapplies() {
        String invoice = postedInvoice(entity, "2024-06-12", 100);
        String receipt = postedReceipt(customer, 150);
        String other = postedReceipt(otherCustomer, 500);
        String draftInvoice =
                client.create(INVOICE, "{'refin__Entity__c':'" + entity + "','refin__Customer__c':'" + customer + "'}");
        String applyPath = V + "/sobjects/" + APPLICATION;

        assertGuard(other, invoice, 10, "different customers");
        assertGuard(receipt, draftInvoice, 10, "is not posted");
        assertGuard(receipt, invoice, 101, "exceeds the invoice's balance due (100");
        String first = client.create(APPLICATION, application(receipt, invoice, 60));
        JsonNode applied = client.read(APPLICATION, first);
        assertEquals("Applied", applied.get("refin__Status__c").asText());
        assertEquals(
                0,
                new BigDecimal(40)
                        .compareTo(applied.get("refin__Invoice_Balance_Due__c").decimalValue()));
        assertRollups(invoice, receipt, 60, 40, 60, 90);

        String second = postedInvoice(entity, "2024-06-12", 200);
        assertGuard(receipt, second, 91, "exceeds the cash receipt's unapplied amount (90");
        String third = client.create(APPLICATION, application(receipt, second, 90));
        JsonNode full = client.read(RECEIPT, receipt);
        assertEquals(0, amount(full, "refin__Unapplied_Amount__c").signum());
        assertTrue(full.get("refin__Is_Fully_Applied__c").asBoolean());
        assertEquals(2, full.get("refin__Application_Count__c").asInt());

        JsonNode locked = client.patch(V + "/sobjects/" + INVOICE + "/" + invoice, "{\"refin__Status__c\":\"Draft\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(locked.get("message").asText().contains("has cash receipt applications"), locked.toString());

        assertEquals(204, client.delete(applyPath + "/" + first).status());
        assertRollups(invoice, receipt, 0, 100, 90, 60);
        assertEquals(204, client.delete(applyPath + "/" + third).status());
        assertRollups(invoice, receipt, 0, 100, 0, 150);
        setStatus(INVOICE, invoice, "Draft");
    }

    private static String application(String receipt, String invoice, int amount) {
        return "{'refin__Cash_Receipt__c':'" + receipt + "','refin__Sales_Invoice__c':'" + invoice
                + "','refin__Amount_Applied__c':" + amount + "}";
    }

    private static void assertGuard(String receipt, String invoice, int amount, String message) {
        JsonNode error = client.post(
                        V + "/sobjects/" + APPLICATION,
                        application(receipt, invoice, amount).replace('\'', '"'))
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(error.get("message").asText().contains(message), error.toString());
    }

    private static void assertRollups(String invoice, String receipt, int paid, int due, int applied, int unapplied) {
        JsonNode inv = client.read(INVOICE, invoice);
        JsonNode rec = client.read(RECEIPT, receipt);
        assertEquals(
                0,
                BigDecimal.valueOf(paid)
                        .compareTo(inv.get("refin__Amount_Paid__c").decimalValue()),
                inv.toString());
        assertEquals(
                0,
                BigDecimal.valueOf(due)
                        .compareTo(inv.get("refin__Balance_Due__c").decimalValue()),
                inv.toString());
        assertEquals(
                0,
                BigDecimal.valueOf(applied)
                        .compareTo(rec.get("refin__Applied_Amount__c").decimalValue()));
        assertEquals(
                0,
                BigDecimal.valueOf(unapplied)
                        .compareTo(rec.get("refin__Unapplied_Amount__c").decimalValue()));
    }

    @Test
    void agingFormulasFollowTheEmulatorClock() {
        String id = postedInvoice(entity, "2024-06-13", 100);
        JsonNode fresh = client.read(INVOICE, id);
        assertEquals("2024-07-13", fresh.get("refin__Due_Date__c").asText());
        // TODAY() - due date while a balance is open: negative before the due date, as the formula gives it.
        assertEquals(-28, fresh.get("refin__Days_Overdue__c").asInt());
        assertEquals("Current", fresh.get("refin__Aging_Bucket__c").asText());
        String draft = client.create(INVOICE, "{'refin__Entity__c':'" + entity + "'}");
        assertEquals(
                "Current",
                client.read(INVOICE, draft).get("refin__Aging_Bucket__c").asText());
        CLOCK.advance(Duration.ofDays(40)); // 2024-07-25: 12 days past due
        try {
            JsonNode late = client.read(INVOICE, id);
            assertEquals(12, late.get("refin__Days_Overdue__c").asInt());
            assertEquals("1-30", late.get("refin__Aging_Bucket__c").asText());
            CLOCK.advance(Duration.ofDays(60));
            assertEquals(
                    "61-90",
                    client.read(INVOICE, id).get("refin__Aging_Bucket__c").asText());
            CLOCK.advance(Duration.ofDays(30));
            assertEquals(
                    "90+",
                    client.read(INVOICE, id).get("refin__Aging_Bucket__c").asText());
            String receipt = postedReceiptDated(100);
            client.create(APPLICATION, application(receipt, id, 100));
            JsonNode paid = client.read(INVOICE, id);
            assertEquals("Current", paid.get("refin__Aging_Bucket__c").asText(), "a settled invoice is Current");
            assertEquals(0, paid.get("refin__Days_Overdue__c").asInt());
        } finally {
            CLOCK.advance(Duration.ofDays(-130));
        }
    }

    private static String postedReceiptDated(int amount) {
        String id = client.create(
                RECEIPT,
                "{'refin__Entity__c':'" + entity + "','refin__Customer__c':'" + customer + "','refin__Amount__c':"
                        + amount + "}");
        setStatus(RECEIPT, id, "Posted");
        return id;
    }
}
