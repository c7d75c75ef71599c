package dev.refin.emulator.filter;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpPrincipal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Collapses repeated slashes in a request's path, as the platform does: an instance URL saved with a trailing slash
 * (the Salesforce CLI saves {@code http://host:port/}) joined to {@code /services/data/...} asks for
 * {@code //services/data/...}. The filters and resources after this one see the collapsed path; a request whose
 * collapsed path belongs to another context ({@code /services/oauth2/}, {@code /id/}, {@code /services/async/}) is
 * handed to that context's handler, as if it had been sent there.
 */
public final class PathFilter extends Filter {
    private final Map<String, HttpHandler> contexts = new LinkedHashMap<>();

    /** Hands collapsed paths under {@code prefix} to {@code handler}. */
    public PathFilter route(String prefix, HttpHandler handler) {
        contexts.put(prefix, handler);
        return this;
    }

    @Override
    public String description() {
        return "repeated slashes in the path";
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        URI uri = exchange.getRequestURI();
        // "//services/data/..." parses as a network-path reference (authority "services"): read the target as sent.
        String target = uri.getScheme() == null ? uri.toString() : uri.getRawPath();
        int question = target.indexOf('?');
        String raw = question < 0 ? target : target.substring(0, question);
        if (!raw.contains("//")) {
            chain.doFilter(exchange);
            return;
        }
        String collapsed = raw.replaceAll("/{2,}", "/");
        String rawQuery = uri.getRawQuery();
        URI normal = URI.create(collapsed + (rawQuery == null ? "" : "?" + rawQuery));
        HttpExchange wrapped = new Collapsed(exchange, normal);
        for (Map.Entry<String, HttpHandler> context : contexts.entrySet()) {
            if (collapsed.startsWith(context.getKey())) {
                context.getValue().handle(wrapped);
                return;
            }
        }
        chain.doFilter(wrapped);
    }

    /** The same exchange under its collapsed request URI. */
    private static final class Collapsed extends HttpExchange {
        private final HttpExchange exchange;
        private final URI uri;

        Collapsed(HttpExchange exchange, URI uri) {
            this.exchange = exchange;
            this.uri = uri;
        }

        @Override
        public URI getRequestURI() {
            return uri;
        }

        @Override
        public Headers getRequestHeaders() {
            return exchange.getRequestHeaders();
        }

        @Override
        public Headers getResponseHeaders() {
            return exchange.getResponseHeaders();
        }

        @Override
        public String getRequestMethod() {
            return exchange.getRequestMethod();
        }

        @Override
        public HttpContext getHttpContext() {
            return exchange.getHttpContext();
        }

        @Override
        public void close() {
            exchange.close();
        }

        @Override
        public InputStream getRequestBody() {
            return exchange.getRequestBody();
        }

        @Override
        public OutputStream getResponseBody() {
            return exchange.getResponseBody();
        }

        @Override
        public void sendResponseHeaders(int code, long length) throws IOException {
            exchange.sendResponseHeaders(code, length);
        }

        @Override
        public InetSocketAddress getRemoteAddress() {
            return exchange.getRemoteAddress();
        }

        @Override
        public int getResponseCode() {
            return exchange.getResponseCode();
        }

        @Override
        public InetSocketAddress getLocalAddress() {
            return exchange.getLocalAddress();
        }

        @Override
        public String getProtocol() {
            return exchange.getProtocol();
        }

        @Override
        public Object getAttribute(String name) {
            return exchange.getAttribute(name);
        }

        @Override
        public void setAttribute(String name, Object value) {
            exchange.setAttribute(name, value);
        }

        @Override
        public void setStreams(InputStream in, OutputStream out) {
            exchange.setStreams(in, out);
        }

        @Override
        public HttpPrincipal getPrincipal() {
            return exchange.getPrincipal();
        }
    }
}
