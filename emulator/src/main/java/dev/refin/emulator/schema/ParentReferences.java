package dev.refin.emulator.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.store.Records;
import dev.refin.emulator.wire.ApiException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Lookups set by the parent's external id (platform reference 3.6): a body member named after a reference field's
 * relationship name, holding one external-id field of the parent ({@code "refin__Entity__r": {"refin__Code__c":
 * "E-1"}}), becomes the reference field set to the matching parent's id. Every record body goes through it, so
 * sObject create, update and upsert, composite, tree and collections all accept it.
 */
final class ParentReferences {
    private ParentReferences() {}

    /**
     * The body with every parent reference replaced by the parent's id; the body itself when it has none.
     * Call under the store's lock.
     *
     * @throws ApiException {@code INVALID_FIELD} when no parent or several match, or the field is not an external id
     */
    static ObjectNode resolve(Schema schema, RecordStore store, ObjectDescribe object, ObjectNode body) {
        ObjectNode out = null;
        for (Map.Entry<String, JsonNode> entry : body.properties()) {
            if (!entry.getValue().isObject() || entry.getKey().equals("attributes")) {
                continue;
            }
            Optional<FieldDescribe> reference = object.fields().stream()
                    .filter(f ->
                            f.relationshipName() != null && f.relationshipName().equalsIgnoreCase(entry.getKey()))
                    .findFirst();
            if (reference.isEmpty()) {
                continue; // not a relationship: the field check reports the unknown column
            }
            if (out == null) {
                out = body.deepCopy();
            }
            out.remove(entry.getKey());
            out.put(reference.get().name(), parentId(schema, store, object, reference.get(), (ObjectNode)
                    entry.getValue()));
        }
        return out == null ? body : out;
    }

    private static String parentId(
            Schema schema, RecordStore store, ObjectDescribe object, FieldDescribe reference, ObjectNode key) {
        String targetName = key.path("attributes").path("type").asText(null);
        if (targetName == null) {
            if (reference.referenceTo().size() != 1) {
                throw invalid("Foreign key external ID reference to a polymorphic field " + reference.name()
                        + " must name the parent's type in attributes.type");
            }
            targetName = reference.referenceTo().get(0);
        } else if (reference.referenceTo().stream().noneMatch(targetName::equalsIgnoreCase)) {
            throw invalid(
                    "Invalid type " + targetName + " for field " + reference.name() + " of entity " + object.name());
        }
        String typeName = targetName;
        ObjectDescribe target = schema.object(typeName)
                .orElseThrow(() -> invalid("Foreign key reference to " + typeName + " for field " + reference.name()
                        + ": the snapshot does not describe " + typeName))
                .describe();
        List<String> names = new ArrayList<>();
        key.fieldNames().forEachRemaining(name -> {
            if (!name.equals("attributes")) {
                names.add(name);
            }
        });
        if (names.size() != 1) {
            throw invalid(
                    "More than 1 field provided in an external foreign key reference in entity: " + target.name());
        }
        String fieldName = names.get(0);
        FieldDescribe field = target.field(fieldName)
                .filter(f -> f.externalId() || f.idLookup())
                .orElseThrow(() -> invalid("Field name provided, " + fieldName
                        + " is not an External ID or indexed field for " + target.name()));
        JsonNode valueNode = key.get(fieldName);
        String value = valueNode.isNull() ? null : valueNode.asText();
        List<String> ids = new ArrayList<>();
        if (field.name().equals("Id")) {
            String id = value == null ? null : RecordIds.canonical(value);
            if (id != null && store.peek(target.name(), id) != null) {
                ids.add(id);
            }
        } else {
            for (ObjectNode row : store.matching(target.name(), field.name(), value)) {
                String stored = Records.text(row, field.name());
                if (stored != null && (field.caseSensitive() ? stored.equals(value) : stored.equalsIgnoreCase(value))) {
                    ids.add(Records.text(row, "Id"));
                }
            }
        }
        if (ids.isEmpty()) {
            throw invalid("Foreign key external ID: " + value + " not found for field " + field.name() + " in entity "
                    + target.name());
        }
        if (ids.size() > 1) {
            throw new ApiException(
                    400,
                    "DUPLICATE_EXTERNAL_ID",
                    "Foreign key external ID: " + value + " matched more than one record for field " + field.name()
                            + " in entity " + target.name() + ": " + String.join(", ", ids),
                    List.of(reference.name()));
        }
        return ids.get(0);
    }

    private static ApiException invalid(String message) {
        // Sent without fields, as in the platform's captured composite failure.
        return ApiException.framework(400, "INVALID_FIELD", message);
    }
}
