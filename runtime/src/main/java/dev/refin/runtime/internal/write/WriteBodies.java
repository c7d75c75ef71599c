package dev.refin.runtime.internal.write;

import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.RecordAccess;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What a write sends of a record: its changed writable fields as JSON, its id field, a checked external id (moved out
 * of {@link dev.refin.runtime.client.RefinClient}). Internal: public only because the client package uses it; not
 * part of the API.
 */
public final class WriteBodies {
    private WriteBodies() {}

    /** Checks that {@code field} is an external id declared by {@code type}. */
    public static <E extends SObject<E>> void requireExternalId(SObjectType<E> type, Field<E, ?> field) {
        requireFieldOf(type, field);
        if (!field.isExternalId() && !field.has(FieldTraits.ID_LOOKUP)) {
            throw new IllegalArgumentException(field.apiName() + " is not an external id of " + type.apiName());
        }
    }

    /** Checks that {@code field} is one of the fields {@code type} declares. */
    public static <E extends SObject<E>> void requireFieldOf(SObjectType<E> type, Field<E, ?> field) {
        Objects.requireNonNull(field, "externalIdField");
        if (type.field(field.apiName()).orElse(null) != field) {
            throw new IllegalArgumentException(field.apiName() + " is not a field of " + type.apiName());
        }
    }

    /** The type's Id field, when it declares one. */
    @SuppressWarnings(
            "unchecked") // SObjectType.Builder.id() is the only maker of ID fields and types them RecordId<E>.
    public static <E extends SObject<E>> Optional<Field<E, RecordId<E>>> idField(SObjectType<E> type) {
        return type.field("Id").filter(field -> field.type() == FieldType.ID).map(field ->
                (Field<E, RecordId<E>>) field);
    }

    /** The changed fields that pass {@code writable} as a JSON object, never the id; null when there are none. */
    public static <E extends SObject<E>> String changedJson(E entity, Predicate<Field<E, ?>> writable) {
        return changedJson(entity, writable, null);
    }

    /** Like {@link #changedJson(SObject, Predicate)}, always including {@code always} when it has a value. */
    public static <E extends SObject<E>> String changedJson(
            E entity, Predicate<Field<E, ?>> writable, Field<E, ?> always) {
        E copy = entity.sobjectType().newRecord();
        boolean any = false;
        for (Field<E, ?> field : entity.sobjectType().fields()) {
            boolean wanted = entity.isChanged(field) || (field == always && entity.isPresent(field));
            if (wanted && field.type() != FieldType.ID && writable.test(field)) {
                copyValue(entity, copy, field);
                any = true;
            }
        }
        return any ? SObjectJson.write(copy, SObjectJson.Scope.CHANGED) : null;
    }

    private static <E extends SObject<E>, T> void copyValue(E from, E to, Field<E, T> field) {
        RecordAccess.get().change(to, field, from.get(field));
    }
}
