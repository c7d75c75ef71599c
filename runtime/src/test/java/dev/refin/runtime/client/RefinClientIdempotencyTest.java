package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.Field;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Upsert by external id (201, 200, 204, 300, 404) and find-before-insert, over real HTTP. */
class RefinClientIdempotencyTest {
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    private static final String PATH = "/services/data/v65.0/sobjects/refin__Sales_Invoice__c";

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

    private static Invoice invoice(String reference) {
        return new Invoice()
                .set(Invoice.REFERENCE, reference)
                .set(Invoice.AMOUNT, new BigDecimal("5.00"))
                .set(Invoice.SOURCE_SYSTEM, "erp");
    }

    @Test
    void upsertCreated201() {
        server.respond(request -> LoopbackServer.Reply.json(
                201, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[],\"created\":true}"));
        Invoice invoice = invoice("ERP/42 x");
        UpsertResult<Invoice> result = client.upsert(invoice, Invoice.REFERENCE);
        assertTrue(result.created());
        assertEquals(ID, result.id().orElseThrow().value());
        assertEquals(ID, invoice.get(Invoice.ID).value());
        assertTrue(invoice.changedFields().isEmpty());
        LoopbackServer.Request request = server.requests().get(0);
        assertEquals("PATCH", request.method());
        assertEquals(PATH + "/refin__Reference__c/ERP%2F42%20x", request.path());
        assertEquals("{\"refin__Amount__c\":5.00}", request.body(), "neither the key nor create-only fields");
    }

    @Test
    void upsertUpdated200And204() {
        server.respond(request -> LoopbackServer.Reply.json(
                200, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[],\"created\":false}"));
        UpsertResult<Invoice> updated = client.upsert(invoice("R-1"), Invoice.REFERENCE);
        assertFalse(updated.created());
        assertEquals(ID, updated.id().orElseThrow().value());

        server.respond(request -> LoopbackServer.Reply.noContent());
        UpsertResult<Invoice> old = client.upsert(invoice("R-1"), Invoice.REFERENCE);
        assertFalse(old.created());
        assertEquals(Optional.empty(), old.id());
    }

    @Test
    void upsertAmbiguous300CarriesTheMatchingUrls() {
        server.respond(request -> new LoopbackServer.Reply(
                300,
                "[\"" + PATH + "/" + ID + "\",\"" + PATH + "/a0A5g000001AbCe\"]",
                "application/json",
                java.util.Map.of(),
                false));
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.upsert(invoice("R-1"), Invoice.REFERENCE));
        assertEquals(300, e.status());
        assertEquals(ErrorKind.AMBIGUOUS_MATCH, e.kind());
        assertEquals(List.of(PATH + "/" + ID, PATH + "/a0A5g000001AbCe"), e.matchingUrls());
        assertFalse(e.isRetryable());
    }

    @Test
    void upsertOnAFieldTheServerDoesNotKnow404() {
        server.respond(request -> LoopbackServer.Reply.json(
                404,
                "[{\"message\":\"Provided external ID field does not exist or is not accessible: refin__Reference__c\","
                        + "\"errorCode\":\"NOT_FOUND\"}]"));
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.upsert(invoice("R-1"), Invoice.REFERENCE));
        assertEquals(ErrorKind.NOT_FOUND, e.kind());
        assertThrows(
                RefinApiException.class,
                () -> client.findByExternalId(Invoice.SOBJECT_TYPE, Invoice.REFERENCE, "R-1"),
                "a wrong key field is an error, not an empty answer");
    }

    @Test
    void upsertRefusesEmptyValues() {
        assertThrows(IllegalArgumentException.class, () -> client.upsert(new Invoice(), Invoice.REFERENCE));
        assertThrows(
                IllegalArgumentException.class,
                () -> client.upsert(new Invoice(), Field.UpsertKey.unchecked(Invoice.NAME)));
        assertTrue(server.requests().isEmpty());
    }

    @Test
    void anUncheckedKeyIsSentAndTheServerDecides() {
        // Invoice.NAME is no external id in the descriptor: only unchecked(...) makes it a key (a plain field does
        // not compile as one), and the client leaves the answer to the server, as for a field made one later.
        server.respond(request -> LoopbackServer.Reply.json(
                404,
                "[{\"message\":\"Provided external ID field does not exist or is not accessible: Name\","
                        + "\"errorCode\":\"NOT_FOUND\"}]"));
        Invoice invoice = invoice("R-1").set(Invoice.NAME, "INV 7");
        RefinApiException e = assertThrows(
                RefinApiException.class, () -> client.upsert(invoice, Field.UpsertKey.unchecked(Invoice.NAME)));
        assertEquals(ErrorKind.NOT_FOUND, e.kind());
        assertEquals(PATH + "/Name/INV%207", server.requests().get(0).path());

        server.respond(request -> LoopbackServer.Reply.json(
                201, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[],\"created\":true}"));
        Invoice later = invoice("R-2").set(Invoice.NAME, "INV 8");
        assertTrue(client.upsert(later, Field.UpsertKey.unchecked(Invoice.NAME)).created());
        assertEquals(PATH + "/Name/INV%208", server.requests().get(1).path());
    }

    @Test
    void findByExternalIdReadsTheRecordOrNothing() {
        server.respond(request -> request.path().endsWith("/R-1")
                ? LoopbackServer.Reply.json(200, "{\"Id\":\"" + ID + "\",\"refin__Reference__c\":\"R-1\"}")
                : LoopbackServer.Reply.json(
                        404, "[{\"errorCode\":\"NOT_FOUND\",\"message\":\"The requested resource does not exist\"}]"));
        Invoice found = client.findByExternalId(Invoice.SOBJECT_TYPE, Invoice.REFERENCE, "R-1")
                .orElseThrow();
        assertEquals(ID, found.get(Invoice.ID).value());
        assertEquals(Optional.empty(), client.findByExternalId(Invoice.SOBJECT_TYPE, Invoice.REFERENCE, "R-2"));
        assertEquals("GET", server.requests().get(0).method());
    }

    @Test
    void createIfAbsentByAnExternalIdIsOneServerSideUpsert() {
        server.respond(request -> LoopbackServer.Reply.json(
                201, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[],\"created\":true}"));
        Invoice invoice = invoice("R-1");
        assertEquals(ID, client.createIfAbsent(invoice, Invoice.REFERENCE).value());
        assertEquals(ID, invoice.get(Invoice.ID).value());
        assertEquals(1, server.requests().size(), "no look-up: the upsert is atomic on the server");
        assertEquals("PATCH", server.requests().get(0).method());
        assertEquals(
                "/services/data/v65.0/sobjects/refin__Sales_Invoice__c/refin__Reference__c/R-1",
                server.requests().get(0).path());
    }

    @Test
    void createIfAbsentByAnExternalIdReturnsALockedRecordAsItIs() {
        server.respond(request -> request.method().equals("PATCH")
                ? LoopbackServer.Reply.json(
                        400,
                        "[{\"errorCode\":\"FIELD_CUSTOM_VALIDATION_EXCEPTION\",\"message\":"
                                + "\"This document is posted and locked: it cannot be edited through the interface.\"}]")
                : LoopbackServer.Reply.json(200, "{\"Id\":\"" + ID + "\",\"refin__Reference__c\":\"R-1\"}"));
        assertEquals(
                ID, client.createIfAbsent(invoice("R-1"), Invoice.REFERENCE).value());
        assertEquals("GET", server.requests().get(1).method());
    }

    @Test
    void createIfAbsentByAnotherKeyFindsItFirst() {
        server.respond(request -> LoopbackServer.Reply.json(
                200, "{\"totalSize\":1,\"done\":true,\"records\":[{\"Id\":\"" + ID + "\",\"Name\":\"N-1\"}]}"));
        Invoice existing = new Invoice().set(Invoice.NAME, "N-1");
        assertEquals(ID, client.createIfAbsent(existing, Invoice.NAME).value());
        assertEquals(ID, existing.get(Invoice.ID).value());
        assertEquals(1, server.requests().size(), "no insert when the key exists");
        String soql = URLDecoder.decode(server.requests().get(0).rawQuery().substring(2), StandardCharsets.UTF_8);
        assertTrue(soql.endsWith(" FROM refin__Sales_Invoice__c WHERE Name = 'N-1' LIMIT 2"), soql);

        server.respond(request -> request.method().equals("GET")
                ? LoopbackServer.Reply.json(200, "{\"totalSize\":0,\"done\":true,\"records\":[]}")
                : LoopbackServer.Reply.json(201, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[]}"));
        assertEquals(
                ID,
                client.createIfAbsent(new Invoice().set(Invoice.NAME, "N-2"), Invoice.NAME)
                        .value());
        assertEquals("POST", server.requests().get(2).method());
    }

    @Test
    void createIfAbsentResolvesALostRaceToTheWinner() {
        AtomicInteger queries = new AtomicInteger();
        server.respond(request -> {
            if (request.method().equals("POST")) {
                return LoopbackServer.Reply.json(
                        400,
                        "[{\"errorCode\":\"DUPLICATE_VALUE\",\"message\":"
                                + "\"duplicate value found: Name duplicates value on record with id: " + ID + "\"}]");
            }
            return queries.incrementAndGet() == 1
                    ? LoopbackServer.Reply.json(200, "{\"totalSize\":0,\"done\":true,\"records\":[]}")
                    : LoopbackServer.Reply.json(
                            200,
                            "{\"totalSize\":1,\"done\":true,\"records\":[{\"Id\":\"" + ID + "\",\"Name\":\"N-1\"}]}");
        });
        assertEquals(
                ID,
                client.createIfAbsent(new Invoice().set(Invoice.NAME, "N-1"), Invoice.NAME)
                        .value());
        assertEquals(
                List.of("GET", "POST", "GET"),
                server.requests().stream().map(LoopbackServer.Request::method).toList());
    }

    @Test
    void findByRefusesAnAmbiguousKey() {
        server.respond(request -> LoopbackServer.Reply.json(
                200, "{\"totalSize\":2,\"done\":true,\"records\":[{\"Id\":\"" + ID + "\"},{\"Id\":\"" + ID + "\"}]}"));
        RefinException e =
                assertThrows(RefinException.class, () -> client.findBy(Invoice.SOBJECT_TYPE, Invoice.REFERENCE, "dup"));
        assertTrue(e.getMessage().contains("more than one"), e.getMessage());
    }
}
