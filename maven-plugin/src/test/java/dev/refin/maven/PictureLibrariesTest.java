package dev.refin.maven;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.graph.DefaultDependencyNode;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.graph.DependencyNode;
import org.junit.jupiter.api.Test;

class PictureLibrariesTest {

    @Test
    void thePluginsDependenciesLeaveOutThePictureLibrariesButKeepTheGenerator() throws IOException {
        // The dependencies the plugin descriptor lists are the plugin's realm on every goal: generate and snapshot
        // run without ELK, EMF and Mustache; reference and diff add them when they run (the reference and
        // live-org integration builds render pictures through that path).
        String descriptor;
        try (InputStream in = PictureLibraries.class.getResourceAsStream("/META-INF/maven/plugin.xml")) {
            descriptor = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher groups = Pattern.compile("<dependency>\\s*<groupId>([^<]+)</groupId>\\s*<artifactId>([^<]+)<")
                .matcher(descriptor);
        Set<String> dependencies = new TreeSet<>();
        while (groups.find()) {
            dependencies.add(groups.group(1) + ":" + groups.group(2));
        }
        assertTrue(dependencies.contains("dev.refin:refin-generator-core"), dependencies::toString);
        assertTrue(dependencies.contains("com.palantir.javapoet:javapoet"), dependencies::toString);
        for (String dependency : dependencies) {
            String group = dependency.substring(0, dependency.indexOf(':'));
            assertFalse(PictureLibraries.GROUPS.contains(group) || group.startsWith("org.eclipse"), dependency);
        }
    }

    @Test
    void resolvesTheLibrariesAndWhatTheyNeedButNothingTheRealmHasAlready() {
        DependencyNode generator = node("dev.refin:refin-generator-core:0.1.0");
        DependencyNode elk = node("org.eclipse.elk:org.eclipse.elk.core:0.12.1");
        DependencyNode emf = node("org.eclipse.emf:org.eclipse.emf.ecore:2.12.0");
        DependencyNode mustache = node("com.github.spullara.mustache.java:compiler:0.9.14");
        DependencyNode jackson = node("com.fasterxml.jackson.core:jackson-databind:2.23.0");

        assertTrue(PictureLibraries.wanted(elk, List.of(generator)));
        assertTrue(PictureLibraries.wanted(emf, List.of(elk, generator)), "what ELK needs comes along");
        assertTrue(PictureLibraries.wanted(mustache, List.of(generator)));
        assertFalse(PictureLibraries.wanted(jackson, List.of(generator)), "already in the plugin's realm");
        assertFalse(PictureLibraries.wanted(generator, List.of()), "already in the plugin's realm");
    }

    private static DependencyNode node(String coordinates) {
        return new DefaultDependencyNode(new Dependency(new DefaultArtifact(coordinates), "compile"));
    }
}
