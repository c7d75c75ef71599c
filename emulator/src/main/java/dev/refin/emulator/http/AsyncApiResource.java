package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Bulk API 1.0, {@code /services/async/<version>/job/...}, is deliberately not emulated: every request with a valid
 * session ({@code X-SFDC-Session} or {@code Authorization: Bearer}) answers 404 with the Bulk API 1.0 error body
 * (XML, or JSON when the request sends or accepts JSON), exception code {@value #NOT_FOUND}, and a message naming
 * Bulk API 2.0 ({@code /services/data/vNN.N/jobs/ingest} and {@code /jobs/query}) as what the emulator serves. A
 * missing or unknown session answers 400 {@code InvalidSessionId}, as the platform's Bulk API 1.0 does. Clients that
 * resume a Bulk API 1.0 job (the Salesforce CLI's {@code sf data resume}) therefore fail with that message.
 */
public final class AsyncApiResource implements HttpHandler {
    /** The exception code of every answer to a valid session. */
    static final String NOT_FOUND = "NOT_FOUND";

    static final String MESSAGE = "Bulk API 1.0 (/services/async) is not emulated: the refin emulator serves Bulk API"
            + " 2.0 (/services/data/vNN.N/jobs/ingest and /jobs/query); no Bulk API 1.0 job or batch exists here";

    private final Auth auth;

    public AsyncApiResource(Auth auth) {
        this.auth = auth;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            exchange.getRequestBody().readAllBytes();
            boolean json = wantsJson(exchange);
            String session = exchange.getRequestHeaders().getFirst("X-SFDC-Session");
            String header = session != null
                    ? "Bearer " + session.trim()
                    : exchange.getRequestHeaders().getFirst("Authorization");
            try {
                auth.authenticate(header);
            } catch (ApiException e) {
                send(exchange, 400, json, "InvalidSessionId", "Invalid session id");
                return;
            }
            send(exchange, 404, json, NOT_FOUND, MESSAGE);
        }
    }

    private static boolean wantsJson(HttpExchange exchange) {
        String type = exchange.getRequestHeaders().getFirst("Content-Type");
        String accept = exchange.getRequestHeaders().getFirst("Accept");
        return (type != null && type.toLowerCase(Locale.ROOT).contains("json"))
                || (accept != null && accept.toLowerCase(Locale.ROOT).contains("json"));
    }

    private static void send(HttpExchange exchange, int status, boolean json, String code, String message)
            throws IOException {
        byte[] bytes;
        if (json) {
            ObjectNode body = Json.object();
            body.put("exceptionCode", code);
            body.put("exceptionMessage", message);
            bytes = Json.bytes(body);
            exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
        } else {
            bytes = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                            + "<error xmlns=\"http://www.force.com/2009/06/asyncapi/dataload\">"
                            + "<exceptionCode>" + code + "</exceptionCode>"
                            + "<exceptionMessage>" + message + "</exceptionMessage></error>")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/xml;charset=UTF-8");
        }
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
