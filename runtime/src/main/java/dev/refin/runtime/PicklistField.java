package dev.refin.runtime;

import dev.refin.runtime.internal.Codecs;

/**
 * A picklist field. The record keeps the server's text, so a value added to the org after generation
 * reads as {@code UNRECOGNIZED} from the typed getter, stays visible as text, and is written back unchanged.
 * Read-only unless declared as {@link Writable}.
 *
 * @param <E> the entity the field belongs to
 * @param <P> the generated enum of the field's values
 */
public sealed class PicklistField<E extends SObject<E>, P extends Enum<P> & PicklistValue> extends Field<E, String>
        permits PicklistField.Writable {
    private final PicklistValues<P> values;

    PicklistField(String apiName, FieldType type, int traits, int index, Class<P> enumType) {
        super(apiName, type, traits, index, Codecs.string());
        this.values = new PicklistValues<>(enumType);
    }

    /** The generated enum. */
    public Class<P> enumType() {
        return values.enumType();
    }

    /** Whether the org refuses values outside the describe. */
    public boolean isRestricted() {
        return has(FieldTraits.RESTRICTED_PICKLIST);
    }

    /** The constant for an API value: null for null, {@code UNRECOGNIZED} for a value the enum does not know. */
    public P toEnum(String apiValue) {
        return values.toEnum(apiValue);
    }

    /** The API value of a constant; null for null. */
    public String toApiValue(P value) {
        return values.toApiValue(value, apiName());
    }

    /**
     * The value of this picklist in {@code record} as a constant: null when null or absent, {@code UNRECOGNIZED} for
     * text the enum does not know ({@link #get(SObject)} reads the text itself).
     */
    public P getEnum(E record) {
        return toEnum(get(record));
    }

    /**
     * A picklist that may be sent on insert or update.
     *
     * @param <E> the entity the field belongs to
     * @param <P> the generated enum of the field's values
     */
    public static final class Writable<E extends SObject<E>, P extends Enum<P> & PicklistValue>
            extends PicklistField<E, P> implements WritableField<E, String> {
        Writable(String apiName, FieldType type, int traits, int index, Class<P> enumType) {
            super(apiName, type, traits, index, enumType);
        }

        /** Sets this picklist in {@code record} to a constant's API value; null clears it. Returns the record. */
        public E setEnum(E record, P value) {
            return set(record, toApiValue(value));
        }
    }
}
