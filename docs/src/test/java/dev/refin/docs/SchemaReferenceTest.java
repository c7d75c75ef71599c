package dev.refin.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.reference.RefinReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sample snapshot's schema reference in {@code docs/reference} is what {@code refin:reference} renders
 * today; regenerate it with {@code -Drefin.reference.update=true}.
 */
class SchemaReferenceTest {
    private static final Path CHECKED_IN = Path.of("reference");
    private static final Path SAMPLE = Path.of("../sample-project/src/main/refin");

    @Test
    void checkedInReferenceIsCurrent(@TempDir Path rendered) throws Exception {
        GeneratorConfig config = GeneratorConfig.defaults().withPackageName("com.example.accounting");
        if (Boolean.getBoolean("refin.reference.update")) {
            RefinReference.generateReference(config, new DefaultNamingStrategy(), SAMPLE, CHECKED_IN);
        }
        RefinReference.generateReference(config, new DefaultNamingStrategy(), SAMPLE, rendered);
        List<String> expected = names(rendered);
        assertEquals(expected, names(CHECKED_IN), "rerun with -Drefin.reference.update=true");
        for (String name : expected) {
            assertEquals(
                    Files.readString(rendered.resolve(name)),
                    Files.readString(CHECKED_IN.resolve(name)),
                    "docs/reference/" + name + " is stale: rerun with -Drefin.reference.update=true");
        }
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
