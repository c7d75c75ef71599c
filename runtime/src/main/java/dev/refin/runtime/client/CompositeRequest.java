package dev.refin.runtime.client;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.HasStatus;
import dev.refin.runtime.HasStatusTransitions;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.write.WriteBodies;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Up to 25 subrequests sent in one {@code POST /composite} call, later ones referring to records created by
 * earlier ones ({@code @{ref.id}}); optionally all-or-none. A builder: fill it, then pass it to
 * {@link RefinClient#composite}. Not thread-safe.
 */
public final class CompositeRequest {
    /** The platform's limit of subrequests in one call. */
    public static final int MAX_SUBREQUESTS = 25;

    private static final Pattern REFERENCE_ID = Pattern.compile("[A-Za-z0-9_]{1,80}");

    /** One subrequest; {@code path} is below the API version and may hold {@code @{ref.id}}. Internal: public only for the runtime's internal packages; not for applications. */
    public record Subrequest(String method, String path, String referenceId, String body, SObject<?> record) {}

    private final boolean allOrNone;
    private final List<Subrequest> subrequests = new ArrayList<>();
    private final Set<String> referenceIds = new HashSet<>();

    private CompositeRequest(boolean allOrNone) {
        this.allOrNone = allOrNone;
    }

    /** A request rolled back as a whole when any subrequest fails. */
    public static CompositeRequest allOrNone() {
        return new CompositeRequest(true);
    }

    /** A request whose independent subrequests commit even when others fail. */
    public static CompositeRequest independent() {
        return new CompositeRequest(false);
    }

    /** Whether a failure rolls everything back. */
    public boolean isAllOrNone() {
        return allOrNone;
    }

    /** Inserts a record (its changed createable fields); its new id is stored in it when the call succeeds. */
    public <E extends SObject<E>> CompositeRequest create(String referenceId, E record) {
        String body = WriteBodies.changedJson(record, Field::isCreateable);
        return add(
                "POST", "/sobjects/" + record.sobjectType().apiName(), referenceId, body == null ? "{}" : body, record);
    }

    /**
     * Inserts a record whose {@code link} points at the record an earlier subrequest created, e.g. a line
     * referring to the header created as {@code targetReferenceId}.
     */
    public <E extends SObject<E>> CompositeRequest create(
            String referenceId, E record, ReferenceField.Writable<E, ?> link, String targetReferenceId) {
        String body = WriteBodies.changedJson(record, Field::isCreateable);
        ObjectNode json = parse(body == null ? "{}" : body);
        json.put(link.apiName(), "@{" + known(targetReferenceId) + ".id}");
        return add("POST", "/sobjects/" + record.sobjectType().apiName(), referenceId, json.toString(), record);
    }

    /** Updates a record that has an id with its changed updateable fields. */
    public <E extends SObject<E>> CompositeRequest update(String referenceId, E record) {
        SObjectType<E> type = record.sobjectType();
        RecordId<E> id = WriteBodies.idField(type)
                .map(record::get)
                .orElseThrow(
                        () -> new IllegalArgumentException("cannot update a " + type.apiName() + " without an Id"));
        String body = WriteBodies.changedJson(record, Field::isUpdateable);
        return add(
                "PATCH",
                "/sobjects/" + type.apiName() + "/" + id.value(),
                referenceId,
                body == null ? "{}" : body,
                record);
    }

    /** Posts the document an earlier subrequest created: the status PATCH to {@code Posted}. */
    public <E extends SObject<E> & HasStatus> CompositeRequest post(
            String referenceId, SObjectType<E> type, String targetReferenceId) {
        return transition(referenceId, type, targetReferenceId, "Posted");
    }

    /** Moves the document an earlier subrequest created to another status. */
    public <E extends SObject<E> & HasStatusTransitions> CompositeRequest transition(
            String referenceId, SObjectType<E> type, String targetReferenceId, String status) {
        if (type.field(RefinClient.STATUS_FIELD).isEmpty()) {
            throw new IllegalArgumentException(type.apiName() + " has no " + RefinClient.STATUS_FIELD + " field");
        }
        String body = Codecs.MAPPER
                .createObjectNode()
                .put(RefinClient.STATUS_FIELD, Objects.requireNonNull(status, "status"))
                .toString();
        String path = "/sobjects/" + type.apiName() + "/@{" + known(targetReferenceId) + ".id}";
        return add("PATCH", path, referenceId, body, null);
    }

    /** Deletes a record by id. */
    public <E extends SObject<E>> CompositeRequest delete(String referenceId, SObjectType<E> type, RecordId<E> id) {
        return add(
                "DELETE",
                "/sobjects/" + type.apiName() + "/"
                        + Objects.requireNonNull(id, "id").value(),
                referenceId,
                null,
                null);
    }

    /** Internal: public only for the runtime's internal packages; not for applications. */
    public List<Subrequest> subrequests() {
        return List.copyOf(subrequests);
    }

    private CompositeRequest add(String method, String path, String referenceId, String body, SObject<?> record) {
        Objects.requireNonNull(referenceId, "referenceId");
        if (!REFERENCE_ID.matcher(referenceId).matches()) {
            throw new IllegalArgumentException(
                    "a reference id is letters, digits and underscores: '" + referenceId + "'");
        }
        if (!referenceIds.add(referenceId)) {
            throw new IllegalArgumentException("reference id used twice: " + referenceId);
        }
        if (subrequests.size() == MAX_SUBREQUESTS) {
            throw new IllegalStateException("a composite request holds at most " + MAX_SUBREQUESTS + " subrequests");
        }
        subrequests.add(new Subrequest(method, path, referenceId, body, record));
        return this;
    }

    private String known(String referenceId) {
        if (!referenceIds.contains(referenceId)) {
            throw new IllegalArgumentException("no earlier subrequest has the reference id " + referenceId);
        }
        return referenceId;
    }

    private static ObjectNode parse(String json) {
        try {
            return (ObjectNode) Codecs.MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The number of subrequests and the mode; never bodies. */
    @Override
    public String toString() {
        return "CompositeRequest[" + subrequests.size() + " subrequests, allOrNone=" + allOrNone + "]";
    }
}
