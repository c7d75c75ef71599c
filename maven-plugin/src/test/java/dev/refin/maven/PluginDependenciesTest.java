package dev.refin.maven;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The plugin's dependencies are what Maven resolves for it and nothing else: the pictures' libraries are ordinary
 * dependencies (so IDEs and SBOM tools see them), and no class of the plugin adds jars to a class loader.
 */
class PluginDependenciesTest {

    @Test
    void theDescriptorListsThePicturesLibrariesAsOrdinaryDependencies() throws IOException {
        Set<String> dependencies = descriptorDependencies();
        for (String expected : List.of(
                "dev.refin:refin-generator-core",
                "dev.refin:refin-reference",
                "com.palantir.javapoet:javapoet",
                "com.github.spullara.mustache.java:compiler",
                "org.eclipse.elk:org.eclipse.elk.core",
                "org.eclipse.elk:org.eclipse.elk.alg.layered",
                "org.eclipse.emf:org.eclipse.emf.ecore",
                "org.eclipse.xtext:org.eclipse.xtext.xbase.lib",
                "com.google.guava:guava")) {
            assertTrue(dependencies.contains(expected), expected + " not in " + dependencies);
        }
        // The host's Maven API (provided) is not the plugin's to bring.
        assertEquals(
                List.of(),
                dependencies.stream()
                        .filter(d -> d.startsWith("org.apache.maven:") || d.startsWith("org.apache.maven.resolver:"))
                        .toList());
    }

    @Test
    void noClassOfThePluginManipulatesAClassLoader() {
        JavaClasses plugin = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.refin.maven");
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.codehaus.plexus.classworlds..", "org.eclipse.aether..")
                .orShould()
                .callMethod(URLClassLoader.class, "addURL", java.net.URL.class)
                .because("Maven resolves the plugin's dependencies like any other; nothing is added at run time")
                .check(plugin);
    }

    private static Set<String> descriptorDependencies() throws IOException {
        String descriptor;
        try (InputStream in = PluginDependenciesTest.class.getResourceAsStream("/META-INF/maven/plugin.xml")) {
            descriptor = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher groups = Pattern.compile("<dependency>\\s*<groupId>([^<]+)</groupId>\\s*<artifactId>([^<]+)<")
                .matcher(descriptor);
        Set<String> dependencies = new TreeSet<>();
        while (groups.find()) {
            dependencies.add(groups.group(1) + ":" + groups.group(2));
        }
        return dependencies;
    }
}
