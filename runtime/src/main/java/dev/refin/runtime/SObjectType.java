package dev.refin.runtime;

import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.FieldCodec;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * An object's type: its API name, key prefix and fields, and how to make an empty record of it.
 * Generated entities declare one as {@code SOBJECT_TYPE}.
 *
 * @param <E> the entity
 */
public final class SObjectType<E extends SObject<E>> {
    private final String apiName;
    private final String keyPrefix;
    private final Class<E> entityClass;
    private final Supplier<E> factory;
    private final List<Field<E, ?>> fields;
    private final Map<String, Field<E, ?>> byName;

    private SObjectType(Builder<E> builder) {
        this.apiName = builder.apiName;
        this.keyPrefix = builder.keyPrefix;
        this.entityClass = builder.entityClass;
        this.factory = builder.factory;
        this.fields = List.copyOf(builder.fields);
        Map<String, Field<E, ?>> index = new HashMap<>();
        for (Field<E, ?> field : fields) {
            index.put(field.apiName(), field);
            index.putIfAbsent(field.apiName().toLowerCase(Locale.ROOT), field);
        }
        this.byName = index;
    }

    /**
     * Types by entity class, set when a type is built: how a {@link ChildRelationship} finds its child's type from the
     * child's class. A {@link ClassValue}, so it keeps no class loader alive.
     */
    private static final ClassValue<AtomicReference<SObjectType<?>>> BUILT = new ClassValue<>() {
        @Override
        protected AtomicReference<SObjectType<?>> computeValue(Class<?> entityClass) {
            return new AtomicReference<>();
        }
    };

    /** Starts declaring an object's fields, with the factory that makes its empty records. */
    public static <E extends SObject<E>> Builder<E> builder(
            Class<E> entityClass, String apiName, String keyPrefix, Supplier<E> factory) {
        return new Builder<>(entityClass, apiName, keyPrefix, factory);
    }

    /**
     * Starts declaring an object's fields; used by generated code. Empty records are made by the entity's public
     * no-argument constructor: generated code passes no factory, since a method reference per entity costs javac a
     * lambda translation pass over the whole class.
     *
     * @throws IllegalArgumentException when {@code entityClass} has no public no-argument constructor the runtime
     *     may call (the class or its package is not public to it)
     */
    public static <E extends SObject<E>> Builder<E> builder(Class<E> entityClass, String apiName, String keyPrefix) {
        return new Builder<>(entityClass, apiName, keyPrefix, constructor(entityClass));
    }

    private static <E> Supplier<E> constructor(Class<E> entityClass) {
        MethodHandle constructor;
        try {
            constructor = MethodHandles.publicLookup()
                    .findConstructor(entityClass, MethodType.methodType(void.class))
                    .asType(MethodType.methodType(Object.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException(
                    entityClass.getName() + " needs a public no-argument constructor that the refin runtime may call"
                            + " (a public class in an exported package), or pass a factory to SObjectType.builder: "
                            + e.getMessage(),
                    e);
        }
        return () -> {
            try {
                return entityClass.cast(constructor.invokeExact());
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException("cannot make a " + entityClass.getName() + ": " + e, e);
            }
        };
    }

    /**
     * The type {@code entityClass} built, initializing the class first (its {@code SOBJECT_TYPE} is built by its
     * static initializer); null when it built none, or while its initialization is still under way on this thread.
     */
    static <E extends SObject<E>> SObjectType<E> of(Class<E> entityClass) {
        try {
            Class.forName(entityClass.getName(), true, entityClass.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot initialize " + entityClass.getName() + ": " + e.getMessage(), e);
        }
        @SuppressWarnings("unchecked") // set only by the Builder of this very class
        SObjectType<E> type = (SObjectType<E>) BUILT.get(entityClass).get();
        return type;
    }

    /** The object's API name, e.g. {@code refin__Sales_Invoice__c}. */
    public String apiName() {
        return apiName;
    }

    /** The three-character id prefix, or null when the describe had none. */
    public String keyPrefix() {
        return keyPrefix;
    }

    /** The entity class. */
    public Class<E> entityClass() {
        return entityClass;
    }

    /** A new, empty record. */
    public E newRecord() {
        return factory.get();
    }

    /**
     * A record standing for the existing one with this id, with only its {@code Id} present (not a change): set the
     * fields to change on it and pass it to {@code RefinClient.update} without reading it first.
     *
     * @throws IllegalArgumentException when the object declares no {@code Id} field
     */
    @SuppressWarnings("unchecked") // Builder.id() is the only maker of ID fields and types them RecordId<E>.
    public E newRecord(RecordId<E> id) {
        Objects.requireNonNull(id, "id");
        Field<E, ?> idField = fieldOrNull("Id");
        if (idField == null || idField.type() != FieldType.ID) {
            throw new IllegalArgumentException(apiName + " declares no Id field");
        }
        E record = newRecord();
        record.load((Field<E, RecordId<E>>) idField, id.withType(this));
        return record;
    }

    /** Every field, in declaration order. */
    public List<Field<E, ?>> fields() {
        return fields;
    }

    /** The field with an API name, matched exactly and then ignoring case as the platform does. */
    public Optional<Field<E, ?>> field(String apiName) {
        return Optional.ofNullable(fieldOrNull(apiName));
    }

    /** As {@link #field(String)}, without the {@code Optional}; for the JSON reader. */
    Field<E, ?> fieldOrNull(String apiName) {
        Field<E, ?> field = byName.get(apiName);
        if (field == null) {
            field = byName.get(apiName.toLowerCase(Locale.ROOT));
        }
        return field;
    }

    @Override
    public String toString() {
        return apiName;
    }

    /**
     * The codec of a field of {@code type} whose Java type the generated declaration names: the same mapping as the
     * typed builder methods ({@code decimal} for currency, double and percent, {@code text} for every text type, ...).
     */
    @SuppressWarnings("unchecked") // T is the Java type the generator maps type to, the codec's value type.
    static <T> FieldCodec<T> codec(FieldType type) {
        return (FieldCodec<T>)
                switch (type) {
                    case BOOLEAN -> Codecs.bool();
                    case CURRENCY, DOUBLE, PERCENT -> Codecs.decimal();
                    case INT -> Codecs.integer();
                    case LONG -> Codecs.longInteger();
                    case DATE -> Codecs.date();
                    case DATETIME -> Codecs.dateTime();
                    case TIME -> Codecs.time();
                    case ADDRESS -> Codecs.address();
                    case LOCATION -> Codecs.location();
                    case ANYTYPE, COMPLEXVALUE, JSON, UNKNOWN -> Codecs.json();
                    case ID, REFERENCE, PICKLIST, MULTIPICKLIST ->
                        throw new IllegalArgumentException(
                                "an id, reference or picklist field is declared through its own builder method, not as "
                                        + type.apiName());
                    default -> Codecs.string();
                };
    }

    /**
     * Declares fields in order, then {@link #build()}s the type. Generated entities hold one in a
     * private constant and declare each field through it.
     *
     * @param <E> the entity
     */
    public static final class Builder<E extends SObject<E>> {
        private final Class<E> entityClass;
        private final String apiName;
        private final String keyPrefix;
        private final Supplier<E> factory;
        private final List<Field<E, ?>> fields = new ArrayList<>();
        private boolean built;
        private SObjectType<E> type;

        private Builder(Class<E> entityClass, String apiName, String keyPrefix, Supplier<E> factory) {
            this.entityClass = entityClass;
            this.apiName = apiName;
            this.keyPrefix = keyPrefix;
            this.factory = factory;
        }

        private final Writable writable = new Writable();

        private <F extends Field<E, ?>> F add(F field) {
            if (built) {
                throw new IllegalStateException(apiName + " is already built");
            }
            fields.add(field);
            return field;
        }

        private <T> Field<E, T> plain(String name, FieldType type, int traits, FieldCodec<T> codec) {
            return add(new Field<>(name, type, traits, fields.size(), codec));
        }

        /**
         * Declares fields that may be sent on insert or update: {@code DESCRIBE.writable().date(...)} makes a
         * {@link Field.Writable} where {@code DESCRIBE.date(...)} makes a read-only {@link Field}.
         */
        public Writable writable() {
            return writable;
        }

        /** The record id field; read-only. Generated code declares it with {@link #idKey}, an upsert key. */
        public Field<E, RecordId<E>> id(String name, int traits) {
            return plain(name, FieldType.ID, traits, idCodec());
        }

        /** The record id field, read-only, as the {@link Field.UpsertKey} that {@code RefinClient.upsert} takes. */
        public Field.Key<E, RecordId<E>> idKey(String name, int traits) {
            return add(new Field.Key<>(name, FieldType.ID, traits, fields.size(), idCodec()));
        }

        /**
         * A read-only field an upsert may match records by (an external id the platform fills, such as an
         * auto-number); {@code T} follows {@code type} (see {@link #codec}).
         */
        public <T> Field.Key<E, T> key(String name, FieldType type, int traits) {
            return add(new Field.Key<>(name, type, traits, fields.size(), codec(type)));
        }

        private FieldCodec<RecordId<E>> idCodec() {
            FieldCodec<RecordId<E>> untyped = Codecs.id();
            // Ids read from a record carry its type, so the client can act on them without a type argument.
            FieldCodec<RecordId<E>> typed = new FieldCodec<>() {
                @Override
                public RecordId<E> read(com.fasterxml.jackson.core.JsonParser parser) throws java.io.IOException {
                    RecordId<E> id = untyped.read(parser);
                    return id == null || type == null ? id : id.withType(type);
                }

                @Override
                public void write(com.fasterxml.jackson.core.JsonGenerator generator, RecordId<E> value)
                        throws java.io.IOException {
                    untyped.write(generator, value);
                }
            };
            return typed;
        }

        /**
         * A read-only reference to objects none of which is generated, or several: its ids are {@link
         * RecordId.Untyped}; {@link #lookup(String, int, String, String, Class)} for a lookup to one generated object.
         */
        public ReferenceField<E, RecordId.Untyped> reference(
                String name, int traits, String relationshipName, String... referenceTo) {
            return add(new ReferenceField<>(
                    name, traits, fields.size(), List.of(referenceTo), relationshipName, List.of()));
        }

        /**
         * A read-only polymorphic reference some of whose targets are generated: an id read from a record carries the
         * generated object its key prefix names ({@link RecordId#as}, {@link ReferenceField#targetTypes()}).
         *
         * @param referenceTo every object the field may point to
         * @param generatedTargets the entity classes of the generated ones among them
         */
        public ReferenceField<E, RecordId.Untyped> reference(
                String name,
                int traits,
                String relationshipName,
                List<String> referenceTo,
                Class<?>... generatedTargets) {
            return add(new ReferenceField<>(
                    name, traits, fields.size(), referenceTo, relationshipName, List.of(generatedTargets)));
        }

        /**
         * A read-only reference to exactly one object that is not generated: the same as {@link #reference} with one
         * target, without a varargs array (javac resolves a varargs call only after two failed attempts at fixed
         * arity).
         */
        public ReferenceField<E, RecordId.Untyped> lookup(
                String name, int traits, String relationshipName, String referenceTo) {
            return add(new ReferenceField<>(
                    name, traits, fields.size(), List.of(referenceTo), relationshipName, List.of()));
        }

        /**
         * A read-only reference to exactly one generated object, {@code target}: ids read from a record carry its type,
         * so {@code client.get(id)} needs no type argument.
         */
        public <T extends SObject<T>> ReferenceField<E, T> lookup(
                String name, int traits, String relationshipName, String referenceTo, Class<T> target) {
            return add(new ReferenceField<>(
                    name, traits, fields.size(), List.of(referenceTo), relationshipName, List.of(target)));
        }

        /** A read-only text field of any text type (string, textarea, email, phone, url, combobox, base64, ...). */
        public Field<E, String> text(String name, FieldType type, int traits) {
            return plain(name, type, traits, Codecs.string());
        }

        /** A read-only checkbox. */
        public Field<E, Boolean> bool(String name, int traits) {
            return plain(name, FieldType.BOOLEAN, traits, Codecs.bool());
        }

        /** A read-only currency, percent or double field, held exactly. */
        public Field<E, BigDecimal> decimal(String name, FieldType type, int traits) {
            return plain(name, type, traits, Codecs.decimal());
        }

        /** A read-only {@code int} field. */
        public Field<E, Integer> integer(String name, int traits) {
            return plain(name, FieldType.INT, traits, Codecs.integer());
        }

        /** A read-only {@code long} field. */
        public Field<E, Long> longInteger(String name, int traits) {
            return plain(name, FieldType.LONG, traits, Codecs.longInteger());
        }

        /** A read-only date. */
        public Field<E, LocalDate> date(String name, int traits) {
            return plain(name, FieldType.DATE, traits, Codecs.date());
        }

        /** A read-only date and time. */
        public Field<E, OffsetDateTime> dateTime(String name, int traits) {
            return plain(name, FieldType.DATETIME, traits, Codecs.dateTime());
        }

        /** A read-only time of day. */
        public Field<E, LocalTime> time(String name, int traits) {
            return plain(name, FieldType.TIME, traits, Codecs.time());
        }

        /** A read-only single-select picklist backed by a generated enum. */
        public <P extends Enum<P> & PicklistValue> PicklistField<E, P> picklist(
                String name, int traits, Class<P> enumType) {
            return add(new PicklistField<>(name, FieldType.PICKLIST, traits, fields.size(), enumType));
        }

        /** A read-only multi-select picklist backed by a generated enum. */
        public <P extends Enum<P> & PicklistValue> MultiPicklistField<E, P> multiPicklist(
                String name, int traits, Class<P> enumType) {
            return add(new MultiPicklistField<>(name, FieldType.MULTIPICKLIST, traits, fields.size(), enumType));
        }

        /** A compound address; read-only, as the platform writes its component fields. */
        public Field<E, Address> address(String name, int traits) {
            return plain(name, FieldType.ADDRESS, traits, Codecs.address());
        }

        /** A compound geolocation; read-only, as the platform writes its component fields. */
        public Field<E, Location> location(String name, int traits) {
            return plain(name, FieldType.LOCATION, traits, Codecs.location());
        }

        /** A read-only field whose value is kept as raw JSON (anyType, complexvalue, json, or a type unknown here). */
        public Field<E, com.fasterxml.jackson.databind.JsonNode> json(String name, FieldType type, int traits) {
            return plain(name, type, traits, Codecs.json());
        }

        /**
         * The fields of the builder's object that may be sent on insert or update, declared as {@link WritableField}s.
         * Its methods mirror the builder's own.
         */
        public final class Writable {
            private Writable() {}

            private <T> Field.Writable<E, T> plain(String name, FieldType type, int traits, FieldCodec<T> codec) {
                return add(new Field.Writable<>(name, type, traits, fields.size(), codec));
            }

            /** A writable reference to objects none of which is generated, or several. */
            public ReferenceField.Writable<E, RecordId.Untyped> reference(
                    String name, int traits, String relationshipName, String... referenceTo) {
                return add(new ReferenceField.Writable<>(
                        name, traits, fields.size(), List.of(referenceTo), relationshipName, List.of()));
            }

            /** A writable polymorphic reference some of whose targets ({@code generatedTargets}) are generated. */
            public ReferenceField.Writable<E, RecordId.Untyped> reference(
                    String name,
                    int traits,
                    String relationshipName,
                    List<String> referenceTo,
                    Class<?>... generatedTargets) {
                return add(new ReferenceField.Writable<>(
                        name, traits, fields.size(), referenceTo, relationshipName, List.of(generatedTargets)));
            }

            /** A writable reference to exactly one object that is not generated. */
            public ReferenceField.Writable<E, RecordId.Untyped> lookup(
                    String name, int traits, String relationshipName, String referenceTo) {
                return add(new ReferenceField.Writable<>(
                        name, traits, fields.size(), List.of(referenceTo), relationshipName, List.of()));
            }

            /** A writable reference to exactly one generated object, {@code target}. */
            public <T extends SObject<T>> ReferenceField.Writable<E, T> lookup(
                    String name, int traits, String relationshipName, String referenceTo, Class<T> target) {
                return add(new ReferenceField.Writable<>(
                        name, traits, fields.size(), List.of(referenceTo), relationshipName, List.of(target)));
            }

            /** A writable text field of any text type. */
            public Field.Writable<E, String> text(String name, FieldType type, int traits) {
                return plain(name, type, traits, Codecs.string());
            }

            /** A writable checkbox. */
            public Field.Writable<E, Boolean> bool(String name, int traits) {
                return plain(name, FieldType.BOOLEAN, traits, Codecs.bool());
            }

            /** A writable currency, percent or double field, held exactly. */
            public Field.Writable<E, BigDecimal> decimal(String name, FieldType type, int traits) {
                return plain(name, type, traits, Codecs.decimal());
            }

            /** A writable {@code int} field. */
            public Field.Writable<E, Integer> integer(String name, int traits) {
                return plain(name, FieldType.INT, traits, Codecs.integer());
            }

            /** A writable {@code long} field. */
            public Field.Writable<E, Long> longInteger(String name, int traits) {
                return plain(name, FieldType.LONG, traits, Codecs.longInteger());
            }

            /** A writable date. */
            public Field.Writable<E, LocalDate> date(String name, int traits) {
                return plain(name, FieldType.DATE, traits, Codecs.date());
            }

            /** A writable date and time. */
            public Field.Writable<E, OffsetDateTime> dateTime(String name, int traits) {
                return plain(name, FieldType.DATETIME, traits, Codecs.dateTime());
            }

            /** A writable time of day. */
            public Field.Writable<E, LocalTime> time(String name, int traits) {
                return plain(name, FieldType.TIME, traits, Codecs.time());
            }

            /** A writable single-select picklist backed by a generated enum. */
            public <P extends Enum<P> & PicklistValue> PicklistField.Writable<E, P> picklist(
                    String name, int traits, Class<P> enumType) {
                return add(new PicklistField.Writable<>(name, FieldType.PICKLIST, traits, fields.size(), enumType));
            }

            /** A writable multi-select picklist backed by a generated enum. */
            public <P extends Enum<P> & PicklistValue> MultiPicklistField.Writable<E, P> multiPicklist(
                    String name, int traits, Class<P> enumType) {
                return add(new MultiPicklistField.Writable<>(
                        name, FieldType.MULTIPICKLIST, traits, fields.size(), enumType));
            }

            /**
             * A writable field an upsert may match records by: an external id (or, on a standard object, another id
             * lookup field); {@code T} follows {@code type}.
             */
            public <T> Field.Writable.Key<E, T> key(String name, FieldType type, int traits) {
                return add(new Field.Writable.Key<>(name, type, traits, fields.size(), codec(type)));
            }

            /** A writable field the platform does not group by; {@code T} follows {@code type}. */
            public <T> Field.Writable.NotGroupable<E, T> notGroupable(String name, FieldType type, int traits) {
                return add(new Field.Writable.NotGroupable<>(name, type, traits, fields.size(), codec(type)));
            }

            /** A writable field the platform neither sorts nor groups by; {@code T} follows {@code type}. */
            public <T> Field.Writable.NotSortable<E, T> notSortable(String name, FieldType type, int traits) {
                return add(new Field.Writable.NotSortable<>(name, type, traits, fields.size(), codec(type)));
            }

            /** A writable field the platform does not filter on (a long text area); selected only. */
            public <T> Field.Writable.NotFilterable<E, T> notFilterable(String name, FieldType type, int traits) {
                return add(new Field.Writable.NotFilterable<>(name, type, traits, fields.size(), codec(type)));
            }

            /** A writable field kept as raw JSON. */
            public Field.Writable<E, com.fasterxml.jackson.databind.JsonNode> json(
                    String name, FieldType type, int traits) {
                return plain(name, type, traits, Codecs.json());
            }
        }

        /** A read-only field the platform does not group by; {@code T} follows {@code type} (see {@link #codec}). */
        public <T> Field.NotGroupable<E, T> notGroupable(String name, FieldType type, int traits) {
            return add(new Field.NotGroupable<>(name, type, traits, fields.size(), codec(type)));
        }

        /** A read-only field the platform neither sorts nor groups by; {@code T} follows {@code type}. */
        public <T> Field.NotSortable<E, T> notSortable(String name, FieldType type, int traits) {
            return add(new Field.NotSortable<>(name, type, traits, fields.size(), codec(type)));
        }

        /** A read-only field the platform does not filter on (a long text area, an address); selected only. */
        public <T> Field.NotFilterable<E, T> notFilterable(String name, FieldType type, int traits) {
            return add(new Field.NotFilterable<>(name, type, traits, fields.size(), codec(type)));
        }

        /** Finishes the type; no more fields can be added. */
        public SObjectType<E> build() {
            built = true;
            type = new SObjectType<>(this);
            BUILT.get(entityClass).set(type);
            return type;
        }
    }
}
