package dev.refin.describe.source;

import dev.refin.describe.ChildRelationship;
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
    /** Declared fields by lower-case name: the element and the file each came from. */
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

    /** A field the project declares. */
    record DeclaredField(String name, XmlElement xml, SourceFile file) {}

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
