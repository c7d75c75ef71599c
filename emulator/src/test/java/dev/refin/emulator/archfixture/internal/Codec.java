package dev.refin.emulator.archfixture.internal;

/** Stands for another module's internal package in ArchitectureTest. */
public final class Codec {
    private Codec() {}

    /** Encodes a value. */
    public static String encode(String value) {
        return value.trim();
    }
}
