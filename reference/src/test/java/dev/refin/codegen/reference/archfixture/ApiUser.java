package dev.refin.codegen.reference.archfixture;

import dev.refin.codegen.GeneratedTypes;
import dev.refin.describe.FieldDescribe;

/** Keeps the reference's API rule: the same question through the generator's public API. */
public final class ApiUser {
    private ApiUser() {}

    public static boolean writable(FieldDescribe field) {
        return GeneratedTypes.writable(field);
    }
}
