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
import java.util.Optional;
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
     * How the inputs are named in the lines of {@link #ORIGINS_FILE} and in reports.
     *
     * @param base the directory source folders are shown relative to (the Maven project's), or null to show them as
     *     given
     * @param describes what to call the saved describes, e.g. {@code describe src/main/refin} or {@code describe
     *     https://acme.my.salesforce.com}; null for {@code describe} and the directory as given
     */
    record Naming(Path base, String describes) {
        static final Naming AS_GIVEN = new Naming(null, null);

        String describes(Path describesDir) {
            return describes != null ? describes : "describe " + show(describesDir);
        }

        String show(Path dir) {
            if (base == null) {
                return dir.toString();
            }
            Path absolute = dir.toAbsolutePath().normalize();
            Path from = base.toAbsolutePath().normalize();
            String shown = absolute.getRoot() != null && absolute.getRoot().equals(from.getRoot())
                    ? from.relativize(absolute).toString()
                    : absolute.toString();
            return shown.isEmpty() ? "." : shown.replace('\\', '/');
        }
    }

    /**
     * Reads {@code sources} laid over the describes of {@code describesDir} (none when null). Every problem of every
     * input is reported together.
     */
    static RefinCodegen.SourceInputs read(List<Path> sources, Path describesDir) throws CodegenException {
        return read(sources, describesDir, Naming.AS_GIVEN);
    }

    /** Like {@link #read(List, Path)}, the inputs named as {@code naming} says. */
    static RefinCodegen.SourceInputs read(List<Path> sources, Path describesDir, Naming naming)
            throws CodegenException {
        return lay(readProjects(sources), describesDir, naming);
    }

    /** A folder of metadata source as it was given, and what was read from it. */
    record Folder(Path dir, SourceProject project) {}

    /** Reads every folder of {@code sources}; fails with every problem of every folder. */
    static List<Folder> readProjects(List<Path> sources) throws CodegenException {
        List<String> problems = new ArrayList<>();
        List<Folder> projects = new ArrayList<>();
        for (Path dir : sources) {
            try {
                projects.add(new Folder(dir, MetadataSource.read(dir)));
            } catch (DescribeException e) {
                for (DescribeProblem p : e.problems()) {
                    if (p.severity() == DescribeProblem.Severity.ERROR) {
                        problems.add(dir + ": " + p);
                    }
                }
            } catch (IOException e) {
                problems.add(dir + ": cannot read metadata source: " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new CodegenException(problems);
        }
        return projects;
    }

    /** Lays {@code projects}, read from {@code sources}, in order over the describes of {@code describesDir}. */
    static RefinCodegen.SourceInputs lay(List<Folder> projects, Path describesDir, Naming naming)
            throws CodegenException {
        List<ObjectDescribe> objects = new ArrayList<>();
        List<DescribeProblem> warnings = new ArrayList<>();
        InputOrigins origins = new InputOrigins();
        Map<String, String> objectLines = new TreeMap<>();
        Map<String, Map<String, String>> fieldLines = new TreeMap<>();
        Map<String, String> locations = new TreeMap<>();
        if (describesDir != null) {
            Snapshot saved = RefinCodegen.readSnapshot(describesDir);
            objects.addAll(saved.objects());
            warnings.addAll(saved.warnings());
            String origin = naming.describes(describesDir);
            for (ObjectDescribe object : saved.objects()) {
                objectLines.put(object.name(), origin);
                for (FieldDescribe field : object.fields()) {
                    fieldLines
                            .computeIfAbsent(object.name(), k -> new TreeMap<>())
                            .put(field.name(), origin);
                }
            }
        }
        for (Folder folder : projects) {
            Path dir = folder.dir();
            SourceProject project = folder.project();
            String source = "source " + naming.show(dir);
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
                String where = source + (provenance == null ? "" : " (" + relative(dir, provenance.folder()) + ")");
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
                    String key = merged.name() + "." + field.name();
                    FieldProvenance fp = provenance == null
                            ? null
                            : provenance.field(field.name()).orElse(null);
                    if (fp != null && !fp.declared()) {
                        fields.put(field.name(), source + " (derived from the object's settings)");
                        locations.put(key, source + " (derived from the settings in " + located(dir, fp) + ")");
                        origins.field(merged.name(), field.name(), "metadata source (derived as the platform adds it)");
                    } else {
                        String file = fp == null ? "" : " (" + relative(dir, fp.file()) + ")";
                        fields.put(field.name(), source + file);
                        locations.put(key, fp == null ? source : source + " (" + located(dir, fp) + ")");
                        origins.field(merged.name(), field.name(), "metadata source");
                    }
                }
            }
            objects = new ArrayList<>(overlay.objects());
        }
        objects.sort((a, b) -> a.name().compareTo(b.name()));
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        objectLines.forEach((object, origin) -> {
            lines.add(object + ": " + origin);
            locations.putIfAbsent(object, origin);
            fieldLines.getOrDefault(object, Map.of()).forEach((field, f) -> {
                lines.add(object + "." + field + ": " + f);
                locations.putIfAbsent(object + "." + field, f);
            });
        });
        return new RefinCodegen.SourceInputs(new Snapshot(objects, warnings), origins, lines, locations);
    }

    /** The first line of {@link #ORIGINS_FILE}. */
    static final String HEADER =
            "# Which input each object and field came from (refin-codegen, generation from metadata source)";

    /**
     * Writes the lines of {@code inputs} whose object {@code selected} accepts into {@code file}, the one format of
     * {@link #ORIGINS_FILE} and of the snapshot's {@code refin-snapshot-inputs.txt}; an unchanged file is not
     * rewritten.
     */
    static boolean writeInputs(Path file, List<String> lines, java.util.function.Predicate<String> selected)
            throws IOException {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            int colon = line.indexOf(": ");
            int dot = line.indexOf('.');
            String object = colon < 0 ? null : line.substring(0, dot > 0 && dot < colon ? dot : colon);
            if (line.startsWith("#") || object == null || selected.test(object)) {
                text.append(line).append('\n');
            }
        }
        String content = text.toString();
        if (Files.isRegularFile(file) && Files.readString(file).equals(content)) {
            return false;
        }
        Files.writeString(file, content);
        return true;
    }

    /** The file of a field, with the line of its element when the file holds more than one field. */
    private static String located(Path dir, FieldProvenance fp) {
        String file = relative(dir, fp.file());
        return fp.line() > 0 && file.endsWith(".object") ? file + ":" + fp.line() : file;
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
            String execution,
            Naming names)
            throws CodegenException, IOException {
        Path root = outputDir.toAbsolutePath().normalize();
        BuildState.fileName(execution); // a bad execution id fails before anything is read
        // Nothing changed since the last run (source and describe files, configuration, generator, outputs): done,
        // without reading a file.
        BuildState before = BuildState.ofSourceInputs(config, naming, sources, describesDir, names.toString());
        Optional<BuildState> previous = BuildState.load(root, execution);
        Optional<BuildState> last = previous.filter(s -> s.isUpToDate(before, root));
        if (last.isPresent()) {
            List<Path> outputs = last.get().outputs(root).stream()
                    .filter(p -> p.toString().endsWith(".java"))
                    .toList();
            List<String> objects = outputs.stream()
                    .map(p -> p.getFileName().toString().replace(".java", ""))
                    .toList();
            return new RefinCodegen.Result(
                    objects, List.of(), outputs, List.of(), last.get().warnings(), true);
        }
        RefinCodegen.SourceInputs inputs = read(sources, describesDir, names);
        RefinCodegen.Plan plan = RefinCodegen.plan(config, naming, inputs.snapshot());
        EntityGenerator generator = new EntityGenerator(plan.names(), inputs.origins());
        List<SourceWriter.Source> files = new ArrayList<>();
        for (ObjectDescribe object : plan.objects()) {
            var generated = generator.generate(object);
            files.add(new SourceWriter.Source(generated.relativePath(), () -> generated));
        }
        Map<Path, String> others = BuildState.outputsOfOthers(root, execution);
        Set<Path> owned = new HashSet<>();
        previous.ifPresent(s -> owned.addAll(s.outputs(root)));
        Path originsFile = root.resolve(ORIGINS_FILE);
        owned.remove(originsFile);
        SourceWriter.Outcome outcome = SourceWriter.write(root, files, owned, others);
        writeInputs(originsFile, inputs.lines(), object -> true);
        List<Path> outputs = new ArrayList<>(outcome.written());
        outputs.addAll(outcome.unchanged());
        outputs.add(originsFile);
        before.withOutputs(root, outputs, inputs.snapshot().warnings()).save(root, execution);
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
