package dev.refin.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.palantir.javapoet.ClassName;
import dev.refin.codegen.java.EntityGenerator;
import dev.refin.codegen.java.TypeOverrides;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.naming.JavaNames;
import dev.refin.codegen.naming.NameTable;
import dev.refin.codegen.naming.NamingStrategy;
import dev.refin.codegen.snapshot.BuildState;
import dev.refin.codegen.snapshot.ParsedDescribes;
import dev.refin.codegen.snapshot.SnapshotFiles;
import dev.refin.codegen.snapshot.SnapshotReader;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.ObjectDescribe;
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
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Stream;

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
     * Reads the snapshot, generates every selected object and writes the sources under {@code outputDir}, as the
     * default execution. When nothing changed since the last run (same describe files, configuration and
     * generator, outputs untouched) it returns at once without parsing; when some describes changed it parses and
     * regenerates only those objects and the ones whose output depends on them.
     */
    public static Result generate(GeneratorConfig config, NamingStrategy naming, Path snapshotDir, Path outputDir)
            throws CodegenException, IOException {
        return generate(config, naming, snapshotDir, outputDir, BuildState.DEFAULT_EXECUTION);
    }

    /**
     * Like {@link #generate(GeneratorConfig, NamingStrategy, Path, Path)} as the named execution, which owns
     * exactly the files it writes: executions that share {@code outputDir} (two packages, two orgs) keep each
     * other's files, and stale-file removal only deletes files this execution wrote before. A hand-written file,
     * or one of another execution, where a generated one belongs stops the run before anything is written.
     *
     * @param execution names the owner of the files, e.g. the Maven execution id (letters, digits, {@code .},
     *     {@code _}, {@code -}); executions sharing an output directory must differ
     */
    public static Result generate(
            GeneratorConfig config, NamingStrategy naming, Path snapshotDir, Path outputDir, String execution)
            throws CodegenException, IOException {
        return generate(config, naming, snapshotDir, outputDir, execution, ParsedDescribes.forRun());
    }

    /** Like {@link #generate(GeneratorConfig, NamingStrategy, Path, Path, String)}, the describes in hand not read. */
    private static Result generate(
            GeneratorConfig config,
            NamingStrategy naming,
            Path snapshotDir,
            Path outputDir,
            String execution,
            ParsedDescribes parsedAhead)
            throws CodegenException, IOException {
        Path root = outputDir.toAbsolutePath().normalize();
        BuildState.fileName(execution); // a bad execution id fails before anything is read
        BuildState before = Files.isDirectory(snapshotDir) ? BuildState.ofInputs(config, naming, snapshotDir) : null;
        Optional<BuildState> previous = BuildState.load(root, execution);
        if (before != null) {
            Optional<BuildState> last = previous.filter(s -> s.isUpToDate(before, root));
            if (last.isPresent()) {
                List<Path> outputs = last.get().outputs(root);
                List<String> objects = outputs.stream()
                        .map(p -> p.getFileName().toString().replace(".java", ""))
                        .toList();
                return new Result(
                        objects, List.of(), outputs, List.of(), last.get().warnings(), true);
            }
        }
        Map<Path, String> others = BuildState.outputsOfOthers(root, execution);
        Set<Path> owned = previous.isPresent() ? new HashSet<>(previous.get().outputs(root)) : unrecorded(root, others);
        return GenerationRun.run(
                config,
                naming,
                snapshotDir,
                root,
                execution,
                before,
                previous.orElse(null),
                owned,
                others,
                parsedAhead);
    }

    /**
     * The objects of a run from metadata source (see {@link #readSources}) and where each came from.
     *
     * @param snapshot the objects, sorted by API name, with the warnings of every input
     * @param origins which input each object and field came from, and what only an org knows that source left
     *     unknown, for the Javadoc and the schema reference
     * @param lines the same as text, one {@code Object: input} or {@code Object.Field: input} line each, for the
     *     file {@code .refin-codegen-inputs.txt} a run writes beside the sources
     * @param locations the input of each object ({@code Object}) and field ({@code Object.Field}) as a report names
     *     it: as in {@code lines}, with the line of a field that shares its file with others ({@code
     *     objects/X__c.object:42})
     */
    public record SourceInputs(
            Snapshot snapshot, InputOrigins origins, List<String> lines, Map<String, String> locations) {
        public SourceInputs {
            lines = List.copyOf(lines);
            locations = java.util.Collections.unmodifiableMap(new TreeMap<>(locations));
        }

        /**
         * The input of each object ({@code Object}) and field ({@code Object.Field}), with its folder and file, e.g.
         * {@code source ../salesforce (force-app/main/default/objects/X__c/fields/Y__c.field-meta.xml)}.
         */
        public Map<String, String> inputs() {
            Map<String, String> inputs = new java.util.LinkedHashMap<>();
            for (String line : lines) {
                int colon = line.indexOf(": ");
                if (!line.startsWith("#") && colon > 0) {
                    inputs.put(line.substring(0, colon), line.substring(colon + 2));
                }
            }
            return inputs;
        }
    }

    /**
     * Reads each folder of {@code sources} (metadata source, in either layout) laid in order over the saved describes
     * of {@code describesDir} (none when null); every problem of every input is reported together.
     */
    public static SourceInputs readSources(List<Path> sources, Path describesDir) throws CodegenException {
        return SourceGeneration.read(sources, describesDir);
    }

    /**
     * Like {@link #readSources(List, Path)}, the inputs named for a reader of the project: source folders and the
     * describes directory relative to {@code base} (the project's directory), and the describes as {@code describes}
     * when it is not null (e.g. {@code describe https://acme.my.salesforce.com}).
     */
    public static SourceInputs readSources(List<Path> sources, Path describesDir, Path base, String describes)
            throws CodegenException {
        return SourceGeneration.read(sources, describesDir, naming(base, describes, describesDir));
    }

    private static SourceGeneration.Naming naming(Path base, String describes, Path describesDir) {
        SourceGeneration.Naming relative = new SourceGeneration.Naming(base, null);
        return new SourceGeneration.Naming(
                base, describes != null ? describes : describesDir == null ? null : relative.describes(describesDir));
    }

    /**
     * Generates from the platform's metadata source: each folder of {@code sources} (a project in the source format,
     * with {@code sfdx-project.json}, or a folder in the metadata API format, with {@code objects/*.object}) is read
     * and laid, in the order given, over the saved describes of {@code describesDir} (or over nothing when it is
     * null). The source adds and changes objects and fields; the describes supply what only an org knows. All input
     * is read and validated before anything is written. The Javadoc says which input each object and field came
     * from and marks what source cannot know (key prefix, permissions) as unknown; the file
     * {@code .refin-codegen-inputs.txt} in the output directory lists the input of every object and field.
     */
    public static Result generateFromSource(
            GeneratorConfig config,
            NamingStrategy naming,
            List<Path> sources,
            Path describesDir,
            Path outputDir,
            String execution)
            throws CodegenException, IOException {
        return SourceGeneration.generate(
                config, naming, sources, describesDir, outputDir, execution, SourceGeneration.Naming.AS_GIVEN);
    }

    /**
     * Like {@link #generateFromSource(GeneratorConfig, NamingStrategy, List, Path, Path, String)}, the inputs file
     * naming the source folders and the describes directory relative to {@code base} (the project's directory), so it
     * reads the same on every machine.
     */
    public static Result generateFromSource(
            GeneratorConfig config,
            NamingStrategy naming,
            List<Path> sources,
            Path describesDir,
            Path outputDir,
            String execution,
            Path base)
            throws CodegenException, IOException {
        return SourceGeneration.generate(
                config, naming, sources, describesDir, outputDir, execution, naming(base, null, describesDir));
    }

    /** The org's URL as a file may record it: scheme, host, port and path, never user info, query or fragment. */
    static String withoutCredentials(String url) {
        try {
            java.net.URI uri = new java.net.URI(url);
            if (uri.getScheme() == null || uri.getHost() == null) {
                return "the org";
            }
            String path = uri.getPath() == null || uri.getPath().equals("/") ? "" : uri.getPath();
            return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort()) + path;
        } catch (java.net.URISyntaxException e) {
            return "the org";
        }
    }

    static String sourcePath(ClassName className) {
        return className.packageName().replace('.', '/') + "/" + className.simpleName() + ".java";
    }

    /**
     * What an execution without a recorded state owns (its first run, or its state file was deleted): the
     * generated sources under the output directory that no other execution records. Only files with the
     * generator's marker are ever deleted from these.
     */
    private static Set<Path> unrecorded(Path root, Map<Path, String> others) throws IOException {
        Set<Path> owned = new HashSet<>();
        if (!Files.isDirectory(root)) {
            return owned;
        }
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
                    .map(Path::normalize)
                    .filter(p -> !others.containsKey(p))
                    .forEach(owned::add);
        }
        return owned;
    }

    /** Reads and validates a snapshot directory without generating. */
    public static Snapshot readSnapshot(Path snapshotDir) throws CodegenException {
        return SnapshotReader.read(snapshotDir);
    }

    /** The sources for a snapshot, in memory: one file per selected object, sorted by object API name. */
    public static List<GeneratedSource> generateFiles(GeneratorConfig config, NamingStrategy naming, Snapshot snapshot)
            throws CodegenException {
        Plan plan = plan(config, naming, snapshot);
        EntityGenerator generator = new EntityGenerator(plan.names());
        return plan.objects().stream().map(generator::generate).toList();
    }

    /**
     * The objects a configuration selects from a snapshot, with every name the generated Java gives them.
     *
     * @param objects the selected objects, sorted by API name
     * @param names the Java names of the objects, their fields, constants and picklist values
     */
    public record Plan(List<ObjectDescribe> objects, NameTable names) {}

    /** The selected objects and all their names; fails with every configuration problem. */
    public static Plan plan(GeneratorConfig config, NamingStrategy naming, Snapshot snapshot) throws CodegenException {
        List<String> problems = new ArrayList<>();
        checkPackage(config.packageName(), problems);
        List<ObjectDescribe> selected = TypeOverrides.apply(config, select(config, snapshot.objects()), problems);
        NameTable names = NameTable.build(selected, config, naming, problems);
        if (!problems.isEmpty()) {
            throw new CodegenException(problems);
        }
        return new Plan(selected, names);
    }

    /** The objects of {@code objects} the configuration selects (see {@link ObjectSelection}), in their order. */
    public static List<ObjectDescribe> select(GeneratorConfig config, List<ObjectDescribe> objects) {
        Predicate<String> selected = selection(config);
        return objects.stream().filter(o -> selected.test(o.name())).toList();
    }

    /** Which objects the configuration selects: see {@link ObjectSelection}. */
    static ObjectSelection selection(GeneratorConfig config) {
        return new ObjectSelection(config);
    }

    /**
     * What a snapshot refresh did.
     *
     * @param objects the objects described
     * @param written snapshot files created or changed
     * @param notModified objects the org reported unchanged (304)
     * @param calls HTTP calls made to the org
     */
    public record SnapshotResult(List<String> objects, List<Path> written, int notModified, long calls) {}

    /**
     * Describes the selected objects live and writes them into {@code snapshotDir} in normalized form;
     * objects the directory already has are asked for conditionally and kept when unchanged.
     */
    public static SnapshotResult snapshot(
            OrgDescriber org, GeneratorConfig config, Path snapshotDir, Consumer<String> progress) throws IOException {
        return snapshot(org, config, snapshotDir, snapshotDir, progress);
    }

    /**
     * The file a snapshot taken with metadata source configured holds beside the describes: which input each selected
     * object and field comes from when the sources are laid over this snapshot (the org's describe, a source file
     * relative to the project, or source laid over the describe), in the format of {@code .refin-codegen-inputs.txt},
     * sorted, one line each. The describe files themselves stay plain describes.
     */
    public static final String SNAPSHOT_INPUTS_FILE = "refin-snapshot-inputs.txt";

    /**
     * Like {@link #snapshot(OrgDescriber, GeneratorConfig, Path, Consumer)}, recording with the describes which input
     * each object and field comes from when {@code sources} (metadata source folders, as for {@link
     * #generateFromSource}) are laid over them, in {@link #SNAPSHOT_INPUTS_FILE}, folders named relative to {@code
     * base} (the project's directory). The sources are read first, so bad source stops the run before the org is asked
     * or anything is written. Without sources, a stale inputs file is removed.
     */
    public static SnapshotResult snapshot(
            OrgDescriber org,
            GeneratorConfig config,
            Path snapshotDir,
            List<Path> sources,
            Path base,
            Consumer<String> progress)
            throws IOException, CodegenException {
        List<SourceGeneration.Folder> projects = sources.isEmpty() ? List.of() : SourceGeneration.readProjects(sources);
        SnapshotResult result = snapshot(org, config, snapshotDir, progress);
        Path file = snapshotDir.resolve(SNAPSHOT_INPUTS_FILE);
        if (projects.isEmpty()) {
            Files.deleteIfExists(file);
            return result;
        }
        SourceInputs inputs = SourceGeneration.lay(
                projects,
                snapshotDir,
                new SourceGeneration.Naming(base, "describe " + withoutCredentials(org.instanceUrl())));
        if (!SourceGeneration.writeInputs(file, inputs.lines(), selection(config))) {
            return result;
        }
        List<Path> written = new ArrayList<>(result.written());
        written.add(file);
        written.sort(null);
        return new SnapshotResult(result.objects(), List.copyOf(written), result.notModified(), result.calls());
    }

    /**
     * Like {@link #snapshot(OrgDescriber, GeneratorConfig, Path, Consumer)}, asking conditionally for the
     * objects of {@code baseDir} and writing the result into {@code targetDir}.
     */
    public static SnapshotResult snapshot(
            OrgDescriber org, GeneratorConfig config, Path baseDir, Path targetDir, Consumer<String> progress)
            throws IOException {
        return snapshot(org, config, baseDir, targetDir, progress, ParsedDescribes.NONE);
    }

    /**
     * Like {@link #snapshot(OrgDescriber, GeneratorConfig, Path, Path, Consumer)}, offering each file written to
     * {@code parsedAhead} with the tree it was written from.
     */
    private static SnapshotResult snapshot(
            OrgDescriber org,
            GeneratorConfig config,
            Path baseDir,
            Path targetDir,
            Consumer<String> progress,
            ParsedDescribes parsedAhead)
            throws IOException {
        Map<String, String> known = knownObjects(baseDir);
        List<String> names = org.objectNames(selection(config));
        checkPresent(config, names, org);
        // Each describe is written as it arrives, so memory stays flat however many objects the org has; the
        // describing threads normalize and write their own describes side by side.
        Map<String, String> lastModified = new TreeMap<>();
        List<Path> written = new ArrayList<>();
        AtomicInteger notModified = new AtomicInteger();
        SnapshotFiles.prepare(targetDir);
        org.describeConcurrently(names, known, progress, d -> {
            JsonNode json = d.json();
            if (json == null) {
                notModified.incrementAndGet();
                json = SnapshotFiles.readJson(baseDir.resolve(d.name() + ".json"));
            }
            SnapshotFiles.Normalized normalized = SnapshotFiles.normalized(json);
            Optional<Path> file = SnapshotFiles.writeOne(targetDir, d.name(), normalized.bytes());
            if (file.isPresent()) {
                parsedAhead.offer(file.get(), normalized.bytes(), normalized.tree());
            }
            synchronized (written) {
                file.ifPresent(written::add);
                if (d.lastModified() != null) {
                    lastModified.put(d.name(), d.lastModified());
                }
            }
        });
        SnapshotFiles.finish(targetDir, new TreeSet<>(names), lastModified);
        written.sort(null);
        return new SnapshotResult(
                names.stream().sorted().toList(), List.copyOf(written), notModified.get(), org.calls());
    }

    /**
     * Generates from the org: describes the selected objects (conditionally against {@code snapshotDir},
     * so unchanged objects cost a 304), keeps the result in {@code workDir}, and generates from it. A run
     * where nothing changed in the org writes nothing and reports {@link Result#upToDate()}.
     */
    public static Result generateLive(
            OrgDescriber org,
            GeneratorConfig config,
            NamingStrategy naming,
            Path snapshotDir,
            Path workDir,
            Path outputDir,
            Consumer<String> progress)
            throws IOException, CodegenException {
        return generateLive(
                org, config, naming, snapshotDir, workDir, outputDir, BuildState.DEFAULT_EXECUTION, progress);
    }

    /**
     * Like {@link #generateLive(OrgDescriber, GeneratorConfig, NamingStrategy, Path, Path, Path, Consumer)} as the
     * named execution (see {@link #generate(GeneratorConfig, NamingStrategy, Path, Path, String)}).
     */
    public static Result generateLive(
            OrgDescriber org,
            GeneratorConfig config,
            NamingStrategy naming,
            Path snapshotDir,
            Path workDir,
            Path outputDir,
            String execution,
            Consumer<String> progress)
            throws IOException, CodegenException {
        Path base = Files.isDirectory(workDir)
                        && !SnapshotFiles.readManifest(workDir).isEmpty()
                ? workDir
                : snapshotDir;
        // What the fetch parses is handed to the generation instead of being read again, as far as memory allows.
        ParsedDescribes parsedAhead = ParsedDescribes.forRun();
        snapshot(org, config, base, workDir, progress, parsedAhead);
        return generate(config, naming, workDir, outputDir, execution, parsedAhead);
    }

    /** Compares the org with the snapshot: every object, field, type and picklist value added, removed or changed. */
    public static List<SchemaDiff.Change> diff(
            OrgDescriber org, GeneratorConfig config, Path snapshotDir, Path workDir, Consumer<String> progress)
            throws IOException, CodegenException {
        Snapshot saved = SnapshotReader.read(snapshotDir);
        // A fresh copy of the org, described unconditionally, in a scratch directory.
        snapshot(org, config, workDir, progress);
        Snapshot live = SnapshotReader.read(workDir);
        return SchemaDiff.compare(select(config, saved.objects()), select(config, live.objects()));
    }

    /** Fails naming the objects the configuration asks for by exact name that the org does not have. */
    private static void checkPresent(GeneratorConfig config, List<String> described, OrgDescriber org)
            throws IOException {
        java.util.Set<String> names = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        names.addAll(described);
        List<String> missing = config.includes().stream()
                .filter(i -> !i.contains("*") && !i.contains("?") && !names.contains(i))
                .toList();
        if (!missing.isEmpty()) {
            throw new IOException(org.instanceUrl() + ": not in the org (or not visible to the integration user): "
                    + String.join(", ", missing));
        }
        if (described.isEmpty()) {
            throw new IOException(org.instanceUrl() + ": no custom object matches prefix '" + config.prefix()
                    + "' or the includes;" + " is the package installed and visible to the integration user?");
        }
    }

    /** Objects of the snapshot with their recorded {@code Last-Modified}, for conditional describes. */
    private static Map<String, String> knownObjects(Path snapshotDir) throws IOException {
        Map<String, String> known = new TreeMap<>();
        if (Files.isDirectory(snapshotDir)) {
            for (Map.Entry<String, String> entry :
                    SnapshotFiles.readManifest(snapshotDir).entrySet()) {
                if (Files.isRegularFile(snapshotDir.resolve(entry.getKey() + ".json"))) {
                    known.put(entry.getKey(), entry.getValue());
                }
            }
        }
        return known;
    }

    static void checkPackage(String packageName, List<String> problems) {
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
