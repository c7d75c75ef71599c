package dev.refin.describe.source.testing;

import dev.refin.describe.ChildRelationship;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.describe.source.SourceFormat;
import dev.refin.runtime.FieldType;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes describes back as the metadata source an admin would have committed for them, in the source format (an sfdx
 * project) or the metadata API format ({@code objects/*.object}): the custom fields with their metadata types, and the
 * object's settings that decide its standard fields ({@code nameField}, {@code sharingModel},
 * {@code enableActivities}, {@code customSettingsType}). Standard fields are not written (the platform adds them);
 * what source cannot hold (key prefixes, permissions, {@code int} fields, which the platform only has on standard
 * objects) is dropped or, for {@code int}, written as a whole {@code Number}.
 *
 * <p>For the reader's equivalence tests and the speed benchmark: a random org from the synthetic-org generator,
 * written in both formats, must read back as the same describes.
 */
public final class MetadataSourceWriter {
    private static final String METADATA_NS = "http://soap.sforce.com/2006/04/metadata";
    private static final XMLOutputFactory OUTPUT = XMLOutputFactory.newFactory();

    private final SourceFormat format;
    private final String namespace;
    private final Map<String, ObjectDescribe> byName = new HashMap<>();

    private MetadataSourceWriter(SourceFormat format, String namespace, List<ObjectDescribe> objects) {
        this.format = format;
        this.namespace = namespace;
        objects.forEach(o -> byName.put(o.name().toLowerCase(Locale.ROOT), o));
    }

    /** Writes {@code objects} into {@code dir} in {@code format}, names as they are. */
    public static void write(Path dir, List<ObjectDescribe> objects, SourceFormat format) throws IOException {
        write(dir, objects, format, null);
    }

    /**
     * Writes {@code objects} into {@code dir} in {@code format}; with a {@code namespace} (source format only), as the
     * package's own source: names without the {@code namespace__} prefix, which {@code sfdx-project.json} declares.
     */
    public static void write(Path dir, List<ObjectDescribe> objects, SourceFormat format, String namespace)
            throws IOException {
        MetadataSourceWriter writer = new MetadataSourceWriter(format, namespace, objects);
        try {
            if (format == SourceFormat.SOURCE) {
                Files.createDirectories(dir);
                Files.writeString(
                        dir.resolve("sfdx-project.json"),
                        "{\n  \"packageDirectories\": [{\"path\": \"force-app\", \"default\": true}],\n"
                                + (namespace == null ? "" : "  \"namespace\": \"" + namespace + "\",\n")
                                + "  \"sourceApiVersion\": \"65.0\"\n}\n",
                        StandardCharsets.UTF_8);
                Path objectsDir = dir.resolve("force-app/main/default/objects");
                for (ObjectDescribe object : objects) {
                    writer.writeSourceObject(objectsDir, object);
                }
            } else {
                Path objectsDir = dir.resolve("objects");
                Files.createDirectories(objectsDir);
                for (ObjectDescribe object : objects) {
                    writer.writeMetadataApiObject(objectsDir, object);
                }
                Files.writeString(
                        dir.resolve("package.xml"),
                        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Package xmlns=\"" + METADATA_NS + "\">\n"
                                + "    <types>\n        <members>*</members>\n        <name>CustomObject</name>\n"
                                + "    </types>\n    <version>65.0</version>\n</Package>\n",
                        StandardCharsets.UTF_8);
            }
        } catch (XMLStreamException e) {
            throw new IOException(e);
        }
    }

    private void writeSourceObject(Path objectsDir, ObjectDescribe object) throws IOException, XMLStreamException {
        String local = local(object.name());
        Path folder = objectsDir.resolve(local);
        Files.createDirectories(folder.resolve("fields"));
        try (Xml xml = new Xml(folder.resolve(local + ".object-meta.xml"), "CustomObject")) {
            objectSettings(xml, object);
        }
        for (FieldDescribe field : object.fields()) {
            if (!declared(field)) {
                continue;
            }
            try (Xml xml =
                    new Xml(folder.resolve("fields/" + local(field.name()) + ".field-meta.xml"), "CustomField")) {
                field(xml, object, field);
            }
        }
    }

    private void writeMetadataApiObject(Path objectsDir, ObjectDescribe object) throws IOException, XMLStreamException {
        try (Xml xml = new Xml(objectsDir.resolve(local(object.name()) + ".object"), "CustomObject")) {
            // The metadata API lists the fields first, sorted, then the object's settings.
            List<FieldDescribe> fields = new ArrayList<>();
            object.fields().stream().filter(MetadataSourceWriter::declared).forEach(fields::add);
            fields.sort((a, b) -> a.name().compareToIgnoreCase(b.name()));
            for (FieldDescribe field : fields) {
                xml.start("fields");
                field(xml, object, field);
                xml.end();
            }
            objectSettings(xml, object);
        }
    }

    /** Custom fields the source declares: not standard fields, not the components of a location. */
    private static boolean declared(FieldDescribe field) {
        return field.custom() && field.compoundFieldName() == null;
    }

    private void objectSettings(Xml xml, ObjectDescribe object) throws XMLStreamException {
        boolean activities = object.field("LastActivityDate").isPresent();
        boolean masterDetail = object.fields().stream().anyMatch(MetadataSourceWriter::masterDetail);
        if (object.customSetting()) {
            xml.text("customSettingsType", object.field("SetupOwnerId").isPresent() ? "Hierarchy" : "List");
        }
        xml.text("deploymentStatus", "Deployed");
        xml.text("enableActivities", String.valueOf(activities));
        xml.text("label", object.label());
        FieldDescribe name = object.field("Name").orElse(null);
        if (object.name().endsWith("__c") && !object.customSetting()) {
            // Every custom object has a name field; a trimmed describe may lack it.
            xml.start("nameField");
            if (name != null && name.autoNumber()) {
                xml.text("displayFormat", "A-{0000}");
            }
            xml.text("label", name == null ? object.label() + " Name" : name.label());
            xml.text("type", name != null && name.autoNumber() ? "AutoNumber" : "Text");
            xml.end();
        }
        xml.text("pluralLabel", object.labelPlural());
        if (!object.customSetting()) {
            xml.text("sharingModel", masterDetail ? "ControlledByParent" : "ReadWrite");
        }
        xml.text("visibility", "Public");
    }

    private static boolean masterDetail(FieldDescribe f) {
        return f.custom()
                && f.type() == FieldType.REFERENCE
                && f.cascadeDelete()
                && !f.nillable()
                && f.relationshipOrder() != null;
    }

    private void field(Xml xml, ObjectDescribe object, FieldDescribe f) throws XMLStreamException {
        xml.text("fullName", local(f.name()));
        if (f.calculated() && f.calculatedFormula() != null) {
            xml.text("formula", f.calculatedFormula());
            xml.text("formulaTreatBlanksAs", "BlankAsZero");
        }
        if (f.type() == FieldType.BOOLEAN && !f.calculated()) {
            xml.text(
                    "defaultValue",
                    String.valueOf(f.defaultValue() != null && f.defaultValue().asBoolean()));
        }
        if (f.defaultedOnCreate() && !f.calculated() && !f.autoNumber() && f.type() != FieldType.BOOLEAN) {
            // The describe keeps that there is a default, not its formula.
            xml.text(
                    "defaultValue",
                    f.defaultValue() == null ? "null" : f.defaultValue().asText());
        }
        if (f.type() == FieldType.REFERENCE && !masterDetail(f)) {
            xml.text("deleteConstraint", f.cascadeDelete() ? "Cascade" : "SetNull");
        }
        if (f.inlineHelpText() != null) {
            xml.text("inlineHelpText", f.inlineHelpText());
        }
        if (f.externalId()) {
            xml.text("externalId", "true");
        }
        xml.text("label", f.label());
        String type = type(object, f);
        switch (type) {
            case "Text":
            case "TextArea":
            case "EncryptedText":
                if (!type.equals("TextArea")) {
                    xml.text("length", String.valueOf(f.length()));
                }
                break;
            case "LongTextArea":
            case "Html":
                xml.text("length", String.valueOf(f.length()));
                xml.text("visibleLines", "5");
                break;
            case "Number":
            case "Currency":
            case "Percent":
                xml.text("precision", String.valueOf(f.type() == FieldType.INT ? f.digits() : f.precision()));
                xml.text("scale", String.valueOf(f.scale()));
                break;
            case "Location": {
                FieldDescribe latitude = object.fields().stream()
                        .filter(c -> f.name().equals(c.compoundFieldName()))
                        .findFirst()
                        .orElse(null);
                xml.text("scale", String.valueOf(latitude == null ? 0 : latitude.scale()));
                break;
            }
            default:
                break;
        }
        if (f.type() == FieldType.REFERENCE && !f.referenceTo().isEmpty()) {
            xml.text("referenceTo", local(f.referenceTo().get(0)));
            String child = childRelationship(object, f);
            if (child != null) {
                xml.text("relationshipLabel", child);
                xml.text("relationshipName", child);
            }
            if (masterDetail(f)) {
                xml.text("relationshipOrder", String.valueOf(f.relationshipOrder()));
                xml.text("reparentableMasterDetail", String.valueOf(f.updateable()));
            }
        }
        boolean required = !f.nillable()
                && !f.calculated()
                && !f.autoNumber()
                && f.type() != FieldType.BOOLEAN
                && !masterDetail(f);
        xml.text("required", String.valueOf(required));
        if (f.caseSensitive()) {
            xml.text("caseSensitive", "true");
        }
        xml.text("trackTrending", "false");
        xml.text("type", type);
        if (f.unique()) {
            xml.text("unique", "true");
        }
        if (f.type() == FieldType.PICKLIST || f.type() == FieldType.MULTIPICKLIST) {
            valueSet(xml, object, f);
            if (f.type() == FieldType.MULTIPICKLIST && f.precision() > 0) {
                xml.text("visibleLines", String.valueOf(f.precision()));
            }
        }
    }

    /** The metadata type of a custom field. */
    static String type(ObjectDescribe object, FieldDescribe f) {
        switch (f.type()) {
            case STRING:
                return f.autoNumber() ? "AutoNumber" : "Text";
            case TEXTAREA:
                if ("richtextarea".equals(f.extraTypeInfo()) || f.htmlFormatted()) {
                    return "Html";
                }
                return f.length() > 255 || !f.filterable() ? "LongTextArea" : "TextArea";
            case ENCRYPTEDSTRING:
                return "EncryptedText";
            case DOUBLE:
            case INT:
                return "Number";
            case CURRENCY:
                return "Currency";
            case PERCENT:
                return "Percent";
            case BOOLEAN:
                return "Checkbox";
            case DATE:
                return "Date";
            case DATETIME:
                return "DateTime";
            case TIME:
                return "Time";
            case EMAIL:
                return "Email";
            case PHONE:
                return "Phone";
            case URL:
                return "Url";
            case PICKLIST:
                return "Picklist";
            case MULTIPICKLIST:
                return "MultiselectPicklist";
            case REFERENCE:
                if (masterDetail(f)) {
                    return "MasterDetail";
                }
                return f.referenceTo().equals(List.of("User")) && object.name().equals("User") ? "Hierarchy" : "Lookup";
            case LOCATION:
                return "Location";
            default:
                throw new IllegalArgumentException(
                        "no metadata type for " + f.type() + " field " + object.name() + "." + f.name());
        }
    }

    /** The child relationship's name (without {@code __r}) the parent lists for this field, if any. */
    private String childRelationship(ObjectDescribe object, FieldDescribe f) {
        ObjectDescribe parent = byName.get(f.referenceTo().get(0).toLowerCase(Locale.ROOT));
        if (parent != null) {
            for (ChildRelationship c : parent.childRelationships()) {
                if (c.childSObject().equalsIgnoreCase(object.name())
                        && c.field().equalsIgnoreCase(f.name())
                        && c.relationshipName() != null) {
                    String name = local(c.relationshipName());
                    return name.endsWith("__r") ? name.substring(0, name.length() - 3) : name;
                }
            }
        }
        String name = local(f.name());
        return name.endsWith("__c") ? name.substring(0, name.length() - 3) + "s" : name;
    }

    private void valueSet(Xml xml, ObjectDescribe object, FieldDescribe f) throws XMLStreamException {
        xml.start("valueSet");
        FieldDescribe controller = f.controllerName() == null
                ? null
                : object.field(f.controllerName()).orElse(null);
        if (controller != null) {
            xml.text("controllingField", local(controller.name()));
        }
        xml.text("restricted", String.valueOf(f.restrictedPicklist()));
        xml.start("valueSetDefinition");
        xml.text("sorted", "false");
        for (PicklistEntry entry : f.picklistValues()) {
            xml.start("value");
            xml.text("fullName", entry.value());
            xml.text("default", String.valueOf(entry.defaultValue()));
            if (!entry.active()) {
                xml.text("isActive", "false");
            }
            xml.text("label", entry.label() == null ? entry.value() : entry.label());
            xml.end();
        }
        xml.end();
        if (controller != null) {
            List<String> controllingValues = new ArrayList<>();
            if (controller.type() == FieldType.BOOLEAN) {
                controllingValues.add("unchecked");
                controllingValues.add("checked");
            } else {
                controller.picklistValues().forEach(e -> controllingValues.add(e.value()));
            }
            for (PicklistEntry entry : f.picklistValues()) {
                List<Integer> indexes = entry.validForIndexes();
                if (indexes.isEmpty()) {
                    continue;
                }
                xml.start("valueSettings");
                for (int index : indexes) {
                    if (index < controllingValues.size()) {
                        xml.text("controllingFieldValue", controllingValues.get(index));
                    }
                }
                xml.text("valueName", entry.value());
                xml.end();
            }
        }
        xml.end();
    }

    /** A name as the project writes it: without the namespace prefix the project's {@code namespace} implies. */
    private String local(String name) {
        if (namespace != null && name.startsWith(namespace + "__") && name.indexOf("__", namespace.length() + 2) > 0) {
            return name.substring(namespace.length() + 2);
        }
        return name;
    }

    /** One metadata document written with StAX, indented by four spaces as the platform's tools write them. */
    private static final class Xml implements AutoCloseable {
        private final OutputStream out;
        private final XMLStreamWriter writer;
        private int depth;

        Xml(Path file, String root) throws IOException, XMLStreamException {
            this.out = Files.newOutputStream(file);
            this.writer = OUTPUT.createXMLStreamWriter(out, "UTF-8");
            writer.writeStartDocument("UTF-8", "1.0");
            writer.writeCharacters("\n");
            writer.writeStartElement(root);
            writer.writeDefaultNamespace(METADATA_NS);
            depth = 1;
        }

        void start(String name) throws XMLStreamException {
            indent();
            writer.writeStartElement(name);
            depth++;
        }

        void end() throws XMLStreamException {
            depth--;
            indent();
            writer.writeEndElement();
        }

        void text(String name, String text) throws XMLStreamException {
            if (text == null) {
                return;
            }
            indent();
            writer.writeStartElement(name);
            writer.writeCharacters(text);
            writer.writeEndElement();
        }

        private void indent() throws XMLStreamException {
            writer.writeCharacters("\n" + "    ".repeat(depth));
        }

        @Override
        public void close() throws IOException {
            try {
                writer.writeCharacters("\n");
                writer.writeEndElement();
                writer.writeCharacters("\n");
                writer.writeEndDocument();
                writer.close();
            } catch (XMLStreamException e) {
                throw new UncheckedIOException(new IOException(e));
            } finally {
                out.close();
            }
        }
    }
}
