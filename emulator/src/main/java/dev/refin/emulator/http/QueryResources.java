package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.soql.QueryException;
import dev.refin.emulator.soql.QueryService;
import dev.refin.emulator.soql.SoqlSource;
import dev.refin.emulator.soql.SoslSearch;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Wires the SOQL engine to the org's records: {@code /query}, {@code /queryAll} and their next pages, a query's plan
 * ({@code explain=}) and its column metadata ({@code columns=true}).
 */
public final class QueryResources {
    /** Whether the query on this thread is a {@code queryAll}, which also reads the recycle bin. */
    private static final ThreadLocal<Boolean> INCLUDE_DELETED = ThreadLocal.withInitial(() -> false);

    private final QueryService service;
    private final SObjectService records;

    public QueryResources(SObjectService records) {
        this.records = records;
        this.service = new QueryService(new SoqlSource() {
            @Override
            public Optional<ObjectDescribe> object(String name) {
                try {
                    // An object the describe says is not queryable is, to SOQL, an unsupported type.
                    return Optional.of(records.object(name)).filter(ObjectDescribe::queryable);
                } catch (ApiException e) {
                    return Optional.empty();
                }
            }

            @Override
            public Collection<ObjectDescribe> objects() {
                return records.objects().stream()
                        .filter(ObjectDescribe::queryable)
                        .toList();
            }

            @Override
            public Collection<? extends JsonNode> records(String objectName) {
                Collection<ObjectNode> live = records.store().all(objectName);
                if (!INCLUDE_DELETED.get()) {
                    return live;
                }
                Instant retained = records.clock().instant().minus(RecordStore.RETENTION);
                List<JsonNode> all = new ArrayList<>(live);
                for (RecordStore.Binned binned : records.store().binned(objectName)) {
                    if (binned.deletedAt().isAfter(retained)) {
                        all.add(binned.row());
                    }
                }
                return all;
            }

            @Override
            public JsonNode record(String objectName, String id) {
                return records.store().peek(objectName, id);
            }

            @Override
            public List<JsonNode> children(String childObject, String lookupField, String parentId) {
                List<JsonNode> out = new ArrayList<>();
                for (JsonNode child : records.store().matching(childObject, lookupField, parentId)) {
                    if (parentId.equals(child.path(lookupField).asText())) {
                        out.add(child);
                    }
                }
                return out;
            }

            @Override
            public Collection<? extends JsonNode> equalTo(String objectName, String field, String text) {
                // The recycle bin is not indexed: queryAll scans.
                return INCLUDE_DELETED.get()
                        ? records(objectName)
                        : records.store().matching(objectName, field, text);
            }

            @Override
            public JsonNode value(JsonNode record, FieldDescribe field) {
                return records.formulas().value(record, field);
            }

            @Override
            public Clock clock() {
                return records.clock();
            }
        });
    }

    /** The answer to a GET on a query resource; a refused query becomes the platform's error array. */
    JsonNode answer(
            HttpExchange exchange,
            String version,
            List<String> segments,
            Map<String, String> query,
            boolean includeDeleted) {
        try {
            if (segments.size() == 2 && query.containsKey("explain")) {
                return records.store().read(() -> service.explain(query.get("explain")));
            }
            if (segments.size() == 2 && "true".equalsIgnoreCase(query.get("columns"))) {
                // The query's column metadata instead of its rows, as real orgs answer columns=true.
                return records.store().read(() -> service.columns(query.get("q")));
            }
            if (segments.size() == 2) {
                // One consistent read: the query sees the stored records themselves, not copies.
                String options = exchange.getRequestHeaders().getFirst("Sforce-Query-Options");
                INCLUDE_DELETED.set(includeDeleted);
                try {
                    return records.store().read(() -> service.query(version, query.get("q"), options));
                } finally {
                    INCLUDE_DELETED.remove();
                }
            }
            if (segments.size() == 3) {
                return service.next(version, segments.get(2));
            }
            throw ApiException.notFound();
        } catch (QueryException e) {
            throw ApiException.framework(e.status(), e.errorCode(), e.getMessage());
        }
    }

    /** {@code GET /search?q=<SOSL>}: a SOSL search; a refused one becomes the platform's error array. */
    JsonNode search(String version, Map<String, String> query) {
        try {
            SoslSearch.Request request = SoslSearch.parse(query.get("q"));
            return records.store().read(() -> service.search(version, request));
        } catch (QueryException e) {
            throw ApiException.framework(e.status(), e.errorCode(), e.getMessage());
        }
    }

    /**
     * {@code /parameterizedSearch}: plain search text {@code q} over the objects named by {@code sobject} (every
     * object when none), each with its {@code <object>.fields}, {@code .where} and {@code .limit} (else the global
     * {@code fields} and {@code defaultLimit}), in the fields group {@code in}, at most {@code overallLimit} rows.
     * GET passes them as parameters ({@code sobject} repeated), POST as JSON with {@code sobjects[]}.
     */
    JsonNode parameterizedSearch(String version, ObjectNode parameters) {
        String q = parameters.path("q").asText("");
        if (q.isBlank()) {
            throw ApiException.framework(400, "MISSING_ARGUMENT", "Missing required parameter: q");
        }
        String globalFields = joined(parameters.get("fields"));
        Integer defaultLimit = number(parameters, "defaultLimit");
        List<SoslSearch.Target> targets = new java.util.ArrayList<>();
        for (JsonNode sobject : parameters.path("sobjects")) {
            String name = sobject.path("name").asText();
            String fields = joined(sobject.get("fields"));
            Integer limit = number(sobject, "limit");
            targets.add(new SoslSearch.Target(
                    name,
                    fields != null ? fields : globalFields,
                    sobject.hasNonNull("where") ? sobject.get("where").asText() : null,
                    null,
                    limit != null ? limit : defaultLimit));
        }
        Integer overall = number(parameters, "overallLimit");
        String group = parameters
                .path("in")
                .asText("ALL")
                .toUpperCase(java.util.Locale.ROOT)
                .replace(" FIELDS", "");
        SoslSearch.Request request = new SoslSearch.Request(
                q, group, targets, overall == null ? SoslSearch.MAX_ROWS : Math.min(overall, SoslSearch.MAX_ROWS));
        try {
            return records.store().read(() -> service.search(version, request));
        } catch (QueryException e) {
            throw ApiException.framework(e.status(), e.errorCode(), e.getMessage());
        }
    }

    /**
     * The GET form of {@code /parameterizedSearch} as the JSON body POST sends: {@code sobject} is repeatable and
     * {@code <object>.fields|where|limit} belong to the object named.
     */
    static ObjectNode searchParameters(String rawQuery) {
        ObjectNode out = Json.object();
        Map<String, ObjectNode> objects = new java.util.LinkedHashMap<>();
        java.util.List<String[]> pairs = new java.util.ArrayList<>();
        for (String pair : rawQuery == null ? new String[0] : rawQuery.split("&")) {
            int eq = pair.indexOf('=');
            String key = UrlText.decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : UrlText.decode(pair.substring(eq + 1));
            pairs.add(new String[] {key, value});
            if (key.equals("sobject")) {
                objects.computeIfAbsent(value.toLowerCase(java.util.Locale.ROOT), k -> {
                    ObjectNode object = Json.object();
                    object.put("name", value);
                    return object;
                });
            }
        }
        for (String[] pair : pairs) {
            int dot = pair[0].lastIndexOf('.');
            ObjectNode object =
                    dot < 0 ? null : objects.get(pair[0].substring(0, dot).toLowerCase(java.util.Locale.ROOT));
            if (object != null) {
                object.put(pair[0].substring(dot + 1), pair[1]);
            } else if (!pair[0].equals("sobject")) {
                out.put(pair[0], pair[1]);
            }
        }
        objects.values().forEach(out.putArray("sobjects")::add);
        return out;
    }

    private static String joined(JsonNode fields) {
        if (fields == null || fields.isNull()) {
            return null;
        }
        if (fields.isArray()) {
            List<String> names = new java.util.ArrayList<>();
            fields.forEach(f -> names.add(f.asText()));
            return names.isEmpty() ? null : String.join(",", names);
        }
        return fields.asText().isBlank() ? null : fields.asText();
    }

    private static Integer number(JsonNode node, String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull() || value.asText().isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(value.asText().trim());
        } catch (NumberFormatException e) {
            throw ApiException.framework(400, "INVALID_QUERY_PARAMETER", name + " must be a number: " + value.asText());
        }
    }

    /** The rows of a Bulk API query job ({@code queryAll} includes deleted records). */
    public record BulkRows(List<String> columns, List<com.fasterxml.jackson.databind.node.ObjectNode> records) {}

    /** The object a Bulk API query reads, or the refusal of the query as the job's create answers it. */
    public String bulkObject(String soql) {
        try {
            return records.store().read(() -> service.bulk("v65.0", soql, false).object());
        } catch (QueryException e) {
            throw new ApiException(e.status(), e.errorCode(), e.getMessage(), List.of());
        }
    }

    /** Runs a Bulk API query in one consistent read. */
    public BulkRows bulkRows(String soql, String version, boolean includeDeleted) {
        INCLUDE_DELETED.set(includeDeleted);
        try {
            QueryService.BulkRows rows = records.store().read(() -> service.bulk(version, soql, true));
            return new BulkRows(rows.columns(), rows.records());
        } catch (QueryException e) {
            throw new ApiException(e.status(), e.errorCode(), e.getMessage(), List.of());
        } finally {
            INCLUDE_DELETED.remove();
        }
    }

    /** The CSV cells of a query row: dotted columns read through parents, nulls as empty text. */
    public static List<String> bulkValues(JsonNode row, List<String> columns) {
        List<String> out = new ArrayList<>(columns.size());
        for (String column : columns) {
            JsonNode current = row;
            for (String part : column.split("\\.")) {
                current = current == null || !current.isObject() ? null : current.get(part);
            }
            if (current == null || current.isNull() || current.isContainerNode()) {
                out.add("");
            } else if (current.isBigDecimal() || current.isDouble() || current.isFloat()) {
                out.add(current.decimalValue().toPlainString());
            } else {
                out.add(current.asText());
            }
        }
        return out;
    }
}
