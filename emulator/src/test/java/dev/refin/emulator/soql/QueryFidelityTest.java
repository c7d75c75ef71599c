package dev.refin.emulator.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.Emulator;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Fidelity: for each real query sample whose shape the emulator can reproduce, an equivalent query over the refin
 * objects answers with the same members and JSON types. Envelope and attribute member names are compared as they
 * are; record fields are compared by position and JSON type, since the samples query other objects.
 */
class QueryFidelityTest {
    /** Members the platform names the same whatever the object: compared by name. */
    private static final Set<String> ENVELOPE =
            Set.of("totalSize", "done", "nextRecordsUrl", "records", "attributes", "type", "url");

    private static Emulator emulator;
    private static SoqlHttp http;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(SoqlHttp.snapshot())
                .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC))
                .build()
                .start();
        http = new SoqlHttp(emulator);
        String ledger = http.create("refin__Ledger__c", "{'Name':'Actual','refin__Active__c':true}");
        String revenue = http.create(
                "refin__GL_Account__c",
                "{'Name':'4000 Revenue','refin__Account_Number__c':'4000','refin__Description__c':'Sales',"
                        + "'refin__Type__c':'Revenue','refin__Active__c':true}");
        http.create(
                "refin__GL_Account__c",
                "{'Name':'4100 Services','refin__Account_Number__c':'4100','refin__Description__c':'Services',"
                        + "'refin__Type__c':'Revenue','refin__Active__c':true,'refin__Parent_Account__c':'" + revenue
                        + "'}");
        String entity = http.create(
                "refin__Entity__c",
                "{'Name':'Entity','refin__Default_Ledger__c':'" + ledger + "','refin__Default_AR_Account__c':'"
                        + revenue + "','refin__Default_Cash_Account__c':'" + revenue + "'}");
        http.create(
                "refin__Accounting_Period__c",
                "{'Name':'2024-06','refin__Entity__c':'" + entity + "','refin__Start_Date__c':'2024-06-01',"
                        + "'refin__End_Date__c':'2024-06-30','refin__Status__c':'Open'}");
        String invoice = http.create(
                "refin__Sales_Invoice__c",
                "{'refin__Entity__c':'" + entity + "','refin__Invoice_Date__c':'2024-06-10','refin__Ledger__c':'"
                        + ledger + "'}");
        http.create(
                "refin__Sales_Invoice_Line__c",
                "{'refin__Sales_Invoice__c':'" + invoice + "','refin__GL_Account__c':'" + revenue
                        + "','refin__Quantity__c':1,'refin__Unit_Price__c':100}");
        http.update("refin__Sales_Invoice__c", invoice, "{'refin__Status__c':'Posted'}");
        QueryPagingTest.createProducts(http, 450);
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    /**
     * Each row: the sample, the record of the sample compared (-1 for none), the equivalent query, the record of
     * the answer compared, the page of the answer (1 first, 0 last) and the batch size asked for.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            cumulusci-query-account-name-description-phone-v62.json | 0 | SELECT Id, Name, refin__Description__c, refin__Account_Number__c, refin__Type__c FROM refin__GL_Account__c ORDER BY Name | 0 | 1 | 2000
            cumulusci-query-recordtype-developername.json | 0 | SELECT Id, Name FROM refin__GL_Account__c WHERE Name = '4000 Revenue' | 0 | 1 | 2000
            restforce-query-organization-id.json | 0 | SELECT Id FROM refin__Ledger__c | 0 | 1 | 2000
            snowfakery-query-users-system-users.json | 0 | SELECT Id, Name, refin__Account_Number__c FROM refin__GL_Account__c | 0 | 1 | 2000
            netcoreforce-query-case-single-with-parents.json | 0 | SELECT Id, Name, SystemModstamp, refin__Entity__r.Name, refin__Entity__r.SystemModstamp, refin__Ledger__r.Name, refin__Ledger__r.SystemModstamp FROM refin__Sales_Invoice__c | 0 | 1 | 2000
            cumulusci-query-contact-child-subquery-opportunities.json | 0 | SELECT Name, (SELECT Name FROM refin__Child_Accounts__r) FROM refin__GL_Account__c ORDER BY Name DESC | 0 | 1 | 2000
            cumulusci-query-contact-child-subquery-opportunities.json | 12 | SELECT Name, (SELECT Name FROM refin__Child_Accounts__r) FROM refin__GL_Account__c ORDER BY Name | 0 | 1 | 2000
            cumulusci-query-count-aggregate.json | 0 | SELECT COUNT(Id) FROM refin__GL_Account__c | 0 | 1 | 2000
            restforce-query-aggregate-result.json | 0 | SELECT refin__GL_Account__c, SUM(refin__Debit__c) FROM refin__Accounting_Transaction__c WHERE refin__Debit__c > 0 GROUP BY refin__GL_Account__c | 0 | 1 | 2000
            netcoreforce-query-count-only.json | -1 | SELECT COUNT() FROM refin__GL_Account__c | -1 | 1 | 2000
            snowfakery-query-count-only-57.json | -1 | SELECT COUNT() FROM Product2 | -1 | 1 | 2000
            restforce-query-empty.json | -1 | SELECT Id FROM refin__GL_Account__c WHERE Name = 'none' | -1 | 1 | 2000
            netcoreforce-query-empty.json | -1 | SELECT Id FROM refin__Tax_Profile__c | -1 | 1 | 2000
            netcoreforce-query-paged-batch-1.json | 0 | SELECT Id FROM Product2 | 0 | 1 | 200
            netcoreforce-query-paged-batch-4.json | 0 | SELECT Id FROM Product2 | 0 | 0 | 200
            restforce-query-paginated-first-page.json | 0 | SELECT Name FROM Product2 | 0 | 1 | 200
            restforce-query-paginated-last-page.json | 0 | SELECT Name FROM Product2 | 0 | 0 | 200
            """)
    void answerHasTheSampleShape(String sample, int sampleRecord, String soql, int answerRecord, int page, int batch)
            throws IOException {
        JsonNode expected = SoqlHttp.MAPPER.readTree(
                SoqlHttp.realFixtures().resolve("query").resolve(sample).toFile());
        JsonNode actual = http.query(soql, "Sforce-Query-Options", "batchSize=" + batch);
        while (page == 0 && !actual.get("done").asBoolean()) {
            actual = http.send("GET", actual.get("nextRecordsUrl").asText(), null)
                    .body();
        }
        assertEquals(skeleton(envelope(expected)), skeleton(envelope(actual)), sample + " envelope: " + actual);
        if (sampleRecord >= 0) {
            JsonNode want = expected.get("records").get(sampleRecord);
            JsonNode got = actual.get("records").get(answerRecord);
            assertEquals(skeleton(want), skeleton(got), sample + " record: " + got);
        } else {
            assertEquals(0, actual.get("records").size());
        }
        if (actual.has("nextRecordsUrl")) {
            assertTrue(expected.get("nextRecordsUrl").asText().matches("/services/data/v\\d+\\.0/query/\\w+(-\\d+)?"));
            assertTrue(actual.get("nextRecordsUrl").asText().matches("/services/data/v\\d+\\.0/query/\\w{18}-\\d+"));
        }
    }

    /** The response without its records, which are compared one at a time. */
    private static JsonNode envelope(JsonNode response) {
        ObjectNode copy = response.deepCopy();
        copy.remove("records");
        copy.putArray("records");
        return copy;
    }

    /**
     * The members and JSON types of a node: envelope members by name, record fields by position, and containers
     * recursively (an array by its first element).
     */
    static JsonNode skeleton(JsonNode node) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (node.isObject()) {
            ObjectNode out = nodes.objectNode();
            int position = 0;
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> member = it.next();
                String key = ENVELOPE.contains(member.getKey()) ? member.getKey() : "#" + position;
                out.set(key, skeleton(member.getValue()));
                position++;
            }
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = nodes.arrayNode();
            if (!node.isEmpty()) {
                out.add(skeleton(node.get(0)));
            }
            return out;
        }
        return nodes.textNode(node.getNodeType().name());
    }
}
