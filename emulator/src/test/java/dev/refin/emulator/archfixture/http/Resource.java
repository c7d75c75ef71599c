package dev.refin.emulator.archfixture.http;

import dev.refin.emulator.archfixture.internal.Codec;
import dev.refin.emulator.archfixture.store.Table;

/** Breaks the rules on purpose (ArchitectureTest): writes the store directly and uses an internal package. */
public final class Resource {
    private final Table table = new Table();

    /** The resource's name. */
    public String name() {
        return "resource";
    }

    /** A write past the service, with a value encoded by an internal class. */
    public void save(String id, String value) {
        table.put(id, Codec.encode(value));
    }
}
