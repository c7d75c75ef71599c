package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The records one query execution reads, each object's table fetched once so the whole answer is consistent. */
final class Resolver {
    private final SoqlSource source;
    private final Map<String, Collection<? extends JsonNode>> tables = new HashMap<>();
    private final Map<String, Map<String, JsonNode>> byId = new HashMap<>();
    private final Map<String, Map<String, List<JsonNode>>> children = new HashMap<>();
    private final Map<Object, Object> memos = new HashMap<>();

    Resolver(SoqlSource source) {
        this.source = source;
    }

    /**
     * A parent record and its object.
     *
     * @param type the parent's object API name
     * @param record the parent record
     */
    record Found(String type, JsonNode record) {}

    /** The value of a field of a record as the query sees it (formula fields evaluated). */
    JsonNode value(JsonNode record, FieldDescribe field) {
        return source.value(record, field);
    }

    /** Every record of an object. */
    Collection<? extends JsonNode> table(String objectName) {
        return tables.computeIfAbsent(objectName, source::records);
    }

    /** Candidates for {@code field = 'text'} from the source's index (the full condition still applies). */
    Collection<? extends JsonNode> equalTo(String objectName, String field, String text) {
        return source.equalTo(objectName, field, text);
    }

    /** The parent a lookup of this record points at, or null when the lookup is empty or dangling. */
    Found parent(JsonNode record, Plan.Hop hop) {
        JsonNode id = record.get(hop.reference().name());
        if (id == null || !id.isTextual() || id.asText().length() < 3) {
            return null;
        }
        String text = id.asText();
        for (String target : hop.targets()) {
            ObjectDescribe object = source.object(target).orElse(null);
            if (object == null || object.keyPrefix() == null || !text.startsWith(object.keyPrefix())) {
                continue;
            }
            JsonNode parent = byId(object.name(), text);
            if (parent != null) {
                return new Found(object.name(), parent);
            }
        }
        return null;
    }

    /** The child records whose lookup field holds this parent id, in insertion order. */
    List<JsonNode> children(String childObject, String lookupField, String parentId) {
        return children.computeIfAbsent(childObject + "." + lookupField, key -> new HashMap<>())
                .computeIfAbsent(parentId, id -> source.children(childObject, lookupField, id));
    }

    /** A value computed once per execution (a semi-join's ids), keyed by the plan part that needs it. */
    @SuppressWarnings("unchecked") // each key is private to one plan part, which always stores the same type
    <T> T memo(Object key, java.util.function.Supplier<T> compute) {
        Object value = memos.get(key);
        if (value == null) {
            value = compute.get();
            memos.put(key, value);
        }
        return (T) value;
    }

    private JsonNode byId(String objectName, String id) {
        return byId.computeIfAbsent(objectName, name -> new HashMap<>())
                .computeIfAbsent(id, key -> source.record(objectName, key));
    }
}
