package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.DefaultNamingStrategy;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.describe.DescribeProblem;
import java.io.File;
import java.io.IOException;
import javax.inject.Inject;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.settings.crypto.SettingsDecrypter;

/**
 * Generates typed entities, picklist enums and field constants: offline from the saved snapshot, or live
 * from the org when {@code instanceUrl} is set (unchanged objects are asked for conditionally).
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public class GenerateMojo extends AbstractOrgMojo {

    /** Directory the sources are generated into; added as a compile source root. */
    @Parameter(property = "refin.outputDirectory", defaultValue = "${project.build.directory}/generated-sources/refin")
    private File outputDirectory;

    /** Where a live run keeps the org's describes between builds. */
    @Parameter(defaultValue = "${project.build.directory}/refin-live-snapshot")
    private File liveDirectory;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    @Inject
    public GenerateMojo(SettingsDecrypter decrypter) {
        super(decrypter);
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("refin: generation skipped");
            return;
        }
        GeneratorConfig config = config();
        String source = instanceUrl() == null ? snapshotDirectory.toString() : instanceUrl();
        try {
            RefinCodegen.Result result = instanceUrl() == null
                    ? RefinCodegen.generate(config, snapshotDirectory.toPath(), outputDirectory.toPath())
                    : RefinCodegen.generateLive(
                            org("live generation"),
                            config,
                            new DefaultNamingStrategy(),
                            snapshotDirectory.toPath(),
                            liveDirectory.toPath(),
                            outputDirectory.toPath(),
                            line -> getLog().info("refin: " + line));
            for (DescribeProblem warning : result.warnings()) {
                getLog().warn(warning.toString());
            }
            if (result.upToDate()) {
                getLog().info("refin: up to date (" + result.objects().size() + " types in " + outputDirectory + ")");
            } else {
                getLog().info(String.format(
                        "refin: %d types from %s into %s (%d written, %d unchanged, %d removed)",
                        result.objects().size(),
                        source,
                        outputDirectory,
                        result.written().size(),
                        result.unchanged().size(),
                        result.deleted().size()));
            }
        } catch (CodegenException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
        project.addCompileSourceRoot(outputDirectory.getPath());
    }
}
