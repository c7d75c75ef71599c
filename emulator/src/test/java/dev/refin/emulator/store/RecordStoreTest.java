package dev.refin.emulator.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.wire.Json;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The store's undo-log savepoints (nested, with in-place changes, deletions and counters) and its field indexes. */
class RecordStoreTest {
    private static ObjectNode record(String id, String name) {
        ObjectNode record = Json.object();
        record.put("Id", id);
        record.put("Name", name);
        return record;
    }

    private static List<String> names(RecordStore store, String name) {
        return store.matching("Account", "Name", name).stream()
                .map(r -> r.get("Id").asText())
                .toList();
    }

    @Test
    void aRollbackRestoresRecordsIndexesDeletionsAndCountersAsTheyWere() {
        RecordStore store = new RecordStore();
        store.write(() -> {
            store.put("Account", "001A", record("001A", "Acme"));
            store.put("Account", "001B", record("001B", "Beta"));
            store.setCounter("seq", 5);
            assertEquals(List.of("001A"), names(store, "ACME"), "the index ignores case");

            RecordStore.Savepoint outer = store.savepoint();
            store.put("Account", "001A", record("001A", "Renamed"));
            store.get("Account", "001B").put("Phone", "123"); // changed in place
            RecordStore.Savepoint inner = store.savepoint();
            store.delete("Account", "001B", Instant.parse("2024-06-15T10:00:00Z"));
            assertEquals(1, store.binned("Account").size(), "the deleted row is in the recycle bin");
            assertTrue(store.binned("Account")
                    .iterator()
                    .next()
                    .row()
                    .get("IsDeleted")
                    .asBoolean());
            store.put("Account", "001C", record("001C", "Acme"));
            store.setCounter("seq", 9);
            store.release(inner);
            assertEquals(List.of("001C"), names(store, "acme"));
            assertTrue(store.isDeleted("001B"));
            store.rollback(outer);

            assertEquals(List.of("001A"), names(store, "acme"));
            assertEquals(List.of(), names(store, "Renamed"));
            assertEquals(List.of("001B"), names(store, "beta"));
            assertEquals(0, store.binned("Account").size(), "the rollback empties the recycle bin again");
            assertFalse(store.isDeleted("001B"));
            assertNull(store.peek("Account", "001B").get("Phone"), "an in-place change is undone");
            assertNull(store.find("001C"));
            assertEquals(5, store.counter("seq"));
            assertEquals(2, store.size("Account"));
            return null;
        });
    }

    @Test
    void aSavepointLogsOnlyWhatChanges() {
        RecordStore store = new RecordStore();
        store.write(() -> {
            for (int i = 0; i < 50_000; i++) {
                String id = "001" + i;
                store.put("Account", id, record(id, "n" + i));
            }
            long start = System.nanoTime();
            for (int i = 0; i < 200; i++) {
                RecordStore.Savepoint savepoint = store.savepoint();
                store.put("Account", "new" + i, record("new" + i, "x"));
                store.release(savepoint);
            }
            long elapsedMillis = (System.nanoTime() - start) / 1_000_000;
            // 200 savepoints over 50k records: a whole-table copy each would take seconds.
            assertTrue(elapsedMillis < 2_000, elapsedMillis + " ms");
            assertEquals(50_200, store.size("Account"));
            return null;
        });
    }
}
