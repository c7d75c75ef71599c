package dev.refin.runtime.internal.write;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.NullNode;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.client.ApiError;
import dev.refin.runtime.client.CompositeRequest;
import dev.refin.runtime.client.CompositeResult;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RecordOutcome;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.http.ErrorBody;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks the answers of writes against their requests. A part of a request the answer misses, answers twice or
 * answers with a malformed id, and a part of the answer no request asked for, is reported with an {@link
 * ErrorBody#unknown} error (outcome unknown), never as success; a 2xx part saying {@code success:false} is a failure.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class Answers {
    /** The result of a record rolled back because another record of an all-or-none call was refused. */
    private static final SaveResult ROLLED_BACK = new SaveResult(
            null,
            false,
            List.of(new ApiError(
                    "Not saved: the call is all-or-none and another record was refused",
                    "ALL_OR_NONE_OPERATION_ROLLED_BACK",
                    List.of())));

    private Answers() {}

    /** Whether {@code id} is a record id (15 or 18 characters, checksum included). */
    public static boolean isRecordId(String id) {
        try {
            RecordId.of(id);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Why {@code id}, answered for a record of {@code type}, cannot be that record's: its key prefix (the first three
     * characters) is another object's. Null when it can be (or the type declares no key prefix).
     */
    static String otherObject(String id, SObjectType<?> type) {
        String prefix = type == null ? null : type.keyPrefix();
        if (prefix == null || id == null || id.length() < 3 || id.startsWith(prefix)) {
            return null;
        }
        return "an id of another object ('" + shown(id) + "': key prefix '" + id.substring(0, 3) + "', not "
                + type.apiName() + "'s '" + prefix + "')";
    }

    /** The id shown in a message: cut short, never a whole body. */
    static String shown(String id) {
        return id.length() > 40 ? id.substring(0, 40) + "..." : id;
    }

    // ---- /composite ---------------------------------------------------------------------------------------

    /**
     * The answer of a composite call in request order, one result per subrequest, then a result for each part that
     * answers no subrequest; see the class comment.
     */
    static CompositeResult composite(List<CompositeRequest.Subrequest> subrequests, CompositeResult answer) {
        Map<String, List<CompositeResult.Subresult>> byReference = new LinkedHashMap<>();
        for (CompositeResult.Subresult result : answer.results()) {
            byReference
                    .computeIfAbsent(result.referenceId(), key -> new ArrayList<>())
                    .add(result);
        }
        List<CompositeResult.Subresult> matched = new ArrayList<>(subrequests.size());
        for (CompositeRequest.Subrequest sub : subrequests) {
            List<CompositeResult.Subresult> answers = byReference.remove(sub.referenceId());
            matched.add(subresult(sub, answers));
        }
        byReference.forEach((reference, extra) -> matched.add(new CompositeResult.Subresult(
                reference,
                0,
                extra.get(0).body(),
                List.of(ErrorBody.unknown(
                        "the composite answer holds a result for '" + reference + "', which no subrequest sent")))));
        return new CompositeResult(matched);
    }

    private static CompositeResult.Subresult subresult(
            CompositeRequest.Subrequest sub, List<CompositeResult.Subresult> answers) {
        String reference = sub.referenceId();
        if (answers == null) {
            return new CompositeResult.Subresult(
                    reference,
                    0,
                    NullNode.getInstance(),
                    List.of(ErrorBody.unknown("the composite answer holds no answer for subrequest '" + reference
                            + "' (" + sub.method() + ")")));
        }
        CompositeResult.Subresult answer = answers.get(0);
        if (answers.size() > 1) {
            return new CompositeResult.Subresult(
                    reference,
                    0,
                    answer.body(),
                    List.of(ErrorBody.unknown("the composite answer answers subrequest '" + reference + "' "
                            + answers.size() + " times")));
        }
        if (!answer.success() || answer.status() / 100 != 2) {
            return answer;
        }
        JsonNode body = answer.body();
        if (body.path("success").isBoolean() && !body.get("success").asBoolean()) {
            List<ApiError> errors = new ArrayList<>();
            body.path("errors").forEach(error -> errors.add(ErrorBody.fromItem(error)));
            if (errors.isEmpty()) {
                errors.add(new ApiError(
                        "HTTP " + answer.status() + " with success false and no errors", "UNKNOWN", List.of()));
            }
            return new CompositeResult.Subresult(reference, answer.status(), body, errors);
        }
        if (body.has("id")
                && !(body.get("id").isTextual() && isRecordId(body.get("id").asText()))) {
            return new CompositeResult.Subresult(
                    reference,
                    answer.status(),
                    body,
                    List.of(ErrorBody.unknown("subrequest '" + reference + "' was answered " + answer.status()
                            + " with an id that is not a record id: '"
                            + shown(body.get("id").toString()) + "'")));
        }
        String other = body.path("id").isTextual() && sub.record() != null
                ? otherObject(body.get("id").asText(), sub.record().sobjectType())
                : null;
        if (other != null) {
            return new CompositeResult.Subresult(
                    reference,
                    answer.status(),
                    body,
                    List.of(ErrorBody.unknown(
                            "subrequest '" + reference + "' was answered " + answer.status() + " with " + other)));
        }
        return answer;
    }

    // ---- sObject collections ------------------------------------------------------------------------------

    /** One record's part of a collection answer: its save result and the raw item ({@code created}). */
    record Item(SaveResult result, JsonNode raw) {}

    /**
     * The answer of a collection call, one item per record sent, in order: the platform answers in request order, so
     * the n-th item is the n-th record's. A record the answer has no readable item for, or whose item reports success
     * with a malformed id, gets a result of unknown outcome; so does every record of an answer that is not a JSON array.
     */
    static List<Item> collection(String json, int records, String call) {
        JsonNode root;
        try {
            root = Codecs.MAPPER.readTree(json);
        } catch (IOException e) {
            root = null;
        }
        List<Item> items = new ArrayList<>(records);
        if (root == null || !root.isArray()) {
            SaveResult unknown = unknown(call + " was answered with something other than an array of results: "
                    + ErrorBody.excerpt(json == null ? "" : json));
            for (int i = 0; i < records; i++) {
                items.add(new Item(unknown, MissingNode.getInstance()));
            }
            return items;
        }
        for (int i = 0; i < records; i++) {
            JsonNode raw = root.path(i);
            items.add(new Item(item(raw, i, root.size(), call), raw));
        }
        return items;
    }

    private static SaveResult item(JsonNode raw, int index, int answered, String call) {
        if (raw.isMissingNode()) {
            return unknown(call + " answered " + answered + " results for more records: none for record " + index);
        }
        SaveResult result;
        try {
            result = SaveResult.parse(raw.toString());
        } catch (IOException e) {
            return unknown(call + ": the result for record " + index + " cannot be read: "
                    + ErrorBody.excerpt(raw.toString()));
        }
        if (result.success() && result.id() != null && !isRecordId(result.id())) {
            return unknown(call + ": record " + index + " was reported saved with an id that is not a record id: '"
                    + shown(result.id()) + "'");
        }
        return result;
    }

    /**
     * The items of an all-or-none call in which the answer refuses a record for a reason of its own: then nothing was
     * saved, so a record whose outcome the answer left unknown was rolled back with the others.
     */
    static List<Item> rolledBackWhenRefused(List<Item> items) {
        boolean refused = items.stream()
                .map(Item::result)
                .anyMatch(result -> !result.success()
                        && result.errors().stream()
                                .anyMatch(error -> error.kind() != ErrorKind.OUTCOME_UNKNOWN
                                        && !RecordOutcome.ROLLED_BACK.contains(error.errorCode())));
        if (!refused) {
            return items;
        }
        List<Item> settled = new ArrayList<>(items.size());
        for (Item item : items) {
            boolean unknown = item.result().errors().stream().anyMatch(e -> e.kind() == ErrorKind.OUTCOME_UNKNOWN);
            settled.add(unknown ? new Item(ROLLED_BACK, item.raw()) : item);
        }
        return settled;
    }

    /** A result of unknown outcome. */
    static SaveResult unknown(String why) {
        return new SaveResult(null, false, List.of(ErrorBody.unknown(why)));
    }
}
