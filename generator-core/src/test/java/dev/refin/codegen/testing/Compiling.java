package dev.refin.codegen.testing;

import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratedSource;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.Snapshot;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.describe.ObjectDescribe;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;

/**
 * Compiling generated code in tests: user snippets against generated entities (compile-testing, {@code -Werror}),
 * and generated sources on disk compiled and loaded so that tests can run them.
 */
public final class Compiling {
    private Compiling() {}

    /** The runtime and its dependencies: surefire's own class path. */
    public static List<File> testClasspath() {
        String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<File> files = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                files.add(new File(entry));
            }
        }
        return files;
    }

    /**
     * A method body given a {@code RefinClient client} and an {@code invoice}: the sample's golden {@code SalesInvoice}
     * when {@code generated} is empty, else an {@code Object} (the generated entities live in {@code org.example}).
     */
    public static Compilation clientSnippet(String imports, List<JavaFileObject> generated, String body) {
        return snippet(
                imports,
                "RefinClient client, " + (generated.isEmpty() ? "SalesInvoice" : "Object") + " invoice",
                generated,
                body);
    }

    /**
     * A user's method body compiled with {@code -Xlint:all -Werror}, in class {@code org.example.user.Snippet} with
     * {@code imports} and a method {@code run(parameters)}, beside {@code generated} (entities generated into {@code
     * org.example}, whose package replaces {@code com.example.accounting} in the imports) or, when that is empty, the
     * sample's golden entities on the test class path.
     */
    public static Compilation snippet(String imports, String parameters, List<JavaFileObject> generated, String body) {
        String header = generated.isEmpty() ? imports : imports.replace("com.example.accounting", "org.example");
        JavaFileObject snippet = JavaFileObjects.forSourceString(
                "org.example.user.Snippet",
                "package org.example.user;\n\n" + header + "\nclass Snippet {\n    void run(" + parameters + ") {\n"
                        + body + "\n    }\n}\n");
        List<JavaFileObject> sources = new ArrayList<>(generated);
        sources.add(snippet);
        return javac().withOptions("-Xlint:all", "-Werror", "--release", "17")
                .withClasspath(testClasspath())
                .compile(sources);
    }

    /** The entities of {@code objects} generated into package {@code org.example}, with {@code includes}. */
    public static List<JavaFileObject> generated(List<ObjectDescribe> objects, List<String> includes)
            throws CodegenException {
        List<JavaFileObject> files = new ArrayList<>();
        for (GeneratedSource source : RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName("org.example").withIncludes(includes),
                new DefaultNamingStrategy(),
                new Snapshot(objects, List.of()))) {
            files.add(source.toJavaFileObject());
        }
        return files;
    }

    /**
     * Compiles every {@code .java} file under {@code root} into {@code classes} against the test class path and
     * loads them on top of {@code parent}, so a test can run generated code; fails with javac's diagnostics.
     */
    public static URLClassLoader compileAndLoad(Path root, Path classes, ClassLoader parent) throws IOException {
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler");
        List<String> args = new ArrayList<>(List.of(
                "--release",
                "17",
                "-proc:none",
                "-d",
                classes.toString(),
                "-cp",
                String.join(
                        File.pathSeparator,
                        testClasspath().stream().map(File::getPath).toList())));
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(p -> p.toString().endsWith(".java"))
                    .map(Path::toString)
                    .sorted()
                    .forEach(args::add);
        }
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(diagnostics, true, StandardCharsets.UTF_8);
        int status = javac.run(null, err, err, args.toArray(String[]::new));
        assertEquals(0, status, diagnostics.toString(StandardCharsets.UTF_8));
        return new URLClassLoader(new URL[] {classes.toUri().toURL()}, parent);
    }
}
