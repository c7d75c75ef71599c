package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * SOSL over HTTP: {@code /search?q=FIND {...} IN ... RETURNING ...} and {@code /parameterizedSearch} (GET and POST)
 * over the text fields of the snapshot's objects, with the platform's envelopes and refusals.
 */
class SearchTest {
    private static Emulator emulator;
    private static EmulatorClient client;
    private static String invoice;

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatorClient.startReadyOrg();
        client = new EmulatorClient(emulator.baseUrl());
        invoice = client.create(
                "refin__Sales_Invoice__c",
                "{'refin__Entity__c':'" + emulator.seeded("entity") + "','refin__Memo__c':'Acme spring order'}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static JsonNode search(String version, String sosl) {
        EmulatorClient.Response answer = client.get(
                "/services/data/" + version + "/search?q=" + URLEncoder.encode(sosl, StandardCharsets.UTF_8));
        assertEquals(200, answer.status(), answer.text());
        return answer.json();
    }

    private static List<String> names(JsonNode records) {
        List<String> out = new ArrayList<>();
        records.forEach(r -> out.add(r.path("Name").asText(r.path("Id").asText())));
        return out;
    }

    @Test
    void findReturnsTheRequestedFieldsOfMatchingRecords() {
        JsonNode records = search("v65.0", "FIND {acme} IN ALL FIELDS RETURNING Account(Id, Name)")
                .get("searchRecords");
        assertEquals(1, records.size(), records.toString());
        JsonNode acme = records.get(0);
        assertEquals("Account", acme.get("attributes").get("type").asText());
        assertEquals(emulator.seeded("customer"), acme.get("Id").asText());
        assertEquals("Acme", acme.get("Name").asText());
        JsonNode nameOnly =
                search("v65.0", "FIND {Clean*} RETURNING Account(Name)").get("searchRecords");
        assertEquals(List.of("Cleaning Ltd"), names(nameOnly));
        assertFalse(nameOnly.get(0).has("Id"), "only the RETURNING fields");
    }

    @Test
    void operatorsConditionsOrderAndLimits() {
        assertEquals(
                List.of("Acme", "Cleaning Ltd"),
                names(search("v65.0", "FIND {Acme OR Cleaning} RETURNING Account(Name ORDER BY Name)")
                        .get("searchRecords")));
        assertEquals(
                List.of("Cleaning Ltd"),
                names(search(
                                "v65.0",
                                "FIND {Ltd} RETURNING Account(Name WHERE refin__Is_Vendor__c = true ORDER BY Name LIMIT 1)")
                        .get("searchRecords")));
        assertEquals(
                List.of("Paper Supplies Ltd"),
                names(search("v65.0", "FIND {Ltd AND NOT Cleaning} RETURNING Account(Name)")
                        .get("searchRecords")));
        assertEquals(
                1,
                search("v65.0", "FIND {\"spring order\"} RETURNING refin__Sales_Invoice__c(Id)")
                        .get("searchRecords")
                        .size());
        assertEquals(
                1,
                search("v65.0", "FIND {Ltd} RETURNING Account(Name) LIMIT 1")
                        .get("searchRecords")
                        .size());
    }

    @Test
    void severalObjectsInOrderAndEveryObjectWithoutReturning() {
        JsonNode records = search("v65.0", "FIND {Acme} RETURNING refin__Sales_Invoice__c(Id), Account(Name)")
                .get("searchRecords");
        assertEquals(2, records.size(), records.toString());
        assertEquals(invoice, records.get(0).get("Id").asText());
        assertEquals("Account", records.get(1).get("attributes").get("type").asText());
        JsonNode everywhere = search("v65.0", "FIND {Acme}").get("searchRecords");
        List<String> ids = new ArrayList<>();
        everywhere.forEach(r -> ids.add(r.get("Id").asText()));
        assertTrue(ids.contains(invoice) && ids.contains(emulator.seeded("customer")), everywhere.toString());
        assertEquals(
                0,
                search("v65.0", "FIND {Acme} IN NAME FIELDS RETURNING refin__Sales_Invoice__c(Id)")
                        .get("searchRecords")
                        .size(),
                "the memo is not a name field");
    }

    @Test
    void beforeVersion37TheAnswerIsABareArray() {
        JsonNode answer = search("v36.0", "FIND {Acme} RETURNING Account(Name)");
        assertTrue(answer.isArray(), answer.toString());
        assertEquals(1, answer.size());
    }

    @Test
    void malformedSearchesAreRefusedAsThePlatformDoes() {
        JsonNode error = client.get(V + "/search?q=Acme").error(400, "MALFORMED_SEARCH");
        assertEquals(
                "No search term found. The search term must be enclosed in braces.",
                error.get("message").asText());
        JsonNode syntax = client.get(V + "/search?q=" + URLEncoder.encode("FIND {x} RETURNING", StandardCharsets.UTF_8))
                .error(400, "MALFORMED_SEARCH");
        assertTrue(syntax.get("message").asText().contains("ERROR at Row:1"), syntax.toString());
        client.get(V + "/search?q=" + URLEncoder.encode("FIND {x} RETURNING Nope(Id)", StandardCharsets.UTF_8))
                .error(400, "INVALID_TYPE");
    }

    @Test
    void parameterizedSearchByGetAndPost() {
        JsonNode get = client.get(
                        V + "/parameterizedSearch?q=Acme&sobject=Account&Account.fields=Id,Name&Account.limit=10")
                .json()
                .get("searchRecords");
        assertEquals(List.of("Acme"), names(get));
        JsonNode two = client.get(V + "/parameterizedSearch?q=Ltd&sobject=Account&Account.fields=Name"
                        + "&sobject=refin__Sales_Invoice__c")
                .json()
                .get("searchRecords");
        assertEquals(2, two.size(), two.toString());
        JsonNode post = client.post(
                        V + "/parameterizedSearch",
                        "{\"q\":\"Ltd\",\"sobjects\":[{\"name\":\"Account\",\"fields\":[\"Name\"],"
                                + "\"where\":\"refin__Is_Vendor__c = true\",\"limit\":1}]}")
                .json()
                .get("searchRecords");
        assertEquals(1, post.size(), post.toString());
        client.get(V + "/parameterizedSearch?sobject=Account").error(400, "MISSING_ARGUMENT");
    }
}
