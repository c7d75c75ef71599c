package dev.refin.describe.source;

/** The two layouts in which the platform's metadata is kept in Git. */
public enum SourceFormat {
    /**
     * The source format of sfdx projects: {@code sfdx-project.json} names package directories holding
     * {@code objects/<Object>/<Object>.object-meta.xml} and one {@code fields/<Field>.field-meta.xml} per field.
     */
    SOURCE,
    /** The older metadata API format: one {@code objects/<Object>.object} file per object, its fields inline. */
    METADATA_API
}
