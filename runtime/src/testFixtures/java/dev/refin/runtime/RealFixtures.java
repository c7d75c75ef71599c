package dev.refin.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The real response samples that tests read, kept in the repository under {@code runtime/src/testFixtures/real}
 * ({@code SOURCES.md} there gives each file's source repository, path, commit and licence). Every module that
 * compiles this class finds them from its own directory, without leaving the repository.
 */
public final class RealFixtures {
    /** Where the samples are, relative to the repository's root. */
    public static final String LOCATION = "runtime/src/testFixtures/real";

    private static final Path ROOT = locate();

    private RealFixtures() {}

    /** The samples' directory. */
    public static Path root() {
        return ROOT;
    }

    /** A sample file, e.g. {@code describe/x.json}. */
    public static Path file(String relative) {
        Path file = ROOT.resolve(relative);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("missing fixture " + file);
        }
        return file;
    }

    /** The bytes of a sample file. */
    public static byte[] bytes(String relative) {
        try {
            return Files.readAllBytes(file(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every {@code *.json} file of a sample folder, sorted by name. */
    public static List<Path> jsonFiles(String folder) {
        try (Stream<Path> files = Files.list(ROOT.resolve(folder))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The repository's root: the nearest directory at or above the working directory (a module's directory when
     * Maven runs the tests) that holds the Maven Wrapper and the root pom.
     */
    public static Path repositoryRoot() {
        Path start = Paths.get("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("mvnw")) && Files.isDirectory(dir.resolve("runtime"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no repository root (a directory with mvnw and runtime/) at or above " + start);
    }

    private static Path locate() {
        Path samples = repositoryRoot().resolve(LOCATION);
        if (!Files.isDirectory(samples)) {
            throw new IllegalStateException("the real samples are missing: no " + samples);
        }
        return samples;
    }
}
