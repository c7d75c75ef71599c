package dev.refin.emulator.archfixture.store;

import dev.refin.emulator.archfixture.http.Resource;
import java.util.HashMap;
import java.util.Map;

/** Breaks the layering on purpose (ArchitectureTest): a store that reaches up to a resource. */
public final class Table {
    private final Map<String, String> rows = new HashMap<>();

    /** A write the rules allow only below the service. */
    public void put(String id, String value) {
        rows.put(id, value);
    }

    /** The wrong-way dependency: the store names a resource. */
    public String describe(Resource resource) {
        return resource.name() + " " + rows.size();
    }
}
