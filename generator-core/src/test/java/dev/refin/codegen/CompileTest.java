package dev.refin.codegen;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.Compiling;
import dev.refin.describe.DescribeProblem;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Generated code compiles with {@code -Xlint:all -Werror} for every real describe and for hostile input. */
public class CompileTest {
    private static final Path REAL_DESCRIBES = Fixtures.shared().resolve("describe");

    static Stream<Path> realDescribes() throws IOException {
        try (Stream<Path> files = Files.list(REAL_DESCRIBES)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("realDescribes")
    void realDescribeCompilesWithoutWarnings(Path describe, @TempDir Path dir) throws Exception {
        Files.copy(describe, dir.resolve(describe.getFileName()));
        Snapshot snapshot = RefinCodegen.readSnapshot(dir);
        assertEquals(1, snapshot.objects().size());
        List<GeneratedSource> files = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPrefix("").withPackageName("org.example.real"),
                new DefaultNamingStrategy(),
                snapshot);
        assertEquals(1, files.size());
        assertCompilesCleanly(files);
    }

    @Test
    void allRealDescribesTogetherCompile(@TempDir Path dir) throws Exception {
        // Several files describe Account; keep one of each object.
        for (Path describe : realDescribes().toList()) {
            String name = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(describe.toFile())
                    .path("name")
                    .asText();
            Path target = dir.resolve(name + ".json");
            if (!Files.exists(target)) {
                Files.copy(describe, target);
            }
        }
        List<GeneratedSource> files = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPrefix("").withPackageName("org.example.real"),
                new DefaultNamingStrategy(),
                RefinCodegen.readSnapshot(dir));
        assertTrue(files.size() >= 14, "objects: " + files.size());
        assertCompilesCleanly(files);
    }

    @Test
    void adversarialSnapshotCompilesWithoutWarnings() throws Exception {
        Snapshot snapshot = RefinCodegen.readSnapshot(Path.of("src/test/resources/adversarial"));
        List<String> warnings =
                snapshot.warnings().stream().map(DescribeProblem::toString).toList();
        assertTrue(warnings.stream().anyMatch(w -> w.contains("unknown field type 'vector'")), warnings.toString());
        List<GeneratedSource> files = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPrefix("").withPackageName("org.example.hostile"),
                new DefaultNamingStrategy(),
                snapshot);
        assertEquals(snapshot.objects().size(), files.size());
        assertCompilesCleanly(files);
    }

    @Test
    void sampleSnapshotWithEveryObjectCompiles() throws Exception {
        List<GeneratedSource> files = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPrefix("").withPackageName("org.example.sample"),
                new DefaultNamingStrategy(),
                RefinCodegen.readSnapshot(Path.of("../sample-project/src/main/refin")));
        assertEquals(22, files.size());
        assertCompilesCleanly(files);
    }

    public static void assertCompilesCleanly(List<GeneratedSource> files) {
        List<JavaFileObject> sources = new ArrayList<>();
        for (GeneratedSource file : files) {
            sources.add(file.toJavaFileObject());
        }
        Compilation compilation = javac().withOptions("-Xlint:all", "-Werror", "--release", "17")
                .withClasspath(testClasspath())
                .compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
    }

    /** The runtime and its dependencies: surefire's own class path. */
    public static List<File> testClasspath() {
        return Compiling.testClasspath();
    }
}
