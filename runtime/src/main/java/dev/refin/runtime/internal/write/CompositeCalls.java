package dev.refin.runtime.internal.write;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.client.ApiError;
import dev.refin.runtime.client.CompositeException;
import dev.refin.runtime.client.CompositeRequest;
import dev.refin.runtime.client.CompositeResult;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RecordOutcome;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.client.TreeNode;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.RecordAccess;
import dev.refin.runtime.internal.http.ErrorBody;
import dev.refin.runtime.internal.http.Transport;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The composite family: sObject trees, {@code /composite} and sObject collections, with results correlated.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class CompositeCalls {
    /** Records per tree call and per collection call. */
    public static final int MAX_RECORDS = 200;

    private static final ApiError TREE_ROLLED_BACK = new ApiError(
            "Not created: the tree is all-or-none and another record failed",
            "ALL_OR_NONE_OPERATION_ROLLED_BACK",
            List.of());

    private final Transport transport;

    public CompositeCalls(Transport transport) {
        this.transport = transport;
    }

    // ---- sObject tree -------------------------------------------------------------------------------------

    public <E extends SObject<E>> List<RecordOutcome<?>> tree(List<TreeNode<E>> roots) {
        if (roots.isEmpty()) {
            return List.of();
        }
        SObjectType<E> type = roots.get(0).record().sobjectType();
        Map<String, SObject<?>> byReference = new LinkedHashMap<>();
        ArrayNode records = Codecs.MAPPER.createArrayNode();
        for (TreeNode<E> root : roots) {
            if (root.record().sobjectType() != type) {
                throw new IllegalArgumentException("every root of a tree must be a " + type.apiName());
            }
            records.add(treeJson(root, byReference));
        }
        if (byReference.size() > MAX_RECORDS) {
            throw new IllegalArgumentException(
                    "a tree holds at most " + MAX_RECORDS + " records, got " + byReference.size());
        }
        String resource = "/composite/tree/" + type.apiName();
        String body = Codecs.MAPPER.createObjectNode().set("records", records).toString();
        Transport.Response response = transport.send("POST", resource, body, false, status -> status == 400);
        TreeResponse parsed;
        try {
            parsed = parseTree(response.body());
        } catch (IOException e) {
            if (response.status() == 400) {
                throw new RefinApiException(400, "POST", resource, ErrorBody.parse(400, response.body()), false);
            }
            throw new RefinException(
                    "unreadable tree result from POST " + resource + " (outcome unknown: the tree may have been"
                            + " saved; look its records up by their keys before sending it again): " + e.getMessage(),
                    false,
                    ErrorKind.OUTCOME_UNKNOWN,
                    e);
        }
        return correlateTree(resource, byReference, parsed);
    }

    private ObjectNode treeJson(TreeNode<?> node, Map<String, SObject<?>> byReference) {
        SObject<?> record = node.record();
        String referenceId = "ref" + (byReference.size() + 1);
        byReference.put(referenceId, record);
        ObjectNode json = Codecs.MAPPER.createObjectNode();
        json.putObject("attributes").put("type", record.sobjectType().apiName()).put("referenceId", referenceId);
        json.setAll(fields(record, true));
        node.children().forEach((relationship, children) -> {
            ArrayNode list = json.putObject(relationship).putArray("records");
            children.forEach(child -> list.add(treeJson(child, byReference)));
        });
        return json;
    }

    /**
     * The parsed answer of a tree call: ids by reference id, errors by reference id, and every reference id the
     * results name, in their order (repeats included; "" for a result without one).
     */
    public record TreeResponse(
            boolean hasErrors, Map<String, String> ids, Map<String, List<ApiError>> errors, List<String> answered) {
        /** An answer whose references are those of its ids and errors. */
        public TreeResponse(boolean hasErrors, Map<String, String> ids, Map<String, List<ApiError>> errors) {
            this(hasErrors, ids, errors, new ArrayList<>(ids.keySet()));
        }
    }

    public static TreeResponse parseTree(String json) throws IOException {
        JsonNode root = Codecs.MAPPER.readTree(json);
        if (root == null || !root.isObject() || !root.path("results").isArray()) {
            throw new IOException("a tree result is an object with results");
        }
        Map<String, String> ids = new LinkedHashMap<>();
        Map<String, List<ApiError>> errors = new LinkedHashMap<>();
        List<String> answered = new ArrayList<>();
        for (JsonNode result : root.get("results")) {
            String reference = result.path("referenceId").asText(null);
            answered.add(reference == null ? "" : reference);
            if (result.hasNonNull("id")) {
                ids.putIfAbsent(reference, result.get("id").asText());
            }
            List<ApiError> list = new ArrayList<>();
            result.path("errors").forEach(error -> list.add(ErrorBody.fromItem(error)));
            if (!list.isEmpty()) {
                errors.computeIfAbsent(reference, key -> new ArrayList<>()).addAll(list);
            }
        }
        return new TreeResponse(root.path("hasErrors").asBoolean(!errors.isEmpty()), ids, errors, answered);
    }

    private static List<RecordOutcome<?>> correlateTree(
            String resource, Map<String, SObject<?>> byReference, TreeResponse response) {
        List<RecordOutcome<?>> outcomes = new ArrayList<>();
        boolean failed = response.hasErrors() || !response.errors().isEmpty();
        if (!failed) {
            return savedTree(resource, byReference, response);
        }
        for (Map.Entry<String, SObject<?>> entry : byReference.entrySet()) {
            List<ApiError> errors = response.errors().getOrDefault(entry.getKey(), List.of());
            outcomes.add(outcome(entry.getValue(), null, errors.isEmpty() ? List.of(TREE_ROLLED_BACK) : errors));
        }
        Map.Entry<String, List<ApiError>> first = response.errors().entrySet().stream()
                .findFirst()
                .orElse(Map.entry("", List.of(new ApiError("tree refused without errors", "UNKNOWN", List.of()))));
        throw new CompositeException(
                resource, first.getKey().isEmpty() ? null : first.getKey(), first.getValue(), outcomes);
    }

    /**
     * The outcomes of a tree the answer says was saved (all or none): each record answered once with a record id is
     * saved; one the answer misses, answers twice or answers with a malformed id, and a result for a reference that
     * was never sent, make the call fail as {@link ErrorKind#OUTCOME_UNKNOWN}, with every record's outcome.
     */
    private static List<RecordOutcome<?>> savedTree(
            String resource, Map<String, SObject<?>> byReference, TreeResponse response) {
        Map<String, Integer> times = new LinkedHashMap<>();
        response.answered().forEach(reference -> times.merge(reference, 1, Integer::sum));
        List<RecordOutcome<?>> outcomes = new ArrayList<>();
        String firstUnknown = null;
        List<ApiError> firstErrors = List.of();
        for (Map.Entry<String, SObject<?>> entry : byReference.entrySet()) {
            String reference = entry.getKey();
            String id = response.ids().get(reference);
            int answers = times.getOrDefault(reference, 0);
            ApiError unknown = answers == 0 || id == null
                    ? ErrorBody.unknown("the tree's answer has no id for " + reference)
                    : answers > 1
                            ? ErrorBody.unknown("the tree's answer answers " + reference + " " + answers + " times")
                            : !Answers.isRecordId(id)
                                    ? ErrorBody.unknown("the tree's answer gives " + reference
                                            + " an id that is not a record id: '" + Answers.shown(id) + "'")
                                    : Answers.otherObject(id, entry.getValue().sobjectType()) != null
                                            ? ErrorBody.unknown("the tree's answer gives " + reference + " "
                                                    + Answers.otherObject(
                                                            id, entry.getValue().sobjectType()))
                                            : null;
            if (unknown == null) {
                outcomes.add(outcome(entry.getValue(), id, List.of()));
                continue;
            }
            outcomes.add(outcome(entry.getValue(), null, List.of(unknown)));
            if (firstUnknown == null) {
                firstUnknown = reference;
                firstErrors = List.of(unknown);
            }
        }
        List<String> extra = times.keySet().stream()
                .filter(reference -> !byReference.containsKey(reference))
                .toList();
        if (!extra.isEmpty()) {
            ApiError unmatched = ErrorBody.unknown(
                    "the tree's answer holds results for " + extra + ", which no record of the request was sent as");
            firstErrors = firstUnknown == null ? List.of(unmatched) : List.of(firstErrors.get(0), unmatched);
            firstUnknown = firstUnknown == null ? extra.get(0) : firstUnknown;
        }
        if (firstUnknown != null) {
            throw new CompositeException(resource, firstUnknown, firstErrors, outcomes);
        }
        return outcomes;
    }

    // ---- /composite ---------------------------------------------------------------------------------------

    public CompositeResult composite(CompositeRequest request) {
        List<CompositeRequest.Subrequest> subrequests = request.subrequests();
        if (subrequests.isEmpty()) {
            return new CompositeResult(List.of());
        }
        ObjectNode envelope = Codecs.MAPPER.createObjectNode().put("allOrNone", request.isAllOrNone());
        envelope.put("collateSubrequests", false);
        ArrayNode list = envelope.putArray("compositeRequest");
        for (CompositeRequest.Subrequest sub : subrequests) {
            ObjectNode item = list.addObject()
                    .put("method", sub.method())
                    .put("url", transport.dataPath() + sub.path())
                    .put("referenceId", sub.referenceId());
            if (sub.body() != null) {
                item.set("body", readTree(sub.body()));
            }
        }
        Transport.Response response = transport.send("POST", "/composite", envelope.toString(), false);
        CompositeResult result;
        try {
            result = Answers.composite(subrequests, parseComposite(response.body()));
        } catch (IOException e) {
            throw new RefinException(
                    "unreadable composite result (outcome unknown: its subrequests may have been applied): "
                            + e.getMessage(),
                    false,
                    ErrorKind.OUTCOME_UNKNOWN,
                    e);
        }
        applyComposite(subrequests, result);
        if (request.isAllOrNone() && !result.success()) {
            CompositeResult.Subresult cause = rootCause(result);
            throw new CompositeException("/composite", cause.referenceId(), cause.errors(), List.of());
        }
        return result;
    }

    public static CompositeResult parseComposite(String json) throws IOException {
        JsonNode root = Codecs.MAPPER.readTree(json);
        if (root == null || !root.path("compositeResponse").isArray()) {
            throw new IOException("a composite result is an object with compositeResponse");
        }
        List<CompositeResult.Subresult> results = new ArrayList<>();
        for (JsonNode item : root.get("compositeResponse")) {
            int status = item.path("httpStatusCode").asInt();
            JsonNode body = item.hasNonNull("body") ? item.get("body") : NullNode.getInstance();
            List<ApiError> errors = status >= 200 && status < 400
                    ? List.of()
                    : ErrorBody.parse(status, body.isNull() ? "" : body.toString())
                            .errors();
            results.add(new CompositeResult.Subresult(item.path("referenceId").asText(), status, body, errors));
        }
        return new CompositeResult(results);
    }

    private static void applyComposite(List<CompositeRequest.Subrequest> subrequests, CompositeResult result) {
        for (CompositeRequest.Subrequest sub : subrequests) {
            CompositeResult.Subresult answer = result.get(sub.referenceId()).orElse(null);
            if (answer == null || !answer.success() || sub.record() == null) {
                continue;
            }
            if (sub.method().equals("POST") && answer.body().hasNonNull("id")) {
                storeId(sub.record(), answer.body().get("id").asText());
            }
            sub.record().markUnchanged();
        }
    }

    /**
     * The subrequest that failed an all-or-none call: the first refused for a reason of its own; else the first whose
     * outcome is unknown (an answer that does not match the request); else the first rolled back.
     */
    private static CompositeResult.Subresult rootCause(CompositeResult result) {
        CompositeResult.Subresult unknown = null;
        CompositeResult.Subresult halted = null;
        for (CompositeResult.Subresult sub : result.results()) {
            if (sub.success()) {
                continue;
            }
            if (sub.errors().stream().anyMatch(e -> e.kind() == ErrorKind.OUTCOME_UNKNOWN)) {
                unknown = unknown == null ? sub : unknown;
            } else if (sub.errors().stream().allMatch(e -> RecordOutcome.ROLLED_BACK.contains(e.errorCode()))) {
                halted = halted == null ? sub : halted;
            } else {
                return sub;
            }
        }
        return unknown != null ? unknown : halted;
    }

    // ---- sObject collections ------------------------------------------------------------------------------

    public <E extends SObject<E>> List<RecordOutcome<E>> createAll(List<E> records, boolean allOrNone) {
        return saveAll("POST", "/composite/sobjects", records, allOrNone, null);
    }

    public <E extends SObject<E>> List<RecordOutcome<E>> updateAll(List<E> records, boolean allOrNone) {
        return saveAll("PATCH", "/composite/sobjects", records, allOrNone, null);
    }

    public <E extends SObject<E>> List<RecordOutcome<E>> upsertAll(
            SObjectType<E> type, List<E> records, Field<E, ?> externalIdField, boolean allOrNone) {
        // The caller checked the key: an external id, or a field the user took as one unchecked.
        WriteBodies.requireFieldOf(type, externalIdField);
        for (E record : records) {
            if (record.sobjectType() != type) {
                throw new IllegalArgumentException("every record of an upsert must be a " + type.apiName());
            }
        }
        String resource = "/composite/sobjects/" + type.apiName() + "/" + externalIdField.apiName();
        return saveAll("PATCH", resource, records, allOrNone, externalIdField);
    }

    /** Creates (POST), updates by id (PATCH) or, with an external id field, upserts, 200 records per call. */
    private <E extends SObject<E>> List<RecordOutcome<E>> saveAll(
            String method, String resource, List<E> records, boolean allOrNone, Field<E, ?> externalId) {
        boolean update = method.equals("PATCH") && externalId == null;
        List<RecordOutcome<E>> outcomes = new ArrayList<>(records.size());
        for (int start = 0; start < records.size(); start += MAX_RECORDS) {
            List<E> chunk = records.subList(start, Math.min(records.size(), start + MAX_RECORDS));
            ObjectNode envelope = Codecs.MAPPER.createObjectNode().put("allOrNone", allOrNone);
            ArrayNode list = envelope.putArray("records");
            for (E record : chunk) {
                ObjectNode json = list.addObject();
                json.putObject("attributes").put("type", record.sobjectType().apiName());
                if (update) {
                    json.put("id", requireId(record).value());
                }
                json.setAll(externalId == null ? fields(record, !update) : upsertFields(record, externalId));
            }
            // A create is never repeated blindly; an update by id and an upsert are.
            Transport.Response response = transport.send(method, resource, envelope.toString(), method.equals("PATCH"));
            List<Answers.Item> items = Answers.collection(response.body(), chunk.size(), method + " " + resource);
            if (allOrNone) {
                items = Answers.rolledBackWhenRefused(items);
            }
            Map<String, Integer> given = new HashMap<>();
            for (Answers.Item item : items) {
                if (item.result().success() && item.result().id() != null) {
                    given.merge(RecordId.of(item.result().id()).value(), 1, Integer::sum);
                }
            }
            for (int i = 0; i < chunk.size(); i++) {
                E record = chunk.get(i);
                SaveResult result = items.get(i).result();
                if (update && result.success() && result.id() != null && !sameId(result.id(), requireId(record))) {
                    result = Answers.unknown(method + " " + resource + ": the result for record " + i
                            + " names another record: '" + Answers.shown(result.id()) + "'");
                }
                String other = result.success() ? Answers.otherObject(result.id(), record.sobjectType()) : null;
                if (other != null) {
                    result = Answers.unknown(
                            method + " " + resource + ": the result for record " + i + " gives it " + other);
                }
                if (result.success()
                        && result.id() != null
                        && given.getOrDefault(RecordId.of(result.id()).value(), 0) > 1) {
                    result = Answers.unknown(method + " " + resource + ": the result for record " + i
                            + " gives it the id '" + Answers.shown(result.id())
                            + "', which the answer gives another record of the call too");
                }
                String id = result.id() != null
                        ? result.id()
                        : update ? requireId(record).value() : null;
                boolean created = items.get(i).raw().path("created").asBoolean(false);
                outcomes.add(new RecordOutcome<>(
                        record,
                        result.success() && id != null ? RecordId.of(id) : null,
                        result.success() ? List.of() : failureErrors(result),
                        result.success() && created,
                        externalId == null || !response.uncertain()));
                if (result.success()) {
                    storeId(record, id);
                    record.markUnchanged();
                }
            }
        }
        return outcomes;
    }

    /** The changed createable-and-updateable fields, plus the external id value that identifies the record. */
    private static <E extends SObject<E>> ObjectNode upsertFields(E record, Field<E, ?> externalId) {
        if (record.get(externalId) == null) {
            throw new IllegalArgumentException("a record to upsert has no " + externalId.apiName());
        }
        String json = WriteBodies.changedJson(
                record, field -> field == externalId || (field.isCreateable() && field.isUpdateable()), externalId);
        return (ObjectNode) readTree(json);
    }

    public <E extends SObject<E>> List<RecordOutcome<E>> deleteAll(List<RecordId<E>> ids, boolean allOrNone) {
        List<RecordOutcome<E>> outcomes = new ArrayList<>(ids.size());
        for (int start = 0; start < ids.size(); start += MAX_RECORDS) {
            List<RecordId<E>> chunk = ids.subList(start, Math.min(ids.size(), start + MAX_RECORDS));
            StringJoiner joined = new StringJoiner(",");
            chunk.forEach(id -> joined.add(id.value()));
            String resource = "/composite/sobjects?ids=" + joined + "&allOrNone=" + allOrNone;
            List<Answers.Item> items = Answers.collection(
                    transport.send("DELETE", resource, null, true).body(), chunk.size(), "DELETE");
            if (allOrNone) {
                items = Answers.rolledBackWhenRefused(items);
            }
            for (int i = 0; i < chunk.size(); i++) {
                SaveResult result = items.get(i).result();
                if (result.success() && result.id() != null && !sameId(result.id(), chunk.get(i))) {
                    result = Answers.unknown("DELETE " + resource + ": the result for record " + i
                            + " names another record: '" + Answers.shown(result.id()) + "'");
                }
                outcomes.add(new RecordOutcome<>(
                        null, chunk.get(i), result.success() ? List.of() : failureErrors(result), false));
            }
        }
        return outcomes;
    }

    public static List<SaveResult> parseCollection(String json, int expected) {
        try {
            JsonNode root = Codecs.MAPPER.readTree(json);
            if (root == null || !root.isArray() || (expected >= 0 && root.size() != expected)) {
                throw new IOException("expected an array of " + expected + " results");
            }
            List<SaveResult> results = new ArrayList<>(root.size());
            for (JsonNode item : root) {
                results.add(SaveResult.parse(item.toString()));
            }
            return results;
        } catch (IOException e) {
            throw new RefinException("unreadable collection result: " + e.getMessage(), false, e);
        }
    }

    // ---- shared -------------------------------------------------------------------------------------------

    /** Whether an answered id (a record id: checked before) names the record {@code sent}. */
    private static boolean sameId(String answered, RecordId<?> sent) {
        return RecordId.of(answered).value().equals(sent.value());
    }

    private static List<ApiError> failureErrors(SaveResult result) {
        return result.errors().isEmpty()
                ? List.of(new ApiError("refused without errors", "UNKNOWN", List.of()))
                : result.errors();
    }

    private static <E extends SObject<E>> ObjectNode fields(SObject<E> record, boolean create) {
        @SuppressWarnings("unchecked") // SObject<E> is E by the self-type contract.
        E self = (E) record;
        String json = WriteBodies.changedJson(self, create ? Field::isCreateable : Field::isUpdateable);
        return json == null ? Codecs.MAPPER.createObjectNode() : (ObjectNode) readTree(json);
    }

    private static <E extends SObject<E>> RecordId<E> requireId(E record) {
        return WriteBodies.idField(record.sobjectType())
                .map(record::get)
                .orElseThrow(() -> new IllegalArgumentException(
                        "cannot update a " + record.sobjectType().apiName() + " without an Id"));
    }

    private static RecordOutcome<?> outcome(SObject<?> record, String id, List<ApiError> errors) {
        return typedOutcome(record, id, errors);
    }

    @SuppressWarnings("unchecked") // SObject<?> is always some E extends SObject<E>.
    private static <E extends SObject<E>> RecordOutcome<E> typedOutcome(
            SObject<?> record, String id, List<ApiError> errors) {
        E self = (E) record;
        if (id != null) {
            storeId(self, id);
            self.markUnchanged();
        }
        return new RecordOutcome<>(self, id == null ? null : RecordId.of(self.sobjectType(), id), errors, id != null);
    }

    private static <E extends SObject<E>> void storeId(SObject<E> record, String id) {
        if (id == null) {
            return;
        }
        @SuppressWarnings("unchecked") // SObject<E> is E by the self-type contract.
        E self = (E) record;
        WriteBodies.idField(self.sobjectType())
                .ifPresent(field -> RecordAccess.get().load(self, field, RecordId.of(self.sobjectType(), id)));
    }

    private static JsonNode readTree(String json) {
        try {
            return Codecs.MAPPER.readTree(json);
        } catch (IOException e) {
            throw new RefinException("unreadable JSON: " + e.getMessage(), false, e);
        }
    }
}
