package dev.refin.emulator.filter;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

/**
 * The platform's transport edges ahead of every other filter: a URI over 16,384 bytes answers 414, and request bodies
 * sent with {@code Content-Encoding: gzip} or {@code deflate} are decompressed before any resource reads them.
 */
public final class TransportFilter extends Filter {
    /** The longest request URI the platform accepts, in bytes. */
    static final int MAX_URI_BYTES = 16_384;

    @Override
    public String description() {
        return "URI length limit and compressed request bodies";
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        String uri = exchange.getRequestURI().toString();
        if (uri.getBytes(StandardCharsets.UTF_8).length > MAX_URI_BYTES) {
            try (exchange) {
                exchange.getRequestBody().readAllBytes();
                // The platform's front end answers an over-long URI with a bare HTML page, not an API error array.
                byte[] page =
                        "<html><body><h1>414 Request-URI Too Long</h1></body></html>".getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "text/html;charset=UTF-8");
                exchange.sendResponseHeaders(414, page.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(page);
                }
            }
            return;
        }
        String encoding = exchange.getRequestHeaders().getFirst("Content-Encoding");
        if (encoding != null) {
            String lower = encoding.trim().toLowerCase(Locale.ROOT);
            if (lower.equals("gzip")) {
                exchange.setStreams(new GZIPInputStream(exchange.getRequestBody()), null);
            } else if (lower.equals("deflate")) {
                exchange.setStreams(new InflaterInputStream(exchange.getRequestBody()), null);
            }
        }
        chain.doFilter(exchange);
    }
}
