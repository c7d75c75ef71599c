package dev.refin.describe.source;

import dev.refin.describe.ApiNames;
import dev.refin.describe.DescribeException;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.ObjectKind;
import dev.refin.describe.PicklistEntry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Reads the files of a project into object drafts: object files, field files, record types, global value sets. */
final class ProjectReader {
    private final Path root;
    private final SourceContext context;
    /** Every file is read through it: the readers of one object share one, on its task's thread. */
    private final FileBuffer buffer;
    /** Drafts by lower-case object name, sorted: one, for a reader of one object's units. */
    private final Map<String, ObjectDraft> drafts = new TreeMap<>();

    private ProjectReader(Path root, SourceContext context, FileBuffer buffer) {
        this.root = root;
        this.context = context;
        this.buffer = buffer;
    }

    static SourceProject read(Path dir) throws IOException, DescribeException {
        Path root = dir.toAbsolutePath().normalize();
        Problems layoutProblems = new Problems();
        ProjectLayout layout = ProjectLayout.of(root, layoutProblems);
        layoutProblems.throwIfErrors();
        if (layout == null) {
            throw new DescribeException(layoutProblems.all);
        }
        SourceContext context = new SourceContext(layout.namespace);
        context.problems.all.addAll(layoutProblems.all);
        ProjectReader reader = new ProjectReader(root, context, new FileBuffer());
        for (Path folder : layout.globalValueSetFolders) {
            reader.readGlobalValueSets(folder);
        }
        // One unit per object: an object folder (source format) or an .object file (metadata API format). Each objects
        // folder is read for both, as package directories may mix the formats (a project part-way converted).
        List<Unit> units = new ArrayList<>();
        Map<String, String> draftNames = new HashMap<>();
        for (Path objects : layout.objectFolders) {
            for (Path folder : ProjectLayout.folders(objects)) {
                units.add(Unit.of(folder, SourceFormat.SOURCE, context, draftNames));
            }
            for (String file : ProjectLayout.files(objects, ProjectLayout.OBJECT_FILE)) {
                units.add(Unit.of(objects.resolve(file), SourceFormat.METADATA_API, context, draftNames));
            }
        }
        // The units of each object (more than one when package directories share it) are read, in order, and the
        // object settled on a task of its own, on every core, so that what reading it needs dies young; the objects
        // come back in name order, with their problems, as if one reader had read them all.
        Map<String, List<Unit>> byObject = new TreeMap<>();
        for (Unit unit : units) {
            byObject.computeIfAbsent(unit.draft().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                    .add(unit);
        }
        Set<String> objects = byObject.keySet();
        List<ProjectAssembler.Settled> settled;
        try {
            settled = List.copyOf(byObject.values()).parallelStream()
                    .map(objectUnits -> reader.settle(objectUnits, objects))
                    .toList();
        } catch (UncheckedIOException e) {
            // A file that could not be read fails the whole read.
            throw e.getCause();
        }
        SourceProject project = ProjectAssembler.assemble(context, root, layout.format, settled);
        context.problems.throwIfErrors();
        return project;
    }

    /**
     * One object's files: an object folder (source format) or an {@code .object} file (metadata API format), and the
     * name of the draft it goes into.
     */
    private record Unit(Path path, SourceFormat format, String draft) {

        /** Units naming the same object (in two package directories) make one draft, named as the first names it. */
        static Unit of(Path path, SourceFormat format, SourceContext context, Map<String, String> draftNames) {
            String name = context.qualify(ObjectRead.local(path, format));
            return new Unit(path, format, draftNames.computeIfAbsent(name.toLowerCase(Locale.ROOT), k -> name));
        }
    }

    /**
     * Reads an object's units in order into its draft and settles it, on a task of its own, with problems of its own.
     *
     * @throws UncheckedIOException when a file cannot be read
     */
    private ProjectAssembler.Settled settle(List<Unit> objectUnits, Set<String> objects) {
        FileBuffer buffer = new FileBuffer();
        ProjectReader object = new ProjectReader(root, context.forObject(), buffer);
        try {
            for (Unit unit : objectUnits) {
                object.merge(new ProjectReader(root, context.forObject(), buffer)
                        .readObject(unit.path(), unit.draft(), unit.format()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ObjectDraft draft = object.drafts.values().iterator().next();
        return ProjectAssembler.settle(draft, object.context, objects);
    }

    /** Reads the global value sets in {@code folder}, in either format (as the objects folders, they may mix). */
    private void readGlobalValueSets(Path folder) throws IOException {
        for (String suffix : List.of(".globalValueSet-meta.xml", ".globalValueSet")) {
            readGlobalValueSets(folder, suffix);
        }
    }

    private void readGlobalValueSets(Path folder, String suffix) throws IOException {
        for (String fileName : ProjectLayout.files(folder, suffix)) {
            SourceFile source = SourceFile.in(root, folder, fileName);
            XmlElement xml = parse(source, "GlobalValueSet");
            if (xml == null) {
                continue;
            }
            String name = fileName.substring(0, fileName.length() - suffix.length());
            List<PicklistEntry> values = new ArrayList<>();
            for (XmlElement value : xml.all("customValue")) {
                PicklistEntry entry = FieldReader.entry(value, "default");
                if (entry != null) {
                    values.add(entry);
                }
            }
            if (FieldReader.bool(xml, "sorted")) {
                values.sort(java.util.Comparator.comparing(PicklistEntry::label));
            }
            context.globalValueSets.put(name, List.copyOf(values));
        }
    }

    /**
     * Reads one object's unit on a thread of its own, with this reader's own problems: parses its files, checks their
     * names and reads each field as it is parsed, so that its document can be dropped at once.
     */
    private ObjectRead readObject(Path unit, String name, SourceFormat format) {
        ObjectRead read = new ObjectRead(name, unit, context);
        try {
            String local = ObjectRead.local(unit, format);
            if (format == SourceFormat.SOURCE) {
                Path objectFile = unit.resolve(local + ObjectRead.OBJECT_META);
                if (Files.isRegularFile(objectFile)) {
                    SourceFile source = SourceFile.of(root, objectFile);
                    XmlElement xml = parse(source, "CustomObject");
                    if (xml != null) {
                        checkObjectName(xml, source, local);
                        read.object(source, xml);
                    }
                }
                Path fields = unit.resolve("fields");
                for (String fileName : ProjectLayout.files(fields, ObjectRead.FIELD_META)) {
                    SourceFile source = SourceFile.in(root, fields, fileName);
                    XmlElement xml = parse(source, "CustomField");
                    if (xml == null) {
                        continue;
                    }
                    String expected = fileName.substring(0, fileName.length() - ObjectRead.FIELD_META.length());
                    String fieldName = checkFieldName(xml, source, local, expected);
                    if (fieldName != null) {
                        read.declare(fieldName, xml, source, "CustomField");
                    }
                }
                Path recordTypes = unit.resolve("recordTypes");
                for (String fileName : ProjectLayout.files(recordTypes, ObjectRead.RECORD_TYPE_META)) {
                    SourceFile source = SourceFile.in(root, recordTypes, fileName);
                    XmlElement xml = parse(source, "RecordType");
                    if (xml != null) {
                        if (xml.text("fullName") == null) {
                            read.recordTypes.add(withName(
                                    xml,
                                    fileName.substring(0, fileName.length() - ObjectRead.RECORD_TYPE_META.length())));
                        } else {
                            read.recordTypes.add(xml);
                        }
                    }
                }
            } else {
                SourceFile source = SourceFile.of(root, unit);
                XmlElement xml = parse(source, "CustomObject");
                if (xml == null) {
                    return read;
                }
                checkObjectName(xml, source, local);
                read.object(source, xml);
                for (XmlElement field : xml.all("fields")) {
                    String fullName = field.text("fullName");
                    if (fullName == null) {
                        context.problems.error(
                                source,
                                field.path() + " (line " + field.line + ")",
                                "missing <fullName>: the field has no name");
                        continue;
                    }
                    String fieldName = checkFieldName(field, source, local, null);
                    if (fieldName != null) {
                        read.declare(fieldName, field, source, "CustomObject/fields");
                    }
                }
                read.recordTypes.addAll(xml.all("recordTypes"));
            }
        } catch (IOException e) {
            read.failure = e;
        }
        return read;
    }

    /**
     * Takes what a unit declares into its object's draft, with the unit's problems in the order they were found, as if
     * its files had been read here: the problems of each file come before its declaration.
     */
    private void merge(ObjectRead read) throws IOException {
        if (read.failure != null) {
            throw read.failure;
        }
        ObjectDraft draft =
                drafts.computeIfAbsent(read.name.toLowerCase(Locale.ROOT), k -> new ObjectDraft(read.name, read.unit));
        Problems found = read.context.problems;
        int next = 0;
        if (read.objectXml != null) {
            context.problems.addAll(found.all.subList(next, read.objectProblemsBefore));
            next = read.objectProblemsBefore;
            setObject(draft, read.objectFile, read.objectXml);
        }
        for (ObjectRead.Declaration declaration : read.fields) {
            if (declaration.problemsBefore() > next) {
                context.problems.addAll(found.all.subList(next, declaration.problemsBefore()));
                next = declaration.problemsBefore();
            }
            declare(draft, declaration.field());
        }
        context.problems.addAll(found.all.subList(next, found.all.size()));
        draft.recordTypes.addAll(read.recordTypes);
    }

    private void setObject(ObjectDraft draft, SourceFile source, XmlElement xml) {
        if (draft.objectXml != null) {
            context.problems.error(
                    source,
                    "CustomObject",
                    "object '" + draft.name + "' is declared twice (also in " + draft.objectFile.display() + ")");
            return;
        }
        draft.objectFile = source;
        draft.objectXml = xml;
    }

    private void declare(ObjectDraft draft, ObjectDraft.DeclaredField field) {
        ObjectDraft.DeclaredField previous = draft.declared.putIfAbsent(field.key(), field);
        if (previous != null) {
            context.problems.error(
                    field.file(),
                    field.element() + "/fullName",
                    "field '" + field.localName() + "' of object '" + draft.name + "' is declared twice (also in "
                            + previous.file().display() + ")");
        }
    }

    private void checkObjectName(XmlElement xml, SourceFile source, String expected) {
        String fullName = xml.text("fullName");
        if (fullName != null && !fullName.equals(expected)) {
            XmlElement at = xml.child("fullName");
            context.problems.error(
                    source,
                    at.path() + " (line " + at.line + ")",
                    "fullName '" + fullName + "' disagrees with the file name, which names object '" + expected + "'");
        }
    }

    /**
     * The field's name, checked: its {@code fullName} (alone or qualified with its object, {@code Object.Field}) must
     * agree with its file name and with the object it sits under. Null, with an error, when it does not.
     */
    private String checkFieldName(XmlElement xml, SourceFile source, String object, String expected) {
        String fullName = xml.text("fullName");
        String name = fullName == null ? expected : fullName;
        int dot = name.indexOf('.');
        if (dot >= 0) {
            String owner = name.substring(0, dot);
            name = name.substring(dot + 1);
            if (!owner.equalsIgnoreCase(object)) {
                context.problems.error(
                        source,
                        fullNameElement(xml),
                        "field '" + fullName + "' belongs to object '" + owner + "' but sits under object '" + object
                                + "'");
                return null;
            }
        }
        if (expected != null && !name.equals(expected)) {
            context.problems.error(
                    source,
                    fullNameElement(xml),
                    "fullName '" + fullName + "' disagrees with the file name, which names field '" + expected + "'");
            return null;
        }
        if (!ApiNames.isValid(name)) {
            context.problems.error(
                    source,
                    fullNameElement(xml),
                    "'" + name + "' is not a valid API name (letters, digits and underscores, starting with a letter)");
            return null;
        }
        return name;
    }

    /** Where a field's name is given, for a problem: its {@code fullName} element (with its line), else the field. */
    private static String fullNameElement(XmlElement xml) {
        XmlElement at = xml.child("fullName");
        return at == null ? xml.path() : at.path() + " (line " + at.line + ")";
    }

    /** Parses a file, checking its root element; null, with an error, when it cannot be used. */
    private XmlElement parse(SourceFile source, String rootName) throws IOException {
        XmlElement xml;
        try {
            xml = XmlElement.read(source.path(), buffer);
        } catch (XmlElement.MalformedException e) {
            context.problems.error(source, "", e.getMessage());
            return null;
        }
        if (!xml.name.equals(rootName)) {
            context.problems.error(
                    source,
                    xml.name + " (line " + xml.line + ")",
                    "expected a <" + rootName + "> document, found <" + xml.name + ">");
            return null;
        }
        return xml;
    }

    private static XmlElement withName(XmlElement xml, String name) {
        return XmlElement.withText(xml, "fullName", name);
    }

    /**
     * What one object's unit declares (an object folder of the source format, or an {@code .object} file of the
     * metadata API format), read on a thread of its own: the files are many and small, so reading them dominates, and
     * a task per unit does it on every core. Each field is read as its document is parsed (see {@link
     * FieldReader}), so no field's document outlives its reading; the problems come in file order, each declaration
     * noting how many came before it, so that the units are merged in order as if one reader had read them all.
     */
    static final class ObjectRead {
        static final String OBJECT_META = ".object-meta.xml";
        static final String FIELD_META = ".field-meta.xml";
        static final String RECORD_TYPE_META = ".recordType-meta.xml";

        /** A declared field, and how many of the unit's problems were found before it. */
        record Declaration(ObjectDraft.DeclaredField field, int problemsBefore) {}

        /** The name of the object's draft. */
        final String name;

        final Path unit;
        /** The problems of reading the unit's files and checking their names. */
        final SourceContext context;
        /** The problems of reading its fields, each field taking its own, in order, with it. */
        private final SourceContext fieldContext;

        private final FieldReader fieldReader;
        private final ObjectKind kind;
        SourceFile objectFile;
        XmlElement objectXml;
        int objectProblemsBefore;
        final List<Declaration> fields = new ArrayList<>();
        final List<XmlElement> recordTypes = new ArrayList<>();
        /** Set when a file could not be read: the whole read fails with it. */
        IOException failure;

        ObjectRead(String name, Path unit, SourceContext context) {
            this.name = name;
            this.unit = unit;
            this.context = context;
            this.fieldContext = context.forObject();
            this.fieldReader = new FieldReader(fieldContext);
            this.kind = ObjectKind.of(name);
        }

        /** The object's local name, from its folder or {@code .object} file. */
        static String local(Path unit, SourceFormat format) {
            String fileName = unit.getFileName().toString();
            return format == SourceFormat.SOURCE
                    ? fileName
                    : fileName.substring(0, fileName.length() - ProjectLayout.OBJECT_FILE.length());
        }

        void object(SourceFile source, XmlElement xml) {
            objectFile = source;
            objectXml = xml;
            objectProblemsBefore = context.problems.all.size();
        }

        /** Declares a field (its name checked against its file and object) and reads it. */
        void declare(String fieldName, XmlElement xml, SourceFile source, String element) {
            String qualified = context.qualify(fieldName);
            String type = xml.text("type");
            boolean settingsOnly = ProjectAssembler.standardFieldSettings(xml, qualified);
            FieldReader.Result result = null;
            List<DescribeProblem> problems = List.of();
            if (!settingsOnly) {
                List<DescribeProblem> all = fieldContext.problems.all;
                int before = all.size();
                fieldContext.currentFile = source;
                result = fieldReader.read(xml, qualified, name, kind, source);
                if (all.size() > before) {
                    problems = List.copyOf(all.subList(before, all.size()));
                }
            }
            ObjectDraft.Reference reference = null;
            if ("Lookup".equals(type) || "MasterDetail".equals(type)) {
                reference = new ObjectDraft.Reference(
                        context.qualify(xml.text("referenceTo")),
                        xml.text("relationshipName"),
                        "MasterDetail".equals(type) || "Cascade".equals(xml.text("deleteConstraint")));
            }
            fields.add(new Declaration(
                    new ObjectDraft.DeclaredField(
                            qualified,
                            qualified.toLowerCase(Locale.ROOT),
                            fieldName,
                            source,
                            element,
                            xml.line,
                            settingsOnly,
                            "MasterDetail".equals(type),
                            result,
                            problems,
                            reference),
                    context.problems.all.size()));
        }
    }
}
