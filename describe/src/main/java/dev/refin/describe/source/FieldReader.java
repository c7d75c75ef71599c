package dev.refin.describe.source;

import com.fasterxml.jackson.databind.node.BooleanNode;
import dev.refin.describe.ObjectKind;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Maps one {@code CustomField} document (or {@code <fields>} element) to the describe fields the platform gives for it,
 * with the describe traits (filterable, sortable, groupable, aggregatable, length, precision, soapType, ...) that the
 * platform's describe gives for its type. A location gives three fields; everything else one.
 */
final class FieldReader {

    /**
     * A dependent picklist waiting for its controlling field: value name to the controlling values it is valid for.
     * Where it is declared is kept as its element's path and line, for problems, not as the element: an element keeps
     * its whole document, and these wait until every object is read.
     */
    record Dependency(
            FieldBuilder field,
            String controller,
            Map<String, List<String>> validFor,
            String atPath,
            int atLine,
            SourceFile file) {}

    /** A roll-up summary waiting for the type of the field it summarizes; where it is declared as in a dependency. */
    record Summary(
            FieldBuilder field, String operation, String summarizedField, String atPath, int atLine, SourceFile file) {}

    /** What one field element gave. */
    record Result(List<FieldBuilder> fields, Dependency dependency, Summary summary) {}

    private final SourceContext context;

    FieldReader(SourceContext context) {
        this.context = context;
    }

    /**
     * Reads one field of {@code object}; returns null (with an error recorded) when the field cannot be used.
     *
     * @param name the field's API name, already checked against its file and qualified with the namespace
     */
    Result read(XmlElement field, String name, String object, ObjectKind kind, SourceFile file) {
        String metadataType = field.text("type");
        String formula = field.text("formula");
        if (metadataType == null) {
            context.problems.error(file, field.path() + "/type", "missing: the field '" + name + "' has no <type>");
            return null;
        }
        String label = field.text("label");
        if (label == null) {
            label = name;
        }
        FieldBuilder b = ofType(metadataType, name, label);
        if (b == null) {
            XmlElement typeElement = field.child("type");
            context.problems.error(
                    file,
                    typeElement.path() + " (line " + typeElement.line + ")",
                    "unknown field type '" + metadataType + "' on field '" + name + "'; known types: " + KNOWN_TYPES);
            return null;
        }
        b.custom = true;
        b.inlineHelpText = field.text("inlineHelpText");
        boolean required = bool(field, "required");
        if (required && b.type != FieldType.BOOLEAN) {
            b.nillable = false;
        }
        if (bool(field, "externalId")) {
            b.externalId = true;
            b.idLookup = true;
        }
        b.unique = bool(field, "unique");
        b.caseSensitive = b.unique && bool(field, "caseSensitive");
        numbers(field, b, metadataType);
        if (field.text("defaultValue") != null && b.type != FieldType.BOOLEAN && formula == null) {
            // A default value formula: the platform fills the field when an insert omits it.
            b.defaultedOnCreate = true;
        }
        Dependency dependency = null;
        Summary summary = null;
        List<FieldBuilder> fields = new ArrayList<>(1);
        switch (metadataType) {
            case "Checkbox":
                if (formula == null) {
                    b.defaultValue = BooleanNode.valueOf("true".equalsIgnoreCase(field.text("defaultValue")));
                }
                break;
            case "Picklist":
            case "MultiselectPicklist":
                dependency = picklist(field, b, file);
                break;
            case "Lookup":
            case "MasterDetail":
            case "Hierarchy":
            case "ExternalLookup":
            case "IndirectLookup":
            case "MetadataRelationship":
                reference(field, b, metadataType, object);
                break;
            case "Location":
                fields.addAll(locationComponents(field, b));
                break;
            case "Summary":
                summary = new Summary(
                        b,
                        field.text("summaryOperation"),
                        field.text("summarizedField"),
                        field.path(),
                        field.line,
                        file);
                break;
            default:
                break;
        }
        if (formula != null) {
            formula(b, formula);
        }
        if (kind == ObjectKind.PLATFORM_EVENT) {
            // Event fields are published, never updated or queried with conditions.
            b.updateable = false;
            b.filterable = false;
            b.sortable = false;
            b.groupable = false;
        } else if (kind == ObjectKind.CUSTOM_METADATA) {
            // Records of custom metadata types are deployed, not written with DML.
            b.createable = false;
            b.updateable = false;
        }
        fields.add(b);
        return new Result(fields, dependency, summary);
    }

    /** Targets of a custom metadata type's relationship that are setup entities, not objects with records. */
    private static final java.util.Set<String> SETUP_ENTITIES =
            java.util.Set.of("EntityDefinition", "FieldDefinition", "EntityParticle");

    /** Metadata field types this reader maps (formulas are any of them with a {@code <formula>}). */
    static final String KNOWN_TYPES = "Text, TextArea, LongTextArea, Html, EncryptedText, Number, Currency, Percent,"
            + " Checkbox, Date, DateTime, Time, Email, Phone, Url, Picklist, MultiselectPicklist, Lookup, MasterDetail,"
            + " Hierarchy, ExternalLookup, IndirectLookup, MetadataRelationship, Location, AutoNumber, Summary";

    /** A field of the metadata type with the describe traits of its describe type, or null for an unknown type. */
    static FieldBuilder ofType(String metadataType, String name, String label) {
        FieldBuilder b;
        switch (metadataType) {
            case "Text":
                b = text(name, label, FieldType.STRING, 255);
                break;
            case "TextArea":
                b = text(name, label, FieldType.TEXTAREA, 255);
                b.extraTypeInfo = "plaintextarea";
                break;
            case "LongTextArea":
            case "Html":
                b = text(name, label, FieldType.TEXTAREA, 32768);
                b.extraTypeInfo = metadataType.equals("Html") ? "richtextarea" : "plaintextarea";
                b.htmlFormatted = metadataType.equals("Html");
                b.selectOnly();
                break;
            case "EncryptedText":
                b = text(name, label, FieldType.ENCRYPTEDSTRING, 175);
                b.encrypted = true;
                b.selectOnly();
                break;
            case "Email":
                b = text(name, label, FieldType.EMAIL, 80);
                break;
            case "Phone":
                b = text(name, label, FieldType.PHONE, 40);
                break;
            case "Url":
                b = text(name, label, FieldType.URL, 255);
                break;
            case "Picklist":
                b = text(name, label, FieldType.PICKLIST, 255);
                break;
            case "MultiselectPicklist":
                b = text(name, label, FieldType.MULTIPICKLIST, 4099);
                b.unordered();
                break;
            case "AutoNumber":
                b = text(name, label, FieldType.STRING, 30);
                b.autoNumber = true;
                b.createable = false;
                b.updateable = false;
                b.nillable = false;
                b.defaultedOnCreate = true;
                b.groupable = false;
                break;
            case "Number":
                b = number(name, label, FieldType.DOUBLE);
                break;
            case "Currency":
                b = number(name, label, FieldType.CURRENCY);
                break;
            case "Percent":
                b = number(name, label, FieldType.PERCENT);
                break;
            case "Summary":
                // The type is settled once the summarized field is known; a count until then.
                b = number(name, label, FieldType.DOUBLE);
                b.calculated = true;
                b.createable = false;
                b.updateable = false;
                break;
            case "Checkbox":
                b = new FieldBuilder(name, label, FieldType.BOOLEAN, "xsd:boolean");
                b.nillable = false;
                b.defaultedOnCreate = true;
                b.groupable = true;
                break;
            case "Date":
                b = new FieldBuilder(name, label, FieldType.DATE, "xsd:date");
                b.groupable = true;
                b.aggregatable = true;
                break;
            case "DateTime":
                b = new FieldBuilder(name, label, FieldType.DATETIME, "xsd:dateTime");
                b.aggregatable = true;
                break;
            case "Time":
                b = new FieldBuilder(name, label, FieldType.TIME, "xsd:time");
                break;
            case "Lookup":
            case "MasterDetail":
            case "Hierarchy":
            case "ExternalLookup":
            case "IndirectLookup":
            case "MetadataRelationship":
                b = new FieldBuilder(name, label, FieldType.REFERENCE, "tns:ID");
                b.length = 18;
                b.groupable = true;
                b.aggregatable = true;
                break;
            case "Location":
                b = new FieldBuilder(name, label, FieldType.LOCATION, "urn:location");
                b.createable = false;
                b.updateable = false;
                b.filterable = false;
                b.sortable = false;
                break;
            default:
                return null;
        }
        return b;
    }

    private static FieldBuilder text(String name, String label, FieldType type, int length) {
        FieldBuilder b = new FieldBuilder(name, label, type, "xsd:string");
        b.length = length;
        b.groupable = true;
        b.aggregatable = true;
        return b;
    }

    private static FieldBuilder number(String name, String label, FieldType type) {
        FieldBuilder b = new FieldBuilder(name, label, type, "xsd:double");
        b.precision = 18;
        b.aggregatable = true;
        return b;
    }

    private void numbers(XmlElement field, FieldBuilder b, String metadataType) {
        Integer length = integer(field, "length");
        if (length != null && (b.type.isText() || b.type == FieldType.TEXTAREA)) {
            b.length = length;
        }
        if (b.type == FieldType.DOUBLE || b.type == FieldType.CURRENCY || b.type == FieldType.PERCENT) {
            Integer precision = integer(field, "precision");
            Integer scale = integer(field, "scale");
            if (precision != null) {
                b.precision = precision;
            }
            if (scale != null) {
                b.scale = scale;
            }
        }
        if (metadataType.equals("MultiselectPicklist")) {
            Integer lines = integer(field, "visibleLines");
            b.precision = lines == null ? 0 : lines;
        }
    }

    private void formula(FieldBuilder b, String formula) {
        b.calculated = true;
        b.calculatedFormula = formula;
        b.createable = false;
        b.updateable = false;
        if (b.type == FieldType.BOOLEAN) {
            b.nillable = false;
            b.defaultedOnCreate = true;
            b.defaultValue = null;
            b.aggregatable = false;
        } else {
            b.nillable = true;
            b.defaultedOnCreate = false;
        }
        if (b.type == FieldType.STRING) {
            b.length = 1300;
            b.groupable = false;
        }
        b.externalId = false;
        b.idLookup = false;
        b.unique = false;
    }

    private void reference(XmlElement field, FieldBuilder b, String metadataType, String object) {
        String target = field.text("referenceTo");
        if (metadataType.equals("Hierarchy")) {
            target = "User";
        }
        if (metadataType.equals("ExternalLookup")) {
            b.extraTypeInfo = "externallookup";
        }
        if (metadataType.equals("MetadataRelationship") && target != null && SETUP_ENTITIES.contains(target)) {
            // A custom metadata type's relationship to an object or field definition holds the target's durable id
            // ("Account", "01I..."), not a record id: the describe gives it as an external lookup with no target
            // and no relationship name.
            b.extraTypeInfo = "externallookup";
            return;
        }
        if (target != null) {
            b.referenceTo.add(context.qualify(target));
        }
        b.relationshipName = context.relationshipName(b.name);
        if (metadataType.equals("MasterDetail")) {
            b.nillable = false;
            b.cascadeDelete = true;
            Integer order = integer(field, "relationshipOrder");
            b.relationshipOrder = order == null ? 0 : order;
            b.updateable = bool(field, "reparentableMasterDetail");
        } else {
            b.cascadeDelete = "Cascade".equals(field.text("deleteConstraint"));
        }
    }

    private List<FieldBuilder> locationComponents(XmlElement field, FieldBuilder b) {
        Integer scale = integer(field, "scale");
        int s = scale == null ? 0 : scale;
        String base = b.name.substring(0, b.name.length() - "__c".length());
        List<FieldBuilder> components = new ArrayList<>(2);
        for (String part : new String[] {"Latitude", "Longitude"}) {
            FieldBuilder c = new FieldBuilder(
                    base + "__" + part + "__s", b.label + " (" + part + ")", FieldType.DOUBLE, "xsd:double");
            c.custom = true;
            c.precision = s + 3;
            c.scale = s;
            c.aggregatable = true;
            c.nillable = b.nillable;
            c.compoundFieldName = b.name;
            components.add(c);
        }
        b.nillable = true;
        return components;
    }

    private Dependency picklist(XmlElement field, FieldBuilder b, SourceFile file) {
        XmlElement valueSet = field.child("valueSet");
        XmlElement legacy = field.child("picklist");
        List<PicklistEntry> values = new ArrayList<>();
        Map<String, List<String>> validFor = new LinkedHashMap<>();
        String controller = null;
        boolean sorted = false;
        if (valueSet != null) {
            controller = valueSet.text("controllingField");
            b.restrictedPicklist = bool(valueSet, "restricted");
            String global = valueSet.text("valueSetName");
            XmlElement definition = valueSet.child("valueSetDefinition");
            if (global != null) {
                List<PicklistEntry> shared = context.globalValueSet(global, file, valueSet.child("valueSetName"));
                if (shared != null) {
                    values.addAll(shared);
                }
                // Picklists on a global value set are always restricted.
                b.restrictedPicklist = true;
            } else if (definition != null) {
                sorted = bool(definition, "sorted");
                for (XmlElement value : definition.all("value")) {
                    PicklistEntry entry = entry(value, "default");
                    if (entry != null) {
                        values.add(entry);
                    }
                }
            }
            for (XmlElement setting : valueSet.all("valueSettings")) {
                String valueName = setting.text("valueName");
                if (valueName == null) {
                    continue;
                }
                List<String> controlling = validFor.computeIfAbsent(valueName, k -> new ArrayList<>());
                for (XmlElement c : setting.all("controllingFieldValue")) {
                    controlling.add(c.text());
                }
            }
        } else if (legacy != null) {
            // Before API 38: <picklist><picklistValues>...<controllingFieldValues>...</picklistValues></picklist>.
            controller = legacy.text("controllingField");
            b.restrictedPicklist = bool(legacy, "restrictedPicklist");
            sorted = bool(legacy, "sorted");
            for (XmlElement value : legacy.all("picklistValues")) {
                PicklistEntry entry = entry(value, "default");
                if (entry == null) {
                    continue;
                }
                values.add(entry);
                List<String> controlling = new ArrayList<>();
                for (XmlElement c : value.all("controllingFieldValues")) {
                    controlling.add(c.text());
                }
                if (!controlling.isEmpty()) {
                    validFor.put(entry.value(), controlling);
                }
            }
        }
        if (sorted) {
            values.sort(Comparator.comparing(e -> e.label() == null ? e.value() : e.label()));
        }
        b.picklistValues = values;
        if (b.type == FieldType.PICKLIST) {
            // The default value is filled on insert, and describes since API 30-odd say which (camel's Invoice__c).
            for (PicklistEntry value : values) {
                if (value.defaultValue()) {
                    b.defaultedOnCreate = true;
                    b.defaultValue = com.fasterxml.jackson.databind.node.TextNode.valueOf(value.value());
                    break;
                }
            }
        }
        if (controller == null) {
            return null;
        }
        b.dependentPicklist = true;
        b.controllerName = context.qualify(controller);
        XmlElement at = valueSet != null ? valueSet : legacy;
        return new Dependency(b, b.controllerName, validFor, at.path(), at.line, file);
    }

    /** A picklist value from a {@code value}, {@code customValue} or {@code picklistValues} element. */
    static PicklistEntry entry(XmlElement value, String defaultElement) {
        String fullName = value.text("fullName");
        if (fullName == null) {
            return null;
        }
        fullName = decode(fullName);
        String label = value.text("label");
        label = label == null ? fullName : decode(label);
        boolean active = !"false".equalsIgnoreCase(value.text("isActive"));
        return new PicklistEntry(
                fullName, label.equals(fullName) ? fullName : label, active, bool(value, defaultElement), null);
    }

    /** Picklist API names are written URL-encoded in metadata ({@code %2C} for a comma, ...). */
    private static String decode(String text) {
        if (text.indexOf('%') < 0) {
            return text;
        }
        try {
            return java.net.URLDecoder.decode(text.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text;
        }
    }

    static boolean bool(XmlElement element, String child) {
        return "true".equalsIgnoreCase(element.text(child));
    }

    private Integer integer(XmlElement element, String child) {
        String text = element.text(child);
        if (text == null) {
            return null;
        }
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            XmlElement at = element.child(child);
            context.problems.error(
                    context.currentFile,
                    at.path() + " (line " + at.line + ")",
                    "expected a whole number, found '" + text + "'");
            return null;
        }
    }
}
