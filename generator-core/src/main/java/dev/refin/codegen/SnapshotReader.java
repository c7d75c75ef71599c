package dev.refin.codegen;

import com.fasterxml.jackson.databind.JsonNode;
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

/** Reads every {@code *.json} file of a snapshot directory; reports all problems of all files together. */
final class SnapshotReader {
    /** Larger files are refused rather than read into memory; the largest real describes are under 1 MB. */
    static final long MAX_FILE_BYTES = 64L * 1024 * 1024;

    private SnapshotReader() {}

    /** One file, read and parsed: either a read error or the parser's document (null when invalid) and problems. */
    private record Parsed(String source, String readError, DescribeDocument document, List<DescribeProblem> problems) {}

    private static Parsed parse(Path file) {
        String source = file.getFileName().toString();
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                return new Parsed(
                        source,
                        source + ": $: larger than " + MAX_FILE_BYTES / (1024 * 1024) + " MB; not a describe",
                        null,
                        List.of());
            }
            byte[] content = Files.readAllBytes(file);
            List<DescribeProblem> problems = new ArrayList<>();
            JsonNode tree = DescribeParser.readTree(source, content, problems);
            DescribeDocument document = tree == null ? null : DescribeParser.parse(source, tree, problems);
            if (document instanceof ObjectDescribe) {
                // Generate from the form a live snapshot is saved in, so the same metadata gives the same sources
                // whether it arrived from an org or from a file saved by hand. Problems were reported against the
                // file as it is; the normalized tree has the same content.
                document = DescribeParser.parse(source, SnapshotFiles.normalize(tree), new ArrayList<>());
            }
            return new Parsed(source, null, document, problems);
        } catch (IOException e) {
            return new Parsed(source, source + ": $: cannot be read: " + e.getMessage(), null, List.of());
        }
    }

    /**
     * A {@code *.json} file that is not hidden: macOS leaves {@code ._Name.json} resource-fork sidecars next to
     * every file it copies to a foreign file system, and editors leave dot-files; neither is a describe.
     */
    static boolean isDescribeFile(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".json") && !name.startsWith(".") && Files.isRegularFile(file);
    }

    static Snapshot read(Path dir) throws CodegenException {
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
                String expected = object.name() + ".json";
                if (!source.equalsIgnoreCase(expected)) {
                    problems.add(new DescribeProblem(
                            DescribeProblem.Severity.WARNING,
                            source,
                            "$.name",
                            "describes '" + object.name() + "'; the file is usually named " + expected));
                }
                objects.add(object);
            }
            // A describeGlobal list is welcome in a snapshot but carries nothing to generate from.
        }
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
        if (!errors.isEmpty()) {
            throw new CodegenException(errors);
        }
        objects.sort(Comparator.comparing(ObjectDescribe::name));
        return new Snapshot(objects, warnings);
    }
}
