package dev.refin.runtime;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Which runtime packages may use which. {@code client} holds what users import and nothing else; the machinery lives
 * in {@code internal.http} (the exchange itself), and above it {@code internal.auth}, {@code internal.bulk}, {@code
 * internal.paging} and {@code internal.write}, which use {@code internal.http} and never each other. The entity model
 * ({@code dev.refin.runtime}), typed SOQL ({@code query}) and the codecs ({@code internal}) sit below the client and
 * know nothing of it. The client and its machinery refer to each other by design (the machinery reports through the
 * API's exceptions and results, the API delegates to the machinery), as {@code okhttp3} and {@code okhttp3.internal}
 * do; the machinery never reaches back to the entry points ({@code RefinClient}, {@code Bulk}, the auth providers).
 */
class ArchitectureTest {
    private static final String ROOT = "dev.refin.runtime";
    private static final String CLIENT = ROOT + ".client";
    private static final String HTTP = ROOT + ".internal.http";
    private static final String[] MACHINERY = {
        HTTP, ROOT + ".internal.auth", ROOT + ".internal.bulk", ROOT + ".internal.paging", ROOT + ".internal.write"
    };

    private static JavaClasses runtime;

    @BeforeAll
    static void importRuntime() {
        runtime = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    @Test
    void theImportIsTheRuntimesMainCode() {
        // Guards the rules below against passing vacuously on an empty or wrong import.
        org.junit.jupiter.api.Assertions.assertTrue(runtime.contain(ROOT + ".client.RefinClient"));
        org.junit.jupiter.api.Assertions.assertTrue(runtime.contain(HTTP + ".Transport"));
        org.junit.jupiter.api.Assertions.assertFalse(runtime.contain(ArchitectureTest.class.getName()));
    }

    @Test
    void theClientPackageHoldsOnlyApiTypes() {
        // Machinery cannot hide in the client package as a package-private class; GrantAuth is the one exception,
        // the package-private base whose public methods every grant provider inherits.
        classes()
                .that()
                .resideInAPackage(CLIENT)
                .and()
                .areTopLevelClasses()
                .and()
                .doNotHaveSimpleName("GrantAuth")
                .and()
                .doNotHaveSimpleName("package-info")
                .should()
                .bePublic()
                .because("dev.refin.runtime.client holds what users import; machinery goes to internal.*")
                .check(runtime);
    }

    @Test
    void theClientsPublicMethodsNeitherTakeNorReturnInternalTypes() {
        methods()
                .that()
                .areDeclaredInClassesThat()
                .resideInAPackage(CLIENT)
                .and()
                .arePublic()
                .should(new ArchCondition<JavaMethod>("neither take nor return a type of an internal package") {
                    @Override
                    public void check(JavaMethod method, ConditionEvents events) {
                        List<JavaClass> types = new ArrayList<>(method.getRawParameterTypes());
                        types.add(method.getRawReturnType());
                        for (JavaClass type : types) {
                            if (type.getPackageName().startsWith(ROOT + ".internal")) {
                                events.add(SimpleConditionEvent.violated(
                                        method, method.getFullName() + " exposes " + type.getName()));
                            }
                        }
                    }
                })
                .check(runtime);
    }

    @Test
    void theModelQueriesAndCodecsKnowNothingOfTheClient() {
        noClasses()
                .that()
                .resideInAnyPackage(ROOT, ROOT + ".query..", ROOT + ".internal")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(concat(CLIENT, MACHINERY))
                .check(runtime);
    }

    @Test
    void theHttpLayerUsesNoOtherMachinery() {
        noClasses()
                .that()
                .resideInAPackage(HTTP)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(without(HTTP))
                .check(runtime);
    }

    @Test
    void eachConcernAboveHttpUsesOnlyHttp() {
        for (String concern : MACHINERY) {
            if (concern.equals(HTTP)) {
                continue;
            }
            List<String> others = new ArrayList<>(List.of(without(concern)));
            others.remove(HTTP);
            noClasses()
                    .that()
                    .resideInAPackage(concern)
                    .should()
                    .dependOnClassesThat()
                    .resideInAnyPackage(others.toArray(String[]::new))
                    .check(runtime);
        }
    }

    @Test
    void theMachineryNeverReachesBackToTheEntryPoints() {
        noClasses()
                .that()
                .resideInAnyPackage(MACHINERY)
                .should()
                .dependOnClassesThat()
                .haveNameMatching(CLIENT.replace(".", "\\.")
                        + "\\.(RefinClient|Bulk|GrantAuth|ClientCredentialsAuth|JwtBearerAuth|OAuthPasswordAuth"
                        + "|RefreshTokenAuth|StaticTokenAuth)(\\$.*)?")
                .check(runtime);
    }

    @Test
    void theInternalPackagesHaveNoCycles() {
        slices().matching(ROOT + ".internal.(*)..").should().beFreeOfCycles().check(runtime);
    }

    private static String[] without(String concern) {
        return java.util.Arrays.stream(MACHINERY)
                .filter(name -> !name.equals(concern))
                .toArray(String[]::new);
    }

    private static String[] concat(String first, String... rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
