package dev.refin.codegen.java;

import com.palantir.javapoet.ClassName;
import dev.refin.codegen.GeneratedSource;
import dev.refin.codegen.InputOrigins;
import dev.refin.codegen.naming.NameTable;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.runtime.ChildRelationship;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.HasStatus;
import dev.refin.runtime.HasStatusTransitions;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.StatusValue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Generates one entity class per object: field descriptors, accessors, API-name constants and picklist enums,
 * printed in one pass by {@link SourcePrinter}.
 */
public final class EntityGenerator {
    /** The value of every {@code @Generated}; the writer recognises its own files by it. */
    static final String GENERATOR = "dev.refin.codegen.RefinCodegen";

    private static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    private static final char W = SourcePrinter.WRAP;
    /**
     * The parameter of every setter, as jOOQ's records have: javac keeps every distinct name of a compilation in one
     * hash table, and a name per field lengthens every lookup in it. Descriptor constants are upper case, so it never
     * hides the constant a setter's body names.
     */
    private static final String SETTER_PARAMETER = "value";

    /**
     * Entities with more fields than this build their descriptors in nested holders of {@link #PER_HOLDER} each: a
     * descriptor takes up to about 30 bytes of a static initializer, which the JVM limits to 64 KB.
     */
    static final int SPLIT_AT = 1000;

    static final int PER_HOLDER = 1000;

    /** Prefix of the private constants of trait combinations several fields share. */
    private static final String SHARED_TRAITS = "TRAITS_";

    private final NameTable names;
    private final InputOrigins origins;

    public EntityGenerator(NameTable names) {
        this(names, InputOrigins.NONE);
    }

    /**
     * A generator whose Javadoc says which input each object and field came from and what only an org knows that
     * the input left unknown (see {@link InputOrigins}).
     */
    public EntityGenerator(NameTable names, InputOrigins origins) {
        this.names = names;
        this.origins = origins;
    }

    /** The source of the entity class of {@code object}. */
    public GeneratedSource generate(ObjectDescribe object) {
        NameTable.ObjectNames objectNames = names.of(object);
        ClassName entity = objectNames.className();
        SourcePrinter out = new SourcePrinter(entity);
        String self = entity.simpleName();
        Map<List<String>, String> sharedTraits = sharedTraits(object, objectNames);
        // A type named like one of the class's constants is qualified wherever an expression names it.
        out.enterVariables(NameTable.variables(objectNames, sharedTraits.values()));

        out.javadoc(classDoc(object, origins));
        out.line("@" + out.type(GENERATED) + "(" + Literals.quote(GENERATOR) + ")");
        // A document whose status may be set to Posted is what RefinClient.post takes; any updateable status is what
        // transition takes.
        FieldDescribe status = object.fields().stream()
                .filter(EntityGenerator::isStatus)
                .findFirst()
                .orElse(null);
        String marker = status == null
                ? ""
                : " implements " + out.type(isPosting(status) ? HasStatus.class : HasStatusTransitions.class);
        out.line("public final class " + self + " extends " + out.type(SObject.class) + "<" + self + ">" + marker
                + " {");
        out.indent();
        out.wrapped("private static final " + out.type(SObjectType.class) + ".Builder<" + self + "> "
                + NameTable.DESCRIBE + " =" + W + out.qualifier(SObjectType.class) + ".builder(" + self + ".class," + W
                + Literals.quoteOrNull(object.name()) + "," + W + Literals.quoteOrNull(object.keyPrefix()) + ");");
        out.blank();
        if (!sharedTraits.isEmpty()) {
            for (Map.Entry<List<String>, String> shared : sharedTraits.entrySet()) {
                out.wrapped("private static final int " + shared.getValue() + " =" + W
                        + String.join(" |" + W, shared.getKey()) + ";");
            }
            out.blank();
        }

        List<Field> fields = new ArrayList<>();
        // Past SPLIT_AT fields the descriptors are built in nested holders, each with a static initializer of its
        // own, and the entity's constants read them: one initializer for all would pass the class-file limit.
        boolean split = object.fields().size() > SPLIT_AT;
        Map<String, List<String>> holders = new LinkedHashMap<>();
        for (FieldDescribe field : object.fields()) {
            NameTable.FieldNames n = objectNames.fields().get(field.name());
            ClassName enumType = n.enumName() == null ? null : entity.nestedClass(n.enumName());
            FieldMapping mapping = FieldMapping.of(field, FieldMapping.standardObject(object), entity, enumType, names);
            String type = out.type(mapping.descriptorType());
            String initializer = declaration(out, field, mapping.declaration(), sharedTraits);
            if (split) {
                String holder = NameTable.DESCRIPTOR_HOLDER + (fields.size() / PER_HOLDER + 1);
                holders.computeIfAbsent(holder, h -> new ArrayList<>())
                        .add("static final " + type + " " + n.constant() + " =" + W + initializer + ";");
                initializer = holder + "." + n.constant();
            }
            fields.add(new Field(field, n, mapping, enumType, targetNote(field)));
            // The accessors carry the field's documentation; the descriptors read as a table.
            out.wrapped("public static final " + type + " " + n.constant() + " =" + W + initializer + ";");
        }
        out.blank();
        out.javadoc("The object's type: API name, key prefix and every field, in describe order.");
        out.line("public static final " + out.type(SObjectType.class) + "<" + self + "> " + NameTable.SOBJECT_TYPE
                + " = " + NameTable.DESCRIBE + ".build();");
        addChildRelationships(out, object, objectNames, entity);
        out.blank();
        out.javadoc("An empty record: every field absent, nothing changed.");
        out.line("public " + self + "() {");
        out.indent();
        out.line("super(" + NameTable.SOBJECT_TYPE + ");");
        out.close("}");
        for (Field field : fields) {
            accessors(out, field, entity, originNote(object, field.describe()));
        }
        parentGetters(out, object, objectNames);

        out.blank();
        out.javadoc("API names of the fields of {@code " + object.name() + "}, as compile-time constants.");
        out.line("public static final class " + NameTable.FIELDS_CLASS + " {");
        out.indent();
        out.line("private " + NameTable.FIELDS_CLASS + "() {}");
        out.blank();
        for (Field field : fields) {
            out.line("public static final String " + field.names().constant() + " = "
                    + Literals.quote(field.describe().name()) + ";");
        }
        out.close("}");

        for (Field field : fields) {
            if (field.enumType() != null) {
                out.blank();
                PicklistEnumGenerator.generate(
                        out,
                        object,
                        field.describe(),
                        field.names(),
                        field.enumType(),
                        field.names().getter()
                                + (field.describe().type() == FieldType.MULTIPICKLIST ? "AsStrings" : "AsString"),
                        controllerEnum(object, field.describe(), objectNames, entity),
                        isStatus(field.describe()) ? Optional.of(entity) : Optional.empty());
            }
        }
        holders(out, holders);
        out.close("}");
        out.leaveVariables();
        // Trait names are imported statically so declarations read "CREATEABLE | UPDATEABLE"; no field constant
        // can shadow them because NameTable reserves them.
        usedTraits(object).forEach(t -> out.staticImport(FieldTraits.class, t));
        return new GeneratedSource(entity.packageName(), self, out.finish());
    }

    /**
     * The nested holders of the field descriptors of an entity with more than {@link #SPLIT_AT} fields, in field
     * order: the entity's static initializer touches them in that order, so the fields register in describe order.
     */
    private static void holders(SourcePrinter out, Map<String, List<String>> holders) {
        for (Map.Entry<String, List<String>> holder : holders.entrySet()) {
            out.blank();
            out.javadoc("Field descriptors, apart from the entity so that no static initializer passes the class-file"
                    + " limit of 64 KB.");
            out.line("private static final class " + holder.getKey() + " {");
            out.indent();
            out.line("private " + holder.getKey() + "() {}");
            out.blank();
            holder.getValue().forEach(out::wrapped);
            out.close("}");
        }
    }

    /** One field with everything its members are printed from. */
    private record Field(
            FieldDescribe describe,
            NameTable.FieldNames names,
            FieldMapping mapping,
            ClassName enumType,
            String targetNote) {}

    /**
     * What a reference's id says about its object when the generated code cannot name it: the generated targets of a
     * polymorphic lookup, or that the target is not generated; empty otherwise.
     */
    private String targetNote(FieldDescribe field) {
        if (field.type() != FieldType.REFERENCE
                || (field.referenceTo().size() == 1
                        && names.classOf(field.referenceTo().get(0)).isPresent())) {
            return "";
        }
        List<ClassName> generated = FieldMapping.generatedTargets(field, names);
        if (generated.isEmpty()) {
            return "\n<p>No target is generated: the id is untyped; name its object with {@code RecordId.withType}.\n";
        }
        List<String> types =
                generated.stream().map(c -> "{@link " + c.simpleName() + "}").toList();
        return "\n<p>Polymorphic; generated targets: " + String.join(", ", types)
                + ". An id read from a record carries the one its key prefix names: {@code RecordId.as(...)} gives a"
                + " typed id.\n";
    }

    /** {@code DESCRIBE.<method>("<name>", [FieldType.X,] <traits>[, ...])} with wrap points. */
    private static String declaration(
            SourcePrinter out,
            FieldDescribe field,
            FieldMapping.Declaration declaration,
            Map<List<String>, String> sharedTraits) {
        StringBuilder text = new StringBuilder(160).append(NameTable.DESCRIBE).append('.');
        if (declaration.writable()) {
            text.append("writable().");
        }
        if (declaration.typeArgument() != null) {
            text.append('<').append(out.type(declaration.typeArgument())).append('>');
        }
        text.append(declaration.method())
                .append('(')
                .append(Literals.quote(field.name()))
                .append(',');
        if (declaration.fieldType() != null) {
            text.append(W)
                    .append(out.qualifier(FieldType.class))
                    .append('.')
                    .append(declaration.fieldType().name());
            text.append(',');
        }
        List<String> traits = FieldMapping.traitNames(field);
        String shared = sharedTraits.get(traits);
        if (shared != null) {
            text.append(W).append(shared);
        } else if (traits.isEmpty()) {
            text.append(W).append('0');
        } else {
            text.append(W).append(String.join(" |" + W, traits));
        }
        for (Object argument : declaration.trailing()) {
            text.append(',').append(W);
            if (argument instanceof ClassName type) {
                text.append(out.type(type)).append(".class");
            } else if (argument instanceof FieldMapping.TargetList targets) {
                text.append(out.type(List.class)).append(".of(");
                for (int i = 0; i < targets.apiNames().size(); i++) {
                    text.append(i == 0 ? "" : "," + W)
                            .append(Literals.quote(targets.apiNames().get(i)));
                }
                text.append(')');
            } else {
                text.append(argument);
            }
        }
        if (declaration.classLiteral() != null) {
            text.append(',')
                    .append(W)
                    .append(out.type(declaration.classLiteral()))
                    .append(".class");
        }
        return text.append(')').toString();
    }

    /**
     * The status picklist of a document, when it may be updated: its enum is what {@code RefinClient.transition(id,
     * status)} takes, and its entity is a {@link HasStatus}. A status the user may not update is a plain picklist,
     * since the platform would refuse every transition.
     */
    static boolean isStatus(FieldDescribe field) {
        return field.type() == FieldType.PICKLIST
                && field.name().equalsIgnoreCase(StatusValue.FIELD)
                && field.updateable();
    }

    /**
     * Whether a status picklist holds the package's posting value ({@code Posted}, active), so that its entity is a
     * {@link HasStatus} that {@code RefinClient.post} takes; other status picklists (an accounting period's Open and
     * Closed) only move between their own values.
     */
    static boolean isPosting(FieldDescribe status) {
        return status.picklistValues().stream().anyMatch(v -> v.active() && POSTED.equals(v.value()));
    }

    /** The package's posting value of a document's status picklist. */
    private static final String POSTED = "Posted";

    /** One {@code ChildRelationship} constant per relationship whose child object is generated. */
    private void addChildRelationships(
            SourcePrinter out, ObjectDescribe object, NameTable.ObjectNames objectNames, ClassName entity) {
        for (var entry : objectNames.childRelationships().entrySet()) {
            String constant = entry.getValue();
            dev.refin.describe.ChildRelationship relationship = object.childRelationships().stream()
                    .filter(r -> entry.getKey().equals(r.relationshipName()))
                    .findFirst()
                    .orElseThrow();
            ClassName child = names.classOf(relationship.childSObject()).orElseThrow();
            String childType = out.type(child);
            out.blank();
            out.javadoc("The {@link " + childType + "} records whose {@code " + relationship.field()
                    + "} points here ({@code " + relationship.relationshipName()
                    + "}): for child subqueries, sObject trees and {@code RefinClient.children}.");
            String relationshipType = out.type(ChildRelationship.class);
            String relationshipQualifier = out.qualifier(ChildRelationship.class);
            // Explicit type arguments: inferring them from the target type costs javac more than reading them. The
            // child's class, not a lambda: an entity without lambdas or method references skips javac's lambda pass.
            out.wrapped("public static final " + relationshipType + "<" + entity.simpleName() + ", " + childType
                    + "> " + constant + " =" + W + relationshipQualifier + ".<" + entity.simpleName() + ", " + childType
                    + ">of("
                    + Literals.quoteOrNull(relationship.relationshipName()) + "," + W
                    + Literals.quoteOrNull(relationship.field()) + "," + W + childType + ".class);");
        }
    }

    /** A getter per lookup to one generated object, reading the parent record a query selected. */
    private void parentGetters(SourcePrinter out, ObjectDescribe object, NameTable.ObjectNames objectNames) {
        for (FieldDescribe field : object.fields()) {
            String getter = objectNames.parentGetters().get(field.name());
            if (getter == null) {
                continue;
            }
            ClassName parentClass = names.classOf(field.referenceTo().get(0)).orElseThrow();
            String parent = out.type(parentClass);
            String constant = objectNames.fields().get(field.name()).constant();
            out.blank();
            out.javadoc("The {@link " + parent + "} a query selected through {@code " + field.relationshipName()
                    + "} (e.g. with {@code Path.parent(" + constant + ").get(...)}), with the fields it selected.\n"
                    + "\n@return a copy of the parent record, or null when the query did not select it or the"
                    + " lookup is empty");
            out.publicMethod(
                    parent + " " + getter + "()",
                    // The type argument given, not inferred: over every lookup of a large org inference adds up.
                    "return this.<" + parent + ">getParent(" + constant + ", " + out.qualifier(parentClass) + "."
                            + NameTable.SOBJECT_TYPE
                            + ");");
        }
    }

    /**
     * A private constant per combination of two or more traits that more than one field has, in order of first use
     * ({@code TRAITS_1 = CREATEABLE | UPDATEABLE | ...}): javac resolves the operator of every {@code |} it reads,
     * which over every field of a large org cost more than the rest of the declarations. Numbered past any constant
     * of the entity's own; private, so the numbering is no part of the API.
     */
    private static Map<List<String>, String> sharedTraits(ObjectDescribe object, NameTable.ObjectNames names) {
        Map<List<String>, Integer> uses = new LinkedHashMap<>();
        for (FieldDescribe field : object.fields()) {
            List<String> traits = FieldMapping.traitNames(field);
            if (traits.size() > 1) {
                uses.merge(traits, 1, Integer::sum);
            }
        }
        Set<String> taken = new HashSet<>(names.childRelationships().values());
        names.fields().values().forEach(n -> taken.add(n.constant()));
        Map<List<String>, String> result = new LinkedHashMap<>();
        int number = 0;
        for (Map.Entry<List<String>, Integer> entry : uses.entrySet()) {
            if (entry.getValue() > 1) {
                String name;
                do {
                    name = SHARED_TRAITS + ++number;
                } while (taken.contains(name));
                result.put(entry.getKey(), name);
            }
        }
        return result;
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

    private static void accessors(SourcePrinter out, Field f, ClassName entity, String originNote) {
        FieldDescribe field = f.describe();
        NameTable.FieldNames n = f.names();
        FieldMapping mapping = f.mapping();
        String doc = fieldDoc(field) + f.targetNote() + originNote;
        String self = entity.simpleName();
        String value = out.type(mapping.valueType());
        String string = out.type(String.class);
        boolean writable = FieldMapping.isWritable(field);
        String setterDoc =
                "Sets {@link #" + n.getter() + "()}; null clears the field on the server. Returns this record.";
        String c = n.constant();
        String p = SETTER_PARAMETER;
        switch (mapping.kind()) {
            case PLAIN:
                out.documentedMethod(doc, value + " " + n.getter() + "()", "return " + c + ".get(this);");
                if (writable) {
                    out.documentedMethod(
                            setterDoc,
                            self + " " + n.setter() + "(" + value + " " + p + ")",
                            "return " + c + ".set(this, " + p + ");");
                }
                break;
            case PICKLIST:
                out.documentedMethod(
                        doc + "\n@return the value, {@code UNRECOGNIZED} for one added to the org after generation"
                                + " (see {@link #" + n.getter() + "AsString()}), or null",
                        value + " " + n.getter() + "()",
                        "return " + c + ".getEnum(this);");
                out.documentedMethod(
                        "The API value of {@link #" + n.getter() + "()} exactly as the server sent it.",
                        string + " " + n.getter() + "AsString()",
                        "return " + c + ".get(this);");
                if (writable) {
                    out.documentedMethod(
                            setterDoc,
                            self + " " + n.setter() + "(" + value + " " + p + ")",
                            "return " + c + ".setEnum(this, " + p + ");");
                    out.documentedMethod(
                            "Sets {@link #" + n.getter()
                                    + "()} by API value, including values unknown at generation time.",
                            self + " " + n.setter() + "AsString(" + string + " " + p + ")",
                            "return " + c + ".set(this, " + p + ");");
                }
                break;
            case MULTIPICKLIST:
                String collection = out.type(Collection.class);
                out.documentedMethod(
                        doc + "\n@return the selected values; {@code UNRECOGNIZED} stands for any added to the org"
                                + " after generation (see {@link #" + n.getter() + "AsStrings()})",
                        out.type(Set.class) + "<" + value + "> " + n.getter() + "()",
                        "return " + c + ".getEnums(this);");
                out.documentedMethod(
                        "The selected API values of {@link #" + n.getter() + "()} exactly as the server sent them.",
                        out.type(List.class) + "<" + string + "> " + n.getter() + "AsStrings()",
                        "return " + c + ".getApiValues(this);");
                if (writable) {
                    out.documentedMethod(
                            "Selects exactly these values of {@link #" + n.getter() + "()}.",
                            self + " " + n.setter() + "(" + collection + "<" + value + "> " + p + ")",
                            "return " + c + ".setEnums(this, " + p + ");");
                    out.documentedMethod(
                            "Selects exactly these API values of {@link #" + n.getter() + "()}.",
                            self + " " + n.setter() + "AsStrings(" + collection + "<" + string + "> " + p + ")",
                            "return " + c + ".setApiValues(this, " + p + ");");
                }
                break;
            default:
                throw new AssertionError(mapping.kind());
        }
    }

    private static String classDoc(ObjectDescribe object, InputOrigins origins) {
        StringBuilder doc = new StringBuilder()
                .append(Javadocs.escape(object.label() == null ? object.name() : object.label()))
                .append(" ({@code ")
                .append(object.name())
                .append("}).\n");
        if (object.keyPrefix() != null) {
            doc.append("\n<p>Record ids start with {@code ")
                    .append(object.keyPrefix())
                    .append("}.\n");
        }
        List<String> unknown = origins.unknown(object.name());
        if (!unknown.isEmpty()) {
            doc.append("\n<p>")
                    .append(Javadocs.escape(capitalized(String.join(", ", unknown))))
                    .append(": ")
                    .append(InputOrigins.UNKNOWN_NOTE)
                    .append(".\n");
        }
        Optional<String> origin = origins.objectOrigin(object.name());
        if (origin.isPresent()) {
            return doc.append("\n<p>Generated from ")
                    .append(Javadocs.escape(origin.get()))
                    .append(" by refin-codegen: regenerate rather than edit.\n")
                    .toString();
        }
        return doc.append("\n<p>Generated from the object's describe by refin-codegen: regenerate rather than edit.\n")
                .toString();
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** Where a field came from and, for a field only source gave, that its permissions are unknown; or nothing. */
    private String originNote(ObjectDescribe object, FieldDescribe field) {
        Optional<String> origin = origins.fieldOrigin(object.name(), field.name());
        if (origin.isEmpty()) {
            return "";
        }
        StringBuilder note = new StringBuilder("\n<p>From ")
                .append(Javadocs.escape(origin.get()))
                .append('.');
        if (origins.isUnknown(object.name(), FIELD_PERMISSIONS)) {
            note.append(" Field-level permissions: ")
                    .append(InputOrigins.UNKNOWN_NOTE)
                    .append('.');
        }
        return note.append('\n').toString();
    }

    /** How {@link InputOrigins#unknown} names the field-level permissions. */
    static final String FIELD_PERMISSIONS = "field-level permissions";

    /** Label, API name, type, help text, formula and what the platform allows. */
    static String fieldDoc(FieldDescribe field) {
        StringBuilder doc = new StringBuilder()
                .append(Javadocs.escape(label(field)))
                .append(" ({@code ")
                .append(field.name())
                .append("}): ")
                .append(typeSummary(field))
                .append(".\n");
        if (field.inlineHelpText() != null && !field.inlineHelpText().isBlank()) {
            doc.append("\n<p>").append(Javadocs.escape(field.inlineHelpText())).append('\n');
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
            doc.append("\n<p>").append(String.join(" ", notes)).append('\n');
        }
        if (field.calculated()
                && field.calculatedFormula() != null
                && !field.calculatedFormula().isBlank()) {
            doc.append("\n<pre>\n")
                    .append(Javadocs.preformatted(field.calculatedFormula()))
                    .append("\n</pre>\n");
        }
        return doc.toString();
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
