package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Concurrent writers through HTTP: no lost update of a shared sequence, no duplicate numbers, no 5xx. */
class ConcurrencyTest {
    private static final int CLIENTS = 8;
    private static final int PER_CLIENT = 25;

    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        emulator =
                Emulator.builder().snapshot(EmulatorClient.snapshot()).build().start();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    @Test
    void concurrentInsertsDrawEveryNumberOfTheSequenceExactlyOnce() throws Exception {
        String entity = client.create("refin__Entity__c", "{'Name':'Busy'}");
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<List<String>>> futures = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                futures.add(pool.submit(() -> {
                    List<String> ids = new ArrayList<>();
                    for (int i = 0; i < PER_CLIENT; i++) {
                        String id = client.create("refin__Sales_Invoice__c", "{'refin__Entity__c':'" + entity + "'}");
                        client.update("refin__Sales_Invoice__c", id, "{'refin__Memo__c':'" + id + "'}");
                        ids.add(id);
                    }
                    return ids;
                }));
            }
            Set<String> names = new TreeSet<>();
            int count = 0;
            for (Future<List<String>> future : futures) {
                for (String id : future.get()) {
                    JsonNode invoice = client.read("refin__Sales_Invoice__c", id);
                    assertEquals(id, invoice.get("refin__Memo__c").asText());
                    names.add(invoice.get("Name").asText());
                    count++;
                }
            }
            int total = CLIENTS * PER_CLIENT;
            assertEquals(total, count);
            assertEquals(total, names.size());
            assertEquals("INV-000001", names.iterator().next());
            assertEquals(String.format("INV-%06d", total), ((TreeSet<String>) names).last());
            assertEquals(
                    total + 1,
                    client.read("refin__Entity__c", entity)
                            .get("refin__Invoice_Sequence_Next__c")
                            .asInt());
            assertEquals(200, client.get(V + "/sobjects").status());
        } finally {
            pool.shutdownNow();
        }
    }
}
