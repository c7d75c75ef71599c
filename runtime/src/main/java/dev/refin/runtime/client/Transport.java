package dev.refin.runtime.client;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntPredicate;
import java.util.zip.GZIPInputStream;

/**
 * Sends requests below {@code /services/data/vNN.N} with the bearer token, handles 401 with exactly one
 * refresh and one retry, decompresses gzip, records {@code Sforce-Limit-Info}, and turns every non-2xx
 * answer into a {@link RefinApiException}. Immutable apart from the last usage; thread-safe.
 */
final class Transport {
    /** Refreshing cannot cure these 401s; a refresh would loop (platform reference section 7.3). */
    private static final String NOT_FOR_REST = "This session is not valid for use with the REST API";

    private final HttpClient http;
    private final URI instanceUrl;
    private final String dataPath;
    private final AuthProvider auth;
    private final Duration requestTimeout;
    private final AtomicReference<ApiUsage> lastUsage = new AtomicReference<>();
    private final RetryPolicy retry;

    private static final Set<Integer> TRANSIENT_STATUSES = Set.of(500, 502, 503, 504);

    /** A 2xx answer. */
    record Response(int status, String body) {}

    Transport(HttpClient http, URI instanceUrl, String apiVersion, AuthProvider auth, Duration requestTimeout) {
        this(http, instanceUrl, apiVersion, auth, requestTimeout, RetryPolicy.none());
    }

    Transport(
            HttpClient http,
            URI instanceUrl,
            String apiVersion,
            AuthProvider auth,
            Duration requestTimeout,
            RetryPolicy retry) {
        this.retry = retry;
        this.http = http;
        this.instanceUrl = instanceUrl;
        this.dataPath = "/services/data/" + apiVersion;
        this.auth = auth;
        this.requestTimeout = requestTimeout;
    }

    /** {@code /services/data/vNN.N}, the prefix of subrequest URLs in composite requests. */
    String dataPath() {
        return dataPath;
    }

    Optional<ApiUsage> lastUsage() {
        return Optional.ofNullable(lastUsage.get());
    }

    /**
     * Sends a request to {@code resource}, a path below the API version ({@code /sobjects/X}) or a
     * server-given path from the root ({@code /services/data/...}, e.g. {@code nextRecordsUrl}).
     */
    Response send(String method, String resource, String jsonBody, boolean idempotent) {
        return send(method, resource, jsonBody, idempotent, status -> false);
    }

    /**
     * Like {@link #send(String, String, String, boolean)}, returning also the non-2xx statuses {@code accept}
     * takes. A request that is {@code idempotent} is retried by the retry policy after a transient failure;
     * any other request is sent exactly once.
     */
    Response send(String method, String resource, String jsonBody, boolean idempotent, IntPredicate accept) {
        int attempt = 1;
        while (true) {
            try {
                return sendOnce(method, resource, jsonBody, idempotent, accept);
            } catch (RefinException e) {
                if (!idempotent || attempt >= retry.maxAttempts() || !isTransient(e)) {
                    throw e;
                }
                pause(retry.delayAfter(attempt), e);
                attempt++;
            }
        }
    }

    /** 5xx gateways and overloads, timeouts, broken connections and lock contention can pass; nothing else. */
    static boolean isTransient(RefinException e) {
        if (e instanceof RefinApiException api) {
            return TRANSIENT_STATUSES.contains(api.status()) || api.kind() == ErrorKind.LOCK_CONTENTION;
        }
        return e.getCause() instanceof IOException;
    }

    private static void pause(Duration delay, RefinException failure) {
        try {
            Thread.sleep(delay.toMillis());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw failure;
        }
    }

    private Response sendOnce(
            String method, String resource, String jsonBody, boolean idempotent, IntPredicate accept) {
        URI uri = resolve(resource);
        String token = auth.accessToken();
        HttpResponse<byte[]> response = exchange(method, uri, jsonBody, token, idempotent);
        if (response.statusCode() == 401) {
            String body = decode(response);
            Optional<String> fresh = body.contains(NOT_FOR_REST) ? Optional.empty() : auth.refresh(token);
            if (fresh.isEmpty()) {
                throw failure(401, method, uri, body, idempotent);
            }
            response = exchange(method, uri, jsonBody, fresh.get(), idempotent);
        }
        String body = decode(response);
        int status = response.statusCode();
        if ((status < 200 || status >= 300) && !accept.test(status)) {
            throw failure(status, method, uri, body, idempotent);
        }
        return new Response(status, body);
    }

    private RefinApiException failure(int status, String method, URI uri, String body, boolean idempotent) {
        return new RefinApiException(status, method, describe(uri), ErrorBody.parse(status, body), idempotent);
    }

    private URI resolve(String resource) {
        if (resource.startsWith("/services/")) {
            return URI.create(instanceUrl + resource);
        }
        if (resource.startsWith("/")) {
            return URI.create(instanceUrl + dataPath + resource);
        }
        // Absolute URLs (a nextRecordsUrl some proxies rewrite) must point at this org: the token goes with them.
        URI absolute = URI.create(resource);
        if (!instanceUrl.getScheme().equalsIgnoreCase(String.valueOf(absolute.getScheme()))
                || !instanceUrl.getRawAuthority().equalsIgnoreCase(String.valueOf(absolute.getRawAuthority()))) {
            throw new RefinException("refusing to send the token to another host: " + describe(absolute), false, null);
        }
        return absolute;
    }

    /** The path below the API version, without query string, for messages. */
    private String describe(URI uri) {
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        int at = path.indexOf(dataPath);
        return at >= 0 ? path.substring(at + dataPath.length()) : path;
    }

    private HttpResponse<byte[]> exchange(String method, URI uri, String jsonBody, String token, boolean idempotent) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri)
                .timeout(requestTimeout)
                .header("Authorization", "Bearer " + token)
                .header("Accept", "application/json")
                .header("Accept-Encoding", "gzip");
        if (jsonBody == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", "application/json; charset=UTF-8")
                    .method(method, HttpRequest.BodyPublishers.ofString(jsonBody, StandardCharsets.UTF_8));
        }
        try {
            HttpResponse<byte[]> response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            response.headers()
                    .firstValue("Sforce-Limit-Info")
                    .flatMap(ApiUsage::parse)
                    .ifPresent(lastUsage::set);
            return response;
        } catch (HttpTimeoutException e) {
            throw new RefinException(
                    method + " " + describe(uri) + " timed out after " + requestTimeout, idempotent, e);
        } catch (IOException e) {
            throw new RefinException(
                    method + " " + describe(uri) + " failed: " + e.getClass().getSimpleName() + ": " + e.getMessage(),
                    idempotent,
                    e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RefinException(method + " " + describe(uri) + " was interrupted", false, e);
        }
    }

    private static String decode(HttpResponse<byte[]> response) {
        byte[] bytes = response.body();
        boolean gzip = response.headers()
                .firstValue("Content-Encoding")
                .map(value -> value.equalsIgnoreCase("gzip"))
                .orElse(false);
        if (gzip && bytes.length > 0) {
            try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
                bytes = in.readAllBytes();
            } catch (IOException e) {
                throw new RefinException("response claims gzip but is not: " + e.getMessage(), false, e);
            }
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
