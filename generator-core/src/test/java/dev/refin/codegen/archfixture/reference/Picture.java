package dev.refin.codegen.archfixture.reference;

import dev.refin.codegen.archfixture.java.Names;

/** A picture that uses the Java names, as pictures may; with {@link Names} using it back, a cycle. */
public final class Picture {
    private Picture() {}

    /** A node's label. */
    public static String label(String apiName) {
        return "[" + apiName + "]";
    }

    /** A node's label under its Java name. */
    public static String javaLabel(String apiName) {
        return label(Names.of(apiName));
    }
}
