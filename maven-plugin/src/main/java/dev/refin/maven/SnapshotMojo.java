package dev.refin.maven;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.OrgDescriber;
import dev.refin.codegen.RefinCodegen;
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

/** Saves the org's describes of the selected objects into the snapshot directory, normalized for review. */
@Mojo(name = "snapshot", threadSafe = true, requiresProject = true)
public class SnapshotMojo extends AbstractMojo {

    /** Directory of saved describe JSON, one {@code <Object>.json} per object. */
    @Parameter(property = "refin.snapshotDirectory", defaultValue = "${project.basedir}/src/main/refin")
    private File snapshotDirectory;

    /** Describe objects whose API name starts with this prefix; empty describes every object. */
    @Parameter(property = "refin.prefix", defaultValue = GeneratorConfig.DEFAULT_PREFIX)
    private String prefix;

    /** Also describe objects whose API name matches one of these globs ({@code *}, {@code ?}). */
    @Parameter
    private List<String> includes = new ArrayList<>();

    /** Never describe objects whose API name matches one of these globs. */
    @Parameter
    private List<String> excludes = new ArrayList<>();

    /** The org's URL, e.g. {@code https://acme.my.salesforce.com}; default {@code REFIN_INSTANCE_URL}. */
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
    public SnapshotMojo(SettingsDecrypter decrypter) {
        this.decrypter = decrypter;
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        String url = OrgConnection.instanceUrl(instanceUrl, System.getenv());
        if (url == null) {
            throw new MojoFailureException("refin: snapshot needs an org: set instanceUrl (or REFIN_INSTANCE_URL)");
        }
        OrgDescriber org = OrgConnection.describer(
                url, serverId, apiVersion, timeoutSeconds, parallelism, settings, decrypter, System.getenv());
        GeneratorConfig config = GeneratorConfig.defaults()
                .withPrefix(prefix == null ? "" : prefix)
                .withIncludes(includes)
                .withExcludes(excludes);
        try {
            RefinCodegen.SnapshotResult result = RefinCodegen.snapshot(
                    org, config, snapshotDirectory.toPath(), line -> getLog().info("refin: " + line));
            getLog().info(String.format(
                    "refin: %d objects from %s into %s (%d files changed, %d unchanged in the org, %d HTTP calls)",
                    result.objects().size(),
                    url,
                    snapshotDirectory,
                    result.written().size(),
                    result.notModified(),
                    result.calls()));
        } catch (IOException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
    }
}
