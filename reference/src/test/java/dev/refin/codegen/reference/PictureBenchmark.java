package dev.refin.codegen.reference;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.naming.NameTable;
import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.ObjectDescribe;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Prints how traceable the pictures are and what the reference costs: line crossings and pairs of relationships
 * sharing a stretch of line, for the sample (18 objects) and a synthetic org of 400 objects (every picture its
 * reference draws), and the time of {@code refin:reference} against generating the Java sources of the same org
 * (default 400 objects x 150 fields), interleaved in the same run: each in a fresh JVM, as a Maven goal runs, and
 * repeated in this JVM (wall and CPU time). Not a test: figures only.
 *
 * <p>Run: {@code ./mvnw -q -pl reference -am test-compile exec:exec -Dexec.executable=java
 * -Dexec.classpathScope=test -Dexec.args="-cp %classpath dev.refin.codegen.reference.PictureBenchmark 400 150 3"}
 */
public final class PictureBenchmark {
    private static final GeneratorConfig CONFIG = GeneratorConfig.defaults().withPackageName("bench.generated");

    private PictureBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 3 && args[0].startsWith("--once-")) {
            // One run in a fresh JVM, as a Maven goal runs: the parent times it from outside.
            if (args[0].equals("--once-java")) {
                RefinCodegen.generate(CONFIG, Path.of(args[1]), Path.of(args[2]));
            } else {
                RefinReference.generateReference(
                        CONFIG, new DefaultNamingStrategy(), Path.of(args[1]), Path.of(args[2]));
            }
            return;
        }
        int objects = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int fields = args.length > 1 ? Integer.parseInt(args[1]) : 150;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Path work = Files.createTempDirectory("refin-pictures");
        try {
            print("sample (18 objects), every picture", geometry(Samples.SNAPSHOT));
            Path small = work.resolve("org-" + objects + "x30");
            SyntheticOrg.write(small, objects, 30, 20240601L);
            print("synthetic " + objects + " x 30, every picture", geometry(small));

            if (rounds == 0) {
                return;
            }
            Path snapshot = work.resolve("org-" + objects + "x" + fields);
            SyntheticOrg.write(snapshot, objects, fields, 20240601L);
            RefinCodegen.generate(CONFIG, snapshot, work.resolve("warm-java"));
            RefinReference.generateReference(CONFIG, new DefaultNamingStrategy(), snapshot, work.resolve("warm-ref"));
            List<Double> java = new ArrayList<>();
            List<Double> reference = new ArrayList<>();
            List<Double> javaCpu = new ArrayList<>();
            List<Double> referenceCpu = new ArrayList<>();
            for (int round = 1; round <= rounds; round++) {
                Path javaOut = work.resolve("java" + round);
                long start = System.nanoTime();
                long cpu = cpu();
                RefinCodegen.generate(CONFIG, snapshot, javaOut);
                java.add((System.nanoTime() - start) / 1e9);
                javaCpu.add((cpu() - cpu) / 1e9);
                Path refOut = work.resolve("ref" + round);
                start = System.nanoTime();
                cpu = cpu();
                RefinReference.generateReference(CONFIG, new DefaultNamingStrategy(), snapshot, refOut);
                reference.add((System.nanoTime() - start) / 1e9);
                referenceCpu.add((cpu() - cpu) / 1e9);
            }
            List<Double> javaCold = new ArrayList<>();
            List<Double> referenceCold = new ArrayList<>();
            for (int round = 1; round <= rounds; round++) {
                javaCold.add(fresh("--once-java", snapshot, work.resolve("cold-java" + round)));
                referenceCold.add(fresh("--once-reference", snapshot, work.resolve("cold-ref" + round)));
            }
            System.out.printf(
                    Locale.ROOT,
                    "%d objects x %d fields, median of %d runs each in a fresh JVM: Java sources %.2f s, schema"
                            + " reference %.2f s; ratio reference / Java %.2f%n",
                    objects,
                    fields,
                    rounds,
                    median(javaCold),
                    median(referenceCold),
                    median(referenceCold) / median(javaCold));
            System.out.printf(
                    Locale.ROOT,
                    "%d objects x %d fields, median of %d rounds in this JVM: Java sources %.2f s (%.2f s CPU), schema reference"
                            + " %.2f s (%.2f s CPU); ratio reference / Java %.2f wall, %.2f CPU%n",
                    objects,
                    fields,
                    rounds,
                    median(java),
                    median(javaCpu),
                    median(reference),
                    median(referenceCpu),
                    median(reference) / median(java),
                    median(referenceCpu) / median(javaCpu));
        } finally {
            delete(work);
        }
    }

    /**
     * The figures of every picture the reference of {@code snapshotDir} draws, added up; prints the crossings of each
     * index picture (the whole org, or the clusters' overview and each cluster) and of the object pages.
     */
    static LineGeometry geometry(Path snapshotDir) throws Exception {
        List<ObjectDescribe> objects = RefinCodegen.readSnapshot(snapshotDir).objects().stream()
                .filter(o -> o.name().startsWith("refin__"))
                .toList();
        List<String> problems = new ArrayList<>();
        NameTable names = NameTable.build(objects, CONFIG, new DefaultNamingStrategy(), problems);
        ErModel model = new SchemaReferenceGenerator(names, "bench", "refin").model(objects);
        List<SchemaReferenceGenerator.IndexPicture> index = SchemaReferenceGenerator.indexPictures(model);
        LineGeometry first = LineGeometry.of(index.get(0).layout());
        boolean whole = index.size() == 1;
        System.out.printf(
                Locale.ROOT,
                "  index picture (%s): %d boxes, %d lines, %d crossings, %d pairs sharing a line, %.0f x %.0f px,"
                        + " smallest text at 1280 px %.1f px%n",
                whole ? "the whole org" : "overview of " + (index.size() - 1) + " clusters",
                index.get(0).model().size(),
                index.get(0).model().edges().size(),
                first.crossings(),
                first.sharedPairs(),
                first.width(),
                first.height(),
                ErSvg.smallestTextAt1280(index.get(0).layout()));
        LineGeometry total = first;
        if (!whole) {
            LineGeometry clusters = new LineGeometry(0, 0, 0, 0);
            List<Integer> each = new ArrayList<>();
            for (SchemaReferenceGenerator.IndexPicture cluster : index.subList(1, index.size())) {
                LineGeometry g = LineGeometry.of(cluster.layout());
                each.add(g.crossings());
                clusters = clusters.plus(g);
            }
            System.out.printf(
                    Locale.ROOT,
                    "  cluster pictures: %d, crossings %d in all, most in one %d, per picture %s%n",
                    each.size(),
                    clusters.crossings(),
                    each.stream().mapToInt(Integer::intValue).max().orElse(0),
                    each);
            total = total.plus(clusters);
        }
        LineGeometry pages = new LineGeometry(0, 0, 0, 0);
        int most = 0;
        for (ObjectDescribe object : objects) {
            LineGeometry g = LineGeometry.of(ErSvg.layout(model.around(object.name())));
            most = Math.max(most, g.crossings());
            pages = pages.plus(g);
        }
        System.out.printf(
                Locale.ROOT,
                "  object pages: %d, crossings %d in all, most in one %d%n",
                objects.size(),
                pages.crossings(),
                most);
        return total.plus(pages);
    }

    private static void print(String what, LineGeometry g) {
        System.out.printf(
                Locale.ROOT,
                "%s: %d crossings, %d pairs of relationships sharing a stretch of line, widest %.0f px%n",
                what,
                g.crossings(),
                g.sharedPairs(),
                g.width());
    }

    /** Wall time of one run in a fresh JVM with this one's class path, in seconds. */
    private static double fresh(String what, Path snapshot, Path out) throws Exception {
        long start = System.nanoTime();
        Process process = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        PictureBenchmark.class.getName(),
                        what,
                        snapshot.toString(),
                        out.toString())
                .inheritIO()
                .start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException(what + " failed");
        }
        return (System.nanoTime() - start) / 1e9;
    }

    /** CPU time of the whole process (every thread), in nanoseconds: fairer than wall time on a busy machine. */
    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
