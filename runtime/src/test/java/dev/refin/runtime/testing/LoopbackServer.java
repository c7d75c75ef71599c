package dev.refin.runtime.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.zip.GZIPOutputStream;

/** A real HTTP server on a loopback port, answering with a test's handler and recording every request. */
public final class LoopbackServer implements AutoCloseable {
    /** A request as the server saw it. */
    public record Request(
            String method, String path, String rawQuery, String body, String authorization, String contentType) {}

    /** An answer; {@code gzip} compresses the body. */
    public record Reply(int status, String body, String contentType, Map<String, String> headers, boolean gzip) {
        public static Reply json(int status, String body) {
            return new Reply(status, body, "application/json;charset=UTF-8", Map.of(), false);
        }

        public static Reply noContent() {
            return new Reply(204, "", null, Map.of(), false);
        }

        public static Reply html(int status, String body) {
            return new Reply(status, body, "text/html", Map.of(), false);
        }

        public Reply withHeader(String name, String value) {
            Map<String, String> all = new LinkedHashMap<>(headers);
            all.put(name, value);
            return new Reply(status, body, contentType, all, gzip);
        }

        public Reply gzipped() {
            return new Reply(status, body, contentType, headers, true);
        }
    }

    private final HttpServer server;
    private final List<Request> requests = new ArrayList<>();
    private volatile Function<Request, Reply> handler = request -> Reply.json(500, "[]");

    public LoopbackServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.createContext("/", this::handle);
        server.start();
    }

    /** The base URL, {@code http://127.0.0.1:port}. */
    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public void respond(Function<Request, Reply> newHandler) {
        this.handler = newHandler;
    }

    public synchronized List<Request> requests() {
        return List.copyOf(requests);
    }

    public synchronized List<Request> requests(String pathPrefix) {
        return requests.stream().filter(r -> r.path().startsWith(pathPrefix)).toList();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Request request = new Request(
                    exchange.getRequestMethod(),
                    exchange.getRequestURI().getRawPath(),
                    exchange.getRequestURI().getRawQuery(),
                    body,
                    exchange.getRequestHeaders().getFirst("Authorization"),
                    exchange.getRequestHeaders().getFirst("Content-Type"));
            synchronized (this) {
                requests.add(request);
            }
            Reply reply = handler.apply(request);
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            if (reply.gzip()) {
                ByteArrayOutputStream compressed = new ByteArrayOutputStream();
                try (GZIPOutputStream gzip = new GZIPOutputStream(compressed)) {
                    gzip.write(bytes);
                }
                bytes = compressed.toByteArray();
                exchange.getResponseHeaders().set("Content-Encoding", "gzip");
            }
            if (reply.contentType() != null) {
                exchange.getResponseHeaders().set("Content-Type", reply.contentType());
            }
            reply.headers()
                    .forEach((name, value) -> exchange.getResponseHeaders().set(name, value));
            if (reply.status() == 204 || bytes.length == 0) {
                exchange.sendResponseHeaders(reply.status(), -1);
            } else {
                exchange.sendResponseHeaders(reply.status(), bytes.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
        ((ExecutorService) server.getExecutor()).shutdownNow();
    }
}
