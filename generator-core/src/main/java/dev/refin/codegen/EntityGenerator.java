package dev.refin.codegen;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.runtime.ChildRelationship;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.StatusValue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/** Generates one entity class per object: field descriptors, accessors, API-name constants and picklist enums. */
final class EntityGenerator {
    /** The value of every {@code @Generated}; the writer recognises its own files by it. */
    static final String GENERATOR = "dev.refin.codegen.RefinCodegen";

    private static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");

    private final NameTable names;

    EntityGenerator(NameTable names) {
        this.names = names;
    }

    JavaFile generate(ObjectDescribe object) {
        NameTable.ObjectNames objectNames = names.of(object);
        ClassName entity = objectNames.className();
        ClassName builderType = ClassName.get(SObjectType.class).nestedClass("Builder");

        TypeSpec.Builder type = TypeSpec.classBuilder(entity)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(ClassName.get(SObject.class), entity))
                .addAnnotation(AnnotationSpec.builder(GENERATED)
                        .addMember("value", "$S", GENERATOR)
                        .build())
                .addJavadoc(classDoc(object));

        type.addField(FieldSpec.builder(
                        ParameterizedTypeName.get(builderType, entity),
                        NameTable.DESCRIBE,
                        Modifier.PRIVATE,
                        Modifier.STATIC,
                        Modifier.FINAL)
                .initializer(
                        "$T.builder($T.class,$W$L,$W$L,$W$T::new)",
                        SObjectType.class,
                        entity,
                        Literals.string(object.name()),
                        Literals.string(object.keyPrefix()),
                        entity)
                .build());

        TypeSpec.Builder fieldNames = TypeSpec.classBuilder(NameTable.FIELDS_CLASS)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("API names of the fields of {@code $L}, as compile-time constants.\n", object.name())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .build());

        List<MethodSpec> accessors = new ArrayList<>();
        List<TypeSpec> enums = new ArrayList<>();
        for (FieldDescribe field : object.fields()) {
            NameTable.FieldNames fieldNamesOf = objectNames.fields().get(field.name());
            ClassName enumType = fieldNamesOf.enumName() == null ? null : entity.nestedClass(fieldNamesOf.enumName());
            FieldMapping mapping = FieldMapping.of(field, entity, enumType, names);

            type.addField(FieldSpec.builder(
                            mapping.descriptorType(),
                            fieldNamesOf.constant(),
                            Modifier.PUBLIC,
                            Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc(
                            "$L ({@code $L}): descriptor for queries and generic access.\n",
                            Javadocs.escape(label(field)),
                            field.name())
                    .initializer(mapping.declaration())
                    .build());
            fieldNames.addField(FieldSpec.builder(
                            String.class, fieldNamesOf.constant(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .initializer(Literals.string(field.name()))
                    .build());
            accessors.addAll(accessors(field, fieldNamesOf, mapping, entity));
            if (enumType != null) {
                enums.add(PicklistEnumGenerator.generate(
                        object,
                        field,
                        fieldNamesOf,
                        enumType,
                        fieldNamesOf.getter() + (field.type() == FieldType.MULTIPICKLIST ? "AsStrings" : "AsString"),
                        controllerEnum(object, field, objectNames, entity),
                        isStatus(field) ? Optional.of(entity) : Optional.empty()));
            }
        }

        type.addField(FieldSpec.builder(
                        ParameterizedTypeName.get(ClassName.get(SObjectType.class), entity),
                        NameTable.SOBJECT_TYPE,
                        Modifier.PUBLIC,
                        Modifier.STATIC,
                        Modifier.FINAL)
                .addJavadoc("The object's type: API name, key prefix and every field, in describe order.\n")
                .initializer("$L.build()", NameTable.DESCRIBE)
                .build());
        addChildRelationships(type, object, objectNames, entity);
        type.addMethod(MethodSpec.constructorBuilder()
                .addJavadoc("An empty record: every field absent, nothing changed.\n")
                .addModifiers(Modifier.PUBLIC)
                .addStatement("super($L)", NameTable.SOBJECT_TYPE)
                .build());
        type.addMethods(accessors);
        type.addMethods(parentGetters(object, objectNames));
        type.addType(fieldNames.build());
        type.addTypes(enums);
        // Trait names are imported statically so declarations read "CREATEABLE | UPDATEABLE"; no field constant
        // can shadow them because NameTable reserves them.
        return JavaFile.builder(entity.packageName(), type.build())
                .addStaticImport(
                        ClassName.get(FieldTraits.class), usedTraits(object).toArray(String[]::new))
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }

    /** The status picklist of a document: its enum is what {@code RefinClient.transition(id, status)} takes. */
    private static boolean isStatus(FieldDescribe field) {
        return field.type() == FieldType.PICKLIST && field.name().equalsIgnoreCase(StatusValue.FIELD);
    }

    /** One {@code ChildRelationship} constant per relationship whose child object is generated. */
    private void addChildRelationships(
            TypeSpec.Builder type, ObjectDescribe object, NameTable.ObjectNames objectNames, ClassName entity) {
        for (var entry : objectNames.childRelationships().entrySet()) {
            String constant = entry.getValue();
            dev.refin.describe.ChildRelationship relationship = object.childRelationships().stream()
                    .filter(r -> entry.getKey().equals(r.relationshipName()))
                    .findFirst()
                    .orElseThrow();
            ClassName child = names.classOf(relationship.childSObject()).orElseThrow();
            type.addField(FieldSpec.builder(
                            ParameterizedTypeName.get(ClassName.get(ChildRelationship.class), entity, child),
                            constant,
                            Modifier.PUBLIC,
                            Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc(
                            "The {@link $T} records whose {@code $L} points here ({@code $L}): for child subqueries,"
                                    + " sObject trees and {@code RefinClient.children}.\n",
                            child,
                            relationship.field(),
                            relationship.relationshipName())
                    .initializer(
                            "$T.of($L,$W$L,$W() -> $T.$L)",
                            ChildRelationship.class,
                            Literals.string(relationship.relationshipName()),
                            Literals.string(relationship.field()),
                            child,
                            NameTable.SOBJECT_TYPE)
                    .build());
        }
    }

    /** A getter per lookup to one generated object, reading the parent record a query selected. */
    private List<MethodSpec> parentGetters(ObjectDescribe object, NameTable.ObjectNames objectNames) {
        List<MethodSpec> getters = new ArrayList<>();
        for (FieldDescribe field : object.fields()) {
            String getter = objectNames.parentGetters().get(field.name());
            if (getter == null) {
                continue;
            }
            ClassName parent = names.classOf(field.referenceTo().get(0)).orElseThrow();
            String constant = objectNames.fields().get(field.name()).constant();
            getters.add(MethodSpec.methodBuilder(getter)
                    .addModifiers(Modifier.PUBLIC)
                    .addJavadoc(
                            "The {@link $T} a query selected through {@code $L} (e.g. with {@code"
                                    + " Path.parent($L).get(...)}), with the fields it selected.\n"
                                    + "\n@return a copy of the parent record, or null when the query did not select it or"
                                    + " the lookup is empty\n",
                            parent,
                            field.relationshipName(),
                            constant)
                    .returns(parent)
                    .addStatement("return getParent($L, $T.$L)", constant, parent, NameTable.SOBJECT_TYPE)
                    .build());
        }
        return getters;
    }

    private static Set<String> usedTraits(ObjectDescribe object) {
        Set<String> used = new java.util.TreeSet<>();
        object.fields().forEach(f -> used.addAll(FieldMapping.traitNames(f)));
        return used;
    }

    private Optional<ClassName> controllerEnum(
            ObjectDescribe object, FieldDescribe field, NameTable.ObjectNames objectNames, ClassName entity) {
        if (field.controllerName() == null) {
            return Optional.empty();
        }
        return object.field(field.controllerName())
                .map(c -> objectNames.fields().get(c.name()).enumName())
                .map(entity::nestedClass);
    }

    private static List<MethodSpec> accessors(
            FieldDescribe field, NameTable.FieldNames n, FieldMapping mapping, ClassName entity) {
        List<MethodSpec> methods = new ArrayList<>();
        CodeBlock doc = fieldDoc(field);
        boolean writable = FieldMapping.isWritable(field);
        String setterDoc = "Sets {@link #$L()}; null clears the field on the server. Returns this record.\n";
        switch (mapping.kind()) {
            case PLAIN:
                methods.add(getter(n.getter(), mapping.valueType(), doc, "return get($L)", n.constant()));
                if (writable) {
                    methods.add(setter(
                            n.setter(),
                            mapping.valueType(),
                            n.parameter(),
                            entity,
                            CodeBlock.of(setterDoc, n.getter()),
                            "return set($L, $L)",
                            n.constant()));
                }
                break;
            case PICKLIST:
                methods.add(getter(
                        n.getter(),
                        mapping.valueType(),
                        CodeBlock.builder()
                                .add(doc)
                                .add(
                                        "\n@return the value, {@code UNRECOGNIZED} for one added to the org after generation"
                                                + " (see {@link #$LAsString()}), or null\n",
                                        n.getter())
                                .build(),
                        "return getPicklist($L)",
                        n.constant()));
                methods.add(getter(
                        n.getter() + "AsString",
                        ClassName.get(String.class),
                        CodeBlock.of("The API value of {@link #$L()} exactly as the server sent it.\n", n.getter()),
                        "return get($L)",
                        n.constant()));
                if (writable) {
                    methods.add(setter(
                            n.setter(),
                            mapping.valueType(),
                            n.parameter(),
                            entity,
                            CodeBlock.of(setterDoc, n.getter()),
                            "return setPicklist($L, $L)",
                            n.constant()));
                    methods.add(setter(
                            n.setter() + "AsString",
                            ClassName.get(String.class),
                            n.parameter(),
                            entity,
                            CodeBlock.of(
                                    "Sets {@link #$L()} by API value, including values unknown at generation time.\n",
                                    n.getter()),
                            "return set($L, $L)",
                            n.constant()));
                }
                break;
            case MULTIPICKLIST:
                TypeName set = ParameterizedTypeName.get(ClassName.get(Set.class), mapping.valueType());
                methods.add(getter(
                        n.getter(),
                        set,
                        CodeBlock.builder()
                                .add(doc)
                                .add(
                                        "\n@return the selected values; {@code UNRECOGNIZED} stands for any added to the org after"
                                                + " generation (see {@link #$LAsStrings()})\n",
                                        n.getter())
                                .build(),
                        "return getMultiPicklist($L)",
                        n.constant()));
                methods.add(getter(
                        n.getter() + "AsStrings",
                        ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class)),
                        CodeBlock.of(
                                "The selected API values of {@link #$L()} exactly as the server sent them.\n",
                                n.getter()),
                        "return getMultiPicklistValues($L)",
                        n.constant()));
                if (writable) {
                    methods.add(setter(
                            n.setter(),
                            ParameterizedTypeName.get(ClassName.get(Collection.class), mapping.valueType()),
                            n.parameter(),
                            entity,
                            CodeBlock.of("Selects exactly these values of {@link #$L()}.\n", n.getter()),
                            "return setMultiPicklist($L, $L)",
                            n.constant()));
                    methods.add(setter(
                            n.setter() + "AsStrings",
                            ParameterizedTypeName.get(ClassName.get(Collection.class), ClassName.get(String.class)),
                            n.parameter(),
                            entity,
                            CodeBlock.of("Selects exactly these API values of {@link #$L()}.\n", n.getter()),
                            "return setMultiPicklistValues($L, $L)",
                            n.constant()));
                }
                break;
            default:
                throw new AssertionError(mapping.kind());
        }
        return methods;
    }

    private static MethodSpec getter(String name, TypeName type, CodeBlock doc, String format, String constant) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(doc)
                .returns(type)
                .addStatement(format, constant)
                .build();
    }

    private static MethodSpec setter(
            String name,
            TypeName type,
            String parameter,
            ClassName entity,
            CodeBlock doc,
            String format,
            String constant) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(doc)
                .returns(entity)
                .addParameter(type, parameter)
                .addStatement(format, constant, parameter)
                .build();
    }

    private static CodeBlock classDoc(ObjectDescribe object) {
        CodeBlock.Builder doc = CodeBlock.builder()
                .add(
                        "$L ({@code $L}).\n",
                        Javadocs.escape(object.label() == null ? object.name() : object.label()),
                        object.name());
        if (object.keyPrefix() != null) {
            doc.add("\n<p>Record ids start with {@code $L}.\n", object.keyPrefix());
        }
        doc.add("\n<p>Generated from the object's describe by refin-codegen: regenerate rather than edit.\n");
        return doc.build();
    }

    /** Label, API name, type, help text, formula and what the platform allows. */
    static CodeBlock fieldDoc(FieldDescribe field) {
        CodeBlock.Builder doc = CodeBlock.builder()
                .add("$L ({@code $L}): $L.\n", Javadocs.escape(label(field)), field.name(), typeSummary(field));
        if (field.inlineHelpText() != null && !field.inlineHelpText().isBlank()) {
            doc.add("\n<p>$L\n", Javadocs.escape(field.inlineHelpText()));
        }
        List<String> notes = new ArrayList<>();
        if (field.calculated() && field.calculatedFormula() != null) {
            notes.add("Formula, computed by the platform.");
        } else if (field.calculated()) {
            notes.add("Roll-up summary, computed by the platform.");
        }
        if (field.autoNumber()) {
            notes.add("Auto-number, assigned by the platform.");
        }
        if (field.isRequiredOnCreate()) {
            notes.add("Required on insert.");
        }
        if (field.externalId()) {
            notes.add("External id: usable as an upsert key.");
        }
        if (field.unique()) {
            notes.add("Unique.");
        }
        if (!FieldMapping.isWritable(field)) {
            notes.add("Read-only.");
        } else if (field.createable() && !field.updateable()) {
            notes.add("Set on insert only.");
        } else if (!field.createable()) {
            notes.add("Set on update only.");
        }
        if (field.defaultedOnCreate() && field.createable()) {
            notes.add("Filled by the platform when omitted on insert.");
        }
        if (field.type() == FieldType.UNKNOWN) {
            notes.add("Type unknown to this generator; kept as raw JSON.");
        }
        if (!notes.isEmpty()) {
            doc.add("\n<p>$L\n", String.join(" ", notes));
        }
        if (field.calculated()
                && field.calculatedFormula() != null
                && !field.calculatedFormula().isBlank()) {
            doc.add("\n<pre>\n$L\n</pre>\n", Javadocs.preformatted(field.calculatedFormula()));
        }
        return doc.build();
    }

    private static String typeSummary(FieldDescribe f) {
        switch (f.type()) {
            case STRING:
                return "text(" + f.length() + ")";
            case TEXTAREA:
                if ("richtextarea".equalsIgnoreCase(f.extraTypeInfo())) {
                    return "rich text area(" + f.length() + ")";
                }
                return (f.length() > 255 ? "long text area(" : "text area(") + f.length() + ")";
            case CURRENCY:
            case DOUBLE:
            case PERCENT:
                return f.rawType() + "(" + (f.precision() - f.scale()) + ", " + f.scale() + ")";
            case INT:
                return "int(" + f.digits() + ")";
            case REFERENCE:
                List<String> targets =
                        f.referenceTo().stream().map(t -> "{@code " + t + "}").toList();
                boolean master = f.cascadeDelete() || f.relationshipOrder() != null;
                return (master ? "master-detail to " : "lookup to ")
                        + (targets.isEmpty() ? "an unknown object" : String.join(", ", targets));
            case PICKLIST:
                return f.restrictedPicklist() ? "restricted picklist" : "picklist";
            case MULTIPICKLIST:
                return f.restrictedPicklist() ? "restricted multi-select picklist" : "multi-select picklist";
            case UNKNOWN:
                return Javadocs.escape(f.rawType());
            default:
                return f.type().apiName();
        }
    }

    private static String label(FieldDescribe field) {
        return field.label() == null ? field.name() : field.label();
    }
}
