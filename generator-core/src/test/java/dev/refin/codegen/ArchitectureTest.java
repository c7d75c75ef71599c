package dev.refin.codegen;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generator's package rules, checked on its compiled classes: the packages below the API depend one way (the
 * reference and its pictures on the snapshot and Java generation, never the reverse), none calls the entry point
 * back, no cycle between them, no package over {@value #MAX_CLASSES_PER_PACKAGE} classes, and every package says
 * its job. Each rule is also run on a small fixture that breaks it, so a rule that cannot fail fails here.
 */
class ArchitectureTest {
    private static final String ROOT = "dev.refin.codegen";

    /** The fixture packages under {@code src/test/java/dev/refin/codegen/archfixture}, each breaking a rule. */
    private static final String FIXTURE = "dev.refin.codegen.archfixture";

    /**
     * The packages below the API, top to bottom: a package may use those after it and never one before it. The
     * {@code reference} (schema reference, drift report, pictures) uses the names of the Java generation; the
     * {@code snapshot} (snapshot files, build state) records the names the {@code java} generation printed; the
     * {@code naming} package settles those names and uses none of the others.
     */
    static final List<String> LAYERS = List.of("reference", "snapshot", "java", "naming");

    static final int MAX_CLASSES_PER_PACKAGE = 20;

    private static JavaClasses generator;
    private static JavaClasses fixtures;

    @BeforeAll
    static void importClasses() {
        generator = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
        fixtures = new ClassFileImporter().importPackages(FIXTURE);
    }

    /** The layered rule for the packages under {@code root}; the API package itself is in no layer. */
    static ArchRule layering(String root) {
        var rule = layeredArchitecture().consideringOnlyDependenciesInLayers().withOptionalLayers(true);
        for (String layer : LAYERS) {
            rule = rule.layer(layer).definedBy(root + "." + layer + "..");
        }
        rule = rule.whereLayer(LAYERS.get(0)).mayNotBeAccessedByAnyLayer();
        for (int i = 1; i < LAYERS.size(); i++) {
            rule = rule.whereLayer(LAYERS.get(i))
                    .mayOnlyBeAccessedByLayers(LAYERS.subList(0, i).toArray(String[]::new));
        }
        return rule.because("the pictures depend on the model and the Java generation, never the reverse");
    }

    /** No cycle between the packages under {@code root}. */
    static ArchRule noCycles(String root) {
        return slices().matching(root + ".(*)..").should().beFreeOfCycles();
    }

    /**
     * The entry point of the artifact built on the generator: {@code RefinReference} (the schema reference and drift
     * report, the {@code refin-reference} artifact) reads snapshots and names through {@link RefinCodegen} as any
     * user does.
     */
    static final String ENTRY_POINT_ABOVE = "dev.refin.codegen.reference.RefinReference";

    /** Nothing below the API package uses its entry point {@code entry}; they get what they need passed in. */
    static ArchRule entryPointOnlyAtTheTop(String root, Class<?> entry) {
        return noClasses()
                .that()
                .resideInAPackage(root + ".*..")
                .and()
                .doNotHaveFullyQualifiedName(ENTRY_POINT_ABOVE)
                .should()
                .dependOnClassesThat()
                .belongToAnyOf(entry)
                .because(entry.getSimpleName() + " is the one entry point; it wires the packages below it");
    }

    @Test
    void dependenciesPointOneWay() {
        layering(ROOT).check(generator);
    }

    @Test
    void packagesHaveNoCycles() {
        noCycles(ROOT).check(generator);
    }

    @Test
    void nothingBelowCallsTheEntryPoint() {
        for (Class<?> entry : List.of(RefinCodegen.class, ForkedGeneration.class, OrgAccess.class, Cli.class)) {
            entryPointOnlyAtTheTop(ROOT, entry).check(generator);
        }
    }

    @Test
    void everyLayerHasClasses() {
        // The reference layer is the refin-reference artifact's, built on this one.
        for (String layer : LAYERS.subList(1, LAYERS.size())) {
            assertTrue(
                    generator.stream().anyMatch(c -> c.getPackageName().equals(ROOT + "." + layer)),
                    "no classes in " + ROOT + "." + layer);
        }
    }

    @Test
    void noPackageHoldsMoreThanTwentyClasses() {
        Map<String, Long> sizes = generator.stream()
                .filter(JavaClass::isTopLevelClass)
                .filter(c -> !c.getSimpleName().equals("package-info"))
                .collect(Collectors.groupingBy(JavaClass::getPackageName, TreeMap::new, Collectors.counting()));
        List<String> tooBig = sizes.entrySet().stream()
                .filter(e -> e.getValue() > MAX_CLASSES_PER_PACKAGE)
                .map(e -> e.getKey() + " has " + e.getValue() + " classes")
                .toList();
        assertEquals(List.of(), tooBig, "packages over " + MAX_CLASSES_PER_PACKAGE + " classes: " + sizes);
    }

    @Test
    void everyPackageSaysItsJob() throws IOException {
        Path sources = Path.of("src/main/java", ROOT.split("\\."));
        List<String> missing = new ArrayList<>();
        try (Stream<Path> dirs = Files.walk(sources)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                boolean hasJava;
                try (Stream<Path> files = Files.list(dir)) {
                    hasJava = files.anyMatch(f -> f.toString().endsWith(".java"));
                }
                if (hasJava && !Files.exists(dir.resolve("package-info.java"))) {
                    missing.add(sources.relativize(dir).toString());
                }
            }
        }
        assertEquals(List.of(), missing, "packages without a package-info.java");
    }

    @Test
    void eachRuleFailsOnAFixtureThatBreaksIt() {
        AssertionError upward =
                assertThrows(AssertionError.class, () -> layering(FIXTURE).check(fixtures));
        assertTrue(
                upward.getMessage().contains(FIXTURE + ".java.Names")
                        && upward.getMessage().contains(FIXTURE + ".reference.Picture"),
                upward.getMessage());
        AssertionError cycle =
                assertThrows(AssertionError.class, () -> noCycles(FIXTURE).check(fixtures));
        assertTrue(cycle.getMessage().contains("Cycle detected"), cycle.getMessage());
        AssertionError entry = assertThrows(
                AssertionError.class, () -> entryPointOnlyAtTheTop(FIXTURE, dev.refin.codegen.archfixture.Entry.class)
                        .check(fixtures));
        assertTrue(entry.getMessage().contains("State.generator"), entry.getMessage());
    }
}
