package dev.refin.runtime;

/**
 * A record of an object with no generated entity: every field is kept by API name as raw JSON in
 * {@link #unknownFields()}. Ids whose target object is not generated, or is one of several, are
 * {@code RecordId<RecordId.Untyped>}, not ids of this type.
 */
public final class AnySObject extends SObject<AnySObject> {

    /** An empty record of the named object. */
    public AnySObject(String apiName) {
        super(SObjectType.builder(AnySObject.class, apiName, null, () -> new AnySObject(apiName))
                .build());
    }
}
