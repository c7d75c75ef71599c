package dev.refin.describe.source;

import dev.refin.describe.ApiNames;
import dev.refin.describe.PicklistEntry;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** What the readers of one project share: its problems, its namespace and its global value sets. */
final class SourceContext {
    final Problems problems = new Problems();
    final String namespace;
    /** The global value sets by name, read before any field. */
    final Map<String, List<PicklistEntry>> globalValueSets;
    /** The file being read, for problems found in helpers that are not given it. */
    SourceFile currentFile;

    SourceContext(String namespace) {
        this(namespace, new HashMap<>());
    }

    private SourceContext(String namespace, Map<String, List<PicklistEntry>> globalValueSets) {
        this.namespace = namespace == null || namespace.isEmpty() ? null : namespace;
        this.globalValueSets = globalValueSets;
    }

    /**
     * A context for reading one object on a thread of its own, once the global value sets are read: the same namespace
     * and value sets, its own problems (which the caller adds to these, in order) and its own current file.
     */
    SourceContext forObject() {
        return new SourceContext(namespace, globalValueSets);
    }

    /**
     * The API name as an org with the package installed gives it: in a package's own source ({@code namespace} in
     * {@code sfdx-project.json}) custom names carry no prefix, which the platform adds.
     */
    String qualify(String name) {
        if (namespace == null || name == null) {
            return name;
        }
        if (ApiNames.suffix(name).isEmpty() || ApiNames.namespace(name).isPresent()) {
            return name;
        }
        return namespace + "__" + name;
    }

    /** The relationship name of a reference field, for dot notation: {@code Invoice__c} gives {@code Invoice__r}. */
    String relationshipName(String fieldName) {
        if (fieldName.endsWith("__c")) {
            return fieldName.substring(0, fieldName.length() - 1) + "r";
        }
        return fieldName.endsWith("Id") ? fieldName.substring(0, fieldName.length() - 2) : fieldName;
    }

    /** The values of a global value set; null, with an error, when the project does not hold it. */
    List<PicklistEntry> globalValueSet(String name, SourceFile file, XmlElement at) {
        List<PicklistEntry> values = globalValueSets.get(name);
        if (values == null) {
            values = globalValueSets.get(qualify(name));
        }
        if (values == null) {
            problems.error(
                    file,
                    at.path() + " (line " + at.line + ")",
                    "global value set '" + name + "' is not in the project (no globalValueSets/" + name
                            + ".globalValueSet-meta.xml or .globalValueSet file)");
        }
        return values;
    }
}
