package dev.refin.describe.source;

/** Where an object or field of an {@link Overlay} came from. */
public enum Origin {
    /** Only from a saved or live describe. */
    DESCRIBE,
    /** Only from metadata source; what only an org knows is unknown (see {@link SourceUnknown}). */
    SOURCE,
    /** From metadata source, laid over a describe of the same object or field, which supplied what only an org knows. */
    SOURCE_OVER_DESCRIBE
}
