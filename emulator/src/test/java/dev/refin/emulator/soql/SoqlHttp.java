package dev.refin.emulator.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.emulator.Emulator;
import dev.refin.runtime.RealFixtures;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Real HTTP against a started emulator for the query tests, authenticated with the emulator's default token. */
final class SoqlHttp {
    static final String V = "/services/data/v65.0";
    static final ObjectMapper MAPPER = new ObjectMapper();

    private final HttpClient http = HttpClient.newHttpClient();
    private final String baseUrl;

    SoqlHttp(Emulator emulator) {
        this.baseUrl = emulator.baseUrl();
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

    /**
     * One response.
     *
     * @param status the HTTP status
     * @param body the body parsed as JSON (null when empty)
     * @param text the body as text
     */
    record Response(int status, JsonNode body, String text) {}

    Response send(String method, String path, String body, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .header("Authorization", "Bearer " + Emulator.DEFAULT_TOKEN)
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            String text = response.body();
            return new Response(response.statusCode(), text.isEmpty() ? null : MAPPER.readTree(text), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Runs a query, asserting 200. */
    JsonNode query(String soql, String... headers) {
        Response response = queryResponse("query", soql, headers);
        assertEquals(200, response.status(), response.text());
        return response.body();
    }

    Response queryResponse(String resource, String soql, String... headers) {
        return send("GET", V + "/" + resource + "?q=" + URLEncoder.encode(soql, StandardCharsets.UTF_8), null, headers);
    }

    /** Asserts the platform's error array with one error of this code and returns its message. */
    static String error(Response response, String errorCode) {
        assertEquals(400, response.status(), response.text());
        JsonNode error = response.body().get(0);
        assertEquals(1, response.body().size(), response.text());
        assertEquals(errorCode, error.get("errorCode").asText(), response.text());
        return error.get("message").asText();
    }

    /** Creates a record (single quotes in the body stand for double quotes), asserting 201, and returns its id. */
    String create(String object, String json) {
        Response response = send("POST", V + "/sobjects/" + object, json.replace('\'', '"'));
        assertEquals(201, response.status(), response.text());
        return response.body().get("id").asText();
    }

    /** Updates a record, asserting 204. */
    void update(String object, String id, String json) {
        Response response = send("PATCH", V + "/sobjects/" + object + "/" + id, json.replace('\'', '"'));
        assertEquals(204, response.status(), response.text());
    }
}
