package dev.refin.describe.source;

/**
 * What metadata source cannot know about an object, and so leaves unknown (null, or the value a describe of a fresh
 * org would give, as each constant says) rather than invented; a describe laid over the source fills it.
 */
public enum SourceUnknown {
    /** The three-character id prefix, assigned by each org; {@code keyPrefix} is null. */
    KEY_PREFIX("key prefix"),
    /**
     * The object permissions of the describing user ({@code createable}, {@code updateable}, {@code deletable},
     * {@code queryable}): given as the object's kind allows them to a user with full access.
     */
    OBJECT_PERMISSIONS("object permissions"),
    /**
     * Field-level security of the describing user: fields are listed with the {@code createable} and
     * {@code updateable} their type allows, as for a user with full access.
     */
    FIELD_PERMISSIONS("field-level permissions"),
    /** Record type ids (other than Master's, which is the same in every org): {@code recordTypeId} is null. */
    RECORD_TYPE_IDS("record type ids"),
    /** Child relationships from objects outside the project; only those from objects in the project are listed. */
    CHILD_RELATIONSHIPS("child relationships from objects outside the project"),
    /**
     * The standard fields of a standard object (or an object kind whose standard fields are not derived): only the
     * custom fields the project declares are listed.
     */
    STANDARD_FIELDS("standard fields"),
    /** The label and plural label of an object the project declares no object file for: both are the API name. */
    LABEL("label");

    private final String description;

    SourceUnknown(String description) {
        this.description = description;
    }

    /** What is unknown, in a few words, e.g. {@code key prefix}, for Javadoc and reports. */
    public String description() {
        return description;
    }
}
