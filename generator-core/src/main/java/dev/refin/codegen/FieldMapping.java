package dev.refin.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.refin.describe.FieldDescribe;
import dev.refin.runtime.Address;
import dev.refin.runtime.AnySObject;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
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

/**
 * How one describe field becomes Java: the value type, the descriptor type and the descriptor's
 * declaration through the runtime's {@code SObjectType.Builder}.
 *
 * @param kind which accessor family the field gets
 * @param valueType the type the getter returns
 * @param descriptorType the type of the descriptor constant
 * @param declaration the descriptor's initializer, e.g. {@code DESCRIBE.date("refin__Due_Date__c", ...)}
 */
record FieldMapping(Kind kind, TypeName valueType, TypeName descriptorType, CodeBlock declaration) {

    /** Accessor families. */
    enum Kind {
        PLAIN,
        PICKLIST,
        MULTIPICKLIST
    }

    private static final ClassName FIELD_TYPE = ClassName.get(FieldType.class);
    private static final ClassName TRAITS = ClassName.get(FieldTraits.class);

    static FieldMapping of(FieldDescribe field, ClassName entity, TypeName enumType, NameTable names) {
        CodeBlock traits = traits(field);
        String describe = NameTable.DESCRIBE;
        switch (field.type()) {
            case ID:
                return plain(
                        entity,
                        ParameterizedTypeName.get(ClassName.get(RecordId.class), entity),
                        CodeBlock.of("$L.id($L,$W$L)", describe, Literals.string(field.name()), traits));
            case REFERENCE: {
                TypeName target = referenceTarget(field, names);
                CodeBlock.Builder targets = CodeBlock.builder();
                for (String to : field.referenceTo()) {
                    targets.add(",$W$L", Literals.string(to));
                }
                return new FieldMapping(
                        Kind.PLAIN,
                        ParameterizedTypeName.get(ClassName.get(RecordId.class), target),
                        ParameterizedTypeName.get(ClassName.get(ReferenceField.class), entity, target),
                        CodeBlock.of(
                                "$L.reference($L,$W$L,$W$L$L)",
                                describe,
                                Literals.string(field.name()),
                                traits,
                                Literals.string(field.relationshipName()),
                                targets.build()));
            }
            case BOOLEAN:
                return plain(
                        entity,
                        ClassName.get(Boolean.class),
                        CodeBlock.of("$L.bool($L,$W$L)", describe, Literals.string(field.name()), traits));
            case CURRENCY:
            case DOUBLE:
            case PERCENT:
                return plain(
                        entity,
                        ClassName.get(BigDecimal.class),
                        CodeBlock.of(
                                "$L.decimal($L,$W$T.$L,$W$L)",
                                describe,
                                Literals.string(field.name()),
                                FIELD_TYPE,
                                field.type().name(),
                                traits));
            case INT:
                return plain(
                        entity,
                        ClassName.get(Integer.class),
                        CodeBlock.of("$L.integer($L,$W$L)", describe, Literals.string(field.name()), traits));
            case LONG:
                return plain(
                        entity,
                        ClassName.get(Long.class),
                        CodeBlock.of("$L.longInteger($L,$W$L)", describe, Literals.string(field.name()), traits));
            case DATE:
                return plain(
                        entity,
                        ClassName.get(LocalDate.class),
                        CodeBlock.of("$L.date($L,$W$L)", describe, Literals.string(field.name()), traits));
            case DATETIME:
                return plain(
                        entity,
                        ClassName.get(OffsetDateTime.class),
                        CodeBlock.of("$L.dateTime($L,$W$L)", describe, Literals.string(field.name()), traits));
            case TIME:
                return plain(
                        entity,
                        ClassName.get(LocalTime.class),
                        CodeBlock.of("$L.time($L,$W$L)", describe, Literals.string(field.name()), traits));
            case PICKLIST:
                return new FieldMapping(
                        Kind.PICKLIST,
                        enumType,
                        ParameterizedTypeName.get(ClassName.get(PicklistField.class), entity, enumType),
                        CodeBlock.of(
                                "$L.picklist($L,$W$L,$W$T.class)",
                                describe,
                                Literals.string(field.name()),
                                traits,
                                enumType));
            case MULTIPICKLIST:
                return new FieldMapping(
                        Kind.MULTIPICKLIST,
                        enumType,
                        ParameterizedTypeName.get(ClassName.get(MultiPicklistField.class), entity, enumType),
                        CodeBlock.of(
                                "$L.multiPicklist($L,$W$L,$W$T.class)",
                                describe,
                                Literals.string(field.name()),
                                traits,
                                enumType));
            case ADDRESS:
                return plain(
                        entity,
                        ClassName.get(Address.class),
                        CodeBlock.of("$L.address($L,$W$L)", describe, Literals.string(field.name()), traits));
            case LOCATION:
                return plain(
                        entity,
                        ClassName.get(Location.class),
                        CodeBlock.of("$L.location($L,$W$L)", describe, Literals.string(field.name()), traits));
            case ANYTYPE:
            case COMPLEXVALUE:
            case JSON:
            case UNKNOWN:
                return plain(
                        entity,
                        ClassName.get(JsonNode.class),
                        CodeBlock.of(
                                "$L.json($L,$W$T.$L,$W$L)",
                                describe,
                                Literals.string(field.name()),
                                FIELD_TYPE,
                                field.type().name(),
                                traits));
            default:
                // Every text type: string, textarea, combobox, email, phone, url, encryptedstring, base64, ...
                return plain(
                        entity,
                        ClassName.get(String.class),
                        CodeBlock.of(
                                "$L.text($L,$W$T.$L,$W$L)",
                                describe,
                                Literals.string(field.name()),
                                FIELD_TYPE,
                                field.type().name(),
                                traits));
        }
    }

    /** The generated class of a single-target reference, else {@link AnySObject}. */
    static TypeName referenceTarget(FieldDescribe field, NameTable names) {
        if (field.referenceTo().size() == 1) {
            return names.classOf(field.referenceTo().get(0))
                    .map(c -> (TypeName) c)
                    .orElse(ClassName.get(AnySObject.class));
        }
        return ClassName.get(AnySObject.class);
    }

    /** Whether the field gets setters: it can be sent on insert or update. */
    static boolean isWritable(FieldDescribe field) {
        return (field.createable() || field.updateable())
                && field.type() != FieldType.ADDRESS
                && field.type() != FieldType.LOCATION
                && field.type() != FieldType.ID;
    }

    private static FieldMapping plain(ClassName entity, TypeName valueType, CodeBlock declaration) {
        return new FieldMapping(
                Kind.PLAIN,
                valueType,
                ParameterizedTypeName.get(ClassName.get(Field.class), entity, valueType.box()),
                declaration);
    }

    /** The {@link FieldTraits} constants that describe {@code f}, in a fixed order. */
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

    private static CodeBlock traits(FieldDescribe f) {
        List<String> names = traitNames(f);
        if (names.isEmpty()) {
            return CodeBlock.of("0");
        }
        List<CodeBlock> parts = new ArrayList<>();
        for (String name : names) {
            // The member in the format itself, so JavaPoet can use the static import.
            parts.add(CodeBlock.of("$T." + name, TRAITS));
        }
        return CodeBlock.join(parts, " |$W");
    }

    private static void addIf(List<String> names, boolean condition, String name) {
        if (condition) {
            names.add(name);
        }
    }
}
