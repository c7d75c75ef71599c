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
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.ApiException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Wires the SOQL engine to the org's records: {@code /query}, {@code /queryAll} and their next pages. */
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
