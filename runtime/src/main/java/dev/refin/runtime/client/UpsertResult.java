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
    private final boolean createdKnown;

    UpsertResult(RecordId<E> id, boolean created) {
        this(id, created, true);
    }

    UpsertResult(RecordId<E> id, boolean created, boolean createdKnown) {
        this.id = id;
        this.created = created;
        this.createdKnown = createdKnown;
    }

    /** The id of the created or updated record; empty only after a 204 update. */
    public Optional<RecordId<E>> id() {
        return Optional.ofNullable(id);
    }

    /**
     * Whether no record matched and this call inserted one (HTTP 201).
     *
     * @throws IllegalStateException when that is not known ({@link #createdKnown()} is false): the client repeated
     *     the upsert after an attempt whose answer was lost, so the record may have been inserted by that attempt
     *     and merely updated by the one that answered
     */
    public boolean created() {
        if (!createdKnown) {
            throw new IllegalStateException("unknown whether the upsert created the record: it was repeated after an"
                    + " attempt whose answer was lost (check createdKnown() first)");
        }
        return created;
    }

    /**
     * Whether {@link #created()} is known: false when the client repeated the upsert after an attempt whose answer
     * was lost (a timeout, a reset connection, a 5xx), since that attempt may have inserted the record.
     */
    public boolean createdKnown() {
        return createdKnown;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof UpsertResult<?> that
                && created == that.created
                && createdKnown == that.createdKnown
                && Objects.equals(id, that.id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, created, createdKnown);
    }

    /** The id and whether it was created. */
    @Override
    public String toString() {
        return "UpsertResult[id=" + id + ", created=" + (createdKnown ? String.valueOf(created) : "unknown") + "]";
    }
}
