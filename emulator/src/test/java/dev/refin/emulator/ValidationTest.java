package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Describe-driven validation, bad requests, and the error array's shape against real samples. */
class ValidationTest {
    private static final String INVOICES = V + "/sobjects/refin__Sales_Invoice__c";
    private static Emulator emulator;
    private static EmulatorClient client;
    private static String entity;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .maxBodyBytes(4096)
                .build()
                .start();
        client = new EmulatorClient(emulator.baseUrl());
        entity = client.create("refin__Entity__c", "{'Name':'Main'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static EmulatorClient.Response createInvoice(String extraJson) {
        return client.post(INVOICES, ("{'refin__Entity__c':'" + entity + "'" + extraJson + "}").replace('\'', '"'));
    }

    @Test
    void unknownFieldIsInvalidField() {
        JsonNode error = createInvoice(",'Bogus__c':1").error(400, "INVALID_FIELD");
        assertEquals(
                "No such column 'Bogus__c' on sobject of type refin__Sales_Invoice__c",
                error.get("message").asText());
    }

    @Test
    void idInACreateBodyIsInvalidField() {
        JsonNode error = createInvoice(",'Id':'a0A000000000001AAA'").error(400, "INVALID_FIELD");
        assertEquals(
                "The Id field should not be specified in the sobject data.",
                error.get("message").asText());
    }

    @Test
    void fieldNamesAreCaseInsensitiveAndAttributesAreTolerated() {
        EmulatorClient.Response response =
                createInvoice(",'attributes':{'type':'refin__Sales_Invoice__c'},'REFIN__MEMO__C':'hello'");
        assertEquals(201, response.status(), response.text());
        String id = response.json().get("id").asText();
        assertEquals(
                "hello",
                client.read("refin__Sales_Invoice__c", id).get("refin__Memo__c").asText());
    }

    @Test
    void notCreateableFieldsAreListed() {
        JsonNode error = createInvoice(",'CreatedDate':'2024-01-01T00:00:00.000+0000','refin__Balance_Due__c':5")
                .error(400, "INVALID_FIELD_FOR_INSERT_UPDATE");
        assertEquals(
                "[\"CreatedDate\",\"refin__Balance_Due__c\"]",
                error.get("fields").toString());
        assertTrue(error.get("message")
                .asText()
                .startsWith("Unable to create/update fields: CreatedDate, refin__Balance_Due__c."));
    }

    @Test
    void notUpdateableFieldIsRefusedOnPatch() {
        String line = createLine();
        JsonNode error = client.patch(
                        V + "/sobjects/refin__Sales_Invoice_Line__c/" + line, "{\"refin__Sales_Invoice__c\":null}")
                .error(400, "INVALID_FIELD_FOR_INSERT_UPDATE");
        assertEquals("[\"refin__Sales_Invoice__c\"]", error.get("fields").toString());
    }

    @Test
    void requiredFieldMissingListsTheFields() {
        JsonNode error = client.post(INVOICES, "{}").error(400, "REQUIRED_FIELD_MISSING");
        assertEquals(
                "Required fields are missing: [refin__Entity__c]",
                error.get("message").asText());
        assertEquals("[\"refin__Entity__c\"]", error.get("fields").toString());
        String id = createInvoice("").json().get("id").asText();
        client.patch(INVOICES + "/" + id, "{\"refin__Entity__c\":null}").error(400, "REQUIRED_FIELD_MISSING");
    }

    @Test
    void stringTooLong() {
        JsonNode error = createInvoice(",'refin__Customer_PO_Number__c':'" + "x".repeat(41) + "'")
                .error(400, "STRING_TOO_LONG");
        assertEquals("[\"refin__Customer_PO_Number__c\"]", error.get("fields").toString());
        assertTrue(error.get("message").asText().contains("(max length=40)"), error.toString());
        assertEquals(
                201,
                createInvoice(",'refin__Customer_PO_Number__c':'" + "x".repeat(40) + "'")
                        .status());
    }

    @Test
    void badRestrictedPicklistValue() {
        JsonNode error = createInvoice(",'refin__Invoice_Type__c':'Receipt'")
                .error(400, "INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST");
        assertEquals("[\"refin__Invoice_Type__c\"]", error.get("fields").toString());
        assertTrue(error.get("message").asText().endsWith("bad value for restricted picklist field: Receipt"));
        // Region__c is not restricted: any value goes.
        assertEquals(201, createInvoice(",'Region__c':'Atlantis'").status());
    }

    @Test
    void wrongJsonTypesAreParserErrors() {
        createInvoice(",'refin__Invoice_Date__c':true").error(400, "JSON_PARSER_ERROR");
        createInvoice(",'refin__Invoice_Date__c':'2024-13-45'").error(400, "JSON_PARSER_ERROR");
        createInvoice(",'refin__Memo__c':{'a':1}").error(400, "JSON_PARSER_ERROR");
        createInvoice(",'refin__Customer_PO_Number__c':[1]").error(400, "JSON_PARSER_ERROR");
        String id = createInvoice("").json().get("id").asText();
        client.post(
                        V + "/sobjects/refin__Sales_Invoice_Line__c",
                        "{\"refin__Sales_Invoice__c\":\"" + id + "\",\"refin__Taxable__c\":\"yes\"}")
                .error(400, "JSON_PARSER_ERROR");
        client.post(
                        V + "/sobjects/refin__Sales_Invoice_Line__c",
                        "{\"refin__Sales_Invoice__c\":\"" + id + "\",\"refin__Quantity__c\":\"many\"}")
                .error(400, "JSON_PARSER_ERROR");
        client.post(
                        V + "/sobjects/refin__Sales_Invoice_Line__c",
                        "{\"refin__Sales_Invoice__c\":\"" + id + "\",\"refin__Line_Number__c\":1.5}")
                .error(400, "JSON_PARSER_ERROR");
        assertEquals(
                201,
                client.post(
                                V + "/sobjects/refin__Sales_Invoice_Line__c",
                                "{\"refin__Sales_Invoice__c\":\"" + id + "\",\"refin__Quantity__c\":\"2.5\"}")
                        .status());
    }

    @Test
    void badReferencesAreRefused() {
        client.post(INVOICES, "{\"refin__Entity__c\":\"nope\"}").error(400, "MALFORMED_ID");
        client.post(INVOICES, "{\"refin__Entity__c\":\"a0A5g0000000001AAA\"}").error(400, "MALFORMED_ID");
        client.post(INVOICES, "{\"refin__Entity__c\":\"" + dev.refin.runtime.RecordId.to18("a0F5g00000ZZZZZ") + "\"}")
                .error(400, "INVALID_CROSS_REFERENCE_KEY");
    }

    @Test
    void uniqueFieldsRefuseDuplicates() {
        assertEquals(201, createInvoice(",'refin__Reference__c':'EXT-1'").status());
        JsonNode error = createInvoice(",'refin__Reference__c':'ext-1'").error(400, "DUPLICATE_VALUE");
        assertTrue(error.get("message").asText().startsWith("duplicate value found: refin__Reference__c"));
    }

    @Test
    void objectsThatAreNotCreateableRefuseInserts() {
        client.post(V + "/sobjects/refin__Accounting_Transaction__c", "{}")
                .error(400, "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY");
    }

    @Test
    void malformedJsonIsAParserError() {
        client.post(INVOICES, "{\"refin__Entity__c\":").error(400, "JSON_PARSER_ERROR");
        client.post(INVOICES, "not json").error(400, "JSON_PARSER_ERROR");
        client.post(INVOICES, "").error(400, "JSON_PARSER_ERROR");
        client.post(INVOICES, "[1,2]").error(400, "JSON_PARSER_ERROR");
        client.post(INVOICES, "{\"Name\":\"a\",\"Name\":\"b\"}").error(400, "JSON_PARSER_ERROR");
        client.post(INVOICES, "{} {}").error(400, "JSON_PARSER_ERROR");
    }

    @Test
    void wrongContentTypeIsRefused() {
        client.send("POST", INVOICES, "{}", "Content-Type", "text/plain").error(415, "UNSUPPORTED_MEDIA_TYPE");
        client.send("POST", INVOICES, "<x/>", "Content-Type", "application/xml").error(415, "UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void oversizedBodyIsRefused() {
        String big = "{\"refin__Memo__c\":\"" + "x".repeat(5000) + "\"}";
        client.post(INVOICES, big).error(413, "REQUEST_ENTITY_TOO_LARGE");
    }

    @Test
    void errorsHaveTheMembersAndTypesOfRealErrorSamples() {
        JsonNode real = EmulatorClient.readFixture("errors/restforce-describe-not-found.json");
        JsonNode ours = client.get(V + "/sobjects/Nope__c/describe").json();
        assertSameMembers(real.get(0), ours.get(0));
        assertEquals(real.get(0).get("message"), ours.get(0).get("message"));
        JsonNode invalidField = EmulatorClient.readFixture("errors/restforce-invalid-field-no-such-column.json");
        assertSameMembers(invalidField.get(0), createInvoice(",'foo':1").json().get(0));
    }

    @Test
    void createResponseHasTheMembersAndTypesOfRealSamples() {
        JsonNode ours = client.post(V + "/sobjects/Account", "{\"Name\":\"xyzzy\",\"AccountNumber\":\"420\"}")
                .json();
        for (String sample : new String[] {
            "create/cumulusci-create-account-response-201.json", "create/restforce-create-success.json"
        }) {
            JsonNode real = EmulatorClient.readFixture(sample);
            assertSameMembers(real, ours);
            assertEquals(real.size(), ours.size(), sample);
        }
    }

    /** Every member of the real sample is present in ours with the same JSON type. */
    private static void assertSameMembers(JsonNode real, JsonNode ours) {
        for (Iterator<Map.Entry<String, JsonNode>> it = real.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> member = it.next();
            JsonNode value = ours.get(member.getKey());
            assertTrue(value != null, "missing " + member.getKey() + " in " + ours);
            assertEquals(member.getValue().getNodeType(), value.getNodeType(), member.getKey());
        }
    }

    private static String createLine() {
        String invoice = createInvoice("").json().get("id").asText();
        return client.create("refin__Sales_Invoice_Line__c", "{'refin__Sales_Invoice__c':'" + invoice + "'}");
    }
}
