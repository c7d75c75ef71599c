package dev.refin.describe.source;

import dev.refin.describe.ChildRelationship;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.ObjectKind;
import dev.refin.describe.RecordTypeInfo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** One object as read, before the project-wide pass settles dependencies, roll-ups and child relationships. */
final class ObjectDraft {
    final String name;
    final ObjectKind kind;
    final Path folder;
    SourceFile objectFile;
    XmlElement objectXml;
    /** Declared fields by lower-case name, each read where its file was parsed. */
    final Map<String, DeclaredField> declared = new LinkedHashMap<>();

    final List<XmlElement> recordTypes = new ArrayList<>();
    final List<FieldBuilder> fields = new ArrayList<>();
    final Map<String, FieldProvenance> provenance = new LinkedHashMap<>();
    final List<FieldReader.Dependency> dependencies = new ArrayList<>();
    final List<FieldReader.Summary> summaries = new ArrayList<>();
    final List<ChildRelationship> children = new ArrayList<>();
    final List<RecordTypeInfo> recordTypeInfos = new ArrayList<>();
    final Set<SourceUnknown> unknown = EnumSet.noneOf(SourceUnknown.class);
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

    FieldBuilder field(String apiName) {
        for (FieldBuilder f : fields) {
            if (f.name.equalsIgnoreCase(apiName)) {
                return f;
            }
        }
        return null;
    }
}
