package dev.refin.emulator.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.emulator.Emulator;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * SOQL that real integrations send beyond plain filters, through real HTTP and the real grammar: semi-joins and
 * anti-joins, HAVING, date functions, TYPEOF, FOR UPDATE and LIKE outside the basic plane.
 */
class QueryJoinTest {
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String ENTITY = "refin__Entity__c";

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
        String used = http.create(ENTITY, "{'Name':'Used','refin__Code__c':'U'}");
        http.create(ENTITY, "{'Name':'Idle \uD83D\uDE00 one','refin__Code__c':'I'}");
        http.create(ENTITY, "{'Name':'\uD842\uDFB7 Branch','refin__Code__c':'B'}");
        for (String date : List.of("2023-12-31", "2024-01-05", "2024-02-10", "2024-02-11")) {
            http.create(
                    INVOICE,
                    "{'refin__Entity__c':'" + used + "','refin__Invoice_Date__c':'" + date
                            + "','refin__Reference__c':'REF-" + date + "'}");
        }
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static List<String> texts(JsonNode result, String field) {
        List<String> out = new ArrayList<>();
        result.get("records").forEach(r -> out.add(r.get(field).asText()));
        return out;
    }

    @Test
    void semiJoinsAndAntiJoins() {
        assertEquals(
                List.of("Used"),
                texts(
                        http.query("SELECT Name FROM " + ENTITY + " WHERE Id IN (SELECT refin__Entity__c FROM "
                                + INVOICE + " WHERE refin__Invoice_Date__c > 2024-01-01)"),
                        "Name"));
        assertEquals(
                List.of("Branch", "Idle one"),
                texts(
                                http.query(
                                        "SELECT Name FROM " + ENTITY + " WHERE Id NOT IN (SELECT refin__Entity__c FROM "
                                                + INVOICE + ") ORDER BY refin__Code__c"),
                                "Name")
                        .stream()
                        .map(n -> n.replaceAll("[^A-Za-z ]", "").trim().replaceAll(" +", " "))
                        .toList());
        assertEquals(
                List.of("Used"),
                texts(
                        http.query("SELECT Name FROM " + ENTITY + " WHERE Id IN (SELECT refin__Entity__c FROM "
                                + INVOICE + " WHERE refin__Reference__c = 'ref-2024-01-05')"),
                        "Name"),
                "an indexed equality in the subquery matches ignoring case");
        assertEquals(
                0,
                http.query("SELECT Id FROM " + ENTITY + " WHERE Id IN (SELECT refin__Entity__c FROM " + INVOICE
                                + " WHERE refin__Reference__c = 'REF-1999')")
                        .get("totalSize")
                        .asInt());
        assertEquals(
                0,
                http.query("SELECT Id FROM " + ENTITY + " WHERE Id IN (SELECT refin__Entity__c FROM " + INVOICE
                                + " WHERE refin__Invoice_Date__c > 2030-01-01)")
                        .get("totalSize")
                        .asInt());
        String message = SoqlHttp.error(
                http.queryResponse(
                        "query",
                        "SELECT Id FROM " + ENTITY + " WHERE Name IN (SELECT refin__Entity__c FROM " + INVOICE + ")"),
                "MALFORMED_QUERY");
        assertTrue(message.contains("Semi join sub-selects are only allowed on Id and reference fields"), message);
        SoqlHttp.error(
                http.queryResponse(
                        "query", "SELECT Id FROM " + ENTITY + " WHERE Id IN (SELECT Name FROM " + INVOICE + ")"),
                "MALFORMED_QUERY");
    }

    @Test
    void dateFunctionsGroupFilterAndName() {
        JsonNode years = http.query("SELECT CALENDAR_YEAR(refin__Invoice_Date__c), COUNT(Id) n FROM " + INVOICE
                + " GROUP BY CALENDAR_YEAR(refin__Invoice_Date__c) ORDER BY CALENDAR_YEAR(refin__Invoice_Date__c)");
        assertEquals(2, years.get("totalSize").asInt(), years.toString());
        assertEquals(2023, years.get("records").get(0).get("expr0").asInt());
        assertEquals(3, years.get("records").get(1).get("n").asInt());
        assertTrue(years.get("records").get(1).get("expr0").isIntegralNumber());

        assertEquals(
                2,
                http.query("SELECT Id FROM " + INVOICE + " WHERE CALENDAR_MONTH(refin__Invoice_Date__c) = 2")
                        .get("totalSize")
                        .asInt());
        assertEquals(
                2,
                http.query("SELECT Id FROM " + INVOICE + " WHERE DAY_IN_WEEK(refin__Invoice_Date__c) = 1")
                        .get("totalSize")
                        .asInt(),
                "2023-12-31 and 2024-02-11 were Sundays");
        JsonNode quarters = http.query("SELECT FISCAL_QUARTER(refin__Invoice_Date__c) q, FISCAL_YEAR("
                + "refin__Invoice_Date__c) y FROM " + INVOICE + " GROUP BY FISCAL_QUARTER(refin__Invoice_Date__c),"
                + " FISCAL_YEAR(refin__Invoice_Date__c) ORDER BY FISCAL_YEAR(refin__Invoice_Date__c)");
        assertEquals(4, quarters.get("records").get(0).get("q").asInt());
        assertEquals(1, quarters.get("records").get(1).get("q").asInt());
        JsonNode days = http.query(
                "SELECT DAY_ONLY(CreatedDate) d, COUNT(Id) FROM " + INVOICE + " GROUP BY DAY_ONLY(CreatedDate)");
        assertEquals("2024-06-15", days.get("records").get(0).get("d").asText());
        SoqlHttp.error(
                http.queryResponse(
                        "query", "SELECT CALENDAR_YEAR(Name) FROM " + INVOICE + " GROUP BY CALENDAR_YEAR(Name)"),
                "MALFORMED_QUERY");
        SoqlHttp.error(
                http.queryResponse("query", "SELECT CALENDAR_YEAR(CreatedDate) FROM " + INVOICE), "MALFORMED_QUERY");
    }

    @Test
    void havingFiltersGroups() {
        JsonNode busy = http.query("SELECT refin__Entity__c, COUNT(Id) c FROM " + INVOICE
                + " GROUP BY refin__Entity__c HAVING COUNT(Id) > 3");
        assertEquals(1, busy.get("totalSize").asInt());
        assertEquals(4, busy.get("records").get(0).get("c").asInt());
        assertEquals(
                0,
                http.query("SELECT refin__Entity__c FROM " + INVOICE
                                + " GROUP BY refin__Entity__c HAVING COUNT(Id) > 4")
                        .get("totalSize")
                        .asInt());
        JsonNode months = http.query("SELECT CALENDAR_MONTH(refin__Invoice_Date__c) m FROM " + INVOICE
                + " GROUP BY CALENDAR_MONTH(refin__Invoice_Date__c) HAVING COUNT(Id) = 1 OR"
                + " MAX(refin__Invoice_Date__c) > 2024-02-01 ORDER BY CALENDAR_MONTH(refin__Invoice_Date__c)");
        assertEquals(List.of("1", "2", "12"), texts(months, "m"));
    }

    @Test
    void typeOfForUpdateAndLikeOutsideTheBasicPlane() {
        JsonNode typed = http.query("SELECT Id, TYPEOF Owner WHEN User THEN Username, FirstName ELSE Name END FROM "
                + ENTITY + " WHERE refin__Code__c = 'U'");
        JsonNode owner = typed.get("records").get(0).get("Owner");
        assertEquals("User", owner.get("attributes").get("type").asText());
        assertEquals(Emulator.DEFAULT_USERNAME, owner.get("Username").asText());
        assertTrue(owner.has("FirstName"));

        assertEquals(
                1,
                http.query("SELECT Id FROM " + ENTITY + " WHERE refin__Code__c = 'U' FOR UPDATE")
                        .get("totalSize")
                        .asInt());
        assertEquals(
                List.of("I"),
                texts(
                        http.query("SELECT refin__Code__c FROM " + ENTITY + " WHERE Name LIKE 'Idle _ one'"),
                        "refin__Code__c"));
        assertEquals(
                List.of("B"),
                texts(
                        http.query("SELECT refin__Code__c FROM " + ENTITY + " WHERE Name LIKE '\uD842\uDFB7%'"),
                        "refin__Code__c"));
    }
}
