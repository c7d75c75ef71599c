package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.OrgDescriber;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.SchemaDiff;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.inject.Inject;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.crypto.SettingsDecrypter;

/** Compares the org with the snapshot and prints what was added, removed or changed; can fail the build. */
@Mojo(name = "diff", threadSafe = true, requiresProject = true)
public class DiffMojo extends AbstractMojo {

    /** Directory of saved describe JSON to compare the org with. */
    @Parameter(property = "refin.snapshotDirectory", defaultValue = "${project.basedir}/src/main/refin")
    private File snapshotDirectory;

    /** Scratch directory for the org's current describes. */
    @Parameter(defaultValue = "${project.build.directory}/refin-diff")
    private File workDirectory;

    /** Compare objects whose API name starts with this prefix; empty compares every object. */
    @Parameter(property = "refin.prefix", defaultValue = GeneratorConfig.DEFAULT_PREFIX)
    private String prefix;

    /** Also compare objects whose API name matches one of these globs. */
    @Parameter
    private List<String> includes = new ArrayList<>();

    /** Never compare objects whose API name matches one of these globs. */
    @Parameter
    private List<String> excludes = new ArrayList<>();

    /** Fail the build when an object, field or picklist value was removed from the org. */
    @Parameter(property = "refin.failOnRemoval", defaultValue = "false")
    private boolean failOnRemoval;

    /** Fail the build when a field's type or reference targets changed in the org. */
    @Parameter(property = "refin.failOnTypeChange", defaultValue = "false")
    private boolean failOnTypeChange;

    /** The org's URL; default {@code REFIN_INSTANCE_URL}. */
    @Parameter(property = "refin.instanceUrl")
    private String instanceUrl;

    /** The settings.xml {@code <server>} holding the connected app's client id and (encrypted) secret. */
    @Parameter(property = "refin.serverId")
    private String serverId;

    /** The REST API version. */
    @Parameter(property = "refin.apiVersion", defaultValue = "v65.0")
    private String apiVersion;

    /** Seconds to wait for each HTTP answer. */
    @Parameter(property = "refin.timeoutSeconds", defaultValue = "60")
    private int timeoutSeconds;

    /** Describe calls in flight at once. */
    @Parameter(property = "refin.parallelism", defaultValue = "4")
    private int parallelism;

    @Parameter(defaultValue = "${settings}", readonly = true)
    private Settings settings;

    private final SettingsDecrypter decrypter;

    @Inject
    public DiffMojo(SettingsDecrypter decrypter) {
        this.decrypter = decrypter;
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        String url = OrgConnection.instanceUrl(instanceUrl, System.getenv());
        if (url == null) {
            throw new MojoFailureException("refin: diff needs an org: set instanceUrl (or REFIN_INSTANCE_URL)");
        }
        OrgDescriber org = OrgConnection.describer(
                url, serverId, apiVersion, timeoutSeconds, parallelism, settings, decrypter, System.getenv());
        GeneratorConfig config = GeneratorConfig.defaults()
                .withPrefix(prefix == null ? "" : prefix)
                .withIncludes(includes)
                .withExcludes(excludes);
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
