package dev.refin.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.client.AuthProvider;
import dev.refin.runtime.client.RefinException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Reads describe metadata live from an org: describeGlobal, then the selected objects' describes in
 * {@code /composite} calls of {@value #BATCH} subrequests, several calls at a time. A describe the caller
 * already has is asked for with {@code If-Modified-Since} and comes back as 304 when unchanged.
 *
 * <p>{@code /composite} rather than {@code /composite/batch}: only {@code /composite} subrequests carry
 * their own headers, which the conditional refresh needs; both take 25 subrequests per call.
 */
public final class OrgDescriber {
    /** Subrequests per composite call: the platform's maximum. */
    static final int BATCH = 25;

    private static final Pattern VERSION = Pattern.compile("v\\d{2,3}\\.\\d");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final URI instanceUrl;
    private final String apiVersion;
    private final AuthProvider auth;
    private final Duration timeout;
    private final int parallelism;
    private final HttpClient http;
    private final AtomicLong calls = new AtomicLong();

    private OrgDescriber(URI instanceUrl, String apiVersion, AuthProvider auth, Duration timeout, int parallelism) {
        this.instanceUrl = instanceUrl;
        this.apiVersion = apiVersion;
        this.auth = auth;
        this.timeout = timeout;
        this.parallelism = parallelism;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    /**
     * A describer for one org.
     *
     * @param instanceUrl the org's URL, e.g. {@code https://acme.my.salesforce.com}
     * @param apiVersion e.g. {@code v65.0}
     * @param auth supplies bearer tokens
     * @param timeout per request
     * @param parallelism composite calls in flight at once
     */
    public static OrgDescriber of(
            String instanceUrl, String apiVersion, AuthProvider auth, Duration timeout, int parallelism) {
        if (!VERSION.matcher(apiVersion).matches()) {
            throw new IllegalArgumentException("API version must look like v65.0, got '" + apiVersion + "'");
        }
        URI uri = URI.create(
                instanceUrl.endsWith("/") ? instanceUrl.substring(0, instanceUrl.length() - 1) : instanceUrl);
        boolean loopback = "localhost".equalsIgnoreCase(uri.getHost())
                || "127.0.0.1".equals(uri.getHost())
                || "[::1]".equals(uri.getHost());
        if (!"https".equalsIgnoreCase(uri.getScheme()) && !(loopback && "http".equalsIgnoreCase(uri.getScheme()))) {
            throw new IllegalArgumentException("instance URL must be https (http only for loopback): " + instanceUrl);
        }
        return new OrgDescriber(uri, apiVersion, auth, timeout, Math.max(1, parallelism));
    }

    /**
     * One object's describe as the org sent it.
     *
     * @param name the object's API name
     * @param json the describe, or null when the org answered 304 (unchanged since {@code lastModified})
     * @param lastModified the org's {@code Last-Modified} for it, if sent
     */
    public record Described(String name, JsonNode json, String lastModified) {}

    /**
     * Describes every object whose API name passes {@code selection}; objects present in {@code known}
     * (API name to the {@code Last-Modified} recorded with the snapshot) are asked for conditionally.
     *
     * @param progress receives a line every few calls on long runs
     * @throws IOException with a message naming the org and the problem (unreachable, refused, not found)
     */
    public List<Described> describe(Predicate<String> selection, Map<String, String> known, Consumer<String> progress)
            throws IOException {
        List<String> names = new ArrayList<>();
        JsonNode global = get("/services/data/" + apiVersion + "/sobjects/");
        for (JsonNode object : global.path("sobjects")) {
            String name = object.path("name").asText();
            if (selection.test(name)) {
                names.add(name);
            }
        }
        names.sort(String.CASE_INSENSITIVE_ORDER);
        List<List<String>> batches = new ArrayList<>();
        for (int i = 0; i < names.size(); i += BATCH) {
            batches.add(names.subList(i, Math.min(names.size(), i + BATCH)));
        }
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(parallelism, Math.max(1, batches.size())));
        try {
            List<Future<List<Described>>> futures = new ArrayList<>();
            for (List<String> batch : batches) {
                futures.add(pool.submit(() -> {
                    List<Described> result = describeBatch(batch, known);
                    int total = done.addAndGet(batch.size());
                    if (batches.size() > 1) {
                        progress.accept("described " + total + "/" + names.size() + " objects");
                    }
                    return result;
                }));
            }
            List<Described> all = new ArrayList<>();
            for (Future<List<Described>> future : futures) {
                all.addAll(future.get());
            }
            return all;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while describing " + instanceUrl, e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io
                    ? io
                    : new IOException(e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The org's URL. */
    public String instanceUrl() {
        return instanceUrl.toString();
    }

    /** HTTP calls made so far (token requests not counted). */
    public long calls() {
        return calls.get();
    }

    private List<Described> describeBatch(List<String> batch, Map<String, String> known) throws IOException {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("allOrNone", false);
        ArrayNode requests = body.putArray("compositeRequest");
        for (int i = 0; i < batch.size(); i++) {
            ObjectNode request = requests.addObject()
                    .put("method", "GET")
                    .put("referenceId", "describe" + i)
                    .put("url", "/services/data/" + apiVersion + "/sobjects/" + batch.get(i) + "/describe");
            String lastModified = known.get(batch.get(i));
            if (lastModified != null) {
                request.putObject("httpHeaders").put("If-Modified-Since", lastModified);
            }
        }
        JsonNode response = send("POST", "/services/data/" + apiVersion + "/composite", body.toString());
        List<Described> result = new ArrayList<>();
        Map<String, JsonNode> byReference = new TreeMap<>();
        for (JsonNode sub : response.path("compositeResponse")) {
            byReference.put(sub.path("referenceId").asText(), sub);
        }
        for (int i = 0; i < batch.size(); i++) {
            String name = batch.get(i);
            JsonNode sub = byReference.get("describe" + i);
            if (sub == null) {
                throw new IOException(instanceUrl + ": the composite response has no result for " + name);
            }
            int status = sub.path("httpStatusCode").asInt();
            String lastModified = Optional.ofNullable(header(sub.path("httpHeaders"), "Last-Modified"))
                    .orElse(known.get(name));
            if (status == 304) {
                result.add(new Described(name, null, lastModified));
            } else if (status == 200) {
                result.add(new Described(name, sub.path("body"), lastModified));
            } else {
                throw new IOException(instanceUrl + ": describe of " + name + " failed (HTTP " + status + "): "
                        + errorText(sub.path("body")));
            }
        }
        return result;
    }

    private JsonNode get(String path) throws IOException {
        return send("GET", path, null);
    }

    private JsonNode send(String method, String path, String body) throws IOException {
        String token = token();
        HttpResponse<String> response = exchange(method, path, body, token);
        if (response.statusCode() == 401) {
            Optional<String> fresh = refresh(token);
            if (fresh.isPresent()) {
                response = exchange(method, path, body, fresh.get());
            }
        }
        if (response.statusCode() / 100 != 2) {
            String detail = errorText(parse(response.body()));
            if (response.statusCode() == 401) {
                throw new IOException(instanceUrl + ": authentication failed (HTTP 401): " + detail);
            }
            throw new IOException(instanceUrl + path + ": HTTP " + response.statusCode() + ": " + detail);
        }
        JsonNode json = parse(response.body());
        if (json == null) {
            throw new IOException(instanceUrl + path + ": the answer is not JSON (a proxy or login page?)");
        }
        return json;
    }

    private HttpResponse<String> exchange(String method, String path, String body, String token) throws IOException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(instanceUrl + path))
                .timeout(timeout)
                .header("Authorization", "Bearer " + token)
                .header("Accept", "application/json");
        if (body != null) {
            request.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        } else {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        }
        calls.incrementAndGet();
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (ConnectException e) {
            throw new IOException("cannot reach " + instanceUrl + ": connection refused", e);
        } catch (HttpTimeoutException e) {
            throw new IOException(
                    "cannot reach " + instanceUrl + ": no answer within " + timeout.toSeconds() + " s", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while calling " + instanceUrl, e);
        } catch (IOException e) {
            throw new IOException("cannot reach " + instanceUrl + ": " + e.getMessage(), e);
        }
    }

    private String token() throws IOException {
        try {
            return auth.accessToken();
        } catch (RefinException e) {
            throw new IOException(instanceUrl + ": authentication failed: " + e.getMessage(), e);
        }
    }

    private Optional<String> refresh(String rejected) throws IOException {
        try {
            return auth.refresh(rejected);
        } catch (RefinException e) {
            throw new IOException(instanceUrl + ": authentication failed: " + e.getMessage(), e);
        }
    }

    private static JsonNode parse(String body) {
        try {
            return body == null || body.isBlank() ? null : MAPPER.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }

    private static String header(JsonNode headers, String name) {
        for (Map.Entry<String, JsonNode> entry : headers.properties()) {
            if (entry.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return entry.getValue().asText();
            }
        }
        return null;
    }

    private static String errorText(JsonNode body) {
        if (body == null) {
            return "no readable error";
        }
        JsonNode first = body.isArray() && body.size() > 0 ? body.get(0) : body;
        if (first.has("errorCode")) {
            return first.path("errorCode").asText() + ": "
                    + first.path("message").asText();
        }
        if (first.has("error")) {
            return first.path("error").asText() + ": "
                    + first.path("error_description").asText();
        }
        String text = body.toString();
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }

    @Override
    public String toString() {
        return "OrgDescriber[" + instanceUrl + " " + apiVersion + "]";
    }
}
