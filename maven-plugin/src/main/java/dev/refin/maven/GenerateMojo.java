package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.runtime.describe.DescribeProblem;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/** Generates typed entities, picklist enums and field constants from the saved describe snapshot. */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public class GenerateMojo extends AbstractMojo {

    /** Directory of saved describe JSON, one {@code <Object>.json} per object. */
    @Parameter(property = "refin.snapshotDirectory", defaultValue = "${project.basedir}/src/main/refin")
    private File snapshotDirectory;

    /** Directory the sources are generated into; added as a compile source root. */
    @Parameter(property = "refin.outputDirectory", defaultValue = "${project.build.directory}/generated-sources/refin")
    private File outputDirectory;

    /** Java package of the generated types. */
    @Parameter(property = "refin.packageName", defaultValue = GeneratorConfig.DEFAULT_PACKAGE)
    private String packageName;

    /** Generate objects whose API name starts with this prefix; empty generates every object. */
    @Parameter(property = "refin.prefix", defaultValue = GeneratorConfig.DEFAULT_PREFIX)
    private String prefix;

    /** Also generate objects whose API name matches one of these globs ({@code *}, {@code ?}). */
    @Parameter
    private List<String> includes = new ArrayList<>();

    /** Never generate objects whose API name matches one of these globs. */
    @Parameter
    private List<String> excludes = new ArrayList<>();

    /** Java names to use instead of the derived ones: {@code Object=Name}, {@code Object.Field=name}, {@code Object.Field=Value=NAME}. */
    @Parameter
    private List<String> nameOverrides = new ArrayList<>();

    /** Platform field types to generate instead of the described ones: {@code Object.Field=long}. */
    @Parameter
    private List<String> typeOverrides = new ArrayList<>();

    /** Skips generation. */
    @Parameter(property = "refin.skip", defaultValue = "false")
    private boolean skip;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("refin: generation skipped");
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
            RefinCodegen.Result result =
                    RefinCodegen.generate(config, snapshotDirectory.toPath(), outputDirectory.toPath());
            for (DescribeProblem warning : result.warnings()) {
                getLog().warn(warning.toString());
            }
            if (result.upToDate()) {
                getLog().info("refin: up to date (" + result.objects().size() + " types in " + outputDirectory + ")");
            } else {
                getLog().info(String.format(
                        "refin: %d types from %s into %s (%d written, %d unchanged, %d removed)",
                        result.objects().size(),
                        snapshotDirectory,
                        outputDirectory,
                        result.written().size(),
                        result.unchanged().size(),
                        result.deleted().size()));
            }
        } catch (CodegenException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException e) {
            throw new MojoExecutionException("refin: cannot write " + outputDirectory + ": " + e.getMessage(), e);
        }
        project.addCompileSourceRoot(outputDirectory.getPath());
    }
}
