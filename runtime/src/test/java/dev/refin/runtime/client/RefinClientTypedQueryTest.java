package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.query.Aggregate;
import dev.refin.runtime.query.AggregateRow;
import dev.refin.runtime.query.Soql;
import dev.refin.runtime.query.SoqlQuery;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The typed query overloads over real HTTP: the SOQL sent, counts, aggregate rows and child subqueries. */
class RefinClientTypedQueryTest {
    private LoopbackServer server;
    private RefinClient client;

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok"))
                .build();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String sentSoql(int index) {
        String raw = server.requests().get(index).rawQuery();
        return URLDecoder.decode(raw.substring(2), StandardCharsets.UTF_8);
    }

    private static String id(int n) {
        return RecordId.to18("a0A5g000001Ab0" + n);
    }

    @Test
    void typedQuerySendsTheBuiltSoqlAndReadsTypedRows() {
        server.respond(request -> LoopbackServer.Reply.json(
                200,
                "{\"totalSize\":1,\"done\":true,\"records\":[{\"attributes\":{\"type\":\"refin__Sales_Invoice__c\"},"
                        + "\"Id\":\"" + id(1) + "\",\"Name\":\"INV-1\",\"refin__Amount__c\":12.50}]}"));
        SoqlQuery<Invoice> query = Soql.select(Invoice.ID, Invoice.NAME, Invoice.AMOUNT)
                .from(Invoice.SOBJECT_TYPE)
                .where(Soql.field(Invoice.NAME).eq("x' OR Name != '"));
        List<Invoice> rows = client.query(query).stream().collect(Collectors.toList());
        assertEquals(new BigDecimal("12.50"), rows.get(0).get(Invoice.AMOUNT));
        assertEquals(
                "SELECT Id, Name, refin__Amount__c FROM refin__Sales_Invoice__c WHERE Name = 'x\\' OR Name != \\''",
                sentSoql(0));
        client.queryAll(query).stream().count();
        assertEquals("/services/data/v65.0/queryAll", server.requests().get(1).path());
    }

    @Test
    void boundRawQueryAndCount() {
        server.respond(request -> LoopbackServer.Reply.json(200, "{\"totalSize\":42,\"done\":true,\"records\":[]}"));
        assertEquals(
                42,
                client.count(Soql.count(Invoice.SOBJECT_TYPE)
                        .where(Soql.field(Invoice.STATUS).is(Invoice.Status.DRAFT))));
        assertEquals("SELECT COUNT() FROM refin__Sales_Invoice__c WHERE refin__Status__c = 'Draft'", sentSoql(0));
        client
                .query(Soql.raw(Invoice.SOBJECT_TYPE, "SELECT Id FROM refin__Sales_Invoice__c WHERE Name = :n")
                        .bind("n", "a'b"))
                .stream()
                .count();
        assertEquals("SELECT Id FROM refin__Sales_Invoice__c WHERE Name = 'a\\'b'", sentSoql(1));
    }

    @Test
    void aggregateRowsAreTypedAcrossPages() {
        String path = "/services/data/v65.0/query";
        server.respond(request -> request.path().equals(path)
                ? LoopbackServer.Reply.json(
                        200,
                        "{\"totalSize\":2,\"done\":false,\"nextRecordsUrl\":\"" + path + "/01g-1\",\"records\":["
                                + "{\"attributes\":{\"type\":\"AggregateResult\"},\"Name\":\"A\",\"total\":157200.10}]}")
                : LoopbackServer.Reply.json(
                        200,
                        "{\"totalSize\":2,\"done\":true,\"records\":["
                                + "{\"attributes\":{\"type\":\"AggregateResult\"},\"Name\":\"B\",\"total\":null}]}"));
        Aggregate<Invoice, BigDecimal> total = Soql.sum(Invoice.AMOUNT).as("total");
        List<AggregateRow<Invoice>> rows =
                client.aggregate(Soql.aggregate(Invoice.SOBJECT_TYPE, total).groupBy(Soql.field(Invoice.NAME)));
        assertEquals(2, rows.size());
        assertEquals("A", rows.get(0).get(Invoice.NAME));
        assertEquals(new BigDecimal("157200.10"), rows.get(0).get(total));
        assertEquals(null, rows.get(1).get(total));
        assertEquals(
                "SELECT Name, SUM(refin__Amount__c) total FROM refin__Sales_Invoice__c GROUP BY Name", sentSoql(0));
    }

    @Test
    void childSubqueryRecordsStreamIncludingTheirFurtherPages() {
        String childNext = "/services/data/v65.0/query/01gCHILD-1";
        server.respond(request -> request.path().equals(childNext)
                ? LoopbackServer.Reply.json(
                        200, "{\"totalSize\":2,\"done\":true,\"records\":[{\"Id\":\"" + id(3) + "\",\"Name\":\"L2\"}]}")
                : LoopbackServer.Reply.json(
                        200,
                        "{\"totalSize\":1,\"done\":true,\"records\":[{\"Id\":\"" + id(1) + "\","
                                + "\"refin__Lines__r\":{\"totalSize\":2,\"done\":false,\"nextRecordsUrl\":\""
                                + childNext + "\",\"records\":[{\"Id\":\"" + id(2) + "\",\"Name\":\"L1\"}]},"
                                + "\"refin__Other__r\":null}]}"));
        SoqlQuery<Invoice> query = Soql.select(Invoice.ID)
                .from(Invoice.SOBJECT_TYPE)
                .withChildren("refin__Lines__r", Soql.select(Invoice.NAME).from(Invoice.SOBJECT_TYPE));
        Invoice parent = client.query(query).iterator().next();
        List<String> names = client.children(parent, "refin__Lines__r", Invoice.SOBJECT_TYPE).stream()
                .map(line -> line.get(Invoice.NAME))
                .collect(Collectors.toList());
        assertEquals(List.of("L1", "L2"), names);
        assertEquals(
                0,
                client.children(parent, "refin__Other__r", Invoice.SOBJECT_TYPE).stream()
                        .count());
        assertTrue(sentSoql(0).contains("(SELECT Name FROM refin__Lines__r)"));
    }
}
