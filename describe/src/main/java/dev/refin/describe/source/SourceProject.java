package dev.refin.describe.source;

import dev.refin.describe.DescribeProblem;
import dev.refin.describe.ObjectDescribe;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A project of metadata source read by {@link MetadataSource#read}: its objects in the describe model, and beside them
 * (not in the records) where each object and field came from and what source cannot know about each object.
 */
public final class SourceProject {
    private final Path root;
    private final SourceFormat format;
    private final List<ObjectDescribe> objects;
    private final Map<String, ObjectProvenance> provenance;
    private final List<DescribeProblem> warnings;

    SourceProject(
            Path root,
            SourceFormat format,
            List<ObjectDescribe> objects,
            List<ObjectProvenance> provenance,
            List<DescribeProblem> warnings) {
        this.root = root;
        this.format = format;
        this.objects = List.copyOf(objects);
        Map<String, ObjectProvenance> byName = new HashMap<>();
        for (ObjectProvenance p : provenance) {
            byName.put(p.object().toLowerCase(Locale.ROOT), p);
        }
        this.provenance = Map.copyOf(byName);
        this.warnings = List.copyOf(warnings);
    }

    /** The folder that was read. */
    public Path root() {
        return root;
    }

    /**
     * The layout the folder is in: {@link SourceFormat#METADATA_API} when every {@code objects} folder holds only
     * {@code .object} files, else {@link SourceFormat#SOURCE} (whose package directories may also hold objects in the
     * metadata API format: each object is read in the format it is written in).
     */
    public SourceFormat format() {
        return format;
    }

    /**
     * The objects, sorted by API name, as the describe parser would give them: declared fields and, for custom
     * objects, the standard fields the platform adds.
     */
    public List<ObjectDescribe> objects() {
        return objects;
    }

    /** The object {@code apiName}, ignoring case. */
    public Optional<ObjectDescribe> object(String apiName) {
        return objects.stream().filter(o -> o.name().equalsIgnoreCase(apiName)).findFirst();
    }

    /** Where the object {@code apiName} (ignoring case) and its fields came from, and what is unknown about it. */
    public Optional<ObjectProvenance> provenance(String apiName) {
        return Optional.ofNullable(provenance.get(apiName.toLowerCase(Locale.ROOT)));
    }

    /** Things read but not used (e.g. a roll-up whose summarized field is outside the project), in the order found. */
    public List<DescribeProblem> warnings() {
        return warnings;
    }

    @Override
    public String toString() {
        return "SourceProject[" + root + ", " + format + ", " + objects.size() + " objects]";
    }
}
