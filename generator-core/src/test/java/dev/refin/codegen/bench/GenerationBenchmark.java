package dev.refin.codegen.bench;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.testing.SyntheticOrg;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Prints wall time and peak heap of generating a synthetic org (default 400 objects x 150 fields), for a
 * full run into an empty directory and for a run where nothing changed. Not a test: figures only.
 *
 * <p>Run: {@code ./mvnw -q -pl generator-core -am test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=dev.refin.codegen.bench.GenerationBenchmark [-Dexec.args="400 150 3"]}
 */
public final class GenerationBenchmark {
    private GenerationBenchmark() {}

    public static void main(String[] args) throws Exception {
        int objects = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int fields = args.length > 1 ? Integer.parseInt(args[1]) : 150;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Path work = Files.createTempDirectory("refin-bench");
        try {
            Path snapshot = work.resolve("snapshot");
            Files.createDirectories(snapshot);
            SyntheticOrg.write(snapshot, objects, fields, 20240601L);
            long bytes = sizeOf(snapshot);
            System.out.printf(
                    Locale.ROOT,
                    "synthetic org: %d objects x %d fields, %.1f MB of describe JSON; max heap %d MB; %d cores%n",
                    objects,
                    fields,
                    bytes / 1e6,
                    Runtime.getRuntime().maxMemory() >> 20,
                    Runtime.getRuntime().availableProcessors());
            GeneratorConfig config = GeneratorConfig.defaults().withPackageName("bench.generated");
            List<double[]> full = new ArrayList<>();
            List<double[]> unchanged = new ArrayList<>();
            List<double[]> compared = new ArrayList<>();
            for (int round = 1; round <= rounds; round++) {
                Path out = work.resolve("out" + round);
                double[] first = measure(() -> RefinCodegen.generate(config, snapshot, out), 0);
                double[] second = measure(() -> RefinCodegen.generate(config, snapshot, out), 400);
                // Without the recorded state (e.g. a describe touched but not changed): parse, generate, compare.
                Files.delete(out.resolve(".refin-codegen.state"));
                double[] third = measure(() -> RefinCodegen.generate(config, snapshot, out), 400);
                full.add(first);
                unchanged.add(second);
                compared.add(third);
                System.out.printf(
                        Locale.ROOT,
                        "round %d: full run %.2f s, peak heap %.0f MB, %d files written | unchanged run %.2f s,"
                                + " peak heap %.0f MB, %d files written | inputs touched, content unchanged %.2f s,"
                                + " peak heap %.0f MB, %d files written%n",
                        round,
                        first[0],
                        first[1],
                        (long) first[2],
                        second[0],
                        second[1],
                        (long) second[2],
                        third[0],
                        third[1],
                        (long) third[2]);
            }
            System.out.printf(
                    Locale.ROOT,
                    "best of %d: full run %.2f s (target < 10 s), unchanged run %.2f s (target < 1 s), touched"
                            + " but unchanged %.2f s; highest peak heap %.0f MB full, %.0f MB unchanged%n",
                    rounds,
                    full.stream().mapToDouble(r -> r[0]).min().orElseThrow(),
                    unchanged.stream().mapToDouble(r -> r[0]).min().orElseThrow(),
                    compared.stream().mapToDouble(r -> r[0]).min().orElseThrow(),
                    full.stream().mapToDouble(r -> r[1]).max().orElseThrow(),
                    unchanged.stream().mapToDouble(r -> r[1]).max().orElseThrow());
        } finally {
            try (Stream<Path> walk = Files.walk(work)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private interface Run {
        RefinCodegen.Result run() throws Exception;
    }

    /** Seconds, peak heap in MB (sum of heap pools' peaks since reset), files written. */
    private static double[] measure(Run run, long sleepMillis) throws Exception {
        System.gc();
        Thread.sleep(sleepMillis);
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP)
                .toList();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = System.nanoTime();
        RefinCodegen.Result result = run.run();
        double seconds = (System.nanoTime() - start) / 1e9;
        long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        return new double[] {seconds, peak / 1e6, result.written().size()};
    }

    private static long sizeOf(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.mapToLong(p -> p.toFile().length()).sum();
        }
    }
}
