package dev.refin.maven.bench;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.emulator.Emulator;
import dev.refin.runtime.client.RefinClient;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Side by side with Apache Camel's Salesforce code generator ({@code camel-salesforce-maven-plugin}, run unmodified
 * from Maven Central) against the emulator serving the synthetic 400-object x 150-field org, in one run: live
 * generation wall time and peak RSS of each Maven JVM in interleaved rounds (with the fetch-only share of ours,
 * {@code refin:snapshot}, and the bare Maven start as the floor), pass/fail of each under {@code -Xmx256m} and
 * {@code -Xmx128m}, and javac time and line count of both outputs. Figures only; never part of the test suite: the
 * Camel plugin is downloaded only when this runs.
 *
 * <p>Run from the repository root, after {@code ./mvnw -B install -DskipTests -Dinvoker.skip=true}:
 *
 * <pre>{@code
 * ./mvnw -B -q -pl maven-plugin exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=dev.refin.maven.bench.CamelComparisonBenchmark [-Dexec.args="ROUNDS OBJECTS FIELDS CAPS JAVAC"]
 * }</pre>
 *
 * <p>Defaults: 3 rounds, 400 objects, 150 fields, heap caps {@code 256m,128m}, javac of both outputs once; {@code
 * nojavac} as the fifth argument skips the compile, {@code javaconly} generates each output once and then only
 * compiles both, ROUNDS times in interleaved order (ours first in even rounds, Camel's first in odd ones), printing
 * every compile and the median ratio. {@code -Dbench.keep=true} keeps the work directory (both outputs) for a look.
 *
 * <p>Every child is a Maven build of its own ({@code maven.home} and {@code maven.repo.local} of the invoking build),
 * so both generators pay the same Maven start; peak RSS comes from {@code /usr/bin/time} when present.
 */
public final class CamelComparisonBenchmark {
    /** The newest release of Camel's plugin on Maven Central when this benchmark was written. */
    static final String CAMEL_VERSION = System.getProperty("camel.version", "4.10.5");

    private static final String CAMEL_PLUGIN = "org.apache.camel.maven:camel-salesforce-maven-plugin:";

    private CamelComparisonBenchmark() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int objects = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        int fields = args.length > 2 ? Integer.parseInt(args[2]) : 150;
        List<String> caps =
                args.length > 3 && !args[3].equals("-") ? List.of(args[3].split(",")) : List.of("256m", "128m");
        String javac = args.length > 4 ? args[4] : "javac";
        if (!List.of("javac", "nojavac", "javaconly").contains(javac)) {
            throw new IllegalArgumentException("fifth argument: javac, nojavac or javaconly, not " + javac);
        }
        Path work = Files.createTempDirectory("refin-camel-bench");
        try {
            run(work, rounds, objects, fields, caps, javac);
        } finally {
            // No return here: a return in finally would swallow a failure of the run.
            if (Boolean.getBoolean("bench.keep")) {
                System.out.println("kept (-Dbench.keep=true): " + work);
            } else {
                try (Stream<Path> walk = Files.walk(work)) {
                    walk.sorted(Comparator.reverseOrder())
                            .forEach(p -> p.toFile().delete());
                }
            }
        }
    }

    private static void run(Path work, int rounds, int objects, int fields, List<String> caps, String javac)
            throws Exception {
        Path org = work.resolve("org");
        SyntheticOrg.write(org, objects, fields, 20240601L);
        long describeBytes;
        try (Stream<Path> files = Files.list(org)) {
            describeBytes = files.mapToLong(f -> f.toFile().length()).sum();
        }
        Maven maven = Maven.fromInvokingBuild(work);
        try (Emulator emulator =
                Emulator.builder().snapshot(org).port(0).build().start()) {
            String url = emulator.baseUrl();
            System.out.printf(
                    Locale.ROOT,
                    "emulator at %s serving %d objects x %d fields (%.1f MB of describe JSON); Camel plugin %s%n",
                    url,
                    objects,
                    fields,
                    describeBytes / 1e6,
                    CAMEL_VERSION);
            Path project = maven.project("bench", "");
            if (javac.equals("javaconly")) {
                camel(maven, project, url, work.resolve("camel"), "", false).check("Camel's generation");
                ours(maven, project, url, work.resolve("ours"), "", "generate").check("our generation");
                compileInterleaved(maven, work, rounds);
                return;
            }
            Map<String, List<Maven.Run>> runs = new LinkedHashMap<>();
            for (String name : List.of("maven start", "ours fetch", "ours live", "camel live")) {
                runs.put(name, new ArrayList<>());
            }
            // Warm-up (unmeasured): downloads Camel's plugin on first use, warms the emulator's JIT.
            camel(maven, project, url, work.resolve("camel-warm"), "", false).check("Camel's warm-up");
            ours(maven, project, url, work.resolve("ours-warm"), "", "generate").check("our warm-up");
            for (int round = 0; round < rounds; round++) {
                runs.get("maven start")
                        .add(maven.run(project, "", true, "validate").check("maven start"));
                runs.get("ours fetch")
                        .add(ours(maven, project, url, work.resolve("ours-fetch"), "", "snapshot")
                                .check("ours fetch"));
                runs.get("ours live")
                        .add(ours(maven, project, url, work.resolve("ours"), "", "generate")
                                .check("ours live"));
                runs.get("camel live")
                        .add(camel(maven, project, url, work.resolve("camel"), "", true)
                                .check("camel live"));
            }
            System.out.printf(
                    Locale.ROOT, "%-12s %s%n", "", "wall s per round (median)   peak RSS MB (max)   CPU s (median)");
            for (Map.Entry<String, List<Maven.Run>> entry : runs.entrySet()) {
                System.out.printf(Locale.ROOT, "%-12s %s%n", entry.getKey(), Maven.Run.summary(entry.getValue()));
            }
            double ours = Maven.Run.median(runs.get("ours live"));
            double fetch = Maven.Run.median(runs.get("ours fetch"));
            double camel = Maven.Run.median(runs.get("camel live"));
            double floor = Maven.Run.median(runs.get("maven start"));
            System.out.printf(
                    Locale.ROOT,
                    "live generation: ours %.2f s vs Camel %.2f s = %.2fx faster (target >= 2x); without the Maven start"
                            + " (%.2f s): %.2fx; fetch-only share of ours: %.2f s (%.0f%%)%n",
                    ours,
                    camel,
                    camel / ours,
                    floor,
                    (camel - floor) / (ours - floor),
                    fetch,
                    100 * (fetch - floor) / (ours - floor));
            // Other work on the machine comes and goes between runs: the ratio of each round's adjacent runs, and of
            // CPU time, show how much of the spread is the machine.
            double[] perRound = new double[rounds];
            for (int round = 0; round < rounds; round++) {
                perRound[round] = runs.get("camel live").get(round).seconds()
                        / runs.get("ours live").get(round).seconds();
            }
            System.out.printf(
                    Locale.ROOT,
                    "per round: %s (median %.2fx); CPU time: ours %.2f s vs Camel %.2f s = %.2fx less%n",
                    java.util.Arrays.stream(perRound)
                            .mapToObj(r -> String.format(Locale.ROOT, "%.2fx", r))
                            .collect(Collectors.joining(" ")),
                    Maven.Run.median(perRound),
                    Maven.Run.cpuMedian(runs.get("ours live")),
                    Maven.Run.cpuMedian(runs.get("camel live")),
                    Maven.Run.cpuMedian(runs.get("camel live")) / Maven.Run.cpuMedian(runs.get("ours live")));
            for (String heap : caps) {
                Maven.Run ourCapped = ours(maven, project, url, work.resolve("ours"), "-Xmx" + heap, "generate");
                Maven.Run camelCapped = camel(maven, project, url, work.resolve("camel"), "-Xmx" + heap, true);
                System.out.printf(
                        Locale.ROOT, "-Xmx%s: ours %s, Camel %s%n", heap, ourCapped.verdict(), camelCapped.verdict());
            }
        }
        if (javac.equals("nojavac")) {
            return;
        }
        Compiled ourJavac = Compiled.javac(work.resolve("ours"), ourClasspath(), work.resolve("ours-classes"));
        Compiled camelJavac = Compiled.javac(
                work.resolve("camel"), maven.camelClasspath(CAMEL_VERSION), work.resolve("camel-classes"));
        System.out.printf(Locale.ROOT, "javac ours:  %s%n", ourJavac);
        System.out.printf(Locale.ROOT, "javac Camel: %s%n", camelJavac);
        System.out.printf(
                Locale.ROOT,
                "javac ours/Camel: %.2fx time, %.2fx lines (target: time <= 1.0x)%n",
                ourJavac.seconds() / camelJavac.seconds(),
                (double) ourJavac.lines() / camelJavac.lines());
    }

    /** Both outputs compiled {@code rounds} times, alternating which goes first; every compile and the medians. */
    private static void compileInterleaved(Maven maven, Path work, int rounds) throws Exception {
        String camelClasspath = maven.camelClasspath(CAMEL_VERSION);
        List<Compiled> ours = new ArrayList<>();
        List<Compiled> camel = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            for (int side = 0; side < 2; side++) {
                boolean ourTurn = (round + side) % 2 == 0;
                Path classes = work.resolve(ourTurn ? "ours-classes" : "camel-classes");
                Maven.delete(classes);
                Compiled compiled = ourTurn
                        ? Compiled.javac(work.resolve("ours"), ourClasspath(), classes)
                        : Compiled.javac(work.resolve("camel"), camelClasspath, classes);
                (ourTurn ? ours : camel).add(compiled);
                System.out.printf(
                        Locale.ROOT, "round %d javac %-6s %s%n", round + 1, ourTurn ? "ours" : "Camel", compiled);
            }
        }
        double ourMedian = Compiled.medianSeconds(ours);
        double camelMedian = Compiled.medianSeconds(camel);
        System.out.printf(
                Locale.ROOT,
                "javac ours/Camel (medians of %d): %.1f s vs %.1f s = %.2fx time (target <= 1.0x), %.2fx lines,"
                        + " %.2fx peak RSS%n",
                rounds,
                ourMedian,
                camelMedian,
                ourMedian / camelMedian,
                (double) ours.get(0).lines() / camel.get(0).lines(),
                (double) ours.stream().mapToLong(Compiled::rssKb).max().orElse(-1)
                        / camel.stream().mapToLong(Compiled::rssKb).max().orElse(-1));
    }

    /** Our plugin: {@code refin:snapshot} (fetch only) or {@code refin:generate} live, into a fresh directory. */
    private static Maven.Run ours(Maven maven, Path project, String url, Path out, String jvm, String goal)
            throws IOException, InterruptedException {
        Maven.delete(out);
        Maven.delete(project.resolve("target"));
        // An empty saved snapshot: nothing known, so the live run describes every object in full.
        Files.createDirectories(out.resolveSibling("empty-snapshot"));
        String plugin = "dev.refin:refin-maven-plugin:" + maven.refinVersion() + ":" + goal;
        List<String> args = new ArrayList<>(List.of(
                plugin,
                "-Drefin.live=true",
                "-Drefin.instanceUrl=" + url,
                "-Drefin.packageName=bench.refin",
                "-Drefin.snapshotDirectory=" + (goal.equals("snapshot") ? out : out.resolveSibling("empty-snapshot")),
                "-Drefin.outputDirectory=" + out));
        return maven.run(project, jvm, true, args.toArray(String[]::new));
    }

    /** Camel's plugin, logging in with the OAuth username-password flow as its users do, into a fresh directory. */
    private static Maven.Run camel(Maven maven, Path project, String url, Path out, String jvm, boolean offline)
            throws IOException, InterruptedException {
        Maven.delete(out);
        return maven.run(
                project,
                jvm,
                offline,
                CAMEL_PLUGIN + CAMEL_VERSION + ":generate",
                "-DcamelSalesforce.loginUrl=" + url,
                "-DcamelSalesforce.clientId=" + Emulator.DEFAULT_CLIENT_ID,
                "-DcamelSalesforce.clientSecret=" + Emulator.DEFAULT_CLIENT_SECRET,
                "-DcamelSalesforce.userName=" + Emulator.DEFAULT_USERNAME,
                "-DcamelSalesforce.password=" + Emulator.DEFAULT_PASSWORD,
                "-DcamelSalesforce.includePattern=" + SyntheticOrg.NAMESPACE + "__.*",
                "-DcamelSalesforce.packageName=bench.camel",
                "-DcamelSalesforce.outputDirectory=" + out);
    }

    private static String ourClasspath() {
        return Stream.of(RefinClient.class, ObjectMapper.class, JsonParser.class, JsonProperty.class)
                .map(c -> c.getProtectionDomain().getCodeSource().getLocation().getPath())
                .collect(Collectors.joining(java.io.File.pathSeparator));
    }
}
