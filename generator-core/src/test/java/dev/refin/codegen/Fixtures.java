package dev.refin.codegen;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the shared real-response samples next to the repository. */
final class Fixtures {
    private Fixtures() {}

    /** {@code shared/fixtures/real}, found by walking up from the working directory. */
    static Path shared() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared/fixtures/real");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException(
                "shared/fixtures/real not found above " + Path.of("").toAbsolutePath());
    }
}
