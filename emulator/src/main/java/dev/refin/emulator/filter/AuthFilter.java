package dev.refin.emulator.filter;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.io.OutputStream;

/** Requires a valid session on every {@code /services/data/vNN.N} resource and runs the request as its user. */
public final class AuthFilter extends Filter {
    private final Auth auth;

    public AuthFilter(Auth auth) {
        this.auth = auth;
    }

    @Override
    public String description() {
        return "bearer token authentication";
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        String path = exchange.getRequestURI().getPath();
        if (!path.startsWith("/services/data/v")) {
            chain.doFilter(exchange); // the versions list (and unknown paths) need no session
            return;
        }
        Auth.User user;
        try {
            user = auth.authenticate(exchange.getRequestHeaders().getFirst("Authorization"));
        } catch (ApiException e) {
            try (exchange) {
                exchange.getRequestBody().readAllBytes();
                byte[] bytes = Json.bytes(Json.bareError(e.errors().get(0)));
                exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
                exchange.getResponseHeaders().set("WWW-Authenticate", "Token");
                exchange.sendResponseHeaders(401, bytes.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
            return;
        }
        Auth.runAs(user, () -> chain.doFilter(exchange));
    }
}
