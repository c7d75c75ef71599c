package dev.refin.describe.source;

import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where one object of a {@link SourceProject} came from, and what source cannot know about it.
 *
 * @param object the object's API name
 * @param file the object's file: {@code <Object>.object-meta.xml} (source format; null for an object such as a
 *     standard object whose folder holds only fields) or {@code <Object>.object} (metadata API format)
 * @param folder the object's folder in the source format ({@code objects/<Object>}), or its {@code .object} file in the
 *     metadata API format
 * @param unknown what only an org knows about this object, left unknown in its describe
 * @param fields where each field came from, by API name, in the object's field order
 */
public record ObjectProvenance(
        String object, Path file, Path folder, Set<SourceUnknown> unknown, Map<String, FieldProvenance> fields) {

    public ObjectProvenance {
        unknown = unknown.isEmpty()
                ? Collections.unmodifiableSet(EnumSet.noneOf(SourceUnknown.class))
                : Collections.unmodifiableSet(EnumSet.copyOf(unknown));
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /** Where the field {@code apiName} came from, ignoring case as the platform does. */
    public Optional<FieldProvenance> field(String apiName) {
        FieldProvenance exact = fields.get(apiName);
        if (exact != null) {
            return Optional.of(exact);
        }
        String lower = apiName.toLowerCase(Locale.ROOT);
        return fields.values().stream()
                .filter(f -> f.field().toLowerCase(Locale.ROOT).equals(lower))
                .findFirst();
    }

    /** Whether {@code what} is unknown for this object. */
    public boolean isUnknown(SourceUnknown what) {
        return unknown.contains(what);
    }
}
