package dev.refin.emulator.filter;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import dev.refin.emulator.limits.ApiLimits;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Counts every authenticated {@code /services/data/vNN.N} call against the daily quota, refuses calls over it with
 * {@code REQUEST_LIMIT_EXCEEDED} and puts {@code Sforce-Limit-Info} on every answer (not on the version list).
 */
public final class LimitsFilter extends Filter {
    private final ApiLimits limits;

    public LimitsFilter(ApiLimits limits) {
        this.limits = limits;
    }

    @Override
    public String description() {
        return "daily API request limit";
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        if (!exchange.getRequestURI().getPath().startsWith("/services/data/v")) {
            chain.doFilter(exchange);
            return;
        }
        long used;
        try {
            used = limits.count();
        } catch (ApiException e) {
            try (exchange) {
                exchange.getRequestBody().readAllBytes();
                byte[] bytes = Json.bytes(Json.bareError(e.errors().get(0)));
                exchange.getResponseHeaders().set("Sforce-Limit-Info", limits.header(limits.max()));
                exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
                exchange.sendResponseHeaders(e.status(), bytes.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
            return;
        }
        exchange.getResponseHeaders().set("Sforce-Limit-Info", limits.header(used));
        chain.doFilter(exchange);
    }
}
