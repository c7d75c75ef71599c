package dev.refin.emulator.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ChildRelationship;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.accounting.AccountingRules;
import dev.refin.emulator.accounting.Applications;
import dev.refin.emulator.accounting.PostingEngine;
import dev.refin.emulator.accounting.Rollups;
import dev.refin.emulator.accounting.Trigger;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.schema.FieldValidator;
import dev.refin.emulator.schema.Formulas;
import dev.refin.emulator.schema.RecordFactory;
import dev.refin.emulator.schema.Schema;
import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.store.Records;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Create, read, update and delete of records, each an atomic write with validation and the package's triggers. */
public final class SObjectService {
    private final Schema schema;
    private final RecordStore store;
    private final RecordFactory factory;
    private final FieldValidator validator;
    private final List<Trigger> triggers;
    private final Supplier<LocalDate> today;
    private final Clock clock;
    private final Formulas formulas;
    private final Rollups rollups;
    private final RecentItems recent = new RecentItems();

    /** A service whose posting engine converts with the given rates, keyed by {@link PostingEngine#rateKey}. */
    public SObjectService(Schema schema, Clock clock, Map<String, BigDecimal> exchangeRates) {
        this.schema = schema;
        this.clock = clock;
        this.store = new RecordStore();
        this.factory = new RecordFactory(store, clock, Auth::actingUserId);
        this.validator = new FieldValidator(schema, store);
        this.formulas = new Formulas(schema, store, clock);
        this.rollups = new Rollups(store, formulas);
        PostingEngine posting = new PostingEngine(schema, store, factory, clock, exchangeRates, formulas);
        this.today = () -> LocalDate.ofInstant(clock.instant(), clock.getZone());
        this.triggers =
                List.of(new AccountingRules(schema, store, posting, today), new Applications(store, today, formulas));
    }

    /** The formula fields of the snapshot, evaluated on read. */
    public Formulas formulas() {
        return formulas;
    }

    /** The org's clock. */
    public Clock clock() {
        return clock;
    }

    /** The object with this API name, or the platform's 404. */
    public ObjectDescribe object(String name) {
        return schema.object(name).orElseThrow(ApiException::notFound).describe();
    }

    /** Every object of the schema, sorted by API name. */
    public List<ObjectDescribe> objects() {
        return schema.objects().stream().map(Schema.SObjectSchema::describe).toList();
    }

    /** The object with this API name, if the schema has it. */
    public java.util.Optional<ObjectDescribe> schemaObject(String name) {
        return schema.object(name).map(Schema.SObjectSchema::describe);
    }

    /** The API name of the object whose record has this id, or null when no stored record has it. */
    public String objectOfId(String id) {
        return store.read(() -> {
            ObjectNode record = store.find(id);
            if (record == null) {
                return null;
            }
            return schema.objectByPrefix(id.substring(0, 3))
                    .map(Schema.SObjectSchema::name)
                    .orElse(null);
        });
    }

    /** The store, for resources that group several writes under one lock and savepoint. */
    public RecordStore store() {
        return store;
    }

    /**
     * Runs several writes under one write lock as one batch: each write is still validated and triggered on its
     * own, but the roll-ups document lines feed are recomputed once per document when the batch ends.
     */
    public <T> T batch(Supplier<T> writes) {
        return store.write(() -> rollups.batch(writes));
    }

    /** Inserts a record and returns its id. */
    public String create(String objectName, JsonNode body) {
        ObjectDescribe object = object(objectName);
        Auth.checkLicence(object.name());
        checkObject(object, object.createable(), "inserted");
        return store.write(() -> {
            ObjectNode values = validator.validate(object, body, FieldValidator.Mode.CREATE, null);
            ObjectNode record = factory.newRecord(object);
            values.properties().forEach(e -> {
                if (!e.getValue().isNull()) {
                    record.set(e.getKey(), e.getValue());
                }
            });
            formulas.applyDefaults(object, record);
            FieldValidator.checkRequired(object, record);
            triggers.forEach(trigger -> trigger.beforeInsert(object, record));
            factory.defaultName(object, record);
            String id = record.get("Id").asText();
            store.put(object.name(), id, record);
            refreshRollups(object, record);
            return id;
        });
    }

    /** The record with every field (null when empty) or only the listed ones, plus {@code attributes}. */
    public ObjectNode read(String objectName, String idText, String fieldList, String version) {
        ObjectDescribe object = object(objectName);
        List<FieldDescribe> fields = selectFields(object, fieldList);
        return store.read(() -> {
            ObjectNode stored = find(object, idText);
            ObjectNode out = Json.object();
            ObjectNode attributes = out.putObject("attributes");
            attributes.put("type", object.name());
            attributes.put(
                    "url",
                    "/services/data/" + version + "/sobjects/" + object.name() + "/"
                            + stored.get("Id").asText());
            for (FieldDescribe field : fields) {
                JsonNode value = formulas.value(object, stored, field);
                out.set(field.name(), value == null ? Json.NODES.nullNode() : value.deepCopy());
            }
            recent.viewed(Auth.actingUserId(), object.name(), stored.get("Id").asText());
            return out;
        });
    }

    /**
     * The caller's most recently viewed records that still exist, newest first, as {@code /recent} lists them
     * ({@code attributes}, {@code Id}, {@code Name}); only those of {@code objectName} unless it is null.
     */
    public List<JsonNode> recent(String objectName, int limit, String version) {
        return store.read(() -> {
            List<JsonNode> out = new ArrayList<>();
            for (String[] item : recent.newestFirst(Auth.actingUserId())) {
                if (out.size() >= Math.min(limit, RecentItems.MAX)) {
                    break;
                }
                ObjectNode stored = store.get(item[0], item[1]);
                if (stored == null || (objectName != null && !objectName.equalsIgnoreCase(item[0]))) {
                    continue;
                }
                ObjectNode row = Json.object();
                ObjectNode attributes = row.putObject("attributes");
                attributes.put("type", item[0]);
                attributes.put("url", "/services/data/" + version + "/sobjects/" + item[0] + "/" + item[1]);
                row.put("Id", item[1]);
                JsonNode name = stored.get("Name");
                row.set("Name", name == null ? Json.NODES.nullNode() : name.deepCopy());
                out.add(row);
            }
            return out;
        });
    }

    private static List<FieldDescribe> selectFields(ObjectDescribe object, String fieldList) {
        if (fieldList == null || fieldList.isBlank()) {
            return object.fields();
        }
        List<FieldDescribe> fields = new ArrayList<>();
        object.field("Id").ifPresent(fields::add);
        for (String name : fieldList.split(",")) {
            String trimmed = name.trim();
            FieldDescribe field = object.field(trimmed)
                    .orElseThrow(() -> ApiException.badRequest(
                            "INVALID_FIELD",
                            "No such column '" + trimmed + "' on entity '" + object.name() + "'. If you are"
                                    + " attempting to use a custom field, be sure to append the '__c' after the"
                                    + " custom field name. Please reference your WSDL or the describe call for the"
                                    + " appropriate names.",
                            List.of()));
            if (!fields.contains(field)) {
                fields.add(field);
            }
        }
        return fields;
    }

    /** Copies of every stored record of an object, in insertion order. */
    public List<JsonNode> records(String objectName) {
        ObjectDescribe object = object(objectName);
        return store.read(() -> store.all(object.name()).stream()
                .map(record -> (JsonNode) formulas.materialize(object, record))
                .toList());
    }

    /** Applies a partial update; fields sent as null are cleared. */
    public void update(String objectName, String idText, JsonNode body) {
        ObjectDescribe object = object(objectName);
        Auth.checkLicence(object.name());
        checkObject(object, object.updateable(), "updated");
        store.write(() -> {
            ObjectNode before = find(object, idText);
            String id = before.get("Id").asText();
            ObjectNode values = validator.validate(object, body, FieldValidator.Mode.UPDATE, id);
            ObjectNode after = before.deepCopy();
            after.setAll(values);
            triggers.forEach(trigger -> trigger.beforeUpdate(object, before, after, values));
            factory.touch(object, after);
            store.put(object.name(), id, after);
            refreshRollups(object, after);
            refreshRollups(object, before);
            return null;
        });
    }

    /**
     * The outcome of an upsert or a lookup by external id.
     *
     * @param id the record inserted or updated, or null when several matched
     * @param created whether the record was inserted
     * @param matches the ids of every match when several matched, else empty
     */
    public record Upsert(String id, boolean created, List<String> matches) {}

    /** The external-id field of an object, or the platform's 404 when the field is not one. */
    public FieldDescribe externalIdField(ObjectDescribe object, String fieldName) {
        return object.field(fieldName)
                .filter(f -> f.externalId() || f.name().equals("Id"))
                .orElseThrow(() -> new ApiException(
                        404,
                        "NOT_FOUND",
                        "Provided external ID field does not exist or is not accessible: " + fieldName,
                        List.of()));
    }

    /** The ids of the records whose external id equals the value (text ignoring case unless case-sensitive). */
    public List<String> matches(String objectName, String fieldName, String value) {
        ObjectDescribe object = object(objectName);
        FieldDescribe field = externalIdField(object, fieldName);
        return store.read(() -> {
            List<String> ids = new ArrayList<>();
            for (ObjectNode record : store.matching(object.name(), field.name(), value)) {
                String stored = Records.text(record, field.name());
                if (stored != null && (field.caseSensitive() ? stored.equals(value) : stored.equalsIgnoreCase(value))) {
                    ids.add(Records.text(record, "Id"));
                }
            }
            return ids;
        });
    }

    /**
     * Refuses an upsert or delete by an external id whose value is blank, as the platform does: an empty value is
     * null there, which names no record.
     */
    private static void requireKey(FieldDescribe field, String value) {
        if (value == null || value.isBlank()) {
            throw ApiException.badRequest("MISSING_ARGUMENT", field.name() + " not specified", List.of(field.name()));
        }
    }

    /**
     * Refuses {@code PATCH} or {@code DELETE /sobjects/X/Field/} with the external-id value left empty, which arrives
     * as a row path whose id segment is the field's name: the platform's answer for a blank key rather than a
     * lookup of a record with that id.
     */
    public void refuseEmptyKey(String objectName, String segment) {
        ObjectDescribe object = object(objectName);
        if (!RecordIds.looksLikeId(segment)) {
            object.field(segment).filter(FieldDescribe::externalId).ifPresent(field -> requireKey(field, ""));
        }
    }

    /** Inserts or updates the record whose external id is the value, atomically. */
    public Upsert upsert(String objectName, String fieldName, String value, JsonNode body) {
        ObjectDescribe object = object(objectName);
        FieldDescribe field = externalIdField(object, fieldName);
        requireKey(field, value);
        return store.write(() -> {
            List<String> ids = matches(objectName, fieldName, value);
            if (ids.size() > 1) {
                return new Upsert(null, false, ids);
            }
            if (ids.size() == 1) {
                update(objectName, ids.get(0), body);
                return new Upsert(ids.get(0), false, List.of());
            }
            ObjectNode values = body.isObject() ? ((ObjectNode) body).deepCopy() : Json.object();
            if (!body.isObject()) {
                validator.validate(object, body, FieldValidator.Mode.CREATE, null);
            }
            if (!field.name().equals("Id")) {
                values.put(field.name(), value);
            }
            return new Upsert(create(objectName, values), true, List.of());
        });
    }

    /**
     * Deletes the record whose external id is the value, atomically, and answers the ids that matched: the record
     * is deleted only when exactly one did.
     */
    public List<String> deleteByExternalId(String objectName, String fieldName, String value) {
        requireKey(externalIdField(object(objectName), fieldName), value);
        return store.write(() -> {
            List<String> ids = matches(objectName, fieldName, value);
            if (ids.size() == 1) {
                delete(objectName, ids.get(0));
            }
            return ids;
        });
    }

    /** Deletes a record and, through cascade-delete relationships, its children. */
    public void delete(String objectName, String idText) {
        ObjectDescribe object = object(objectName);
        Auth.checkLicence(object.name());
        checkObject(object, object.deletable(), "deleted");
        store.write(() -> {
            ObjectNode record = find(object, idText);
            store.purge(clock.instant().minus(RecordStore.RETENTION));
            triggers.forEach(trigger -> trigger.beforeDelete(object, record));
            deleteCascading(object, record);
            refreshRollups(object, record);
            return null;
        });
    }

    private void deleteCascading(ObjectDescribe object, ObjectNode record) {
        String id = record.get("Id").asText();
        store.delete(object.name(), id, clock.instant());
        for (ChildRelationship child : object.childRelationships()) {
            if (!child.cascadeDelete()) {
                continue;
            }
            schema.object(child.childSObject()).ifPresent(childObject -> {
                for (ObjectNode childRecord : store.matching(childObject.name(), child.field(), id)) {
                    if (id.equals(Records.text(childRecord, child.field()))) {
                        deleteCascading(childObject.describe(), childRecord);
                    }
                }
            });
        }
    }

    private void refreshRollups(ObjectDescribe object, ObjectNode record) {
        rollups.refresh(object.name(), record);
    }

    /**
     * Refuses an operation the object's describe does not allow ({@code createable}, {@code updateable},
     * {@code deletable} false), with the platform's answer, before any field or record is looked at.
     */
    private static void checkObject(ObjectDescribe object, boolean allowed, String operation) {
        if (!allowed) {
            throw ApiException.badRequest(
                    "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY",
                    "entity type cannot be " + operation + ": " + object.label(),
                    List.of());
        }
    }

    /** The stored record a path segment names, or the platform's refusal for a bad, foreign or unknown id. */
    private ObjectNode find(ObjectDescribe object, String idText) {
        if (!RecordIds.looksLikeId(idText)) {
            throw new ApiException(
                    404,
                    "NOT_FOUND",
                    "Provided external ID field does not exist or is not accessible: " + idText,
                    List.of());
        }
        String id = RecordIds.canonical(idText);
        if (id == null || object.keyPrefix() == null || !id.startsWith(object.keyPrefix())) {
            throw ApiException.badRequest(
                    "MALFORMED_ID", object.label() + " ID: id value of incorrect type: " + idText, List.of());
        }
        ObjectNode record = store.get(object.name(), id);
        if (record == null) {
            if (store.isDeleted(id)) {
                throw new ApiException(404, "ENTITY_IS_DELETED", "entity is deleted", List.of());
            }
            throw ApiException.notFound();
        }
        return record;
    }
}
