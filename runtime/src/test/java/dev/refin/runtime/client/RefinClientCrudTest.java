package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RefinClientCrudTest {
    private static final String ID = RecordId.to18("a0A5g000001AbCd");
    private static final String PATH = "/services/data/v65.0/sobjects/refin__Sales_Invoice__c";

    private LoopbackServer server;
    private RefinClient client;

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        client = RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok-123"))
                .build();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void createSendsOnlyChangedCreateableFieldsAndStoresTheId() {
        server.respond(
                request -> LoopbackServer.Reply.json(201, "{\"id\":\"" + ID + "\",\"success\":true,\"errors\":[]}"));
        Invoice invoice = new Invoice()
                .set(Invoice.NAME, "INV-1")
                .setStatus(Invoice.Status.DRAFT)
                .set(Invoice.AMOUNT, new BigDecimal("10.50"))
                .set(Invoice.DUE_DATE, null)
                .set(Invoice.SOURCE_SYSTEM, "erp");

        RecordId<Invoice> id = client.create(invoice);

        LoopbackServer.Request request = server.requests().get(0);
        assertEquals("POST", request.method());
        assertEquals(PATH, request.path());
        assertEquals("Bearer tok-123", request.authorization());
        assertEquals("application/json; charset=UTF-8", request.contentType());
        assertEquals(
                "{\"Name\":\"INV-1\",\"refin__Status__c\":\"Draft\",\"refin__Amount__c\":10.50,"
                        + "\"refin__Due_Date__c\":null,\"refin__Source_System__c\":\"erp\"}",
                request.body());
        assertEquals(ID, id.value());
        assertEquals(id, invoice.get(Invoice.ID));
        assertTrue(invoice.changedFields().isEmpty());
    }

    @Test
    void updateSendsOnlyChangedUpdateableFieldsWithExplicitNulls() {
        server.respond(request -> LoopbackServer.Reply.noContent());
        Invoice invoice = Invoice.SOBJECT_TYPE.newRecord(RecordId.of(ID));
        invoice.markUnchanged();
        invoice.set(Invoice.AMOUNT, new BigDecimal("99.99"))
                .set(Invoice.REFERENCE, null)
                .set(Invoice.SOURCE_SYSTEM, "never-on-update");

        client.update(invoice);

        LoopbackServer.Request request = server.requests().get(0);
        assertEquals("PATCH", request.method());
        assertEquals(PATH + "/" + ID, request.path());
        assertEquals("{\"refin__Amount__c\":99.99,\"refin__Reference__c\":null}", request.body());
        assertTrue(invoice.changedFields().isEmpty());

        client.update(invoice);
        assertEquals(1, server.requests().size(), "nothing changed, nothing sent");
    }

    @Test
    void updateWithoutIdIsRefusedBeforeAnyRequest() {
        Invoice invoice = new Invoice().set(Invoice.NAME, "x");
        assertThrows(IllegalArgumentException.class, () -> client.update(invoice));
        assertTrue(server.requests().isEmpty());
    }

    @Test
    void getReadsTypedFieldsKeepsUnknownOnesAndAsksForTheFieldList() {
        server.respond(request -> LoopbackServer.Reply.json(
                200,
                "{\"attributes\":{\"type\":\"refin__Sales_Invoice__c\"},\"Id\":\"" + ID + "\","
                        + "\"Name\":\"INV-7\",\"refin__Due_Date__c\":\"2024-02-29\",\"Region__c\":\"North\"}"));

        Invoice invoice = client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID), Invoice.NAME, Invoice.DUE_DATE);

        LoopbackServer.Request request = server.requests().get(0);
        assertEquals("GET", request.method());
        assertEquals(PATH + "/" + ID, request.path());
        assertEquals("fields=Name%2Crefin__Due_Date__c", request.rawQuery());
        assertEquals("", request.body());
        assertEquals("INV-7", invoice.get(Invoice.NAME));
        assertEquals(LocalDate.of(2024, 2, 29), invoice.get(Invoice.DUE_DATE));
        assertEquals("North", invoice.unknownFields().get("Region__c").asText());
        assertTrue(invoice.changedFields().isEmpty());
    }

    @Test
    void getOfMissingRecordIsNotFound() {
        server.respond(request -> LoopbackServer.Reply.json(
                404, "[{\"errorCode\":\"NOT_FOUND\",\"message\":\"The requested resource does not exist\"}]"));
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.get(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals(404, e.status());
        assertEquals(ErrorKind.NOT_FOUND, e.kind());
        assertEquals("/sobjects/refin__Sales_Invoice__c/" + ID, e.resource());
        assertFalse(e.isRetryable());
    }

    @Test
    void deleteSendsDelete() {
        server.respond(request -> LoopbackServer.Reply.noContent());
        client.delete(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        LoopbackServer.Request request = server.requests().get(0);
        assertEquals("DELETE", request.method());
        assertEquals(PATH + "/" + ID, request.path());
    }

    @Test
    void postIsTheSingleFieldPatchOfTheStatus() {
        server.respond(request -> LoopbackServer.Reply.noContent());
        client.post(Invoice.SOBJECT_TYPE, RecordId.of(ID));
        client.transition(Invoice.SOBJECT_TYPE, RecordId.of(ID), Invoice.Status.VOID);
        client.transition(Invoice.SOBJECT_TYPE, RecordId.of(ID), "Draft");

        List<LoopbackServer.Request> requests = server.requests();
        assertEquals(3, requests.size());
        assertEquals("PATCH", requests.get(0).method());
        assertEquals(PATH + "/" + ID, requests.get(0).path());
        assertEquals("{\"refin__Status__c\":\"Posted\"}", requests.get(0).body());
        assertEquals("{\"refin__Status__c\":\"Void\"}", requests.get(1).body());
        assertEquals("{\"refin__Status__c\":\"Draft\"}", requests.get(2).body());
        assertThrows(
                IllegalArgumentException.class,
                () -> client.transition(Invoice.SOBJECT_TYPE, RecordId.of(ID), Invoice.Status.UNRECOGNIZED));
    }

    @Test
    void refusedPostCarriesTheVerbatimGateMessageAndIsNotRetryable() {
        String message = "Transaction Date 2023-12-31 is on or before the GL book closure date 2024-01-31.";
        server.respond(request -> LoopbackServer.Reply.json(
                400,
                "[{\"fields\":[],\"errorCode\":\"FIELD_CUSTOM_VALIDATION_EXCEPTION\",\"message\":\"" + message
                        + "\"}]"));
        RefinApiException e =
                assertThrows(RefinApiException.class, () -> client.post(Invoice.SOBJECT_TYPE, RecordId.of(ID)));
        assertEquals(ErrorKind.CLOSED_PERIOD, e.kind());
        assertEquals(message, e.serverMessage());
        assertEquals("FIELD_CUSTOM_VALIDATION_EXCEPTION", e.errorCode());
        assertEquals("PATCH", e.method());
        assertFalse(e.isRetryable());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void editOfAPostedDocumentIsDocumentLocked() {
        server.respond(
                request -> LoopbackServer.Reply.json(
                        400,
                        "[{\"message\":\"The record is locked for editing.\",\"errorCode\":\"ENTITY_IS_LOCKED\",\"fields\":[]}]"));
        Invoice invoice = Invoice.SOBJECT_TYPE.newRecord(RecordId.of(ID)).set(Invoice.AMOUNT, BigDecimal.ONE);
        RefinApiException e = assertThrows(RefinApiException.class, () -> client.update(invoice));
        assertEquals(ErrorKind.DOCUMENT_LOCKED, e.kind());
        assertFalse(e.isRetryable());
        assertFalse(invoice.changedFields().isEmpty(), "a refused update keeps the changes");
    }

    @Test
    void apiUsageAndGzipAndApiVersionAreHonoured() throws IOException {
        try (LoopbackServer other = new LoopbackServer()) {
            other.respond(request -> LoopbackServer.Reply.json(200, "{\"Id\":\"" + ID + "\",\"Name\":\"zipped\"}")
                    .gzipped()
                    .withHeader("Sforce-Limit-Info", "api-usage=18/5000; per-app-api-usage=17/250(appName=x)"));
            RefinClient v66 = RefinClient.builder()
                    .instanceUrl(other.url() + "/")
                    .auth(StaticTokenAuth.of("t"))
                    .apiVersion("v66.0")
                    .build();
            assertTrue(v66.lastApiUsage().isEmpty());

            Invoice invoice = v66.get(Invoice.SOBJECT_TYPE, RecordId.of(ID));

            assertEquals("zipped", invoice.get(Invoice.NAME));
            assertEquals(
                    "/services/data/v66.0/sobjects/refin__Sales_Invoice__c/" + ID,
                    other.requests().get(0).path());
            ApiUsage usage = v66.lastApiUsage().orElseThrow();
            assertEquals(18, usage.used());
            assertEquals(5000, usage.limit());
        }
    }

    @Test
    void createRefusedWithRequiredFieldListsTheFields() {
        server.respond(request -> LoopbackServer.Reply.json(
                400,
                "[{\"message\":\"Required fields are missing: [refin__Entity__c]\","
                        + "\"errorCode\":\"REQUIRED_FIELD_MISSING\",\"fields\":[\"refin__Entity__c\"]}]"));
        Invoice invoice = new Invoice().set(Invoice.NAME, "x");
        RefinApiException e = assertThrows(RefinApiException.class, () -> client.create(invoice));
        assertEquals(ErrorKind.REQUIRED_FIELD_MISSING, e.kind());
        assertEquals(List.of("refin__Entity__c"), e.errors().get(0).fields());
        assertFalse(e.isRetryable(), "a create is never blindly retried");
        assertEquals(List.of(Invoice.NAME), invoice.changedFields());
    }

    @Test
    void sendJsonBytesHandsOnTheAnswerAsItsUtf8BytesAndRefusesANon2xxLikeSendJson() {
        String body = "{\"name\":\"Zürich – Øst\",\"n\":1}";
        server.respond(request -> LoopbackServer.Reply.json(200, body));

        byte[] bytes = client.sendJsonBytes("GET", "/sobjects/refin__Sales_Invoice__c/describe", null, true);

        assertEquals(body, new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(body, client.sendJson("GET", "/sobjects/refin__Sales_Invoice__c/describe", null, true));
        server.respond(request -> LoopbackServer.Reply.json(
                404, "[{\"errorCode\":\"NOT_FOUND\",\"message\":\"The requested resource does not exist\"}]"));
        RefinApiException refused = assertThrows(
                RefinApiException.class, () -> client.sendJsonBytes("GET", "/sobjects/Nope__c/describe", null, true));
        assertEquals(404, refused.status());
        assertEquals("NOT_FOUND", refused.errorCode());
    }
}
