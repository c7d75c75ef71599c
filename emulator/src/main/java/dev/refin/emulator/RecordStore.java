package dev.refin.emulator;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
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
 *
 * <p>Multi-request operations (composite all-or-none, collections, trees) open a {@link Savepoint} under the
 * write lock: every table is copied the first time it is touched after the savepoint, so a rollback restores the
 * exact state and, since the lock is held throughout, no other request ever sees a partial result.
 */
final class RecordStore {
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, Map<String, ObjectNode>> tables = new HashMap<>();
    private final Set<String> deleted = new HashSet<>();
    private final Map<String, Long> counters = new HashMap<>();
    private final Deque<Savepoint> savepoints = new ArrayDeque<>();

    /** The state before a group of writes: tables copied on first touch, the counters and deletions copied eagerly. */
    static final class Savepoint {
        private final Map<String, Map<String, ObjectNode>> tables = new HashMap<>();
        private final Map<String, Long> counters;
        private final Set<String> deleted;

        private Savepoint(Map<String, Long> counters, Set<String> deleted) {
            this.counters = new HashMap<>(counters);
            this.deleted = new HashSet<>(deleted);
        }
    }

    /** Opens a savepoint; call under the write lock, then {@link #rollback} or {@link #release} it. */
    Savepoint savepoint() {
        if (!lock.isWriteLockedByCurrentThread()) {
            throw new IllegalStateException("savepoints need the write lock");
        }
        Savepoint savepoint = new Savepoint(counters, deleted);
        savepoints.push(savepoint);
        return savepoint;
    }

    /** Restores the state of the savepoint and closes it (and any opened after it). */
    void rollback(Savepoint savepoint) {
        while (!savepoints.isEmpty()) {
            Savepoint top = savepoints.pop();
            top.tables.forEach(tables::put);
            counters.clear();
            counters.putAll(top.counters);
            deleted.clear();
            deleted.addAll(top.deleted);
            if (top == savepoint) {
                return;
            }
        }
    }

    /** Keeps the writes made since the savepoint and closes it (and any opened after it). */
    void release(Savepoint savepoint) {
        while (!savepoints.isEmpty()) {
            Savepoint top = savepoints.pop();
            if (top == savepoint) {
                Savepoint outer = savepoints.peek();
                if (outer != null) {
                    top.tables.forEach(outer.tables::putIfAbsent);
                }
                return;
            }
        }
    }

    /** Copies a table into every open savepoint that has not seen it yet, before it can change. */
    private void touch(String object) {
        for (Savepoint savepoint : savepoints) {
            if (!savepoint.tables.containsKey(object)) {
                Map<String, ObjectNode> table = tables.get(object);
                Map<String, ObjectNode> copy = new LinkedHashMap<>();
                if (table != null) {
                    table.forEach((id, record) -> copy.put(id, record.deepCopy()));
                }
                savepoint.tables.put(object, copy);
            }
        }
    }

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
        touch(object);
        Map<String, ObjectNode> table = tables.get(object);
        return table == null ? null : table.get(id);
    }

    /** The record with this id in any object, or null. */
    ObjectNode find(String id) {
        tables.keySet().forEach(this::touch);
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
        touch(object);
        tables.computeIfAbsent(object, k -> new LinkedHashMap<>()).put(id, record);
    }

    void delete(String object, String id) {
        touch(object);
        Map<String, ObjectNode> table = tables.get(object);
        if (table != null && table.remove(id) != null) {
            deleted.add(id);
        }
    }

    /** Every record of an object, in insertion order. */
    List<ObjectNode> all(String object) {
        touch(object);
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
