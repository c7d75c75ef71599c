package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.databind.util.RawValue;
import com.sun.net.httpserver.HttpExchange;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code /composite} and {@code /composite/batch} resources, and the mounting of the composite family. */
public final class Composite {
    static final int MAX_SUBREQUESTS = 25;

    private static final Pattern REFERENCE = Pattern.compile("@\\{([A-Za-z0-9_]+)((?:\\.[A-Za-z0-9_]+|\\[\\d+])*)}");
    private static final Pattern REFERENCE_ID = Pattern.compile("[A-Za-z0-9_]+");
    private static final Set<String> METHODS = Set.of("GET", "POST", "PATCH", "PUT", "DELETE");
    private static final Set<String> FORBIDDEN_HEADERS = Set.of("accept", "authorization", "content-type");
    private static final Set<String> KEPT_HEADERS = Set.of("Location", "Last-Modified", "ETag");

    private final Router router;
    private final SObjectService records;
    private final Tree tree;
    private final Collections collections;

    private Composite(Router router, SObjectService records) {
        this.router = router;
        this.records = records;
        this.tree = new Tree(records);
        this.collections = new Collections(records);
    }

    /** Mounts {@code /composite/...} and the external-id rows {@code /sobjects/X/Field/value} on the router. */
    public static void mount(Router router, SObjectService records) {
        Composite composite = new Composite(router, records);
        router.mount("composite", composite::route);
        router.mount(Router.EXTERNAL_ID, new ExternalIdResource(router, records)::handle);
    }

    /**
     * A subrequest's answer: the HTTP status, the response headers kept in composite answers, and the JSON body (null
     * when empty). A body is kept as the bytes the resource sent until something reads into it (a reference, a
     * save result's warnings), so a composite of describes copies each one once instead of parsing and rendering it.
     */
    static final class Result {
        private final int status;
        private final ObjectNode headers;
        private JsonNode body;
        private byte[] sent;

        Result(int status, ObjectNode headers, JsonNode body) {
            this.status = status;
            this.headers = headers;
            this.body = body;
        }

        private Result(int status, ObjectNode headers, byte[] sent) {
            this(status, headers, (JsonNode) null);
            this.sent = sent.length == 0 ? null : sent;
        }

        int status() {
            return status;
        }

        ObjectNode headers() {
            return headers;
        }

        /** The body as JSON, parsed on first use; null when empty. */
        JsonNode body() {
            if (sent != null) {
                try {
                    body = Json.MAPPER.readTree(sent);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException("a resource answered with malformed JSON", e);
                }
                sent = null;
            }
            return body;
        }

        /** Puts the body into {@code answer} as {@code member}: as sent when nothing has parsed it. */
        void putBody(ObjectNode answer, String member) {
            if (sent != null) {
                answer.putRawValue(member, new RawValue(new String(sent, StandardCharsets.UTF_8)));
            } else {
                answer.set(member, body == null ? Json.NODES.nullNode() : body);
            }
        }
    }

    private void route(
            HttpExchange exchange, String method, String version, List<String> segments, Map<String, String> query)
            throws IOException {
        String kind = segments.size() > 2 ? segments.get(2) : "";
        switch (kind) {
            case "" -> {
                Router.allow(method, "POST");
                Router.send(exchange, 200, composite(exchange, router.body(exchange)));
            }
            case "batch" -> {
                Router.allow(method, "POST");
                Router.send(exchange, 200, batch(exchange, router.body(exchange)));
            }
            case "tree" -> {
                Router.allow(method, "POST");
                if (segments.size() != 4) {
                    throw ApiException.notFound();
                }
                Tree.Outcome outcome = tree.create(segments.get(3), router.body(exchange));
                Router.send(exchange, outcome.status(), outcome.body());
            }
            case "sobjects" -> collections.handle(exchange, router, method, version, segments, query);
            default -> throw ApiException.notFound();
        }
    }

    /** Runs one subrequest in-process through the router, as the caller of the enclosing request. */
    Result dispatch(HttpExchange outer, String method, String url, JsonNode body, JsonNode headers) throws IOException {
        URI uri = UrlText.lenientUri(url.startsWith("/") ? url : "/services/data/" + url);
        LocalExchange local = new LocalExchange(
                method, uri, body == null || body.isNull() ? null : Json.bytes(body), outer.getLocalAddress());
        if (body != null && !body.isNull()) {
            local.getRequestHeaders().set("Content-Type", "application/json");
        }
        if (headers != null) {
            headers.properties().forEach(e -> local.getRequestHeaders()
                    .set(e.getKey(), e.getValue().asText()));
        }
        router.handle(local);
        ObjectNode kept = Json.object();
        local.getResponseHeaders().forEach((name, values) -> {
            for (String wanted : KEPT_HEADERS) {
                if (wanted.equalsIgnoreCase(name) && !values.isEmpty()) {
                    kept.put(wanted, values.get(0));
                }
            }
        });
        return new Result(local.getResponseCode(), kept, local.responseBytes());
    }

    private ObjectNode composite(HttpExchange exchange, JsonNode envelope) {
        JsonNode requests = envelope.path("compositeRequest");
        if (!envelope.isObject() || !requests.isArray() || requests.isEmpty()) {
            throw ApiException.badRequest(
                    "JSON_PARSER_ERROR", "The request must have a non-empty compositeRequest array", List.of());
        }
        if (requests.size() > MAX_SUBREQUESTS) {
            throw ApiException.badRequest(
                    "INVALID_INPUT", "Exceeded max limit of subrequests allowed: " + MAX_SUBREQUESTS, List.of());
        }
        Set<String> seen = new HashSet<>();
        for (JsonNode request : requests) {
            checkSubrequest(request, seen);
        }
        boolean allOrNone = envelope.path("allOrNone").asBoolean(false);
        boolean readOnly = true;
        for (JsonNode request : requests) {
            readOnly &= request.get("method").asText().equals("GET");
        }
        if (readOnly) {
            // Nothing to roll back and nothing to keep others from seeing: reads (describes, records, queries) run
            // side by side with other callers' requests, each under its own lock, as separate GETs would.
            try {
                return answer(exchange, requests, allOrNone, null);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        RecordStore store = records.store();
        return store.write(() -> {
            RecordStore.Savepoint savepoint = store.savepoint();
            try {
                return answer(exchange, requests, allOrNone, savepoint);
            } catch (IOException | RuntimeException e) {
                store.rollback(savepoint);
                throw e instanceof IOException io ? new java.io.UncheckedIOException(io) : (RuntimeException) e;
            }
        });
    }

    /** Runs the subrequests in order and builds the answer; with a savepoint, all or none rolls back to it. */
    private ObjectNode answer(
            HttpExchange exchange, JsonNode requests, boolean allOrNone, RecordStore.Savepoint savepoint)
            throws IOException {
        List<Result> results = new ArrayList<>();
        Map<String, Result> byReference = new HashMap<>();
        int failed = -1;
        for (JsonNode request : requests) {
            String ref = request.get("referenceId").asText();
            Result result = failed >= 0 && allOrNone ? null : runSubrequest(exchange, request, byReference);
            results.add(result);
            byReference.put(ref, result);
            if (result != null && result.status() >= 400 && failed < 0) {
                failed = results.size() - 1;
            }
        }
        boolean rollback = allOrNone && failed >= 0;
        if (savepoint != null) {
            RecordStore store = records.store();
            if (rollback) {
                store.rollback(savepoint);
            } else {
                store.release(savepoint);
            }
        }
        ObjectNode out = Json.object();
        ArrayNode answers = out.putArray("compositeResponse");
        for (int i = 0; i < results.size(); i++) {
            Result result = rollback && i != failed ? halted() : results.get(i);
            ObjectNode answer = answers.addObject();
            result.putBody(answer, "body");
            answer.set("httpHeaders", result.headers());
            answer.put("httpStatusCode", result.status());
            answer.put("referenceId", requests.get(i).get("referenceId").asText());
        }
        return out;
    }

    private Result runSubrequest(HttpExchange exchange, JsonNode request, Map<String, Result> byReference)
            throws IOException {
        String method = request.get("method").asText();
        try {
            String url = resolveText(request.get("url").asText(), byReference, true);
            JsonNode body = request.has("body") ? resolve(request.get("body"), byReference) : null;
            Result result = dispatch(exchange, method, url, body, request.get("httpHeaders"));
            if (!method.equals("GET")
                    && result.body() instanceof ObjectNode saved
                    && saved.has("success")
                    && !saved.has("warnings")) {
                saved.putArray("warnings");
            }
            return result;
        } catch (UnresolvedReference e) {
            return halted();
        }
    }

    private static Result halted() {
        return new Result(
                400,
                Json.object(),
                Json.bareError(new ApiException.ApiError(
                        "The transaction was rolled back since another operation in the same transaction failed.",
                        "PROCESSING_HALTED",
                        List.of())));
    }

    private static void checkSubrequest(JsonNode request, Set<String> seen) {
        String ref = request.path("referenceId").asText("");
        if (!REFERENCE_ID.matcher(ref).matches() || !seen.add(ref)) {
            throw ApiException.badRequest(
                    "INVALID_INPUT", "Invalid or duplicate referenceId: '" + ref + "'", List.of("referenceId"));
        }
        if (!METHODS.contains(request.path("method").asText(""))
                || !request.path("url").isTextual()) {
            throw ApiException.badRequest(
                    "INVALID_INPUT", "Subrequest " + ref + " needs a method and a url", List.of("method", "url"));
        }
        for (Iterator<String> names = request.path("httpHeaders").fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (FORBIDDEN_HEADERS.contains(name.toLowerCase(java.util.Locale.ROOT))) {
                throw ApiException.badRequest(
                        "INVALID_INPUT", "The header " + name + " cannot be set on a subrequest", List.of());
            }
        }
    }

    /** A reference to a subrequest that failed, was halted or has not run. */
    private static final class UnresolvedReference extends Exception {
        private static final long serialVersionUID = 1L;

        UnresolvedReference(String message) {
            super(message, null, false, false);
        }
    }

    private static JsonNode resolve(JsonNode node, Map<String, Result> byReference) throws UnresolvedReference {
        if (node.isTextual()) {
            String text = node.asText();
            Matcher whole = REFERENCE.matcher(text);
            if (whole.matches()) {
                JsonNode value = lookup(whole, byReference);
                return value.isContainerNode() ? value.deepCopy() : value;
            }
            return new TextNode(resolveText(text, byReference, false));
        }
        if (node.isObject()) {
            ObjectNode copy = Json.object();
            for (var e : node.properties()) {
                copy.set(e.getKey(), resolve(e.getValue(), byReference));
            }
            return copy;
        }
        if (node.isArray()) {
            ArrayNode copy = Json.array();
            for (JsonNode item : node) {
                copy.add(resolve(item, byReference));
            }
            return copy;
        }
        return node;
    }

    private static String resolveText(String text, Map<String, Result> byReference, boolean url)
            throws UnresolvedReference {
        Matcher matcher = REFERENCE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String value = lookup(matcher, byReference).asText();
            matcher.appendReplacement(out, Matcher.quoteReplacement(url ? value.replace(" ", "%20") : value));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    private static JsonNode lookup(Matcher matcher, Map<String, Result> byReference) throws UnresolvedReference {
        Result result = byReference.get(matcher.group(1));
        if (result == null || result.status() >= 400 || result.body() == null) {
            throw new UnresolvedReference(matcher.group(1));
        }
        JsonNode node = result.body();
        Matcher step = Pattern.compile("\\.([A-Za-z0-9_]+)|\\[(\\d+)]").matcher(matcher.group(2));
        while (step.find()) {
            node = step.group(1) != null ? node.path(step.group(1)) : node.path(Integer.parseInt(step.group(2)));
        }
        if (node.isMissingNode()) {
            throw new UnresolvedReference(matcher.group());
        }
        return node;
    }

    private ObjectNode batch(HttpExchange exchange, JsonNode envelope) throws IOException {
        JsonNode requests = envelope.path("batchRequests");
        if (!envelope.isObject() || !requests.isArray() || requests.isEmpty()) {
            throw ApiException.badRequest(
                    "JSON_PARSER_ERROR", "The request must have a non-empty batchRequests array", List.of());
        }
        if (requests.size() > MAX_SUBREQUESTS) {
            throw ApiException.badRequest(
                    "INVALID_INPUT", "Exceeded max limit of subrequests allowed: " + MAX_SUBREQUESTS, List.of());
        }
        for (JsonNode request : requests) {
            if (!METHODS.contains(request.path("method").asText(""))
                    || !request.path("url").isTextual()) {
                throw ApiException.badRequest(
                        "INVALID_INPUT", "Every batch request needs a method and a url", List.of("method", "url"));
            }
        }
        boolean haltOnError = envelope.path("haltOnError").asBoolean(false);
        ObjectNode out = Json.object();
        ArrayNode results = Json.array();
        boolean hasErrors = false;
        for (JsonNode request : requests) {
            ObjectNode item = results.addObject();
            if (hasErrors && haltOnError) {
                item.put("statusCode", 412);
                item.set(
                        "result",
                        Json.errorArray(List.of(new ApiException.ApiError(
                                "The transaction was rolled back since another operation in the same transaction"
                                        + " failed.",
                                "BATCH_PROCESSING_HALTED",
                                List.of()))));
                continue;
            }
            String url = request.get("url").asText();
            Result result = dispatch(
                    exchange,
                    request.get("method").asText(),
                    url.startsWith("/services/data/") ? url : "/services/data/" + url.replaceFirst("^/", ""),
                    request.get("richInput"),
                    null);
            item.put("statusCode", result.status());
            result.putBody(item, "result");
            hasErrors |= result.status() >= 400;
        }
        out.put("hasErrors", hasErrors);
        out.set("results", results);
        return out;
    }
}
