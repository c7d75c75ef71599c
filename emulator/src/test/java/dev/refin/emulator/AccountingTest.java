package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** The package's behaviour on insert, numbering, posting gates, ledger rows and locks (interface sections 1, 3, 7). */
class AccountingTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String LINE = "refin__Sales_Invoice_Line__c";
    private static final String RECEIPT = "refin__Cash_Receipt__c";
    private static final String TX = "refin__Accounting_Transaction__c";

    private static Emulator emulator;
    private static EmulatorClient client;
    private static String receivable;
    private static String revenue;
    private static String taxAccount;
    private static String bank;
    private static String ledger;
    private static String net30;
    private static String taxProfile;

    @BeforeAll
    static void start() throws Exception {
        Clock clock = Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC);
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .clock(clock)
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
        receivable = account("1200 Receivables", true);
        revenue = account("4000 Revenue", true);
        taxAccount = account("2200 Sales Tax", true);
        bank = account("1000 Bank", true);
        ledger = client.create("refin__Ledger__c", "{'Name':'Actual','refin__Active__c':true}");
        net30 = client.create("refin__Payment_Term__c", "{'Name':'Net 30','refin__Days_Due__c':30}");
        taxProfile = client.create(
                "refin__Tax_Profile__c",
                "{'Name':'VAT 10','refin__Rate__c':10,'refin__Tax_GL_Account__c':'" + taxAccount + "'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String account(String name, boolean active) {
        return client.create("refin__GL_Account__c", "{'Name':'" + name + "','refin__Active__c':" + active + "}");
    }

    /** A fresh entity with defaults, an open June 2024 and a closed May 2024. */
    private static String entity(String extra) {
        String id = client.create(
                "refin__Entity__c",
                "{'Name':'Entity','refin__Default_Ledger__c':'" + ledger
                        + "','refin__Default_Payment_Term__c':'" + net30 + "','refin__Default_AR_Account__c':'"
                        + receivable
                        + "','refin__Default_Cash_Account__c':'" + bank + "','refin__Invoice_Number_Prefix__c':'INV-'"
                        + extra
                        + "}");
        client.create(
                "refin__Accounting_Period__c",
                "{'Name':'2024-06','refin__Entity__c':'" + id
                        + "','refin__Start_Date__c':'2024-06-01','refin__End_Date__c':'2024-06-30','refin__Status__c':'Open'}");
        client.create(
                "refin__Accounting_Period__c",
                "{'Name':'2024-05','refin__Entity__c':'" + id
                        + "','refin__Start_Date__c':'2024-05-01','refin__End_Date__c':'2024-05-31','refin__Status__c':'Closed'}");
        return id;
    }

    private static String invoice(String entity, String extra) {
        return client.create(INVOICE, "{'refin__Entity__c':'" + entity + "'" + extra + "}");
    }

    private static String line(String invoice, String extra) {
        return client.create(
                LINE,
                "{'refin__Sales_Invoice__c':'" + invoice + "','refin__GL_Account__c':'" + revenue + "'" + extra + "}");
    }

    private static EmulatorClient.Response post(String object, String id) {
        return client.patch(V + "/sobjects/" + object + "/" + id, "{\"refin__Status__c\":\"Posted\"}");
    }

    private static List<JsonNode> rowsOf(String documentField, String id) {
        return emulator.records(TX).stream()
                .filter(row -> id.equals(row.path(documentField).asText()))
                .toList();
    }

    private static void assertDraftWithNothingWritten(String invoice) {
        assertEquals(
                "Draft", client.read(INVOICE, invoice).get("refin__Status__c").asText());
        assertEquals(List.of(), rowsOf(INVOICE, invoice));
    }

    @Test
    void insertFillsStatusNumberLedgerPeriodAndDueDate() {
        String entity = entity("");
        String id = invoice(entity, ",'refin__Invoice_Date__c':'2024-06-10'");
        JsonNode record = client.read(INVOICE, id);
        assertEquals("Draft", record.get("refin__Status__c").asText());
        assertEquals("INV-000001", record.get("Name").asText());
        assertEquals(ledger, record.get("refin__Ledger__c").asText());
        assertEquals(net30, record.get("refin__Payment_Term__c").asText());
        assertEquals("2024-07-10", record.get("refin__Due_Date__c").asText());
        String june = emulator.records("refin__Accounting_Period__c").stream()
                .filter(p -> p.get("refin__Entity__c").asText().equals(entity)
                        && p.get("Name").asText().equals("2024-06"))
                .findFirst()
                .orElseThrow()
                .get("Id")
                .asText();
        assertEquals(june, record.get("refin__Accounting_Period__c").asText());
        assertEquals("Invoice", record.get("refin__Invoice_Type__c").asText());

        JsonNode undated = client.read(INVOICE, invoice(entity, ",'refin__Due_Date__c':'2024-12-31'"));
        assertEquals("2024-06-15", undated.get("refin__Invoice_Date__c").asText());
        assertEquals("2024-12-31", undated.get("refin__Due_Date__c").asText());
    }

    @Test
    void numbersComeFromTheEntitysSequencePerDocumentType() {
        String entity = entity(",'refin__Credit_Memo_Number_Prefix__c':'CR/','refin__Number_Padding__c':4");
        String other = entity(",'refin__Invoice_Sequence_Next__c':500");
        assertEquals(
                "INV-0001",
                client.read(INVOICE, invoice(entity, "")).get("Name").asText());
        assertEquals(
                "INV-0002",
                client.read(INVOICE, invoice(entity, "")).get("Name").asText());
        assertEquals(
                "CR/0001",
                client.read(INVOICE, invoice(entity, ",'refin__Invoice_Type__c':'Credit Memo'"))
                        .get("Name")
                        .asText());
        // Debit Memo is an inactive value in the snapshot: refused like any bad restricted picklist value.
        client.post(
                        V + "/sobjects/" + INVOICE,
                        "{\"refin__Entity__c\":\"" + entity + "\",\"refin__Invoice_Type__c\":\"Debit Memo\"}")
                .error(400, "INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST");
        assertEquals(
                "INV-0003",
                client.read(INVOICE, invoice(entity, "")).get("Name").asText());
        assertEquals(
                "INV-000500",
                client.read(INVOICE, invoice(other, "")).get("Name").asText());
        assertEquals(
                4,
                client.read("refin__Entity__c", entity)
                        .get("refin__Invoice_Sequence_Next__c")
                        .asInt());
        assertEquals(
                2,
                client.read("refin__Entity__c", entity)
                        .get("refin__Credit_Memo_Sequence_Next__c")
                        .asInt());
        String receipt = client.create(RECEIPT, "{'refin__Entity__c':'" + entity + "','refin__Amount__c':10}");
        assertEquals("RCPT-0001", client.read(RECEIPT, receipt).get("Name").asText());
    }

    @Test
    void clientSetNameIsManualNumberingUniquePerEntity() {
        String entity = entity("");
        String other = entity("");
        assertEquals(
                "MAN-7",
                client.read(INVOICE, invoice(entity, ",'Name':'MAN-7'"))
                        .get("Name")
                        .asText());
        JsonNode error = client.post(
                        V + "/sobjects/" + INVOICE, "{\"refin__Entity__c\":\"" + entity + "\",\"Name\":\"man-7\"}")
                .error(400, "DUPLICATE_VALUE");
        assertEquals("[\"Name\"]", error.get("fields").toString());
        invoice(other, ",'Name':'MAN-7'");
        // A manual number that the sequence reaches later is skipped: numbering never blocks.
        invoice(entity, ",'Name':'INV-000001'");
        assertEquals(
                "INV-000002",
                client.read(INVOICE, invoice(entity, "")).get("Name").asText());
        assertEquals(
                "INV-000003",
                client.read(INVOICE, invoice(entity, "")).get("Name").asText());
        String draft = invoice(entity, ",'Name':'MAN-8'");
        client.patch(V + "/sobjects/" + INVOICE + "/" + draft, "{\"Name\":\"MAN-7\"}")
                .error(400, "DUPLICATE_VALUE");
    }

    @Test
    void changingEntityOrTypeOfADraftResequences() {
        String entity = entity("");
        String other = entity("");
        String id = invoice(entity, "");
        assertEquals("INV-000001", client.read(INVOICE, id).get("Name").asText());
        client.update(INVOICE, id, "{'refin__Entity__c':'" + other + "'}");
        assertEquals("INV-000001", client.read(INVOICE, id).get("Name").asText());
        assertEquals(
                2,
                client.read("refin__Entity__c", other)
                        .get("refin__Invoice_Sequence_Next__c")
                        .asInt());
        client.update(INVOICE, id, "{'refin__Invoice_Type__c':'Credit Memo'}");
        assertEquals("CM-000001", client.read(INVOICE, id).get("Name").asText());
    }

    @Test
    void insertingAsPostedIsRefused() {
        String entity = entity("");
        JsonNode error = client.post(
                        V + "/sobjects/" + INVOICE,
                        "{\"refin__Entity__c\":\"" + entity + "\",\"refin__Status__c\":\"Posted\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(error.get("message").asText().startsWith("A document cannot be inserted as Posted"));
        assertEquals(0, error.get("fields").size());
    }

    @Test
    void postingWritesBalancedLedgerRowsAndLocksTheDocument() {
        String entity = entity("");
        String id = invoice(entity, ",'refin__Invoice_Date__c':'2024-06-10'");
        String plain = line(id, ",'refin__Quantity__c':2,'refin__Unit_Price__c':100");
        String taxed = line(
                id,
                ",'refin__Quantity__c':1,'refin__Unit_Price__c':50,'refin__Taxable__c':true,"
                        + "'refin__Tax_Profile__c':'" + taxProfile + "'");
        assertEquals(
                0,
                new BigDecimal("250")
                        .compareTo(client.read(INVOICE, id)
                                .get("refin__Total_Amount__c")
                                .decimalValue()));

        EmulatorClient.Response response = post(INVOICE, id);
        assertEquals(204, response.status(), response.text());
        assertEquals("", response.text());

        JsonNode posted = client.read(INVOICE, id);
        assertEquals("Posted", posted.get("refin__Status__c").asText());
        assertTrue(posted.get("refin__Is_Locked__c").asBoolean());
        assertEquals(
                "2024-06-15T10:00:00.000+0000",
                posted.get("refin__Posted_Date__c").asText());
        assertEquals(
                0,
                new BigDecimal("255")
                        .compareTo(posted.get("refin__Total_Amount__c").decimalValue()));
        assertEquals(
                0,
                new BigDecimal("255")
                        .compareTo(posted.get("refin__Balance_Due__c").decimalValue()));
        assertEquals(
                0,
                new BigDecimal("5")
                        .compareTo(client.read(LINE, taxed)
                                .get("refin__Tax_Amount__c")
                                .decimalValue()));

        List<JsonNode> rows = rowsOf(INVOICE, id);
        assertEquals(4, rows.size());
        Map<String, BigDecimal> balance = new TreeMap<>();
        BigDecimal debits = BigDecimal.ZERO;
        BigDecimal credits = BigDecimal.ZERO;
        for (JsonNode row : rows) {
            JsonNode served = client.read(TX, row.get("Id").asText());
            assertEquals("Sales Invoice", served.get("refin__Source_Type__c").asText());
            assertEquals(
                    posted.get("Name").asText(),
                    served.get("refin__Journal_Number__c").asText());
            assertEquals("2024-06-10", served.get("refin__Transaction_Date__c").asText());
            assertEquals(entity, served.get("refin__Entity__c").asText());
            BigDecimal debit = served.get("refin__Debit__c").decimalValue();
            BigDecimal credit = served.get("refin__Credit__c").decimalValue();
            debits = debits.add(debit);
            credits = credits.add(credit);
            balance.merge(served.get("refin__GL_Account__c").asText(), debit.subtract(credit), BigDecimal::add);
        }
        assertEquals(0, debits.compareTo(credits));
        assertEquals(0, new BigDecimal("255").compareTo(balance.get(receivable)));
        assertEquals(0, new BigDecimal("-250").compareTo(balance.get(revenue)));
        assertEquals(0, new BigDecimal("-5").compareTo(balance.get(taxAccount)));
        assertEquals(plain, rows.get(1).get("refin__Sales_Invoice_Line__c").asText());
    }

    @Test
    void creditMemosPostMirrored() {
        String entity = entity("");
        String id = invoice(entity, ",'refin__Invoice_Type__c':'Credit Memo'");
        line(id, ",'refin__Unit_Price__c':40");
        assertEquals(204, post(INVOICE, id).status());
        List<JsonNode> rows = rowsOf(INVOICE, id);
        assertEquals(receivable, rows.get(0).get("refin__GL_Account__c").asText());
        assertEquals(
                0,
                new BigDecimal("40")
                        .compareTo(rows.get(0).get("refin__Credit__c").decimalValue()));
        assertEquals(
                0,
                new BigDecimal("40")
                        .compareTo(rows.get(1).get("refin__Debit__c").decimalValue()));
    }

    @Test
    void postedDocumentsAreLocked() {
        String entity = entity("");
        String id = invoice(entity, "");
        String line = line(id, ",'refin__Unit_Price__c':10");
        assertEquals(204, post(INVOICE, id).status());
        String path = V + "/sobjects/" + INVOICE + "/" + id;
        JsonNode error = client.patch(path, "{\"refin__Memo__c\":\"late edit\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(error.get("message").asText().contains("posted and locked"), error.toString());
        client.patch(path, "{\"refin__Status__c\":\"Draft\",\"refin__Memo__c\":\"x\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        client.patch(path, "{\"refin__Status__c\":\"Posted\"}").error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        client.delete(path).error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        client.patch(V + "/sobjects/" + LINE + "/" + line, "{\"refin__Unit_Price__c\":99}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        client.delete(V + "/sobjects/" + LINE + "/" + line).error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        client.post(V + "/sobjects/" + LINE, "{\"refin__Sales_Invoice__c\":\"" + id + "\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(2, rowsOf(INVOICE, id).size());
    }

    @Test
    void aDocumentWithoutLinesIsNotBalanced() {
        String id = invoice(entity(""), "");
        JsonNode error = post(INVOICE, id).error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(error.get("message").asText().contains("no lines"), error.toString());
        assertDraftWithNothingWritten(id);
        String zero = invoice(entity(""), "");
        line(zero, ",'refin__Unit_Price__c':0");
        assertTrue(post(INVOICE, zero)
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION")
                .get("message")
                .asText()
                .startsWith("The document is not balanced"));
        assertDraftWithNothingWritten(zero);
    }

    private static void assertClosedPeriod(EmulatorClient.Response response, String date, String closure) {
        JsonNode error = response.error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(
                "Transaction Date " + date + " is on or before the GL book closure date " + closure
                        + ". Date the document in an open period.",
                error.get("message").asText());
        assertEquals(0, error.get("fields").size());
    }

    private static String periodOf(String entity, String name) {
        return emulator.records("refin__Accounting_Period__c").stream()
                .filter(p -> p.get("refin__Entity__c").asText().equals(entity)
                        && p.get("Name").asText().equals(name))
                .findFirst()
                .orElseThrow()
                .get("Id")
                .asText();
    }

    @Test
    void writesDatedInClosedPeriodsAreRefused() {
        String entity = entity("");
        int invoices = emulator.records(INVOICE).size();
        assertClosedPeriod(
                client.post(
                        V + "/sobjects/" + INVOICE,
                        "{\"refin__Entity__c\":\"" + entity + "\",\"refin__Invoice_Date__c\":\"2024-05-20\"}"),
                "2024-05-20",
                "2024-05-31");
        assertClosedPeriod(
                client.post(
                        V + "/sobjects/" + RECEIPT,
                        "{\"refin__Entity__c\":\"" + entity
                                + "\",\"refin__Amount__c\":5,\"refin__Receipt_Date__c\":\"2024-05-31\"}"),
                "2024-05-31",
                "2024-05-31");
        assertEquals(invoices, emulator.records(INVOICE).size());
        // A refused insert consumes no number.
        assertEquals(
                "INV-000001",
                client.read(INVOICE, invoice(entity, ",'refin__Invoice_Date__c':'2024-06-01'"))
                        .get("Name")
                        .asText());

        // The entity's book closure date closes the books as well, also for an undated document (dated today).
        String closing = entity(",'refin__Book_Closure_Date__c':'2024-06-15'");
        assertClosedPeriod(
                client.post(V + "/sobjects/" + INVOICE, "{\"refin__Entity__c\":\"" + closing + "\"}"),
                "2024-06-15",
                "2024-06-15");

        // Updating a draft into closed books is refused; the draft keeps its date and period.
        String draft = invoice(entity, ",'refin__Invoice_Date__c':'2024-06-05'");
        String path = V + "/sobjects/" + INVOICE + "/" + draft;
        assertClosedPeriod(
                client.patch(path, "{\"refin__Invoice_Date__c\":\"2024-05-05\"}"), "2024-05-05", "2024-05-31");
        JsonNode unchanged = client.read(INVOICE, draft);
        assertEquals("2024-06-05", unchanged.get("refin__Invoice_Date__c").asText());
        assertEquals(
                periodOf(entity, "2024-06"),
                unchanged.get("refin__Accounting_Period__c").asText());
        client.update(INVOICE, draft, "{'refin__Memo__c':'still open'}");
    }

    @Test
    void postingADraftWhosePeriodClosedSinceIsRefused() {
        String entity = entity("");
        String june = periodOf(entity, "2024-06");
        String draft = invoice(entity, ",'refin__Invoice_Date__c':'2024-06-10'");
        line(draft, ",'refin__Unit_Price__c':10");
        client.update("refin__Accounting_Period__c", june, "{'refin__Status__c':'Closed'}");

        assertClosedPeriod(post(INVOICE, draft), "2024-06-10", "2024-06-30");
        assertDraftWithNothingWritten(draft);
        // Retrying without changing the data fails the same way; so does any other edit of the draft.
        assertClosedPeriod(post(INVOICE, draft), "2024-06-10", "2024-06-30");
        assertClosedPeriod(
                client.patch(V + "/sobjects/" + INVOICE + "/" + draft, "{\"refin__Memo__c\":\"x\"}"),
                "2024-06-10",
                "2024-06-30");
        assertDraftWithNothingWritten(draft);
        // Reopening the period lets it post.
        client.update("refin__Accounting_Period__c", june, "{'refin__Status__c':'Open'}");
        assertEquals(204, post(INVOICE, draft).status());

        // The entity's book closure date moves past a draft: re-dating it into the open days posts it.
        String early = invoice(entity, ",'refin__Invoice_Date__c':'2024-06-12'");
        line(early, ",'refin__Unit_Price__c':10");
        client.update("refin__Entity__c", entity, "{'refin__Book_Closure_Date__c':'2024-06-12'}");
        assertClosedPeriod(post(INVOICE, early), "2024-06-12", "2024-06-12");
        assertDraftWithNothingWritten(early);
        client.update(INVOICE, early, "{'refin__Invoice_Date__c':'2024-06-13'}");
        assertEquals(204, post(INVOICE, early).status());
        assertEquals(2, rowsOf(INVOICE, early).size());
    }

    @Test
    void redatingADraftMovesItToThePeriodOfTheNewDate() {
        String entity = entity("");
        client.create(
                "refin__Accounting_Period__c",
                "{'Name':'2024-07','refin__Entity__c':'" + entity
                        + "','refin__Start_Date__c':'2024-07-01','refin__End_Date__c':'2024-07-31','refin__Status__c':'Open'}");
        String draft = invoice(entity, ",'refin__Invoice_Date__c':'2024-06-20'");
        client.update(INVOICE, draft, "{'refin__Invoice_Date__c':'2024-07-02'}");
        assertEquals(
                periodOf(entity, "2024-07"),
                client.read(INVOICE, draft).get("refin__Accounting_Period__c").asText());
    }

    @Test
    void postingAwaitsApproval() {
        String id = invoice(entity(""), ",'refin__Approval_Status__c':'Pending'");
        line(id, ",'refin__Unit_Price__c':10");
        JsonNode error = post(INVOICE, id).error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(
                "This document requires approval before posting.",
                error.get("message").asText());
        assertDraftWithNothingWritten(id);
        client.update(INVOICE, id, "{'refin__Approval_Status__c':'Approved'}");
        assertEquals(204, post(INVOICE, id).status());
    }

    @Test
    void postingNeedsActiveAccounts() {
        String inactive = account("4999 Old Revenue", false);
        String id = invoice(entity(""), "");
        client.create(
                LINE,
                "{'refin__Sales_Invoice__c':'" + id + "','refin__GL_Account__c':'" + inactive
                        + "','refin__Unit_Price__c':10}");
        JsonNode error = post(INVOICE, id).error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertTrue(error.get("message").asText().contains("4999 Old Revenue is inactive"), error.toString());
        assertDraftWithNothingWritten(id);
    }

    @Test
    void cashReceiptsDefaultAndPostToBankAndReceivables() {
        String entity = entity("");
        String id = client.create(
                RECEIPT,
                "{'refin__Entity__c':'" + entity + "','refin__Amount__c':120.5,"
                        + "'refin__Receipt_Date__c':'2024-06-03'}");
        JsonNode receipt = client.read(RECEIPT, id);
        assertEquals("Draft", receipt.get("refin__Status__c").asText());
        assertEquals(ledger, receipt.get("refin__Ledger__c").asText());
        assertTrue(receipt.get("refin__Accounting_Period__c").isTextual());
        client.post(
                        V + "/sobjects/" + RECEIPT,
                        "{\"refin__Entity__c\":\"" + entity + "\",\"refin__Status__c\":\"Posted\"}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        assertEquals(204, post(RECEIPT, id).status());
        List<JsonNode> rows = rowsOf(RECEIPT, id);
        assertEquals(2, rows.size());
        assertEquals(bank, rows.get(0).get("refin__GL_Account__c").asText());
        assertEquals(
                0,
                new BigDecimal("120.5")
                        .compareTo(rows.get(0).get("refin__Debit__c").decimalValue()));
        assertEquals(receivable, rows.get(1).get("refin__GL_Account__c").asText());
        assertEquals(
                0,
                new BigDecimal("120.5")
                        .compareTo(rows.get(1).get("refin__Credit__c").decimalValue()));
        client.patch(V + "/sobjects/" + RECEIPT + "/" + id, "{\"refin__Amount__c\":1}")
                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
    }
}
