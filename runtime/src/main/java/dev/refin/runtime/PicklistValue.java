package dev.refin.runtime;

/**
 * A constant of a generated picklist enum. Every generated enum has an {@code UNRECOGNIZED} constant
 * standing for values added to the org after generation; its {@link #apiValue()} is null, and the
 * entity keeps the server's text so nothing is lost.
 */
public interface PicklistValue {

    /** The value stored in records, or null for {@code UNRECOGNIZED}. */
    String apiValue();

    /**
     * The label users see, or null for {@code UNRECOGNIZED}. By default the API value: generated enums override it
     * only when some value's label differs.
     */
    default String label() {
        return apiValue();
    }

    /**
     * Whether the org offers this value for new data. By default true: generated enums override it only when some
     * value is inactive.
     */
    default boolean isActive() {
        return true;
    }

    /**
     * Whether this is the field's default value. By default false: generated enums override it only when the field
     * has a default value.
     */
    default boolean isDefault() {
        return false;
    }
}
