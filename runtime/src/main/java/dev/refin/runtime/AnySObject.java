package dev.refin.runtime;

/**
 * A record of an object with no generated entity: every field is kept by API name as raw JSON in
 * {@link #unknownFields()}. Also the type parameter of ids whose target object is not generated or is
 * polymorphic ({@code RecordId<AnySObject>}).
 */
public final class AnySObject extends SObject<AnySObject> {

    /** An empty record of the named object. */
    public AnySObject(String apiName) {
        super(SObjectType.builder(AnySObject.class, apiName, null, () -> new AnySObject(apiName))
                .build());
    }
}
