package dev.refin.runtime.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BiFunction;

/** A loopback HTTP server for benchmarks: answers with a handler and logs each request's method and path. */
final class BenchServer implements AutoCloseable {
    /** An answer. */
    record Reply(int status, String body) {}

    private final HttpServer server;
    private final List<String> log = new ArrayList<>();

    BenchServer(BiFunction<HttpExchange, String, Reply> handler) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(2));
        server.createContext("/", exchange -> {
            try (exchange) {
                String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                synchronized (log) {
                    log.add(exchange.getRequestMethod() + " "
                            + exchange.getRequestURI().getRawPath());
                }
                Reply reply = handler.apply(exchange, body);
                byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
                if (bytes.length == 0) {
                    exchange.sendResponseHeaders(reply.status(), -1);
                } else {
                    exchange.sendResponseHeaders(reply.status(), bytes.length);
                    try (OutputStream out = exchange.getResponseBody()) {
                        out.write(bytes);
                    }
                }
            }
        });
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    List<String> log() {
        synchronized (log) {
            return List.copyOf(log);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        ((ExecutorService) server.getExecutor()).shutdownNow();
    }
}
