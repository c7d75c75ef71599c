package dev.refin.runtime.internal.write;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.client.ApiError;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.http.ErrorBody;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code {id, success, errors}} answer of a create (and of upserts, collections, deletes).
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public record SaveResult(String id, boolean success, List<ApiError> errors) {

    public SaveResult {
        errors = List.copyOf(errors);
    }

    /**
     * Parses the answer in any key order; a missing {@code success} means success when an id is present.
     *
     * @throws IOException when the body is not a JSON object
     */
    public static SaveResult parse(String json) throws IOException {
        JsonNode root = Codecs.MAPPER.readTree(json);
        if (root == null || !root.isObject()) {
            throw new IOException("a save result is a JSON object");
        }
        String id = root.hasNonNull("id") ? root.get("id").asText() : null;
        boolean success = root.has("success") ? root.get("success").asBoolean() : id != null;
        List<ApiError> errors = new ArrayList<>();
        for (JsonNode error : root.path("errors")) {
            errors.add(ErrorBody.fromItem(error));
        }
        return new SaveResult(id, success, errors);
    }
}
