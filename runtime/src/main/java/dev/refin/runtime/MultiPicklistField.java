package dev.refin.runtime;

import dev.refin.runtime.internal.Codecs;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A multi-select picklist; the wire value is the selected API values joined by {@code ;}. The record keeps
 * the server's text, so unknown values survive a round trip. Read-only unless declared as {@link Writable}.
 *
 * @param <E> the entity the field belongs to
 * @param <P> the generated enum of the field's values
 */
public sealed class MultiPicklistField<E extends SObject<E>, P extends Enum<P> & PicklistValue> extends Field<E, String>
        permits MultiPicklistField.Writable {
    private final PicklistValues<P> values;

    MultiPicklistField(String apiName, FieldType type, int traits, int index, Class<P> enumType) {
        super(apiName, type, traits, index, Codecs.string());
        this.values = new PicklistValues<>(enumType);
    }

    /** The generated enum. */
    public Class<P> enumType() {
        return values.enumType();
    }

    /** Splits wire text into API values; null and empty give an empty list. */
    public static List<String> split(String text) {
        List<String> result = new ArrayList<>();
        if (text == null || text.isEmpty()) {
            return result;
        }
        for (String part : text.split(";", -1)) {
            result.add(part);
        }
        return result;
    }

    /** The selected constants; values the enum does not know appear as {@code UNRECOGNIZED}. */
    public Set<P> toEnums(String text) {
        Set<P> result = EnumSet.noneOf(values.enumType());
        for (String value : split(text)) {
            result.add(values.toEnum(value));
        }
        return result;
    }

    /** Joins constants into wire text in enum order; an empty collection gives null (nothing selected). */
    public String toText(Collection<P> selected) {
        if (selected == null || selected.isEmpty()) {
            return null;
        }
        List<String> apiValues = new ArrayList<>();
        for (P value : EnumSet.copyOf(selected)) {
            apiValues.add(values.toApiValue(value, apiName()));
        }
        return String.join(";", apiValues);
    }

    /**
     * The values selected in {@code record} as constants; values the enum does not know appear as {@code
     * UNRECOGNIZED}; nothing selected (null or absent) gives an empty set.
     */
    public Set<P> getEnums(E record) {
        return toEnums(get(record));
    }

    /** The API values selected in {@code record}, as the server sent them; nothing selected gives an empty list. */
    public List<String> getApiValues(E record) {
        return split(get(record));
    }

    /**
     * A multi-select picklist that may be sent on insert or update.
     *
     * @param <E> the entity the field belongs to
     * @param <P> the generated enum of the field's values
     */
    public static final class Writable<E extends SObject<E>, P extends Enum<P> & PicklistValue>
            extends MultiPicklistField<E, P> implements WritableField<E, String> {
        Writable(String apiName, FieldType type, int traits, int index, Class<P> enumType) {
            super(apiName, type, traits, index, enumType);
        }

        /** Selects exactly the given constants in {@code record}; null or empty clears the field. Returns the record. */
        public E setEnums(E record, Collection<P> selected) {
            return set(record, toText(selected));
        }

        /** Selects exactly the given API values in {@code record}; null or empty clears the field. Returns the record. */
        public E setApiValues(E record, Collection<String> selected) {
            return set(record, selected == null || selected.isEmpty() ? null : String.join(";", selected));
        }
    }
}
