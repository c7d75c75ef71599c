package dev.refin.runtime;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.FieldCodec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A lookup or master-detail field: its value is the id of a record of {@code T}. Ids read from a record carry
 * their object at run time when it is generated, so {@code client.get(invoice.getEntityId())} needs no type
 * argument; for a polymorphic lookup the id's key prefix says which of the generated targets it points to.
 * Read-only (an audit field such as {@code CreatedById}, or one neither createable nor updateable) unless declared as
 * {@link Writable}.
 *
 * @param <E> the entity the field belongs to
 * @param <T> the object the reference points to: the generated entity for a lookup to one generated object, else
 *     {@link RecordId.Untyped} (a polymorphic lookup, or one to an object that is not generated)
 */
public sealed class ReferenceField<E extends SObject<E>, T> extends Field<E, RecordId<T>>
        permits ReferenceField.Writable {
    private final List<String> referenceTo;
    private final String relationshipName;
    private final Targets targets;

    ReferenceField(
            String apiName,
            int traits,
            int index,
            List<String> referenceTo,
            String relationshipName,
            List<Class<?>> generatedTargets) {
        this(apiName, traits, index, referenceTo, relationshipName, new Targets(generatedTargets));
    }

    private ReferenceField(
            String apiName, int traits, int index, List<String> referenceTo, String relationshipName, Targets targets) {
        super(apiName, FieldType.REFERENCE, traits, index, targets.codec());
        this.referenceTo = List.copyOf(referenceTo);
        this.relationshipName = relationshipName;
        this.targets = targets;
    }

    /** The API names of the objects the field may point to. */
    public List<String> referenceTo() {
        return referenceTo;
    }

    /** The relationship name used in dot notation ({@code refin__Entity__r}), or null. */
    public String relationshipName() {
        return relationshipName;
    }

    /**
     * The types of the generated objects among {@link #referenceTo()}: the one target of a typed lookup, the
     * generated ones of a polymorphic lookup (ids read from a record carry the one their key prefix names, see
     * {@link RecordId#as}), none when no target is generated.
     */
    public List<SObjectType<?>> targetTypes() {
        return targets.types();
    }

    /**
     * {@code value} carrying its object when it is an id this reference resolves and it does not carry one yet: an
     * id set on a record is then as typed as one read from the server.
     */
    Object typed(Object value) {
        if (value instanceof RecordId<?> id && id.sobjectType().isEmpty()) {
            SObjectType<?> type = targets.typeOf(id);
            if (type != null && (type.keyPrefix() == null || type.keyPrefix().equals(id.keyPrefix()))) {
                return id.carrying(type);
            }
        }
        return value;
    }

    /**
     * A lookup or master-detail field that may be sent on insert or update.
     *
     * @param <E> the entity the field belongs to
     * @param <T> the object the reference points to
     */
    public static final class Writable<E extends SObject<E>, T> extends ReferenceField<E, T>
            implements WritableField<E, RecordId<T>> {
        Writable(
                String apiName,
                int traits,
                int index,
                List<String> referenceTo,
                String relationshipName,
                List<Class<?>> generatedTargets) {
            super(apiName, traits, index, referenceTo, relationshipName, generatedTargets);
        }
    }

    /**
     * The generated target classes and, once resolved, their types; the classes are initialized on first use, since
     * entities that refer to each other would otherwise see each other's types half-initialized.
     */
    private static final class Targets {
        private final List<Class<?>> classes;
        private volatile List<SObjectType<?>> types;

        Targets(List<Class<?>> classes) {
            this.classes = List.copyOf(classes);
        }

        @SuppressWarnings({"unchecked", "rawtypes"}) // Generated code passes only entity classes.
        List<SObjectType<?>> types() {
            List<SObjectType<?>> resolved = types;
            if (resolved == null) {
                List<SObjectType<?>> list = new ArrayList<>(classes.size());
                for (Class<?> entity : classes) {
                    SObjectType<?> type = SObjectType.of((Class) entity);
                    if (type == null) {
                        // Still initializing on this thread: try again next time.
                        return List.copyOf(list);
                    }
                    list.add(type);
                }
                resolved = List.copyOf(list);
                types = resolved;
            }
            return resolved;
        }

        /** The type an id of this reference points to: the only target, or the one its key prefix names. */
        SObjectType<?> typeOf(RecordId<?> id) {
            List<SObjectType<?>> resolved = types();
            if (resolved.size() == 1 && classes.size() == 1) {
                return resolved.get(0);
            }
            String prefix = id.keyPrefix();
            for (SObjectType<?> type : resolved) {
                if (prefix.equals(type.keyPrefix())) {
                    return type;
                }
            }
            return null;
        }

        <T> FieldCodec<RecordId<T>> codec() {
            FieldCodec<RecordId<T>> untyped = Codecs.id();
            if (classes.isEmpty()) {
                return untyped;
            }
            return new FieldCodec<>() {
                @Override
                public RecordId<T> read(JsonParser parser) throws IOException {
                    RecordId<T> id = untyped.read(parser);
                    SObjectType<?> type = id == null ? null : typeOf(id);
                    return type == null ? id : id.carrying(type);
                }

                @Override
                public void write(JsonGenerator generator, RecordId<T> value) throws IOException {
                    untyped.write(generator, value);
                }
            };
        }
    }
}
