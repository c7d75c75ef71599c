package dev.refin.runtime.client;

import dev.refin.runtime.RecordId;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of an upsert by external id: whether a record was created, and its id when the server said
 * (API 46.0 and later always do; older versions answer an update with an empty 204).
 *
 * @param <E> the entity
 */
public final class UpsertResult<E> {
    private final RecordId<E> id;
    private final boolean created;

    UpsertResult(RecordId<E> id, boolean created) {
        this.id = id;
        this.created = created;
    }

    /** The id of the created or updated record; empty only after a 204 update. */
    public Optional<RecordId<E>> id() {
        return Optional.ofNullable(id);
    }

    /** Whether no record matched and one was inserted (HTTP 201). */
    public boolean created() {
        return created;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof UpsertResult<?> that && created == that.created && Objects.equals(id, that.id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, created);
    }

    /** The id and whether it was created. */
    @Override
    public String toString() {
        return "UpsertResult[id=" + id + ", created=" + created + "]";
    }
}
