package dev.refin.codegen.archfixture.java;

import dev.refin.codegen.archfixture.reference.Picture;

/** Java generation that wrongly uses the pictures: an upward dependency and, with {@link Picture}, a cycle. */
public final class Names {
    private Names() {}

    /** The name of a type, looked up in a picture (the wrong way round). */
    public static String of(String apiName) {
        return Picture.label(apiName);
    }
}
