package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/** External-id rows {@code /sobjects/X/Field/value}: upsert by PATCH, retrieval by GET, with 300 on several matches. */
final class ExternalIdResource {
    /** The first version whose upsert answers carry {@code created} and answer an update with 200. */
    private static final double CREATED_SINCE = 46.0;

    private final Router router;
    private final SObjectService records;

    ExternalIdResource(Router router, SObjectService records) {
        this.router = router;
        this.records = records;
    }

    void handle(HttpExchange exchange, String method, String version, List<String> segments, Map<String, String> query)
            throws IOException {
        Router.allow(method, "GET", "PATCH", "DELETE");
        String objectName = segments.get(2);
        String field = segments.get(3);
        String value = segments.get(4);
        var object = records.object(objectName);
        records.externalIdField(object, field);
        String base = "/services/data/" + version + "/sobjects/" + object.name() + "/";
        if (method.equals("GET") || method.equals("DELETE")) {
            List<String> ids = method.equals("DELETE")
                    ? records.deleteByExternalId(object.name(), field, value)
                    : records.matches(object.name(), field, value);
            if (ids.size() > 1) {
                Router.send(exchange, 300, urls(base, ids));
                return;
            }
            if (ids.isEmpty()) {
                throw ApiException.notFound();
            }
            if (method.equals("DELETE")) {
                Router.send(exchange, 204, null);
                return;
            }
            Router.send(exchange, 200, records.read(object.name(), ids.get(0), query.get("fields"), version));
            return;
        }
        SObjectService.Upsert result = records.upsert(object.name(), field, value, router.body(exchange));
        if (result.id() == null) {
            Router.send(exchange, 300, urls(base, result.matches()));
            return;
        }
        boolean modern = Double.parseDouble(version.substring(1)) >= CREATED_SINCE;
        if (!result.created() && !modern) {
            Router.send(exchange, 204, null);
            return;
        }
        ObjectNode body = Json.object();
        body.put("id", result.id());
        body.put("success", true);
        body.putArray("errors");
        if (modern) {
            body.put("created", result.created());
        }
        if (result.created()) {
            exchange.getResponseHeaders().set("Location", base + result.id());
        }
        Router.send(exchange, result.created() ? 201 : 200, body);
    }

    private static ArrayNode urls(String base, List<String> ids) {
        ArrayNode out = Json.array();
        ids.forEach(id -> out.add(base + id));
        return out;
    }
}
