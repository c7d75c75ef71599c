package dev.refin.codegen.reference;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import dev.refin.codegen.RefinCodegen;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The reference's place on top of the generator, checked on the compiled classes of both artifacts: the generator
 * never uses the reference, the reference uses only the generator's public API (never its Java generation), only the
 * reference's entry point calls the generator's, and the pictures' model knows nothing of how it is drawn. Each rule
 * the reference could break by reaching down is also run on a fixture that breaks it, so it can fail.
 */
class ArchitectureTest {
    private static final String REFERENCE = "dev.refin.codegen.reference";

    /** The generator's Java generation: internals the reference must not use. */
    private static final String JAVA_GENERATION = "dev.refin.codegen.java";

    /** Test classes under {@code src/test/java/dev/refin/codegen/reference/archfixture} that break the rules. */
    private static final String FIXTURE = REFERENCE + ".archfixture";

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        // This module's classes and refin-generator-core's (a jar on the test class path).
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.refin.codegen");
        assertTrue(classes.contain(RefinCodegen.class), "the generator's classes were not imported");
        assertTrue(classes.contain(RefinReference.class), "the reference's classes were not imported");
    }

    static ArchRule generatorNeverUsesTheReference() {
        return noClasses()
                .that()
                .resideOutsideOfPackage(REFERENCE + "..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage(REFERENCE + "..")
                .because("the reference is built on the generator, never the reverse");
    }

    /**
     * The classes of {@code pkg} use the generator through its public API ({@code dev.refin.codegen}, {@code
     * dev.refin.codegen.naming}), never its Java generation.
     */
    static ArchRule usesOnlyTheGeneratorsApi(String pkg) {
        return noClasses()
                .that()
                .resideInAPackage(pkg + "..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage(JAVA_GENERATION + "..")
                .because("the reference is built on the generator's public API; " + JAVA_GENERATION
                        + " is the generator's internals and may change with any release");
    }

    static ArchRule onlyTheEntryPointCallsTheGenerators() {
        return noClasses()
                .that()
                .resideInAPackage(REFERENCE + "..")
                .and()
                .doNotBelongToAnyOf(RefinReference.class)
                .should()
                .dependOnClassesThat()
                .belongToAnyOf(RefinCodegen.class)
                .because("RefinReference is the reference's one entry point; it hands the pages what they need");
    }

    static ArchRule theModelDoesNotKnowHowItIsDrawn() {
        return noClasses()
                .that()
                .haveFullyQualifiedName(REFERENCE + ".ErModel")
                .should()
                .dependOnClassesThat()
                .haveNameMatching(
                        REFERENCE + "\\.(ErSvg|ErMermaid|ErLayout|SchemaReferenceGenerator|DriftReport)(\\$.*)?")
                .because("the pictures depend on the model, never the reverse");
    }

    @Test
    void dependenciesPointOneWay() {
        generatorNeverUsesTheReference().check(classes);
        usesOnlyTheGeneratorsApi(REFERENCE).check(classes);
        onlyTheEntryPointCallsTheGenerators().check(classes);
        theModelDoesNotKnowHowItIsDrawn().check(classes);
    }

    @Test
    void theApiRuleFailsOnAFixtureThatReachesIntoTheJavaGeneration() {
        JavaClasses fixtures = new ClassFileImporter().importPackages(FIXTURE);
        assertTrue(fixtures.contain(dev.refin.codegen.reference.archfixture.InternalUser.class));
        AssertionError reach = assertThrows(
                AssertionError.class, () -> usesOnlyTheGeneratorsApi(FIXTURE).check(fixtures));
        assertTrue(
                reach.getMessage().contains(FIXTURE + ".InternalUser")
                        && reach.getMessage().contains(JAVA_GENERATION + ".FieldMapping"),
                reach.getMessage());
        // The public API alone passes: the fixture's other class uses only it.
        usesOnlyTheGeneratorsApi(FIXTURE)
                .check(new ClassFileImporter().importClasses(dev.refin.codegen.reference.archfixture.ApiUser.class));
    }

    @Test
    void thePackageSaysItsJob() {
        assertTrue(Files.isRegularFile(
                Path.of("src/main/java", REFERENCE.split("\\.")).resolve("package-info.java")));
    }
}
