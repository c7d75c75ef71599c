package dev.refin.maven;

import dev.refin.emulator.Emulator;
import dev.refin.emulator.Main;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Starts the emulator, a local org of the accounting package, on the project's own snapshot and serves until stopped
 * (Ctrl-C). By default it seeds an org ready to post a sales invoice (a ledger, receivables and revenue GL accounts, an
 * entity, the current month's open accounting period and a customer) and prints the URL, the token, the API version
 * and every seeded id as {@code export REFIN_...='...'} lines, the variables getting-started's program reads; the same
 * lines go to {@code target/refin-emulator.env} for {@code source}. Not bound to a phase: run
 * {@code mvn refin:emulator}.
 */
@Mojo(name = "emulator", threadSafe = true)
public class EmulatorMojo extends AbstractRefinMojo {

    /** The port to listen on (127.0.0.1 only); 0 takes a free one. */
    @Parameter(property = "refin.emulator.port", defaultValue = "0")
    private int port;

    /** Seeds an org ready to post a sales invoice; false starts it empty (records come from {@code config} only). */
    @Parameter(property = "refin.emulator.readyOrg", defaultValue = "true")
    private boolean readyOrg;

    /**
     * An emulator configuration file (users, clock, faults, limits, seed records; see the emulator's documentation);
     * its seed records are inserted after the ready org's.
     */
    @Parameter(property = "refin.emulator.config")
    private File config;

    /** Where the {@code export} lines are written as well, for {@code source} in another shell. */
    @Parameter(property = "refin.emulator.envFile", defaultValue = "${project.build.directory}/refin-emulator.env")
    private File envFile;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("refin: emulator skipped");
            return;
        }
        if (!snapshotDirectory.isDirectory()) {
            throw new MojoFailureException("refin: no snapshot directory " + snapshotDirectory
                    + ": the emulator serves the objects of a describe snapshot (take one with mvn refin:snapshot)");
        }
        if (config != null && !config.isFile()) {
            throw new MojoFailureException("refin: no emulator configuration file " + config);
        }
        Emulator emulator = start();
        try {
            List<String> lines = new ArrayList<>(Main.describe(emulator));
            writeEnvFile(lines);
            lines.add("environment also in " + envFile + " (source it in another shell)");
            lines.add("press Ctrl-C to stop");
            // Standard output, not the log: the export lines are meant to be copied, and -q must not hide them.
            PrintStream out = System.out;
            lines.forEach(out::println);
            out.flush();
            serveUntilStopped(emulator);
        } finally {
            emulator.close();
        }
    }

    private Emulator start() throws MojoFailureException, MojoExecutionException {
        Emulator.Builder builder = Emulator.builder();
        try {
            if (config != null) {
                builder.config(config.toPath());
            }
            builder.snapshot(snapshotDirectory.toPath()).port(port).readyOrg(readyOrg);
            return builder.build().start();
        } catch (IllegalArgumentException e) {
            throw new MojoFailureException("refin: the emulator cannot start: " + e.getMessage()
                    + (readyOrg ? " (-Drefin.emulator.readyOrg=false starts it empty)" : ""));
        } catch (IOException e) {
            throw new MojoExecutionException("refin: the emulator cannot start: " + e.getMessage(), e);
        }
    }

    private void writeEnvFile(List<String> lines) throws MojoExecutionException {
        List<String> exports =
                lines.stream().filter(l -> l.startsWith("export ")).toList();
        try {
            Files.createDirectories(envFile.toPath().toAbsolutePath().getParent());
            Files.write(envFile.toPath(), exports, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MojoExecutionException("refin: cannot write " + envFile + ": " + e.getMessage(), e);
        }
    }

    /** Blocks until the JVM shuts down (Ctrl-C, a termination signal) or the thread is interrupted. */
    private void serveUntilStopped(Emulator emulator) {
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(
                () -> {
                    emulator.close();
                    stopped.countDown();
                },
                "refin-emulator-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            Runtime.getRuntime().removeShutdownHook(hook);
            getLog().info("refin: emulator stopped");
        }
    }
}
