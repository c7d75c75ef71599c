package dev.refin.codegen.java;

import com.palantir.javapoet.ClassName;
import dev.refin.codegen.naming.NameTable;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.DependentPicklists;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.StatusValue;
import java.util.ArrayList;
import java.util.Base64;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/** Generates the enum of one picklist field's values, nested in its entity. */
final class PicklistEnumGenerator {
    private static final char W = SourcePrinter.WRAP;

    /**
     * At most this many labels, inactive values and defaults in all are named in {@code label()}, {@code isActive()}
     * and {@code isDefault()}, so the constants carry only their API values; with more, each constant carries them.
     */
    private static final int MAX_NAMED = 3;

    /**
     * The most constants an enum gets besides {@code UNRECOGNIZED}: javac initializes every constant of an enum in
     * one static initializer, which may not exceed 64 KB of code, and a dependent constant takes 27 bytes of it. The
     * platform allows 1,000 active values (and up to 4,000 inactive ones); past this many, inactive values are left
     * out first and read as {@code UNRECOGNIZED}.
     */
    static final int MAX_CONSTANTS = 2000;

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
        boolean booleanController = controller.isPresent() && controller.get().type() == FieldType.BOOLEAN;
        boolean dependent = (booleanController || controllerEnum.isPresent())
                && controller.isPresent()
                && field.picklistValues().stream().anyMatch(v -> v.validFor() != null);
        String name = enumType.simpleName();
        String string = out.type(String.class);
        List<PicklistEntry> kept = kept(field);

        out.javadoc(enumDoc(
                field, controller.filter(c -> dependent), distinctValues(field).size() - kept.size()));
        Set<String> variables = new HashSet<>(NameTable.ENUM_VARIABLES);
        kept.forEach(v -> variables.add(names.enumConstants().get(v.value())));
        out.enterVariables(variables);
        out.line("public enum " + name + " implements "
                + statusOf.map(e -> out.type(StatusValue.class) + "<" + out.type(e) + ">")
                        .orElseGet(() -> out.type(PicklistValue.class))
                + " {");
        out.indent();
        // Looked up by index for each constant, so built once per enum.
        List<String> controllerValues = dependent ? controllerValues(controller.get()) : List.of();
        Map<String, Integer> controllerOrdinals = dependent ? ordinals(controller.get()) : Map.of();
        Map<String, PicklistEntry> byConstant = new LinkedHashMap<>();
        for (PicklistEntry value : kept) {
            byConstant.put(names.enumConstants().get(value.value()), value);
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
                // One bitmap per constant, by the controlling enum's order, however many values control it: a
                // string argument per controlling value overflowed the enum's static initializer on dense fields.
                args.append(',')
                        .append(W)
                        .append(Literals.quote(validFor(value, controllerValues, controllerOrdinals)));
            }
            out.wrapped(constant + "(" + args + "),");
        }
        out.javadoc("A value added to the org after this code was generated; {@link #apiValue()} is null.\n"
                + "Read the server's text with {@code " + getterForText + "()}; regenerate to get a constant for it.");
        out.line(NameTable.UNRECOGNIZED
                + (apiValueOnly
                        ? "(null);"
                        : dependent ? "(null, null, true, false, null);" : "(null, null, true, false);"));
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
                "return " + out.qualifier(entity) + "." + NameTable.SOBJECT_TYPE + ";"));
        if (dependent) {
            String support = out.qualifier(DependentPicklists.class);
            out.documentedMethod(
                    "API values of {@code " + field.controllerName() + "} for which this value may be chosen.",
                    listOfString + " controllingValues()",
                    booleanController
                            ? "return " + support + ".controllingBooleans(validFor);"
                            : "return " + support + ".controllingValues(validFor," + W + out.type(controllerEnum.get())
                                    + ".class);");
            String validFor = "Whether this value may be chosen when {@code " + field.controllerName()
                    + "} is {@code controller}.";
            if (booleanController) {
                out.documentedMethod(
                        validFor,
                        "boolean isValidFor(boolean controller)",
                        "return " + support + ".isValidFor(validFor, controller ? 1 : 0);");
            } else {
                out.documentedMethod(
                        validFor,
                        "boolean isValidFor(" + out.type(controllerEnum.get()) + " controller)",
                        "return controller != null && " + support + ".isValidFor(validFor, controller.ordinal());");
            }
        }
        out.close("}");
        out.leaveVariables();
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
            out.line("private final " + string + " validFor;");
        }
        out.blank();
        out.wrapped(name + "(" + string + " apiValue," + W + string + " label," + W + "boolean active," + W
                + "boolean isDefault" + (dependent ? "," + W + string + " validFor" : "") + ") {");
        out.indent();
        out.line("this.apiValue = apiValue;");
        out.line("this.label = label;");
        out.line("this.active = active;");
        out.line("this.isDefault = isDefault;");
        if (dependent) {
            out.line("this.validFor = validFor;");
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

    /** The distinct values of a picklist, in describe order: a value listed twice gets one constant. */
    private static List<PicklistEntry> distinctValues(FieldDescribe field) {
        Map<String, PicklistEntry> distinct = new LinkedHashMap<>();
        for (PicklistEntry value : field.picklistValues()) {
            distinct.putIfAbsent(value.value(), value);
        }
        return List.copyOf(distinct.values());
    }

    /**
     * The values that get a constant, in describe order: all of them up to {@value #MAX_CONSTANTS}, else the active
     * ones first and then as many inactive ones as fit.
     */
    static List<PicklistEntry> kept(FieldDescribe field) {
        List<PicklistEntry> distinct = distinctValues(field);
        if (distinct.size() <= MAX_CONSTANTS) {
            return distinct;
        }
        Set<PicklistEntry> chosen = Collections.newSetFromMap(new IdentityHashMap<>());
        distinct.stream().filter(PicklistEntry::active).limit(MAX_CONSTANTS).forEach(chosen::add);
        distinct.stream()
                .filter(v -> !v.active())
                .limit(MAX_CONSTANTS - chosen.size())
                .forEach(chosen::add);
        return distinct.stream().filter(chosen::contains).toList();
    }

    /** The ordinal of each API value's constant in the enum of {@code controller}; false and true for a checkbox. */
    private static Map<String, Integer> ordinals(FieldDescribe controller) {
        Map<String, Integer> ordinals = new HashMap<>();
        if (controller.type() == FieldType.BOOLEAN) {
            ordinals.put("false", 0);
            ordinals.put("true", 1);
            return ordinals;
        }
        List<PicklistEntry> kept = kept(controller);
        for (int i = 0; i < kept.size(); i++) {
            ordinals.put(kept.get(i).value(), i);
        }
        return ordinals;
    }

    /**
     * The {@code validFor} bitmap of {@code value} re-indexed by the controlling enum's order (see {@link
     * DependentPicklists}): the describe's bits number the controlling field's values as the describe lists them.
     */
    private static String validFor(
            PicklistEntry value, List<String> controllerValues, Map<String, Integer> controllerOrdinals) {
        BitSet bits = new BitSet();
        for (int index : value.validForIndexes()) {
            Integer ordinal =
                    index < controllerValues.size() ? controllerOrdinals.get(controllerValues.get(index)) : null;
            if (ordinal != null) {
                bits.set(ordinal);
            }
        }
        byte[] bytes = new byte[(bits.length() + 7) / 8];
        for (int i = bits.nextSetBit(0); i >= 0; i = bits.nextSetBit(i + 1)) {
            bytes[i >> 3] |= (byte) (0x80 >> (i & 7));
        }
        return Base64.getEncoder().encodeToString(bytes);
    }

    /** The API values of {@code controller} by index, as {@code validFor} bits number them. */
    private static List<String> controllerValues(FieldDescribe controller) {
        return controller.type() == FieldType.BOOLEAN
                ? List.of("false", "true")
                : controller.picklistValues().stream().map(PicklistEntry::value).toList();
    }

    private static String enumDoc(FieldDescribe field, Optional<FieldDescribe> controller, int omitted) {
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
        if (omitted > 0) {
            doc.append("\n<p>The field has ")
                    .append(omitted + MAX_CONSTANTS)
                    .append(" values, more than an enum holds: ")
                    .append(omitted)
                    .append(" of them (inactive ones first) have no constant and read as {@code UNRECOGNIZED}.\n");
        }
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
