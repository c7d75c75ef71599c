package dev.refin.codegen.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.testing.SyntheticOrg;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Prints wall time and peak heap of generating a synthetic org (default 400 objects x 150 fields) against the
 * floor measured in the same run: Jackson parsing every input describe plus writing the same number of files of
 * the same sizes as the output. Rounds interleave floor, full run (into an empty directory), unchanged run and
 * an incremental run (one field added to one object), so machine load hits all of them alike. Also prints the
 * size of the output (files, lines, bytes). Not a test: figures only. Run it with {@code -Xmx256m} to check that
 * generation fits in that heap.
 *
 * <p>Run: {@code ./mvnw -q -pl generator-core -am test-compile exec:exec -Dexec.executable=java
 * -Dexec.classpathScope=test -Dexec.args="-Xmx256m -cp %classpath dev.refin.codegen.bench.GenerationBenchmark 400
 * 150 3"}
 */
public final class GenerationBenchmark {
    private static final ObjectMapper MAPPER = new ObjectMapper();

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
            List<Path> inputs = list(snapshot);
            System.out.printf(
                    Locale.ROOT,
                    "synthetic org: %d objects x %d fields, %.1f MB of describe JSON; max heap %d MB; %d cores%n",
                    objects,
                    fields,
                    sizeOf(snapshot) / 1e6,
                    Runtime.getRuntime().maxMemory() >> 20,
                    Runtime.getRuntime().availableProcessors());
            GeneratorConfig config = GeneratorConfig.defaults().withPackageName("bench.generated");

            // Warm-up: one full run gives the JIT a chance and the output sizes the floor writes.
            Path warm = work.resolve("warm");
            RefinCodegen.generate(config, snapshot, warm);
            long[] outputSizes = javaFiles(warm).stream()
                    .mapToLong(GenerationBenchmark::size)
                    .toArray();
            printOutputSize(warm);
            delete(warm);

            List<double[]> floors = new ArrayList<>();
            List<double[]> full = new ArrayList<>();
            List<double[]> unchanged = new ArrayList<>();
            List<double[]> incremental = new ArrayList<>();
            for (int round = 1; round <= rounds; round++) {
                Path floorOut = work.resolve("floor" + round);
                double[] floor = measure(() -> floor(inputs, floorOut, outputSizes), 0);
                delete(floorOut);
                Path out = work.resolve("out" + round);
                double[] first = measure(() -> RefinCodegen.generate(config, snapshot, out), 0);
                double[] second = measure(() -> RefinCodegen.generate(config, snapshot, out), 400);
                // The common edit: an admin adds one field to one of the objects.
                addField(inputs.get((round * 97) % inputs.size()), "refin__Bench_Added_" + round + "__c");
                double[] third = measure(() -> RefinCodegen.generate(config, snapshot, out), 400);
                delete(out);
                floors.add(floor);
                full.add(first);
                unchanged.add(second);
                incremental.add(third);
                System.out.printf(
                        Locale.ROOT,
                        "round %d: floor %.2f s, peak heap %.0f MB | full run %.2f s (%.1fx floor), peak heap %.0f MB"
                                + " (%.0f MB after GC at most), %d files written | unchanged run %.2f s, %d files"
                                + " written | one field added %.2f s (%.1f%% of full), peak heap %.0f MB, %d files"
                                + " written%n",
                        round,
                        floor[0],
                        floor[1],
                        first[0],
                        first[0] / floor[0],
                        first[1],
                        first[3],
                        (long) first[2],
                        second[0],
                        (long) second[2],
                        third[0],
                        100 * third[0] / first[0],
                        third[1],
                        (long) third[2]);
            }
            double bestFloor = best(floors);
            double bestFull = best(full);
            double bestIncremental = best(incremental);
            System.out.printf(
                    Locale.ROOT,
                    "best of %d: floor %.2f s, full run %.2f s = %.1fx floor (target <= 4x), unchanged run %.2f s,"
                            + " one field added %.2f s = %.1f%% of a full run (target < 10%%); highest peak heap:"
                            + " floor %.0f MB, full %.0f MB (%.0f MB after GC), one field added %.0f MB (max heap %d"
                            + " MB)%n",
                    rounds,
                    bestFloor,
                    bestFull,
                    bestFull / bestFloor,
                    best(unchanged),
                    bestIncremental,
                    100 * bestIncremental / bestFull,
                    peak(floors),
                    peak(full),
                    full.stream().mapToDouble(r -> r[3]).max().orElseThrow(),
                    peak(incremental),
                    Runtime.getRuntime().maxMemory() >> 20);
        } finally {
            delete(work);
        }
    }

    /**
     * The floor: Jackson reads every describe into a tree (in parallel, as the generator does), then the same
     * number of files of the same sizes as the generated output are written.
     */
    private static int floor(List<Path> inputs, Path out, long[] outputSizes) {
        long nodes = inputs.parallelStream()
                .mapToLong(file -> {
                    try {
                        return MAPPER.readTree(file.toFile()).size();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .sum();
        byte[] filler = new byte[(int) Arrays.stream(outputSizes).max().orElse(0)];
        Arrays.fill(filler, (byte) 'x');
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        java.util.stream.IntStream.range(0, outputSizes.length).parallel().forEach(i -> {
            try (var stream = Files.newOutputStream(out.resolve("F" + i + ".java"))) {
                stream.write(filler, 0, (int) outputSizes[i]);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        return (int) Math.min(nodes, outputSizes.length);
    }

    /** Appends a text field to one describe file, as an admin adding a field would. */
    static void addField(Path describe, String name) throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(describe.toFile());
        ArrayNode fields = (ArrayNode) root.get("fields");
        JsonNode template = null;
        for (JsonNode field : fields) {
            if ("string".equals(field.path("type").asText())
                    && field.path("custom").asBoolean()) {
                template = field;
                break;
            }
        }
        ObjectNode added = template == null ? (ObjectNode) fields.get(0).deepCopy() : template.deepCopy();
        added.put("name", name);
        added.put("label", "Bench added " + name);
        added.put("type", "string");
        fields.add(added);
        MAPPER.writerWithDefaultPrettyPrinter().writeValue(describe.toFile(), root);
    }

    private static void printOutputSize(Path out) throws IOException {
        long lines = 0;
        long bytes = 0;
        long longLines = 0;
        List<Path> files = javaFiles(out);
        for (Path file : files) {
            List<String> content = Files.readAllLines(file);
            lines += content.size();
            longLines += content.stream().filter(l -> l.length() > 120).count();
            bytes += size(file);
        }
        System.out.printf(
                Locale.ROOT,
                "output: %d files, %d lines (%d longer than 120 columns), %.1f MB%n",
                files.size(),
                lines,
                longLines,
                bytes / 1e6);
    }

    private interface Run {
        Object run() throws Exception;
    }

    /** Seconds, peak heap in MB (sum of heap pools' peaks since reset), files written. */
    private static double[] measure(Run run, long sleepMillis) throws Exception {
        System.gc();
        Thread.sleep(sleepMillis);
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP)
                .toList();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        AfterGc afterGc = new AfterGc();
        long start = System.nanoTime();
        Object result;
        try {
            result = run.run();
        } finally {
            afterGc.close();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        double written = result instanceof RefinCodegen.Result r ? r.written().size() : 0;
        return new double[] {seconds, peak / 1e6, written, afterGc.max.get() / 1e6};
    }

    /**
     * The most heap in use right after a collection while it listens: what the run still held (the peak of used
     * heap also counts garbage the collector had not yet reclaimed, so it grows towards the maximum heap).
     */
    private static final class AfterGc implements AutoCloseable {
        final java.util.concurrent.atomic.AtomicLong max = new java.util.concurrent.atomic.AtomicLong();
        private final List<javax.management.NotificationEmitter> emitters = new ArrayList<>();
        private final javax.management.NotificationListener listener = (notification, handback) -> {
            if (notification
                    .getType()
                    .equals(com.sun.management.GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
                var info = com.sun.management.GarbageCollectionNotificationInfo.from(
                        (javax.management.openmbean.CompositeData) notification.getUserData());
                long used = info.getGcInfo().getMemoryUsageAfterGc().entrySet().stream()
                        .filter(e -> isHeap(e.getKey()))
                        .mapToLong(e -> e.getValue().getUsed())
                        .sum();
                max.accumulateAndGet(used, Math::max);
            }
        };

        AfterGc() {
            for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                if (gc instanceof javax.management.NotificationEmitter emitter) {
                    emitter.addNotificationListener(listener, null, null);
                    emitters.add(emitter);
                }
            }
        }

        private static boolean isHeap(String pool) {
            return ManagementFactory.getMemoryPoolMXBeans().stream()
                    .anyMatch(p -> p.getName().equals(pool) && p.getType() == MemoryType.HEAP);
        }

        @Override
        public void close() {
            for (var emitter : emitters) {
                try {
                    emitter.removeNotificationListener(listener);
                } catch (javax.management.ListenerNotFoundException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }

    private static double best(List<double[]> runs) {
        return runs.stream().mapToDouble(r -> r[0]).min().orElseThrow();
    }

    private static double peak(List<double[]> runs) {
        return runs.stream().mapToDouble(r -> r[1]).max().orElseThrow();
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    static List<Path> javaFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static long size(Path file) {
        return file.toFile().length();
    }

    private static long sizeOf(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.mapToLong(GenerationBenchmark::size).sum();
        }
    }

    static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
