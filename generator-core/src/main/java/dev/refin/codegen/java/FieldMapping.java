package dev.refin.codegen.java;

import com.fasterxml.jackson.databind.JsonNode;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.refin.codegen.naming.NameTable;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.runtime.Address;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.Location;
import dev.refin.runtime.MultiPicklistField;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How one describe field becomes Java: the value type, the descriptor type and the descriptor's
 * declaration through the runtime's {@code SObjectType.Builder}.
 *
 * @param kind which accessor family the field gets
 * @param valueType the type the getter returns
 * @param descriptorType the type of the descriptor constant
 * @param declaration the descriptor's initializer, e.g. {@code DESCRIBE.date("refin__Due_Date__c", ...)}
 */
public record FieldMapping(Kind kind, TypeName valueType, TypeName descriptorType, Declaration declaration) {

    /** Accessor families. */
    public enum Kind {
        PLAIN,
        PICKLIST,
        MULTIPICKLIST
    }

    public static FieldMapping of(FieldDescribe field, ClassName entity, TypeName enumType, NameTable names) {
        return of(field, false, entity, enumType, names);
    }

    /**
     * The mapping of a field of a standard object ({@code standardObject}: not custom), where the platform also
     * upserts by the {@code idLookup} fields (a user's {@code Username}), or of a custom object, where only the
     * {@code Id} and external ids are upsert keys.
     */
    public static FieldMapping of(
            FieldDescribe field, boolean standardObject, ClassName entity, TypeName enumType, NameTable names) {
        FieldMapping mapping = mapping(field, entity, enumType, names);
        return upsertKey(field, standardObject, entity, mapping).orElseGet(() -> restricted(field, entity, mapping));
    }

    /**
     * Whether an object is a standard one, whose {@code idLookup} fields the platform upserts by: not custom, and no
     * {@code __} suffix in its name (a snapshot that omits {@code custom} still marks {@code refin__X__c} custom).
     */
    public static boolean standardObject(ObjectDescribe object) {
        return !object.custom() && !object.name().contains("__");
    }

    /** The value types an external id may have: text, number, auto-number. */
    private static final List<TypeName> KEY_VALUES = List.of(
            ClassName.get(String.class),
            ClassName.get(BigDecimal.class),
            ClassName.get(Integer.class),
            ClassName.get(Long.class));

    /**
     * The {@code Id}, every field the describe marks {@code externalId: true} and, on a standard object, every {@code
     * idLookup: true} field, redeclared as {@code Field.Key} or
     * {@code Field.Writable.Key}: the {@code Field.UpsertKey}s that {@code RefinClient.upsert} takes, so an upsert by
     * any other field does not compile. Their paths are plain {@code Path}s: an external id the platform does not
     * group by (a number) keeps {@code groupBy} compiling.
     */
    private static Optional<FieldMapping> upsertKey(
            FieldDescribe field, boolean standardObject, ClassName entity, FieldMapping mapping) {
        ClassName key = ClassName.get(Field.class).nestedClass("Key");
        if (field.type() == FieldType.ID) {
            return Optional.of(new FieldMapping(
                    Kind.PLAIN,
                    mapping.valueType(),
                    ParameterizedTypeName.get(key, entity, mapping.valueType()),
                    declare("idKey", null, false)));
        }
        TypeName value = mapping.valueType().box();
        if (!(field.externalId() || (standardObject && field.idLookup()))
                || mapping.kind() != Kind.PLAIN
                || field.type() == FieldType.REFERENCE
                || !KEY_VALUES.contains(value)) {
            return Optional.empty();
        }
        boolean writable = mapping.declaration().writable();
        ClassName descriptor = writable ? descriptor(Field.class, true).nestedClass("Key") : key;
        return Optional.of(new FieldMapping(
                Kind.PLAIN,
                mapping.valueType(),
                ParameterizedTypeName.get(descriptor, entity, value),
                new Declaration(writable, "key", value, field.type(), List.of(), null)));
    }

    /**
     * What a query may do with a field, as its descriptor's type says: the fewest of filtering, sorting and
     * grouping that still cover everything the describe allows, so nothing the platform accepts is refused.
     */
    enum QueryTraits {
        /** Filtered on, sorted and grouped by: a plain descriptor, whose path is a {@code Path}. */
        ALL(null),
        /** Filtered on and sorted by, not grouped by. */
        NOT_GROUPABLE("NotGroupable"),
        /** Filtered on only. */
        NOT_SORTABLE("NotSortable"),
        /** Selected only. */
        NOT_FILTERABLE("NotFilterable");

        /** The nested descriptor class and, uncapitalised, the builder method; null for a plain descriptor. */
        final String className;

        QueryTraits(String className) {
            this.className = className;
        }

        static QueryTraits of(FieldDescribe field) {
            if (!field.filterable() && !field.sortable() && !field.groupable()) {
                return NOT_FILTERABLE;
            }
            if (!field.sortable() && !field.groupable()) {
                return NOT_SORTABLE;
            }
            return field.groupable() ? ALL : NOT_GROUPABLE;
        }
    }

    /**
     * A plain descriptor of a field the platform does not group by, sort by or filter on, redeclared as the nested
     * class that says so ({@code Field.NotGroupable}, {@code Field.Writable.NotSortable}, ...). Text fields keep
     * their plain descriptor unless they cannot be filtered at all, so that {@code LIKE} on a text formula still
     * compiles; ids, references and picklists, which the platform filters, sorts and groups, keep theirs.
     */
    private static FieldMapping restricted(FieldDescribe field, ClassName entity, FieldMapping mapping) {
        if (mapping.kind() != Kind.PLAIN
                || field.type() == FieldType.ID
                || field.type() == FieldType.REFERENCE
                || mapping.declaration().typeArgument() != null) {
            return mapping;
        }
        QueryTraits traits = QueryTraits.of(field);
        boolean text = mapping.valueType().equals(ClassName.get(String.class));
        if (traits == QueryTraits.ALL || (text && traits != QueryTraits.NOT_FILTERABLE)) {
            return mapping;
        }
        boolean writable = mapping.declaration().writable();
        ClassName descriptor = descriptor(Field.class, writable).nestedClass(traits.className);
        String method = Character.toLowerCase(traits.className.charAt(0)) + traits.className.substring(1);
        TypeName value = mapping.valueType().box();
        return new FieldMapping(
                Kind.PLAIN,
                mapping.valueType(),
                ParameterizedTypeName.get(descriptor, entity, value),
                new Declaration(writable, method, value, field.type(), List.of(), null));
    }

    private static FieldMapping mapping(FieldDescribe field, ClassName entity, TypeName enumType, NameTable names) {
        boolean writable = isWritable(field);
        switch (field.type()) {
            case ID:
                return plain(
                        entity,
                        ParameterizedTypeName.get(ClassName.get(RecordId.class), entity),
                        declare("id", null, false),
                        false);
            case REFERENCE: {
                Optional<ClassName> single = field.referenceTo().size() == 1
                        ? names.classOf(field.referenceTo().get(0))
                        : Optional.empty();
                TypeName target = referenceTarget(field, names);
                List<Object> trailing = new ArrayList<>();
                trailing.add(Literals.quoteOrNull(field.relationshipName()));
                List<ClassName> generated = generatedTargets(field, names);
                String method;
                if (field.referenceTo().size() == 1) {
                    // One target: the fixed-arity method, cheaper for javac than the varargs one.
                    method = "lookup";
                    trailing.add(Literals.quote(field.referenceTo().get(0)));
                    single.ifPresent(trailing::add);
                } else if (!generated.isEmpty()) {
                    method = "reference";
                    trailing.add(new TargetList(field.referenceTo()));
                    trailing.addAll(generated);
                } else {
                    method = "reference";
                    field.referenceTo().forEach(to -> trailing.add(Literals.quote(to)));
                }
                ClassName descriptor = ClassName.get(ReferenceField.class);
                return new FieldMapping(
                        Kind.PLAIN,
                        ParameterizedTypeName.get(ClassName.get(RecordId.class), target),
                        ParameterizedTypeName.get(
                                writable ? descriptor.nestedClass("Writable") : descriptor, entity, target),
                        new Declaration(writable, method, single.isPresent() ? target : null, null, trailing, null));
            }
            case BOOLEAN:
                return plain(entity, ClassName.get(Boolean.class), declare("bool", null, writable), writable);
            case CURRENCY:
            case DOUBLE:
            case PERCENT:
                return plain(
                        entity, ClassName.get(BigDecimal.class), declare("decimal", field.type(), writable), writable);
            case INT:
                return plain(entity, ClassName.get(Integer.class), declare("integer", null, writable), writable);
            case LONG:
                return plain(entity, ClassName.get(Long.class), declare("longInteger", null, writable), writable);
            case DATE:
                return plain(entity, ClassName.get(LocalDate.class), declare("date", null, writable), writable);
            case DATETIME:
                return plain(
                        entity, ClassName.get(OffsetDateTime.class), declare("dateTime", null, writable), writable);
            case TIME:
                return plain(entity, ClassName.get(LocalTime.class), declare("time", null, writable), writable);
            case PICKLIST:
                return new FieldMapping(
                        Kind.PICKLIST,
                        enumType,
                        ParameterizedTypeName.get(descriptor(PicklistField.class, writable), entity, enumType),
                        new Declaration(writable, "picklist", enumType, null, List.of(), enumType));
            case MULTIPICKLIST:
                return new FieldMapping(
                        Kind.MULTIPICKLIST,
                        enumType,
                        ParameterizedTypeName.get(descriptor(MultiPicklistField.class, writable), entity, enumType),
                        new Declaration(writable, "multiPicklist", enumType, null, List.of(), enumType));
            case ADDRESS:
                return plain(entity, ClassName.get(Address.class), declare("address", null, false), false);
            case LOCATION:
                return plain(entity, ClassName.get(Location.class), declare("location", null, false), false);
            case ANYTYPE:
            case COMPLEXVALUE:
            case JSON:
            case UNKNOWN:
                return plain(entity, ClassName.get(JsonNode.class), declare("json", field.type(), writable), writable);
            default:
                // Every text type: string, textarea, combobox, email, phone, url, encryptedstring, base64, ...
                return plain(entity, ClassName.get(String.class), declare("text", field.type(), writable), writable);
        }
    }

    /** The descriptor class of a field kind: the read-only class itself, or its nested {@code Writable}. */
    private static ClassName descriptor(Class<?> kind, boolean writable) {
        ClassName name = ClassName.get(kind);
        return writable ? name.nestedClass("Writable") : name;
    }

    /**
     * The API names of a polymorphic reference's targets, printed as {@code List.of("A", "B")}.
     *
     * @param apiNames every object the reference may point to
     */
    record TargetList(List<String> apiNames) {}

    /**
     * A descriptor's initializer: {@code DESCRIBE.[writable().][<typeArgument>]<method>("<api name>",
     * [FieldType.<fieldType>,] <traits> [, <trailing>...] [, <classLiteral>.class])}.
     *
     * @param writable whether the descriptor is declared through {@code writable()}: the field may be sent on insert
     *     or update
     * @param method the {@code SObjectType.Builder} method
     * @param typeArgument the explicit type argument of a generic {@code method}, or null: given explicitly because
     *     javac infers it from the target type at a cost that adds up over every field of a large org
     * @param fieldType the platform type passed along, or null when the method implies it
     * @param trailing the arguments after the traits (a reference's relationship name and targets): Java literals
     *     as strings, classes (printed as class literals) and {@link TargetList}s
     * @param classLiteral the enum whose class literal ends the arguments, or null
     */
    record Declaration(
            boolean writable,
            String method,
            TypeName typeArgument,
            FieldType fieldType,
            List<Object> trailing,
            TypeName classLiteral) {}

    private static Declaration declare(String method, FieldType fieldType, boolean writable) {
        return new Declaration(writable, method, null, fieldType, List.of(), null);
    }

    /** The generated class of a single-target reference, else {@link RecordId.Untyped}. */
    static TypeName referenceTarget(FieldDescribe field, NameTable names) {
        if (field.referenceTo().size() == 1) {
            return names.classOf(field.referenceTo().get(0))
                    .map(c -> (TypeName) c)
                    .orElse(UNTYPED);
        }
        return UNTYPED;
    }

    /** The generated classes among a reference's targets, in describe order. */
    static List<ClassName> generatedTargets(FieldDescribe field, NameTable names) {
        List<ClassName> classes = new ArrayList<>();
        for (String target : field.referenceTo()) {
            names.classOf(target).filter(c -> !classes.contains(c)).ifPresent(classes::add);
        }
        return classes;
    }

    private static final ClassName UNTYPED = ClassName.get(RecordId.Untyped.class);

    /** Whether the field gets setters: it can be sent on insert or update. */
    public static boolean isWritable(FieldDescribe field) {
        return (field.createable() || field.updateable())
                && field.type() != FieldType.ADDRESS
                && field.type() != FieldType.LOCATION
                && field.type() != FieldType.ID;
    }

    private static FieldMapping plain(ClassName entity, TypeName valueType, Declaration declaration, boolean writable) {
        return new FieldMapping(
                Kind.PLAIN,
                valueType,
                ParameterizedTypeName.get(descriptor(Field.class, writable), entity, valueType.box()),
                declaration);
    }

    /** The {@code FieldTraits} constants that describe {@code f}, in a fixed order. */
    static List<String> traitNames(FieldDescribe f) {
        List<String> names = new ArrayList<>();
        addIf(names, f.createable(), "CREATEABLE");
        addIf(names, f.updateable(), "UPDATEABLE");
        addIf(names, f.nillable(), "NILLABLE");
        addIf(names, f.defaultedOnCreate(), "DEFAULTED_ON_CREATE");
        addIf(names, f.externalId(), "EXTERNAL_ID");
        addIf(names, f.unique(), "UNIQUE");
        addIf(names, f.calculated(), "CALCULATED");
        addIf(names, f.autoNumber(), "AUTO_NUMBER");
        addIf(names, f.filterable(), "FILTERABLE");
        addIf(names, f.sortable(), "SORTABLE");
        addIf(names, f.groupable(), "GROUPABLE");
        addIf(names, f.aggregatable(), "AGGREGATABLE");
        addIf(names, f.nameField(), "NAME_FIELD");
        addIf(names, f.restrictedPicklist(), "RESTRICTED_PICKLIST");
        addIf(names, f.idLookup(), "ID_LOOKUP");
        return names;
    }

    private static void addIf(List<String> names, boolean condition, String name) {
        if (condition) {
            names.add(name);
        }
    }
}
