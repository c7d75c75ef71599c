package dev.refin.docs;

import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.refin.codegen.GeneratedSource;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every {@code ```java} block of {@code docs/*.md} compiles against the sources generated for the sample snapshot
 * and the runtime, so the documentation cannot drift from the code.
 *
 * <p>Convention: a block whose first code line starts with {@code package}, {@code import}, {@code class} or
 * {@code public} is a whole compilation unit. Any other block is a method body: it is wrapped in a class that
 * imports the generated package ({@code com.example.accounting}), {@code dev.refin.runtime}, its {@code client}
 * and {@code query} packages, {@code java.math}, {@code java.time} and {@code java.util}, in a method that
 * {@code throws Exception}. The class has a field {@code RefinClient client}, so a snippet may use a client it
 * did not build (and one that builds its own simply declares a local {@code client}). Blocks marked
 * {@code ```java-emulator} are not compiled.
 */
class DocSnippetsTest {
    private static final Path DOCS = Path.of("").toAbsolutePath();
    private static final String GENERATED_PACKAGE = "com.example.accounting";
    private static final String SNIPPET_PACKAGE = "dev.refin.docs.snippets";
    private static final Pattern FENCE = Pattern.compile("^```(\\S*)\\s*$");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");
    private static final Pattern TYPE = Pattern.compile(
            "(?m)^\\s*(?:public\\s+)?(?:final\\s+|abstract\\s+)*(?:class|interface|record|enum)\\s+(\\w+)");
    private static final List<String> PAGES = List.of(
            "index.md",
            "getting-started.md",
            "configuration.md",
            "regenerating.md",
            "generating-from-source.md",
            "runtime-guide.md",
            "runtime-connect.md",
            "runtime-read-and-query.md",
            "runtime-write-and-post.md",
            "runtime-bulk.md",
            "runtime-errors-and-retries.md",
            "runtime-observability.md",
            "naming.md",
            "testing-with-the-emulator.md",
            "salesforce-cli.md",
            "spring-boot.md");

    private static final String WRAPPER_HEADER = String.join(
            "\n",
            "package " + SNIPPET_PACKAGE + ";",
            "import " + GENERATED_PACKAGE + ".*;",
            "import dev.refin.runtime.*;",
            "import dev.refin.runtime.client.*;",
            "import dev.refin.runtime.query.*;",
            "import java.math.*;",
            "import java.time.*;",
            "import java.util.*;",
            "@SuppressWarnings(\"all\")",
            "class %s {",
            "    RefinClient client;",
            "    void snippet() throws Exception {",
            "");
    private static final int WRAPPER_LINES = (int) WRAPPER_HEADER.lines().count();

    /** One fenced block: where it is and what it says. */
    record Snippet(String page, int line, String language, String code) {
        String firstLine() {
            return code.lines().filter(l -> !l.isBlank()).findFirst().orElse("").strip();
        }

        boolean isCompilationUnit() {
            String first = code.lines()
                    .map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("//"))
                    .findFirst()
                    .orElse("");
            return first.startsWith("package ")
                    || first.startsWith("import ")
                    || first.startsWith("class ")
                    || first.startsWith("public ");
        }

        String where() {
            return (page.equals("README.md") ? "" : "docs/") + page + " (block at line " + line + ", starting `"
                    + firstLine() + "`)";
        }
    }

    /** Getting started generates {@code Account} too, so its snippets compile in the next test's configuration. */
    @Test
    void everyJavaSnippetCompilesAgainstTheGeneratedSampleSources() throws Exception {
        assertSnippetsCompile(
                GeneratorConfig.defaults().withPackageName(GENERATED_PACKAGE),
                javaSnippets().stream()
                        .filter(s -> !s.page().equals("getting-started.md"))
                        .toList());
    }

    /**
     * Getting started says how to generate {@code Account}, the invoices' customer (as the sample project does);
     * the README and getting-started snippets compile in that configuration too.
     */
    @Test
    void readmeAndGettingStartedCompileWithAccountGenerated() throws Exception {
        List<Snippet> snippets = javaSnippets().stream()
                .filter(s -> s.page().equals("README.md") || s.page().equals("getting-started.md"))
                .toList();
        assertTrue(snippets.size() >= 3, "snippets: " + snippets.size());
        assertSnippetsCompile(
                GeneratorConfig.defaults().withPackageName(GENERATED_PACKAGE).withIncludes(List.of("Account")),
                snippets);
    }

    private static List<Snippet> javaSnippets() throws IOException {
        List<Snippet> snippets = new ArrayList<>();
        for (Path page : markdownPages()) {
            for (Snippet snippet : blocks(page)) {
                if (snippet.language().equals("java")) {
                    snippets.add(snippet);
                }
            }
        }
        assertTrue(snippets.size() >= 20, "expected the docs to hold java snippets, found " + snippets.size());
        return snippets;
    }

    private static void assertSnippetsCompile(GeneratorConfig config, List<Snippet> snippets) throws Exception {
        compile(config, snippets);
        System.out.println("refin-docs: " + snippets.size() + " java snippets compiled");
    }

    /** Compiles the snippets with the sources generated for the sample snapshot; fails naming each error's line. */
    static Compilation compile(GeneratorConfig config, List<Snippet> snippets) throws Exception {
        List<GeneratedSource> generated = RefinCodegen.generateFiles(
                config,
                new DefaultNamingStrategy(),
                RefinCodegen.readSnapshot(Path.of("../sample-project/src/main/refin")));
        List<JavaFileObject> sources = new ArrayList<>();
        for (GeneratedSource file : generated) {
            sources.add(file.toJavaFileObject());
        }
        Map<String, Snippet> bySourceName = new TreeMap<>();
        Map<String, Integer> offsets = new TreeMap<>();
        for (int i = 0; i < snippets.size(); i++) {
            Snippet snippet = snippets.get(i);
            JavaFileObject source;
            if (snippet.isCompilationUnit()) {
                source = JavaFileObjects.forSourceString(qualifiedName(snippet), snippet.code());
                offsets.put(source.toUri().toString(), 0);
            } else {
                String className = "Snippet" + (i + 1) + "_" + simpleName(snippet.page());
                source = JavaFileObjects.forSourceString(
                        SNIPPET_PACKAGE + "." + className,
                        WRAPPER_HEADER.formatted(className) + snippet.code() + "\n    }\n}\n");
                offsets.put(source.toUri().toString(), WRAPPER_LINES);
            }
            bySourceName.put(source.toUri().toString(), snippet);
            sources.add(source);
        }

        Compilation compilation = javac().withOptions("--release", "17")
                .withClasspath(testClasspath())
                .compile(sources);

        if (compilation.status() != Compilation.Status.SUCCESS) {
            StringBuilder report = new StringBuilder("doc snippets do not compile:\n");
            for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
                String uri = error.getSource() == null
                        ? ""
                        : error.getSource().toUri().toString();
                Snippet snippet = bySourceName.get(uri);
                if (snippet == null) {
                    report.append("  ").append(uri).append(": ").append(error.getMessage(Locale.ROOT));
                } else {
                    long mdLine = snippet.line() + error.getLineNumber() - offsets.get(uri);
                    report.append("  ")
                            .append(snippet.where())
                            .append(", docs/")
                            .append(snippet.page())
                            .append(':')
                            .append(mdLine)
                            .append(": ")
                            .append(error.getMessage(Locale.ROOT));
                }
                report.append('\n');
            }
            fail(report.toString());
        }
        return compilation;
    }

    @Test
    void blocksUseKnownLanguagesSoNoJavaEscapesCompilation() throws IOException {
        // sh-emulator: the shell lines of salesforce-cli.md that start the emulator or log in, which the CLI suite
        // (sf-conformance) does itself; it runs the page's sh blocks as written.
        List<String> known = List.of(
                "java", "java-emulator", "xml", "sh", "sh-emulator", "text", "properties", "json", "diff", "yaml", "");
        for (Path page : markdownPages()) {
            for (Snippet snippet : blocks(page)) {
                assertTrue(
                        known.contains(snippet.language()),
                        snippet.where() + " uses the unknown fence language '" + snippet.language() + "'");
            }
        }
    }

    @Test
    void indexAndReadmeLinkEveryPageAndEveryRelativeLinkResolves() throws IOException {
        String index = Files.readString(DOCS.resolve("index.md"), StandardCharsets.UTF_8);
        for (String page : PAGES) {
            assertTrue(Files.isRegularFile(DOCS.resolve(page)), "missing page docs/" + page);
            if (!page.equals("index.md")) {
                assertTrue(index.contains("(" + page + ")"), "docs/index.md does not link " + page);
            }
        }
        String readme = Files.readString(DOCS.resolve("../README.md"), StandardCharsets.UTF_8);
        assertTrue(readme.contains("(docs/index.md)"), "README.md does not link docs/index.md");

        Pattern link = Pattern.compile("\\]\\(([^)#\\s]+)(#[^)]*)?\\)");
        for (Path page : markdownPages()) {
            Matcher matcher = link.matcher(Files.readString(page, StandardCharsets.UTF_8));
            while (matcher.find()) {
                String target = matcher.group(1);
                if (target.contains("://") || target.startsWith("mailto:")) {
                    continue;
                }
                assertTrue(
                        Files.exists(page.getParent().resolve(target)),
                        "docs/" + page.getFileName() + " links to missing " + target);
            }
        }
    }

    @Test
    void fenceParserFindsBlocksWithTheirLines() {
        List<Snippet> found =
                parse("x.md", List.of("text", "```java", "int a = 1;", "```", "", "```xml", "<a/>", "```"));
        assertEquals(2, found.size());
        assertEquals(new Snippet("x.md", 2, "java", "int a = 1;\n"), found.get(0));
        assertEquals("xml", found.get(1).language());
    }

    /** Every page of docs/ and the README, whose example is held to the same bar. */
    private static List<Path> markdownPages() throws IOException {
        try (Stream<Path> files = Files.list(DOCS)) {
            List<Path> pages =
                    new ArrayList<>(files.filter(p -> p.getFileName().toString().endsWith(".md"))
                            .sorted()
                            .toList());
            pages.add(DOCS.resolve("../README.md"));
            return pages;
        }
    }

    static List<Snippet> blocks(Path page) throws IOException {
        return parse(page.getFileName().toString(), Files.readAllLines(page, StandardCharsets.UTF_8));
    }

    /** The fenced blocks of a page; {@code line} is the 1-based line of the opening fence. */
    static List<Snippet> parse(String page, List<String> lines) {
        List<Snippet> snippets = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher open = FENCE.matcher(lines.get(i));
            if (!open.matches()) {
                continue;
            }
            int start = i;
            StringBuilder code = new StringBuilder();
            i++;
            while (i < lines.size() && !lines.get(i).strip().equals("```")) {
                code.append(lines.get(i)).append('\n');
                i++;
            }
            if (i == lines.size()) {
                throw new AssertionError(
                        "docs/" + page + ": the block opened at line " + (start + 1) + " is not closed");
            }
            snippets.add(new Snippet(page, start + 1, open.group(1), code.toString()));
        }
        return snippets;
    }

    private static String qualifiedName(Snippet snippet) {
        Matcher type = TYPE.matcher(snippet.code());
        if (!type.find()) {
            throw new AssertionError(snippet.where() + " is a compilation unit without a class");
        }
        Matcher pkg = PACKAGE.matcher(snippet.code());
        return pkg.find() ? pkg.group(1) + "." + type.group(1) : type.group(1);
    }

    private static String simpleName(String page) {
        return page.replace(".md", "").replaceAll("[^A-Za-z0-9]", "_");
    }

    /** The runtime, the generator and their dependencies: surefire's own class path. */
    private static List<File> testClasspath() {
        String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<File> files = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                files.add(new File(entry));
            }
        }
        return files;
    }
}
