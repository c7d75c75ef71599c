package dev.refin.describe.source;

import dev.refin.describe.ChildRelationship;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectKind;
import dev.refin.describe.RecordTypeInfo;
import dev.refin.runtime.FieldType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One object as read: its declarations, then (once settled on its own task) its fields built, but for what needs other
 * objects (roll-up result types, child relationships), which the project-wide pass settles.
 */
final class ObjectDraft {
    final String name;
    final ObjectKind kind;
    final Path folder;
    SourceFile objectFile;
    XmlElement objectXml;
    /** Declared fields by lower-case name, each read where its file was parsed. */
    final Map<String, DeclaredField> declared = new LinkedHashMap<>();

    final List<XmlElement> recordTypes = new ArrayList<>();
    /** Its fields in describe order, being derived and read; emptied once they are {@link #build built}. */
    final List<FieldBuilder> fields = new ArrayList<>();
    /**
     * Its fields once built, in describe order; null where a roll-up waits for the type of the field it summarizes
     * (its builder is in {@link #summaries}, in the same order).
     */
    final List<FieldDescribe> built = new ArrayList<>();

    final Map<String, FieldProvenance> provenance = new LinkedHashMap<>();
    final List<FieldReader.Dependency> dependencies = new ArrayList<>();
    final List<FieldReader.Summary> summaries = new ArrayList<>();
    final List<ChildRelationship> children = new ArrayList<>();
    final List<RecordTypeInfo> recordTypeInfos = new ArrayList<>();
    final Set<SourceUnknown> unknown = EnumSet.noneOf(SourceUnknown.class);
    /** Where the object and its fields came from, made when they are {@link #build built}. */
    ObjectProvenance origin;

    String label;
    String labelPlural;
    String customSettingsType;

    /**
     * A field the project declares, read where its document was parsed: what assembling its object needs of it.
     *
     * @param name the API name, qualified with the namespace
     * @param key the name in lower case, the key of {@link #declared}
     * @param localName the name as the file gives it
     * @param element the path of the field's element in its document, for problems
     * @param line the line of the field's element
     * @param settingsOnly whether the file only sets a standard field's settings (left to a describe)
     * @param result what reading it gave; null when it could not be read
     * @param problems the problems reading it gave, in order
     * @param reference for a lookup or master-detail, what its child relationship needs; else null
     */
    record DeclaredField(
            String name,
            String key,
            String localName,
            SourceFile file,
            String element,
            int line,
            boolean settingsOnly,
            boolean masterDetail,
            FieldReader.Result result,
            List<DescribeProblem> problems,
            Reference reference) {}

    /**
     * What a lookup or master-detail gives its target object: a child relationship.
     *
     * @param target the target object's name, qualified; null when the field names none
     * @param relationshipName the relationship name as the file gives it, or null
     * @param cascade whether deleting the parent deletes the child
     */
    record Reference(String target, String relationshipName, boolean cascade) {}

    ObjectDraft(String name, Path folder) {
        this.name = name;
        this.kind = ObjectKind.of(name);
        this.folder = folder;
    }

    /** The field {@code apiName} (ignoring case) while the fields are being read, or null. */
    FieldBuilder field(String apiName) {
        for (FieldBuilder f : fields) {
            if (f.name.equalsIgnoreCase(apiName)) {
                return f;
            }
        }
        return null;
    }

    /**
     * Builds every field but the roll-ups (which wait for the field they summarize) and the object's provenance, and
     * drops what reading the object needed: its documents, declarations and builders, so that they die young, on the
     * object's own task.
     */
    void build() {
        origin = new ObjectProvenance(name, objectFile == null ? null : objectFile.path(), folder, unknown, provenance);
        provenance.clear();
        int next = 0;
        for (FieldBuilder b : fields) {
            if (next < summaries.size() && summaries.get(next).field() == b) {
                built.add(null);
                next++;
            } else {
                built.add(b.build());
            }
        }
        fields.clear();
        declared.clear();
        dependencies.clear();
        recordTypes.clear();
        objectXml = null;
    }

    /** What a roll-up takes from the field it summarizes. */
    record Summarized(FieldType type, String soapType, int scale) {}

    /** The field {@code apiName} (ignoring case) of a built object, as a roll-up summarizing it sees it; or null. */
    Summarized summarized(String apiName) {
        for (FieldReader.Summary s : summaries) {
            FieldBuilder b = s.field();
            if (b.name.equalsIgnoreCase(apiName)) {
                return new Summarized(b.type, b.soapType, b.scale);
            }
        }
        for (FieldDescribe f : built) {
            if (f != null && f.name().equalsIgnoreCase(apiName)) {
                return new Summarized(f.type(), f.soapType(), f.scale());
            }
        }
        return null;
    }

    /** The fields, the roll-ups built in their places. */
    List<FieldDescribe> describedFields() {
        List<FieldDescribe> result = new ArrayList<>(built.size());
        int next = 0;
        for (FieldDescribe f : built) {
            result.add(f != null ? f : summaries.get(next++).field().build());
        }
        return result;
    }
}
