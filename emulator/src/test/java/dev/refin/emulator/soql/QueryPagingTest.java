package dev.refin.emulator.soql;

import static dev.refin.emulator.soql.SoqlHttp.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.emulator.Emulator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Query paging: the batch-size header, {@code nextRecordsUrl} locators and {@code done}/{@code totalSize}. */
class QueryPagingTest {
    static final int PRODUCTS = 450;

    private static Emulator emulator;
    private static SoqlHttp http;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder().snapshot(SoqlHttp.snapshot()).build().start();
        http = new SoqlHttp(emulator);
        createProducts(http, PRODUCTS);
    }

    /** Creates products named {@code P-000}, {@code P-001}, ... in reverse order, so ORDER BY has work to do. */
    static void createProducts(SoqlHttp http, int count) {
        for (int i = count - 1; i >= 0; i--) {
            http.create("Product2", "{'Name':'" + String.format(Locale.ROOT, "P-%03d", i) + "'}");
        }
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void threePagesOfTwoHundredWithTheBatchSizeHeader() {
        String soql = "SELECT Id, Name FROM Product2 ORDER BY Name";
        JsonNode page = http.query(soql, "Sforce-Query-Options", "batchSize=200");
        List<String> names = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        String locator = null;
        while (true) {
            assertEquals(PRODUCTS, page.get("totalSize").asInt());
            page.get("records").forEach(r -> names.add(r.get("Name").asText()));
            sizes.add(page.get("records").size());
            if (page.get("done").asBoolean()) {
                assertEquals(List.of("totalSize", "done", "records"), fieldNames(page));
                break;
            }
            assertEquals(List.of("totalSize", "done", "nextRecordsUrl", "records"), fieldNames(page));
            String next = page.get("nextRecordsUrl").asText();
            assertTrue(next.matches("/services/data/v65\\.0/query/01g[0-9A-Za-z]{15}-" + names.size()), next);
            String thisLocator = next.substring(next.lastIndexOf('/') + 1, next.lastIndexOf('-'));
            assertTrue(locator == null || locator.equals(thisLocator), next);
            locator = thisLocator;
            SoqlHttp.Response response = http.send("GET", next, null);
            assertEquals(200, response.status(), response.text());
            page = response.body();
        }
        assertEquals(List.of(200, 200, 50), sizes);
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < PRODUCTS; i++) {
            expected.add(String.format(Locale.ROOT, "P-%03d", i));
        }
        assertEquals(expected, names);
        SoqlHttp.error(http.send("GET", V + "/query/" + locator + "-" + PRODUCTS, null), "INVALID_QUERY_LOCATOR");
    }

    @Test
    void defaultBatchIsTwoThousandAndSmallBatchesAreRaisedToTwoHundred() {
        JsonNode all = http.query("SELECT Id FROM Product2");
        assertTrue(all.get("done").asBoolean());
        assertNull(all.get("nextRecordsUrl"));
        assertEquals(PRODUCTS, all.get("records").size());
        JsonNode small = http.query("SELECT Id FROM Product2", "Sforce-Query-Options", "batchSize=50");
        assertEquals(200, small.get("records").size());
        assertFalse(small.get("done").asBoolean());
        JsonNode limited = http.query("SELECT Id FROM Product2 LIMIT 300", "Sforce-Query-Options", "batchSize=1000");
        assertEquals(300, limited.get("totalSize").asInt());
        assertTrue(limited.get("done").asBoolean());
        JsonNode queryAll = http.queryResponse(
                        "queryAll", "SELECT Id FROM Product2", "Sforce-Query-Options", "batchSize=400")
                .body();
        assertEquals(400, queryAll.get("records").size());
        SoqlHttp.Response next = http.send("GET", queryAll.get("nextRecordsUrl").asText(), null);
        assertEquals(50, next.body().get("records").size());
        assertTrue(next.body().get("done").asBoolean());
    }
}
