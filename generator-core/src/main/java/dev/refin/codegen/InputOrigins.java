package dev.refin.codegen;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Which input each object and field of a run came from (saved describes, metadata source, or source laid over a
 * describe), and what is unknown about an object only metadata source gave (its key prefix, permissions...). The
 * generated Javadoc says both, so nothing only an org knows is invented. A run from describes alone has
 * {@link #NONE}.
 */
public final class InputOrigins {
    /** The note for what source leaves unknown, after the list of what it is. */
    public static final String UNKNOWN_NOTE = "not known from source; overlay a describe";

    /** No origins recorded: every object came from a describe. */
    public static final InputOrigins NONE = new InputOrigins();

    private final Map<String, String> objects = new LinkedHashMap<>();
    private final Map<String, Map<String, String>> fields = new LinkedHashMap<>();
    private final Map<String, List<String>> unknown = new LinkedHashMap<>();

    /** Records where the object {@code object} came from, e.g. {@code source force-app (objects/X__c)}. */
    public InputOrigins object(String object, String origin) {
        objects.put(key(object), origin);
        return this;
    }

    /** Records where a field came from. */
    public InputOrigins field(String object, String field, String origin) {
        fields.computeIfAbsent(key(object), k -> new LinkedHashMap<>()).put(key(field), origin);
        return this;
    }

    /** Records what is unknown about an object (e.g. {@code key prefix}); an empty list clears it. */
    public InputOrigins unknown(String object, List<String> what) {
        if (what.isEmpty()) {
            unknown.remove(key(object));
        } else {
            unknown.put(key(object), List.copyOf(what));
        }
        return this;
    }

    /** Where the object came from; empty when no origin was recorded. */
    public Optional<String> objectOrigin(String object) {
        return Optional.ofNullable(objects.get(key(object)));
    }

    /** Where the field came from; empty when no origin was recorded. */
    public Optional<String> fieldOrigin(String object, String field) {
        Map<String, String> of = fields.get(key(object));
        return of == null ? Optional.empty() : Optional.ofNullable(of.get(key(field)));
    }

    /** What is unknown about the object, in a few words each; empty when a describe supplied it. */
    public List<String> unknown(String object) {
        return unknown.getOrDefault(key(object), List.of());
    }

    /** Whether {@code what} (e.g. {@code key prefix}) is unknown about the object. */
    public boolean isUnknown(String object, String what) {
        return unknown(object).contains(what);
    }

    /** The objects with a recorded origin, in the order recorded, by lower-case API name. */
    public Map<String, String> objects() {
        return java.util.Collections.unmodifiableMap(objects);
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
