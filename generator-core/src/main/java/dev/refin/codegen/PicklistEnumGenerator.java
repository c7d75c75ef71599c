package dev.refin.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.StatusValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/** Generates the enum of one picklist field's values, nested in its entity. */
final class PicklistEnumGenerator {
    private static final ClassName LIST = ClassName.get(List.class);
    private static final TypeName STRING = ClassName.get(String.class);

    private PicklistEnumGenerator() {}

    /**
     * The enum for {@code field}: one constant per value carrying API value, label, active and default
     * flags (and, for dependent picklists, the controlling values), plus {@code UNRECOGNIZED}.
     */
    static TypeSpec generate(
            ObjectDescribe object,
            FieldDescribe field,
            NameTable.FieldNames names,
            ClassName enumType,
            String getterForText,
            Optional<ClassName> controllerEnum,
            Optional<ClassName> statusOf) {
        Optional<FieldDescribe> controller =
                field.controllerName() == null ? Optional.empty() : object.field(field.controllerName());
        boolean dependent =
                controller.isPresent() && field.picklistValues().stream().anyMatch(v -> v.validFor() != null);

        TypeSpec.Builder type = TypeSpec.enumBuilder(enumType)
                .addModifiers(Modifier.PUBLIC)
                .addSuperinterface(
                        statusOf.<TypeName>map(e -> ParameterizedTypeName.get(ClassName.get(StatusValue.class), e))
                                .orElse(ClassName.get(PicklistValue.class)))
                .addJavadoc(enumDoc(field, controller.filter(c -> dependent)));

        Set<String> emitted = new HashSet<>();
        for (PicklistEntry value : field.picklistValues()) {
            String constant = names.enumConstants().get(value.value());
            if (!emitted.add(constant)) {
                continue;
            }
            CodeBlock.Builder args = CodeBlock.builder()
                    .add(
                            "$L, $L, $L, $L",
                            Literals.string(value.value()),
                            Literals.string(value.label() == null ? value.value() : value.label()),
                            value.active(),
                            value.defaultValue());
            if (dependent) {
                args.add(", $L", controllingValues(value, controller.get()));
            }
            TypeSpec.Builder body = TypeSpec.anonymousClassBuilder(args.build());
            // The arguments already show value and label; document only what they do not say plainly.
            if (value.defaultValue() || !value.active() || !Objects.equals(value.label(), value.value())) {
                body.addJavadoc(constantDoc(value));
            }
            type.addEnumConstant(constant, body.build());
        }
        CodeBlock.Builder unknownArgs = CodeBlock.builder().add("null, null, true, false");
        if (dependent) {
            unknownArgs.add(", $T.of()", LIST);
        }
        type.addEnumConstant(
                NameTable.UNRECOGNIZED,
                TypeSpec.anonymousClassBuilder(unknownArgs.build())
                        .addJavadoc(
                                "A value added to the org after this code was generated; {@link #apiValue()} is null.\n"
                                        + "Read the server's text with {@code $L()}; regenerate to get a constant for it.\n",
                                getterForText)
                        .build());

        type.addField(STRING, "apiValue", Modifier.PRIVATE, Modifier.FINAL)
                .addField(STRING, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addField(TypeName.BOOLEAN, "active", Modifier.PRIVATE, Modifier.FINAL)
                .addField(TypeName.BOOLEAN, "isDefault", Modifier.PRIVATE, Modifier.FINAL);
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addParameter(STRING, "apiValue")
                .addParameter(STRING, "label")
                .addParameter(TypeName.BOOLEAN, "active")
                .addParameter(TypeName.BOOLEAN, "isDefault")
                .addStatement("this.apiValue = apiValue")
                .addStatement("this.label = label")
                .addStatement("this.active = active")
                .addStatement("this.isDefault = isDefault");
        if (dependent) {
            TypeName listOfString = ParameterizedTypeName.get(LIST, STRING);
            type.addField(FieldSpec.builder(listOfString, "controllingValues", Modifier.PRIVATE, Modifier.FINAL)
                    .build());
            constructor
                    .addParameter(listOfString, "controllingValues")
                    .addStatement("this.controllingValues = controllingValues");
        }
        type.addMethod(constructor.build())
                .addMethod(getter("apiValue", STRING, "apiValue", true))
                .addMethod(getter("label", STRING, "label", true))
                .addMethod(getter("isActive", TypeName.BOOLEAN, "active", true))
                .addMethod(getter("isDefault", TypeName.BOOLEAN, "isDefault", true));
        statusOf.ifPresent(entity -> type.addMethod(MethodSpec.methodBuilder("sobjectType")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(SObjectType.class), entity))
                .addStatement("return $T.$L", entity, NameTable.SOBJECT_TYPE)
                .build()));
        if (dependent) {
            type.addMethod(MethodSpec.methodBuilder("controllingValues")
                    .addJavadoc(
                            "API values of {@code $L} for which this value may be chosen.\n", field.controllerName())
                    .addModifiers(Modifier.PUBLIC)
                    .returns(ParameterizedTypeName.get(LIST, STRING))
                    .addStatement("return controllingValues")
                    .build());
            if (controller.get().type() == FieldType.BOOLEAN) {
                type.addMethod(MethodSpec.methodBuilder("isValidFor")
                        .addJavadoc(
                                "Whether this value may be chosen when {@code $L} is {@code controller}.\n",
                                field.controllerName())
                        .addModifiers(Modifier.PUBLIC)
                        .returns(TypeName.BOOLEAN)
                        .addParameter(TypeName.BOOLEAN, "controller")
                        .addStatement("return controllingValues.contains($T.toString(controller))", Boolean.class)
                        .build());
            } else if (controllerEnum.isPresent()) {
                type.addMethod(validForMethod(controllerEnum.get(), field.controllerName()));
            }
        }
        return type.build();
    }

    private static MethodSpec validForMethod(ClassName controllerEnum, String controllerName) {
        return MethodSpec.methodBuilder("isValidFor")
                .addJavadoc("Whether this value may be chosen when {@code $L} is {@code controller}.\n", controllerName)
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.BOOLEAN)
                .addParameter(controllerEnum, "controller")
                .addStatement("return controller != null && controller.apiValue() != null"
                        + " && controllingValues.contains(controller.apiValue())")
                .build();
    }

    private static MethodSpec getter(String name, TypeName type, String field, boolean override) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(type)
                .addStatement("return $N", field);
        if (override) {
            method.addAnnotation(Override.class);
        }
        return method.build();
    }

    private static CodeBlock controllingValues(PicklistEntry value, FieldDescribe controller) {
        List<String> controlling = new ArrayList<>();
        List<String> controllerValues = controller.type() == FieldType.BOOLEAN
                ? List.of("false", "true")
                : controller.picklistValues().stream().map(PicklistEntry::value).toList();
        for (int index : value.validForIndexes()) {
            if (index < controllerValues.size()) {
                controlling.add(controllerValues.get(index));
            }
        }
        List<CodeBlock> literals = controlling.stream().map(Literals::string).toList();
        return CodeBlock.of("$T.of($L)", LIST, CodeBlock.join(literals, ", "));
    }

    private static CodeBlock enumDoc(FieldDescribe field, Optional<FieldDescribe> controller) {
        CodeBlock.Builder doc =
                CodeBlock.builder().add("Values of $L ({@code $L}).\n", Javadocs.escape(label(field)), field.name());
        doc.add(
                "\n<p>$L",
                field.restrictedPicklist()
                        ? "Restricted: the org refuses values not listed here."
                        : "Unrestricted: the org also accepts values not listed here.");
        if (field.type() == FieldType.MULTIPICKLIST) {
            doc.add(" Multi-select: values are joined with {@code ;} on the wire.");
        }
        doc.add("\n");
        controller.ifPresent(c -> doc.add(
                "\n<p>Dependent on {@code $L}: each value lists the controlling values it is" + " valid for.\n",
                c.name()));
        return doc.build();
    }

    private static CodeBlock constantDoc(PicklistEntry value) {
        List<String> notes = new ArrayList<>();
        if (value.defaultValue()) {
            notes.add("Default.");
        }
        if (!value.active()) {
            notes.add("Inactive: kept for existing records, not offered for new data.");
        }
        String label = value.label() == null ? value.value() : value.label();
        String text = Javadocs.escape(label)
                + (label.equals(value.value()) ? "" : " (" + Javadocs.escape(value.value()) + ")");
        if (text.isBlank()) {
            text = "The empty value.";
        }
        return CodeBlock.of("$L\n", (text + (notes.isEmpty() ? "" : "\n\n<p>" + String.join(" ", notes))).strip());
    }

    private static String label(FieldDescribe field) {
        return field.label() == null ? field.name() : field.label();
    }
}
