package dev.refin.codegen.reference.archfixture;

import dev.refin.codegen.java.FieldMapping;
import dev.refin.describe.FieldDescribe;

/** Breaks the reference's API rule on purpose: it reaches into the generator's Java generation. */
public final class InternalUser {
    private InternalUser() {}

    public static boolean writable(FieldDescribe field) {
        return FieldMapping.isWritable(field);
    }
}
