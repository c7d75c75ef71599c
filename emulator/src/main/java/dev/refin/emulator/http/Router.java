package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.service.Replication;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** Routes {@code /services/data/...} requests to the resources and turns every refusal into the error array. */
public final class Router implements HttpHandler {
    private static final String PREFIX = "/services/data";

    private final SObjectService records;
    private final MetadataResources metadata;
    private final Instant schemaModified;
    private final long maxBodyBytes;
    private final AtomicLong errorIds = new AtomicLong();
    private final QueryResources queries;
    private final Replication replication;
    private final Map<String, Resource> mounts = new java.util.concurrent.ConcurrentHashMap<>();

    /** A resource served under {@code /services/data/vNN.N/<segment>}, handled outside this class. */
    @FunctionalInterface
    public interface Resource {
        /** Serves a request; {@code segments} are the decoded path segments after {@code /services/data}. */
        void handle(
                HttpExchange exchange, String method, String version, List<String> segments, Map<String, String> query)
                throws IOException;
    }

    /** Serves {@code /services/data/vNN.N/<segment>/...} by a resource; {@code sobjects/*} external-id rows use key {@value #EXTERNAL_ID}. */
    public void mount(String segment, Resource resource) {
        mounts.put(segment, resource);
    }

    /** The mount key of the external-id row resource {@code sobjects/X/Field/value}. */
    static final String EXTERNAL_ID = "sobjects/external-id";

    public Router(SObjectService records, MetadataResources metadata, Instant schemaModified, long maxBodyBytes) {
        this.records = records;
        this.metadata = metadata;
        this.schemaModified = schemaModified;
        this.maxBodyBytes = maxBodyBytes;
        this.queries = new QueryResources(records);
        this.replication = new Replication(records);
        // The route table: every resource under /services/data/vNN.N/<segment> is one row.
        mount("sobjects", this::routeSObjects);
        mount("query", this::routeQuery);
        mount("queryAll", this::routeQuery);
        mount("recent", this::routeRecent);
        mount("search", (exchange, method, version, segments, query) -> {
            allow(method, "GET");
            if (segments.size() != 2) {
                throw ApiException.notFound();
            }
            send(exchange, 200, queries.search(version, query));
        });
        mount("parameterizedSearch", (exchange, method, version, segments, query) -> {
            allow(method, "GET", "POST");
            if (segments.size() != 2) {
                throw ApiException.notFound();
            }
            JsonNode parameters = method.equals("GET")
                    ? QueryResources.searchParameters(exchange.getRequestURI().getRawQuery())
                    : body(exchange);
            if (!parameters.isObject()) {
                throw ApiException.badRequest("JSON_PARSER_ERROR", "The search must be a JSON object", List.of());
            }
            send(exchange, 200, queries.parameterizedSearch(version, (ObjectNode) parameters));
        });
    }

    private void routeQuery(
            HttpExchange exchange, String method, String version, List<String> segments, Map<String, String> query)
            throws IOException {
        allow(method, "GET");
        send(
                exchange,
                200,
                queries.answer(
                        exchange, version, segments, query, segments.get(1).equals("queryAll")));
    }

    /** {@code GET /recent[?limit=n]}: the caller's most recently viewed records, newest first. */
    private void routeRecent(
            HttpExchange exchange, String method, String version, List<String> segments, Map<String, String> query)
            throws IOException {
        allow(method, "GET");
        if (segments.size() != 2) {
            throw ApiException.notFound();
        }
        int limit = Integer.MAX_VALUE;
        String text = query.get("limit");
        if (text != null) {
            try {
                limit = Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                limit = -1;
            }
            if (limit < 1) {
                throw ApiException.badRequest(
                        "INVALID_QUERY_PARAMETER", "limit must be a positive number: " + text, List.of());
            }
        }
        ArrayNode items = Json.array();
        records.recent(null, limit, version).forEach(items::add);
        send(exchange, 200, items);
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            try {
                route(exchange);
            } catch (ApiException e) {
                send(exchange, e.status(), e.bare() ? Json.bareError(e.errors().get(0)) : Json.errorArray(e.errors()));
            } catch (RuntimeException e) {
                // Never a stack trace on the wire: an id the log could be searched for, as the platform does.
                ApiException unexpected = new ApiException(
                        500,
                        "UNKNOWN_EXCEPTION",
                        "An unexpected error occurred. Please include this ErrorId if you contact support: "
                                + errorIds.incrementAndGet() + " ("
                                + e.getClass().getSimpleName() + ")",
                        List.of());
                send(exchange, 500, Json.errorArray(unexpected.errors()));
            }
        }
    }

    private void route(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getRawPath();
        if (!path.equals(PREFIX) && !path.startsWith(PREFIX + "/")) {
            throw ApiException.notFound();
        }
        List<String> segments = new ArrayList<>();
        for (String segment : path.substring(PREFIX.length()).split("/")) {
            if (!segment.isEmpty()) {
                segments.add(UrlText.decode(segment));
            }
        }
        Map<String, String> query = query(exchange.getRequestURI().getRawQuery());
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        if (method.equals("POST") && query.containsKey("_HttpMethod")) {
            method = query.get("_HttpMethod").toUpperCase(Locale.ROOT);
        }
        if (segments.isEmpty()) {
            allow(method, "GET");
            send(exchange, 200, MetadataResources.versions());
            return;
        }
        String version = MetadataResources.version(segments.get(0));
        if (segments.size() == 1) {
            allow(method, "GET");
            ObjectNode resources = MetadataResources.resources(version);
            Auth.User caller = Auth.current();
            if (caller != null) {
                resources.put(
                        "identity",
                        Auth.identityUrl(
                                "http://127.0.0.1:" + exchange.getLocalAddress().getPort(), caller));
            }
            send(exchange, 200, resources);
            return;
        }
        if (segments.get(1).equals("sobjects")
                && segments.size() > 4
                && segments.get(3).equals("describe")) {
            // Of describe's sub-resources only the layouts are emulated.
            if (!segments.get(4).equals("layouts") || segments.size() > 6) {
                throw ApiException.notFound();
            }
            allow(method, "GET");
            send(
                    exchange,
                    200,
                    metadata.layouts(segments.get(2), version, segments.size() == 6 ? segments.get(5) : null));
            return;
        }
        Resource mounted = segments.get(1).equals("sobjects") && segments.size() == 5
                ? mounts.get(EXTERNAL_ID)
                : mounts.get(segments.get(1));
        if (mounted == null) {
            throw ApiException.notFound();
        }
        mounted.handle(exchange, method, version, segments, query);
    }

    private void routeSObjects(
            HttpExchange exchange, String method, String version, List<String> segments, Map<String, String> query)
            throws IOException {
        if (segments.size() > 4) {
            throw ApiException.notFound();
        }
        if (segments.size() == 2) {
            allow(method, "GET");
            sendDescribe(exchange, Json.bytes(metadata.describeGlobal(version)));
            return;
        }
        String object = segments.get(2);
        if (segments.size() == 3) {
            allow(method, "GET", "POST");
            if (method.equals("GET")) {
                ObjectNode info = metadata.basicInfo(object, version);
                ArrayNode recentItems = info.putArray("recentItems");
                records.recent(records.object(object).name(), Integer.MAX_VALUE, version)
                        .forEach(recentItems::add);
                send(exchange, 200, info);
                return;
            }
            records.object(object);
            String id = records.create(object, body(exchange));
            ObjectNode created = Json.object();
            created.put("id", id);
            created.put("success", true);
            created.putArray("errors");
            exchange.getResponseHeaders()
                    .set(
                            "Location",
                            PREFIX + "/" + version + "/sobjects/"
                                    + records.object(object).name() + "/" + id);
            send(exchange, 201, created);
            return;
        }
        String target = segments.get(3);
        if (target.equals("updated") || target.equals("deleted")) {
            allow(method, "GET");
            send(
                    exchange,
                    200,
                    target.equals("updated") ? replication.updated(object, query) : replication.deleted(object, query));
            return;
        }
        if (target.equals("describe")) {
            allow(method, "GET");
            sendDescribe(exchange, metadata.describe(object, version));
            return;
        }
        allow(method, "GET", "PATCH", "DELETE");
        if (!method.equals("GET")) {
            records.refuseEmptyKey(object, target);
        }
        records.object(object);
        switch (method) {
            case "GET" -> send(exchange, 200, records.read(object, target, query.get("fields"), version));
            case "PATCH" -> {
                records.update(object, target, body(exchange));
                send(exchange, 204, null);
            }
            default -> {
                records.delete(object, target);
                send(exchange, 204, null);
            }
        }
    }

    public static void allow(String method, String... allowed) {
        for (String one : allowed) {
            if (one.equals(method)) {
                return;
            }
        }
        throw new ApiException(
                405,
                "METHOD_NOT_ALLOWED",
                "HTTP Method '" + method + "' not allowed. Allowed are " + String.join(",", allowed),
                List.of());
    }

    /** Answers a describe (JSON bytes), or 304 with no body when the client's copy is as new as the schema. */
    private void sendDescribe(HttpExchange exchange, byte[] describe) throws IOException {
        exchange.getResponseHeaders()
                .set(
                        "Last-Modified",
                        DateTimeFormatter.RFC_1123_DATE_TIME.format(schemaModified.atZone(ZoneOffset.UTC)));
        exchange.getResponseHeaders().set("ETag", "\"" + Long.toHexString(schemaModified.getEpochSecond()) + "\"");
        String since = exchange.getRequestHeaders().getFirst("If-Modified-Since");
        if (since != null) {
            try {
                Instant cached = ZonedDateTime.parse(since.trim(), DateTimeFormatter.RFC_1123_DATE_TIME)
                        .toInstant();
                if (!schemaModified.isAfter(cached)) {
                    send(exchange, 304, null);
                    return;
                }
            } catch (DateTimeParseException e) {
                // The platform ignores a date it cannot read and answers in full.
            }
        }
        sendBytes(exchange, 200, describe);
    }

    /** Sends a JSON answer already rendered to bytes. */
    static void sendBytes(HttpExchange exchange, int status, byte[] json) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
        exchange.sendResponseHeaders(status, json.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(json);
        }
    }

    /** Reads a JSON body, refusing a non-JSON content type and a body over the size limit. */
    public JsonNode body(HttpExchange exchange) throws IOException {
        String contentType = exchange.getRequestHeaders().getFirst("Content-Type");
        if (contentType != null && !contentType.toLowerCase(Locale.ROOT).contains("json")) {
            throw new ApiException(
                    415,
                    "UNSUPPORTED_MEDIA_TYPE",
                    "Content type '" + contentType + "' not supported: send application/json",
                    List.of());
        }
        byte[] bytes;
        try (InputStream in = exchange.getRequestBody()) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBodyBytes + 1));
        }
        if (bytes.length > maxBodyBytes) {
            throw new ApiException(
                    413,
                    "REQUEST_ENTITY_TOO_LARGE",
                    "The request body exceeds the limit of " + maxBodyBytes + " bytes",
                    List.of());
        }
        return Json.parse(bytes);
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> out = new HashMap<>();
        if (raw == null) {
            return out;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String key = UrlText.decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : UrlText.decode(pair.substring(eq + 1));
            out.putIfAbsent(key, value);
        }
        return out;
    }

    public static void send(HttpExchange exchange, int status, JsonNode body) throws IOException {
        if (body == null) {
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        sendBytes(exchange, status, Json.bytes(body));
    }
}
