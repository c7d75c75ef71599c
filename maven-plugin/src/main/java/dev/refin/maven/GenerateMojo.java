package dev.refin.maven;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.ForkedGeneration;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.Summaries;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.describe.DescribeProblem;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javax.inject.Inject;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.settings.crypto.SettingsDecrypter;

/**
 * Generates typed entities, picklist enums and field constants: offline from the saved snapshot, or live
 * from the org when {@code live} is true (unchanged objects are asked for conditionally). An offline build
 * never contacts an org, whatever the environment says.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public class GenerateMojo extends AbstractOrgMojo {

    /** Directory the sources are generated into; added as a compile source root. */
    @Parameter(property = "refin.outputDirectory", defaultValue = "${project.build.directory}/generated-sources/refin")
    private File outputDirectory;

    /**
     * Generates from the org ({@code instanceUrl} or {@code REFIN_INSTANCE_URL}, with the credentials of
     * {@code serverId} or the environment) instead of the snapshot; default false: offline.
     */
    @Parameter(property = "refin.live", defaultValue = "false")
    private boolean live;

    /**
     * Where a live run keeps the org's describes between builds; executions other than the default one use a
     * subdirectory named after the execution id.
     */
    @Parameter(defaultValue = "${project.build.directory}/refin-live-snapshot")
    private File liveDirectory;

    /**
     * Where the generation runs: {@code live} (the default) runs live generations in a JVM of their own and offline
     * ones in Maven's; {@code always} runs both in their own; {@code never} runs both in Maven's. A run of its own
     * gets {@code forkJvmOptions} and Maven's heap limit, and the org's credentials on its standard input only.
     */
    @Parameter(property = "refin.fork", defaultValue = "live")
    private String fork;

    /**
     * JVM options of a forked generation, separated by spaces. With the default, C1 only and the serial collector, a
     * live run of the emulator's 400-object x 150-field org took 9.0 s of CPU instead of 12.9 s (30% less) and 5.7 s
     * instead of 7.2 s of wall time, against the same run in Maven's JVM (Maven's start included). Maven's heap limit
     * ({@code -Xmx} in {@code MAVEN_OPTS}) applies unless these set one.
     */
    @Parameter(property = "refin.forkJvmOptions", defaultValue = ForkedGeneration.DEFAULT_JVM_OPTIONS)
    private String forkJvmOptions;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    private MojoExecution mojoExecution;

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
        String execution = executionId();
        if (fromSource()) {
            generateFromSource(config, execution);
            return;
        }
        File workDirectory = execution.equals("default") ? liveDirectory : new File(liveDirectory, execution);
        boolean forked = forked();
        try {
            ForkedGeneration.Request request = live
                    ? ForkedGeneration.Request.live(
                            config,
                            access("live generation (refin.live=true)"),
                            snapshotDirectory.toPath(),
                            workDirectory.toPath(),
                            outputDirectory.toPath(),
                            execution)
                    : ForkedGeneration.Request.offline(
                            config, snapshotDirectory.toPath(), outputDirectory.toPath(), execution);
            Consumer<String> progress = line -> getLog().info("refin: " + line);
            if (forked) {
                getLog().info("refin: generating in a JVM of its own (refin.fork=" + fork.trim() + ")");
            }
            RefinCodegen.Result result = forked
                    ? ForkedGeneration.run(
                            request,
                            ForkedGeneration.classpath(),
                            ForkedGeneration.jvmOptions(forkJvmOptions),
                            progress)
                    : request.runHere(progress);
            String source = live ? request.org().instanceUrl() : snapshotDirectory.toString();
            if (live) {
                getLog().info("refin: live generation used " + source + ": "
                        + Summaries.count(result.objects().size(), "object", "objects") + ", kept in " + workDirectory);
            }
            for (DescribeProblem warning : result.warnings()) {
                getLog().warn(warning.toString());
            }
            if (result.upToDate()) {
                getLog().info("refin: " + Summaries.upToDate(result, outputDirectory));
            } else {
                getLog().info("refin: " + Summaries.generation(result, source, outputDirectory));
            }
        } catch (CodegenException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException | IllegalArgumentException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
        project.addCompileSourceRoot(outputDirectory.getPath());
    }

    /** Generates from {@link #sources}, over the snapshot when there is one, in Maven's JVM. */
    private void generateFromSource(GeneratorConfig config, String execution)
            throws MojoExecutionException, MojoFailureException {
        if (live) {
            throw new MojoFailureException("refin: sources and live cannot be combined; save the org's describes with"
                    + " refin:snapshot and generate from sources over them");
        }
        List<Path> dirs = sourceDirs();
        Path describes = describesUnderSources();
        try {
            RefinCodegen.Result result = RefinCodegen.generateFromSource(
                    config, new DefaultNamingStrategy(), dirs, describes, outputDirectory.toPath(), execution, base());
            for (DescribeProblem warning : result.warnings()) {
                getLog().warn(warning.toString());
            }
            String from = sources.stream().map(f -> "source " + f).collect(Collectors.joining(" + "))
                    + (describes == null ? "" : " over describes " + describes);
            getLog().info("refin: " + Summaries.generation(result, from, outputDirectory));
        } catch (CodegenException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException | IllegalArgumentException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
        project.addCompileSourceRoot(outputDirectory.getPath());
    }

    /** Whether this run gets a JVM of its own ({@link #fork}). */
    private boolean forked() throws MojoFailureException {
        return switch (fork == null ? "live" : fork.trim()) {
            case "live" -> live;
            case "always" -> true;
            case "never" -> false;
            default -> throw new MojoFailureException("refin: fork must be live, always or never, not '" + fork + "'");
        };
    }

    /**
     * Who owns the generated files: the execution id, with {@code mvn refin:generate} ({@code default-cli}) the
     * same owner as the execution bound without an id ({@code default}).
     */
    private String executionId() {
        String id = mojoExecution == null ? null : mojoExecution.getExecutionId();
        if (id == null || id.isBlank() || id.equals("default-cli")) {
            return "default";
        }
        String safe = id.replaceAll("[^A-Za-z0-9._-]", "_");
        return Character.isLetterOrDigit(safe.charAt(0)) ? safe : "x" + safe;
    }
}
