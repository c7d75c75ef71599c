package dev.refin.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Locates the shared real-world fixtures ({@code shared/fixtures/real}) from the module directory. */
public final class RealFixtures {
    private static final Path ROOT = locate();

    private RealFixtures() {}

    /** The {@code shared/fixtures/real} directory. */
    public static Path root() {
        return ROOT;
    }

    /** A file under {@code shared/fixtures/real}, e.g. {@code describe/x.json}. */
    public static Path file(String relative) {
        Path file = ROOT.resolve(relative);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("missing fixture " + file);
        }
        return file;
    }

    /** The bytes of a fixture file. */
    public static byte[] bytes(String relative) {
        try {
            return Files.readAllBytes(file(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every {@code *.json} file of a fixture folder, sorted by name. */
    public static List<Path> jsonFiles(String folder) {
        try (Stream<Path> files = Files.list(ROOT.resolve(folder))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path locate() {
        for (Path dir = Paths.get("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("fixtures").resolve("real");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException(
                "no shared/fixtures/real above " + Paths.get("").toAbsolutePath());
    }
}
