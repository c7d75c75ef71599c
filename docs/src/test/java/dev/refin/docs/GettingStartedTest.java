package dev.refin.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.docs.DocSnippetsTest.Snippet;
import dev.refin.emulator.Emulator;
import dev.refin.emulator.EmulatorExtension;
import dev.refin.runtime.Field;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * docs/getting-started.md works as written: its Java snippets are whole files with their imports, they are the
 * archetype's sources (and its pom the archetype's pom), and once compiled against the sample's generated types
 * every one of them runs: the typed-fields snippet, the emulator test (the invoice reaches Posted) and {@code main}'s
 * code, which posts an invoice in an org named by the environment.
 */
class GettingStartedTest {
    private static final Path DOCS = Path.of("").toAbsolutePath();
    private static final Path ARCHETYPE = DOCS.resolve("../archetype/src/main/resources/archetype-resources");
    private static final Path SAMPLE_SNAPSHOT = DOCS.resolve("../sample-project/src/main/refin");
    /** What the page's archetype command passes; the page shows the project it generates. */
    private static final Map<String, String> ARCHETYPE_PROPERTIES = Map.of(
            "${groupId}", "com.example",
            "${artifactId}", "billing",
            "${version}", "1.0-SNAPSHOT",
            "${package}", "com.example");

    @TempDir
    Path work;

    private static List<Snippet> blocks(String language) throws IOException {
        return DocSnippetsTest.blocks(DOCS.resolve("getting-started.md")).stream()
                .filter(s -> s.language().equals(language))
                .toList();
    }

    private static Snippet javaBlockDeclaring(String className) throws IOException {
        return blocks("java").stream()
                .filter(s -> s.code().contains("class " + className + " "))
                .findFirst()
                .orElseThrow(() -> new AssertionError("docs/getting-started.md shows no class " + className));
    }

    @Test
    void everyJavaSnippetIsAWholeFileWithItsImports() throws IOException {
        List<Snippet> snippets = blocks("java");
        assertTrue(snippets.size() >= 3, "java snippets: " + snippets.size());
        for (Snippet snippet : snippets) {
            assertTrue(
                    snippet.code().startsWith("package ") && snippet.code().contains("\nimport "),
                    snippet.where() + " is not a whole file with its package and imports");
        }
    }

    /** A reader may paste the snippets into one file: no two of them declare a local variable of the same name. */
    @Test
    void noTwoLocalVariablesOnThePageShareAName() throws IOException {
        Pattern declaration = Pattern.compile("(?m)^\\s+(?:final\\s+)?[A-Z][\\w.<>?, ]*\\s+([a-z]\\w*)\\s*=");
        Map<String, String> declaredIn = new HashMap<>();
        for (Snippet snippet : blocks("java")) {
            Matcher local = declaration.matcher(snippet.code());
            while (local.find()) {
                String earlier = declaredIn.putIfAbsent(local.group(1), snippet.where());
                assertTrue(
                        earlier == null,
                        "the variable " + local.group(1) + " is declared in " + earlier + " and in " + snippet.where());
            }
        }
        assertTrue(declaredIn.size() >= 10, "declarations found: " + declaredIn.keySet());
    }

    @Test
    void theSnippetsAreTheArchetypesSourcesAndItsPom() throws IOException {
        assertEquals(
                archetypeFile("src/main/java/InvoicePosting.java"),
                javaBlockDeclaring("InvoicePosting").code().strip(),
                "the integration class on the page differs from the archetype's");
        assertEquals(
                archetypeFile("src/test/java/InvoicePostingTest.java"),
                javaBlockDeclaring("InvoicePostingTest").code().strip(),
                "the test on the page differs from the archetype's");
        List<Snippet> poms = blocks("xml").stream()
                .filter(s -> s.code().contains("<modelVersion>"))
                .toList();
        assertEquals(1, poms.size(), "the page shows one complete pom");
        assertEquals(archetypePom(), poms.get(0).code().strip(), "the pom on the page differs from the archetype's");
    }

    /** An archetype template as the page's command generates it. */
    private static String archetypeFile(String path) throws IOException {
        String text = Files.readString(ARCHETYPE.resolve(path), StandardCharsets.UTF_8);
        for (Map.Entry<String, String> property : ARCHETYPE_PROPERTIES.entrySet()) {
            text = text.replace(property.getKey(), property.getValue());
        }
        return text.strip();
    }

    /** The archetype's pom with this build's versions filled in, as the archetype module's resources do. */
    private static String archetypePom() throws IOException {
        String root = Files.readString(DOCS.resolve("../pom.xml"), StandardCharsets.UTF_8);
        Map<String, String> versions = new HashMap<>();
        Matcher property =
                Pattern.compile("<([\\w.-]+\\.version)>([^<$]+)</\\1>").matcher(root);
        while (property.find()) {
            versions.put(property.group(1), property.group(2));
        }
        Matcher project = Pattern.compile("<artifactId>refin-codegen-parent</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(root);
        assertTrue(project.find(), "no version in the root pom");
        versions.put("project.version", project.group(1));
        Matcher token = Pattern.compile("@([\\w.-]+)@").matcher(archetypeFile("pom.xml"));
        StringBuilder pom = new StringBuilder();
        while (token.find()) {
            String value = versions.get(token.group(1));
            assertTrue(value != null, "the root pom has no property " + token.group(1));
            token.appendReplacement(pom, Matcher.quoteReplacement(value));
        }
        return token.appendTail(pom).toString();
    }

    @Test
    void theSnippetsCompileTheirTestPostsOnTheEmulatorAndMainPostsInTheOrgOfTheEnvironment() throws Exception {
        Compilation compilation = DocSnippetsTest.compile(
                GeneratorConfig.defaults()
                        .withPackageName("com.example.accounting")
                        .withIncludes(List.of("Account")),
                blocks("java"));
        Path classes = writeClasses(compilation);
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Thread.currentThread().setContextClassLoader(loader);
            runTheTypedFieldsSnippet(loader.loadClass("com.example.TypedFields"));
            runTheEmulatorTest(loader.loadClass("com.example.InvoicePostingTest"));
            postAsMainDoes(loader.loadClass("com.example.InvoicePosting"));
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    private Path writeClasses(Compilation compilation) throws IOException {
        Path classes = work.resolve("classes");
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            String name = file.toUri().getPath();
            Path target = classes.resolve(name.substring(name.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length()));
            Files.createDirectories(target.getParent());
            try (InputStream in = file.openInputStream();
                    OutputStream out = Files.newOutputStream(target)) {
                in.transferTo(out);
            }
        }
        return classes;
    }

    /** Step 4's snippet: the draft's changed fields are the three it set. */
    private static void runTheTypedFieldsSnippet(Class<?> typedFields) throws Exception {
        Method draft = typedFields.getDeclaredMethod("draft");
        draft.setAccessible(true);
        List<String> changed = ((List<?>) draft.invoke(null))
                .stream().map(field -> ((Field<?, ?>) field).apiName()).sorted().toList();
        assertEquals(List.of("refin__Invoice_Date__c", "refin__Invoice_Type__c", "refin__Reference__c"), changed);
    }

    /** The page's JUnit test, run as surefire runs it in the generated project, on the sample snapshot. */
    private static void runTheEmulatorTest(Class<?> testClass) {
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        System.setProperty(EmulatorExtension.SNAPSHOT_PROPERTY, SAMPLE_SNAPSHOT.toString());
        try {
            LauncherFactory.create()
                    .execute(
                            LauncherDiscoveryRequestBuilder.request()
                                    .selectors(DiscoverySelectors.selectClass(testClass))
                                    .build(),
                            listener);
        } finally {
            System.clearProperty(EmulatorExtension.SNAPSHOT_PROPERTY);
        }
        TestExecutionSummary summary = listener.getSummary();
        if (summary.getTotalFailureCount() > 0) {
            fail("the page's InvoicePostingTest failed: "
                    + summary.getFailures().stream()
                            .map(f -> f.getTestIdentifier().getDisplayName() + ": " + f.getException())
                            .collect(Collectors.joining("; ")));
        }
        assertEquals(1, summary.getTestsSucceededCount(), "the page's InvoicePostingTest ran no test");
    }

    /**
     * What the page's {@code main} does in step 7, with exactly the environment {@code mvn refin:emulator} prints (the
     * emulator's ready org): the invoice is posted, and a missing variable is named.
     */
    private void postAsMainDoes(Class<?> posting) throws Exception {
        Method postFromEnvironment = posting.getMethod("postFromEnvironment", Map.class);
        try (Emulator org =
                Emulator.builder().snapshot(SAMPLE_SNAPSHOT).readyOrg().build().start()) {
            Map<String, String> env = org.environment();
            Object posted = postFromEnvironment.invoke(null, env);
            assertEquals(
                    "POSTED",
                    String.valueOf(posted.getClass().getMethod("getStatus").invoke(posted)));
            assertEquals(
                    List.of("Posted"),
                    org.records("refin__Sales_Invoice__c").stream()
                            .map(row -> row.path("refin__Status__c").asText())
                            .toList());

            Map<String, String> withoutUrl = new HashMap<>(env);
            withoutUrl.remove("REFIN_INSTANCE_URL");
            try {
                postFromEnvironment.invoke(null, withoutUrl);
                fail("posted without REFIN_INSTANCE_URL");
            } catch (InvocationTargetException e) {
                assertEquals(
                        "the environment variable REFIN_INSTANCE_URL is not set",
                        e.getCause().getMessage());
            }
        }
    }
}
