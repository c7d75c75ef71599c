package dev.refin.runtime;

import dev.refin.runtime.internal.Codecs;
import java.util.List;

/**
 * A lookup or master-detail field: its value is the id of a record of {@code T}.
 *
 * @param <E> the entity the field belongs to
 * @param <T> the object the reference points to ({@link AnySObject} when polymorphic or not generated)
 */
public final class ReferenceField<E extends SObject<E>, T> extends Field<E, RecordId<T>> {
    private final List<String> referenceTo;
    private final String relationshipName;

    ReferenceField(
            String apiName, FieldType type, int traits, int index, List<String> referenceTo, String relationshipName) {
        super(apiName, type, traits, index, Codecs.id());
        this.referenceTo = List.copyOf(referenceTo);
        this.relationshipName = relationshipName;
    }

    /** The API names of the objects the field may point to. */
    public List<String> referenceTo() {
        return referenceTo;
    }

    /** The relationship name used in dot notation ({@code refin__Entity__r}), or null. */
    public String relationshipName() {
        return relationshipName;
    }
}
