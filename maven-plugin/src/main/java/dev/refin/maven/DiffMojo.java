package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.OrgDescriber;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.SchemaDiff;
import java.io.File;
import java.io.IOException;
import java.util.List;
import javax.inject.Inject;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.settings.crypto.SettingsDecrypter;

/** Compares the org with the snapshot and prints what was added, removed or changed; can fail the build. */
@Mojo(name = "diff", threadSafe = true, requiresProject = true)
public class DiffMojo extends AbstractOrgMojo {

    /** Scratch directory for the org's current describes. */
    @Parameter(defaultValue = "${project.build.directory}/refin-diff")
    private File workDirectory;

    /** Fail the build when an object, field or picklist value was removed from the org. */
    @Parameter(property = "refin.failOnRemoval", defaultValue = "false")
    private boolean failOnRemoval;

    /** Fail the build when a field's type or reference targets changed in the org. */
    @Parameter(property = "refin.failOnTypeChange", defaultValue = "false")
    private boolean failOnTypeChange;

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
        OrgDescriber org = org("diff");
        GeneratorConfig config = config();
        List<SchemaDiff.Change> changes;
        try {
            changes = RefinCodegen.diff(
                    org, config, snapshotDirectory.toPath(), workDirectory.toPath(), line -> getLog().info(
                                    "refin: " + line));
        } catch (IOException | CodegenException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
        for (String line : SchemaDiff.report(changes).split("\n")) {
            getLog().info("refin: " + line);
        }
        boolean removals = changes.stream().anyMatch(c -> c.impact() == SchemaDiff.Impact.REMOVAL);
        boolean typeChanges = changes.stream().anyMatch(c -> c.impact() == SchemaDiff.Impact.TYPE_CHANGE);
        if ((failOnRemoval && removals) || (failOnTypeChange && typeChanges)) {
            throw new MojoFailureException("refin: the org has drifted from the snapshot in a way that breaks"
                    + " generated code (see the report above); run refin:snapshot and review the change");
        }
    }
}
