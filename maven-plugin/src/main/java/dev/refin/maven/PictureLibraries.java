package dev.refin.maven;

import java.io.File;
import java.net.MalformedURLException;
import java.util.List;
import java.util.Set;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.codehaus.plexus.classworlds.realm.ClassRealm;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.graph.DependencyNode;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

/**
 * The libraries only the schema reference and the drift report use (Eclipse ELK and EMF for the pictures' layout,
 * Mustache for the pages), added to the plugin's class realm when {@code refin:reference} or {@code refin:diff} runs.
 * The plugin's pom leaves them out of its dependencies, so {@code refin:generate} and {@code refin:snapshot}, which
 * run on every build, do not pay for Maven resolving and loading them; their versions are the ones the generator's
 * pom declares, resolved like any plugin dependency (from the local repository, or the plugin repositories unless
 * offline).
 */
final class PictureLibraries {
    /** The groups the plugin's pom excludes from the generator's dependencies; everything they need comes along. */
    static final Set<String> GROUPS =
            Set.of("org.eclipse.elk", "org.eclipse.xtext", "com.google.guava", "com.github.spullara.mustache.java");

    /** A class of each library the reference and the report need, to tell whether the realm has them already. */
    private static final List<String> PROBES =
            List.of("org.eclipse.elk.alg.layered.options.LayeredOptions", "com.github.mustachejava.MustacheFactory");

    private static final String GENERATOR = "dev.refin:refin-reference";

    private PictureLibraries() {}

    /** Adds the libraries to the realm of the running plugin unless it can load them already. */
    static void ensure(
            MojoExecution execution,
            RepositorySystem system,
            RepositorySystemSession session,
            List<RemoteRepository> repositories)
            throws MojoExecutionException {
        PluginDescriptor plugin = execution.getMojoDescriptor().getPluginDescriptor();
        ClassRealm realm = plugin.getClassRealm();
        synchronized (realm) {
            if (loadable(realm)) {
                return;
            }
            org.apache.maven.artifact.Artifact generator =
                    plugin.getArtifactMap().get(GENERATOR);
            if (generator == null) {
                throw new MojoExecutionException("refin: the plugin's dependencies do not name " + GENERATOR);
            }
            CollectRequest collect = new CollectRequest(
                    new Dependency(
                            new DefaultArtifact(
                                    generator.getGroupId(), generator.getArtifactId(), "jar", generator.getVersion()),
                            "runtime"),
                    repositories);
            List<ArtifactResult> results;
            try {
                results = system.resolveDependencies(session, new DependencyRequest(collect, PictureLibraries::wanted))
                        .getArtifactResults();
            } catch (DependencyResolutionException e) {
                throw new MojoExecutionException(
                        "refin: cannot resolve the libraries of the schema pictures: " + e.getMessage(), e);
            }
            for (ArtifactResult result : results) {
                File file = result.getArtifact().getFile();
                try {
                    realm.addURL(file.toURI().toURL());
                } catch (MalformedURLException e) {
                    throw new MojoExecutionException("refin: " + file + ": " + e.getMessage(), e);
                }
            }
            if (!loadable(realm)) {
                throw new MojoExecutionException("refin: the libraries of the schema pictures did not load from "
                        + results.stream().map(r -> r.getArtifact().toString()).toList());
            }
        }
    }

    /** A node of one of the libraries, or of what one of them depends on. */
    static boolean wanted(DependencyNode node, List<DependencyNode> parents) {
        if (inGroups(node.getArtifact())) {
            return true;
        }
        return parents.stream().anyMatch(p -> inGroups(p.getArtifact()));
    }

    private static boolean inGroups(Artifact artifact) {
        return artifact != null && GROUPS.contains(artifact.getGroupId());
    }

    private static boolean loadable(ClassLoader loader) {
        try {
            for (String probe : PROBES) {
                Class.forName(probe, false, loader);
            }
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
