package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.OrgDescriber;
import dev.refin.codegen.SchemaDiff;
import dev.refin.codegen.reference.RefinReference;
import java.io.File;
import java.io.IOException;
import java.util.List;
import javax.inject.Inject;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.eclipse.aether.RepositorySystem;

/**
 * Compares the org with the snapshot, prints what was added, removed or changed, and writes the drift report
 * ({@code drift-report.html} with the picture, {@code drift-report.md} with a Mermaid diagram) into
 * {@link #reportDirectory}; can fail the build. CI can keep the report as a build artifact.
 */
@Mojo(name = "diff", threadSafe = true, requiresProject = true)
public class DiffMojo extends AbstractOrgMojo {

    /** Scratch directory for the org's current describes. */
    @Parameter(defaultValue = "${project.build.directory}/refin-diff")
    private File workDirectory;

    /** Directory the drift report is written into ({@code drift-report.html}, {@code drift-report.md}). */
    @Parameter(property = "refin.diffReportDirectory", defaultValue = "${project.build.directory}/refin-diff-report")
    private File reportDirectory;

    /** Fail the build when an object, field or picklist value was removed from the org. */
    @Parameter(property = "refin.failOnRemoval", defaultValue = "false")
    private boolean failOnRemoval;

    /** Fail the build when a field's type or reference targets changed in the org. */
    @Parameter(property = "refin.failOnTypeChange", defaultValue = "false")
    private boolean failOnTypeChange;

    private final RepositorySystem repositorySystem;

    @Inject
    public DiffMojo(SettingsDecrypter decrypter, RepositorySystem repositorySystem) {
        super(decrypter);
        this.repositorySystem = repositorySystem;
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("refin: diff skipped");
            return;
        }
        OrgDescriber org = org("diff");
        GeneratorConfig config = config();
        loadPictureLibraries(repositorySystem);
        RefinReference.DiffResult result;
        try {
            result = RefinReference.diff(
                    org,
                    config,
                    snapshotDirectory.toPath(),
                    workDirectory.toPath(),
                    reportDirectory.toPath(),
                    line -> getLog().info("refin: " + line));
        } catch (IOException | CodegenException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
        List<SchemaDiff.Change> changes = result.changes();
        for (String line : SchemaDiff.report(changes).split("\n")) {
            getLog().info("refin: " + line);
        }
        getLog().info("refin: drift report in " + new File(reportDirectory, "drift-report.html") + " and "
                + new File(reportDirectory, "drift-report.md")
                + (result.report().isEmpty() ? " (up to date)" : ""));
        boolean removals = changes.stream().anyMatch(c -> c.impact() == SchemaDiff.Impact.REMOVAL);
        boolean typeChanges = changes.stream().anyMatch(c -> c.impact() == SchemaDiff.Impact.TYPE_CHANGE);
        if ((failOnRemoval && removals) || (failOnTypeChange && typeChanges)) {
            throw new MojoFailureException("refin: the org has drifted from the snapshot in a way that breaks"
                    + " generated code (see the report above); run refin:snapshot and review the change");
        }
    }
}
