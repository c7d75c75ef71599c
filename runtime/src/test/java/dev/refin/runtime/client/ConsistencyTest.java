package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Answers are checked for consistency: a Bulk job or a collection call that gives two inputs the same new id, or a
 * record an id whose key prefix is another object's, leaves those records' outcomes unknown, not success, while the
 * other records keep theirs.
 */
class ConsistencyTest {
    private static final String V1 = RecordId.to18("a0V000000000001");
    private static final String V2 = RecordId.to18("a0V000000000002");
    /** An id of another object (an invoice's key prefix, a0A). */
    private static final String INVOICE = RecordId.to18("a0A000000000009");

    private LoopbackServer server;
    private final HostileBulk platform = new HostileBulk();

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
        server.respond(platform);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** Inserts three vouchers A, B, C whose saved rows carry the ids {@code ids} gives their names. */
    private Map<String, RecordOutcome<Voucher>> insert(Function<String, String> ids) {
        platform.results = (file, upload) -> {
            if (!file.equals("successfulResults")) {
                return HostileBulk.csv(HostileBulk.header(file, upload));
            }
            StringBuilder body = new StringBuilder(HostileBulk.header(file, upload));
            for (String row : HostileBulk.rows(upload)) {
                body.append("\"")
                        .append(ids.apply(row))
                        .append("\",\"true\",")
                        .append(row)
                        .append('\n');
            }
            return HostileBulk.csv(body.toString());
        };
        List<Voucher> vouchers = List.of(
                new Voucher().set(Voucher.NAME, "A"),
                new Voucher().set(Voucher.NAME, "B"),
                new Voucher().set(Voucher.NAME, "C"));
        List<RecordOutcome<Voucher>> outcomes = new ArrayList<>();
        HostileBulk.bulk(HostileBulk.client(server)).insert(Voucher.SOBJECT_TYPE, vouchers, outcomes::add);
        assertEquals(3, outcomes.size());
        return outcomes.stream().collect(Collectors.toMap(o -> o.record().get(Voucher.NAME), o -> o));
    }

    @Test
    void aBulkJobGivingTwoInputsTheSameNewIdLeavesBothUnknown() {
        Map<String, RecordOutcome<Voucher>> byName = insert(row -> row.equals("C") ? V2 : V1);

        assertTrue(byName.get("A").isOutcomeUnknown(), byName.get("A").toString());
        assertTrue(byName.get("B").isOutcomeUnknown(), byName.get("B").toString());
        assertTrue(byName.get("A").errors().get(0).message().contains("2 inputs"), byName.toString());
        assertNull(byName.get("A").id().orElse(null));
        assertTrue(byName.get("C").success());
        assertEquals(V2, byName.get("C").id().orElseThrow().value());
    }

    @Test
    void aBulkJobGivingAnInputAnIdOfAnotherObjectLeavesItUnknown() {
        Map<String, RecordOutcome<Voucher>> byName = insert(row -> switch (row) {
            case "A" -> V1;
            case "B" -> INVOICE;
            default -> V2;
        });

        assertTrue(byName.get("A").success());
        assertTrue(byName.get("C").success());
        assertTrue(byName.get("B").isOutcomeUnknown(), byName.get("B").toString());
        assertTrue(byName.get("B").errors().get(0).message().contains("key prefix 'a0A'"), byName.toString());
    }

    @Test
    void aCollectionAnswerGivingTwoRecordsOneIdOrARecordAnotherObjectsIdLeavesThemUnknown() {
        server.respond(request -> Reply.json(
                200,
                "[{\"id\":\"" + V1 + "\",\"success\":true,\"errors\":[]},"
                        + "{\"id\":\"" + V1 + "\",\"success\":true,\"errors\":[]},"
                        + "{\"id\":\"" + INVOICE + "\",\"success\":true,\"errors\":[]},"
                        + "{\"id\":\"" + V2 + "\",\"success\":true,\"errors\":[]}]"));
        List<Voucher> vouchers = List.of(
                new Voucher().set(Voucher.NAME, "A"),
                new Voucher().set(Voucher.NAME, "B"),
                new Voucher().set(Voucher.NAME, "C"),
                new Voucher().set(Voucher.NAME, "D"));

        List<RecordOutcome<Voucher>> outcomes = HostileBulk.client(server).createAll(vouchers, false);

        assertTrue(outcomes.get(0).isOutcomeUnknown(), outcomes.toString());
        assertTrue(outcomes.get(1).isOutcomeUnknown(), outcomes.toString());
        assertTrue(outcomes.get(2).isOutcomeUnknown(), outcomes.toString());
        assertTrue(outcomes.get(2).errors().get(0).message().contains("another object"), outcomes.toString());
        assertTrue(outcomes.get(3).success(), outcomes.toString());
        assertNull(vouchers.get(2).get(Voucher.ID), "no id of another object is stored in the record");
        assertEquals(V2, vouchers.get(3).get(Voucher.ID).value());
    }

    @Test
    void aCompositeAnswerGivingACreateAnotherObjectsIdIsNotASuccess() {
        server.respond(request -> Reply.json(
                200,
                "{\"compositeResponse\":[{\"body\":{\"id\":\"" + V1 + "\",\"success\":true,\"errors\":[]},"
                        + "\"httpHeaders\":{},\"httpStatusCode\":201,\"referenceId\":\"invoice\"}]}"));
        Invoice invoice = new Invoice().set(Invoice.NAME, "INV-1");

        CompositeResult result = HostileBulk.client(server)
                .composite(CompositeRequest.independent().create("invoice", invoice));

        assertFalse(result.success());
        CompositeResult.Subresult sub = result.get("invoice").orElseThrow();
        assertFalse(sub.success());
        assertTrue(
                sub.errors().get(0).kind() == ErrorKind.OUTCOME_UNKNOWN,
                sub.errors().toString());
        assertNull(invoice.get(Invoice.ID), "no id of another object is stored in the record");
    }
}
