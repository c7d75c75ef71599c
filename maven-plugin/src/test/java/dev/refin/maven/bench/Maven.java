package dev.refin.maven.bench;

import dev.refin.emulator.Emulator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Child Maven builds for the benchmarks: the invoking build's Maven and local repository, timed, peak RSS measured. */
final class Maven {
    private static final Path GNU_TIME = Path.of("/usr/bin/time");

    private final Path home;
    private final String repository;
    private final Path work;
    private final String refinVersion;

    private Maven(Path home, String repository, Path work, String refinVersion) {
        this.home = home;
        this.repository = repository;
        this.work = work;
        this.refinVersion = refinVersion;
    }

    /** The Maven running this benchmark ({@code exec:java} sets {@code maven.home}) and its local repository. */
    static Maven fromInvokingBuild(Path work) throws IOException {
        String home = System.getProperty("maven.home");
        if (home == null) {
            throw new IllegalStateException("run this through Maven (exec:java), which sets maven.home");
        }
        String repository = System.getProperty("maven.repo.local", System.getProperty("user.home") + "/.m2/repository");
        return new Maven(Path.of(home), repository, work, pluginVersion());
    }

    /** The version of our plugin in this build, from its plugin descriptor. */
    private static String pluginVersion() throws IOException {
        try (InputStream in = Maven.class.getResourceAsStream("/META-INF/maven/plugin.xml")) {
            if (in == null) {
                throw new IllegalStateException("no plugin descriptor: build the maven-plugin module first");
            }
            Matcher version = Pattern.compile("<version>([^<]+)</version>")
                    .matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (!version.find()) {
                throw new IllegalStateException("the plugin descriptor names no version");
            }
            return version.group(1);
        }
    }

    String refinVersion() {
        return refinVersion;
    }

    /** A project directory with a pom of packaging pom and the given extra dependencies. */
    Path project(String name, String dependencies) throws IOException {
        Path dir = work.resolve(name);
        Files.createDirectories(dir);
        Files.writeString(
                dir.resolve("pom.xml"),
                "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n  <modelVersion>4.0.0</modelVersion>\n"
                        + "  <groupId>bench</groupId><artifactId>" + name + "</artifactId><version>1</version>\n"
                        + "  <packaging>pom</packaging>\n"
                        + "  <properties><project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>"
                        + "</properties>\n"
                        + "  <dependencies>" + dependencies + "</dependencies>\n</project>\n");
        return dir;
    }

    /** The compile classpath of Camel's generated DTOs: {@code camel-salesforce} and what it depends on. */
    String camelClasspath(String camelVersion) throws IOException, InterruptedException {
        Path project = project(
                "camel-classpath",
                "<dependency><groupId>org.apache.camel</groupId><artifactId>camel-salesforce</artifactId><version>"
                        + camelVersion + "</version></dependency>");
        Path file = work.resolve("camel-classpath.txt");
        run(project, "", false, "dependency:build-classpath", "-Dmdep.outputFile=" + file)
                .check("resolving camel-salesforce " + camelVersion);
        return Files.readString(file).trim();
    }

    /**
     * Runs {@code mvn -B ARGS} in {@code project} with {@code jvm} as MAVEN_OPTS and the emulator's client
     * credentials in the environment; the log goes to a file next to the project.
     */
    Run run(Path project, String jvm, boolean offline, String... args) throws IOException, InterruptedException {
        Path log = Files.createTempFile(work, "maven", ".log");
        Path rss = Files.createTempFile(work, "rss", ".txt");
        List<String> command = new ArrayList<>();
        boolean timed = Files.isExecutable(GNU_TIME);
        if (timed) {
            command.addAll(List.of(GNU_TIME.toString(), "-f", "%M %U %S", "-o", rss.toString()));
        }
        command.add(home.resolve("bin/mvn").toString());
        command.add("-B");
        if (offline) {
            command.add("-o");
        }
        command.add("-Dmaven.repo.local=" + repository);
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(project.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("MAVEN_OPTS", jvm);
        builder.environment().put("REFIN_CLIENT_ID", Emulator.DEFAULT_CLIENT_ID);
        builder.environment().put("REFIN_CLIENT_SECRET", Emulator.DEFAULT_CLIENT_SECRET);
        builder.environment().remove("REFIN_ACCESS_TOKEN");
        long start = System.nanoTime();
        int exit = builder.start().waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        // GNU time writes "Command exited with non-zero status N" before the figures when the build failed.
        String figures = timed ? Files.readString(rss).trim() : "";
        String[] parts = figures.substring(figures.lastIndexOf('\n') + 1).split(" ");
        boolean measured = parts.length == 3 && parts[0].matches("\\d+");
        long rssKb = measured ? Long.parseLong(parts[0]) : -1;
        double cpu = measured ? Double.parseDouble(parts[1]) + Double.parseDouble(parts[2]) : -1;
        return new Run(String.join(" ", args), exit, seconds, rssKb, cpu, log);
    }

    static void delete(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> walk = Files.walk(dir)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * One child build: exit status, wall seconds, peak RSS in KB and CPU seconds (user + system) of the Maven JVM (-1
     * when unknown) and its log. CPU time is far less disturbed by other work on the machine than wall time.
     */
    record Run(String what, int exit, double seconds, long rssKb, double cpuSeconds, Path log) {
        /** This run, or an exception with the end of its log when it failed. */
        Run check(String label) throws IOException {
            if (exit != 0) {
                List<String> lines = Files.readAllLines(log);
                throw new IllegalStateException(label + " failed (exit " + exit + "): " + what + "\n"
                        + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size())));
            }
            return this;
        }

        /** "pass 12.3 s, 456 MB RSS" or "FAIL (OutOfMemoryError) after 3.4 s". */
        String verdict() throws IOException {
            if (exit == 0) {
                return String.format(Locale.ROOT, "pass %.2f s, %s MB RSS", seconds, rssKb < 0 ? "?" : rssKb / 1024);
            }
            String log = Files.readString(this.log);
            String why = log.contains("OutOfMemoryError") ? "OutOfMemoryError" : "exit " + exit;
            return String.format(Locale.ROOT, "FAIL (%s) after %.2f s", why, seconds);
        }

        static double median(List<Run> runs) {
            return median(runs.stream().mapToDouble(Run::seconds).toArray());
        }

        static double cpuMedian(List<Run> runs) {
            return median(runs.stream().mapToDouble(Run::cpuSeconds).toArray());
        }

        static double median(double[] values) {
            double[] seconds = values.clone();
            java.util.Arrays.sort(seconds);
            int n = seconds.length;
            return n % 2 == 1 ? seconds[n / 2] : (seconds[n / 2 - 1] + seconds[n / 2]) / 2;
        }

        static String summary(List<Run> runs) {
            StringBuilder out = new StringBuilder();
            for (Run run : runs) {
                out.append(String.format(Locale.ROOT, "%8.2f", run.seconds()));
            }
            long rss = runs.stream().mapToLong(Run::rssKb).max().orElse(-1);
            return String.format(
                    Locale.ROOT,
                    "%s  (%6.2f)   %6s   %6.2f",
                    out,
                    median(runs),
                    rss < 0 ? "?" : String.valueOf(rss / 1024),
                    cpuMedian(runs));
        }
    }
}
