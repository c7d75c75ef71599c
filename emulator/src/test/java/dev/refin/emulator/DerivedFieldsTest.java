package dev.refin.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A draft's derived fields follow their inputs over HTTP: the payment term follows the counterparty (else the
 * entity), the due date the date and payment term, the ledger and period the entity (and date); a value the client
 * set itself, then or now, is kept.
 */
class DerivedFieldsTest {
    private static final String BILL = "refin__Purchase_Invoice__c";
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String TERM = "refin__Payment_Term__c";
    private static final String DUE = "refin__Due_Date__c";

    private static Emulator emulator;
    private static EmulatorClient client;
    private static String net30;
    private static String net10;
    private static String endOfMonth;

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatorClient.startReadyOrg();
        client = new EmulatorClient(emulator.baseUrl());
        net30 = client.create(TERM, "{'Name':'Net 30','refin__Days_Due__c':30}");
        net10 = client.create(TERM, "{'Name':'Net 10','refin__Days_Due__c':10}");
        endOfMonth = client.create(
                TERM, "{'Name':'EOM + 15','refin__Days_Due__c':15,'refin__Due_Date_Basis__c':'End of Month'}");
        client.update(
                "refin__Entity__c", emulator.seeded("entity"), "{'refin__Default_Payment_Term__c':'" + net30 + "'}");
        client.update("Account", emulator.seeded("vendor2"), "{'refin__Vendor_Payment_Term__c':'" + net10 + "'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String bill(String extra) {
        return client.create(
                BILL,
                "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Vendor__c':'"
                        + emulator.seeded("vendor") + "','refin__Invoice_Date__c':'2024-06-10'" + extra + "}");
    }

    private static String field(String object, String id, String field) {
        JsonNode value = client.read(object, id).get(field);
        return value.isNull() ? null : value.asText();
    }

    @Test
    void theTermFollowsTheVendorAndTheDueDateFollowsTermAndDate() {
        String id = bill("");
        assertEquals(net30, field(BILL, id, TERM), "the entity's default term: the vendor has none");
        assertEquals("2024-07-10", field(BILL, id, DUE));
        client.update(BILL, id, "{'refin__Vendor__c':'" + emulator.seeded("vendor2") + "'}");
        assertEquals(net10, field(BILL, id, TERM), "the new vendor's term");
        assertEquals("2024-06-20", field(BILL, id, DUE));
        client.update(BILL, id, "{'refin__Invoice_Date__c':'2024-06-12'}");
        assertEquals("2024-06-22", field(BILL, id, DUE));
        client.update(BILL, id, "{'refin__Payment_Term__c':'" + endOfMonth + "'}");
        assertEquals("2024-07-15", field(BILL, id, DUE), "end of June + 15");
    }

    @Test
    void aValueTheClientSetIsKept() {
        String id = bill(",'refin__Due_Date__c':'2024-12-31'");
        client.update(BILL, id, "{'refin__Invoice_Date__c':'2024-06-20'}");
        assertEquals("2024-12-31", field(BILL, id, DUE), "set on insert: kept");
        String chosen = bill(",'refin__Payment_Term__c':'" + endOfMonth + "'");
        assertEquals("2024-07-15", field(BILL, chosen, DUE));
        client.update(BILL, chosen, "{'refin__Vendor__c':'" + emulator.seeded("vendor2") + "'}");
        assertEquals(endOfMonth, field(BILL, chosen, TERM), "a term the client chose is not the vendor's");
        client.update(BILL, chosen, "{'refin__Invoice_Date__c':'2024-07-01','refin__Due_Date__c':'2024-07-02'}");
        assertEquals("2024-07-02", field(BILL, chosen, DUE), "set in the same update: kept");
    }

    @Test
    void theLedgerAndPeriodFollowTheEntity() {
        String ledger = client.create("refin__Ledger__c", "{'Name':'Second books'}");
        String other = client.create(
                "refin__Entity__c",
                "{'Name':'Branch','refin__Default_Ledger__c':'" + ledger + "','refin__Default_AR_Account__c':'"
                        + emulator.seeded("receivable") + "'}");
        String invoice = client.create(
                INVOICE,
                "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Customer__c':'"
                        + emulator.seeded("customer") + "','refin__Invoice_Date__c':'2024-06-10'}");
        assertEquals(emulator.seeded("ledger"), field(INVOICE, invoice, "refin__Ledger__c"));
        assertEquals(emulator.seeded("june"), field(INVOICE, invoice, "refin__Accounting_Period__c"));
        client.update(INVOICE, invoice, "{'refin__Entity__c':'" + other + "'}");
        assertEquals(ledger, field(INVOICE, invoice, "refin__Ledger__c"));
        assertEquals(emulator.seeded("june"), field(INVOICE, invoice, "refin__Accounting_Period__c"));
        client.update(INVOICE, invoice, "{'refin__Invoice_Date__c':'2024-05-10'}");
        assertEquals(null, field(INVOICE, invoice, "refin__Accounting_Period__c"), "no period holds May");
    }
}
