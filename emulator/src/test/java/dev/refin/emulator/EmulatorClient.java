package dev.refin.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.RealFixtures;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/** A small HTTP client for tests: real requests against a started emulator, JSON in and out. */
final class EmulatorClient {
    static final String V = "/services/data/v65.0";
    static final ObjectMapper MAPPER = new ObjectMapper();

    private final HttpClient http = HttpClient.newHttpClient();
    private final String baseUrl;
    private final String token;

    EmulatorClient(String baseUrl) {
        this(baseUrl, Emulator.DEFAULT_TOKEN);
    }

    /** A client sending {@code Authorization: Bearer <token>}, or no authorization when the token is null. */
    EmulatorClient(String baseUrl, String token) {
        this.baseUrl = baseUrl;
        this.token = token;
    }

    /** This client with another token. */
    EmulatorClient withToken(String other) {
        return new EmulatorClient(baseUrl, other);
    }

    /** An emulator of the sample snapshot started with {@code src/test/resources/ready-org.yaml}: a ready org. */
    static Emulator startReadyOrg() throws IOException {
        return Emulator.builder()
                .snapshot(snapshot())
                .config(Path.of("src/test/resources/ready-org.yaml"))
                .build()
                .start();
    }

    /**
     * Copies the sample snapshot into {@code dir} and changes one object's describe there, for tests of what the
     * describe says; answers {@code dir}.
     */
    static Path snapshotCopy(Path dir, String object, java.util.function.Consumer<ObjectNode> change)
            throws IOException {
        try (java.util.stream.Stream<Path> files = Files.list(snapshot())) {
            for (Path file : files.toList()) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        }
        Path file = dir.resolve(object + ".json");
        ObjectNode describe = (ObjectNode) MAPPER.readTree(file.toFile());
        change.accept(describe);
        Files.write(file, MAPPER.writeValueAsBytes(describe));
        return dir;
    }

    /** The sample project's describe snapshot. */
    static Path snapshot() {
        return Path.of(System.getProperty("user.dir"))
                .resolve("../sample-project/src/main/refin")
                .normalize();
    }

    /** The real response samples ({@link RealFixtures}), kept in the repository. */
    static Path realFixtures() {
        return RealFixtures.root();
    }

    static JsonNode readFixture(String relative) {
        try {
            return MAPPER.readTree(realFixtures().resolve(relative).toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ObjectNode json(String text) {
        try {
            return (ObjectNode) MAPPER.readTree(text.replace('\'', '"'));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * One response.
     *
     * @param status the HTTP status
     * @param text the body as text
     * @param headers the response headers
     */
    record Response(int status, String text, Map<String, java.util.List<String>> headers) {
        JsonNode json() {
            try {
                return MAPPER.readTree(text);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Asserts a platform error array with exactly one error of this code, and returns that error. */
        JsonNode error(int expectedStatus, String errorCode) {
            assertEquals(expectedStatus, status, text);
            JsonNode body = json();
            assertTrue(body.isArray() && body.size() == 1, text);
            JsonNode error = body.get(0);
            assertEquals(errorCode, error.path("errorCode").asText(), text);
            assertTrue(error.get("message").isTextual(), text);
            if (error.has("fields")) {
                assertTrue(error.get("fields").isArray(), text);
                assertEquals(3, error.size(), text);
            } else {
                // Errors of the REST framework itself (unknown resource, session, query parser, replication,
                // limits) come without fields.
                assertTrue(
                        Set.of(
                                        "NOT_FOUND",
                                        "INVALID_SESSION_ID",
                                        "INVALID_TYPE",
                                        "PROCESSING_HALTED",
                                        "MALFORMED_QUERY",
                                        "INVALID_FIELD",
                                        "INVALID_QUERY_LOCATOR",
                                        "INVALID_QUERY_FILTER_OPERATOR",
                                        "NUMBER_OUTSIDE_VALID_RANGE",
                                        "REQUEST_LIMIT_EXCEEDED",
                                        "INVALID_REPLICATION_DATE",
                                        "EXCEEDED_ID_LIMIT",
                                        "MISSING_ARGUMENT",
                                        "GONE",
                                        "MALFORMED_SEARCH")
                                .contains(errorCode),
                        text);
                assertEquals(2, error.size(), text);
            }
            return error;
        }
    }

    Response send(String method, String path, String body, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null && headers.length == 0) {
            request.header("Content-Type", "application/json");
        }
        boolean authorized = false;
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
            authorized |= headers[i].equalsIgnoreCase("Authorization");
        }
        if (!authorized && token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Response(
                    response.statusCode(), response.body(), response.headers().map());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    Response get(String path, String... headers) {
        return send("GET", path, null, headers);
    }

    /** Posts a form to the token endpoint. */
    Response token(String form, String... headers) {
        String[] all = new String[headers.length + 2];
        all[0] = "Content-Type";
        all[1] = "application/x-www-form-urlencoded";
        System.arraycopy(headers, 0, all, 2, headers.length);
        return send("POST", "/services/oauth2/token", form, all);
    }

    Response post(String path, String body) {
        return send("POST", path, body);
    }

    Response patch(String path, String body) {
        return send("PATCH", path, body);
    }

    Response delete(String path) {
        return send("DELETE", path, null);
    }

    /** Creates a record, asserting 201, and returns its id. */
    String create(String object, String body) {
        Response response = post(V + "/sobjects/" + object, body.replace('\'', '"'));
        assertEquals(201, response.status(), response.text());
        return response.json().get("id").asText();
    }

    /** Updates a record, asserting 204. */
    void update(String object, String id, String body) {
        Response response = patch(V + "/sobjects/" + object + "/" + id, body.replace('\'', '"'));
        assertEquals(204, response.status(), response.text());
    }

    /** Reads a record, asserting 200. */
    JsonNode read(String object, String id) {
        Response response = get(V + "/sobjects/" + object + "/" + id);
        assertEquals(200, response.status(), response.text());
        return response.json();
    }
}
