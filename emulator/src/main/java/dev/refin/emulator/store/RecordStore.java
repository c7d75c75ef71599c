package dev.refin.emulator.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
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
 * <p>Lookups that would otherwise scan a table (uniqueness, external ids, children of a parent) go through field
 * indexes, built on first use and kept current by every write. Multi-request operations (composite all-or-none,
 * collections, trees) open a {@link Savepoint} under the write lock: it logs the previous state of each record,
 * counter and deletion mark the first time they change, so its cost follows the writes made, not the org's size.
 */
public final class RecordStore {
    /** How long deleted records stay in the recycle bin before they are purged (the platform's 15 days). */
    public static final Duration RETENTION = Duration.ofDays(15);

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, Map<String, ObjectNode>> tables = new HashMap<>();
    private final Map<String, String> objectOfId = new HashMap<>();
    private final Map<String, Binned> deleted = new HashMap<>();
    private final Map<String, Map<String, Binned>> bin = new HashMap<>();
    private final Map<String, Long> counters = new HashMap<>();
    private final Map<String, Map<String, Map<String, Set<String>>>> indexes = new HashMap<>();
    private final Deque<Savepoint> savepoints = new ArrayDeque<>();

    /**
     * One undone change: the record as it was (null when absent) or the counter as it was.
     *
     * @param object the object, or null for a counter
     * @param key the record id or the counter key
     * @param before the record before the change, or null when it did not exist
     * @param binned the id's recycle-bin entry before the change, or null when it was not deleted
     * @param counter the counter's value before the change, or null when it had none
     */
    private record Undo(String object, String key, ObjectNode before, Binned binned, Long counter) {}

    /**
     * A deleted record in the recycle bin.
     *
     * @param object the object's API name
     * @param row the record as it was deleted, with {@code IsDeleted} true
     * @param deletedAt when it was deleted
     */
    public record Binned(String object, ObjectNode row, Instant deletedAt) {}

    /** The changes made since a point in time, each logged once with the state it replaced. */
    public static final class Savepoint {
        private final List<Undo> log = new ArrayList<>();
        private final Set<String> logged = new HashSet<>();
    }

    /** Opens a savepoint; call under the write lock, then {@link #rollback} or {@link #release} it. */
    public Savepoint savepoint() {
        if (!lock.isWriteLockedByCurrentThread()) {
            throw new IllegalStateException("savepoints need the write lock");
        }
        Savepoint savepoint = new Savepoint();
        savepoints.push(savepoint);
        return savepoint;
    }

    /** Restores the state of the savepoint and closes it (and any opened after it). */
    public void rollback(Savepoint savepoint) {
        while (!savepoints.isEmpty()) {
            Savepoint top = savepoints.pop();
            for (int i = top.log.size() - 1; i >= 0; i--) {
                undo(top.log.get(i));
            }
            if (top == savepoint) {
                return;
            }
        }
    }

    private void undo(Undo undo) {
        if (undo.object() == null) {
            if (undo.counter() == null) {
                counters.remove(undo.key());
            } else {
                counters.put(undo.key(), undo.counter());
            }
            return;
        }
        Map<String, ObjectNode> table = tables.computeIfAbsent(undo.object(), k -> new LinkedHashMap<>());
        ObjectNode current = table.remove(undo.key());
        unindex(undo.object(), current);
        if (undo.before() != null) {
            table.put(undo.key(), undo.before());
            objectOfId.put(undo.key(), undo.object());
            index(undo.object(), undo.before());
        } else {
            objectOfId.remove(undo.key());
        }
        Binned binnedNow = deleted.remove(undo.key());
        if (binnedNow != null) {
            bin.get(binnedNow.object()).remove(undo.key());
        }
        if (undo.binned() != null) {
            toBin(undo.binned());
        }
    }

    /** Keeps the writes made since the savepoint and closes it (and any opened after it). */
    public void release(Savepoint savepoint) {
        while (!savepoints.isEmpty()) {
            Savepoint top = savepoints.pop();
            Savepoint outer = savepoints.peek();
            if (outer != null) {
                outer.log.addAll(top.log);
                outer.logged.addAll(top.logged);
            }
            if (top == savepoint) {
                return;
            }
        }
    }

    /** Logs the record's current state in the innermost savepoint, the first time it changes there. */
    private void logRecord(String object, String id) {
        Savepoint top = savepoints.peek();
        if (top == null || !top.logged.add(object + '\u0000' + id)) {
            return;
        }
        Map<String, ObjectNode> table = tables.get(object);
        ObjectNode current = table == null ? null : table.get(id);
        top.log.add(new Undo(object, id, current == null ? null : current.deepCopy(), deleted.get(id), null));
    }

    public <T> T read(Supplier<T> action) {
        lock.readLock().lock();
        try {
            return action.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    public <T> T write(Supplier<T> action) {
        lock.writeLock().lock();
        try {
            return action.get();
        } finally {
            lock.writeLock().unlock();
        }
    }

    /**
     * The stored record, for a writer that may change it in place (call under the write lock; an open savepoint
     * logs it first). Indexed fields must not be changed in place: {@link #put} a changed copy instead.
     */
    public ObjectNode get(String object, String id) {
        Map<String, ObjectNode> table = tables.get(object);
        ObjectNode record = table == null || id == null ? null : table.get(id);
        if (record != null) {
            logRecord(object, id);
        }
        return record;
    }

    /** The stored record for reading only, or null. */
    public ObjectNode peek(String object, String id) {
        Map<String, ObjectNode> table = tables.get(object);
        return table == null || id == null ? null : table.get(id);
    }

    /** The record with this id in any object (for reading only), or null. */
    public ObjectNode find(String id) {
        String object = objectOfId.get(id);
        return object == null ? null : peek(object, id);
    }

    public boolean isDeleted(String id) {
        return deleted.containsKey(id);
    }

    private void toBin(Binned binned) {
        deleted.put(binned.row().path("Id").asText(), binned);
        bin.computeIfAbsent(binned.object(), k -> new LinkedHashMap<>())
                .put(binned.row().path("Id").asText(), binned);
    }

    /** The recycle bin of an object, oldest deletion first, for reading only. */
    public Collection<Binned> binned(String object) {
        Map<String, Binned> rows = bin.get(object);
        return rows == null ? List.of() : Collections.unmodifiableCollection(rows.values());
    }

    /**
     * Empties the recycle bin of deletions at or before the instant (call under the write lock); purged rows are
     * gone for good, so they leave no undo entry.
     */
    public void purge(Instant before) {
        for (Map<String, Binned> rows : bin.values()) {
            rows.values().removeIf(binned -> {
                if (binned.deletedAt().isAfter(before)) {
                    return false;
                }
                deleted.remove(binned.row().path("Id").asText());
                return true;
            });
        }
    }

    public void put(String object, String id, ObjectNode record) {
        logRecord(object, id);
        Map<String, ObjectNode> table = tables.computeIfAbsent(object, k -> new LinkedHashMap<>());
        unindex(object, table.put(id, record));
        objectOfId.put(id, object);
        index(object, record);
    }

    /** Moves a record to the recycle bin, marked {@code IsDeleted}, deleted at the instant given. */
    public void delete(String object, String id, Instant at) {
        Map<String, ObjectNode> table = tables.get(object);
        if (table == null || !table.containsKey(id)) {
            return;
        }
        logRecord(object, id);
        ObjectNode row = table.remove(id);
        unindex(object, row);
        objectOfId.remove(id);
        ObjectNode binnedRow = row.deepCopy();
        binnedRow.put("IsDeleted", true);
        toBin(new Binned(object, binnedRow, at));
    }

    /** Every record of an object in insertion order, for reading only: a view, not a copy. */
    public Collection<ObjectNode> all(String object) {
        Map<String, ObjectNode> table = tables.get(object);
        return table == null ? List.of() : Collections.unmodifiableCollection(table.values());
    }

    /** The number of records of an object. */
    int size(String object) {
        Map<String, ObjectNode> table = tables.get(object);
        return table == null ? 0 : table.size();
    }

    /**
     * The records whose field holds this text, ignoring case, in insertion order and for reading only; answered from
     * an index of the field (built on first use), so the cost follows the matches.
     */
    public List<ObjectNode> matching(String object, String field, String value) {
        if (value == null) {
            return List.of();
        }
        Set<String> ids = index(object, field).get(value.toLowerCase(Locale.ROOT));
        if (ids == null || ids.isEmpty()) {
            return List.of();
        }
        List<ObjectNode> out = new ArrayList<>(ids.size());
        for (String id : ids) {
            out.add(peek(object, id));
        }
        return out;
    }

    private Map<String, Set<String>> index(String object, String field) {
        Map<String, Map<String, Set<String>>> byField = indexes.computeIfAbsent(object, k -> new HashMap<>());
        Map<String, Set<String>> index = byField.get(field);
        if (index == null) {
            index = new HashMap<>();
            for (ObjectNode record : all(object)) {
                add(index, record, field);
            }
            byField.put(field, index);
        }
        return index;
    }

    private void index(String object, ObjectNode record) {
        Map<String, Map<String, Set<String>>> byField = indexes.get(object);
        if (byField != null && record != null) {
            byField.forEach((field, index) -> add(index, record, field));
        }
    }

    private void unindex(String object, ObjectNode record) {
        Map<String, Map<String, Set<String>>> byField = indexes.get(object);
        if (byField == null || record == null) {
            return;
        }
        byField.forEach((field, index) -> {
            String key = key(record, field);
            Set<String> ids = key == null ? null : index.get(key);
            if (ids != null) {
                ids.remove(record.path("Id").asText());
                if (ids.isEmpty()) {
                    index.remove(key);
                }
            }
        });
    }

    private static void add(Map<String, Set<String>> index, ObjectNode record, String field) {
        String key = key(record, field);
        if (key != null) {
            index.computeIfAbsent(key, k -> new LinkedHashSet<>())
                    .add(record.path("Id").asText());
        }
    }

    private static String key(ObjectNode record, String field) {
        JsonNode value = record.get(field);
        return value == null || value.isNull() || value.isContainerNode()
                ? null
                : value.asText().toLowerCase(Locale.ROOT);
    }

    /** The counter's current value (0 when never advanced). */
    public long counter(String key) {
        return counters.getOrDefault(key, 0L);
    }

    public void setCounter(String key, long value) {
        Savepoint top = savepoints.peek();
        if (top != null && top.logged.add("counter\u0000" + key)) {
            top.log.add(new Undo(null, key, null, null, counters.get(key)));
        }
        counters.put(key, value);
    }
}
