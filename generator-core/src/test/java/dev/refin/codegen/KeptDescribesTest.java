package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.naming.NamingStrategy;
import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run keeps parsed describes only up to a memory budget and parses the others again when it generates them. What
 * it keeps must never show in the output, and a describe that changes between the two reads must stop the run.
 */
class KeptDescribesTest {
    private static final String KEEP = "refin.codegen.keepParsedBytes";
    private static final GeneratorConfig CONFIG = GeneratorConfig.defaults().withPackageName("org.example.kept");

    @Test
    void theOutputIsTheSameWhateverTheRunKeeps(@TempDir Path tmp) throws Exception {
        Path snapshot = tmp.resolve("snapshot");
        SyntheticOrg.write(snapshot, 16, 40, 11);
        // One object has a name override: it is kept whatever the budget, so every problem is found before writing.
        String object = SyntheticOrg.objectName(3);
        String field = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(snapshot.resolve(object + ".json").toFile())
                .path("fields")
                .path(4)
                .path("name")
                .asText();
        GeneratorConfig config = CONFIG.withNameOverrides(Map.of(object + "." + field, "renamedByConfig"));
        Map<String, String> everything = generate(Long.MAX_VALUE, config, snapshot, tmp.resolve("all"));
        assertEquals(16, everything.size());
        assertEquals(everything, generate(0, config, snapshot, tmp.resolve("none")));
        assertEquals(everything, generate(60_000, config, snapshot, tmp.resolve("some")));
    }

    @Test
    void aDescribeChangedBetweenReadingAndGeneratingStopsTheRunAndTheNextRunRepairsIt(@TempDir Path tmp)
            throws Exception {
        Path snapshot = tmp.resolve("snapshot");
        SyntheticOrg.write(snapshot, 12, 20, 5);
        Path out = tmp.resolve("out");
        AtomicBoolean edited = new AtomicBoolean();
        // Property names are settled as each source is generated, after every describe was read once: the first
        // one edits every describe file on disk, as an editor or a concurrent snapshot refresh would.
        NamingStrategy editing = new DefaultNamingStrategy() {
            @Override
            public String propertyName(ObjectDescribe object, FieldDescribe field) {
                if (edited.compareAndSet(false, true)) {
                    try (Stream<Path> files = Files.list(snapshot)) {
                        for (Path file : files.filter(f -> f.toString().endsWith(".json"))
                                .toList()) {
                            Files.writeString(file, "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
                return super.propertyName(object, field);
            }
        };
        System.setProperty(KEEP, "0");
        try {
            IOException failure =
                    assertThrows(IOException.class, () -> RefinCodegen.generate(CONFIG, editing, snapshot, out));
            assertTrue(
                    failure.getMessage().matches("refin__\\w+\\.json: changed while generating; run again"),
                    failure.getMessage());
        } finally {
            System.clearProperty(KEEP);
        }
        RefinCodegen.Result again = RefinCodegen.generate(CONFIG, snapshot, out);
        assertEquals(12, again.objects().size());
        assertEquals(Fixtures.files(out, ".java"), generate(Long.MAX_VALUE, CONFIG, snapshot, tmp.resolve("scratch")));
    }

    private static Map<String, String> generate(long keep, GeneratorConfig config, Path snapshot, Path out)
            throws Exception {
        System.setProperty(KEEP, String.valueOf(keep));
        try {
            RefinCodegen.generate(config, snapshot, out);
        } finally {
            System.clearProperty(KEEP);
        }
        return Fixtures.files(out, ".java");
    }
}
