package dev.refin.codegen;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.TreeReader;
import dev.refin.runtime.client.AuthProvider;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinAuthException;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.client.RequestListener;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Reads describe metadata live from an org: describeGlobal, then the selected objects' describes in
 * {@code /composite} calls of {@value #BATCH} subrequests, several calls at a time. A describe the caller
 * already has is asked for with {@code If-Modified-Since} and comes back as 304 when unchanged. Every call goes
 * through the runtime's {@link RefinClient} (its URL and version checks, token refresh, deadline, size limit,
 * retry policy and logging); each describe is handed on as soon as its batch arrives, so no more than a few
 * batches are in memory whatever the size of the org.
 *
 * <p>{@code /composite} rather than {@code /composite/batch}: only {@code /composite} subrequests carry
 * their own headers, which the conditional refresh needs; both take 25 subrequests per call.
 */
public final class OrgDescriber {
    /** Subrequests per composite call: the platform's maximum. */
    static final int BATCH = 25;

    /** The largest answer of one call: 25 describes of very wide objects fit. */
    private static final long MAX_RESPONSE_BYTES = 128L * 1024 * 1024;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final RefinClient client;
    private final String instanceUrl;
    private final Duration timeout;
    private final int parallelism;
    private final AtomicLong calls;

    private OrgDescriber(RefinClient client, Duration timeout, int parallelism, AtomicLong calls) {
        this.client = client;
        this.instanceUrl = client.instanceUrl().toString();
        this.timeout = timeout;
        this.parallelism = parallelism;
        this.calls = calls;
    }

    /**
     * A describer for one org.
     *
     * @param instanceUrl the org's URL, e.g. {@code https://acme.my.salesforce.com}
     * @param apiVersion e.g. {@code v65.0}
     * @param auth supplies bearer tokens
     * @param timeout the deadline of each call
     * @param parallelism composite calls in flight at once
     * @throws IllegalArgumentException when the URL or version is not usable (the runtime's checks)
     */
    public static OrgDescriber of(
            String instanceUrl, String apiVersion, AuthProvider auth, Duration timeout, int parallelism) {
        AtomicLong calls = new AtomicLong();
        RefinClient client = RefinClient.builder()
                .instanceUrl(instanceUrl)
                .apiVersion(apiVersion)
                .auth(auth)
                .requestTimeout(timeout)
                .maxResponseBytes(MAX_RESPONSE_BYTES)
                .listener(new RequestListener() {
                    @Override
                    public void requestStarted(Request request) {
                        calls.incrementAndGet();
                    }
                })
                .build();
        return new OrgDescriber(client, timeout, Math.max(1, parallelism), calls);
    }

    /**
     * One object's describe as the org sent it.
     *
     * @param name the object's API name
     * @param json the describe, or null when the org answered 304 (unchanged since {@code lastModified})
     * @param lastModified the org's {@code Last-Modified} for it, if sent
     */
    public record Described(String name, JsonNode json, String lastModified) {}

    /** Receives describes as they arrive, from several threads one at a time. */
    @FunctionalInterface
    public interface DescribeSink {
        /** Takes one describe; an exception stops the run. */
        void accept(Described described) throws IOException;
    }

    /**
     * Describes every object whose API name passes {@code selection} and returns them all; see {@link
     * #describe(List, Map, Consumer, DescribeSink)} for the form that keeps memory flat on large orgs.
     *
     * @throws IOException with a message naming the org and the problem (unreachable, refused, not found)
     */
    public List<Described> describe(Predicate<String> selection, Map<String, String> known, Consumer<String> progress)
            throws IOException {
        List<Described> all = new ArrayList<>();
        describe(objectNames(selection), known, progress, all::add);
        return all;
    }

    /**
     * The API names of the org's objects that pass {@code selection} (describeGlobal), sorted case-insensitively.
     *
     * @throws IOException with a message naming the org and the problem
     */
    public List<String> objectNames(Predicate<String> selection) throws IOException {
        if (selection instanceof ObjectSelection objects) {
            return objectNames(objects);
        }
        return namesOf((name, associateEntityType) -> selection.test(name));
    }

    /**
     * The API names of the org's objects that pass {@code selection}, which also sees the
     * {@code associateEntityType} describeGlobal gives each object (null when absent), sorted case-insensitively.
     */
    List<String> objectNames(ObjectSelection selection) throws IOException {
        return namesOf(selection::test);
    }

    private List<String> namesOf(java.util.function.BiPredicate<String, String> selection) throws IOException {
        JsonNode global = parse(call("GET", "/sobjects/", null), "/sobjects/");
        List<String> names = new ArrayList<>();
        for (JsonNode object : global.path("sobjects")) {
            String name = object.path("name").asText();
            JsonNode associate = object.path("associateEntityType");
            if (selection.test(name, associate.isTextual() ? associate.asText() : null)) {
                names.add(name);
            }
        }
        names.sort(String.CASE_INSENSITIVE_ORDER);
        return names;
    }

    /**
     * Describes the named objects, {@value #BATCH} per composite call, and hands each describe to {@code sink} as
     * soon as its call is answered; objects present in {@code known} (API name to the {@code Last-Modified}
     * recorded with the snapshot) are asked for conditionally.
     *
     * @param progress receives a line every few calls on long runs
     * @throws IOException with a message naming the org and the problem (unreachable, refused, not found)
     */
    public void describe(List<String> names, Map<String, String> known, Consumer<String> progress, DescribeSink sink)
            throws IOException {
        describe(names, known, progress, sink, true);
    }

    /**
     * Like {@link #describe(List, Map, Consumer, DescribeSink)}, handing describes to a sink that is safe to call
     * from several threads at once, so each describing thread also does what the sink does with its describes.
     */
    void describeConcurrently(
            List<String> names, Map<String, String> known, Consumer<String> progress, DescribeSink sink)
            throws IOException {
        describe(names, known, progress, sink, false);
    }

    private void describe(
            List<String> names,
            Map<String, String> known,
            Consumer<String> progress,
            DescribeSink sink,
            boolean oneAtATime)
            throws IOException {
        List<List<String>> batches = new ArrayList<>();
        for (int i = 0; i < names.size(); i += BATCH) {
            batches.add(names.subList(i, Math.min(names.size(), i + BATCH)));
        }
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(parallelism, Math.max(1, batches.size())));
        try {
            List<Future<Void>> futures = new ArrayList<>();
            for (List<String> batch : batches) {
                futures.add(pool.submit(() -> {
                    describeBatch(batch, known, sink, oneAtATime);
                    int total = done.addAndGet(batch.size());
                    if (batches.size() > 1) {
                        progress.accept("described " + total + "/" + names.size() + " objects");
                    }
                    return null;
                }));
            }
            for (Future<Void> future : futures) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while describing " + instanceUrl, e);
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** An I/O failure as it is; an Error (out of memory) or a bug as it is too, never as "cannot reach". */
    private static IOException rethrow(Throwable cause) {
        if (cause instanceof IOException io) {
            return io;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        if (cause instanceof RuntimeException runtime) {
            throw runtime;
        }
        return new IOException(cause);
    }

    /** The org's URL. */
    public String instanceUrl() {
        return instanceUrl;
    }

    /** HTTP calls made so far, retries included (token requests not counted). */
    public long calls() {
        return calls.get();
    }

    private void describeBatch(List<String> batch, Map<String, String> known, DescribeSink sink, boolean oneAtATime)
            throws IOException {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("allOrNone", false);
        ArrayNode requests = body.putArray("compositeRequest");
        String prefix = "/services/data/" + client.apiVersion();
        for (int i = 0; i < batch.size(); i++) {
            ObjectNode request = requests.addObject()
                    .put("method", "GET")
                    .put("referenceId", "describe" + i)
                    .put("url", prefix + "/sobjects/" + batch.get(i) + "/describe");
            String lastModified = known.get(batch.get(i));
            if (lastModified != null) {
                request.putObject("httpHeaders").put("If-Modified-Since", lastModified);
            }
        }
        // Read-only subrequests: safe to repeat after a transient failure.
        byte[] response = call("POST", "/composite", body.toString());
        Set<String> answered = new HashSet<>();
        // One describe tree at a time: the answer is walked as a stream, each subresponse handed on and dropped.
        try (JsonParser parser = MAPPER.createParser(response)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw notJson("/composite");
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if (!field.equals("compositeResponse") || value != JsonToken.START_ARRAY) {
                    parser.skipChildren();
                    continue;
                }
                while (parser.nextToken() == JsonToken.START_OBJECT) {
                    JsonNode sub = TreeReader.read(parser);
                    String reference = sub.path("referenceId").asText();
                    int index = reference.startsWith("describe") ? indexOf(reference, batch.size()) : -1;
                    if (index >= 0 && answered.add(reference)) {
                        Described described = described(batch.get(index), sub, known);
                        if (oneAtATime) {
                            synchronized (sink) {
                                sink.accept(described);
                            }
                        } else {
                            sink.accept(described);
                        }
                    }
                }
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw notJson("/composite");
        }
        for (int i = 0; i < batch.size(); i++) {
            if (!answered.contains("describe" + i)) {
                throw new IOException(instanceUrl + ": the composite response has no result for " + batch.get(i));
            }
        }
    }

    private static int indexOf(String reference, int size) {
        try {
            int index = Integer.parseInt(reference.substring("describe".length()));
            return index < size ? index : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private Described described(String name, JsonNode sub, Map<String, String> known) throws IOException {
        int status = sub.path("httpStatusCode").asInt();
        String lastModified = Optional.ofNullable(header(sub.path("httpHeaders"), "Last-Modified"))
                .orElse(known.get(name));
        if (status == 304) {
            return new Described(name, null, lastModified);
        }
        if (status == 200) {
            return new Described(name, sub.path("body"), lastModified);
        }
        throw new IOException(instanceUrl + ": describe of " + name + " failed (HTTP " + status + "): "
                + errorText(sub.path("body")));
    }

    /**
     * One call through the runtime's client, the answer as the bytes it arrived in (parsed from them, never copied to
     * text first); its failures become messages naming the org.
     */
    private byte[] call(String method, String resource, String body) throws IOException {
        try {
            return client.sendJsonBytes(method, resource, body, true);
        } catch (RefinApiException e) {
            String detail = e.errorCode() + ": " + e.serverMessage();
            if (e.status() == 401) {
                throw new IOException(instanceUrl + ": authentication failed (HTTP 401): " + detail, e);
            }
            throw new IOException(instanceUrl + resource + ": HTTP " + e.status() + ": " + detail, e);
        } catch (RefinAuthException e) {
            throw new IOException(instanceUrl + ": authentication failed: " + e.getMessage(), e);
        } catch (RefinException e) {
            throw new IOException(reachability(e), e);
        }
    }

    /** "cannot reach" only for a network failure; anything else (a response too large, ...) says what it is. */
    private String reachability(RefinException e) {
        Throwable cause = e.getCause();
        if (cause instanceof ConnectException) {
            return "cannot reach " + instanceUrl + ": connection refused";
        }
        if (cause instanceof HttpTimeoutException
                || cause instanceof TimeoutException
                || e.getMessage().contains(" timed out: ")) {
            return "cannot reach " + instanceUrl + ": no answer within " + timeout.toSeconds() + " s";
        }
        if (cause instanceof IOException) {
            return "cannot reach " + instanceUrl + ": " + e.getMessage();
        }
        return instanceUrl + ": " + e.getMessage();
    }

    private JsonNode parse(byte[] body, String resource) throws IOException {
        try {
            if (body == null || body.length == 0) {
                throw notJson(resource);
            }
            // Read as ObjectMapper.readTree reads it (the first value; no value at all is a missing node), by the
            // same reader as the describes.
            try (JsonParser parser = MAPPER.createParser(body)) {
                return parser.nextToken() == null ? MAPPER.missingNode() : TreeReader.read(parser);
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw notJson(resource);
        }
    }

    private IOException notJson(String resource) {
        return new IOException(instanceUrl + resource + ": the answer is not JSON (a proxy or login page?)");
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
        if (body == null || body.isMissingNode() || body.isNull()) {
            return "no readable error";
        }
        JsonNode first = body.isArray() && body.size() > 0 ? body.get(0) : body;
        if (first.has("errorCode")) {
            return first.path("errorCode").asText() + ": "
                    + first.path("message").asText();
        }
        String text = body.toString();
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }

    @Override
    public String toString() {
        return "OrgDescriber[" + instanceUrl + " " + client.apiVersion() + "]";
    }
}
