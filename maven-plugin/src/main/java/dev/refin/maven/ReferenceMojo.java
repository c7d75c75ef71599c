package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.Summaries;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.reference.RefinReference;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Renders the schema reference of the generated objects from the saved describe snapshot: one Markdown
 * and one HTML page per object (API and Java names, types, required, access, help text, picklist values,
 * a picture of its direct neighbours) plus an index of each with the entity-relationship picture (inline SVG
 * in HTML, Mermaid in Markdown). Not bound to a phase: run {@code mvn refin:reference} or bind it in an execution.
 */
@Mojo(name = "reference", threadSafe = true)
public class ReferenceMojo extends AbstractRefinMojo {

    /** Directory the reference pages are written into ({@code index.md}, {@code index.html}, one pair per object). */
    @Parameter(property = "refin.referenceDirectory", defaultValue = "${project.build.directory}/refin-reference")
    private File outputDirectory;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("refin: schema reference skipped");
            return;
        }
        GeneratorConfig config = config();
        try {
            if (fromSource()) {
                List<Path> dirs = sources.stream().map(File::toPath).toList();
                List<Path> written = RefinReference.generateReferenceFromSource(
                        config, new DefaultNamingStrategy(), dirs, describesUnderSources(), outputDirectory.toPath());
                getLog().info("refin: schema reference from " + sources
                        + (describesUnderSources() == null ? "" : " over " + snapshotDirectory) + " into "
                        + outputDirectory + " (" + Summaries.count(written.size(), "file", "files") + " written)");
                return;
            }
            List<Path> written = RefinReference.generateReference(
                    config,
                    new DefaultNamingStrategy(),
                    snapshotDirectory.toPath(),
                    outputDirectory.toPath(),
                    line -> getLog().info("refin: " + line));
            getLog().info(
                            written.isEmpty()
                                    ? "refin: schema reference up to date in " + outputDirectory
                                    : "refin: schema reference from " + snapshotDirectory + " into " + outputDirectory
                                            + " (" + Summaries.count(written.size(), "file", "files") + " written)");
        } catch (CodegenException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException e) {
            throw new MojoExecutionException("refin: cannot write " + outputDirectory + ": " + e.getMessage(), e);
        }
    }
}
