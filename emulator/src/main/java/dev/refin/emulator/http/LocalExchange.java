package dev.refin.emulator.http;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpPrincipal;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;

/** An in-process request and its captured response, so composite subrequests run through the same router. */
final class LocalExchange extends HttpExchange {
    private final String method;
    private final URI uri;
    private final Headers requestHeaders = new Headers();
    private final Headers responseHeaders = new Headers();
    private final Map<String, Object> attributes = new HashMap<>();
    private final InetSocketAddress local;
    private InputStream body;
    private OutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream captured = (ByteArrayOutputStream) out;
    private int status = -1;

    LocalExchange(String method, URI uri, byte[] body, InetSocketAddress local) {
        this.method = method;
        this.uri = uri;
        this.body = new ByteArrayInputStream(body == null ? new byte[0] : body);
        this.local = local;
    }

    @Override
    public Headers getRequestHeaders() {
        return requestHeaders;
    }

    @Override
    public Headers getResponseHeaders() {
        return responseHeaders;
    }

    @Override
    public URI getRequestURI() {
        return uri;
    }

    @Override
    public String getRequestMethod() {
        return method;
    }

    @Override
    public HttpContext getHttpContext() {
        return null;
    }

    @Override
    public void close() {
        // Nothing to release: the response stays captured for the caller.
    }

    @Override
    public InputStream getRequestBody() {
        return body;
    }

    @Override
    public OutputStream getResponseBody() {
        return out;
    }

    @Override
    public void sendResponseHeaders(int rCode, long responseLength) {
        this.status = rCode;
    }

    @Override
    public InetSocketAddress getRemoteAddress() {
        return local;
    }

    @Override
    public int getResponseCode() {
        return status;
    }

    @Override
    public InetSocketAddress getLocalAddress() {
        return local;
    }

    @Override
    public String getProtocol() {
        return "HTTP/1.1";
    }

    @Override
    public Object getAttribute(String name) {
        return attributes.get(name);
    }

    @Override
    public void setAttribute(String name, Object value) {
        attributes.put(name, value);
    }

    @Override
    public void setStreams(InputStream i, OutputStream o) {
        if (i != null) {
            this.body = i;
        }
        if (o != null) {
            this.out = o;
        }
    }

    @Override
    public HttpPrincipal getPrincipal() {
        return null;
    }

    /** The response body sent, possibly empty. */
    byte[] responseBytes() {
        return captured.toByteArray();
    }
}
