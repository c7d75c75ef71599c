package dev.refin.describe.source;

import java.nio.file.Path;

/**
 * Where one field of a {@link SourceProject} came from.
 *
 * @param field the field's API name
 * @param file the file that declares it: its {@code .field-meta.xml} file (source format) or its object's
 *     {@code .object} file (metadata API format); for a derived standard field, the object file whose settings it is
 *     derived from
 * @param derived true for a standard field the platform adds to the object ({@code Id}, {@code OwnerId},
 *     {@code CreatedDate}, ...), derived as the platform derives it rather than read; false for a field the source
 *     declares (custom fields, their location components, and {@code Name} from the object's {@code nameField})
 * @param line the line in {@code file} of the element that declares the field (its {@code <fields>} element in a
 *     {@code .object} file), or of the object's settings it is derived from; 0 when not known
 */
public record FieldProvenance(String field, Path file, boolean derived, int line) {

    /** Where a field came from, its line not known. */
    public FieldProvenance(String field, Path file, boolean derived) {
        this(field, file, derived, 0);
    }

    /** True when the source declares the field (not {@link #derived()}). */
    public boolean declared() {
        return !derived;
    }
}
