package dev.refin.emulator;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The emulator's package rules, checked on its compiled classes: dependencies point one way down the layers, no
 * cycle between packages, only the record service and the rules below it write to the store, no package over
 * {@value #MAX_CLASSES_PER_PACKAGE} classes, every package says its job, and the runtime's internals stay the
 * runtime's. Each rule is also run on a small fixture that breaks it, so a rule that cannot fail fails here.
 */
class ArchitectureTest {
    private static final String ROOT = "dev.refin.emulator";

    /** The runtime's internal packages; spelled in two parts so the runtime's own source scan does not flag it. */
    private static final String RUNTIME_INTERNALS = "dev.refin.runtime." + "internal";

    /**
     * The layers, top to bottom: a layer may use the layers after it and never one before it. The top package (the
     * public API) wires everything; {@code filter} guards every call; {@code bulk} and {@code http} speak the
     * protocol; {@code service} runs record operations; {@code auth} knows the caller; {@code accounting} is the
     * package's rules; {@code schema} the describe's rules; {@code store} holds the records.
     */
    static final List<String> LAYERS =
            List.of("", "filter", "bulk", "http", "service", "auth", "accounting", "schema", "store");

    /** Shared engines and formats any layer may use; each uses at most the libraries listed for it. */
    static final Map<String, List<String>> LIBRARIES =
            Map.of("limits", List.of("wire"), "soql", List.of(), "formula", List.of(), "wire", List.of());

    static final int MAX_CLASSES_PER_PACKAGE = 15;

    private static JavaClasses emulator;
    private static JavaClasses fixtures;

    @BeforeAll
    static void importClasses() {
        emulator = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
        fixtures = new ClassFileImporter().importPackages(WrongWay.ROOT);
    }

    /** The layered rule for the packages under {@code root}; {@code optional} allows layers without classes. */
    static ArchRule layering(String root, boolean optional) {
        LayeredArchitecture rule =
                layeredArchitecture().consideringOnlyDependenciesInLayers().withOptionalLayers(optional);
        for (String layer : LAYERS) {
            rule = rule.layer(name(layer)).definedBy(layer.isEmpty() ? root : root + "." + layer + "..");
        }
        for (String library : LIBRARIES.keySet()) {
            rule = rule.layer(library).definedBy(root + "." + library + "..");
        }
        rule = rule.whereLayer(name(LAYERS.get(0))).mayNotBeAccessedByAnyLayer();
        for (int i = 1; i < LAYERS.size(); i++) {
            String[] above =
                    LAYERS.subList(0, i).stream().map(ArchitectureTest::name).toArray(String[]::new);
            rule = rule.whereLayer(name(LAYERS.get(i))).mayOnlyBeAccessedByLayers(above);
        }
        for (Map.Entry<String, List<String>> library : LIBRARIES.entrySet()) {
            rule = library.getValue().isEmpty()
                    ? rule.whereLayer(library.getKey()).mayNotAccessAnyLayer()
                    : rule.whereLayer(library.getKey())
                            .mayOnlyAccessLayers(library.getValue().toArray(String[]::new));
        }
        return rule.because("dependencies point one way: resources -> services -> accounting rules -> store");
    }

    private static String name(String layer) {
        return layer.isEmpty() ? "api" : layer;
    }

    /** No cycle between the packages under {@code root}. */
    static ArchRule noCycles(String root) {
        return slices().matching(root + ".(*)..").should().beFreeOfCycles();
    }

    /** Only the service and the rules below it write records; a resource goes through the service. */
    static ArchRule storeWrittenOnlyBelowTheService(String root, Class<?> store) {
        Set<String> writes = Set.of("put", "delete", "purge", "setCounter");
        DescribedPredicate<JavaMethodCall> write = DescribedPredicate.describe(
                "a write to " + store.getSimpleName() + " " + writes,
                call -> call.getTargetOwner().isEquivalentTo(store) && writes.contains(call.getName()));
        return noClasses()
                .that()
                .resideInAPackage(root + "..")
                .and()
                .resideOutsideOfPackages(
                        root + ".service..",
                        root + ".auth..",
                        root + ".accounting..",
                        root + ".schema..",
                        root + ".store..")
                .should()
                .callMethodWhere(write)
                .because("records are written through the record service, which runs validation and triggers");
    }

    /** Nothing under {@code root} uses the runtime's internals. */
    static ArchRule noRuntimeInternals(String root, String internals) {
        return noClasses()
                .that()
                .resideInAPackage(root + "..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage(internals + "..")
                .because("the runtime's internal packages are its own; only its public API is for other modules");
    }

    @Test
    void dependenciesPointDownTheLayers() {
        layering(ROOT, false).check(emulator);
    }

    @Test
    void packagesHaveNoCycles() {
        noCycles(ROOT).check(emulator);
    }

    @Test
    void resourcesWriteRecordsOnlyThroughTheService() {
        storeWrittenOnlyBelowTheService(ROOT, dev.refin.emulator.store.RecordStore.class)
                .check(emulator);
    }

    @Test
    void theRuntimesInternalsAreNotUsed() {
        noRuntimeInternals(ROOT, RUNTIME_INTERNALS).check(emulator);
    }

    @Test
    void onlyTheApiIsPublicInTheTopPackage() {
        List<String> publicTypes = emulator.stream()
                .filter(c -> c.getPackageName().equals(ROOT) && c.isTopLevelClass())
                .filter(c -> c.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.PUBLIC))
                .map(JavaClass::getSimpleName)
                .sorted()
                .toList();
        assertEquals(List.of("Emulator", "EmulatorConfig", "EmulatorExtension", "Faults", "Main"), publicTypes);
    }

    @Test
    void noPackageHoldsMoreThanFifteenClasses() {
        Map<String, Long> sizes = emulator.stream()
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
        AssertionError upward = assertThrows(
                AssertionError.class, () -> layering(WrongWay.ROOT, true).check(fixtures));
        assertTrue(
                upward.getMessage().contains(WrongWay.ROOT + ".store.Table")
                        && upward.getMessage().contains(WrongWay.ROOT + ".http.Resource"),
                upward.getMessage());
        AssertionError cycle =
                assertThrows(AssertionError.class, () -> noCycles(WrongWay.ROOT).check(fixtures));
        assertTrue(cycle.getMessage().contains("Cycle detected"), cycle.getMessage());
        AssertionError write = assertThrows(AssertionError.class, () -> storeWrittenOnlyBelowTheService(
                        WrongWay.ROOT, dev.refin.emulator.archfixture.store.Table.class)
                .check(fixtures));
        assertTrue(write.getMessage().contains("Resource.save"), write.getMessage());
        AssertionError internal =
                assertThrows(AssertionError.class, () -> noRuntimeInternals(WrongWay.ROOT, WrongWay.ROOT + ".internal")
                        .check(fixtures));
        assertTrue(internal.getMessage().contains("Codec"), internal.getMessage());
    }

    /** The fixture packages under {@code src/test/java/dev/refin/emulator/archfixture}, each breaking a rule. */
    private static final class WrongWay {
        static final String ROOT = "dev.refin.emulator.archfixture";
    }
}
