package com.example.integration;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;

/**
 * A loopback HTTP proxy in front of the emulator that loses answers the way networks do: it forwards the request
 * (so the org applies it) and then drops the connection or answers 503, or holds the answer past the client's
 * deadline, or holds the request before forwarding it. The rule sees the method and path of each request.
 */
final class FaultyProxy implements AutoCloseable {
    /** What happens to one request. */
    record Action(Kind kind, long millis) {
        static final Action PASS = new Action(Kind.PASS, 0);

        /** The org applies the request; the answer is never delivered. */
        static Action dropAfterCommit() {
            return new Action(Kind.DROP_AFTER_COMMIT, 0);
        }

        /**
         * The org applies the request; the client gets 503 {@code UNABLE_TO_LOCK_ROW} instead of its answer, as when a
         * server fails after committing.
         */
        static Action serverErrorAfterCommit() {
            return new Action(Kind.SERVER_ERROR_AFTER_COMMIT, 0);
        }

        /** The org applies the request at once; the answer arrives after {@code millis}. */
        static Action delayAnswer(long millis) {
            return new Action(Kind.DELAY_ANSWER, millis);
        }

        /** The request reaches the org only after {@code millis}; the answer is then delivered (often too late). */
        static Action delayRequest(long millis) {
            return new Action(Kind.DELAY_REQUEST, millis);
        }
    }

    enum Kind {
        PASS,
        DROP_AFTER_COMMIT,
        SERVER_ERROR_AFTER_COMMIT,
        DELAY_ANSWER,
        DELAY_REQUEST
    }

    private final HttpServer server;
    private final HttpClient upstream = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final String target;
    private final AtomicInteger dropped = new AtomicInteger();
    private final AtomicInteger failedAfterCommit = new AtomicInteger();
    private volatile BiFunction<String, String, Action> rule = (method, path) -> Action.PASS;

    FaultyProxy(String targetBaseUrl) throws IOException {
        this.target = targetBaseUrl;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(16));
        server.createContext("/", this::handle);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** Decides each request's fate from its method and path. */
    void rule(BiFunction<String, String, Action> newRule) {
        this.rule = newRule;
    }

    /** Answers dropped after the org applied the request. */
    int dropped() {
        return dropped.get();
    }

    /** Requests the org applied that the client got a 503 for. */
    int failedAfterCommit() {
        return failedAfterCommit.get();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try {
            String method = exchange.getRequestMethod();
            URI uri = exchange.getRequestURI();
            Action action = rule.apply(method, uri.getPath());
            byte[] body = exchange.getRequestBody().readAllBytes();
            if (action.kind() == Kind.DELAY_REQUEST) {
                Thread.sleep(action.millis());
            }
            HttpRequest.Builder forward = HttpRequest.newBuilder(URI.create(
                            target + uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery())))
                    .method(method, HttpRequest.BodyPublishers.ofByteArray(body));
            for (String header : new String[] {"Authorization", "Content-Type", "Accept"}) {
                String value = exchange.getRequestHeaders().getFirst(header);
                if (value != null) {
                    forward.header(header, value);
                }
            }
            HttpResponse<byte[]> answer = upstream.send(forward.build(), HttpResponse.BodyHandlers.ofByteArray());
            if (action.kind() == Kind.DROP_AFTER_COMMIT) {
                dropped.incrementAndGet();
                exchange.close(); // the org has applied it; the client gets no answer
                return;
            }
            if (action.kind() == Kind.SERVER_ERROR_AFTER_COMMIT) {
                failedAfterCommit.incrementAndGet();
                byte[] error = ("[{\"message\":\"unable to obtain exclusive access to this record\","
                                + "\"errorCode\":\"UNABLE_TO_LOCK_ROW\"}]")
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
                exchange.sendResponseHeaders(503, error.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(error);
                }
                return;
            }
            if (action.kind() == Kind.DELAY_ANSWER) {
                Thread.sleep(action.millis());
            }
            answer.headers().firstValue("Content-Type").ifPresent(v -> exchange.getResponseHeaders()
                    .set("Content-Type", v));
            byte[] bytes = answer.body();
            exchange.sendResponseHeaders(answer.statusCode(), bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // The client gave up on a held answer and hung up: expected.
        } finally {
            exchange.close();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        ((ExecutorService) server.getExecutor()).shutdownNow();
    }
}
