package dev.refin.codegen.archfixture;

/** The fixture's entry point, which {@link dev.refin.codegen.archfixture.snapshot.State} wrongly calls back. */
public final class Entry {
    private Entry() {}

    /** A call from a package below, which the entry-point rule refuses. */
    public static String version() {
        return "fixture";
    }
}
