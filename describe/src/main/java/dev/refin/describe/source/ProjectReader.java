package dev.refin.describe.source;

import dev.refin.describe.ApiNames;
import dev.refin.describe.DescribeException;
import dev.refin.describe.PicklistEntry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Reads the files of a project into object drafts: object files, field files, record types, global value sets. */
final class ProjectReader {
    private final Path root;
    private final SourceContext context;
    /** Drafts by lower-case object name, sorted. */
    private final Map<String, ObjectDraft> drafts = new TreeMap<>();

    private ProjectReader(Path root, SourceContext context) {
        this.root = root;
        this.context = context;
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
        ProjectReader reader = new ProjectReader(root, context);
        for (Path folder : layout.globalValueSetFolders) {
            reader.readGlobalValueSets(folder, layout.format);
        }
        if (layout.format == SourceFormat.SOURCE) {
            List<Path> folders = new ArrayList<>();
            for (Path objects : layout.objectFolders) {
                folders.addAll(ProjectLayout.folders(objects));
            }
            for (ObjectFolder folder : ObjectFolder.load(folders)) {
                reader.readSourceObject(folder);
            }
        } else {
            for (Path objects : layout.objectFolders) {
                for (Path file : ProjectLayout.files(objects, ".object")) {
                    reader.readMetadataApiObject(file);
                }
            }
        }
        // Files that could not be read are left out; the others are still checked, so every problem is reported.
        SourceProject project = new ProjectAssembler(context, root, layout.format).assemble(reader.drafts.values());
        context.problems.throwIfErrors();
        return project;
    }

    private void readGlobalValueSets(Path folder, SourceFormat format) throws IOException {
        String suffix = format == SourceFormat.SOURCE ? ".globalValueSet-meta.xml" : ".globalValueSet";
        for (Path file : ProjectLayout.files(folder, suffix)) {
            SourceFile source = SourceFile.of(root, file);
            XmlElement xml = parse(source, "GlobalValueSet");
            if (xml == null) {
                continue;
            }
            String fileName = file.getFileName().toString();
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

    private void readSourceObject(ObjectFolder loaded) throws IOException {
        Path folder = loaded.folder;
        String name = context.qualify(folder.getFileName().toString());
        ObjectDraft draft = draft(name, folder);
        String local = folder.getFileName().toString();
        if (loaded.objectFile != null) {
            SourceFile source = SourceFile.of(root, loaded.objectFile);
            XmlElement xml = parse(source, loaded.objectDocument, "CustomObject");
            if (xml != null) {
                checkObjectName(xml, source, local);
                setObject(draft, source, xml);
            }
        }
        for (int i = 0; i < loaded.fields.size(); i++) {
            Path file = loaded.fields.get(i);
            SourceFile source = SourceFile.of(root, file);
            XmlElement xml = parse(source, loaded.fieldDocuments[i], "CustomField");
            if (xml == null) {
                continue;
            }
            String fileName = file.getFileName().toString();
            String expected = fileName.substring(0, fileName.length() - ObjectFolder.FIELD_META.length());
            String fieldName = checkFieldName(xml, source, local, expected);
            if (fieldName != null) {
                declare(draft, fieldName, xml, source);
            }
        }
        for (int i = 0; i < loaded.recordTypes.size(); i++) {
            Path file = loaded.recordTypes.get(i);
            SourceFile source = SourceFile.of(root, file);
            XmlElement xml = parse(source, loaded.recordTypeDocuments[i], "RecordType");
            if (xml != null) {
                if (xml.text("fullName") == null) {
                    String fileName = file.getFileName().toString();
                    draft.recordTypes.add(withName(
                            xml, fileName.substring(0, fileName.length() - ObjectFolder.RECORD_TYPE_META.length())));
                } else {
                    draft.recordTypes.add(xml);
                }
            }
        }
    }

    private void readMetadataApiObject(Path file) throws IOException {
        String fileName = file.getFileName().toString();
        String local = fileName.substring(0, fileName.length() - ".object".length());
        SourceFile source = SourceFile.of(root, file);
        XmlElement xml = parse(source, "CustomObject");
        ObjectDraft draft = draft(context.qualify(local), file);
        if (xml == null) {
            return;
        }
        checkObjectName(xml, source, local);
        setObject(draft, source, xml);
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
                declare(draft, fieldName, field, source);
            }
        }
        draft.recordTypes.addAll(xml.all("recordTypes"));
    }

    private ObjectDraft draft(String name, Path folder) {
        return drafts.computeIfAbsent(name.toLowerCase(Locale.ROOT), k -> new ObjectDraft(name, folder));
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

    private void declare(ObjectDraft draft, String fieldName, XmlElement xml, SourceFile source) {
        String qualified = context.qualify(fieldName);
        ObjectDraft.DeclaredField previous = draft.declared.putIfAbsent(
                qualified.toLowerCase(Locale.ROOT), new ObjectDraft.DeclaredField(qualified, xml, source));
        if (previous != null) {
            context.problems.error(
                    source,
                    xml.path() + "/fullName",
                    "field '" + fieldName + "' of object '" + draft.name + "' is declared twice (also in "
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
        return parse(source, ObjectFolder.parse(source.path()), rootName);
    }

    /**
     * Checks a document parsed ahead ({@code document}, or the exception reading it gave) for its root element; null,
     * with an error, when it cannot be used.
     */
    private XmlElement parse(SourceFile source, Object document, String rootName) throws IOException {
        if (document instanceof IOException e) {
            throw e;
        }
        if (document instanceof XmlElement.MalformedException e) {
            context.problems.error(source, "", e.getMessage());
            return null;
        }
        XmlElement xml = (XmlElement) document;
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
     * An object folder of the source format, listed and parsed ahead: its object file, field files and record type
     * files, each with its document or the exception reading it gave. The files are many and small, so reading them
     * dominates; a task per folder does it on every core (a folder's listing, stats and parses together), and what
     * follows checks the documents in folder and file order, so problems come in file order.
     */
    static final class ObjectFolder {
        static final String OBJECT_META = ".object-meta.xml";
        static final String FIELD_META = ".field-meta.xml";
        static final String RECORD_TYPE_META = ".recordType-meta.xml";

        final Path folder;
        /** The object file, or null when the folder has none. */
        Path objectFile;

        Object objectDocument;
        List<Path> fields;
        Object[] fieldDocuments;
        List<Path> recordTypes;
        Object[] recordTypeDocuments;

        private ObjectFolder(Path folder) {
            this.folder = folder;
        }

        /** The folders, each listed and parsed, in the order given. */
        static List<ObjectFolder> load(List<Path> folders) throws IOException {
            try {
                return folders.parallelStream()
                        .map(folder -> {
                            try {
                                return load(folder);
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                        })
                        .toList();
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }

        private static ObjectFolder load(Path folder) throws IOException {
            ObjectFolder loaded = new ObjectFolder(folder);
            Path objectFile = folder.resolve(folder.getFileName().toString() + OBJECT_META);
            if (Files.isRegularFile(objectFile)) {
                loaded.objectFile = objectFile;
                loaded.objectDocument = parse(objectFile);
            }
            loaded.fields = ProjectLayout.files(folder.resolve("fields"), FIELD_META);
            loaded.fieldDocuments = parseAll(loaded.fields);
            loaded.recordTypes = ProjectLayout.files(folder.resolve("recordTypes"), RECORD_TYPE_META);
            loaded.recordTypeDocuments = parseAll(loaded.recordTypes);
            return loaded;
        }

        private static Object[] parseAll(List<Path> files) {
            Object[] documents = new Object[files.size()];
            for (int i = 0; i < documents.length; i++) {
                documents[i] = parse(files.get(i));
            }
            return documents;
        }

        /** The document, or the exception that reading it gave. */
        static Object parse(Path file) {
            try {
                return XmlElement.read(file);
            } catch (IOException | XmlElement.MalformedException e) {
                return e;
            }
        }
    }
}
