package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Answers are checked against the requests they answer: a composite, tree or collection answer that misses, adds,
 * repeats or garbles a part reports that part as {@link ErrorKind#OUTCOME_UNKNOWN} (never success), an unreadable
 * answer to a write is {@code OUTCOME_UNKNOWN} rather than an unchecked exception, and a 2xx body saying {@code
 * success:false} is a failure.
 */
class AnswerMatchingTest {
    private static final String MALFORMED_ID = "a0A5g00000NOTANID";

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

    private static String id(String prefix, int n) {
        return RefinClientCompositeTest.id(prefix, n);
    }

    private static Invoice invoice(String name) {
        return new Invoice().set(Invoice.NAME, name);
    }

    private static CompositeRequest threeCreates(CompositeRequest request) {
        return request.create("a", invoice("A")).create("b", invoice("B")).create("c", invoice("C"));
    }

    private static String created(String reference, String id) {
        return "{\"referenceId\":\"" + reference + "\",\"httpStatusCode\":201,\"httpHeaders\":{},"
                + "\"body\":{\"id\":\"" + id + "\",\"success\":true,\"errors\":[]}}";
    }

    private static String composite(String... items) {
        return "{\"compositeResponse\":[" + String.join(",", items) + "]}";
    }

    private static boolean unknown(CompositeResult.Subresult sub) {
        return !sub.success() && !sub.errors().isEmpty() && sub.errors().get(0).kind() == ErrorKind.OUTCOME_UNKNOWN;
    }

    // ---- /composite ----

    @Test
    void aCompositeAnswerMissingASubresponseIsNotSuccessAndThatPartIsOutcomeUnknown() {
        server.respond(request -> Reply.json(200, composite(created("a", id("a0A", 1)), created("b", id("a0A", 2)))));

        CompositeResult result = client.composite(threeCreates(CompositeRequest.independent()));

        assertFalse(result.success(), "2 answers for 3 subrequests are not a success");
        assertEquals(3, result.results().size(), "one result per subrequest, in request order");
        assertTrue(result.get("a").orElseThrow().success());
        assertTrue(result.get("b").orElseThrow().success());
        CompositeResult.Subresult missing = result.get("c").orElseThrow();
        assertTrue(unknown(missing), missing.toString());
        assertTrue(
                missing.errors().get(0).message().contains("no answer"),
                missing.errors().toString());
    }

    @Test
    void anAllOrNoneCompositeWithAMissingSubresponseRaisesOutcomeUnknown() {
        server.respond(request -> Reply.json(200, composite(created("a", id("a0A", 1)), created("b", id("a0A", 2)))));

        CompositeException e = assertThrows(
                CompositeException.class, () -> client.composite(threeCreates(CompositeRequest.allOrNone())));

        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
        assertTrue(e.isOutcomeUnknown());
        assertEquals("c", e.failedReferenceId());
        assertFalse(e.isRetryable());
    }

    @Test
    void anAllOrNoneCompositeRefusedForAReasonOfItsOwnNamesThatReasonNotTheMissingPart() {
        server.respond(request -> Reply.json(
                200,
                composite(
                        "{\"referenceId\":\"a\",\"httpStatusCode\":400,\"body\":[{\"errorCode\":"
                                + "\"PROCESSING_HALTED\",\"message\":\"halted\"}]}",
                        "{\"referenceId\":\"b\",\"httpStatusCode\":400,\"body\":[{\"errorCode\":"
                                + "\"DUPLICATE_VALUE\",\"message\":\"duplicate value found\"}]}")));

        CompositeException e = assertThrows(
                CompositeException.class, () -> client.composite(threeCreates(CompositeRequest.allOrNone())));

        assertEquals("b", e.failedReferenceId(), "the refusal rolled everything back, the missing part included");
        assertEquals(ErrorKind.DUPLICATE_VALUE, e.kind());
    }

    @Test
    void anExtraOrUnknownSubresponseMakesTheAnswerNoSuccess() {
        server.respond(request -> Reply.json(
                200,
                composite(
                        created("a", id("a0A", 1)),
                        created("b", id("a0A", 2)),
                        created("c", id("a0A", 3)),
                        created("zz", id("a0A", 4)))));

        CompositeResult result = client.composite(threeCreates(CompositeRequest.independent()));

        assertFalse(result.success(), "an answer for a subrequest nobody sent does not match the request");
        assertTrue(result.get("a").orElseThrow().success());
        assertTrue(result.get("c").orElseThrow().success());
        assertTrue(unknown(result.get("zz").orElseThrow()));
    }

    @Test
    void aRepeatedReferenceIdIsOutcomeUnknownForThatSubrequest() {
        server.respond(request -> Reply.json(
                200,
                composite(
                        created("a", id("a0A", 1)),
                        created("b", id("a0A", 2)),
                        created("b", id("a0A", 3)),
                        created("c", id("a0A", 4)))));

        CompositeResult result = client.composite(threeCreates(CompositeRequest.independent()));

        assertFalse(result.success());
        assertTrue(unknown(result.get("b").orElseThrow()));
        assertTrue(result.get("a").orElseThrow().success());
    }

    @Test
    void aCompositeCreateAnsweredWithAMalformedIdIsOutcomeUnknownAndStoresNoId() {
        Invoice c = invoice("C");
        server.respond(request -> Reply.json(
                200, composite(created("a", id("a0A", 1)), created("b", id("a0A", 2)), created("c", MALFORMED_ID))));

        CompositeResult result = client.composite(CompositeRequest.independent()
                .create("a", invoice("A"))
                .create("b", invoice("B"))
                .create("c", c));

        assertFalse(result.success());
        assertTrue(unknown(result.get("c").orElseThrow()));
        assertEquals(null, c.get(Invoice.ID), "no id is stored from an answer that cannot be read");
    }

    @Test
    void aSubresponseOf200WithSuccessFalseIsAFailure() {
        server.respond(request -> Reply.json(
                200,
                composite(
                        created("a", id("a0A", 1)),
                        created("b", id("a0A", 2)),
                        "{\"referenceId\":\"c\",\"httpStatusCode\":200,\"body\":{\"id\":null,\"success\":false,"
                                + "\"errors\":[{\"statusCode\":\"FIELD_CUSTOM_VALIDATION_EXCEPTION\","
                                + "\"message\":\"Reference taken\",\"fields\":[]}]}}")));

        CompositeResult result = client.composite(threeCreates(CompositeRequest.independent()));

        assertFalse(result.success());
        CompositeResult.Subresult c = result.get("c").orElseThrow();
        assertFalse(c.success());
        assertEquals("FIELD_CUSTOM_VALIDATION_EXCEPTION", c.errors().get(0).errorCode());
    }

    // ---- sObject tree ----

    @Test
    void aTreeAnswerMissingAReferenceIsOutcomeUnknownForItNeverSuccess() {
        Invoice header = invoice("INV-1");
        InvoiceLine first = InvoiceLine.of("P1", 1);
        InvoiceLine second = InvoiceLine.of("P2", 2);
        server.respond(request -> Reply.json(
                201,
                "{\"hasErrors\":false,\"results\":[{\"referenceId\":\"ref1\",\"id\":\"" + id("a0A", 1) + "\"},"
                        + "{\"referenceId\":\"ref2\",\"id\":\"" + id("a0B", 2) + "\"}]}"));

        CompositeException e = assertThrows(
                CompositeException.class,
                () -> client.createTree(TreeNode.of(header).withChildren("refin__Lines__r", List.of(first, second))));

        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
        assertEquals("ref3", e.failedReferenceId());
        assertEquals(3, e.outcomes().size());
        assertTrue(e.outcomes().get(0).success(), "ref1 was answered with its id");
        assertEquals(RecordId.of(id("a0A", 1)), header.get(Invoice.ID));
        RecordOutcome<?> third = e.outcomes().get(2);
        assertFalse(third.success());
        assertTrue(third.isOutcomeUnknown());
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, third.errors().get(0).kind());
    }

    @Test
    void aTreeAnswerWithAMalformedIdOrAnUnknownReferenceIsOutcomeUnknown() {
        server.respond(request -> Reply.json(
                201,
                "{\"hasErrors\":false,\"results\":[{\"referenceId\":\"ref1\",\"id\":\"" + MALFORMED_ID + "\"},"
                        + "{\"referenceId\":\"ref2\",\"id\":\"" + id("a0B", 2) + "\"},"
                        + "{\"referenceId\":\"ref9\",\"id\":\"" + id("a0B", 9) + "\"}]}"));

        CompositeException e = assertThrows(
                CompositeException.class,
                () -> client.createTree(TreeNode.of(invoice("INV-1"))
                        .withChildren("refin__Lines__r", List.of(InvoiceLine.of("P", 1)))));

        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
        assertTrue(e.outcomes().get(0).isOutcomeUnknown(), "a malformed id is no id");
        assertTrue(e.outcomes().get(1).success());
        assertTrue(e.getMessage().contains("ref9"), e.getMessage());
    }

    // ---- sObject collections ----

    @Test
    void aCollectionAnswerShortOfOneRecordGivesThatRecordAnUnknownOutcome() {
        server.respond(request -> Reply.json(
                200,
                "[{\"id\":\"" + id("a0A", 1) + "\",\"success\":true,\"errors\":[]}," + "{\"id\":\"" + id("a0A", 2)
                        + "\",\"success\":true,\"errors\":[]}]"));

        List<RecordOutcome<Invoice>> outcomes =
                client.createAll(List.of(invoice("A"), invoice("B"), invoice("C")), false);

        assertEquals(3, outcomes.size());
        assertTrue(outcomes.get(0).success());
        assertTrue(outcomes.get(1).success());
        assertFalse(outcomes.get(2).success());
        assertTrue(outcomes.get(2).isOutcomeUnknown());
    }

    @Test
    void anAllOrNoneCollectionRefusedForAReasonOfItsOwnRolledBackTheRecordItsAnswerLeftOut() {
        server.respond(request -> Reply.json(
                200,
                "[{\"success\":false,\"errors\":[{\"statusCode\":\"DUPLICATE_VALUE\",\"message\":\"dup\"}]},"
                        + "{\"success\":false,\"errors\":[{\"statusCode\":\"ALL_OR_NONE_OPERATION_ROLLED_BACK\","
                        + "\"message\":\"rolled back\"}]}]"));

        List<RecordOutcome<Invoice>> outcomes =
                client.createAll(List.of(invoice("A"), invoice("B"), invoice("C")), true);

        assertEquals(ErrorKind.DUPLICATE_VALUE, outcomes.get(0).errors().get(0).kind());
        assertTrue(outcomes.get(1).rolledBack());
        assertTrue(outcomes.get(2).rolledBack(), "nothing of an all-or-none call that was refused is saved");
        assertFalse(outcomes.get(2).isOutcomeUnknown());
    }

    @Test
    void aCollectionAnswerWithAMalformedIdNeverReportsThatRecordAsSaved() {
        Invoice b = invoice("B");
        server.respond(request -> Reply.json(
                200,
                "[{\"id\":\"" + id("a0A", 1) + "\",\"success\":true,\"errors\":[]},"
                        + "{\"id\":\"" + MALFORMED_ID + "\",\"success\":true,\"errors\":[]},"
                        + "{\"id\":\"" + id("a0A", 3) + "\",\"success\":true,\"errors\":[]},"
                        + "{\"id\":\"" + id("a0A", 4) + "\",\"success\":true,\"errors\":[]}]"));

        List<RecordOutcome<Invoice>> outcomes = client.createAll(List.of(invoice("A"), b, invoice("C")), false);

        assertEquals(3, outcomes.size());
        assertTrue(outcomes.get(1).isOutcomeUnknown());
        assertEquals(null, b.get(Invoice.ID));
        assertTrue(outcomes.get(0).success());
        assertTrue(outcomes.get(2).success(), "the platform answers in request order; the 4th answer is extra");
        assertFalse(outcomes.get(1).success());
    }

    @Test
    void anUpdateAnswerNamingAnotherRecordIsOutcomeUnknown() {
        Invoice a = Invoice.SOBJECT_TYPE
                .newRecord(RecordId.of(Invoice.SOBJECT_TYPE, id("a0A", 1)))
                .set(Invoice.NAME, "A");
        Invoice b = Invoice.SOBJECT_TYPE
                .newRecord(RecordId.of(Invoice.SOBJECT_TYPE, id("a0A", 2)))
                .set(Invoice.NAME, "B");
        server.respond(request -> Reply.json(
                200,
                "[{\"id\":\"" + id("a0A", 1) + "\",\"success\":true,\"errors\":[]}," + "{\"id\":\"" + id("a0A", 7)
                        + "\",\"success\":true,\"errors\":[]}]"));

        List<RecordOutcome<Invoice>> outcomes = client.updateAll(List.of(a, b), false);

        assertTrue(outcomes.get(0).success());
        assertTrue(outcomes.get(1).isOutcomeUnknown());
    }

    // ---- single writes ----

    @Test
    void aCreateAnswered201WithAMalformedIdIsOutcomeUnknownNotIllegalArgument() {
        server.respond(request -> Reply.json(201, "{\"id\":\"" + MALFORMED_ID + "\",\"success\":true,\"errors\":[]}"));

        RefinException e = assertThrows(RefinException.class, () -> client.create(invoice("A")));

        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
        assertFalse(e.isRetryable());
        assertTrue(e.getMessage().contains("a0A5g00000NOTANID"), e.getMessage());
        assertEquals(1, server.requests().size());
    }

    @Test
    void aCreateAnswered201WithAnUnreadableBodyIsOutcomeUnknown() {
        for (String body : List.of("<html>ok</html>", "[]", "{\"success\":true}", "{\"id\":42}")) {
            server.respond(request -> Reply.json(201, body));
            RefinException e = assertThrows(RefinException.class, () -> client.create(invoice("A")), body);
            assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind(), body + ": " + e.getMessage());
        }
    }

    @Test
    void aCreateAnswered200WithSuccessFalseIsARefusal() {
        server.respond(request -> Reply.json(
                200,
                "{\"id\":null,\"success\":false,\"errors\":[{\"statusCode\":\"DUPLICATE_VALUE\","
                        + "\"message\":\"duplicate value found\",\"fields\":[\"Name\"]}]}"));

        RefinApiException e = assertThrows(RefinApiException.class, () -> client.create(invoice("A")));

        assertEquals(ErrorKind.DUPLICATE_VALUE, e.kind());
    }

    @Test
    void anUpsertAnswered200WithSuccessFalseIsARefusalAndAMalformedIdIsOutcomeUnknown() {
        Invoice invoice = invoice("A").set(Invoice.REFERENCE, "R-1");
        server.respond(request -> Reply.json(
                200,
                "{\"id\":null,\"success\":false,\"created\":false,\"errors\":[{\"statusCode\":"
                        + "\"FIELD_CUSTOM_VALIDATION_EXCEPTION\",\"message\":\"no\",\"fields\":[]}]}"));
        RefinApiException refused =
                assertThrows(RefinApiException.class, () -> client.upsert(invoice, Invoice.REFERENCE));
        assertEquals("FIELD_CUSTOM_VALIDATION_EXCEPTION", refused.errorCode());

        server.respond(request ->
                Reply.json(201, "{\"id\":\"" + MALFORMED_ID + "\",\"success\":true,\"created\":true,\"errors\":[]}"));
        RefinException unknown = assertThrows(RefinException.class, () -> client.upsert(invoice, Invoice.REFERENCE));
        assertEquals(ErrorKind.OUTCOME_UNKNOWN, unknown.kind());
    }

    @Test
    void anUpdateDeleteOrPostAnswered200WithSuccessFalseIsARefusal() {
        server.respond(request -> Reply.json(
                200,
                "{\"success\":false,\"errors\":[{\"statusCode\":\"ENTITY_IS_LOCKED\",\"message\":\"locked\","
                        + "\"fields\":[]}]}"));
        RecordId<Invoice> id = RecordId.of(Invoice.SOBJECT_TYPE, id("a0A", 1));
        Invoice invoice = Invoice.SOBJECT_TYPE.newRecord(id).set(Invoice.NAME, "A");
        invoice.markUnchanged();
        invoice.set(Invoice.NAME, "B");

        assertEquals(
                ErrorKind.DOCUMENT_LOCKED,
                assertThrows(RefinApiException.class, () -> client.update(invoice))
                        .kind());
        assertEquals(
                ErrorKind.DOCUMENT_LOCKED,
                assertThrows(RefinApiException.class, () -> client.delete(Invoice.SOBJECT_TYPE, id))
                        .kind());
        assertEquals(
                ErrorKind.DOCUMENT_LOCKED,
                assertThrows(RefinApiException.class, () -> client.post(id)).kind());
    }

    @Test
    void aDuplicateValueWhoseWinnerIsNotVisibleIsOutcomeUnknown() {
        server.respond(request -> {
            if (request.method().equals("GET")) {
                return Reply.json(200, "{\"totalSize\":0,\"done\":true,\"records\":[]}");
            }
            return Reply.json(
                    400,
                    "[{\"errorCode\":\"DUPLICATE_VALUE\",\"message\":\"duplicate value found: Name duplicates value"
                            + " on record with id: " + id("a0A", 5) + "\",\"fields\":[]}]");
        });

        RefinException e =
                assertThrows(RefinException.class, () -> client.createIfAbsent(invoice("INV-9"), Invoice.NAME));

        assertEquals(ErrorKind.OUTCOME_UNKNOWN, e.kind());
        assertFalse(e.isRetryable());
        assertTrue(e.getMessage().contains("not visible"), e.getMessage());
        assertEquals(3, server.requests().size(), "look up, create, look up again; nothing more");
    }
}
