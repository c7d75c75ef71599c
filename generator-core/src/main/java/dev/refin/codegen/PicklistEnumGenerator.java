package dev.refin.codegen;

import com.palantir.javapoet.ClassName;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.StatusValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/** Generates the enum of one picklist field's values, nested in its entity. */
final class PicklistEnumGenerator {
    private static final char W = SourcePrinter.WRAP;

    /**
     * At most this many labels, inactive values and defaults in all are named in {@code label()}, {@code isActive()}
     * and {@code isDefault()}, so the constants carry only their API values; with more, each constant carries them.
     */
    private static final int MAX_NAMED = 3;

    private PicklistEnumGenerator() {}

    /**
     * Prints the enum for {@code field}: one constant per value, plus {@code UNRECOGNIZED}. When at most
     * {@value #MAX_NAMED} labels differ from their API values, values are inactive or are the default, the constants
     * carry only their API values and the enum names those few in {@code label()}, {@code isActive()} and
     * {@code isDefault()}; otherwise, and always for a dependent picklist, each constant carries label, active and
     * default flags (and its controlling values).
     */
    static void generate(
            SourcePrinter out,
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
        String name = enumType.simpleName();
        String string = out.type(String.class);

        out.javadoc(enumDoc(field, controller.filter(c -> dependent)));
        out.line("public enum " + name + " implements "
                + statusOf.map(e -> out.type(StatusValue.class) + "<" + out.type(e) + ">")
                        .orElseGet(() -> out.type(PicklistValue.class))
                + " {");
        out.indent();
        // Looked up by index for each constant, so built once per enum.
        List<String> controllerValues = dependent ? controllerValues(controller.get()) : List.of();
        Map<String, PicklistEntry> byConstant = new LinkedHashMap<>();
        for (PicklistEntry value : field.picklistValues()) {
            byConstant.putIfAbsent(names.enumConstants().get(value.value()), value); // duplicates: the first wins
        }
        List<String> relabelled =
                constants(byConstant, v -> v.label() != null && !v.label().equals(v.value()));
        List<String> inactive = constants(byConstant, v -> !v.active());
        List<String> defaults = constants(byConstant, PicklistEntry::defaultValue);
        // Constants carry only their API value unless the enum is dependent or many values say more than it: then
        // each carries label, active and default flags. One constructor either way, since javac tries every
        // constructor on every constant.
        boolean apiValueOnly = !dependent && relabelled.size() + inactive.size() + defaults.size() <= MAX_NAMED;
        for (Map.Entry<String, PicklistEntry> entry : byConstant.entrySet()) {
            String constant = entry.getKey();
            PicklistEntry value = entry.getValue();
            // The arguments already show value and label; document only what they do not say plainly.
            if (value.defaultValue() || !value.active() || !Objects.equals(value.label(), value.value())) {
                out.javadoc(constantDoc(value));
            }
            if (apiValueOnly) {
                out.wrapped(constant + "(" + Literals.quote(value.value()) + "),");
                continue;
            }
            StringBuilder args = new StringBuilder()
                    .append(Literals.quote(value.value()))
                    .append(',')
                    .append(W)
                    .append(Literals.quote(value.label() == null ? value.value() : value.label()))
                    .append(',')
                    .append(W)
                    .append(value.active())
                    .append(',')
                    .append(W)
                    .append(value.defaultValue());
            if (dependent) {
                // Trailing arguments of a varargs constructor: cheaper for javac than a List.of call per constant,
                // whose dozen generic overloads it would resolve for each one.
                for (int index : value.validForIndexes()) {
                    if (index < controllerValues.size()) {
                        args.append(',').append(W).append(Literals.quote(controllerValues.get(index)));
                    }
                }
            }
            out.wrapped(constant + "(" + args + "),");
        }
        out.javadoc("A value added to the org after this code was generated; {@link #apiValue()} is null.\n"
                + "Read the server's text with {@code " + getterForText + "()}; regenerate to get a constant for it.");
        out.line(NameTable.UNRECOGNIZED + (apiValueOnly ? "(null);" : "(null, null, true, false);"));
        out.blank();
        String listOfString = out.type(List.class) + "<" + string + ">";
        if (apiValueOnly) {
            apiValueMembers(out, name, byConstant, relabelled, inactive, defaults);
        } else {
            fullMembers(out, name, dependent, listOfString);
        }
        statusOf.ifPresent(entity -> override(
                out,
                out.type(SObjectType.class) + "<" + out.type(entity) + "> sobjectType()",
                "return " + out.type(entity) + "." + NameTable.SOBJECT_TYPE + ";"));
        if (dependent) {
            out.documentedMethod(
                    "API values of {@code " + field.controllerName() + "} for which this value may be chosen.",
                    listOfString + " controllingValues()",
                    "return controllingValues;");
            String validFor = "Whether this value may be chosen when {@code " + field.controllerName()
                    + "} is {@code controller}.";
            if (controller.get().type() == FieldType.BOOLEAN) {
                out.documentedMethod(
                        validFor,
                        "boolean isValidFor(boolean controller)",
                        "return controllingValues.contains(Boolean.toString(controller));");
            } else if (controllerEnum.isPresent()) {
                out.documentedMethod(
                        validFor,
                        "boolean isValidFor(" + out.type(controllerEnum.get()) + " controller)",
                        "return controller != null && controller.apiValue() != null" + W
                                + "&& controllingValues.contains(controller.apiValue());");
            }
        }
        out.close("}");
    }

    /**
     * Field, constructor and overrides of an enum whose constants carry only their API values: PicklistValue's defaults
     * (label is the API value, active, not the default) hold but for the constants named.
     */
    private static void apiValueMembers(
            SourcePrinter out,
            String name,
            Map<String, PicklistEntry> byConstant,
            List<String> relabelled,
            List<String> inactive,
            List<String> defaults) {
        String string = out.type(String.class);
        out.line("private final " + string + " apiValue;");
        out.blank();
        out.line(name + "(" + string + " apiValue) {");
        out.indent();
        out.line("this.apiValue = apiValue;");
        out.close("}");
        override(out, string + " apiValue()", "return apiValue;");
        if (!relabelled.isEmpty()) {
            StringBuilder label = new StringBuilder("return ");
            for (String constant : relabelled) {
                label.append("this == ")
                        .append(constant)
                        .append(" ? ")
                        .append(Literals.quote(byConstant.get(constant).label()))
                        .append(W)
                        .append(": ");
            }
            override(out, string + " label()", label.append("apiValue;").toString());
        }
        if (!inactive.isEmpty()) {
            override(out, "boolean isActive()", "return " + chain(inactive, "this != ", " && ") + ";");
        }
        if (!defaults.isEmpty()) {
            override(out, "boolean isDefault()", "return " + chain(defaults, "this == ", " || ") + ";");
        }
    }

    /** Fields, constructor and accessors of an enum whose constants carry label and flags (and controlling values). */
    private static void fullMembers(SourcePrinter out, String name, boolean dependent, String listOfString) {
        String string = out.type(String.class);
        out.line("private final " + string + " apiValue;");
        out.line("private final " + string + " label;");
        out.line("private final boolean active;");
        out.line("private final boolean isDefault;");
        if (dependent) {
            out.line("private final " + listOfString + " controllingValues;");
        }
        out.blank();
        out.wrapped(name + "(" + string + " apiValue," + W + string + " label," + W + "boolean active," + W
                + "boolean isDefault" + (dependent ? "," + W + string + "... controllingValues" : "") + ") {");
        out.indent();
        out.line("this.apiValue = apiValue;");
        out.line("this.label = label;");
        out.line("this.active = active;");
        out.line("this.isDefault = isDefault;");
        if (dependent) {
            out.line("this.controllingValues = " + out.type(List.class) + ".of(controllingValues);");
        }
        out.close("}");
        override(out, string + " apiValue()", "return apiValue;");
        override(out, string + " label()", "return label;");
        override(out, "boolean isActive()", "return active;");
        override(out, "boolean isDefault()", "return isDefault;");
    }

    /** The constants whose value {@code test} holds for, in declaration order. */
    private static List<String> constants(Map<String, PicklistEntry> byConstant, Predicate<PicklistEntry> test) {
        return byConstant.entrySet().stream()
                .filter(e -> test.test(e.getValue()))
                .map(Map.Entry::getKey)
                .toList();
    }

    /** {@code this == A || this == B}, wrappable after each operator. */
    private static String chain(List<String> constants, String comparison, String operator) {
        StringBuilder out = new StringBuilder();
        for (String constant : constants) {
            if (out.length() > 0) {
                out.append(operator.stripTrailing()).append(W);
            }
            out.append(comparison).append(constant);
        }
        return out.toString();
    }

    private static void override(SourcePrinter out, String signature, String statement) {
        out.blank();
        out.line("@Override");
        out.publicMethod(signature, statement);
    }

    /** The API values of {@code controller} by index, as {@code validFor} bits number them. */
    private static List<String> controllerValues(FieldDescribe controller) {
        return controller.type() == FieldType.BOOLEAN
                ? List.of("false", "true")
                : controller.picklistValues().stream().map(PicklistEntry::value).toList();
    }

    private static String enumDoc(FieldDescribe field, Optional<FieldDescribe> controller) {
        StringBuilder doc = new StringBuilder()
                .append("Values of ")
                .append(Javadocs.escape(label(field)))
                .append(" ({@code ")
                .append(field.name())
                .append("}).\n\n<p>")
                .append(
                        field.restrictedPicklist()
                                ? "Restricted: the org refuses values not listed here."
                                : "Unrestricted: the org also accepts values not listed here.");
        if (field.type() == FieldType.MULTIPICKLIST) {
            doc.append(" Multi-select: values are joined with {@code ;} on the wire.");
        }
        doc.append('\n');
        controller.ifPresent(c -> doc.append("\n<p>Dependent on {@code ")
                .append(c.name())
                .append("}: each value lists the controlling values it is valid for.\n"));
        return doc.toString();
    }

    private static String constantDoc(PicklistEntry value) {
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
        return (text + (notes.isEmpty() ? "" : "\n\n<p>" + String.join(" ", notes))).strip();
    }

    private static String label(FieldDescribe field) {
        return field.label() == null ? field.name() : field.label();
    }
}
