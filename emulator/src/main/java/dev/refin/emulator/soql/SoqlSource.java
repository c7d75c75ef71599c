package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** What queries read: the org's objects, their stored records and the org's clock. */
public interface SoqlSource {
    /** The object with this API name, ignoring case, or empty when the org has none. */
    Optional<ObjectDescribe> object(String name);

    /**
     * The stored records of an object (its canonical API name), in insertion order; a view that callers do not
     * change, so a query's cost follows what it reads, not the table's size.
     */
    Collection<? extends JsonNode> records(String objectName);

    /**
     * The value a query sees for a field of a stored record: the stored value, or for a formula field its result.
     */
    default JsonNode value(JsonNode record, FieldDescribe field) {
        return record.get(field.name());
    }

    /** The stored record of an object with this id, or null; sources with an index answer without a scan. */
    default JsonNode record(String objectName, String id) {
        for (JsonNode record : records(objectName)) {
            if (id.equals(record.path("Id").asText())) {
                return record;
            }
        }
        return null;
    }

    /** The child records whose lookup field holds the parent id, in insertion order. */
    default List<JsonNode> children(String childObject, String lookupField, String parentId) {
        return records(childObject).stream()
                .filter(child -> parentId.equals(child.path(lookupField).asText(null)))
                .map(JsonNode.class::cast)
                .toList();
    }

    /**
     * Candidates for {@code field = 'text'}: at least every record whose stored field equals the text ignoring case
     * (callers still apply the full condition); sources with an index answer without a scan.
     */
    default Collection<? extends JsonNode> equalTo(String objectName, String field, String text) {
        return records(objectName);
    }

    /** Every queryable object, searched by SOSL without {@code RETURNING}; none unless the source lists them. */
    default Collection<ObjectDescribe> objects() {
        return List.of();
    }

    /** The clock that relative date literals such as {@code TODAY} are computed from. */
    Clock clock();
}
