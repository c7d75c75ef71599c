package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.DefaultNamingStrategy;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Renders the schema reference of the generated objects from the saved describe snapshot: one Markdown
 * and one HTML page per object (API and Java names, types, required, access, help text, picklist values)
 * plus an index of each. Not bound to a phase: run {@code mvn refin:reference} or bind it in an execution.
 */
@Mojo(name = "reference", threadSafe = true)
public class ReferenceMojo extends AbstractMojo {

    /** Directory of saved describe JSON, one {@code <Object>.json} per object. */
    @Parameter(property = "refin.snapshotDirectory", defaultValue = "${project.basedir}/src/main/refin")
    private File snapshotDirectory;

    /** Directory the reference pages are written into ({@code index.md}, {@code index.html}, one pair per object). */
    @Parameter(property = "refin.referenceDirectory", defaultValue = "${project.build.directory}/refin-reference")
    private File outputDirectory;

    /** Java package of the generated types, as the reference names them. */
    @Parameter(property = "refin.packageName", defaultValue = GeneratorConfig.DEFAULT_PACKAGE)
    private String packageName;

    /** Document objects whose API name starts with this prefix; empty documents every object. */
    @Parameter(property = "refin.prefix", defaultValue = GeneratorConfig.DEFAULT_PREFIX)
    private String prefix;

    /** Also document objects whose API name matches one of these globs ({@code *}, {@code ?}). */
    @Parameter
    private List<String> includes = new ArrayList<>();

    /** Never document objects whose API name matches one of these globs. */
    @Parameter
    private List<String> excludes = new ArrayList<>();

    /** Java names to use instead of the derived ones: {@code Object=Name}, {@code Object.Field=name}, {@code Object.Field=Value=NAME}. */
    @Parameter
    private List<String> nameOverrides = new ArrayList<>();

    /** Platform field types to document instead of the described ones: {@code Object.Field=long}. */
    @Parameter
    private List<String> typeOverrides = new ArrayList<>();

    /** Skips the reference. */
    @Parameter(property = "refin.skip", defaultValue = "false")
    private boolean skip;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("refin: schema reference skipped");
            return;
        }
        GeneratorConfig config = new GeneratorConfig(
                packageName,
                prefix == null ? "" : prefix,
                includes,
                excludes,
                Pairs.parse("nameOverrides", nameOverrides),
                Pairs.parse("typeOverrides", typeOverrides));
        try {
            List<Path> written = RefinCodegen.generateReference(
                    config, new DefaultNamingStrategy(), snapshotDirectory.toPath(), outputDirectory.toPath());
            getLog().info(
                            written.isEmpty()
                                    ? "refin: schema reference up to date in " + outputDirectory
                                    : "refin: schema reference from " + snapshotDirectory + " into " + outputDirectory
                                            + " (" + written.size() + " files written)");
        } catch (CodegenException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException e) {
            throw new MojoExecutionException("refin: cannot write " + outputDirectory + ": " + e.getMessage(), e);
        }
    }
}
