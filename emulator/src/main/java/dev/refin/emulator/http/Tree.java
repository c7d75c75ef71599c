package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ChildRelationship;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The sObject Tree resource {@code /composite/tree/X}: nested records created all-or-none. */
final class Tree {
    static final int MAX_RECORDS = 200;
    static final int MAX_DEPTH = 5;

    private final SObjectService records;

    Tree(SObjectService records) {
        this.records = records;
    }

    /**
     * The answer of a tree request.
     *
     * @param status 201 when every record was created, else 400
     * @param body the {@code hasErrors}/{@code results} envelope
     */
    record Outcome(int status, ObjectNode body) {}

    /**
     * One record to insert.
     *
     * @param object the record's object
     * @param referenceId the client's reference
     * @param source the record as sent
     * @param parent the node of the parent record, or null for a root
     * @param parentField the lookup field to the parent, or null
     */
    private record Node(
            ObjectDescribe object, String referenceId, ObjectNode source, Node parent, String parentField) {}

    Outcome create(String rootType, JsonNode body) {
        ObjectDescribe root = records.object(rootType);
        JsonNode roots = body.path("records");
        if (!body.isObject() || !roots.isArray()) {
            throw ApiException.badRequest("JSON_PARSER_ERROR", "The request must have a records array", List.of());
        }
        List<List<Node>> levels = new ArrayList<>();
        Set<String> references = new HashSet<>();
        int[] count = {0};
        collect(root, roots, null, null, 0, levels, references, count);
        if (count[0] > MAX_RECORDS) {
            throw ApiException.badRequest(
                    "INVALID_INPUT", "Exceeded the limit of " + MAX_RECORDS + " records in a tree request", List.of());
        }
        RecordStore store = records.store();
        return store.write(() -> {
            RecordStore.Savepoint savepoint = store.savepoint();
            ArrayNode results = Json.array();
            ArrayNode failures = Json.array();
            java.util.Map<Node, String> ids = new java.util.IdentityHashMap<>();
            for (List<Node> level : levels) {
                for (Node node : level) {
                    ObjectNode values = fields(node);
                    if (node.parent() != null) {
                        String parentId = ids.get(node.parent());
                        if (parentId == null) {
                            continue; // the parent failed: the whole tree is rolled back anyway
                        }
                        values.put(node.parentField(), parentId);
                    }
                    try {
                        String id = records.create(node.object().name(), values);
                        ids.put(node, id);
                        ObjectNode result = results.addObject();
                        result.put("referenceId", node.referenceId());
                        result.put("id", id);
                    } catch (ApiException e) {
                        ObjectNode failure = failures.addObject();
                        failure.put("referenceId", node.referenceId());
                        failure.set("errors", Collections.itemErrors(e));
                    }
                }
            }
            ObjectNode out = Json.object();
            if (!failures.isEmpty()) {
                store.rollback(savepoint);
                out.put("hasErrors", true);
                out.set("results", failures);
                return new Outcome(400, out);
            }
            store.release(savepoint);
            out.put("hasErrors", false);
            out.set("results", results);
            return new Outcome(201, out);
        });
    }

    private void collect(
            ObjectDescribe expected,
            JsonNode list,
            Node parent,
            String parentField,
            int depth,
            List<List<Node>> levels,
            Set<String> references,
            int[] count) {
        if (depth >= MAX_DEPTH) {
            throw ApiException.badRequest(
                    "INVALID_INPUT", "A tree can be at most " + MAX_DEPTH + " levels deep", List.of());
        }
        while (levels.size() <= depth) {
            levels.add(new ArrayList<>());
        }
        for (JsonNode item : list) {
            JsonNode attributes = item.path("attributes");
            String type = attributes.path("type").asText("");
            String ref = attributes.path("referenceId").asText("");
            if (!item.isObject() || !type.equalsIgnoreCase(expected.name())) {
                throw ApiException.badRequest(
                        "INVALID_INPUT",
                        "Every record needs attributes.type " + expected.name() + ": got '" + type + "'",
                        List.of());
            }
            if (ref.isEmpty() || !references.add(ref)) {
                throw ApiException.badRequest(
                        "INVALID_INPUT", "Missing or duplicate referenceId: '" + ref + "'", List.of());
            }
            count[0]++;
            Node node = new Node(expected, ref, (ObjectNode) item, parent, parentField);
            levels.get(depth).add(node);
            for (var e : item.properties()) {
                if (e.getValue().isObject() && e.getValue().has("records")) {
                    ChildRelationship relation = childRelationship(expected, e.getKey());
                    ObjectDescribe child = records.object(relation.childSObject());
                    collect(
                            child,
                            e.getValue().get("records"),
                            node,
                            relation.field(),
                            depth + 1,
                            levels,
                            references,
                            count);
                }
            }
        }
    }

    private static ChildRelationship childRelationship(ObjectDescribe object, String name) {
        for (ChildRelationship relation : object.childRelationships()) {
            if (name.equalsIgnoreCase(relation.relationshipName())) {
                return relation;
            }
        }
        throw ApiException.badRequest(
                "INVALID_FIELD",
                "No such column '" + name + "' on entity '" + object.name() + "'. If you are attempting to use a"
                        + " custom field, be sure to append the '__c' after the custom field name.",
                List.of(name));
    }

    /** The record's own fields: without {@code attributes} and without nested child lists. */
    private static ObjectNode fields(Node node) {
        ObjectNode values = Json.object();
        node.source().properties().forEach(e -> {
            boolean children = e.getValue().isObject() && e.getValue().has("records");
            if (!e.getKey().equals("attributes") && !children) {
                values.set(e.getKey(), e.getValue());
            }
        });
        return values;
    }
}
