package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.query.Soql;
import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import dev.refin.runtime.testing.LoopbackServer.Request;
import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No value from an answer steers a request: job ids, locators and next-page URLs that are not of their documented
 * shape are refused before anything is sent with them, and every request stays on the org's host, below its
 * operation's resource.
 */
class ServerSteeringTest {
    private static final String RECORD = RecordId.to18("a0V000000000001");

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

    /** Every request the client sent after the job's creation, and that none left {@code /jobs/}. */
    private List<Request> afterCreate() {
        List<Request> all = server.requests();
        for (Request request : all) {
            assertTrue(request.path().startsWith(HostileBulk.BASE), request.method() + " " + request.path());
        }
        return all.subList(1, all.size());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "../../sobjects/refin__Voucher__c/a0V000000000001AAA",
                "750000000000001AAA/../../sobjects/refin__Voucher__c/a0V000000000001AAA",
                "750000000000001AAA%2F..%2F..%2Fsobjects",
                "%2e%2e",
                "..",
                "750000000000001AAA?x=1",
                "750000000000001AAA#x",
                "750000000000001AA",
                "7500000000000001AAA",
                "a0V000000000001AAA",
                "750000000000001AA\r\n",
                "750000000000001A A",
                "",
            })
    void aQueryJobIdOfAnotherShapeIsRefusedAndNothingIsSentWithIt(String id) {
        platform.jobIds = n -> id;
        RefinClient client = HostileBulk.client(server);

        RefinException e = assertThrows(RefinException.class, () -> {
            try (Stream<Voucher> rows =
                    HostileBulk.bulk(client).query(Soql.select(Voucher.ID).from(Voucher.SOBJECT_TYPE))) {
                rows.count();
            }
        });

        assertTrue(e.getMessage().contains("is not a Bulk API job id"), e.getMessage());
        assertFalse(e.getMessage().contains("\r") || e.getMessage().contains("\n"), e.getMessage());
        assertEquals(List.of(), afterCreate(), "nothing is sent after the create: no poll, close, abort or delete");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "../../sobjects/refin__Voucher__c/a0V000000000001AAA",
                "750000000000001AAA/../../../sobjects/refin__Voucher__c/a0V000000000001AAA",
                "750000000000001AAA/..",
                "75000000000000%41AAA",
            })
    void anIngestJobIdOfAnotherShapeIsRefusedBeforeAnyUploadPatchOrDelete(String id) {
        platform.jobIds = n -> id;
        RefinClient client = HostileBulk.client(server);
        Voucher voucher = new Voucher().set(Voucher.NAME, "V-1");

        RefinException e = assertThrows(RefinException.class, () -> HostileBulk.bulk(client)
                .insert(Voucher.SOBJECT_TYPE, List.of(voucher), o -> {}));

        assertTrue(e.getMessage().contains("is not a Bulk API job id"), e.getMessage());
        assertEquals(List.of(), afterCreate(), "no PUT, PATCH, GET or DELETE with the id");
    }

    @Test
    void aWellFormedJobIdStillWorksEndToEnd() {
        RefinClient client = HostileBulk.client(server);
        platform.page =
                n -> HostileBulk.csv("Id,Name\n\"" + RECORD + "\",\"V-1\"\n").withHeader("Sforce-Locator", "null");

        try (Stream<Voucher> rows = HostileBulk.bulk(client)
                .query(Soql.select(Voucher.ID, Voucher.NAME).from(Voucher.SOBJECT_TYPE))) {
            assertEquals(List.of("V-1"), rows.map(v -> v.get(Voucher.NAME)).toList());
        }
        assertTrue(server.requests().stream()
                .anyMatch(r ->
                        r.method().equals("DELETE") && r.path().equals(HostileBulk.BASE + "query/750000000000001AAA")));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "../../sobjects/refin__Voucher__c/x",
                "Mg/../../x",
                "Mg%2F..",
                "Mg\r\nX-Evil: 1",
                "Mg&locator=other",
            })
    void aLocatorOfAnotherShapeIsRefused(String locator) {
        RefinClient client = HostileBulk.client(server);
        platform.page = n -> HostileBulk.csv("Id,Name\n\"" + RECORD + "\",\"V-1\"\n")
                .withHeader("Sforce-Locator", locator.replace("\r\n", " "));

        RefinException e = assertThrows(RefinException.class, () -> {
            try (Stream<Voucher> rows =
                    HostileBulk.bulk(client).query(Soql.select(Voucher.ID).from(Voucher.SOBJECT_TYPE))) {
                rows.count();
            }
        });

        assertTrue(e.getMessage().contains("Sforce-Locator"), e.getMessage());
        assertEquals(
                1,
                server.requests().stream()
                        .filter(r -> r.path().endsWith("/results"))
                        .count(),
                "no second page asked for");
        afterCreate();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "/services/data/v65.0/sobjects/refin__Voucher__c/a0V000000000001AAA",
                "/services/data/v65.0/jobs/ingest/750000000000001AAA",
                "/services/data/v65.0/query/../sobjects/refin__Voucher__c/a0V000000000001AAA",
                "/services/data/v65.0/query/%2e%2e/sobjects/refin__Voucher__c",
                "/services/data/v65.0/query/01gX-2/../../sobjects/refin__Voucher__c",
                "/services/data/v65.0/query/01gX-2?q=SELECT+Id+FROM+User",
                "/services/data/v65.0/query/01gX-2%2F..",
                "/services/data/v65.0//query/01gX-2",
                "/services/data/v65.0/query/01gX\\\\..\\\\x",
                "//evil.example.com/services/data/v65.0/query/01gX-2",
                "https://evil.example.com/services/data/v65.0/query/01gX-2",
            })
    void aNextRecordsUrlOutsideTheQueryResourceIsRefusedAndNotFollowed(String next) {
        server.respond(request -> Reply.json(
                200,
                "{\"totalSize\":3,\"done\":false,\"nextRecordsUrl\":\"" + next + "\",\"records\":[{\"attributes\":"
                        + "{\"type\":\"refin__Voucher__c\"},\"Id\":\"" + RECORD + "\"}]}"));
        RefinClient client = HostileBulk.client(server);

        RefinException e = assertThrows(
                RefinException.class,
                () -> client.query(Voucher.SOBJECT_TYPE, "SELECT Id FROM refin__Voucher__c").stream()
                        .count());

        assertTrue(
                e.getMessage().contains("nextRecordsUrl") || e.getMessage().contains("another host"), e.getMessage());
        assertEquals(1, server.requests().size(), "only the first page was asked for");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "/jobs/query/../../sobjects/refin__Voucher__c/a0V000000000001AAA",
                "/sobjects/refin__Voucher__c/%2E%2E/%2e%2E",
                "/sobjects//refin__Voucher__c",
                "/sobjects/refin__Voucher__c/a0V%5C..",
                "/sobjects/refin__Voucher__c/a0V%00",
            })
    void theOnePlaceUrlsAreMadeRefusesAPathThatClimbsOutOfItsResource(String resource) {
        RefinClient client = HostileBulk.client(server);

        RefinException e = assertThrows(RefinException.class, () -> client.sendJson("DELETE", resource, null, false));

        assertTrue(e.getMessage().contains("nothing was sent"), e.getMessage());
        assertEquals(List.of(), server.requests());
    }
}
