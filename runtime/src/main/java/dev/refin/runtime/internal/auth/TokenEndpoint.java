package dev.refin.runtime.internal.auth;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.client.OAuthToken;
import dev.refin.runtime.client.RefinAuthException;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.http.CappedBody;
import dev.refin.runtime.internal.http.ErrorBody;
import dev.refin.runtime.internal.http.Transport;
import dev.refin.runtime.internal.http.Urls;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Obtains tokens from {@code /services/oauth2/token} with a fixed grant and caches the current one; shared
 * by the OAuth providers. Fetches are serialized, so concurrent 401s cause a single refresh.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class TokenEndpoint {
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    /** The largest token response read: tokens and their metadata are a few KB. */
    private static final long MAX_TOKEN_RESPONSE_BYTES = 1024 * 1024;

    private record TokenResponse(int statusCode, String body) {}

    private final URI tokenUri;
    private final Supplier<Map<String, String>> form;
    private final HttpClient http;
    private final Duration timeout;
    private OAuthToken current;

    public TokenEndpoint(String loginUrl, Map<String, String> form, Duration timeout) {
        this(loginUrl, fixed(form), timeout);
    }

    /** An endpoint whose form is made anew for every request, e.g. with a fresh JWT assertion. */
    public TokenEndpoint(String loginUrl, Supplier<Map<String, String>> form, Duration timeout) {
        this.tokenUri = URI.create(Urls.requireSecureBase("login URL", loginUrl) + "/services/oauth2/token");
        this.form = form;
        this.timeout = timeout;
        this.http = Transport.httpClient(tokenUri, timeout);
    }

    private static Supplier<Map<String, String>> fixed(Map<String, String> form) {
        Map<String, String> copy = new LinkedHashMap<>(form);
        return () -> copy;
    }

    public URI tokenUri() {
        return tokenUri;
    }

    public synchronized OAuthToken token() {
        if (current == null) {
            current = fetch();
        }
        return current;
    }

    public synchronized Optional<String> refresh(String rejectedToken) {
        // Another thread may have refreshed already while this one waited for the lock.
        if (current == null || current.accessToken().equals(rejectedToken)) {
            current = fetch();
        }
        return Optional.of(current.accessToken());
    }

    private OAuthToken fetch() {
        StringJoiner body = new StringJoiner("&");
        form.get().forEach((name, value) -> body.add(Urls.encode(name) + "=" + Urls.encode(value)));
        HttpRequest request = HttpRequest.newBuilder(tokenUri)
                .timeout(timeout)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8))
                .build();
        HttpResponse<byte[]> answer;
        CompletableFuture<HttpResponse<byte[]>> future =
                http.sendAsync(request, info -> new CappedBody(MAX_TOKEN_RESPONSE_BYTES));
        try {
            // One deadline for the whole exchange, body included, and a small size limit: a token is a few KB.
            answer = future.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new RefinException(
                    "token request to " + tokenUri + " got no complete answer within " + timeout, false, e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new RefinException("token request to " + tokenUri + " failed: " + Urls.describe(cause), false, cause);
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new RefinException("token request to " + tokenUri + " was interrupted", false, e);
        }
        TokenResponse response =
                new TokenResponse(answer.statusCode(), new String(answer.body(), StandardCharsets.UTF_8));
        if (response.statusCode() != 200) {
            throw refusal(response.statusCode(), response.body());
        }
        try {
            return OAuthToken.parse(response.body());
        } catch (IOException e) {
            throw new RefinAuthException(200, "invalid_response", "token response without access_token");
        }
    }

    /** Parses {@code {error, error_description}}; anything else becomes an excerpt. */
    public static RefinAuthException refusal(int status, String body) {
        try {
            JsonNode root = Codecs.MAPPER.readTree(body == null ? "" : body);
            if (root != null && root.isObject() && root.hasNonNull("error")) {
                return new RefinAuthException(
                        status,
                        root.get("error").asText(),
                        root.path("error_description").asText(""));
            }
        } catch (IOException e) {
            // Not JSON: fall through to the excerpt.
        }
        return new RefinAuthException(status, "unexpected_response", ErrorBody.excerpt(body == null ? "" : body));
    }
}
