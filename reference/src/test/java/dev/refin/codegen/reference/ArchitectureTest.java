package dev.refin.codegen.reference;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
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
 * never uses the reference, only the reference's entry point calls the generator's, and the pictures' model knows
 * nothing of how it is drawn.
 */
class ArchitectureTest {
    private static final String REFERENCE = "dev.refin.codegen.reference";

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
        onlyTheEntryPointCallsTheGenerators().check(classes);
        theModelDoesNotKnowHowItIsDrawn().check(classes);
    }

    @Test
    void thePackageSaysItsJob() {
        assertTrue(Files.isRegularFile(
                Path.of("src/main/java", REFERENCE.split("\\.")).resolve("package-info.java")));
    }
}
