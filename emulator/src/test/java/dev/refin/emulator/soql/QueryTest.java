package dev.refin.emulator.soql;

import static dev.refin.emulator.soql.SoqlHttp.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.Emulator;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** SOQL through real HTTP: shapes, filters, date literals, ordering, aggregates, paging, errors and escapes. */
class QueryTest {
    private static final String GL = "refin__GL_Account__c";
    private static final String INVOICE = "refin__Sales_Invoice__c";
    private static final String LINE = "refin__Sales_Invoice_Line__c";
    private static final String TX = "refin__Accounting_Transaction__c";
    private static final String HOSTILE = "O'Brien \\ 50% Fund";

    private static Emulator emulator;
    private static SoqlHttp http;
    private static String bank;
    private static String receivable;
    private static String revenue;
    private static String services;
    private static String posted;

    @BeforeAll
    static void start() throws Exception {
        emulator = Emulator.builder()
                .snapshot(SoqlHttp.snapshot())
                .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC))
                .build()
                .start();
        http = new SoqlHttp(emulator);
        bank = account("1000 Bank", "'1000'", "Asset", true, null);
        receivable = account("1200 Receivables", "'1200'", "Asset", true, null);
        account("2200 Sales Tax", "'2200'", "Liability", true, null);
        revenue = account("4000 Revenue", "'4000'", "Revenue", true, null);
        services = account("4100 Services", "'4100'", "Revenue", true, revenue);
        account("4110 Consulting", "'4110'", "Revenue", true, services);
        account("9999 Old", "null", "Expense", false, null);
        ObjectNode hostile = SoqlHttp.MAPPER.createObjectNode();
        hostile.put("Name", HOSTILE).put("refin__Account_Number__c", "5000").put("refin__Type__c", "Equity");
        hostile.put("refin__Active__c", true);
        assertEquals(
                201,
                http.send("POST", V + "/sobjects/" + GL, hostile.toString()).status());

        String ledger = http.create("refin__Ledger__c", "{'Name':'Actual','refin__Active__c':true}");
        String net30 = http.create("refin__Payment_Term__c", "{'Name':'Net 30','refin__Days_Due__c':30}");
        String entity = http.create(
                "refin__Entity__c",
                "{'Name':'Entity','refin__Default_Ledger__c':'" + ledger + "','refin__Default_Payment_Term__c':'"
                        + net30 + "','refin__Default_AR_Account__c':'" + receivable
                        + "','refin__Default_Cash_Account__c':'" + bank
                        + "','refin__Invoice_Number_Prefix__c':'INV-'}");
        http.create(
                "refin__Accounting_Period__c",
                "{'Name':'2024-06','refin__Entity__c':'" + entity + "','refin__Start_Date__c':'2024-06-01',"
                        + "'refin__End_Date__c':'2024-06-30','refin__Status__c':'Open'}");
        posted = invoice(entity, "2024-06-10");
        line(posted, revenue, 2, 100);
        line(posted, services, 1, 50);
        http.update(INVOICE, posted, "{'refin__Status__c':'Posted'}");
        line(invoice(entity, "2024-06-14"), revenue, 1, 30);
        invoice(entity, "2024-06-15");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String account(String name, String number, String type, boolean active, String parent) {
        return http.create(
                GL,
                "{'Name':'" + name + "','refin__Account_Number__c':" + number + ",'refin__Type__c':'" + type
                        + "','refin__Active__c':" + active + ",'refin__Parent_Account__c':"
                        + (parent == null ? "null" : "'" + parent + "'") + "}");
    }

    private static String invoice(String entity, String date) {
        return http.create(INVOICE, "{'refin__Entity__c':'" + entity + "','refin__Invoice_Date__c':'" + date + "'}");
    }

    private static void line(String invoice, String account, int quantity, int price) {
        http.create(
                LINE,
                "{'refin__Sales_Invoice__c':'" + invoice + "','refin__GL_Account__c':'" + account
                        + "','refin__Quantity__c':" + quantity + ",'refin__Unit_Price__c':" + price + "}");
    }

    private static List<String> names(JsonNode result) {
        List<String> names = new ArrayList<>();
        result.get("records").forEach(r -> names.add(r.get("Name").asText()));
        return names;
    }

    private static List<String> accounts(String where) {
        return names(http.query("SELECT Name FROM refin__GL_Account__c WHERE " + where + " ORDER BY Name"));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void plainRecordsCarryAttributesAndOnlyTheSelectedFieldsInCanonicalCase() {
        JsonNode result = http.query("select id, NAME from refin__gl_account__c where name = '1000 Bank'");
        assertEquals(List.of("totalSize", "done", "records"), fieldNames(result));
        assertEquals(1, result.get("totalSize").asInt());
        assertTrue(result.get("done").asBoolean());
        JsonNode record = result.get("records").get(0);
        assertEquals(List.of("attributes", "Id", "Name"), fieldNames(record));
        assertEquals(GL, record.at("/attributes/type").asText());
        assertEquals(
                V + "/sobjects/" + GL + "/" + bank, record.at("/attributes/url").asText());
        assertEquals(bank, record.get("Id").asText());
    }

    @Test
    void parentPathsNestSingleAndMultiLevelParentsAndNullWhenEmpty() {
        JsonNode records = http.query("SELECT Name, refin__Parent_Account__r.Name,"
                        + " refin__Parent_Account__r.refin__Parent_Account__r.Name,"
                        + " refin__Parent_Account__r.refin__Account_Number__c FROM refin__GL_Account__c"
                        + " WHERE Name IN ('4110 Consulting', '4000 Revenue') ORDER BY Name")
                .get("records");
        assertTrue(records.get(0).get("refin__Parent_Account__r").isNull());
        JsonNode parent = records.get(1).get("refin__Parent_Account__r");
        assertEquals(
                List.of("attributes", "Name", "refin__Parent_Account__r", "refin__Account_Number__c"),
                fieldNames(parent));
        assertEquals(
                V + "/sobjects/" + GL + "/" + services,
                parent.at("/attributes/url").asText());
        assertEquals("4100 Services", parent.get("Name").asText());
        assertEquals("4100", parent.get("refin__Account_Number__c").asText());
        JsonNode grandparent = parent.get("refin__Parent_Account__r");
        assertEquals(List.of("attributes", "Name"), fieldNames(grandparent));
        assertEquals("4000 Revenue", grandparent.get("Name").asText());

        JsonNode invoice = http.query("SELECT refin__Entity__r.refin__Default_Ledger__r.Name FROM " + INVOICE
                        + " WHERE Id = '" + posted + "'")
                .at("/records/0");
        assertEquals(
                "Actual",
                invoice.at("/refin__Entity__r/refin__Default_Ledger__r/Name").asText());
        assertEquals(
                "refin__Ledger__c",
                invoice.at("/refin__Entity__r/refin__Default_Ledger__r/attributes/type")
                        .asText());
    }

    @Test
    void childSubqueriesAreNestedQueryResultsOrNull() {
        JsonNode records = http.query(
                        "SELECT Name, (SELECT Name, refin__Account_Number__c FROM refin__Child_Accounts__r"
                                + " ORDER BY Name) FROM refin__GL_Account__c WHERE Name LIKE '4%' ORDER BY Name")
                .get("records");
        assertEquals(3, records.size());
        JsonNode children = records.get(0).get("refin__Child_Accounts__r");
        assertEquals(List.of("totalSize", "done", "records"), fieldNames(children));
        assertEquals(1, children.get("totalSize").asInt());
        assertTrue(children.get("done").asBoolean());
        JsonNode child = children.at("/records/0");
        assertEquals(List.of("attributes", "Name", "refin__Account_Number__c"), fieldNames(child));
        assertEquals("4100 Services", child.get("Name").asText());
        assertTrue(records.get(2).get("refin__Child_Accounts__r").isNull());

        JsonNode lines = http.query("SELECT Name, (SELECT refin__Quantity__c FROM refin__Lines__r WHERE"
                        + " refin__Quantity__c > 1) FROM " + INVOICE + " WHERE Id = '" + posted + "'")
                .at("/records/0/refin__Lines__r");
        assertEquals(1, lines.get("totalSize").asInt());
        assertEquals(
                0,
                BigDecimal.valueOf(2)
                        .compareTo(lines.at("/records/0/refin__Quantity__c").decimalValue()));
    }

    @Test
    void whereSupportsComparisonsInLikeNullsAndBooleanLogic() {
        assertEquals(List.of("1000 Bank"), accounts("Name = '1000 BANK'"));
        assertEquals(List.of("9999 Old"), accounts("refin__Active__c = false"));
        assertEquals(List.of("9999 Old"), accounts("refin__Account_Number__c = null"));
        assertEquals(8 - 1, accounts("refin__Account_Number__c != null").size());
        assertEquals(
                List.of("4000 Revenue", "4100 Services"),
                accounts("refin__Account_Number__c >= '4000' AND refin__Account_Number__c < '4110'"));
        assertEquals(
                List.of("1000 Bank", "1200 Receivables", "4110 Consulting", HOSTILE),
                accounts("refin__Account_Number__c <= '1200' OR refin__Account_Number__c > '4100'"));
        assertEquals(List.of("1000 Bank", "2200 Sales Tax"), accounts("Name IN ('1000 Bank', '2200 Sales Tax', 'x')"));
        assertEquals(
                List.of("2200 Sales Tax", "9999 Old", HOSTILE), accounts("refin__Type__c NOT IN ('Revenue', 'Asset')"));
        assertEquals(List.of("4000 Revenue", "4100 Services"), accounts("Name LIKE '4_00%'"));
        assertEquals(
                List.of("1000 Bank", "1200 Receivables", "2200 Sales Tax", "9999 Old", HOSTILE),
                accounts("NOT (refin__Type__c = 'Revenue')"));
        assertEquals(
                List.of("1000 Bank", "1200 Receivables", "2200 Sales Tax"),
                accounts("(refin__Type__c = 'Asset' OR refin__Type__c = 'Liability') AND refin__Active__c = true"));
        assertEquals(
                List.of("4110 Consulting"), accounts("refin__Parent_Account__c = '" + services.substring(0, 15) + "'"));
        assertEquals(List.of("4100 Services"), accounts("refin__Parent_Account__r.Name = '4000 Revenue'"));
        assertEquals(
                2,
                http.query("SELECT Id FROM " + LINE
                                + " WHERE refin__Unit_Price__c > 40.5 AND refin__Unit_Price__c <= 100")
                        .get("totalSize")
                        .asInt());
    }

    private static List<String> invoiceDates(String where) {
        List<String> dates = new ArrayList<>();
        http.query("SELECT refin__Invoice_Date__c FROM " + INVOICE + " WHERE " + where
                        + " ORDER BY refin__Invoice_Date__c")
                .get("records")
                .forEach(r -> dates.add(r.get("refin__Invoice_Date__c").asText()));
        return dates;
    }

    @Test
    void dateAndDatetimeLiteralsIncludingRelativeOnes() {
        assertEquals(List.of("2024-06-15"), invoiceDates("refin__Invoice_Date__c = TODAY"));
        assertEquals(List.of("2024-06-14"), invoiceDates("refin__Invoice_Date__c = YESTERDAY"));
        assertEquals(List.of("2024-06-15"), invoiceDates("refin__Invoice_Date__c > YESTERDAY"));
        assertEquals(List.of("2024-06-14", "2024-06-15"), invoiceDates("refin__Invoice_Date__c = LAST_N_DAYS:3"));
        assertEquals(
                List.of("2024-06-10", "2024-06-14", "2024-06-15"), invoiceDates("refin__Invoice_Date__c = THIS_MONTH"));
        assertEquals(List.of(), invoiceDates("refin__Invoice_Date__c = LAST_MONTH"));
        assertEquals(3, invoiceDates("refin__Due_Date__c = NEXT_MONTH").size());
        assertEquals(List.of("2024-06-10"), invoiceDates("refin__Invoice_Date__c < 2024-06-14"));
        assertEquals(
                3,
                invoiceDates("CreatedDate = TODAY AND CreatedDate = THIS_YEAR").size());
        assertEquals(3, invoiceDates("CreatedDate > 2024-06-15T09:59:59Z").size());
        assertEquals(0, invoiceDates("CreatedDate < 2024-06-15T10:30:00+01:00").size());
        assertEquals(3, invoiceDates("CreatedDate <= 2024-06-15T10:00:00.000Z").size());
        String message = SoqlHttp.error(
                http.queryResponse(
                        "query", "SELECT Id FROM " + INVOICE + " WHERE refin__Invoice_Date__c = '2024-06-10'"),
                "INVALID_FIELD");
        assertTrue(
                message.endsWith("value of filter criterion for field 'refin__Invoice_Date__c' must be of type date"
                        + " and should not be enclosed in quotes"),
                message);
    }

    @Test
    void orderByLimitAndOffset() {
        assertEquals(
                List.of(HOSTILE, "4110 Consulting", "4100 Services"),
                names(http.query(
                        "SELECT Name FROM " + GL + " ORDER BY refin__Account_Number__c DESC NULLS LAST LIMIT 3")));
        assertEquals(
                "9999 Old",
                names(http.query("SELECT Name FROM " + GL + " ORDER BY refin__Account_Number__c ASC"))
                        .get(0));
        assertEquals(
                List.of("1200 Receivables", "2200 Sales Tax"),
                names(http.query(
                        "SELECT Name FROM " + GL + " ORDER BY refin__Account_Number__c NULLS LAST LIMIT 2 OFFSET 1")));
        assertEquals(
                List.of(
                        "1200 Receivables",
                        "1000 Bank",
                        HOSTILE,
                        "9999 Old",
                        "2200 Sales Tax",
                        "4110 Consulting",
                        "4100 Services",
                        "4000 Revenue"),
                names(http.query("SELECT Name FROM " + GL + " ORDER BY refin__Type__c, Name DESC")));
        SoqlHttp.error(
                http.queryResponse("query", "SELECT Name FROM " + GL + " OFFSET 2001"), "NUMBER_OUTSIDE_VALID_RANGE");
        SoqlHttp.error(
                http.queryResponse("query", "SELECT Name FROM " + GL + " LIMIT 99999999999"),
                "NUMBER_OUTSIDE_VALID_RANGE");
        SoqlHttp.error(
                http.queryResponse("query", "SELECT Name FROM " + GL + " ORDER BY COUNT(Id)"), "MALFORMED_QUERY");
    }

    @Test
    void countOnlyAndAggregatesWithGroupByAndAliases() {
        JsonNode count = http.query("SELECT COUNT() FROM " + GL);
        assertEquals(List.of("totalSize", "done", "records"), fieldNames(count));
        assertEquals(8, count.get("totalSize").asInt());
        assertEquals(0, count.get("records").size());
        assertEquals(
                3,
                http.query("SELECT COUNT() FROM " + GL + " WHERE refin__Type__c = 'Revenue'")
                        .get("totalSize")
                        .asInt());

        JsonNode countId = http.query("SELECT COUNT(Id) FROM " + GL);
        assertEquals(1, countId.get("totalSize").asInt());
        JsonNode row = countId.at("/records/0");
        assertEquals(List.of("attributes", "expr0"), fieldNames(row));
        assertEquals(List.of("type"), fieldNames(row.get("attributes")));
        assertEquals("AggregateResult", row.at("/attributes/type").asText());
        assertTrue(row.get("expr0").isIntegralNumber());
        assertEquals(8, row.get("expr0").asInt());

        JsonNode groups = http.query("SELECT refin__Type__c, COUNT(Id) n, COUNT(refin__Parent_Account__c) FROM " + GL
                        + " GROUP BY refin__Type__c ORDER BY refin__Type__c")
                .get("records");
        assertEquals(5, groups.size());
        assertEquals(List.of("attributes", "refin__Type__c", "n", "expr0"), fieldNames(groups.get(0)));
        assertEquals("Asset", groups.at("/0/refin__Type__c").asText());
        assertEquals(2, groups.at("/0/n").asInt());
        assertEquals("Revenue", groups.at("/4/refin__Type__c").asText());
        assertEquals(3, groups.at("/4/n").asInt());
        assertEquals(2, groups.at("/4/expr0").asInt());
        assertEquals(
                "5000",
                http.query("SELECT MAX(refin__Account_Number__c) FROM " + GL)
                        .at("/records/0/expr0")
                        .asText());

        String message = SoqlHttp.error(
                http.queryResponse("query", "SELECT Name, COUNT(Id) FROM " + GL + " GROUP BY refin__Type__c"),
                "MALFORMED_QUERY");
        assertTrue(message.endsWith("Field must be grouped or aggregated: Name"), message);
    }

    @Test
    void sumOfLedgerRowsWrittenByPostingGroupedByAccount() {
        JsonNode rows = http.query("SELECT refin__GL_Account__c, SUM(refin__Debit__c), SUM(refin__Credit__c) FROM " + TX
                        + " WHERE refin__Sales_Invoice__c = '" + posted + "' GROUP BY refin__GL_Account__c")
                .get("records");
        Map<String, BigDecimal[]> expected = new HashMap<>();
        for (JsonNode tx : emulator.records(TX)) {
            if (!posted.equals(tx.path("refin__Sales_Invoice__c").asText())) {
                continue;
            }
            BigDecimal[] sums = expected.computeIfAbsent(
                    tx.get("refin__GL_Account__c").asText(), k -> new BigDecimal[] {BigDecimal.ZERO, BigDecimal.ZERO});
            sums[0] = sums[0].add(tx.path("refin__Debit__c").decimalValue());
            sums[1] = sums[1].add(tx.path("refin__Credit__c").decimalValue());
        }
        assertFalse(expected.isEmpty());
        assertEquals(expected.size(), rows.size());
        BigDecimal debits = BigDecimal.ZERO;
        BigDecimal credits = BigDecimal.ZERO;
        for (JsonNode row : rows) {
            assertEquals("AggregateResult", row.at("/attributes/type").asText());
            BigDecimal[] sums = expected.get(row.get("refin__GL_Account__c").asText());
            assertEquals(0, sums[0].compareTo(row.get("expr0").decimalValue()), row.toString());
            assertEquals(0, sums[1].compareTo(row.get("expr1").decimalValue()), row.toString());
            debits = debits.add(row.get("expr0").decimalValue());
            credits = credits.add(row.get("expr1").decimalValue());
        }
        assertEquals(0, debits.compareTo(credits));
        assertEquals(0, new BigDecimal("250").compareTo(expected.get(receivable)[0]));
        JsonNode total = http.query("SELECT SUM(refin__Credit__c) total FROM " + TX + " WHERE refin__GL_Account__c = '"
                        + revenue + "' AND refin__Sales_Invoice__c = '" + posted + "'")
                .at("/records/0");
        assertEquals(List.of("attributes", "total"), fieldNames(total));
        assertEquals(0, new BigDecimal("200").compareTo(total.get("total").decimalValue()));
    }

    @Test
    void hostileStringLiteralsAreDecodedNotInjected() {
        assertEquals(List.of(HOSTILE), accounts("Name = 'O\\'Brien \\\\ 50% Fund'"));
        assertEquals(List.of(HOSTILE), accounts("Name = 'O\\u0027Brien \\\\ 50% Fund'"));
        assertEquals(List.of(), accounts("Name = 'x\\' OR Name != \\''"));
        assertEquals(List.of(HOSTILE), accounts("Name LIKE '%50\\% F%'"));
        assertEquals(List.of(), accounts("Name LIKE '4\\_00%'"));
        SoqlHttp.error(
                http.queryResponse("query", "SELECT Name FROM " + GL + " WHERE Name = 'O'Brien'"), "MALFORMED_QUERY");
        SoqlHttp.error(
                http.queryResponse("query", "SELECT Name FROM " + GL + " WHERE Name = 'open"), "MALFORMED_QUERY");
    }

    @Test
    void errorsComeAsThePlatformsArrayWithTheCaretLine() {
        String soql = "SELECT Id, Bogus__c FROM refin__GL_Account__c";
        assertEquals(
                "\n" + soql + "\n           ^\nERROR at Row:1:Column:12\nNo such column 'Bogus__c' on entity"
                        + " 'refin__GL_Account__c'. If you are attempting to use a custom field, be sure to append the"
                        + " '__c' after the custom field name. Please reference your WSDL or the describe call for the"
                        + " appropriate names.",
                SoqlHttp.error(http.queryResponse("query", soql), "INVALID_FIELD"));
        String incomplete = "SELECT Id FROM refin__GL_Account__c WHERE";
        assertEquals(
                "\n" + incomplete + "\n" + " ".repeat(incomplete.length()) + "^\nERROR at Row:1:Column:"
                        + (incomplete.length() + 1) + "\nunexpected token: <EOF>",
                SoqlHttp.error(http.queryResponse("query", incomplete), "MALFORMED_QUERY"));
        String unknown = SoqlHttp.error(http.queryResponse("query", "SELECT Id FROM Nope__c"), "INVALID_TYPE");
        assertTrue(unknown.contains("^\nERROR at Row:1:Column:16\nsObject type 'Nope__c' is not supported."), unknown);
        assertTrue(SoqlHttp.error(http.queryResponse("query", "SELECT Bogus__r.Name FROM " + GL), "INVALID_FIELD")
                .contains("Didn't understand relationship 'Bogus__r' in field path."));
        SoqlHttp.error(http.queryResponse("query", "SELECT Id, (SELECT Id FROM Nopes__r) FROM " + GL), "INVALID_TYPE");
        SoqlHttp.error(http.queryResponse("query", "SELECT Id FROM " + GL + " LIMIT 5 garbage"), "MALFORMED_QUERY");
        SoqlHttp.error(http.queryResponse("query", "SELECT Id, Id FROM " + GL), "MALFORMED_QUERY");
        SoqlHttp.error(http.send("GET", V + "/query", null), "MALFORMED_QUERY");
        SoqlHttp.error(http.send("GET", V + "/query/01g000000000000999-200", null), "INVALID_QUERY_LOCATOR");
        SoqlHttp.Response post = http.send("POST", V + "/query?q=SELECT+Id+FROM+Account", "{}");
        assertEquals(405, post.status(), post.text());
        assertEquals(3, post.body().get(0).size(), post.text());
    }

    @Test
    void queryAllAnswersLikeQuery() {
        SoqlHttp.Response response = http.queryResponse("queryAll", "SELECT COUNT() FROM " + GL);
        assertEquals(200, response.status(), response.text());
        assertEquals(8, response.body().get("totalSize").asInt());
    }
}
