package dev.refin.emulator;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * The org's records, in memory.
 *
 * <p>One read-write lock guards everything: a write (including the triggers and the posting engine it runs)
 * sees and changes a consistent state, so concurrent writers never lose an update and a refused write
 * leaves nothing behind. Callers wrap every access in {@link #read} or {@link #write}.
 */
final class RecordStore {
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, Map<String, ObjectNode>> tables = new HashMap<>();
    private final Set<String> deleted = new HashSet<>();
    private final Map<String, Long> counters = new HashMap<>();

    <T> T read(Supplier<T> action) {
        lock.readLock().lock();
        try {
            return action.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    <T> T write(Supplier<T> action) {
        lock.writeLock().lock();
        try {
            return action.get();
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** The stored record (not a copy: callers under the write lock may change it, readers must copy). */
    ObjectNode get(String object, String id) {
        Map<String, ObjectNode> table = tables.get(object);
        return table == null ? null : table.get(id);
    }

    /** The record with this id in any object, or null. */
    ObjectNode find(String id) {
        for (Map<String, ObjectNode> table : tables.values()) {
            ObjectNode record = table.get(id);
            if (record != null) {
                return record;
            }
        }
        return null;
    }

    boolean isDeleted(String id) {
        return deleted.contains(id);
    }

    void put(String object, String id, ObjectNode record) {
        tables.computeIfAbsent(object, k -> new LinkedHashMap<>()).put(id, record);
    }

    void delete(String object, String id) {
        Map<String, ObjectNode> table = tables.get(object);
        if (table != null && table.remove(id) != null) {
            deleted.add(id);
        }
    }

    /** Every record of an object, in insertion order. */
    List<ObjectNode> all(String object) {
        Map<String, ObjectNode> table = tables.get(object);
        return table == null ? List.of() : new ArrayList<>(table.values());
    }

    /** The counter's current value (0 when never advanced). */
    long counter(String key) {
        return counters.getOrDefault(key, 0L);
    }

    void setCounter(String key, long value) {
        counters.put(key, value);
    }
}
