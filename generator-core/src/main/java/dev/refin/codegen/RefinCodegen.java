package dev.refin.codegen;

import com.palantir.javapoet.JavaFile;
import dev.refin.runtime.describe.DescribeProblem;
import dev.refin.runtime.describe.FieldDescribe;
import dev.refin.runtime.describe.FieldType;
import dev.refin.runtime.describe.ObjectDescribe;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The generator's one entry point: a snapshot directory of describe JSON in, typed Java sources out.
 *
 * <p>All input is read and validated before anything is written; any error stops the run with every
 * problem listed and the output directory untouched.
 */
public final class RefinCodegen {

    /**
     * What a run did.
     *
     * @param objects the objects generated
     * @param written files created or rewritten
     * @param unchanged files already up to date (not rewritten, modification time kept)
     * @param deleted stale generated files removed
     * @param warnings problems that did not stop the run
     * @param upToDate true when nothing had changed since the last run, so nothing was even parsed
     */
    public record Result(
            List<String> objects,
            List<Path> written,
            List<Path> unchanged,
            List<Path> deleted,
            List<DescribeProblem> warnings,
            boolean upToDate) {}

    private RefinCodegen() {}

    /** Generates with the {@link DefaultNamingStrategy}. */
    public static Result generate(GeneratorConfig config, Path snapshotDir, Path outputDir)
            throws CodegenException, IOException {
        return generate(config, new DefaultNamingStrategy(), snapshotDir, outputDir);
    }

    /**
     * Reads the snapshot, generates every selected object and writes the sources under {@code outputDir}.
     * When nothing changed since the last run (same describe files, configuration and generator, outputs
     * untouched) it returns at once without parsing.
     */
    public static Result generate(GeneratorConfig config, NamingStrategy naming, Path snapshotDir, Path outputDir)
            throws CodegenException, IOException {
        Path root = outputDir.toAbsolutePath().normalize();
        BuildState before = Files.isDirectory(snapshotDir) ? BuildState.ofInputs(config, naming, snapshotDir) : null;
        if (before != null) {
            Optional<BuildState> last = BuildState.load(root).filter(s -> s.isUpToDate(before, root));
            if (last.isPresent()) {
                List<Path> outputs = last.get().outputs(root);
                List<String> objects = outputs.stream()
                        .map(p -> p.getFileName().toString().replace(".java", ""))
                        .toList();
                return new Result(
                        objects, List.of(), outputs, List.of(), last.get().warnings(), true);
            }
        }
        Snapshot snapshot = SnapshotReader.read(snapshotDir);
        Plan plan = plan(config, naming, snapshot);
        EntityGenerator generator = new EntityGenerator(plan.names());
        List<Supplier<JavaFile>> files = plan.objects().stream()
                .map(o -> (Supplier<JavaFile>) () -> generator.generate(o))
                .toList();
        SourceWriter.Outcome outcome = SourceWriter.write(root, files);
        if (before != null) {
            before.withOutputs(root, outcome.produced(), snapshot.warnings()).save(root);
        }
        List<String> objects = outcome.produced().stream()
                .map(p -> p.getFileName().toString().replace(".java", ""))
                .toList();
        return new Result(
                objects, outcome.written(), outcome.unchanged(), outcome.deleted(), snapshot.warnings(), false);
    }

    /** Reads and validates a snapshot directory without generating. */
    public static Snapshot readSnapshot(Path snapshotDir) throws CodegenException {
        return SnapshotReader.read(snapshotDir);
    }

    /** The sources for a snapshot, in memory: one file per selected object, sorted by object API name. */
    public static List<JavaFile> generateFiles(GeneratorConfig config, NamingStrategy naming, Snapshot snapshot)
            throws CodegenException {
        Plan plan = plan(config, naming, snapshot);
        EntityGenerator generator = new EntityGenerator(plan.names());
        return plan.objects().stream().map(generator::generate).toList();
    }

    /** The selected objects and all their names; fails with every configuration problem. */
    private record Plan(List<ObjectDescribe> objects, NameTable names) {}

    private static Plan plan(GeneratorConfig config, NamingStrategy naming, Snapshot snapshot) throws CodegenException {
        List<String> problems = new ArrayList<>();
        checkPackage(config.packageName(), problems);
        List<ObjectDescribe> selected = applyTypeOverrides(config, select(config, snapshot.objects()), problems);
        NameTable names = NameTable.build(selected, config, naming, problems);
        if (!problems.isEmpty()) {
            throw new CodegenException(problems);
        }
        return new Plan(selected, names);
    }

    private static List<ObjectDescribe> applyTypeOverrides(
            GeneratorConfig config, List<ObjectDescribe> objects, List<String> problems) {
        Map<String, String> pending = new TreeMap<>(config.typeOverrides());
        List<ObjectDescribe> result = new ArrayList<>();
        for (ObjectDescribe object : objects) {
            List<FieldDescribe> fields = new ArrayList<>();
            for (FieldDescribe field : object.fields()) {
                String type = pending.remove(object.name() + "." + field.name());
                if (type == null) {
                    fields.add(field);
                } else if (FieldType.fromApiName(type) == FieldType.UNKNOWN) {
                    problems.add("type override " + object.name() + "." + field.name() + "=" + type
                            + ": not a platform field type (string, picklist, double, long, date, ...)");
                    fields.add(field);
                } else {
                    fields.add(field.withType(FieldType.fromApiName(type)));
                }
            }
            result.add(object.withFields(fields));
        }
        pending.keySet()
                .forEach(key ->
                        problems.add("type override " + key + ": no generated object and field has this API name"));
        return result;
    }

    static List<ObjectDescribe> select(GeneratorConfig config, List<ObjectDescribe> objects) {
        List<Pattern> includes =
                config.includes().stream().map(RefinCodegen::glob).toList();
        List<Pattern> excludes =
                config.excludes().stream().map(RefinCodegen::glob).toList();
        return objects.stream()
                .filter(o -> o.name()
                                .regionMatches(
                                        true,
                                        0,
                                        config.prefix(),
                                        0,
                                        config.prefix().length())
                        || includes.stream().anyMatch(p -> p.matcher(o.name()).matches()))
                .filter(o ->
                        excludes.stream().noneMatch(p -> p.matcher(o.name()).matches()))
                .toList();
    }

    private static Pattern glob(String glob) {
        StringBuilder regex = new StringBuilder();
        for (char c : glob.toCharArray()) {
            if (c == '*') {
                regex.append(".*");
            } else if (c == '?') {
                regex.append('.');
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE);
    }

    private static void checkPackage(String packageName, List<String> problems) {
        if (packageName.isEmpty()) {
            problems.add("package name: empty; generated types need a package");
            return;
        }
        for (String segment : packageName.split("\\.", -1)) {
            if (!JavaNames.isIdentifier(segment)) {
                problems.add("package name '" + packageName + "': '" + segment + "' is not a legal Java identifier");
                return;
            }
        }
    }
}
