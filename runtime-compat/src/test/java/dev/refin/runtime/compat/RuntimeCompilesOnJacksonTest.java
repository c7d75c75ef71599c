package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Every Jackson call of the runtime's main sources exists in the Jackson 2 of this run, not only the calls the suite
 * happens to make: the sources compile against it, with {@code -Xlint:all -Werror} as the runtime's build has them
 * (so no call deprecated there either).
 */
class RuntimeCompilesOnJacksonTest {
    private static final Path SOURCES = Path.of("../runtime/src/main/java");

    @Test
    void theRuntimeSourcesCompileAgainstThisJackson() throws IOException {
        String classpath = Arrays.stream(
                        System.getProperty("surefire.test.class.path").split(File.pathSeparator))
                .filter(entry -> entry.contains("jackson"))
                .collect(Collectors.joining(File.pathSeparator));
        assertTrue(
                classpath.contains("jackson-databind"),
                "no Jackson on " + classpath); // Its version: JacksonOnClasspathTest.
        List<String> files;
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            files = walk.filter(file -> file.toString().endsWith(".java"))
                    .map(Path::toString)
                    .toList();
        }
        Path out = Files.createDirectories(Path.of("target/runtime-on-jackson"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        List<String> options = List.of(
                "--release",
                "17",
                "-proc:none",
                "-Xlint:all",
                "-Werror",
                "-classpath",
                classpath,
                "-d",
                out.toString());

        Boolean compiled = javac.getTask(
                        diagnostics,
                        null,
                        null,
                        options,
                        null,
                        javac.getStandardFileManager(null, null, null).getJavaFileObjectsFromStrings(files))
                .call();

        assertEquals(true, compiled, diagnostics.toString());
    }
}
