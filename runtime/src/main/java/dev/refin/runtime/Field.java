package dev.refin.runtime;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import dev.refin.runtime.internal.FieldCodec;

/**
 * A typed field of an object: {@code Field<SalesInvoice, BigDecimal>}. Generated entities declare one
 * constant per field; query builders, the JSON codec and the client use them instead of strings.
 *
 * <p>A {@code Field} can be read, not written: fields the platform computes or fills (formulas, roll-up
 * summaries, auto-numbers, {@code CreatedDate} and the other audit fields, {@code Id}, {@code IsDeleted}, and
 * every field neither createable nor updateable) are declared as {@code Field}, so writing them does not compile.
 * Fields that may be sent on insert or update are declared as {@link Field.Writable} (or the {@code Writable} of
 * {@link ReferenceField}, {@link PicklistField} and {@link MultiPicklistField}), the {@link WritableField}s that
 * {@link SObject#set} takes.
 *
 * @param <E> the entity the field belongs to
 * @param <T> the Java type of its value
 */
public sealed class Field<E extends SObject<E>, T>
        permits Field.Writable,
                Field.Key,
                Field.NotGroupable,
                Field.NotSortable,
                Field.NotFilterable,
                ReferenceField,
                PicklistField,
                MultiPicklistField {
    private final String apiName;
    private final FieldType type;
    private final int traits;
    private final int index;
    private final FieldCodec<T> codec;
    private final SerializableString jsonName;

    Field(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
        // Interned: Jackson's parser interns member names, so name matching while reading is mostly identity.
        this.apiName = apiName == null ? null : apiName.intern();
        this.jsonName = apiName == null ? null : new SerializedString(this.apiName);
        this.type = type;
        this.traits = traits;
        this.index = index;
        this.codec = codec;
    }

    /** The API name, e.g. {@code refin__Status__c}. */
    public final String apiName() {
        return apiName;
    }

    /** The describe type. */
    public final FieldType type() {
        return type;
    }

    /** Whether the field has every trait in {@code mask}, a combination of {@link FieldTraits} flags. */
    public final boolean has(int mask) {
        return (traits & mask) == mask;
    }

    /** Whether the field may be sent on insert. */
    public final boolean isCreateable() {
        return has(FieldTraits.CREATEABLE);
    }

    /** Whether the field may be sent on update. */
    public final boolean isUpdateable() {
        return has(FieldTraits.UPDATEABLE);
    }

    /** Whether the field may be null. */
    public final boolean isNillable() {
        return has(FieldTraits.NILLABLE);
    }

    /** Whether the field is an external id, usable as an upsert key. */
    public final boolean isExternalId() {
        return has(FieldTraits.EXTERNAL_ID);
    }

    /**
     * The value of this field in {@code record}; null when it is null or absent. The same as {@code
     * record.get(field)}, for code that holds the field: generated getters read {@code return DUE_DATE.get(this);}.
     *
     * @throws IllegalArgumentException when the field is not one of {@code record}'s type
     */
    public final T get(E record) {
        return record.get(this);
    }

    /** Position among the object's fields, in declaration order. */
    final int index() {
        return index;
    }

    final FieldCodec<T> codec() {
        return codec;
    }

    /** The API name as a JSON member name, its quoted form computed once. */
    final SerializableString jsonName() {
        return jsonName;
    }

    /** The API name. */
    @Override
    public String toString() {
        return apiName;
    }

    /**
     * A field that may be sent on insert or update: {@code Field.Writable<SalesInvoice, LocalDate>}. Fields that
     * may be sent on insert only (createable, not updateable, such as a line's master-detail header) are writable
     * too, since a new record needs them; {@code RefinClient.update} does not send them. Its nested classes are the
     * writable fields the platform does not group by, sort by or filter on (see {@link Field.NotGroupable}).
     *
     * @param <E> the entity the field belongs to
     * @param <T> the Java type of its value
     */
    public static sealed class Writable<E extends SObject<E>, T> extends Field<E, T> implements WritableField<E, T>
            permits Writable.Key, Writable.NotGroupable, Writable.NotSortable, Writable.NotFilterable {
        Writable(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
            super(apiName, type, traits, index, codec);
        }

        /**
         * A writable field an upsert may match records by: one the describe marks {@code externalId: true} (or, on a
         * standard object, {@code idLookup: true}). It is an {@link UpsertKey}, what {@code RefinClient.upsert},
         * {@code upsertAll} and {@code Bulk.upsert} take.
         *
         * @param <E> the entity the field belongs to
         * @param <T> the Java type of its value
         */
        public static final class Key<E extends SObject<E>, T> extends Writable<E, T> implements UpsertKey<E, T> {
            Key(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
                super(apiName, type, traits, index, codec);
            }

            /** This field. */
            @Override
            public Field<E, T> field() {
                return this;
            }
        }

        /**
         * A writable field the describe marks {@code groupable: false} (currency, number, percent, date and time,
         * formula): {@code Soql.field} makes a {@link dev.refin.runtime.query.NotGroupablePath} of it, which filters
         * and sorts but is not a {@code Path}, so {@code groupBy} refuses it at compile time.
         *
         * @param <E> the entity the field belongs to
         * @param <T> the Java type of its value
         */
        public static final class NotGroupable<E extends SObject<E>, T> extends Writable<E, T> {
            NotGroupable(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
                super(apiName, type, traits, index, codec);
            }
        }

        /**
         * A writable field the describe marks {@code sortable: false} and {@code groupable: false}: {@code
         * Soql.field} makes a {@link dev.refin.runtime.query.NotSortablePath} of it, which filters only.
         *
         * @param <E> the entity the field belongs to
         * @param <T> the Java type of its value
         */
        public static final class NotSortable<E extends SObject<E>, T> extends Writable<E, T> {
            NotSortable(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
                super(apiName, type, traits, index, codec);
            }
        }

        /**
         * A writable field the describe marks {@code filterable: false} (a long text area): {@code Soql.field} makes
         * a {@link dev.refin.runtime.query.NotFilterablePath} of it, which is only selected.
         *
         * @param <E> the entity the field belongs to
         * @param <T> the Java type of its value
         */
        public static final class NotFilterable<E extends SObject<E>, T> extends Writable<E, T> {
            NotFilterable(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
                super(apiName, type, traits, index, codec);
            }
        }
    }

    /**
     * What an upsert matches records by: the {@code Id}, a field the describe marks {@code externalId: true}, or, on
     * a standard object, another {@code idLookup: true} field (a user's {@code Username}). Generated entities declare
     * these fields as {@link Field.Key} or {@link Field.Writable.Key}; {@code RefinClient.upsert}, {@code upsertAll}
     * and {@code Bulk.upsert} take only an {@code UpsertKey}, so an upsert keyed by any other field does not compile
     * (the platform answers it with {@code NOT_FOUND}).
     *
     * <p>{@link #unchecked(Field)} is the escape hatch for a field an org made an external id after the code was
     * generated; regenerate instead once you can.
     *
     * @param <E> the entity the field belongs to
     * @param <T> the Java type of its value
     */
    public sealed interface UpsertKey<E extends SObject<E>, T> permits Key, Writable.Key, UpsertKey.Unchecked {
        /** The field whose value identifies the record. */
        Field<E, T> field();

        /**
         * Any field as an upsert key, unchecked: the client sends it without looking at the field's traits, and the
         * platform refuses a field that is not an external id ({@code NOT_FOUND}). As {@code isValue(String)} is
         * for a picklist value the org added after generation.
         */
        static <E extends SObject<E>, T> UpsertKey<E, T> unchecked(Field<E, T> field) {
            return new Unchecked<>(java.util.Objects.requireNonNull(field, "field"));
        }

        /**
         * A field taken as an upsert key by {@link UpsertKey#unchecked(Field)}.
         *
         * @param field the field
         * @param <E> the entity the field belongs to
         * @param <T> the Java type of its value
         */
        record Unchecked<E extends SObject<E>, T>(Field<E, T> field) implements UpsertKey<E, T> {}
    }

    /**
     * A read-only field an upsert may match records by: the {@code Id}, or an external id the platform fills (an
     * auto-number). It is an {@link UpsertKey}.
     *
     * @param <E> the entity the field belongs to
     * @param <T> the Java type of its value
     */
    public static final class Key<E extends SObject<E>, T> extends Field<E, T> implements UpsertKey<E, T> {
        Key(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
            super(apiName, type, traits, index, codec);
        }

        /** This field. */
        @Override
        public Field<E, T> field() {
            return this;
        }
    }

    /**
     * A read-only field the describe marks {@code groupable: false} (currency, number, percent, date and time, a
     * number formula): {@code Soql.field} makes a {@link dev.refin.runtime.query.NotGroupablePath} of it, which
     * filters and sorts but is not a {@code Path}, so {@code groupBy} refuses it at compile time and {@code like} is
     * not offered. The platform refuses such a {@code GROUP BY} with {@code MALFORMED_QUERY}.
     *
     * @param <E> the entity the field belongs to
     * @param <T> the Java type of its value
     */
    public static final class NotGroupable<E extends SObject<E>, T> extends Field<E, T> {
        NotGroupable(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
            super(apiName, type, traits, index, codec);
        }
    }

    /**
     * A read-only field the describe marks {@code sortable: false} and {@code groupable: false}: {@code Soql.field}
     * makes a {@link dev.refin.runtime.query.NotSortablePath} of it, which filters but has no {@code asc} or {@code
     * desc}.
     *
     * @param <E> the entity the field belongs to
     * @param <T> the Java type of its value
     */
    public static final class NotSortable<E extends SObject<E>, T> extends Field<E, T> {
        NotSortable(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
            super(apiName, type, traits, index, codec);
        }
    }

    /**
     * A read-only field the describe marks {@code filterable: false} (a long or rich text area, an address): {@code
     * Soql.field} makes a {@link dev.refin.runtime.query.NotFilterablePath} of it, which has no conditions, orderings
     * or grouping; it is selected only.
     *
     * @param <E> the entity the field belongs to
     * @param <T> the Java type of its value
     */
    public static final class NotFilterable<E extends SObject<E>, T> extends Field<E, T> {
        NotFilterable(String apiName, FieldType type, int traits, int index, FieldCodec<T> codec) {
            super(apiName, type, traits, index, codec);
        }
    }
}
