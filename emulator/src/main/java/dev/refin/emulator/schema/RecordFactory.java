package dev.refin.emulator.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.store.Records;
import dev.refin.emulator.wire.Json;
import dev.refin.runtime.FieldType;
import java.time.Clock;
import java.util.function.Supplier;

/** Makes new records: a minted id, the system fields, auto-numbers and the describe's defaults. */
public final class RecordFactory {
    private final RecordIds ids = new RecordIds();
    private final RecordStore store;
    private final Clock clock;
    private final Supplier<String> actingUserId;

    /**
     * A factory stamping the owner, created-by and last-modified-by fields with the id {@code actingUserId} gives
     * (the caller of the current request).
     */
    public RecordFactory(RecordStore store, Clock clock, Supplier<String> actingUserId) {
        this.store = store;
        this.clock = clock;
        this.actingUserId = actingUserId;
    }

    /** A new record of the object with the platform-filled fields set; call under the store's write lock. */
    public ObjectNode newRecord(ObjectDescribe object) {
        ObjectNode record = Json.object();
        String id = ids.mint(object.keyPrefix() == null ? "a00" : object.keyPrefix());
        String now = Json.datetime(clock.instant());
        record.put("Id", id);
        for (FieldDescribe field : object.fields()) {
            String name = field.name();
            switch (name) {
                case "Id" -> {}
                case "OwnerId", "CreatedById", "LastModifiedById" -> record.put(name, actingUserId.get());
                case "CreatedDate", "LastModifiedDate", "SystemModstamp" -> record.put(name, now);
                case "IsDeleted" -> record.put(name, false);
                default -> fillDefault(object, field, record);
            }
        }
        return record;
    }

    /**
     * Names a custom object's record saved without a name after its id (the 15-character form), as the platform
     * does; call after the triggers, which may name it themselves.
     */
    public void defaultName(ObjectDescribe object, ObjectNode record) {
        if (!object.custom()) {
            return;
        }
        object.field("Name")
                .filter(field -> field.type() == FieldType.STRING && !field.autoNumber())
                .ifPresent(field -> {
                    JsonNode name = record.get(field.name());
                    if (name == null || name.isNull()) {
                        record.put(field.name(), record.get("Id").asText().substring(0, 15));
                    }
                });
    }

    /** Stamps the last-modified fields of a changed record. */
    public void touch(ObjectDescribe object, ObjectNode record) {
        String now = Json.datetime(clock.instant());
        for (String name : new String[] {"LastModifiedDate", "SystemModstamp"}) {
            Records.setIfPresent(object, record, name, Json.NODES.textNode(now));
        }
        Records.setIfPresent(object, record, "LastModifiedById", Json.NODES.textNode(actingUserId.get()));
    }

    private void fillDefault(ObjectDescribe object, FieldDescribe field, ObjectNode record) {
        if (field.autoNumber()) {
            String key = "autonumber|" + object.name() + "|" + field.name();
            long next = store.counter(key) + 1;
            store.setCounter(key, next);
            record.put(field.name(), initials(object.label()) + "-" + zeroPadded(next, 6));
        } else if (field.type() == FieldType.BOOLEAN) {
            record.put(
                    field.name(),
                    field.defaultValue() != null && field.defaultValue().asBoolean(false));
        } else if (field.type() == FieldType.PICKLIST && field.createable()) {
            String value = FieldValidator.defaultPicklistValue(field);
            if (value != null) {
                record.put(field.name(), value);
            } else if (field.name().equals("CurrencyIsoCode")) {
                record.put(field.name(), "USD");
            }
        } else if (field.defaultValue() != null && !field.defaultValue().isNull() && field.createable()) {
            record.set(field.name(), FieldValidator.convert(field, field.defaultValue()));
        }
    }

    /** The number with leading zeros to the width (what {@code %06d} gives, without a formatter per record). */
    public static String zeroPadded(long number, int width) {
        String digits = Long.toString(number);
        return digits.length() >= width || number < 0 ? digits : "0".repeat(width - digits.length()) + digits;
    }

    private static String initials(String label) {
        StringBuilder out = new StringBuilder();
        for (String word : label.split("[^A-Za-z0-9]+")) {
            if (!word.isEmpty()) {
                out.append(Character.toUpperCase(word.charAt(0)));
            }
        }
        return out.length() == 0 ? "R" : out.toString();
    }
}
