package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.OrgDescriber;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.Summaries;
import java.io.File;
import java.io.IOException;
import javax.inject.Inject;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.settings.crypto.SettingsDecrypter;

/**
 * Saves the org's describes of the selected objects into the snapshot directory, normalized for review. With
 * {@code sources}, the snapshot also records which input each object and field comes from when they are laid over it
 * ({@code refin-snapshot-inputs.txt}); bad source stops the goal before the org is asked.
 */
@Mojo(name = "snapshot", threadSafe = true, requiresProject = true)
public class SnapshotMojo extends AbstractOrgMojo {

    @Inject
    public SnapshotMojo(SettingsDecrypter decrypter) {
        super(decrypter);
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("refin: snapshot skipped");
            return;
        }
        String url = instanceUrl();
        OrgDescriber org = org("snapshot");
        GeneratorConfig config = config();
        try {
            RefinCodegen.SnapshotResult result = RefinCodegen.snapshot(
                    org, config, snapshotDirectory.toPath(), sourceDirs(), base(), line -> getLog().info(
                                    "refin: " + line));
            getLog().info("refin: " + Summaries.snapshot(result, url, snapshotDirectory));
            if (fromSource()) {
                getLog().info("refin: which input each object and field comes from with " + sources + " laid over it: "
                        + new File(snapshotDirectory, RefinCodegen.SNAPSHOT_INPUTS_FILE));
            }
        } catch (CodegenException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
    }
}
