package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.query.Soql;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Decoding is bounded in time and memory: a number with a huge exponent or millions of digits, in a JSON string, a
 * JSON number or a CSV cell, is a decode error naming the field and record, in milliseconds, never an out-of-memory
 * error or a parse that outlives the deadline; for a Bulk load, the one input whose row echoes it gets an unknown
 * outcome and the others theirs.
 */
class BoundedDecodingTest {
    private static final Duration QUICK = Duration.ofSeconds(10);
    private static final String ID = RecordId.to18("a0V000000000001");
    private static final String ID2 = RecordId.to18("a0V000000000002");
    private static final String DIGITS = "9".repeat(2_000_000);

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

    private RefinClient client() {
        return HostileBulk.client(server);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "\"1e999999999\"",
                "\"1e-999999999\"",
                "1e999999999",
                "1E-999999999",
                "\"-1.5e2147483647\"",
                "\"1e1001\"",
            })
    void aRestRecordWithANumberBeyondTheBoundsIsADecodeErrorNamingTheField(String amount) {
        server.respond(request -> Reply.json(
                200,
                "{\"attributes\":{\"type\":\"refin__Voucher__c\"},\"Id\":\"" + ID + "\",\"refin__Amount__c\":" + amount
                        + "}"));

        RefinException e = assertTimeoutPreemptively(
                QUICK,
                () -> assertThrows(RefinException.class, () -> client().get(
                                Voucher.SOBJECT_TYPE, RecordId.of(Voucher.SOBJECT_TYPE, ID))));

        assertTrue(e.getMessage().contains("refin__Voucher__c.refin__Amount__c"), e.getMessage());
        assertTrue(e.getMessage().contains("out of range"), e.getMessage());
    }

    @Test
    void aNumberWithinTheBoundsIsReadAsBefore() {
        server.respond(request -> Reply.json(
                200,
                "{\"attributes\":{\"type\":\"refin__Voucher__c\"},\"Id\":\"" + ID
                        + "\",\"refin__Amount__c\":\"1.5e300\",\"refin__Copies__c\":3.0}"));

        Voucher voucher = client().get(Voucher.SOBJECT_TYPE, RecordId.of(Voucher.SOBJECT_TYPE, ID));

        assertEquals(0, new BigDecimal("1.5e300").compareTo(voucher.get(Voucher.AMOUNT)));
        assertEquals(3, voucher.get(Voucher.COPIES));
    }

    @Test
    void twoMillionDigitsInAQueryPageAreRefusedInMillisecondsNamingFieldAndRecord() {
        server.respond(request -> Reply.json(
                200,
                "{\"totalSize\":2,\"done\":true,\"records\":[{\"Id\":\"" + ID + "\",\"refin__Amount__c\":\"1.5\"},"
                        + "{\"Id\":\"" + ID2 + "\",\"refin__Amount__c\":\"" + DIGITS + "\"}]}"));

        RefinException e =
                assertTimeoutPreemptively(
                        QUICK,
                        () ->
                                assertThrows(RefinException.class, () -> client()
                                        .query(
                                                Voucher.SOBJECT_TYPE,
                                                "SELECT Id, refin__Amount__c FROM refin__Voucher__c")
                                        .stream()
                                        .count()));

        assertTrue(e.getMessage().contains("record 2 of the page"), e.getMessage());
        assertTrue(e.getMessage().contains("refin__Voucher__c.refin__Amount__c"), e.getMessage());
        assertTrue(e.getMessage().contains("2000000 characters"), e.getMessage());
        assertTrue(e.getMessage().length() < 1000, "the value is cut short in the message");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e999999999", "-1E-999999999", "huge", "12abc"})
    void aBulkQueryCellThatCannotBeDecodedIsARefinExceptionNamingFieldAndRow(String cell) {
        String value = cell.equals("huge") ? DIGITS : cell;
        platform.page = n -> HostileBulk.csv("Id,Name,refin__Amount__c\n\"" + ID + "\",\"A\",\"1.5\"\n\"" + ID2
                        + "\",\"B\",\"" + value + "\"\n")
                .withHeader("Sforce-Locator", "null");
        List<String> read = new ArrayList<>();

        RefinException e = assertTimeoutPreemptively(
                QUICK,
                () -> assertThrows(RefinException.class, () -> {
                    try (Stream<Voucher> rows = HostileBulk.bulk(client())
                            .query(Soql.select(Voucher.ID, Voucher.NAME, Voucher.AMOUNT)
                                    .from(Voucher.SOBJECT_TYPE))) {
                        rows.forEach(v -> read.add(v.get(Voucher.NAME)));
                    }
                }));

        assertSame(RefinException.class, e.getClass());
        assertEquals(List.of("A"), read, "the row before is delivered");
        assertTrue(e.getMessage().contains("refin__Voucher__c.refin__Amount__c"), e.getMessage());
        assertTrue(e.getMessage().contains("row 2 of result page 1"), e.getMessage());
        assertTrue(e.getMessage().contains(ID2), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e999999999", "1e-999999999", "huge"})
    void aBulkResultRowEchoingANumberBeyondTheBoundsMakesOnlyItsInputUnknown(String echoed) {
        String value = echoed.equals("huge") ? DIGITS : echoed;
        platform.results = (file, upload) -> {
            if (!file.equals("successfulResults")) {
                return HostileBulk.csv(HostileBulk.header(file, upload));
            }
            List<String> rows = HostileBulk.rows(upload);
            return HostileBulk.csv(HostileBulk.header(file, upload)
                    + "\"" + ID + "\",\"true\"," + rows.get(0).replace("12.5", value) + "\n"
                    + "\"" + ID2 + "\",\"true\"," + rows.get(1) + "\n");
        };
        Voucher first = new Voucher().set(Voucher.NAME, "A").set(Voucher.AMOUNT, new BigDecimal("12.5"));
        Voucher second = new Voucher().set(Voucher.NAME, "B").set(Voucher.AMOUNT, new BigDecimal("7"));
        List<RecordOutcome<Voucher>> outcomes = new ArrayList<>();

        BulkResult result = assertTimeoutPreemptively(QUICK, () -> HostileBulk.bulk(client())
                .insert(Voucher.SOBJECT_TYPE, List.of(first, second), outcomes::add));

        assertEquals(2, outcomes.size());
        RecordOutcome<Voucher> one =
                outcomes.stream().filter(o -> o.record() == first).findFirst().orElseThrow();
        RecordOutcome<Voucher> two =
                outcomes.stream().filter(o -> o.record() == second).findFirst().orElseThrow();
        assertTrue(two.success(), two.toString());
        assertFalse(one.success(), one.toString());
        assertNull(one.id().orElse(null));
        assertTrue(one.isOutcomeUnknown(), one.toString());
        assertTrue(
                one.errors().get(0).message().contains("out of range")
                        || one.errors().get(0).message().contains("characters"),
                one.errors().toString());
        assertEquals(1, result.succeeded());
        assertEquals(1, result.unknown());
    }
}
