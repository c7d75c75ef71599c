package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RefinClientQueryTest {
    private static final String QUERY_PATH = "/services/data/v65.0/query";

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

    /** Three pages of two rows; the locator pages answer under {@code /query/01gXX-n}. */
    private static LoopbackServer.Reply pages(LoopbackServer.Request request) {
        if (request.path().equals(QUERY_PATH) || request.path().equals("/services/data/v65.0/queryAll")) {
            return LoopbackServer.Reply.json(200, page(0, "\"nextRecordsUrl\":\"" + QUERY_PATH + "/01gXX-2\","));
        }
        if (request.path().equals(QUERY_PATH + "/01gXX-2")) {
            return LoopbackServer.Reply.json(200, page(2, "\"nextRecordsUrl\":\"" + QUERY_PATH + "/01gXX-4\","));
        }
        if (request.path().equals(QUERY_PATH + "/01gXX-4")) {
            return LoopbackServer.Reply.json(200, page(4, ""));
        }
        return LoopbackServer.Reply.json(404, "[{\"errorCode\":\"NOT_FOUND\",\"message\":\"no\"}]");
    }

    private static String page(int first, String next) {
        String done = next.isEmpty() ? "true" : "false";
        return "{\"totalSize\":6,\"done\":" + done + "," + next + "\"records\":[" + row(first) + "," + row(first + 1)
                + "]}";
    }

    private static String row(int n) {
        return "{\"attributes\":{\"type\":\"refin__Sales_Invoice__c\",\"url\":\"/x\"},\"Id\":\"" + id(n)
                + "\",\"Name\":\"INV-" + n + "\",\"refin__Entity__r\":{\"Name\":\"E\"}}";
    }

    private static String id(int n) {
        return RecordId.to18("a0A5g000001Ab0" + n);
    }

    @Test
    void followsNextRecordsUrlLazilyAcrossThreePages() {
        server.respond(RefinClientQueryTest::pages);

        QueryResult<Invoice> result =
                client.query(Invoice.SOBJECT_TYPE, "SELECT Id, Name FROM refin__Sales_Invoice__c");

        assertEquals(1, server.requests().size(), "the first page is fetched by query()");
        assertEquals(6, result.totalSize());
        Iterator<Invoice> rows = result.iterator();
        assertEquals("INV-0", rows.next().get(Invoice.NAME));
        assertEquals("INV-1", rows.next().get(Invoice.NAME));
        assertEquals(1, server.requests().size(), "page 2 is not fetched before it is needed");
        Invoice third = rows.next();
        assertEquals("INV-2", third.get(Invoice.NAME));
        assertEquals(id(2), third.get(Invoice.ID).value());
        assertEquals(
                "E", third.unknownFields().get("refin__Entity__r").get("Name").asText());
        assertEquals(2, server.requests().size());
        List<String> rest = List.of(rows.next(), rows.next(), rows.next()).stream()
                .map(invoice -> invoice.get(Invoice.NAME))
                .collect(Collectors.toList());
        assertEquals(List.of("INV-3", "INV-4", "INV-5"), rest);
        assertFalse(rows.hasNext());

        List<LoopbackServer.Request> requests = server.requests();
        assertEquals(3, requests.size());
        assertEquals(
                "q=SELECT%20Id%2C%20Name%20FROM%20refin__Sales_Invoice__c",
                requests.get(0).rawQuery());
        assertEquals(QUERY_PATH + "/01gXX-2", requests.get(1).path());
        assertEquals(QUERY_PATH + "/01gXX-4", requests.get(2).path());
        assertTrue(requests.stream().allMatch(r -> "Bearer tok".equals(r.authorization())));
        assertTrue(requests.stream().allMatch(r -> r.method().equals("GET")));
    }

    @Test
    void streamsEveryRowAndIsSingleUse() {
        server.respond(RefinClientQueryTest::pages);
        QueryResult<Invoice> result = client.queryAll(Invoice.SOBJECT_TYPE, "SELECT Id FROM refin__Sales_Invoice__c");
        assertEquals(6, result.stream().count());
        assertEquals("/services/data/v65.0/queryAll", server.requests().get(0).path());
        assertThrows(IllegalStateException.class, result::iterator);
    }

    @Test
    void soqlIsEncodedSoQuotesAndAmpersandsSurvive() {
        server.respond(request -> LoopbackServer.Reply.json(200, "{\"totalSize\":0,\"done\":true,\"records\":[]}"));
        QueryResult<Invoice> result =
                client.query(Invoice.SOBJECT_TYPE, "SELECT Id FROM refin__Sales_Invoice__c WHERE Name = 'A&B +1'");
        assertEquals(0, result.stream().count());
        assertEquals(
                "q=SELECT%20Id%20FROM%20refin__Sales_Invoice__c%20WHERE%20Name%20%3D%20%27A%26B%20%2B1%27",
                server.requests().get(0).rawQuery());
    }

    @Test
    void malformedQueryFailsAtTheQueryCall() {
        server.respond(request -> LoopbackServer.Reply.json(
                400,
                "[{\"message\":\"\\nSELECT Nope FROM X\\n       ^\\nERROR at Row:1:Column:8\\nNo such column 'Nope'\","
                        + "\"errorCode\":\"INVALID_FIELD\"}]"));
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.query(Invoice.SOBJECT_TYPE, "SELECT Nope FROM X"));
        assertEquals(ErrorKind.INVALID_FIELD, e.kind());
        assertEquals("/query", e.resource());
    }

    @Test
    void aPageFailingMidwaySurfacesAsAnException() {
        server.respond(request -> request.path().equals(QUERY_PATH)
                ? LoopbackServer.Reply.json(200, page(0, "\"nextRecordsUrl\":\"" + QUERY_PATH + "/expired-2\","))
                : LoopbackServer.Reply.json(
                        400, "[{\"message\":\"invalid query locator\",\"errorCode\":\"INVALID_QUERY_LOCATOR\"}]"));
        Iterator<Invoice> rows =
                client.query(Invoice.SOBJECT_TYPE, "SELECT Id FROM X").iterator();
        rows.next();
        rows.next();
        RefinApiException e = assertThrows(RefinApiException.class, rows::hasNext);
        assertEquals("INVALID_QUERY_LOCATOR", e.errorCode());
        assertFalse(e.isRetryable());
    }

    @Test
    void neverSendsTheTokenToAnotherHost() {
        server.respond(request -> LoopbackServer.Reply.json(
                200,
                "{\"totalSize\":4,\"done\":false,\"nextRecordsUrl\":\"https://evil.example.com/services/data/v65.0/query/x-2\","
                        + "\"records\":[" + row(0) + "]}"));
        Iterator<Invoice> rows =
                client.query(Invoice.SOBJECT_TYPE, "SELECT Id FROM X").iterator();
        rows.next();
        RefinException e = assertThrows(RefinException.class, rows::hasNext);
        assertTrue(e.getMessage().contains("another host"), e.getMessage());
        assertEquals(1, server.requests().size());
    }

    @Test
    void manyPagesStreamWithoutHoldingEarlierPages() {
        int pages = 50;
        server.respond(request -> {
            int n = request.path().equals(QUERY_PATH)
                    ? 0
                    : Integer.parseInt(request.path().substring(request.path().lastIndexOf('-') + 1));
            StringBuilder body = new StringBuilder("{\"totalSize\":" + pages * 200 + ",\"done\":" + (n == pages - 1));
            if (n < pages - 1) {
                body.append(",\"nextRecordsUrl\":\"" + QUERY_PATH + "/01gYY-" + (n + 1) + "\"");
            }
            body.append(",\"records\":[");
            for (int i = 0; i < 200; i++) {
                body.append(i == 0 ? "" : ",").append(row(i % 10));
            }
            return LoopbackServer.Reply.json(200, body.append("]}").toString());
        });
        long count = client.query(Invoice.SOBJECT_TYPE, "SELECT Id FROM X").stream()
                .filter(invoice -> invoice.get(Invoice.NAME) != null)
                .count();
        assertEquals(pages * 200L, count);
        assertEquals(pages, server.requests().size());
    }
}
