package dev.refin.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * A minimal org on loopback for describe traffic: describeGlobal and {@code /composite} describe
 * subrequests with {@code If-Modified-Since}, over describes held in memory. Records every request.
 */
public final class FakeOrg implements AutoCloseable {
    public static final String TOKEN = "00Dxx-fake-token";
    static final String LAST_MODIFIED = "Mon, 23 Nov 2026 10:00:00 GMT";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    final Map<String, JsonNode> describes = new ConcurrentHashMap<>();
    final Map<String, String> modified = new ConcurrentHashMap<>();
    final List<String> requests = new CopyOnWriteArrayList<>();
    private final HttpServer server;

    public FakeOrg(Path snapshot) throws IOException {
        try (Stream<Path> files = Files.list(snapshot)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                JsonNode json = MAPPER.readTree(file.toFile());
                describes.put(json.path("name").asText(), json);
                modified.put(json.path("name").asText(), LAST_MODIFIED);
            }
        }
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        requests.add(exchange.getRequestMethod() + " " + path);
        if (!("Bearer " + TOKEN).equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
            send(exchange, 401, "[{\"message\":\"Session expired or invalid\",\"errorCode\":\"INVALID_SESSION_ID\"}]");
            return;
        }
        if (path.endsWith("/sobjects/") || path.endsWith("/sobjects")) {
            ObjectNode global =
                    MAPPER.createObjectNode().put("encoding", "UTF-8").put("maxBatchSize", 200);
            ArrayNode list = global.putArray("sobjects");
            describes.keySet().stream().sorted().forEach(n -> list.addObject()
                    .put("name", n)
                    .put("label", n)
                    .put(
                            "associateEntityType",
                            describes.get(n).path("associateEntityType").asText(null)));
            send(exchange, 200, global.toString());
        } else if (path.endsWith("/composite")) {
            JsonNode body = MAPPER.readTree(exchange.getRequestBody());
            ObjectNode response = MAPPER.createObjectNode();
            ArrayNode results = response.putArray("compositeResponse");
            for (JsonNode sub : body.path("compositeRequest")) {
                String url = sub.path("url").asText();
                String name = url.replaceAll(".*/sobjects/([^/]+)/describe$", "$1");
                ObjectNode result = results.addObject()
                        .put("referenceId", sub.path("referenceId").asText());
                JsonNode describe = describes.get(name);
                String since = sub.path("httpHeaders").path("If-Modified-Since").asText(null);
                if (describe == null) {
                    result.put("httpStatusCode", 404);
                    result.putArray("body")
                            .addObject()
                            .put("errorCode", "NOT_FOUND")
                            .put("message", "The requested resource does not exist");
                } else if (since != null && since.equals(modified.get(name))) {
                    result.put("httpStatusCode", 304).putNull("body");
                    result.putObject("httpHeaders").put("Last-Modified", modified.get(name));
                } else {
                    result.put("httpStatusCode", 200).set("body", describe);
                    result.putObject("httpHeaders").put("Last-Modified", modified.get(name));
                }
            }
            send(exchange, 200, response.toString());
        } else {
            send(
                    exchange,
                    404,
                    "[{\"message\":\"The requested resource does not exist\",\"errorCode\":\"NOT_FOUND\"}]");
        }
    }

    private static void send(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
