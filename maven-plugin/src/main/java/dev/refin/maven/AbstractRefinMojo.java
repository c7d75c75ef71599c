package dev.refin.maven;

import dev.refin.codegen.GeneratorConfig;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/** Parameters every goal shares: the snapshot directory, which objects, Java names and types. */
abstract class AbstractRefinMojo extends AbstractMojo {

    /** Directory of saved describe JSON, one file per object named after it, e.g. refin__Sales_Invoice__c.json. */
    @Parameter(property = "refin.snapshotDirectory", defaultValue = "${project.basedir}/src/main/refin")
    protected File snapshotDirectory;

    /**
     * Folders of the org's metadata source to use instead of the snapshot alone: sfdx projects (with
     * {@code sfdx-project.json}) or folders in the metadata API format (with {@code objects/*.object}), laid in order
     * over the saved describes of {@code snapshotDirectory} when that directory exists (which then supply key
     * prefixes, standard fields and permissions), or used alone when it does not. {@code generate} and
     * {@code reference} read them (not with {@code live}); {@code diff} compares what they give with the org (or the
     * snapshot); {@code snapshot} records, beside the describes, which input each object and field comes from.
     * Default: none.
     */
    @Parameter(property = "refin.sources")
    protected List<File> sources;

    /** The project's directory: files the goals write name source folders relative to it. */
    @Parameter(defaultValue = "${project.basedir}", readonly = true)
    protected File basedir;

    /** The folders of {@link #sources}. */
    protected List<Path> sourceDirs() {
        return sources == null ? List.of() : sources.stream().map(File::toPath).toList();
    }

    /** The directory source folders are named relative to: the project's, or the working directory. */
    protected Path base() {
        return basedir == null ? Path.of("").toAbsolutePath() : basedir.toPath();
    }

    /** Whether {@link #sources} are configured. */
    protected boolean fromSource() {
        return sources != null && !sources.isEmpty();
    }

    /** The saved describes the sources are laid over: the snapshot directory when it exists, else none (null). */
    protected Path describesUnderSources() {
        return snapshotDirectory.isDirectory() ? snapshotDirectory.toPath() : null;
    }

    /**
     * Objects whose API name starts with this prefix are used; empty uses every object. Companions ({@code __Share},
     * {@code __History}, ...) and other kinds ({@code __e}, {@code __mdt}, ...) only through {@code includes}.
     */
    @Parameter(property = "refin.prefix", defaultValue = GeneratorConfig.DEFAULT_PREFIX)
    private String prefix;

    /** Also use objects whose API name matches one of these globs ({@code *}, {@code ?}). */
    @Parameter
    private List<String> includes = new ArrayList<>();

    /** Never use objects whose API name matches one of these globs. */
    @Parameter
    private List<String> excludes = new ArrayList<>();

    /** Java package of the generated types. */
    @Parameter(property = "refin.packageName", defaultValue = GeneratorConfig.DEFAULT_PACKAGE)
    private String packageName;

    /** Java names instead of the derived ones: {@code Object=Name}, {@code Object.Field=name}, {@code Object.Field=Value=NAME}. */
    @Parameter
    private List<String> nameOverrides = new ArrayList<>();

    /** Platform field types instead of the described ones: {@code Object.Field=long}. */
    @Parameter
    private List<String> typeOverrides = new ArrayList<>();

    /** Skips the goal. */
    @Parameter(property = "refin.skip", defaultValue = "false")
    protected boolean skip;

    /** The generator configuration these parameters describe. */
    protected final GeneratorConfig config() throws MojoFailureException {
        return new GeneratorConfig(
                packageName,
                prefix == null ? "" : prefix,
                includes,
                excludes,
                Pairs.parse("nameOverrides", nameOverrides),
                Pairs.parse("typeOverrides", typeOverrides));
    }
}
