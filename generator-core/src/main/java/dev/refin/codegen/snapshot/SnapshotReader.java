package dev.refin.codegen.snapshot;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.codegen.CodegenException;
import dev.refin.codegen.Snapshot;
import dev.refin.describe.DescribeDocument;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.ObjectDescribe;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;

/** Reads every {@code *.json} file of a snapshot directory; reports all problems of all files together. */
public final class SnapshotReader {
    /** Larger files are refused rather than read into memory; the largest real describes are under 1 MB. */
    static final long MAX_FILE_BYTES = 64L * 1024 * 1024;

    private SnapshotReader() {}

    /**
     * One file, read and parsed: either a read error or the parser's document (null when invalid) and problems,
     * with a hash of the file's content; skipped when its hash was the one already known (then not parsed).
     */
    public record Parsed(
            String source,
            String readError,
            DescribeDocument document,
            List<DescribeProblem> problems,
            String hash,
            boolean skipped) {
        public Parsed(
                String source,
                String readError,
                DescribeDocument document,
                List<DescribeProblem> problems,
                String hash) {
            this(source, readError, document, problems, hash, false);
        }
    }

    public static Parsed parse(Path file) {
        return parse(file, null);
    }

    /** Parses {@code file} unless its content has the hash {@code knownHash} (then the result is skipped). */
    public static Parsed parse(Path file, String knownHash) {
        String source = file.getFileName().toString();
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                return new Parsed(
                        source,
                        source + ": $: larger than " + MAX_FILE_BYTES / (1024 * 1024) + " MB; not a describe",
                        null,
                        List.of(),
                        null);
            }
            byte[] content = Files.readAllBytes(file);
            String hash = hash(content);
            if (hash.equals(knownHash)) {
                return new Parsed(source, null, null, List.of(), hash, true);
            }
            List<DescribeProblem> problems = new ArrayList<>();
            JsonNode tree = DescribeParser.readTree(source, content, problems);
            return parsed(source, tree, problems, hash);
        } catch (IOException e) {
            return new Parsed(source, source + ": $: cannot be read: " + e.getMessage(), null, List.of(), null);
        }
    }

    /**
     * What {@link #parse(Path, String)} gives for a file named {@code source} holding {@code content}, from the JSON
     * tree {@link DescribeParser#readTree} reads from that content without problems (so the tree is not read again).
     */
    public static Parsed parse(String source, byte[] content, JsonNode tree) {
        if (content.length > MAX_FILE_BYTES) {
            throw new IllegalArgumentException(source + ": larger than a describe file may be");
        }
        return parsed(source, tree, new ArrayList<>(), hash(content));
    }

    private static Parsed parsed(String source, JsonNode tree, List<DescribeProblem> problems, String hash) {
        DescribeDocument document = tree == null ? null : DescribeParser.parse(source, tree, problems);
        if (document instanceof ObjectDescribe object) {
            // Generate from the form a live snapshot is saved in, so the same metadata gives the same sources
            // whether it arrived from an org or from a file saved by hand. Problems were reported against the
            // file as it is; the normalized form has the same content.
            document = SnapshotFiles.normalize(object);
        }
        return new Parsed(source, null, document, problems, hash);
    }

    /** The length of the content a {@link #hash} was computed from. */
    public static long length(String hash) {
        return Long.parseLong(hash.substring(hash.lastIndexOf(':') + 1));
    }

    /** A 64-bit fingerprint of a file's content (two hardware-accelerated CRCs) and its length. */
    static String hash(byte[] content) {
        CRC32C crc32c = new CRC32C();
        crc32c.update(content);
        CRC32 crc32 = new CRC32();
        crc32.update(content);
        return Long.toHexString(crc32c.getValue()) + Long.toHexString(crc32.getValue()) + ":" + content.length;
    }

    /** The describe files of a snapshot directory, sorted by name. */
    public static List<Path> describeFiles(Path dir) throws CodegenException {
        if (!Files.isDirectory(dir)) {
            throw new CodegenException(
                    List.of(dir + ": not a directory (expected a directory of saved describe JSON)"));
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(SnapshotReader::isDescribeFile)
                    .sorted(Comparator.comparing(p -> p.getFileName().toString()))
                    .toList();
        } catch (IOException e) {
            throw new CodegenException(List.of(dir + ": cannot list: " + e.getMessage()));
        }
        if (files.isEmpty()) {
            throw new CodegenException(List.of(dir + ": no *.json describe files"));
        }
        return files;
    }

    /**
     * A {@code *.json} file that is not hidden: macOS leaves {@code ._Name.json} resource-fork sidecars next to
     * every file it copies to a foreign file system, and editors leave dot-files; neither is a describe.
     */
    static boolean isDescribeFile(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".json") && !name.startsWith(".") && Files.isRegularFile(file);
    }

    public static Snapshot read(Path dir) throws CodegenException {
        List<Path> files = describeFiles(dir);
        List<DescribeProblem> problems = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        List<ObjectDescribe> objects = new ArrayList<>();
        Map<String, String> sources = new HashMap<>();
        // Files are read and parsed in parallel, then taken in file-name order, so results never depend on timing.
        List<Parsed> parsed = files.parallelStream().map(SnapshotReader::parse).toList();
        for (Parsed file : parsed) {
            String source = file.source();
            if (file.readError() != null) {
                errors.add(file.readError());
                continue;
            }
            problems.addAll(file.problems());
            DescribeDocument document = file.document();
            if (document instanceof ObjectDescribe object) {
                String previous = sources.putIfAbsent(object.name().toLowerCase(Locale.ROOT), source);
                if (previous != null) {
                    errors.add(source + ": $.name: object '" + object.name() + "' is also described in " + previous);
                    continue;
                }
                fileNameWarning(source, object.name()).ifPresent(problems::add);
                objects.add(object);
            }
            // A describeGlobal list is welcome in a snapshot but carries nothing to generate from.
        }
        List<DescribeProblem> warnings = warnings(problems, errors);
        if (!errors.isEmpty()) {
            throw new CodegenException(errors);
        }
        objects.sort(Comparator.comparing(ObjectDescribe::name));
        return new Snapshot(objects, warnings);
    }

    /**
     * The warnings of a run from the problems of its files (in file order): errors go to {@code errors}, and the
     * note that a CLI envelope was unwrapped is said once for all files.
     */
    public static List<DescribeProblem> warnings(List<DescribeProblem> problems, List<String> errors) {
        List<DescribeProblem> warnings = new ArrayList<>();
        List<String> unwrapped = new ArrayList<>();
        for (DescribeProblem problem : problems) {
            if (problem.severity() == DescribeProblem.Severity.ERROR) {
                errors.add(problem.toString());
            } else if (problem.message().equals(DescribeParser.CLI_ENVELOPE_UNWRAPPED)) {
                unwrapped.add(problem.source());
            } else {
                warnings.add(problem);
            }
        }
        if (!unwrapped.isEmpty()) {
            // Said once: a folder of "sf sobject describe --json" outputs has the envelope in every file.
            warnings.add(
                    0,
                    new DescribeProblem(
                            DescribeProblem.Severity.WARNING,
                            unwrapped.get(0),
                            "$",
                            DescribeParser.CLI_ENVELOPE_UNWRAPPED
                                    + (unwrapped.size() == 1
                                            ? ""
                                            : (unwrapped.size() == 2
                                                            ? " (so was 1 other file: "
                                                            : " (so were " + (unwrapped.size() - 1) + " other files: ")
                                                    + String.join(", ", unwrapped.subList(1, unwrapped.size()))
                                                    + ")")));
        }
        return warnings;
    }

    /** The warning for an object described in a file named after something else, if it is. */
    public static java.util.Optional<DescribeProblem> fileNameWarning(String source, String objectName) {
        String expected = objectName + ".json";
        if (source.equalsIgnoreCase(expected)) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new DescribeProblem(
                DescribeProblem.Severity.WARNING,
                source,
                "$.name",
                "describes '" + objectName + "'; the file is usually named " + expected));
    }
}
