package dev.refin.runtime.client;

import dev.refin.runtime.Field;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What became of one record of a composite or collection call: the record that was sent, its id when it
 * was saved, or the errors that refused it (with their fields mapped to the entity's descriptors).
 *
 * @param <E> the entity
 */
public final class RecordOutcome<E extends SObject<E>> {
    /** Codes of records refused only because another one failed in an all-or-none call. Internal: public only for the runtime's internal packages; not for applications. */
    public static final Set<String> ROLLED_BACK = Set.of("ALL_OR_NONE_OPERATION_ROLLED_BACK", "PROCESSING_HALTED");

    private final E record;
    private final RecordId<E> id;
    private final List<ApiError> errors;
    private final boolean created;
    private final boolean createdKnown;

    /** Internal: public only for the runtime's internal packages; not for applications. */
    public RecordOutcome(E record, RecordId<E> id, List<ApiError> errors, boolean created) {
        this(record, id, errors, created, true);
    }

    /** Internal: public only for the runtime's internal packages; not for applications. */
    public RecordOutcome(E record, RecordId<E> id, List<ApiError> errors, boolean created, boolean createdKnown) {
        this.record = record;
        this.id = id;
        this.errors = List.copyOf(errors);
        this.created = created;
        this.createdKnown = createdKnown;
    }

    /**
     * Whether a new record was inserted: always after a create or tree insert; for an upsert, when none matched.
     *
     * @throws IllegalStateException when that is not known ({@link #createdKnown()} is false)
     */
    public boolean created() {
        if (!createdKnown) {
            throw new IllegalStateException("unknown whether the upsert created the record: it was repeated after an"
                    + " attempt whose answer was lost (check createdKnown() first)");
        }
        return created;
    }

    /**
     * Whether {@link #created()} is known: false for an upsert the client repeated after an attempt whose answer
     * was lost, since that attempt may have inserted the record.
     */
    public boolean createdKnown() {
        return createdKnown;
    }

    /** The record this outcome belongs to; null for a delete, which sends only an id. */
    public E record() {
        return record;
    }

    /** The record's id: the new one after a create, the sent one after an update or delete. */
    public Optional<RecordId<E>> id() {
        return Optional.ofNullable(id);
    }

    /** Whether the record was saved. */
    public boolean success() {
        return errors.isEmpty();
    }

    /**
     * Whether the record may or may not have been saved: its part of the answer was missing, did not match the
     * request or could not be read (an error of kind {@link ErrorKind#OUTCOME_UNKNOWN}). Read it back by its key
     * before writing it again.
     */
    public boolean isOutcomeUnknown() {
        return errors.stream().anyMatch(error -> error.kind() == ErrorKind.OUTCOME_UNKNOWN);
    }

    /** Why it was refused; empty on success. */
    public List<ApiError> errors() {
        return errors;
    }

    /** Whether it was refused only because another record failed in an all-or-none call. */
    public boolean rolledBack() {
        return !errors.isEmpty() && errors.stream().allMatch(error -> ROLLED_BACK.contains(error.errorCode()));
    }

    /** The fields the errors name, as the record's field descriptors; names it does not declare are left out. */
    public List<Field<E, ?>> errorFields() {
        return record == null ? List.of() : fieldsOf(errors, record.sobjectType());
    }

    static <E extends SObject<E>> List<Field<E, ?>> fieldsOf(List<ApiError> errors, SObjectType<E> type) {
        Set<Field<E, ?>> fields = new LinkedHashSet<>();
        for (ApiError error : errors) {
            for (String name : error.fields()) {
                type.field(name).ifPresent(fields::add);
            }
        }
        return new ArrayList<>(fields);
    }

    /** The type, id and errors; never field values. */
    @Override
    public String toString() {
        String type = record == null ? "" : record.sobjectType().apiName() + " ";
        return "RecordOutcome[" + type
                + (success() ? "saved " + id : (isOutcomeUnknown() ? "unknown " : "refused ") + errors) + "]";
    }
}
