package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An empty string is null for text-like fields, as on the platform: stored and served as null, matched by
 * {@code = null} and {@code = ''}, never a duplicate of another empty value, clearing a field on update; the same on
 * the sObject, collections, composite and tree paths.
 */
class EmptyStringTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String BILL = "refin__Purchase_Invoice__c";

    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatorClient.startReadyOrg();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String invoice(String fields) {
        return client.create(INVOICE, "{'refin__Entity__c':'" + emulator.seeded("entity") + "'" + fields + "}");
    }

    private static List<String> ids(String soql) {
        JsonNode records = client.get(V + "/query?q=" + URLEncoder.encode(soql, StandardCharsets.UTF_8))
                .json()
                .get("records");
        List<String> out = new ArrayList<>();
        records.forEach(r -> out.add(r.get("Id").asText()));
        return out;
    }

    @Test
    void anEmptyStringIsStoredAndServedAsNull() {
        String id = invoice(",'refin__Memo__c':'','refin__Customer_PO_Number__c':'','Region__c':''");
        JsonNode read = client.read(INVOICE, id);
        assertTrue(read.get("refin__Memo__c").isNull(), read.toString());
        assertTrue(read.get("refin__Customer_PO_Number__c").isNull(), read.toString());
        assertTrue(read.get("Region__c").isNull(), read.toString());
        List<String> byNull = ids("SELECT Id FROM " + INVOICE + " WHERE refin__Customer_PO_Number__c = null");
        List<String> byEmpty = ids("SELECT Id FROM " + INVOICE + " WHERE refin__Customer_PO_Number__c = ''");
        assertTrue(byNull.contains(id), byNull.toString());
        assertEquals(byNull, byEmpty, "'' compares as null");
        assertTrue(!ids("SELECT Id FROM " + INVOICE + " WHERE refin__Customer_PO_Number__c != ''")
                .contains(id));
    }

    @Test
    void anEmptyStringClearsAFieldOnUpdate() {
        String id = invoice(",'refin__Customer_PO_Number__c':'PO-1'");
        client.update(INVOICE, id, "{'refin__Customer_PO_Number__c':''}");
        assertTrue(client.read(INVOICE, id).get("refin__Customer_PO_Number__c").isNull());
    }

    @Test
    void emptyValuesAreNeverDuplicates() {
        // refin__Reference__c is unique: two empty references are two nulls.
        String first = invoice(",'refin__Reference__c':''");
        String second = invoice(",'refin__Reference__c':''");
        assertTrue(client.read(INVOICE, second).get("refin__Reference__c").isNull());
        assertTrue(!first.equals(second));
        // The vendor reference is unique per vendor: two bills of one vendor without a reference.
        String body = "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Vendor__c':'"
                + emulator.seeded("vendor")
                + "','refin__Invoice_Date__c':'2024-06-10','refin__Vendor_Reference__c':''}";
        String bill = client.create(BILL, body);
        String again = client.create(BILL, body);
        assertTrue(client.read(BILL, again).get("refin__Vendor_Reference__c").isNull());
        assertTrue(!bill.equals(again));
    }

    @Test
    void aRequiredTextFieldSentEmptyIsMissing() {
        client.post(V + "/sobjects/Product2", "{\"Name\":\"\"}").error(400, "REQUIRED_FIELD_MISSING");
    }

    @Test
    void collectionsCompositeAndTreeNormaliseAlike() {
        JsonNode saved = client.post(
                        V + "/composite/sobjects",
                        "{\"records\":[{\"attributes\":{\"type\":\"" + INVOICE + "\"},\"refin__Entity__c\":\""
                                + emulator.seeded("entity") + "\",\"refin__Customer_PO_Number__c\":\"\"}]}")
                .json();
        assertTrue(client.read(INVOICE, saved.get(0).get("id").asText())
                .get("refin__Customer_PO_Number__c")
                .isNull());
        JsonNode composite = client.post(
                        V + "/composite",
                        "{\"compositeRequest\":[{\"method\":\"POST\",\"url\":\"" + V + "/sobjects/" + INVOICE
                                + "\",\"referenceId\":\"inv\",\"body\":{\"refin__Entity__c\":\""
                                + emulator.seeded("entity") + "\",\"refin__Memo__c\":\"\"}}]}")
                .json();
        String id =
                composite.get("compositeResponse").get(0).get("body").get("id").asText();
        assertTrue(client.read(INVOICE, id).get("refin__Memo__c").isNull());
        JsonNode tree = client.post(
                        V + "/composite/tree/Account",
                        "{\"records\":[{\"attributes\":{\"type\":\"Account\",\"referenceId\":\"a\"},"
                                + "\"Name\":\"Blank Phone\",\"Phone\":\"\"}]}")
                .json();
        String account = tree.get("results").get(0).get("id").asText();
        assertTrue(client.read("Account", account).get("Phone").isNull(), tree.toString());
    }
}
