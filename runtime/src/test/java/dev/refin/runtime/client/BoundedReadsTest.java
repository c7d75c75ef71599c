package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.query.Aggregate;
import dev.refin.runtime.query.Soql;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.StringJoiner;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every read path is bounded against a server that never stops offering pages: a lookup of two rows reads the pages
 * that hold two rows, collected results stop at the client's row cap with a clear error, and a page that is not the
 * last must hold rows.
 */
class BoundedReadsTest {
    private static final String NEXT = "/services/data/v65.0/query/01gENDLESS-";

    private LoopbackServer server;
    private final AtomicInteger pages = new AtomicInteger();

    @BeforeEach
    void start() throws IOException {
        server = new LoopbackServer();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private RefinClient client(int maxCollectedRows) {
        return RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok"))
                .requestTimeout(Duration.ofSeconds(5))
                .maxCollectedRows(maxCollectedRows)
                .build();
    }

    /** An endless query: every page holds {@code rows} records and points at a page never seen before. */
    private void endless(int rows, String record) {
        server.respond(request -> {
            int page = pages.incrementAndGet();
            StringJoiner records = new StringJoiner(",");
            for (int i = 0; i < rows; i++) {
                records.add(record.replace("#", Integer.toString(page * 10_000 + i)));
            }
            return Reply.json(
                    200,
                    "{\"totalSize\":999999999,\"done\":false,\"nextRecordsUrl\":\"" + NEXT + page + "-2000\","
                            + "\"records\":[" + records + "]}");
        });
    }

    private static String invoiceRow() {
        return "{\"attributes\":{\"type\":\"refin__Sales_Invoice__c\"},\"Id\":\"" + RecordId.to18("a0A5g000001AbCd")
                + "\",\"Name\":\"INV-#\"}";
    }

    @Test
    void findByReadsOnlyThePagesThatHoldTwoRows() {
        endless(1, invoiceRow());

        RefinException e = assertThrows(
                RefinException.class, () -> client(50_000).findBy(Invoice.SOBJECT_TYPE, Invoice.NAME, "INV-1"));

        assertTrue(e.getMessage().contains("more than one"), e.getMessage());
        assertEquals(2, server.requests().size(), "two pages of one row each, then it stopped");
    }

    @Test
    void createIfAbsentStopsAtTwoRowsOfAnEndlessLookup() {
        endless(3, invoiceRow());

        RefinException e = assertThrows(RefinException.class, () -> client(50_000)
                .createIfAbsent(new Invoice().set(Invoice.NAME, "INV-1"), Invoice.NAME));

        assertTrue(e.getMessage().contains("more than one"), e.getMessage());
        assertEquals(1, server.requests().size(), "the first page already holds two rows; no create was sent");
    }

    @Test
    void aPageThatIsNotTheLastButHoldsNoRowsIsRefused() {
        endless(0, invoiceRow());

        RefinException e = assertThrows(
                RefinException.class, () -> client(50_000).findBy(Invoice.SOBJECT_TYPE, Invoice.NAME, "INV-1"));

        assertTrue(e.getMessage().contains("holds no records"), e.getMessage());
        assertEquals(1, server.requests().size());
    }

    @Test
    void anAggregateOfAnEndlessServerStopsAtTheRowCap() {
        endless(200, "{\"attributes\":{\"type\":\"AggregateResult\"},\"Name\":\"N#\",\"total\":1.5}");
        Aggregate<Invoice, BigDecimal> total = Soql.sum(Invoice.AMOUNT).as("total");

        RefinException e = assertThrows(RefinException.class, () -> client(1_000)
                .aggregate(Soql.aggregate(Invoice.SOBJECT_TYPE, total).groupBy(Soql.field(Invoice.NAME))));

        assertTrue(e.getMessage().contains("more than 1000 rows"), e.getMessage());
        assertTrue(e.getMessage().contains("maxCollectedRows"), e.getMessage());
        assertFalse(e.isRetryable());
        assertTrue(server.requests().size() <= 6, server.requests().size() + " pages read");
    }

    @Test
    void oneQueryPageLargerThanTheRowCapIsRefusedBeforeItIsHeld() {
        endless(5_000, invoiceRow());

        RefinException e = assertThrows(RefinException.class, () -> client(1_000)
                .query(Soql.select(Invoice.ID, Invoice.NAME).from(Invoice.SOBJECT_TYPE))
                .iterator()
                .hasNext());

        assertTrue(e.getMessage().contains("more than 1000 rows"), e.getMessage());
        assertEquals(1, server.requests().size());
    }

    @Test
    void aCountReadsOnePageAndHoldsNoRows() {
        endless(5_000, "{\"attributes\":{\"type\":\"refin__Sales_Invoice__c\"}}");
        RefinException e =
                assertThrows(RefinException.class, () -> client(1_000).count(Soql.count(Invoice.SOBJECT_TYPE)));
        assertTrue(e.getMessage().contains("more than 1000 rows"), e.getMessage());

        server.respond(request -> Reply.json(200, "{\"done\":true,\"records\":[]}"));
        RefinException missing =
                assertThrows(RefinException.class, () -> client(1_000).count(Soql.count(Invoice.SOBJECT_TYPE)));
        assertTrue(missing.getMessage().contains("totalSize"), missing.getMessage());

        server.respond(request -> Reply.json(200, "{\"totalSize\":42,\"done\":true,\"records\":[]}"));
        assertEquals(42, client(1_000).count(Soql.count(Invoice.SOBJECT_TYPE)));
    }

    @Test
    void eightAnswersDeclaring33MbAndSendingOneByteDoNotExhaustA256MbHeap() throws Exception {
        ForkedJvm.Result run = ForkedJvm.run(DeclaredLengthMain.class, "-Xmx256m", Duration.ofSeconds(60));

        assertEquals(0, run.exitCode(), run.output());
        assertFalse(run.output().contains("OutOfMemoryError"), run.output());
        assertEquals(
                8,
                run.output()
                        .lines()
                        .filter(line -> line.startsWith("call refused: ") && line.contains("timed out"))
                        .count(),
                run.output());
    }

    @Test
    void theRowCapIsABuilderOptionWithADocumentedDefault() {
        assertEquals(50_000, RefinClient.DEFAULT_MAX_COLLECTED_ROWS);
        assertThrows(IllegalArgumentException.class, () -> RefinClient.builder().maxCollectedRows(0));
    }
}
