package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratorConfig;
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

/**
 * Compares the org with the snapshot, prints what was added, removed or changed, and writes the drift report
 * ({@code drift-report.html} with the picture, {@code drift-report.md} with a Mermaid diagram) into
 * {@link #reportDirectory}; can fail the build. CI can keep the report as a build artifact. With {@code sources}, it
 * compares what generation would use (the sources laid over the snapshot, or alone) with the org when one is configured
 * and with the snapshot otherwise: every change names the source file (and line) it comes from, and what the org has
 * and the sources do not is listed as only in the org.
 */
@Mojo(name = "diff", threadSafe = true, requiresProject = true)
public class DiffMojo extends AbstractOrgMojo {

    /** Scratch directory for the org's current describes. */
    @Parameter(defaultValue = "${project.build.directory}/refin-diff")
    private File workDirectory;

    /** Directory the drift report is written into ({@code drift-report.html}, {@code drift-report.md}). */
    @Parameter(property = "refin.diffReportDirectory", defaultValue = "${project.build.directory}/refin-diff-report")
    private File reportDirectory;

    /**
     * Fail the build when an object, field or picklist value was removed from the org (with {@code sources}: a
     * picklist value the sources drop; what only the org has is not a removal).
     */
    @Parameter(property = "refin.failOnRemoval", defaultValue = "false")
    private boolean failOnRemoval;

    /** Fail the build when a field's type or reference targets changed in the org (with {@code sources}: in them). */
    @Parameter(property = "refin.failOnTypeChange", defaultValue = "false")
    private boolean failOnTypeChange;

    /**
     * With {@code sources}: what generation would use (the sources laid over the snapshot, or alone without one)
     * against the org when one is configured, else against the snapshot.
     */
    private RefinReference.DiffResult diffSource(GeneratorConfig config)
            throws IOException, CodegenException, MojoFailureException {
        if (instanceUrl() != null) {
            return RefinReference.diffSourceWithOrg(
                    org("diff"),
                    config,
                    describesUnderSources(),
                    sourceDirs(),
                    base(),
                    workDirectory.toPath(),
                    reportDirectory.toPath(),
                    line -> getLog().info("refin: " + line));
        }
        if (describesUnderSources() == null) {
            throw new MojoFailureException("refin: diff compares the sources with the org (set instanceUrl or"
                    + " REFIN_INSTANCE_URL) or with the saved snapshot, and " + snapshotDirectory + " does not exist");
        }
        return RefinReference.diffSource(
                config, describesUnderSources(), sourceDirs(), base(), reportDirectory.toPath(), line -> getLog().info(
                                "refin: " + line));
    }

    @Inject
    public DiffMojo(SettingsDecrypter decrypter) {
        super(decrypter);
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("refin: diff skipped");
            return;
        }
        GeneratorConfig config = config();
        RefinReference.DiffResult result;
        String against = null;
        try {
            if (fromSource()) {
                against = instanceUrl() != null ? "the org" : "the snapshot";
                result = diffSource(config);
            } else {
                result = RefinReference.diff(
                        org("diff"),
                        config,
                        snapshotDirectory.toPath(),
                        workDirectory.toPath(),
                        reportDirectory.toPath(),
                        line -> getLog().info("refin: " + line));
            }
        } catch (IOException | CodegenException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
        List<SchemaDiff.Change> changes = result.changes();
        if (against != null && changes.isEmpty()) {
            getLog().info("refin: no differences between " + against + " and " + sources);
        } else {
            String report = SchemaDiff.report(changes);
            for (SchemaDiff.Change change : changes) {
                getLog().info("refin: " + result.line(change));
            }
            getLog().info("refin: " + report.substring(report.lastIndexOf('\n') + 1));
        }
        getLog().info("refin: drift report in " + new File(reportDirectory, "drift-report.html") + " and "
                + new File(reportDirectory, "drift-report.md")
                + (result.report().isEmpty() ? " (up to date)" : ""));
        boolean removals = changes.stream().anyMatch(c -> c.impact() == SchemaDiff.Impact.REMOVAL);
        boolean typeChanges = changes.stream().anyMatch(c -> c.impact() == SchemaDiff.Impact.TYPE_CHANGE);
        if ((failOnRemoval && removals) || (failOnTypeChange && typeChanges)) {
            throw new MojoFailureException(
                    against != null
                            ? "refin: the sources differ from " + against + " in a way that breaks generated code"
                                    + " (see the report above); review the change"
                            : "refin: the org has drifted from the snapshot in a way that breaks"
                                    + " generated code (see the report above); run refin:snapshot and review the change");
        }
    }
}
