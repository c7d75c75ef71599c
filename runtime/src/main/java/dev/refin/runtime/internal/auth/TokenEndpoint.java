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
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Obtains tokens from {@code /services/oauth2/token} with a fixed grant and caches the current one; shared by the
 * OAuth providers. At most one token request is in flight at a time: callers that need a token while it runs wait
 * for that same request and share its answer, its failure included, so concurrent first calls or 401s cause one
 * request, and a failing endpoint is asked once by all the callers waiting, not once by each in turn. Each caller
 * waits only until its own deadline; the request runs on (bounded by the endpoint's timeout) for those still waiting
 * and for later callers. Thread-safe.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class TokenEndpoint {
    /** The longest a token request may take by default. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    /** The largest token response read: tokens and their metadata are a few KB. */
    private static final long MAX_TOKEN_RESPONSE_BYTES = 1024 * 1024;

    private final URI tokenUri;
    private final Supplier<Map<String, String>> form;
    private final HttpClient http;
    private final Duration timeout;
    private final Object lock = new Object();
    /** The token to send, null before the first and after one was refused. Guarded by {@link #lock}. */
    private OAuthToken current;
    /** The token request in flight, null when none is. Guarded by {@link #lock}. */
    private CompletableFuture<OAuthToken> inFlight;

    /** An endpoint that posts the same form every time. */
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

    /** The current token, without obtaining one: empty before the first and after one was refused. */
    public Optional<OAuthToken> cached() {
        synchronized (lock) {
            return Optional.ofNullable(current);
        }
    }

    /** The longest one token request may take. */
    public Duration timeout() {
        return timeout;
    }

    /** The token endpoint's URL. */
    public URI tokenUri() {
        return tokenUri;
    }

    /** The current token, obtaining one first if needed, waiting at most the endpoint's timeout. */
    public OAuthToken token() {
        return token(System.nanoTime() + timeout.toNanos());
    }

    /**
     * The current token, obtaining one first if needed (or waiting for the request already under way), waiting no
     * later than {@code deadline} ({@link System#nanoTime()}).
     *
     * @throws RefinException when no token arrives by the deadline, or the token request failed
     */
    public OAuthToken token(long deadline) {
        CompletableFuture<OAuthToken> request;
        synchronized (lock) {
            if (current != null) {
                return current;
            }
            request = shared();
        }
        return await(request, deadline);
    }

    /** Like {@link #refresh(String, long)}, waiting at most the endpoint's timeout. */
    public Optional<String> refresh(String rejectedToken) {
        return refresh(rejectedToken, System.nanoTime() + timeout.toNanos());
    }

    /**
     * A token to use instead of {@code rejectedToken}: the current one when another caller already replaced it,
     * else a new one from the request in flight (started now if none is), waiting no later than {@code deadline}.
     */
    public Optional<String> refresh(String rejectedToken, long deadline) {
        CompletableFuture<OAuthToken> request;
        synchronized (lock) {
            if (current != null && !current.accessToken().equals(rejectedToken)) {
                return Optional.of(current.accessToken());
            }
            current = null; // refused: no caller may be handed it again
            request = shared();
        }
        return Optional.of(await(request, deadline).accessToken());
    }

    /** The request in flight, started if there is none. Called holding {@link #lock}. */
    private CompletableFuture<OAuthToken> shared() {
        CompletableFuture<OAuthToken> request = inFlight;
        if (request == null) {
            CompletableFuture<OAuthToken> started = start();
            inFlight = started;
            // Runs at once, still under the lock, when the request already ended (a fast answer, a form that could
            // not be made); the caller then reads its result from the future returned here.
            started.whenComplete((token, failure) -> {
                synchronized (lock) {
                    if (inFlight == started) {
                        inFlight = null;
                        if (token != null) {
                            current = token;
                        }
                    }
                }
            });
            request = started;
        }
        return request;
    }

    private CompletableFuture<OAuthToken> start() {
        HttpRequest request;
        try {
            StringJoiner body = new StringJoiner("&");
            form.get().forEach((name, value) -> body.add(Urls.encode(name) + "=" + Urls.encode(value)));
            request = HttpRequest.newBuilder(tokenUri)
                    .timeout(timeout)
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .header("Accept", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8))
                    .build();
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
        CompletableFuture<HttpResponse<byte[]>> exchange =
                http.sendAsync(request, info -> new CappedBody(MAX_TOKEN_RESPONSE_BYTES));
        // One deadline for the whole exchange, body included, and a small size limit: a token is a few KB.
        CompletableFuture<OAuthToken> token = exchange.handle((answer, failure) -> {
            if (failure != null) {
                throw failed(unwrap(failure));
            }
            return parse(answer.statusCode(), new String(answer.body(), StandardCharsets.UTF_8));
        });
        token.orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS).whenComplete((ignored, failure) -> {
            if (failure != null && unwrap(failure) instanceof TimeoutException) {
                exchange.cancel(true);
            }
        });
        return token;
    }

    private RefinException failed(Throwable cause) {
        if (cause instanceof TimeoutException || cause instanceof HttpTimeoutException) {
            // The token timeout, whichever of the request's own timeout and the whole exchange's timer ended it.
            return new RefinException(
                    "token request to " + tokenUri + " got no complete answer within " + timeout, false, cause);
        }
        if (cause instanceof RefinException refin) {
            return refin;
        }
        return new RefinException("token request to " + tokenUri + " failed: " + Urls.describe(cause), false, cause);
    }

    private static OAuthToken parse(int status, String body) {
        if (status != 200) {
            throw refusal(status, body);
        }
        try {
            return OAuthToken.parse(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            // Jackson's message quotes the body, which may hold a token: not passed on.
            throw new RefinAuthException(200, "invalid_response", "the token response is not JSON");
        } catch (IOException e) {
            throw new RefinAuthException(200, "invalid_response", e.getMessage());
        }
    }

    /** Waits for the shared request until {@code deadline}; the request itself is never cancelled by a waiter. */
    private OAuthToken await(CompletableFuture<OAuthToken> request, long deadline) {
        try {
            return request.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            // Nothing was sent on the caller's behalf: repeating its call later can succeed.
            throw new RefinException(
                    "no token from " + tokenUri + " within the call's deadline: the token request is still running"
                            + " (it may take up to " + timeout + ")",
                    true,
                    e);
        } catch (ExecutionException e) {
            Throwable cause = unwrap(e);
            if (cause instanceof RefinException refin) {
                throw refin;
            }
            throw failed(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RefinException("interrupted while waiting for a token from " + tokenUri, false, e);
        }
    }

    private static Throwable unwrap(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof ExecutionException || cause instanceof CompletionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
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
