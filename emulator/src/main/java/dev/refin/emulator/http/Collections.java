package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** sObject Collections {@code /composite/sobjects}: create, update, upsert, delete and retrieve up to 200 records. */
final class Collections {
    static final int MAX_RECORDS = 200;

    private final SObjectService records;

    Collections(SObjectService records) {
        this.records = records;
    }

    /** A single record's operation inside a collection call: returns its result object or throws its refusal. */
    @FunctionalInterface
    private interface Operation {
        ObjectNode apply(JsonNode item);
    }

    void handle(
            HttpExchange exchange,
            Router router,
            String method,
            String version,
            List<String> segments,
            Map<String, String> query)
            throws IOException {
        if (segments.size() == 3) {
            Router.allow(method, "POST", "PATCH", "DELETE");
            if (method.equals("DELETE")) {
                List<JsonNode> ids = new ArrayList<>();
                for (String id : query.getOrDefault("ids", "").split(",")) {
                    if (!id.isBlank()) {
                        ids.add(Json.NODES.textNode(id.trim()));
                    }
                }
                boolean allOrNone = Boolean.parseBoolean(query.getOrDefault("allOrNone", "false"));
                Router.send(exchange, 200, run(ids, allOrNone, this::delete));
                return;
            }
            JsonNode envelope = router.body(exchange);
            Operation operation = method.equals("POST") ? this::create : this::update;
            Router.send(
                    exchange,
                    200,
                    run(items(envelope), envelope.path("allOrNone").asBoolean(false), operation));
            return;
        }
        String objectName = segments.get(3);
        if (segments.size() == 4) {
            Router.allow(method, "GET", "POST");
            JsonNode envelope = method.equals("POST") ? router.body(exchange) : null;
            Router.send(exchange, 200, retrieve(objectName, envelope, query, version));
            return;
        }
        if (segments.size() == 5) {
            Router.allow(method, "PATCH");
            JsonNode envelope = router.body(exchange);
            String field = records.externalIdField(records.object(objectName), segments.get(4))
                    .name();
            Operation upsert = item -> {
                ObjectNode values = stripAttributes(item);
                JsonNode key = values.remove(field);
                if (key == null || key.isNull()) {
                    throw ApiException.badRequest("MISSING_ARGUMENT", field + " not specified", List.of(field));
                }
                SObjectService.Upsert result = records.upsert(objectName, field, key.asText(), values);
                if (result.id() == null) {
                    throw ApiException.badRequest(
                            "DUPLICATE_EXTERNAL_ID",
                            field + ": more than one record found for external id field: " + result.matches(),
                            List.of(field));
                }
                ObjectNode out = saved(result.id());
                out.put("created", result.created());
                return out;
            };
            Router.send(
                    exchange,
                    200,
                    run(items(envelope), envelope.path("allOrNone").asBoolean(false), upsert));
            return;
        }
        throw ApiException.notFound();
    }

    private static List<JsonNode> items(JsonNode envelope) {
        JsonNode list = envelope.path("records");
        if (!envelope.isObject() || !list.isArray()) {
            throw ApiException.badRequest("JSON_PARSER_ERROR", "The request must have a records array", List.of());
        }
        List<JsonNode> out = new ArrayList<>();
        list.forEach(out::add);
        return out;
    }

    /** Runs every item under one lock; with all-or-none, one refusal rolls every item back. */
    private ArrayNode run(List<JsonNode> items, boolean allOrNone, Operation operation) {
        if (items.size() > MAX_RECORDS) {
            throw ApiException.badRequest(
                    "EXCEEDED_ID_LIMIT",
                    "record limit reached. cannot submit more than " + MAX_RECORDS + " records into this call",
                    List.of());
        }
        RecordStore store = records.store();
        return store.write(() -> {
            RecordStore.Savepoint savepoint = store.savepoint();
            List<ObjectNode> results = new ArrayList<>();
            boolean failed = false;
            for (JsonNode item : items) {
                RecordStore.Savepoint single = store.savepoint();
                try {
                    results.add(operation.apply(item));
                    store.release(single);
                } catch (ApiException e) {
                    store.rollback(single);
                    ObjectNode failure = Json.object();
                    failure.put("success", false);
                    failure.set("errors", itemErrors(e));
                    results.add(failure);
                    failed = true;
                }
            }
            ArrayNode out = Json.array();
            if (allOrNone && failed) {
                store.rollback(savepoint);
                for (ObjectNode result : results) {
                    out.add(result.path("success").asBoolean() ? rolledBack() : result);
                }
                return out;
            }
            store.release(savepoint);
            results.forEach(out::add);
            return out;
        });
    }

    private ObjectNode create(JsonNode item) {
        String type = type(item);
        ObjectNode values = stripAttributes(item);
        if (values.has("Id") || values.has("id")) {
            throw ApiException.badRequest("INVALID_FIELD", "cannot specify Id in an insert call", List.of("Id"));
        }
        return saved(records.create(type, values));
    }

    private ObjectNode update(JsonNode item) {
        String type = type(item);
        ObjectNode values = stripAttributes(item);
        JsonNode id = values.has("Id") ? values.remove("Id") : values.remove("id");
        if (id == null || id.isNull()) {
            throw ApiException.badRequest("MISSING_ARGUMENT", "Id not specified in an update call", List.of());
        }
        records.update(type, id.asText(), values);
        return saved(id.asText());
    }

    private ObjectNode delete(JsonNode idNode) {
        String id = idNode.asText();
        String canonical = RecordIds.canonical(id);
        if (canonical == null) {
            throw ApiException.badRequest("MALFORMED_ID", "malformed id " + id, List.of());
        }
        String type = records.objectOfId(canonical);
        if (type == null) {
            throw ApiException.badRequest("INVALID_CROSS_REFERENCE_KEY", "invalid cross reference id", List.of());
        }
        records.delete(type, canonical);
        return saved(canonical);
    }

    private ArrayNode retrieve(String objectName, JsonNode envelope, Map<String, String> query, String version) {
        List<String> ids = new ArrayList<>();
        String fields;
        if (envelope != null) {
            envelope.path("ids").forEach(id -> ids.add(id.asText()));
            List<String> names = new ArrayList<>();
            envelope.path("fields").forEach(f -> names.add(f.asText()));
            fields = String.join(",", names);
        } else {
            for (String id : query.getOrDefault("ids", "").split(",")) {
                if (!id.isBlank()) {
                    ids.add(id.trim());
                }
            }
            fields = query.get("fields");
        }
        if (fields == null || fields.isBlank()) {
            throw ApiException.badRequest("MISSING_ARGUMENT", "fields not specified", List.of());
        }
        ArrayNode out = Json.array();
        for (String id : ids) {
            try {
                out.add(records.read(objectName, id, fields, version));
            } catch (ApiException e) {
                if (e.errors().get(0).errorCode().equals("INVALID_FIELD")) {
                    throw e;
                }
                out.addNull();
            }
        }
        return out;
    }

    private static String type(JsonNode item) {
        String type = item.path("attributes").path("type").asText("");
        if (type.isEmpty()) {
            throw ApiException.badRequest("INVALID_TYPE", "Must send a concrete entity type.", List.of());
        }
        return type;
    }

    private static ObjectNode stripAttributes(JsonNode item) {
        if (!item.isObject()) {
            throw ApiException.badRequest("JSON_PARSER_ERROR", "Every record must be a JSON object", List.of());
        }
        ObjectNode values = ((ObjectNode) item).deepCopy();
        values.remove("attributes");
        return values;
    }

    private static ObjectNode saved(String id) {
        ObjectNode out = Json.object();
        out.put("id", id);
        out.put("success", true);
        out.putArray("errors");
        return out;
    }

    private static ObjectNode rolledBack() {
        ObjectNode out = Json.object();
        out.put("success", false);
        ArrayNode errors = out.putArray("errors");
        ObjectNode error = errors.addObject();
        error.put("statusCode", "ALL_OR_NONE_OPERATION_ROLLED_BACK");
        error.put(
                "message",
                "Record rolled back because not all records were valid and the request was using AllOrNone header");
        error.putArray("fields");
        return out;
    }

    /** A refusal as item-level errors: {@code statusCode}, {@code message}, {@code fields}. */
    static ArrayNode itemErrors(ApiException e) {
        ArrayNode errors = Json.array();
        for (ApiException.ApiError error : e.errors()) {
            ObjectNode item = errors.addObject();
            item.put("statusCode", error.errorCode());
            item.put("message", error.message());
            ArrayNode fields = item.putArray("fields");
            error.fields().forEach(fields::add);
        }
        return errors;
    }
}
