package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Trees, /composite and sObject collections over real HTTP, with results correlated to the records. */
class RefinClientCompositeTest {
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

    static String id(String prefix, int n) {
        return RecordId.to18(prefix + String.format("5g00000%05d", n));
    }

    private static JsonNode json(String text) {
        try {
            return Codecs.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static TreeNode<Invoice> invoiceWithLines(int lines) {
        List<InvoiceLine> list = new ArrayList<>();
        for (int i = 0; i < lines; i++) {
            list.add(InvoiceLine.of("P" + i, i + 1));
        }
        Invoice header = new Invoice().set(Invoice.NAME, "INV-1").set(Invoice.SOURCE_SYSTEM, "erp");
        return TreeNode.of(header).withChildren("refin__Lines__r", list);
    }

    @Test
    void treeSendsHeaderAndLinesInOneCallAndStoresEveryId() {
        // Results come back out of request order: children first.
        server.respond(request -> LoopbackServer.Reply.json(
                201,
                "{\"hasErrors\":false,\"results\":[{\"referenceId\":\"ref3\",\"id\":\"" + id("a0B", 3) + "\"},"
                        + "{\"referenceId\":\"ref2\",\"id\":\"" + id("a0B", 2) + "\"},"
                        + "{\"referenceId\":\"ref1\",\"id\":\"" + id("a0A", 1) + "\"}]}"));
        TreeNode<Invoice> tree = invoiceWithLines(2);

        List<RecordOutcome<?>> outcomes = client.createTree(tree);

        assertEquals(1, server.requests().size());
        LoopbackServer.Request request = server.requests().get(0);
        assertEquals("POST", request.method());
        assertEquals("/services/data/v65.0/composite/tree/refin__Sales_Invoice__c", request.path());
        JsonNode body = json(request.body());
        JsonNode root = body.get("records").get(0);
        assertEquals("refin__Sales_Invoice__c", root.at("/attributes/type").asText());
        assertEquals("ref1", root.at("/attributes/referenceId").asText());
        assertEquals("erp", root.get("refin__Source_System__c").asText());
        JsonNode lines = root.at("/refin__Lines__r/records");
        assertEquals(2, lines.size());
        assertEquals("ref3", lines.get(1).at("/attributes/referenceId").asText());
        assertEquals(
                "refin__Sales_Invoice_Line__c",
                lines.get(1).at("/attributes/type").asText());
        assertEquals("P1", lines.get(1).get("refin__Product__c").asText());

        assertEquals(3, outcomes.size());
        assertSame(tree.record(), outcomes.get(0).record());
        assertEquals(id("a0A", 1), tree.record().get(Invoice.ID).value());
        InvoiceLine second =
                (InvoiceLine) tree.children().get("refin__Lines__r").get(1).record();
        assertEquals(id("a0B", 3), second.get(InvoiceLine.ID).value());
        assertTrue(outcomes.stream().allMatch(RecordOutcome::success));
        assertTrue(second.changedFields().isEmpty());
    }

    @Test
    void aRefusedTreeNamesTheRecordAndMapsItsFields() {
        server.respond(request -> LoopbackServer.Reply.json(
                400,
                "{\"hasErrors\":true,\"results\":[{\"referenceId\":\"ref3\",\"errors\":[{\"statusCode\":"
                        + "\"REQUIRED_FIELD_MISSING\",\"message\":\"Required fields are missing: [Quantity]\","
                        + "\"fields\":[\"refin__Quantity__c\",\"refin__Unknown__c\"]}]}]}"));
        TreeNode<Invoice> tree = invoiceWithLines(2);
        CompositeException e = assertThrows(CompositeException.class, () -> client.createTree(tree));
        assertEquals("ref3", e.failedReferenceId());
        assertEquals(ErrorKind.REQUIRED_FIELD_MISSING, e.kind());
        assertFalse(e.isRetryable());
        RecordOutcome<?> failed = e.outcomes().get(2);
        assertFalse(failed.success());
        assertFalse(failed.rolledBack());
        assertEquals(List.of(InvoiceLine.QUANTITY), failed.errorFields());
        assertTrue(e.outcomes().get(0).rolledBack());
        assertNull(tree.record().get(Invoice.ID));
    }

    @Test
    void nestedTreesAndAWholeCallRefusal() {
        server.respond(request -> LoopbackServer.Reply.json(
                400, "[{\"errorCode\":\"INVALID_TYPE\",\"message\":\"sObject type is not supported\"}]"));
        Invoice grandparent = new Invoice().set(Invoice.NAME, "A");
        TreeNode<Invoice> nested =
                TreeNode.of(grandparent).withChildNodes("refin__Children__r", List.of(invoiceWithLines(1)));
        RefinApiException e = assertThrows(RefinApiException.class, () -> client.createTree(nested));
        assertEquals("INVALID_TYPE", e.errorCode());
        JsonNode sent = json(server.requests().get(0).body()).get("records").get(0);
        JsonNode child = sent.at("/refin__Children__r/records/0");
        assertEquals("ref2", child.at("/attributes/referenceId").asText());
        assertEquals(
                "ref3",
                child.at("/refin__Lines__r/records/0/attributes/referenceId").asText());
    }

    @Test
    void treeRefusesMoreThan200Records() {
        assertThrows(IllegalArgumentException.class, () -> client.createTree(invoiceWithLines(200)));
        assertTrue(server.requests().isEmpty());
    }

    @Test
    void compositeCreatesHeaderLinesAndPostsWithReferences() {
        server.respond(request -> LoopbackServer.Reply.json(
                200,
                "{\"compositeResponse\":["
                        + "{\"body\":{\"id\":\"" + id("a0A", 1)
                        + "\",\"success\":true,\"errors\":[]},\"httpHeaders\":{},"
                        + "\"httpStatusCode\":201,\"referenceId\":\"header\"},"
                        + "{\"body\":{\"id\":\"" + id("a0B", 2)
                        + "\",\"success\":true,\"errors\":[]},\"httpHeaders\":{},"
                        + "\"httpStatusCode\":201,\"referenceId\":\"line1\"},"
                        + "{\"body\":null,\"httpHeaders\":{},\"httpStatusCode\":204,\"referenceId\":\"post\"}]}"));
        Invoice header = new Invoice().set(Invoice.NAME, "INV-1");
        InvoiceLine line = InvoiceLine.of("P", 1);
        CompositeResult result = client.composite(CompositeRequest.allOrNone()
                .create("header", header)
                .create("line1", line, InvoiceLine.INVOICE, "header")
                .post("post", Invoice.SOBJECT_TYPE, "header"));
        assertTrue(result.success());
        assertEquals(id("a0A", 1), header.get(Invoice.ID).value());
        assertEquals(id("a0B", 2), line.get(InvoiceLine.ID).value());
        JsonNode sent = json(server.requests().get(0).body());
        assertTrue(sent.get("allOrNone").asBoolean());
        JsonNode subs = sent.get("compositeRequest");
        assertEquals(
                "/services/data/v65.0/sobjects/refin__Sales_Invoice__c",
                subs.get(0).get("url").asText());
        assertEquals(
                "@{header.id}", subs.get(1).at("/body/refin__Sales_Invoice__c").asText());
        assertEquals("PATCH", subs.get(2).get("method").asText());
        assertEquals(
                "/services/data/v65.0/sobjects/refin__Sales_Invoice__c/@{header.id}",
                subs.get(2).get("url").asText());
        assertEquals("Posted", subs.get(2).at("/body/refin__Status__c").asText());
    }

    @Test
    void anAllOrNoneCompositeFailureReportsTheRootCauseNotTheHalts() {
        server.respond(request -> LoopbackServer.Reply.json(
                200,
                "{\"compositeResponse\":[{\"body\":[{\"errorCode\":\"PROCESSING_HALTED\",\"message\":\"rolled back\"}],"
                        + "\"httpHeaders\":{},\"httpStatusCode\":400,\"referenceId\":\"header\"},"
                        + "{\"body\":[{\"message\":\"Transaction Date 2024-01-31 is on or before the Ledger Book "
                        + "Closure Date\",\"errorCode\":\"FIELD_CUSTOM_VALIDATION_EXCEPTION\",\"fields\":[]}],"
                        + "\"httpHeaders\":{},\"httpStatusCode\":400,\"referenceId\":\"post\"}]}"));
        Invoice header = new Invoice().set(Invoice.NAME, "INV-1");
        CompositeException e = assertThrows(
                CompositeException.class,
                () -> client.composite(CompositeRequest.allOrNone()
                        .create("header", header)
                        .post("post", Invoice.SOBJECT_TYPE, "header")));
        assertEquals("post", e.failedReferenceId());
        assertEquals(ErrorKind.CLOSED_PERIOD, e.kind());
        assertNull(header.get(Invoice.ID));
        assertTrue(header.isChanged(Invoice.NAME), "a rolled-back record keeps its changes");
    }

    @Test
    void compositeRequestValidatesReferencesAndLimits() {
        CompositeRequest request = CompositeRequest.independent();
        assertThrows(IllegalArgumentException.class, () -> request.post("p", Invoice.SOBJECT_TYPE, "missing"));
        assertThrows(IllegalArgumentException.class, () -> request.create("bad id", new Invoice()));
        request.create("a", new Invoice());
        assertThrows(IllegalArgumentException.class, () -> request.create("a", new Invoice()));
        for (int i = 1; i < CompositeRequest.MAX_SUBREQUESTS; i++) {
            request.create("r" + i, new Invoice());
        }
        assertThrows(IllegalStateException.class, () -> request.create("one_more", new Invoice()));
    }

    @Test
    void collectionsChunkAt200AndCorrelateEveryRecord() {
        server.respond(request -> {
            JsonNode records = json(request.body()).get("records");
            StringBuilder body = new StringBuilder("[");
            for (int i = 0; i < records.size(); i++) {
                String name = records.get(i).get("Name").asText();
                body.append(i == 0 ? "" : ",");
                if (name.equals("bad-7")) {
                    body.append("{\"success\":false,\"errors\":[{\"statusCode\":\"DUPLICATE_VALUE\","
                            + "\"message\":\"duplicate\",\"fields\":[\"Name\"]}]}");
                } else {
                    int n = Integer.parseInt(name.substring(name.indexOf('-') + 1));
                    body.append("{\"id\":\"").append(id("a0A", n)).append("\",\"success\":true,\"errors\":[]}");
                }
            }
            return LoopbackServer.Reply.json(200, body.append("]").toString());
        });
        List<Invoice> invoices = new ArrayList<>();
        for (int i = 0; i < 450; i++) {
            invoices.add(new Invoice().set(Invoice.NAME, (i == 7 ? "bad-" : "ok-") + i));
        }
        List<RecordOutcome<Invoice>> outcomes = client.createAll(invoices, false);
        List<LoopbackServer.Request> requests = server.requests();
        assertEquals(3, requests.size());
        assertEquals(
                List.of(200, 200, 50),
                requests.stream().map(r -> json(r.body()).get("records").size()).toList());
        assertTrue(requests.stream()
                .allMatch(
                        r -> r.method().equals("POST") && r.path().equals("/services/data/v65.0/composite/sobjects")));
        assertEquals(450, outcomes.size());
        assertEquals(id("a0A", 449), invoices.get(449).get(Invoice.ID).value());
        assertSame(invoices.get(7), outcomes.get(7).record());
        assertFalse(outcomes.get(7).success());
        assertEquals(List.of(Invoice.NAME), outcomes.get(7).errorFields());
        assertNull(invoices.get(7).get(Invoice.ID));
        assertEquals(449, outcomes.stream().filter(RecordOutcome::success).count());
    }

    @Test
    void collectionUpdateAndDelete() {
        server.respond(request -> request.method().equals("DELETE")
                ? LoopbackServer.Reply.json(
                        200,
                        "[{\"id\":\"" + id("a0A", 1) + "\",\"success\":true,\"errors\":[]},{\"success\":false,"
                                + "\"errors\":[{\"statusCode\":\"ENTITY_IS_DELETED\",\"message\":\"gone\"}]}]")
                : LoopbackServer.Reply.json(200, "[{\"id\":\"" + id("a0A", 1) + "\",\"success\":true,\"errors\":[]}]"));
        Invoice invoice = Invoice.SOBJECT_TYPE.newRecord(RecordId.of(id("a0A", 1)));
        invoice.markUnchanged();
        invoice.set(Invoice.AMOUNT, BigDecimal.TEN).set(Invoice.SOURCE_SYSTEM, "never on update");
        assertTrue(client.updateAll(List.of(invoice), true).get(0).success());
        JsonNode sent = json(server.requests().get(0).body()).get("records").get(0);
        assertEquals("PATCH", server.requests().get(0).method());
        assertEquals(id("a0A", 1), sent.get("id").asText());
        assertFalse(sent.has("refin__Source_System__c"));
        assertTrue(json(server.requests().get(0).body()).get("allOrNone").asBoolean());

        List<RecordOutcome<Invoice>> deleted = client.deleteAll(
                List.of(RecordId.<Invoice>of(id("a0A", 1)), RecordId.<Invoice>of(id("a0A", 2))), false);
        assertTrue(deleted.get(0).success());
        assertEquals(ErrorKind.NOT_FOUND, deleted.get(1).errors().get(0).kind());
        assertEquals(id("a0A", 2), deleted.get(1).id().orElseThrow().value());
        assertEquals(
                "ids=" + id("a0A", 1) + "," + id("a0A", 2) + "&allOrNone=false",
                server.requests().get(1).rawQuery());
    }

    @Test
    void collectionUpsertSendsTheKeyAndReportsCreated() {
        server.respond(request -> LoopbackServer.Reply.json(
                200,
                "[{\"id\":\"" + id("a0A", 1) + "\",\"success\":true,\"errors\":[],\"created\":false}," + "{\"id\":\""
                        + id("a0A", 2) + "\",\"success\":true,\"errors\":[],\"created\":true}]"));
        Invoice loaded = new Invoice().set(Invoice.REFERENCE, "R-1");
        loaded.markUnchanged();
        loaded.set(Invoice.AMOUNT, BigDecimal.ONE).set(Invoice.SOURCE_SYSTEM, "create-only");
        Invoice fresh = new Invoice().set(Invoice.REFERENCE, "R-2");
        List<RecordOutcome<Invoice>> outcomes =
                client.upsertAll(Invoice.SOBJECT_TYPE, List.of(loaded, fresh), Invoice.REFERENCE, true);
        assertFalse(outcomes.get(0).created());
        assertTrue(outcomes.get(1).created());
        assertEquals(id("a0A", 2), fresh.get(Invoice.ID).value());
        LoopbackServer.Request request = server.requests().get(0);
        assertEquals("PATCH", request.method());
        assertEquals(
                "/services/data/v65.0/composite/sobjects/refin__Sales_Invoice__c/refin__Reference__c", request.path());
        JsonNode first = json(request.body()).get("records").get(0);
        assertEquals("R-1", first.get("refin__Reference__c").asText(), "the key is sent even when unchanged");
        assertEquals(1, first.get("refin__Amount__c").asInt());
        assertFalse(first.has("refin__Source_System__c"));
        assertThrows(
                IllegalArgumentException.class,
                () -> client.upsertAll(
                        Invoice.SOBJECT_TYPE, List.of(new Invoice()), Field.UpsertKey.unchecked(Invoice.NAME), true),
                "an unchecked key still needs a value on every record");
        assertThrows(
                IllegalArgumentException.class,
                () -> client.upsertAll(Invoice.SOBJECT_TYPE, List.of(new Invoice()), Invoice.REFERENCE, true));
    }

    @Test
    void apiExceptionFieldsMapToDescriptors() {
        server.respond(
                request -> LoopbackServer.Reply.json(
                        400,
                        "[{\"message\":\"bad\",\"errorCode\":\"INVALID_FIELD\",\"fields\":[\"refin__amount__c\",\"Nope__c\"]}]"));
        RefinApiException e = assertThrows(
                RefinApiException.class, () -> client.create(new Invoice().set(Invoice.AMOUNT, BigDecimal.ONE)));
        assertEquals(List.of(Invoice.AMOUNT), e.fields(Invoice.SOBJECT_TYPE));
    }
}
