package dev.refin.describe.source;

import dev.refin.describe.ApiNames;
import dev.refin.describe.ChildRelationship;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.ObjectKind;
import dev.refin.describe.PicklistEntry;
import dev.refin.describe.RecordTypeInfo;
import dev.refin.runtime.FieldType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns object drafts into describes: each object on its own task (its standard fields derived, its declared fields
 * taken, its dependent picklists' {@code validFor} settled, its fields built), then what spans objects (roll-up result
 * types, child relationships) for the whole project.
 */
final class ProjectAssembler {
    /** The Master record type's id, the same in every org. */
    static final String MASTER_RECORD_TYPE_ID = "012000000000000AAA";

    private final SourceContext context;
    /** The lower-case names of the project's objects: a lookup to one of them gives it a child relationship. */
    private final Set<String> objects;
    /**
     * The child relationships that the lookups and master-details of the object settled here give other objects (by
     * lower-case name), given to them (in order) once every object is settled.
     */
    private final List<Map.Entry<String, ChildRelationship>> childRelationships = new ArrayList<>();

    private ProjectAssembler(SourceContext context, Set<String> objects) {
        this.context = context;
        this.objects = objects;
    }

    /**
     * One object settled on its own task: its standard and declared fields, its dependent picklists (which need only
     * its own fields), each field built but its roll-ups; what reading it needed is dropped.
     */
    record Settled(ObjectDraft draft, Problems problems, List<Map.Entry<String, ChildRelationship>> children) {}

    /**
     * Settles one object, with problems of its own; {@code objects} are the lower-case names of the project's objects.
     */
    static Settled settle(ObjectDraft draft, SourceContext context, Set<String> objects) {
        ProjectAssembler assembler = new ProjectAssembler(context, objects);
        assembler.fields(draft);
        draft.dependencies.forEach(d -> assembler.dependency(draft, d));
        draft.build();
        return new Settled(draft, context.problems, assembler.childRelationships);
    }

    /**
     * The project, once every object is settled (in object order): the child relationships given, the roll-ups typed
     * (they may summarize another object's field), each object described. The objects' problems are taken in object
     * order, those of the roll-ups after them.
     */
    static SourceProject assemble(SourceContext context, Path root, SourceFormat format, List<Settled> settled) {
        Map<String, ObjectDraft> byName = new HashMap<>();
        for (Settled s : settled) {
            byName.put(s.draft().name.toLowerCase(Locale.ROOT), s.draft());
        }
        for (Settled s : settled) {
            context.problems.addAll(s.problems());
            s.children().forEach(c -> byName.get(c.getKey()).children.add(c.getValue()));
        }
        for (Settled s : settled) {
            s.draft().summaries.forEach(summary -> summary(context, byName, summary));
        }
        List<Map.Entry<ObjectDescribe, ObjectProvenance>> described =
                settled.parallelStream().map(s -> describe(s.draft())).toList();
        List<ObjectDescribe> objects = new ArrayList<>(described.size());
        List<ObjectProvenance> provenance = new ArrayList<>(described.size());
        for (Map.Entry<ObjectDescribe, ObjectProvenance> d : described) {
            objects.add(d.getKey());
            provenance.add(d.getValue());
        }
        return new SourceProject(root, format, objects, provenance, context.problems.warnings());
    }

    /**
     * The object's describe and provenance, once its fields, dependencies, roll-ups and child relationships are
     * settled.
     */
    private static Map.Entry<ObjectDescribe, ObjectProvenance> describe(ObjectDraft draft) {
        List<FieldDescribe> fields = draft.describedFields();
        draft.children.sort(
                Comparator.comparing(ChildRelationship::childSObject).thenComparing(ChildRelationship::field));
        boolean custom = draft.kind != ObjectKind.OBJECT || draft.name.endsWith("__c");
        boolean event = draft.kind == ObjectKind.PLATFORM_EVENT;
        boolean metadata = draft.kind == ObjectKind.CUSTOM_METADATA;
        boolean big = draft.kind == ObjectKind.BIG_OBJECT;
        ObjectDescribe describe = new ObjectDescribe(
                draft.name,
                draft.label,
                draft.labelPlural,
                null,
                custom,
                draft.customSettingsType != null,
                !metadata,
                !event && !metadata && !big,
                !event && !metadata && !big,
                !event,
                fields,
                draft.children,
                draft.recordTypeInfos);
        return Map.entry(describe, draft.origin);
    }

    /** The object's settings, standard fields and declared fields, in describe order. */
    private void fields(ObjectDraft draft) {
        XmlElement object = draft.objectXml;
        Path objectPath = draft.objectFile == null ? null : draft.objectFile.path();
        draft.unknown.add(SourceUnknown.KEY_PREFIX);
        draft.unknown.add(SourceUnknown.OBJECT_PERMISSIONS);
        draft.unknown.add(SourceUnknown.FIELD_PERMISSIONS);
        draft.unknown.add(SourceUnknown.CHILD_RELATIONSHIPS);
        draft.label = object == null ? null : object.text("label");
        draft.labelPlural = object == null ? null : object.text("pluralLabel");
        if (draft.label == null) {
            draft.label = draft.name;
            draft.unknown.add(SourceUnknown.LABEL);
        }
        if (draft.labelPlural == null) {
            draft.labelPlural = draft.label;
        }
        draft.customSettingsType = object == null ? null : object.text("customSettingsType");

        List<FieldReader.Result> declared = new ArrayList<>();
        // The field each result was read from, at the same index.
        List<ObjectDraft.DeclaredField> declaredFrom = new ArrayList<>();
        List<ObjectDraft.DeclaredField> sorted = new ArrayList<>(draft.declared.values());
        // By name ignoring case: API names are ASCII, so their lower-case keys (unique, the map's) order them so.
        sorted.sort(Comparator.comparing(ObjectDraft.DeclaredField::key));
        boolean masterDetailChild = false;
        for (ObjectDraft.DeclaredField field : sorted) {
            if (field.settingsOnly()) {
                continue;
            }
            context.problems.addAll(field.problems());
            FieldReader.Result result = field.result();
            if (result == null) {
                continue;
            }
            declared.add(result);
            declaredFrom.add(field);
            if (field.masterDetail()) {
                masterDetailChild = true;
            }
            childRelationship(draft, field);
        }

        // An object file with neither label nor nameField cannot create an object: it changes one defined elsewhere
        // (a managed package's object given list views or fields, NPSP's unpackaged/config folders); like an object
        // folder without object file, its standard fields are left to a describe.
        boolean partial = object != null
                && draft.kind == ObjectKind.OBJECT
                && object.child("nameField") == null
                && object.text("label") == null
                && draft.customSettingsType == null;
        boolean derives = !partial
                && (object != null && draft.kind != ObjectKind.OBJECT || object != null && draft.name.endsWith("__c"));
        if (derives) {
            FieldBuilder name = null;
            XmlElement nameField = object.child("nameField");
            if (nameField != null) {
                String label = nameField.text("label");
                name = StandardFields.name(
                        label == null ? draft.label + " Name" : label, "AutoNumber".equals(nameField.text("type")));
            } else if (draft.customSettingsType != null) {
                // Custom settings have no nameField: their Name is always text.
                name = StandardFields.name("Name", false);
            } else if (draft.kind == ObjectKind.OBJECT) {
                context.problems.error(
                        draft.objectFile,
                        object.path() + " (line " + object.line + ")",
                        "missing <nameField>: a custom object needs a name field (Text or AutoNumber)");
            }
            String sharing = object.text("sharingModel");
            StandardFields.Settings settings = new StandardFields.Settings(
                    draft.kind,
                    draft.customSettingsType,
                    masterDetailChild || "ControlledByParent".equals(sharing),
                    !draft.recordTypes.isEmpty(),
                    FieldReader.bool(object, "enableActivities"),
                    name);
            List<FieldBuilder> derived = StandardFields.derive(settings);
            java.util.Set<String> derivedNames = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
            derived.forEach(b -> derivedNames.add(b.name));
            // A file for a field the platform derives (fields/OwnerId.field-meta.xml) only sets its tracking.
            for (int i = declared.size() - 1; i >= 0; i--) {
                List<FieldBuilder> read = declared.get(i).fields();
                String readName = read.get(read.size() - 1).name;
                // No derived name has a suffix (__c, __s): a custom field is never one of them.
                if (!readName.endsWith("__c") && readName.indexOf("__") < 0 && derivedNames.contains(readName)) {
                    declared.remove(i);
                    declaredFrom.remove(i);
                }
            }
            for (FieldBuilder b : derived) {
                draft.fields.add(b);
                draft.provenance.put(
                        b.name,
                        new FieldProvenance(
                                b.name,
                                objectPath,
                                b != name,
                                b == name && nameField != null ? nameField.line : object.line));
            }
            if (draft.kind != ObjectKind.OBJECT
                    && draft.kind != ObjectKind.PLATFORM_EVENT
                    && draft.kind != ObjectKind.CUSTOM_METADATA) {
                draft.unknown.add(SourceUnknown.STANDARD_FIELDS);
            }
        } else {
            draft.unknown.add(SourceUnknown.STANDARD_FIELDS);
        }
        // Standard fields first, as describes list them, then the declared fields.
        // The fields of a .object file (metadata API format) share its file, and so one path.
        SourceFile lastFile = null;
        Path lastPath = null;
        for (int i = 0; i < declared.size(); i++) {
            FieldReader.Result result = declared.get(i);
            ObjectDraft.DeclaredField from = declaredFrom.get(i);
            if (from.file() != lastFile) {
                lastFile = from.file();
                lastPath = lastFile.path();
            }
            for (FieldBuilder b : result.fields()) {
                draft.fields.add(b);
                draft.provenance.put(b.name, new FieldProvenance(b.name, lastPath, false, from.line()));
            }
            if (result.dependency() != null) {
                draft.dependencies.add(result.dependency());
            }
            if (result.summary() != null) {
                draft.summaries.add(result.summary());
            }
        }
        recordTypes(draft);
    }

    /**
     * Whether a field file holds only the settings of a standard field (objects/Contact/fields/Email.field-meta.xml with
     * just {@code trackFeedHistory}; AccountId with {@code <type>Lookup</type>} and no target; LeadSource with {@code
     * <type>Picklist</type>} and no values; any standard field without a label): the platform defines such a field, a
     * describe gives it.
     */
    static boolean standardFieldSettings(XmlElement xml, String name) {
        if (name.endsWith("__c") || ApiNames.suffix(name).isPresent()) {
            return false;
        }
        String type = xml.text("type");
        if (type == null || xml.text("label") == null) {
            // Retrieved standard fields carry no label: the platform's (or a rename's) is the describe's.
            return true;
        }
        switch (type) {
            case "Lookup":
            case "MasterDetail":
            case "Hierarchy":
                return xml.text("referenceTo") == null && !type.equals("Hierarchy");
            case "Picklist":
            case "MultiselectPicklist":
                return xml.child("valueSet") == null && xml.child("picklist") == null;
            default:
                return false;
        }
    }

    private void recordTypes(ObjectDraft draft) {
        if (draft.objectXml == null && draft.recordTypes.isEmpty()) {
            return;
        }
        List<XmlElement> types = new ArrayList<>(draft.recordTypes);
        types.sort(Comparator.comparing(x -> x.text("fullName") == null ? "" : x.text("fullName")));
        for (XmlElement type : types) {
            String developerName = type.text("fullName");
            String label = type.text("label");
            draft.recordTypeInfos.add(new RecordTypeInfo(
                    label == null ? developerName : label,
                    developerName,
                    null,
                    !"false".equalsIgnoreCase(type.text("active")),
                    true,
                    false,
                    false));
        }
        if (!types.isEmpty()) {
            draft.unknown.add(SourceUnknown.RECORD_TYPE_IDS);
        }
        if (draft.kind == ObjectKind.OBJECT && draft.customSettingsType == null) {
            draft.recordTypeInfos.add(
                    new RecordTypeInfo("Master", "Master", MASTER_RECORD_TYPE_ID, true, true, types.isEmpty(), true));
        }
    }

    /** A lookup or master-detail to an object of the project gives that object a child relationship. */
    private void childRelationship(ObjectDraft child, ObjectDraft.DeclaredField field) {
        ObjectDraft.Reference reference = field.reference();
        if (reference == null || reference.target() == null) {
            return;
        }
        String parent = reference.target().toLowerCase(Locale.ROOT);
        if (!objects.contains(parent)) {
            return;
        }
        String relationship = reference.relationshipName();
        childRelationships.add(Map.entry(
                parent,
                new ChildRelationship(
                        child.name,
                        field.name(),
                        relationship == null ? null : context.qualify(relationship + "__r"),
                        reference.cascade())));
    }

    /** Sets the {@code validFor} bitmaps of a dependent picklist from its controlling field's values. */
    private void dependency(ObjectDraft draft, FieldReader.Dependency d) {
        FieldBuilder controller = draft.field(d.controller());
        if (controller == null
                || (controller.type != FieldType.PICKLIST
                        && controller.type != FieldType.MULTIPICKLIST
                        && controller.type != FieldType.BOOLEAN)) {
            context.problems.error(
                    d.file(),
                    d.atPath() + "/controllingField (line " + d.atLine() + ")",
                    "controlling field '" + d.controller() + "' of '" + d.field().name + "' is "
                            + (controller == null
                                    ? "not a field of object '" + draft.name + "'"
                                    : "a " + controller.type.apiName() + " field, not a picklist or checkbox"));
            return;
        }
        List<String> controllingValues = new ArrayList<>();
        if (controller.type == FieldType.BOOLEAN) {
            controllingValues.add("unchecked");
            controllingValues.add("checked");
        } else {
            controller.picklistValues.forEach(e -> controllingValues.add(e.value()));
        }
        List<PicklistEntry> entries = new ArrayList<>(d.field().picklistValues.size());
        for (PicklistEntry entry : d.field().picklistValues) {
            List<String> valid = d.validFor().get(entry.value());
            String bitmap = null;
            if (valid != null) {
                bitmap = validFor(valid, controllingValues, controller.type == FieldType.BOOLEAN, d);
            }
            entries.add(new PicklistEntry(
                    entry.value(),
                    entry.label(),
                    entry.active(),
                    entry.defaultValue(),
                    bitmap == null ? validFor(List.of(), controllingValues, false, d) : bitmap));
        }
        d.field().picklistValues = entries;
    }

    /** Encodes controlling indexes as the platform does: most significant bit first, padded to whole base64 quanta. */
    private String validFor(
            List<String> valid, List<String> controllingValues, boolean checkbox, FieldReader.Dependency d) {
        int bytes = Math.max(3, (controllingValues.size() + 7) / 8);
        bytes = (bytes + 2) / 3 * 3;
        byte[] bitmap = new byte[bytes];
        for (String value : valid) {
            String v = checkbox ? checkbox(value) : value;
            int index = controllingValues.indexOf(v);
            if (index < 0) {
                context.problems.warning(
                        d.file(),
                        d.atPath() + "/valueSettings (line " + d.atLine() + ")",
                        "controlling value '" + value + "' is not a value of '" + d.controller() + "'; ignored for '"
                                + d.field().name + "'");
                continue;
            }
            bitmap[index >> 3] |= (byte) (0x80 >> (index & 7));
        }
        return Base64.getEncoder().encodeToString(bitmap);
    }

    private static String checkbox(String value) {
        String v = value.toLowerCase(Locale.ROOT);
        return v.equals("true") || v.equals("checked") ? "checked" : "unchecked";
    }

    /** A roll-up summary takes its result type from the summarized field (a count is a whole number). */
    private static void summary(SourceContext context, Map<String, ObjectDraft> byName, FieldReader.Summary s) {
        FieldBuilder b = s.field();
        String operation = s.operation() == null ? "count" : s.operation().toLowerCase(Locale.ROOT);
        if (operation.equals("count")) {
            b.type = FieldType.DOUBLE;
            b.precision = 18;
            b.scale = 0;
            return;
        }
        String summarized = s.summarizedField();
        ObjectDraft.Summarized source = null;
        if (summarized != null && summarized.indexOf('.') > 0) {
            int dot = summarized.indexOf('.');
            ObjectDraft child =
                    byName.get(context.qualify(summarized.substring(0, dot)).toLowerCase(Locale.ROOT));
            source = child == null ? null : child.summarized(context.qualify(summarized.substring(dot + 1)));
        }
        if (source == null) {
            context.problems.warning(
                    s.file(),
                    s.atPath() + "/summarizedField (line " + s.atLine() + ")",
                    "summarized field '" + summarized + "' of roll-up '" + b.name
                            + "' is not in the project; its type is taken as a number (double)");
            return;
        }
        b.type = source.type();
        b.soapType = source.soapType();
        b.precision = source.type() == FieldType.DATE || source.type() == FieldType.DATETIME ? 0 : 18;
        b.scale = source.scale();
        b.groupable = source.type() == FieldType.DATE;
    }
}
