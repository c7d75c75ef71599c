package dev.refin.runtime.internal.http;

import dev.refin.runtime.client.ApiUsage;
import dev.refin.runtime.client.AuthProvider;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinAuthException;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.client.RequestListener;
import dev.refin.runtime.client.RetryPolicy;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.security.KeyManagementException;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntPredicate;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManager;

/**
 * The one way this library talks to an org: sends requests below {@code /services/data/vNN.N} with the bearer
 * token, handles 401 with exactly one refresh, bounds every call by one deadline (connect, headers and the whole
 * body, retries included) and by a size limit (after decompression too; a {@linkplain #stream streamed} bulk result
 * is bounded by the deadline alone, counted while the runtime reads it), repeats what the {@link RetryPolicy}
 * allows, logs each attempt at DEBUG through {@link System.Logger} {@value #LOGGER}, tells the {@link
 * RequestListener}, records {@code Sforce-Limit-Info}, and turns every non-2xx answer into a {@link
 * RefinApiException}. Immutable apart from the last usage; thread-safe.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class Transport {
    /** The logger's name; users route it to their logging framework. */
    public static final String LOGGER = "dev.refin.runtime.client";

    private static final System.Logger LOG = System.getLogger(LOGGER);

    /** Refreshing cannot cure these 401s; a refresh would loop (platform reference section 7.3). */
    private static final String NOT_FOR_REST = "This session is not valid for use with the REST API";

    private final HttpClient http;
    private final URI instanceUrl;
    private final String dataPath;
    private final AuthProvider auth;
    private final Limits limits;
    private final AtomicReference<ApiUsage> lastUsage = new AtomicReference<>();

    /** The bounds and hooks of every call. */
    public record Limits(
            Duration requestTimeout,
            long maxResponseBytes,
            RetryPolicy retry,
            RequestListener listener,
            int maxCollectedRows) {
        /** Limits with the default row cap. */
        public Limits(Duration requestTimeout, long maxResponseBytes, RetryPolicy retry, RequestListener listener) {
            this(requestTimeout, maxResponseBytes, retry, listener, DEFAULT_MAX_COLLECTED_ROWS);
        }
    }

    /** The row cap unless the client's builder says otherwise (RefinClient.DEFAULT_MAX_COLLECTED_ROWS). */
    public static final int DEFAULT_MAX_COLLECTED_ROWS = 50_000;

    /** The bounds of this transport's calls. */
    public Limits limits() {
        return limits;
    }

    /**
     * A 2xx answer whose body is read as it arrives (see {@link #stream}); close it, which cancels what has not been
     * read.
     *
     * @param body the body, inflated when it came gzipped; its reads fail once the time left of the call's deadline
     *     is spent, counted by {@code clock}
     * @param headers the answer's headers
     * @param clock what is left of the call's deadline: the reader brackets its reads with it, so waiting for the
     *     server, inflating and everything the runtime does to read count, and the time the application holds a row
     *     handed to it does not
     */
    public record Streamed(InputStream body, HttpHeaders headers, ReadClock clock) implements Closeable {
        @Override
        public void close() throws IOException {
            body.close();
        }
    }

    /**
     * A 2xx answer (or one the caller accepts).
     *
     * @param attempts how many attempts the call took
     * @param uncertain whether an earlier attempt may have been applied (its answer was lost, or a 5xx), so this
     *     answer may describe a repeat rather than the first effect
     */
    public record Response(
            int status, byte[] bytes, int attempts, boolean uncertain, HttpHeaders headers, InputStream stream) {
        /** An answer read whole. */
        public Response(int status, byte[] bytes, int attempts, boolean uncertain, HttpHeaders headers) {
            this(status, bytes, attempts, uncertain, headers, null);
        }

        public Response(int status, String body, int attempts, boolean uncertain) {
            this(
                    status,
                    body.getBytes(StandardCharsets.UTF_8),
                    attempts,
                    uncertain,
                    HttpHeaders.of(java.util.Map.of(), (a, b) -> true));
        }

        /** The body as text; readers of large answers parse {@link #bytes()} directly instead. */
        public String body() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /** The JSON content type of request bodies. */
    public static final String JSON = "application/json; charset=UTF-8";

    /** One attempt's answer, its body inflated when it came gzipped; a 2xx body asked for as a stream in {@code stream}. */
    private record Answer(int status, byte[] bytes, HttpHeaders headers, InputStream stream) {
        String body() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /**
     * The HTTP client for requests to {@code base} and nowhere else: HTTP/1.1, redirects not followed. For a plain
     * {@code http} base (a loopback emulator) the client gets a TLS context of its own that trusts nothing, instead of
     * loading the JVM's default one (its trust store and every certificate in it) for connections it never makes:
     * with redirects not followed, each request goes to the base's own scheme and host. An {@code https} base gets
     * the default context as before.
     */
    public static HttpClient httpClient(URI base, Duration connectTimeout) {
        HttpClient.Builder builder = HttpClient.newBuilder()
                .connectTimeout(connectTimeout)
                .version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER);
        if ("http".equalsIgnoreCase(base.getScheme())) {
            SSLContext unused = untrustingTls();
            if (unused != null) {
                builder.sslContext(unused).sslParameters(new SSLParameters());
            }
        }
        return builder.build();
    }

    /** A TLS context with no keys and no trusted certificates, or null when the JVM offers no TLS at all. */
    private static SSLContext untrustingTls() {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(new KeyManager[0], new TrustManager[0], null);
            return context;
        } catch (NoSuchAlgorithmException | KeyManagementException e) {
            return null; // the client then takes the default context, as an https one does
        }
    }

    public Transport(HttpClient http, URI instanceUrl, String apiVersion, AuthProvider auth, Limits limits) {
        this.http = http;
        this.instanceUrl = instanceUrl;
        this.dataPath = "/services/data/" + apiVersion;
        this.auth = auth;
        this.limits = limits;
    }

    /** {@code /services/data/vNN.N}, the prefix of subrequest URLs in composite requests. */
    public String dataPath() {
        return dataPath;
    }

    public Optional<ApiUsage> lastUsage() {
        return Optional.ofNullable(lastUsage.get());
    }

    /**
     * Sends a request to {@code resource}, a path below the API version ({@code /sobjects/X}) or a
     * server-given path from the root ({@code /services/data/...}, e.g. {@code nextRecordsUrl}).
     */
    public Response send(String method, String resource, String jsonBody, boolean idempotent) {
        return send(method, resource, jsonBody, idempotent, status -> false);
    }

    /**
     * Like {@link #send(String, String, String, boolean)}, returning also the non-2xx statuses {@code accept}
     * takes. Failures are repeated as the retry policy says ({@link RefinException#isRetryable()}), within the
     * one deadline of the call.
     */
    public Response send(String method, String resource, String jsonBody, boolean idempotent, IntPredicate accept) {
        return send(method, resource, jsonBody, JSON, idempotent, accept);
    }

    /** Like {@link #send(String, String, String, boolean, IntPredicate)} with a body of another content type. */
    public Response send(
            String method, String resource, String body, String contentType, boolean idempotent, IntPredicate accept) {
        return call(method, resource, body, contentType, idempotent, accept, false);
    }

    /**
     * GETs {@code resource} (a bulk result file) in {@code contentType} with its body read as it arrives, not held:
     * the answer's size is not limited by {@code maxResponseBytes} (its reader bounds it), its time by the call's
     * deadline, counted while the runtime reads it (see {@link Streamed#clock()}). Everything up to the body is as for {@link #send}: retries, one refresh after 401, a
     * non-2xx answer raised as a {@link RefinApiException}.
     */
    public Streamed stream(String resource, String contentType) {
        Response response = call("GET", resource, null, contentType, true, status -> false, true);
        return new Streamed(response.stream(), response.headers(), StreamedBody.clockOf(response.stream()));
    }

    private Response call(
            String method,
            String resource,
            String body,
            String contentType,
            boolean idempotent,
            IntPredicate accept,
            boolean stream) {
        String jsonBody = body;
        URI uri = resolve(resource);
        String path = logPath(uri);
        long deadline = System.nanoTime() + limits.requestTimeout().toNanos();
        int attempt = 1;
        boolean uncertain = false;
        while (true) {
            try {
                Answer answer = sendOnce(
                        method, uri, path, jsonBody, contentType, idempotent, accept, deadline, attempt, stream);
                return new Response(
                        answer.status(), answer.bytes(), attempt, uncertain, answer.headers(), answer.stream());
            } catch (RefinException e) {
                Duration delay = retryDelay(e, attempt, deadline);
                if (delay == null) {
                    throw e;
                }
                uncertain |= mayHaveBeenApplied(e);
                RequestListener.Request request = new RequestListener.Request(method, path, attempt);
                LOG.log(
                        System.Logger.Level.DEBUG,
                        () -> "retrying " + method + " " + path + " (attempt " + (request.attempt() + 1) + " of "
                                + limits.retry().maxAttempts() + ") in " + delay.toMillis() + " ms after: "
                                + reason(e));
                notify(listener -> listener.requestRetried(request, delay, reason(e)));
                pause(delay, e);
                attempt++;
            }
        }
    }

    /** The wait before repeating after {@code failure}, or null when it must not be repeated. */
    private Duration retryDelay(RefinException failure, int attempt, long deadline) {
        if (!failure.isRetryable() || attempt >= limits.retry().maxAttempts()) {
            return null;
        }
        Duration delay = limits.retry().delayAfter(attempt);
        if (failure instanceof RefinApiException api
                && api.retryAfter() != null
                && Retries.honoursRetryAfter(api.status())
                && api.retryAfter().compareTo(delay) > 0) {
            delay = api.retryAfter();
        }
        // A retry is started only with a quarter of the deadline still ahead of it: one that would be cut short
        // would only swap the real failure for a timeout (and, for a write, an unknown outcome).
        long left = deadline - System.nanoTime() - delay.toNanos();
        return left >= limits.requestTimeout().toNanos() / 4 ? delay : null;
    }

    /** Whether a failed attempt may have changed something: no answer arrived, or a server error came after. */
    private static boolean mayHaveBeenApplied(RefinException e) {
        if (e instanceof RefinApiException api) {
            return Retries.serverFailure(api.status());
        }
        Throwable cause = e.getCause();
        return !(cause instanceof ConnectException
                || cause instanceof HttpConnectTimeoutException
                || cause instanceof UnresolvedAddressException);
    }

    private static String reason(RefinException e) {
        if (e instanceof RefinApiException api) {
            return "HTTP " + api.status() + " " + api.errorCode();
        }
        return e.getMessage();
    }

    private static void pause(Duration delay, RefinException failure) {
        try {
            Thread.sleep(delay.toMillis());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw failure;
        }
    }

    private Answer sendOnce(
            String method,
            URI uri,
            String path,
            String jsonBody,
            String contentType,
            boolean idempotent,
            IntPredicate accept,
            long deadline,
            int attempt,
            boolean stream) {
        // The token counts against the call's deadline: a stalled token endpoint ends the call at its deadline.
        String token = auth instanceof DeadlineAuth bounded ? bounded.accessToken(deadline) : auth.accessToken();
        Answer answer =
                exchange(method, uri, path, jsonBody, contentType, token, idempotent, deadline, attempt, stream);
        String used = token;
        if (answer.status() == 401) {
            // When another caller already replaced the refused token, the refresh hands out that newer token without a
            // token request; if the server refuses it too (its sessions expired again in between), one real refresh
            // follows. A token this call's own refresh obtained is never refreshed again: no loop.
            boolean newerExists = auth instanceof DeadlineAuth bounded
                    && bounded.cachedToken()
                            .filter(cached -> !cached.equals(token))
                            .isPresent();
            for (int refreshes = 0; answer.status() == 401 && refreshes < (newerExists ? 2 : 1); refreshes++) {
                Optional<String> fresh = refresh(answer, used, deadline);
                if (fresh.isEmpty()) {
                    throw failure(answer, method, uri, idempotent, used);
                }
                LOG.log(System.Logger.Level.DEBUG, () -> "token refreshed after HTTP 401 from " + method + " " + path);
                notify(RequestListener::tokenRefreshed);
                used = fresh.get();
                answer =
                        exchange(method, uri, path, jsonBody, contentType, used, idempotent, deadline, attempt, stream);
            }
        }
        int status = answer.status();
        if ((status < 200 || status >= 300) && !accept.test(status)) {
            throw failure(answer, method, uri, idempotent, used);
        }
        return answer;
    }

    /** A token to repeat a request refused with 401 by, or empty when the provider cannot (or must not) refresh. */
    private Optional<String> refresh(Answer refused, String rejectedToken, long deadline) {
        if (refused.body().contains(NOT_FOR_REST)) {
            return Optional.empty();
        }
        return auth instanceof DeadlineAuth bounded
                ? bounded.refresh(rejectedToken, deadline)
                : auth.refresh(rejectedToken);
    }

    /** The refusal an answer is; a token the server echoes in its body is masked first, wherever it stands. */
    private RefinApiException failure(Answer answer, String method, URI uri, boolean idempotent, String token) {
        String body = answer.body();
        if (token != null && !token.isEmpty() && body.contains(token)) {
            body = body.replace(token, "****");
        }
        return new RefinApiException(
                answer.status(),
                method,
                describe(uri),
                ErrorBody.parse(answer.status(), body),
                idempotent,
                retryAfter(answer.headers()));
    }

    /** A {@code Retry-After} in seconds; null when absent or an HTTP date (rare on the platform). */
    private static Duration retryAfter(HttpHeaders headers) {
        Optional<String> value = headers.firstValue("Retry-After");
        if (value.isEmpty() || !value.get().strip().matches("\\d{1,6}")) {
            return null;
        }
        return Duration.ofSeconds(Long.parseLong(value.get().strip()));
    }

    /**
     * The URL of {@code resource}: the one place a request's URL is made. Whatever the resource holds (values read
     * from answers included), the URL goes to the org's own scheme and host, below {@code /services/}, and its path
     * has no dot segment, empty segment, backslash or control character (see {@link Urls#pathProblem}), so a value
     * put into a path can never steer the request to another resource. Anything else is refused before it is sent.
     */
    private URI resolve(String resource) {
        URI uri;
        try {
            if (resource.startsWith("/services/")) {
                uri = URI.create(instanceUrl + resource);
            } else if (resource.startsWith("/")) {
                uri = URI.create(instanceUrl + dataPath + resource);
            } else {
                // Absolute URLs (a nextRecordsUrl some proxies rewrite) must point at this org: the token goes with
                // them.
                uri = URI.create(resource);
            }
        } catch (IllegalArgumentException e) {
            throw new RefinException("not a usable resource URL: " + Urls.shown(Urls.redact(resource)), false, e);
        }
        if (!instanceUrl.getScheme().equalsIgnoreCase(String.valueOf(uri.getScheme()))
                || !instanceUrl.getRawAuthority().equalsIgnoreCase(String.valueOf(uri.getRawAuthority()))) {
            throw new RefinException(
                    "refusing to send the token to another host: " + Urls.shown(Urls.redact(uri.toString())),
                    false,
                    null);
        }
        String rawPath = uri.getRawPath();
        String problem = Urls.pathProblem(rawPath);
        if (problem == null && !rawPath.startsWith("/services/")) {
            problem = "the path is not below /services/";
        }
        if (problem != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new RefinException(
                    "refusing to send a request to '" + Urls.shown(Urls.redact(resource)) + "': "
                            + (problem != null ? problem : "the URL has user info or a fragment")
                            + "; nothing was sent",
                    false,
                    null);
        }
        return uri;
    }

    /** The path below the API version, without query string, for messages. */
    private String describe(URI uri) {
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        int at = path.indexOf(dataPath);
        return at >= 0 ? path.substring(at + dataPath.length()) : path;
    }

    /** The path below the API version with the query's parameter names but not their values. */
    private String logPath(URI uri) {
        String query = uri.getRawQuery();
        if (query == null) {
            return describe(uri);
        }
        StringBuilder out = new StringBuilder(describe(uri)).append('?');
        String[] parameters = query.split("&");
        for (int i = 0; i < parameters.length; i++) {
            int equals = parameters[i].indexOf('=');
            out.append(i == 0 ? "" : "&")
                    .append(equals < 0 ? parameters[i] : parameters[i].substring(0, equals))
                    .append("=…");
        }
        return out.toString();
    }

    private Answer exchange(
            String method,
            URI uri,
            String path,
            String jsonBody,
            String contentType,
            String token,
            boolean idempotent,
            long deadline,
            int attempt,
            boolean stream) {
        RequestListener.Request event = new RequestListener.Request(method, path, attempt);
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
            throw timedOut(method, path, idempotent, null);
        }
        if (!Urls.isHeaderSafeToken(token)) {
            // Never shown: a token with a line break would otherwise reach the JDK, whose refusal quotes the header.
            throw new RefinAuthException(
                    0,
                    "invalid_token",
                    "the auth provider's access token is empty or holds characters a header cannot carry (control"
                            + " characters, spaces, line breaks or non-ASCII); it was not sent");
        }
        HttpRequest.Builder request;
        try {
            request = HttpRequest.newBuilder(uri)
                    .timeout(Duration.ofNanos(remaining))
                    .header("Authorization", "Bearer " + token)
                    .header("Accept", contentType.startsWith("text/csv") ? "text/csv" : "application/json")
                    .header("Accept-Encoding", "gzip");
            if (jsonBody == null) {
                request.method(method, HttpRequest.BodyPublishers.noBody());
            } else {
                request.header("Content-Type", contentType)
                        .method(method, HttpRequest.BodyPublishers.ofString(jsonBody, StandardCharsets.UTF_8));
            }
        } catch (IllegalArgumentException e) {
            // The JDK's message repeats the refused header's value: neither it nor the exception is passed on.
            throw new RefinException(
                    method + " " + path + ": the request could not be made (a header value the"
                            + " JDK refuses); nothing was sent",
                    false,
                    null);
        }
        notify(listener -> listener.requestStarted(event));
        long start = System.nanoTime();
        HttpResponse<Object> response;
        try {
            response = send(request.build(), method, path, idempotent, deadline, stream);
        } catch (RefinException e) {
            finished(event, 0, start, e.getMessage());
            throw e;
        }
        finished(event, response.statusCode(), start, null);
        response.headers()
                .firstValue("Sforce-Limit-Info")
                .flatMap(ApiUsage::parse)
                .ifPresent(usage -> {
                    lastUsage.set(usage);
                    notify(listener -> listener.apiUsage(usage));
                });
        if (response.body() instanceof InputStream body) {
            return new Answer(response.statusCode(), new byte[0], response.headers(), inflated(body, response));
        }
        return new Answer(response.statusCode(), decode(response, method, path), response.headers(), null);
    }

    /**
     * One exchange on the calling thread, ended at the deadline: the request's own timeout bounds the connection and
     * the headers, and a timer aborts the body when the whole of it has not arrived by then (a server trickling its
     * answer). A synchronous {@link HttpClient#send} costs about a third of waiting on {@code sendAsync(...).get()},
     * which hands the answer to another thread before the caller sees it. A 2xx body asked for as a {@code stream}
     * is handed over at its headers, the timer stopped: its reads wait for the server within what remains of the
     * deadline ({@link StreamedBody}).
     */
    private HttpResponse<Object> send(
            HttpRequest request, String method, String path, boolean idempotent, long deadlineNanos, boolean stream) {
        BodyDeadline deadline = new BodyDeadline(limits.maxResponseBytes(), stream, deadlineNanos);
        ScheduledFuture<?> timer =
                Deadlines.TIMER.schedule(deadline, deadlineNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
        try {
            return http.send(request, deadline);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RefinException(method + " " + path + " was interrupted", false, outcome(idempotent), e);
        } catch (IOException e) {
            throw transportFailure(
                    deadline.expired() ? new HttpTimeoutException("deadline") : e, method, path, idempotent);
        } finally {
            timer.cancel(false);
        }
    }

    /** The one timer thread that ends bodies at their deadline; a daemon, so it never keeps a JVM alive. */
    private static final class Deadlines {
        static final ScheduledThreadPoolExecutor TIMER = timer();

        private static ScheduledThreadPoolExecutor timer() {
            ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, task -> {
                Thread thread = new Thread(task, "refin-deadlines");
                thread.setDaemon(true);
                return thread;
            });
            timer.setRemoveOnCancelPolicy(true); // a finished call's timer leaves the queue at once
            return timer;
        }
    }

    /**
     * The body handler of one exchange and the task its timer runs at the deadline: the task aborts the body being
     * received, or one whose headers arrive after the deadline.
     */
    private static final class BodyDeadline implements HttpResponse.BodyHandler<Object>, Runnable {
        private final long maxBytes;
        private final boolean stream;
        private final long deadlineNanos;
        private CappedBody body;
        private boolean expired;

        BodyDeadline(long maxBytes, boolean stream, long deadlineNanos) {
            this.maxBytes = maxBytes;
            this.stream = stream;
            this.deadlineNanos = deadlineNanos;
        }

        @Override
        public HttpResponse.BodySubscriber<Object> apply(HttpResponse.ResponseInfo info) {
            if (stream && info.statusCode() / 100 == 2) {
                return HttpResponse.BodySubscribers.mapping(
                        new StreamedBody(deadlineNanos - System.nanoTime()), (InputStream in) -> in);
            }
            CappedBody subscriber = new CappedBody(maxBytes, info.headers().firstValueAsLong("Content-Length"));
            synchronized (this) {
                body = subscriber;
                if (expired) {
                    subscriber.abort(new HttpTimeoutException("deadline"));
                }
            }
            return HttpResponse.BodySubscribers.mapping(subscriber, (byte[] bytes) -> bytes);
        }

        @Override
        public synchronized void run() {
            expired = true;
            if (body != null) {
                body.abort(new HttpTimeoutException("deadline"));
            }
        }

        synchronized boolean expired() {
            return expired;
        }
    }

    /** The first of {@code failure} and its causes that is a {@code type}, or null. */
    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return null;
    }

    private RefinException transportFailure(Throwable failure, String method, String path, boolean idempotent) {
        CappedBody.TooLarge tooLarge = find(failure, CappedBody.TooLarge.class);
        if (tooLarge != null) {
            return tooLarge(method, path, tooLarge);
        }
        Throwable unopened = find(failure, HttpConnectTimeoutException.class);
        if (unopened == null) {
            unopened = find(failure, ConnectException.class);
        }
        if (unopened == null) {
            unopened = find(failure, UnresolvedAddressException.class);
        }
        if (unopened != null) {
            // The connection never opened, so the server never saw the request: repeating it is safe.
            return new RefinException(
                    method + " " + path + " could not connect to " + Urls.redact(instanceUrl.toString()) + ": "
                            + Urls.describe(unopened),
                    true,
                    unopened);
        }
        if (failure instanceof HttpTimeoutException) {
            return timedOut(method, path, idempotent, failure);
        }
        return new RefinException(
                method + " " + path + " failed: " + Urls.describe(failure) + unknownNote(idempotent),
                idempotent,
                outcome(idempotent),
                failure);
    }

    private RefinException timedOut(String method, String path, boolean idempotent, Throwable cause) {
        return new RefinException(
                method + " " + path + " timed out: no complete answer within " + limits.requestTimeout()
                        + unknownNote(idempotent),
                idempotent,
                outcome(idempotent),
                cause);
    }

    private RefinException tooLarge(String method, String path, Throwable cause) {
        return new RefinException(
                method + " " + path + ": the response is larger than the limit of " + limits.maxResponseBytes()
                        + " bytes (RefinClient.Builder.maxResponseBytes); " + cause.getMessage(),
                false,
                null);
    }

    private static ErrorKind outcome(boolean idempotent) {
        return idempotent ? ErrorKind.OTHER : ErrorKind.OUTCOME_UNKNOWN;
    }

    private static String unknownNote(boolean idempotent) {
        return idempotent ? "" : " (outcome unknown: the request may have been applied; read before writing again)";
    }

    private void finished(RequestListener.Request event, int status, long start, String failure) {
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        LOG.log(
                System.Logger.Level.DEBUG,
                () -> event.method() + " " + event.path() + " -> "
                        + (status == 0 ? "no answer (" + failure + ")" : String.valueOf(status)) + " in "
                        + elapsed.toMillis() + " ms (attempt " + event.attempt() + ")");
        notify(listener -> listener.requestFinished(event, status, elapsed, failure));
    }

    private void notify(java.util.function.Consumer<RequestListener> call) {
        try {
            call.accept(limits.listener());
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "a RequestListener failed; ignored", e);
        }
    }

    /** The stream of a body, inflated when it came gzipped; the gzip header is read when the first row is. */
    private static InputStream inflated(InputStream body, HttpResponse<?> response) {
        boolean gzip = response.headers()
                .firstValue("Content-Encoding")
                .map(value -> value.equalsIgnoreCase("gzip"))
                .orElse(false);
        return gzip ? StreamedBody.inflating(body) : body;
    }

    private byte[] decode(HttpResponse<Object> response, String method, String path) {
        byte[] bytes = (byte[]) response.body();
        boolean gzip = response.headers()
                .firstValue("Content-Encoding")
                .map(value -> value.equalsIgnoreCase("gzip"))
                .orElse(false);
        if (gzip && bytes.length > 0) {
            try {
                bytes = CappedBody.inflate(bytes, limits.maxResponseBytes());
            } catch (CappedBody.TooLarge e) {
                throw tooLarge(method, path, e);
            } catch (IOException e) {
                throw new RefinException(
                        method + " " + path + ": the response claims gzip but is not: " + e.getMessage(), false, e);
            }
        }
        return bytes;
    }
}
