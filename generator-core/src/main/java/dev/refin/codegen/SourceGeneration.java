package dev.refin.codegen;

import dev.refin.codegen.java.EntityGenerator;
import dev.refin.codegen.java.SourceWriter;
import dev.refin.codegen.naming.NamingStrategy;
import dev.refin.codegen.snapshot.BuildState;
import dev.refin.describe.DescribeException;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.source.FieldProvenance;
import dev.refin.describe.source.MetadataSource;
import dev.refin.describe.source.ObjectProvenance;
import dev.refin.describe.source.Origin;
import dev.refin.describe.source.Overlay;
import dev.refin.describe.source.SourceProject;
import dev.refin.describe.source.SourceUnknown;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A generation from the platform's metadata source (the org's configuration as kept in Git), alone or laid over
 * saved describes: every source folder is read and laid over the describes in the order given, the typed API is
 * generated in memory, and only then is anything written. The Javadoc of each class says which input its object and
 * fields came from and what source cannot know (key prefix, permissions), and {@link #ORIGINS_FILE} beside the
 * generated sources lists the input of every object and field.
 */
final class SourceGeneration {
    /** The file, in the output directory, listing which input each object and field came from. */
    static final String ORIGINS_FILE = ".refin-codegen-inputs.txt";

    private SourceGeneration() {}

    /**
     * Reads {@code sources} laid over the describes of {@code describesDir} (none when null). Every problem of every
     * input is reported together.
     */
    static RefinCodegen.SourceInputs read(List<Path> sources, Path describesDir) throws CodegenException {
        List<ObjectDescribe> objects = new ArrayList<>();
        List<DescribeProblem> warnings = new ArrayList<>();
        InputOrigins origins = new InputOrigins();
        Map<String, String> objectLines = new TreeMap<>();
        Map<String, Map<String, String>> fieldLines = new TreeMap<>();
        if (describesDir != null) {
            Snapshot saved = RefinCodegen.readSnapshot(describesDir);
            objects.addAll(saved.objects());
            warnings.addAll(saved.warnings());
            String origin = "describe " + describesDir;
            for (ObjectDescribe object : saved.objects()) {
                objectLines.put(object.name(), origin);
                for (FieldDescribe field : object.fields()) {
                    fieldLines
                            .computeIfAbsent(object.name(), k -> new TreeMap<>())
                            .put(field.name(), origin);
                }
            }
        }
        List<String> problems = new ArrayList<>();
        for (Path dir : sources) {
            SourceProject project;
            try {
                project = MetadataSource.read(dir);
            } catch (DescribeException e) {
                for (DescribeProblem p : e.problems()) {
                    if (p.severity() == DescribeProblem.Severity.ERROR) {
                        problems.add(dir + ": " + p);
                    }
                }
                continue;
            } catch (IOException e) {
                problems.add(dir + ": cannot read metadata source: " + e.getMessage());
                continue;
            }
            warnings.addAll(project.warnings());
            Overlay overlay = MetadataSource.overlay(objects, project);
            for (ObjectDescribe object : project.objects()) {
                String name = object.name();
                ObjectDescribe merged = overlay.objects().stream()
                        .filter(o -> o.name().equalsIgnoreCase(name))
                        .findFirst()
                        .orElse(object);
                Origin origin = overlay.origin(name).orElse(Origin.SOURCE);
                ObjectProvenance provenance = overlay.provenance(name).orElse(null);
                String where =
                        "source " + dir + (provenance == null ? "" : " (" + relative(dir, provenance.folder()) + ")");
                boolean overDescribe = origin == Origin.SOURCE_OVER_DESCRIBE || objectLines.containsKey(merged.name());
                String objectOrigin =
                        overDescribe ? where + " over " + objectLines.getOrDefault(merged.name(), "describe") : where;
                objectLines.remove(name);
                objectLines.put(merged.name(), objectOrigin);
                // The Javadoc names no folder or file, so both layouts of the same objects generate the same bytes.
                origins.object(
                        merged.name(),
                        overDescribe
                                ? "the org's metadata source laid over the object's describe"
                                : "the org's metadata source");
                if (!overDescribe) {
                    origins.unknown(
                            merged.name(),
                            overlay.unknown(name).stream()
                                    .map(SourceUnknown::description)
                                    .toList());
                }
                Map<String, String> fields = fieldLines.computeIfAbsent(merged.name(), k -> new TreeMap<>());
                for (FieldDescribe field : merged.fields()) {
                    if (overlay.origin(name, field.name()).orElse(Origin.DESCRIBE) == Origin.DESCRIBE) {
                        fields.putIfAbsent(field.name(), "describe");
                        continue;
                    }
                    FieldProvenance fp = provenance == null
                            ? null
                            : provenance.field(field.name()).orElse(null);
                    if (fp != null && !fp.declared()) {
                        fields.put(field.name(), "source " + dir + " (derived from the object's settings)");
                        origins.field(merged.name(), field.name(), "metadata source (derived as the platform adds it)");
                    } else {
                        String file = fp == null ? "" : " (" + relative(dir, fp.file()) + ")";
                        fields.put(field.name(), "source " + dir + file);
                        origins.field(merged.name(), field.name(), "metadata source");
                    }
                }
            }
            objects = new ArrayList<>(overlay.objects());
        }
        if (!problems.isEmpty()) {
            throw new CodegenException(problems);
        }
        objects.sort((a, b) -> a.name().compareTo(b.name()));
        List<String> lines = new ArrayList<>();
        lines.add("# Which input each object and field came from (refin-codegen, generation from metadata source)");
        objectLines.forEach((object, origin) -> {
            lines.add(object + ": " + origin);
            fieldLines.getOrDefault(object, Map.of()).forEach((field, f) -> lines.add(object + "." + field + ": " + f));
        });
        return new RefinCodegen.SourceInputs(new Snapshot(objects, warnings), origins, lines);
    }

    private static String relative(Path dir, Path file) {
        if (file == null) {
            return "";
        }
        Path rel = file.isAbsolute() ? dir.toAbsolutePath().normalize().relativize(file.normalize()) : file;
        return rel.toString().replace('\\', '/');
    }

    /** Generates from {@code sources} over {@code describesDir} (or none) into {@code outputDir}. */
    static RefinCodegen.Result generate(
            GeneratorConfig config,
            NamingStrategy naming,
            List<Path> sources,
            Path describesDir,
            Path outputDir,
            String execution)
            throws CodegenException, IOException {
        Path root = outputDir.toAbsolutePath().normalize();
        BuildState.fileName(execution); // a bad execution id fails before anything is read
        RefinCodegen.SourceInputs inputs = read(sources, describesDir);
        RefinCodegen.Plan plan = RefinCodegen.plan(config, naming, inputs.snapshot());
        EntityGenerator generator = new EntityGenerator(plan.names(), inputs.origins());
        List<SourceWriter.Source> files = new ArrayList<>();
        for (ObjectDescribe object : plan.objects()) {
            var generated = generator.generate(object);
            files.add(new SourceWriter.Source(generated.relativePath(), () -> generated));
        }
        Map<Path, String> others = BuildState.outputsOfOthers(root, execution);
        Set<Path> owned = new HashSet<>();
        BuildState.load(root, execution).ifPresent(s -> owned.addAll(s.outputs(root)));
        SourceWriter.Outcome outcome = SourceWriter.write(root, files, owned, others);
        Path originsFile = root.resolve(ORIGINS_FILE);
        String origins = String.join("\n", inputs.lines()) + "\n";
        if (!Files.isRegularFile(originsFile) || !Files.readString(originsFile).equals(origins)) {
            Files.writeString(originsFile, origins);
        }
        List<String> objects = plan.objects().stream().map(ObjectDescribe::name).toList();
        return new RefinCodegen.Result(
                objects,
                outcome.written(),
                outcome.unchanged(),
                outcome.deleted(),
                inputs.snapshot().warnings(),
                false);
    }
}
