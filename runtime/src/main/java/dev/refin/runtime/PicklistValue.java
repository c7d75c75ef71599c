package dev.refin.runtime;

/**
 * A constant of a generated picklist enum. Every generated enum has an {@code UNRECOGNIZED} constant
 * standing for values added to the org after generation; its {@link #apiValue()} is null, and the
 * entity keeps the server's text so nothing is lost.
 */
public interface PicklistValue {

    /** The value stored in records, or null for {@code UNRECOGNIZED}. */
    String apiValue();

    /** The label users see, or null for {@code UNRECOGNIZED}. */
    String label();

    /** Whether the org offers this value for new data. */
    boolean isActive();

    /** Whether this is the field's default value. */
    boolean isDefault();
}
