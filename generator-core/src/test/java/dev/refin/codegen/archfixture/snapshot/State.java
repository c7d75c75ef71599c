package dev.refin.codegen.archfixture.snapshot;

import dev.refin.codegen.archfixture.Entry;

/** Build state that wrongly calls the entry point above it. */
public final class State {
    private State() {}

    /** The generator version recorded in the state, taken from the entry point (the wrong way round). */
    public static String generator() {
        return Entry.version();
    }
}
