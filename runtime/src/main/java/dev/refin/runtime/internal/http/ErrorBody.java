package dev.refin.runtime.internal.http;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.client.ApiError;
import dev.refin.runtime.internal.Codecs;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A non-2xx response body, parsed tolerantly into errors: the standard array in any key order, with or
 * without {@code fields}; item errors keyed {@code statusCode}; the 300 array of URLs; an OAuth
 * {@code {error, error_description}}; anything else (an HTML page from a proxy) as a short excerpt.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public record ErrorBody(List<ApiError> errors, List<String> matchingUrls) {
    public static final String NON_JSON_RESPONSE = "NON_JSON_RESPONSE";
    public static final String UNEXPECTED_RESPONSE = "UNEXPECTED_RESPONSE";
    public static final String MULTIPLE_CHOICES = "MULTIPLE_CHOICES";

    /**
     * The code of the errors the client itself reports for a part of an answer it cannot match to its request or
     * cannot read (a missing sub-response, a malformed id, an unreadable bulk result row): that part may have been
     * applied. Classified as {@link dev.refin.runtime.client.ErrorKind#OUTCOME_UNKNOWN}.
     */
    public static final String OUTCOME_UNKNOWN = "OUTCOME_UNKNOWN";

    /** An error saying that the outcome of a record or subrequest is unknown, and why. */
    public static ApiError unknown(String why) {
        return new ApiError(
                why + " (outcome unknown: it may have been applied; read it back before writing it again)",
                OUTCOME_UNKNOWN,
                List.of());
    }

    private static final int EXCERPT_LENGTH = 200;
    private static final Pattern TAG = Pattern.compile("<[^>]*>");
    private static final Pattern SPACE = Pattern.compile("\\s+");

    public ErrorBody {
        errors = List.copyOf(errors);
        matchingUrls = List.copyOf(matchingUrls);
    }

    /** Parses a body; the result always holds at least one error. */
    public static ErrorBody parse(int status, String body) {
        String text = body == null ? "" : body.strip();
        if (text.isEmpty()) {
            return single(new ApiError("HTTP " + status + " with an empty body", "HTTP_" + status, List.of()));
        }
        JsonNode root;
        try {
            root = Codecs.MAPPER.readTree(text);
        } catch (IOException e) {
            root = null;
        }
        if (root == null || !root.isContainerNode()) {
            return single(new ApiError(
                    "HTTP " + status + " with a non-JSON body: " + excerpt(text), NON_JSON_RESPONSE, List.of()));
        }
        return root.isArray() ? fromArray(status, root) : fromObject(root, text);
    }

    private static ErrorBody fromArray(int status, JsonNode array) {
        List<ApiError> errors = new ArrayList<>();
        List<String> urls = new ArrayList<>();
        for (JsonNode item : array) {
            if (item.isTextual()) {
                urls.add(item.asText());
            } else if (item.isObject()) {
                errors.add(fromItem(item));
            } else {
                errors.add(new ApiError(excerpt(item.toString()), UNEXPECTED_RESPONSE, List.of()));
            }
        }
        if (!urls.isEmpty()) {
            errors.add(
                    0,
                    new ApiError(
                            urls.size() + " records match: " + String.join(", ", urls), MULTIPLE_CHOICES, List.of()));
        }
        if (errors.isEmpty()) {
            errors.add(new ApiError("HTTP " + status + " with an empty error array", "HTTP_" + status, List.of()));
        }
        return new ErrorBody(errors, urls);
    }

    private static ErrorBody fromObject(JsonNode object, String text) {
        if (object.has("error")) {
            return single(new ApiError(text(object, "error_description"), text(object, "error"), List.of()));
        }
        if (object.has("errorCode") || object.has("statusCode") || object.has("message")) {
            return single(fromItem(object));
        }
        return single(new ApiError(excerpt(text), UNEXPECTED_RESPONSE, List.of()));
    }

    /** One error object; item-level errors of collections and trees say {@code statusCode}, not {@code errorCode}. */
    public static ApiError fromItem(JsonNode item) {
        String code = item.hasNonNull("errorCode") ? text(item, "errorCode") : text(item, "statusCode");
        List<String> fields = new ArrayList<>();
        JsonNode fieldNode = item.get("fields");
        if (fieldNode != null && fieldNode.isArray()) {
            fieldNode.forEach(field -> fields.add(field.asText()));
        } else if (fieldNode != null && fieldNode.isTextual()) {
            fields.add(fieldNode.asText());
        }
        return new ApiError(text(item, "message"), code, fields);
    }

    /** A body that is not JSON, reduced to readable text: tags removed, white space collapsed, cut short. */
    public static String excerpt(String body) {
        String text =
                SPACE.matcher(TAG.matcher(body).replaceAll(" ")).replaceAll(" ").strip();
        return text.length() > EXCERPT_LENGTH ? text.substring(0, EXCERPT_LENGTH) + "..." : text;
    }

    private static String text(JsonNode node, String name) {
        JsonNode value = node.get(name);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static ErrorBody single(ApiError error) {
        return new ErrorBody(List.of(error), List.of());
    }
}
