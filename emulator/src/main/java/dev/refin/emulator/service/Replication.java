package dev.refin.emulator.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import dev.refin.runtime.WireFormats;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;

/**
 * The data-replication resources {@code sobjects/X/updated} and {@code sobjects/X/deleted}: the ids changed (by
 * {@code SystemModstamp}, else {@code LastModifiedDate}) or deleted (from the recycle bin) in a window of whole
 * minutes no older than 30 days, at most 600,000 ids.
 */
public final class Replication {
    /** How far back a window may start. */
    static final Duration MAX_AGE = Duration.ofDays(30);

    /** The most ids one answer may hold; more answer {@code EXCEEDED_ID_LIMIT}. */
    static final int MAX_IDS = 600_000;

    private final SObjectService records;

    public Replication(SObjectService records) {
        this.records = records;
    }

    /** {@code GET sobjects/X/updated?start=&end=}. */
    public ObjectNode updated(String objectName, Map<String, String> query) {
        ObjectDescribe object = records.object(objectName);
        Window window = window(query);
        String stampField = object.field("SystemModstamp").isPresent() ? "SystemModstamp" : "LastModifiedDate";
        RecordStore store = records.store();
        return store.read(() -> {
            ObjectNode out = Json.object();
            ArrayNode ids = out.putArray("ids");
            for (ObjectNode row : store.all(object.name())) {
                JsonNode stamp = row.get(stampField);
                if (stamp != null && stamp.isTextual() && window.contains(parse(stamp.asText()))) {
                    add(ids, row.path("Id").asText());
                }
            }
            out.put("latestDateCovered", Json.datetime(window.end()));
            return out;
        });
    }

    /** {@code GET sobjects/X/deleted?start=&end=}. */
    public ObjectNode deleted(String objectName, Map<String, String> query) {
        ObjectDescribe object = records.object(objectName);
        Window window = window(query);
        Instant earliest =
                records.clock().instant().minus(RecordStore.RETENTION).truncatedTo(ChronoUnit.MINUTES);
        RecordStore store = records.store();
        return store.write(() -> {
            store.purge(records.clock().instant().minus(RecordStore.RETENTION));
            ObjectNode out = Json.object();
            ArrayNode deleted = out.putArray("deletedRecords");
            for (RecordStore.Binned binned : store.binned(object.name())) {
                if (window.contains(binned.deletedAt())) {
                    if (deleted.size() >= MAX_IDS) {
                        throw tooMany();
                    }
                    ObjectNode item = deleted.addObject();
                    item.put("id", binned.row().path("Id").asText());
                    item.put("deletedDate", Json.datetime(binned.deletedAt()));
                }
            }
            out.put("earliestDateAvailable", Json.datetime(earliest));
            out.put("latestDateCovered", Json.datetime(window.end()));
            return out;
        });
    }

    private static void add(ArrayNode ids, String id) {
        if (ids.size() >= MAX_IDS) {
            throw tooMany();
        }
        ids.add(id);
    }

    private static ApiException tooMany() {
        return ApiException.framework(
                400,
                "EXCEEDED_ID_LIMIT",
                "record limit reached. cannot submit more than " + MAX_IDS
                        + " records. Choose start and end dates that are closer together.");
    }

    /** A replication window of whole minutes, start inclusive, end exclusive. */
    private record Window(Instant start, Instant end) {
        boolean contains(Instant instant) {
            return instant != null && !instant.isBefore(start) && instant.isBefore(end);
        }
    }

    private Window window(Map<String, String> query) {
        Instant now = records.clock().instant();
        Instant start = param(query, "start");
        Instant end = param(query, "end");
        if (!start.isBefore(end)) {
            throw invalidDate("The start date must chronologically precede the end date");
        }
        if (start.isBefore(now.minus(MAX_AGE).truncatedTo(ChronoUnit.MINUTES))) {
            throw invalidDate("startDate cannot be more than 30 days ago");
        }
        // An org without long-running transactions has covered everything up to now, not only whole minutes.
        Instant covered = end.isAfter(now) ? now.plusMillis(1) : end;
        return new Window(start, covered.isBefore(start) ? start : covered);
    }

    private static Instant param(Map<String, String> query, String name) {
        String text = query.get(name);
        if (text == null || text.isBlank()) {
            throw ApiException.framework(
                    400, "MISSING_ARGUMENT", "Missing required parameter: " + name + " (an ISO 8601 date and time)");
        }
        Instant instant = parse(text.trim());
        if (instant == null) {
            throw invalidDate("Invalid " + name + " date and time: " + text
                    + ", expected ISO 8601 such as 2024-06-15T10:00:00+00:00");
        }
        return instant.truncatedTo(ChronoUnit.MINUTES); // the platform ignores seconds
    }

    private static Instant parse(String text) {
        try {
            return WireFormats.parseDateTime(text).toInstant();
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static ApiException invalidDate(String message) {
        return ApiException.framework(400, "INVALID_REPLICATION_DATE", message);
    }
}
