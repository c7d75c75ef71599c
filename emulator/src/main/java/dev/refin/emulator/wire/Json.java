package dev.refin.emulator.wire;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.WireFormats;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

/** The emulator's JSON settings and the platform's wire formats. */
public final class Json {
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    /** Errors the platform's REST framework (not a DML operation) raises: sent without {@code fields}. */
    private static final java.util.Set<String> BARE_CODES =
            java.util.Set.of("NOT_FOUND", "INVALID_SESSION_ID", "PROCESSING_HALTED", "INVALID_TYPE");

    public static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Json() {}

    public static ObjectNode object() {
        return NODES.objectNode();
    }

    public static ArrayNode array() {
        return NODES.arrayNode();
    }

    public static String datetime(Instant instant) {
        // The platform's wire format, in UTC: 2024-05-20T20:49:32.000+0000.
        return WireFormats.formatDateTime(instant.atOffset(ZoneOffset.UTC));
    }

    public static byte[] bytes(JsonNode node) {
        try {
            return MAPPER.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses a request body; malformed JSON becomes the platform's JSON_PARSER_ERROR. */
    public static JsonNode parse(byte[] body) {
        try {
            JsonNode node = MAPPER.readTree(body);
            if (node == null || node.isMissingNode()) {
                throw ApiException.badRequest("JSON_PARSER_ERROR", "No content to map due to end-of-input", List.of());
            }
            return node;
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("JSON_PARSER_ERROR", e.getOriginalMessage() + locationOf(e), List.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String locationOf(JsonProcessingException e) {
        return e.getLocation() == null
                ? ""
                : " at [line:" + e.getLocation().getLineNr() + ", column:"
                        + e.getLocation().getColumnNr() + "]";
    }

    /** The error array body for a refusal. */
    public static ArrayNode errorArray(List<ApiException.ApiError> errors) {
        ArrayNode array = array();
        for (ApiException.ApiError error : errors) {
            ObjectNode item = array.addObject();
            item.put("message", error.message());
            item.put("errorCode", error.errorCode());
            if (!error.fields().isEmpty() || !BARE_CODES.contains(error.errorCode())) {
                ArrayNode fields = item.putArray("fields");
                error.fields().forEach(fields::add);
            }
        }
        return array;
    }

    /** An error array of one error without {@code fields}, as the platform sends for sessions and halted work. */
    public static ArrayNode bareError(ApiException.ApiError error) {
        ArrayNode array = array();
        ObjectNode item = array.addObject();
        item.put("message", error.message());
        item.put("errorCode", error.errorCode());
        return array;
    }
}
