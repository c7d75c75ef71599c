package dev.refin.codegen.snapshot;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.naming.NameTable;
import dev.refin.codegen.naming.NamingStrategy;
import dev.refin.describe.DescribeProblem;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What the last run of one execution read and wrote, kept in the output directory as {@value #FILE_NAME} (for
 * the default execution) or {@code .refin-codegen-<execution>.state}, so a run whose
 * inputs, configuration, generator and outputs are all as they were can stop before parsing anything.
 * Another option or a rebuilt generator means a full run; otherwise the state's per-file knowledge (content hash,
 * class name, what the object's names consulted) lets a run parse and regenerate only the objects whose describe
 * changed and those whose output depends on a change. Either way only files whose content changed are rewritten.
 *
 * <p>The recorded outputs are also what the execution owns: stale-file removal only ever deletes files its own
 * previous run wrote, so several executions can share one output directory.
 */
public final class BuildState {
    static final String FILE_NAME = ".refin-codegen.state";

    /** The execution that owns a run's files when the caller names none. */
    public static final String DEFAULT_EXECUTION = "default";

    private final Map<String, String> entries;

    private BuildState(Map<String, String> entries) {
        this.entries = entries;
    }

    /** The state a run would record now, before it runs: generator, configuration and input files. */
    public static BuildState ofInputs(GeneratorConfig config, NamingStrategy naming, Path snapshotDir)
            throws IOException {
        Map<String, String> entries = new TreeMap<>();
        entries.put("generator", generatorFingerprint());
        entries.put("config", config(config, naming));
        try (Stream<Path> files = Files.list(snapshotDir)) {
            for (Path file : files.filter(SnapshotReader::isDescribeFile).toList()) {
                entries.put("input." + file.getFileName(), stamp(file));
            }
        }
        return new BuildState(entries);
    }

    /**
     * The state a generation from metadata source would record now: generator, configuration, how the inputs are
     * named ({@code inputs}), and the size and modification time of every file of the source folders (but
     * {@code node_modules} and hidden folders, which hold no metadata) and of every describe file of
     * {@code describesDir} (none when null). Stating the files costs far less than reading them.
     */
    public static BuildState ofSourceInputs(
            GeneratorConfig config, NamingStrategy naming, List<Path> sources, Path describesDir, String inputs)
            throws IOException {
        Map<String, String> entries = new TreeMap<>();
        entries.put("generator", generatorFingerprint());
        entries.put("config", config(config, naming));
        entries.put("from", "metadata source " + inputs);
        for (int i = 0; i < sources.size(); i++) {
            Path dir = sources.get(i).toAbsolutePath().normalize();
            entries.put(String.format("source.%03d", i), dir + " " + folderStamp(dir));
        }
        if (describesDir != null && Files.isDirectory(describesDir)) {
            try (Stream<Path> files = Files.list(describesDir)) {
                for (Path file : files.filter(SnapshotReader::isDescribeFile).toList()) {
                    entries.put("input." + file.getFileName(), stamp(file));
                }
            }
        }
        return new BuildState(entries);
    }

    /**
     * One stamp for every file of a source folder (but {@code node_modules} and hidden folders): a digest of their
     * paths, sizes and modification times, so the state stays one line however many files the project has.
     */
    private static String folderStamp(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return "missing";
        }
        Map<String, String> stamps = new TreeMap<>();
        Files.walkFileTree(dir, new java.nio.file.SimpleFileVisitor<>() {
            @Override
            public java.nio.file.FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attributes) {
                String name = d.getFileName() == null ? "" : d.getFileName().toString();
                return !d.equals(dir) && (name.startsWith(".") || name.equals("node_modules"))
                        ? java.nio.file.FileVisitResult.SKIP_SUBTREE
                        : java.nio.file.FileVisitResult.CONTINUE;
            }

            @Override
            public java.nio.file.FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (attributes.isRegularFile()) {
                    stamps.put(
                            dir.relativize(file).toString().replace('\\', '/'),
                            attributes.size() + ":"
                                    + attributes.lastModifiedTime().toMillis());
                }
                return java.nio.file.FileVisitResult.CONTINUE;
            }
        });
        try {
            java.security.MessageDigest digest = java.security.MessageDigest.getInstance("SHA-256");
            stamps.forEach(
                    (file, stamp) -> digest.update((file + "\t" + stamp + "\n").getBytes(StandardCharsets.UTF_8)));
            return stamps.size() + " files " + java.util.HexFormat.of().formatHex(digest.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is in every JDK", e);
        }
    }

    private static String config(GeneratorConfig config, NamingStrategy naming) {
        return String.join(
                " ",
                "package=" + config.packageName(),
                "prefix=" + config.prefix(),
                "includes=" + config.includes(),
                "excludes=" + config.excludes(),
                "names=" + new TreeMap<>(config.nameOverrides()),
                "types=" + new TreeMap<>(config.typeOverrides()),
                "naming=" + naming.getClass().getName());
    }

    /**
     * What a run knew of one describe file, so the next run can keep it without reading it again when its stamp or
     * content hash is unchanged.
     *
     * @param hash the content hash ({@link SnapshotReader#hash})
     * @param object the object API name, or null when the file describes no object
     * @param selected whether the configuration selects the object
     * @param proposal its class name proposal
     * @param className the class name it got, or null when not generated
     * @param nestedProposals the nested type names its picklists asked for
     * @param references lower-case API names of the objects its lookups and child relationships name
     * @param overrides the name and type override keys it consumed
     * @param problems the file's warnings
     */
    public record ObjectState(
            String hash,
            String object,
            boolean selected,
            NameTable.ClassProposal proposal,
            String className,
            List<String> nestedProposals,
            List<String> references,
            List<String> overrides,
            List<DescribeProblem> problems) {

        String encode() {
            List<String> parts = new ArrayList<>();
            parts.add(scalar(hash));
            parts.add(scalar(object));
            parts.add(String.valueOf(selected));
            parts.add(scalar(proposal == null ? null : proposal.proposal()));
            parts.add(scalar(proposal == null ? null : proposal.qualified()));
            parts.add(scalar(className));
            parts.add(list(nestedProposals));
            parts.add(list(references));
            parts.add(list(overrides));
            parts.add(list(problems.stream()
                    .map(p -> p.source() + "\t" + p.path() + "\t" + p.message())
                    .toList()));
            return String.join("|", parts);
        }

        static ObjectState decode(String text) {
            String[] parts = text.split("\\|", -1);
            if (parts.length != 10) {
                throw new IllegalArgumentException("not an object state: " + text);
            }
            String object = unscalar(parts[1]);
            String proposal = unscalar(parts[3]);
            return new ObjectState(
                    unscalar(parts[0]),
                    object,
                    Boolean.parseBoolean(parts[2]),
                    proposal == null ? null : new NameTable.ClassProposal(object, proposal, unscalar(parts[4])),
                    unscalar(parts[5]),
                    unlist(parts[6]),
                    unlist(parts[7]),
                    unlist(parts[8]),
                    unlist(parts[9]).stream()
                            .map(p -> p.split("\t", 3))
                            .map(p -> new DescribeProblem(DescribeProblem.Severity.WARNING, p[0], p[1], p[2]))
                            .toList());
        }

        /** The value URL-encoded, "~" for null. */
        static String scalar(String value) {
            if (value == null) {
                return "~";
            }
            // Most values (API names, class names) are made of characters the encoding keeps as they are.
            return isKeptByUrlEncoding(value) ? value : URLEncoder.encode(value, StandardCharsets.UTF_8);
        }

        /** Whether {@link URLEncoder} gives {@code value} back unchanged: ASCII letters, digits and {@code .-*_}. */
        private static boolean isKeptByUrlEncoding(String value) {
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                boolean kept = (c >= 'a' && c <= 'z')
                        || (c >= 'A' && c <= 'Z')
                        || (c >= '0' && c <= '9')
                        || c == '.'
                        || c == '-'
                        || c == '*'
                        || c == '_';
                if (!kept) {
                    return false;
                }
            }
            return true;
        }

        private static String unscalar(String value) {
            return value.equals("~") ? null : URLDecoder.decode(value, StandardCharsets.UTF_8);
        }

        private static String list(List<String> values) {
            return String.join(",", values.stream().map(ObjectState::scalar).toList());
        }

        private static List<String> unlist(String value) {
            return value.isEmpty()
                    ? List.of()
                    : Arrays.stream(value.split(",", -1))
                            .map(ObjectState::unscalar)
                            .toList();
        }
    }

    /** Whether {@code other} was made by the same generator with the same configuration. */
    public boolean sameGeneratorAndConfig(BuildState other) {
        return entries.get("generator").equals(other.entries.get("generator"))
                && entries.get("config").equals(other.entries.get("config"));
    }

    /** The recorded stamp (size and modification time) of a describe file, or null. */
    public String inputStamp(String fileName) {
        return entries.get("input." + fileName);
    }

    /** The recorded stamp of an output, or null. */
    public String outputStamp(Path root, Path output) {
        return entries.get("output." + root.relativize(output).toString().replace('\\', '/'));
    }

    /** What the last run knew of each describe file, by file name. */
    public Map<String, ObjectState> objects() {
        Map<String, ObjectState> objects = new TreeMap<>();
        entries.forEach((k, v) -> {
            if (k.startsWith("object.")) {
                objects.put(k.substring("object.".length()), ObjectState.decode(v));
            }
        });
        return objects;
    }

    /** The current stamp of {@code file}. */
    public static String stampOf(Path file) throws IOException {
        return stamp(file);
    }

    /** This state plus the outputs, warnings and per-file knowledge of a finished run. */
    public BuildState withOutputs(
            Path root, List<Path> outputs, List<DescribeProblem> warnings, Map<String, ObjectState> objects)
            throws IOException {
        BuildState state = withOutputs(root, outputs, warnings);
        objects.forEach((file, object) -> state.entries.put("object." + file, object.encode()));
        return state;
    }

    /** This state plus the outputs and warnings of a finished run. */
    public BuildState withOutputs(Path root, List<Path> outputs, List<DescribeProblem> warnings) throws IOException {
        Map<String, String> all = new TreeMap<>(entries);
        for (Path output : outputs) {
            all.put("output." + root.relativize(output).toString().replace('\\', '/'), stamp(output));
        }
        for (int i = 0; i < warnings.size(); i++) {
            DescribeProblem w = warnings.get(i);
            all.put(String.format("warning.%06d", i), w.source() + "\t" + w.path() + "\t" + w.message());
        }
        return new BuildState(all);
    }

    /** The state file of {@code execution}. */
    public static String fileName(String execution) {
        if (execution.equals(DEFAULT_EXECUTION)) {
            return FILE_NAME;
        }
        if (!execution.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new IllegalArgumentException("execution id '" + execution
                    + "': letters, digits, '.', '_' and '-' only, starting with a letter or digit");
        }
        return ".refin-codegen-" + execution + ".state";
    }

    /** The recorded state of {@code execution} in {@code root}, if there is one. */
    public static Optional<BuildState> load(Path root, String execution) {
        return load(root.resolve(fileName(execution)));
    }

    /** The outputs recorded by every other execution in {@code root}, each with the state file that lists it. */
    public static Map<Path, String> outputsOfOthers(Path root, String execution) throws IOException {
        Map<Path, String> owners = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return owners;
        }
        String own = fileName(execution);
        try (Stream<Path> files = Files.list(root)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (name.startsWith(".refin-codegen") && name.endsWith(".state") && !name.equals(own)) {
                    load(file).ifPresent(state -> state.outputs(root).forEach(o -> owners.put(o, name)));
                }
            }
        }
        return owners;
    }

    private static Optional<BuildState> load(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Map<String, String> entries = new TreeMap<>();
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                int tab = line.indexOf('\t');
                if (tab > 0) {
                    entries.put(unescape(line.substring(0, tab)), unescape(line.substring(tab + 1)));
                }
            }
        } catch (IOException e) {
            return Optional.empty(); // an unreadable state only costs a full run
        }
        return Optional.of(new BuildState(entries));
    }

    /** Whether this recorded state has the same inputs as {@code now} and its outputs are untouched. */
    public boolean isUpToDate(BuildState now, Path root) {
        Map<String, String> inputs = new TreeMap<>(entries);
        inputs.keySet().removeIf(k -> k.startsWith("output.") || k.startsWith("warning.") || k.startsWith("object."));
        if (!inputs.equals(now.entries)) {
            return false;
        }
        for (Map.Entry<String, String> entry : entries.entrySet()) {
            if (entry.getKey().startsWith("output.")) {
                Path output = root.resolve(entry.getKey().substring("output.".length()));
                try {
                    if (!Files.isRegularFile(output) || !stamp(output).equals(entry.getValue())) {
                        return false;
                    }
                } catch (IOException e) {
                    return false;
                }
            }
        }
        return true;
    }

    public List<Path> outputs(Path root) {
        List<Path> outputs = new ArrayList<>();
        entries.keySet().stream()
                .filter(k -> k.startsWith("output."))
                .forEach(k -> outputs.add(root.resolve(k.substring("output.".length()))));
        return outputs;
    }

    public List<DescribeProblem> warnings() {
        List<DescribeProblem> warnings = new ArrayList<>();
        entries.entrySet().stream()
                .filter(e -> e.getKey().startsWith("warning."))
                .forEach(e -> {
                    String[] parts = e.getValue().split("\t", 3);
                    warnings.add(new DescribeProblem(DescribeProblem.Severity.WARNING, parts[0], parts[1], parts[2]));
                });
        return warnings;
    }

    /** Records this state, rewriting the file only when it differs. */
    public void save(Path root, String execution) throws IOException {
        if (load(root, execution).map(s -> s.entries.equals(entries)).orElse(false)) {
            return;
        }
        StringBuilder out = new StringBuilder("# refin-codegen: what the last run read and wrote; safe to delete\n");
        entries.forEach(
                (k, v) -> out.append(escape(k)).append('\t').append(escape(v)).append('\n'));
        Files.writeString(root.resolve(fileName(execution)), out, StandardCharsets.UTF_8);
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\")
                .replace("\t", "\\t")
                .replace("\n", "\\n")
                .replace("\r", "\\r");
    }

    private static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 't' ? '\t' : next == 'n' ? '\n' : next == 'r' ? '\r' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String stamp(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        return attributes.size() + ":" + attributes.lastModifiedTime().toMillis();
    }

    /** Identifies the generator build: its jar's or class directory's size and modification time. */
    private static String generatorFingerprint() throws IOException {
        try {
            Path location = Path.of(BuildState.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            if (Files.isRegularFile(location)) {
                return stamp(location);
            }
            long newest = 0;
            long count = 0;
            try (Stream<Path> walk = Files.walk(location)) {
                for (Path p : walk.filter(Files::isRegularFile).toList()) {
                    newest = Math.max(newest, Files.getLastModifiedTime(p).toMillis());
                    count++;
                }
            }
            return count + ":" + newest;
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return "unknown:" + System.nanoTime(); // never equal: always a full run
        }
    }
}
