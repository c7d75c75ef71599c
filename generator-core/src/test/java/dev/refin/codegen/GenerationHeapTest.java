package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.testing.SyntheticOrg;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generation memory does not grow with the org: a 400-object x 150-field org (137 MB of describe JSON, whose parsed
 * describes alone take 42 MB) generates in a JVM with a 64 MB heap, keeping what fits and parsing the rest again.
 */
class GenerationHeapTest {
    /** Run in a child JVM with a small heap: generates the snapshot at {@code args[0]} into {@code args[1]}. */
    public static void main(String[] args) throws Exception {
        RefinCodegen.Result result = RefinCodegen.generate(
                GeneratorConfig.defaults().withPackageName("org.example.heap"), Path.of(args[0]), Path.of(args[1]));
        System.out.println("generated " + result.objects().size() + " objects, "
                + result.written().size() + " written");
    }

    @Test
    void fourHundredObjectsGenerateWithinA64MbHeap(@TempDir Path dir) throws Exception {
        Path snapshot = dir.resolve("snapshot");
        SyntheticOrg.write(snapshot, 400, 150, 20240601L);
        Path out = dir.resolve("out");
        Process child = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx64m",
                        "-XX:+UseSerialGC",
                        "-XX:+ExitOnOutOfMemoryError",
                        "-cp",
                        System.getProperty("java.class.path"),
                        GenerationHeapTest.class.getName(),
                        snapshot.toString(),
                        out.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(300, TimeUnit.SECONDS), output);
        assertEquals(0, child.exitValue(), output);
        assertTrue(output.contains("generated 400 objects, 400 written"), output);
        try (Stream<Path> files = Files.walk(out)) {
            assertEquals(400, files.filter(f -> f.toString().endsWith(".java")).count());
        }
    }
}
