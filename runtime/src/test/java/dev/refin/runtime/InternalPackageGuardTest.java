package dev.refin.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime's {@code internal} package stays internal: no other module's sources (main, tests, golden files,
 * docs snippets) import it; they use the public API ({@link WireFormats}, {@link SObjectJson}, ...).
 */
class InternalPackageGuardTest {
    private static final String INTERNAL = "dev.refin.runtime." + "internal";

    @Test
    void noOtherModuleUsesTheRuntimesInternalPackage() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        List<String> offenders = new ArrayList<>();
        int scanned = 0;
        for (String module :
                List.of("describe", "generator-core", "maven-plugin", "emulator", "sample-project", "docs")) {
            Path src = root.resolve(module).resolve("src");
            if (!Files.isDirectory(src)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(src)) {
                for (Path file :
                        files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    scanned++;
                    if (Files.readString(file).contains(INTERNAL)) {
                        offenders.add(root.relativize(file).toString());
                    }
                }
            }
        }
        assertTrue(scanned > 100, "scanned only " + scanned + " files; is the working directory the module?");
        assertEquals(List.of(), offenders);
    }
}
