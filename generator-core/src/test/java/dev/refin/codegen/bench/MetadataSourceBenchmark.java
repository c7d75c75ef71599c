package dev.refin.codegen.bench;

import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.source.MetadataSource;
import dev.refin.describe.source.SourceFormat;
import dev.refin.describe.source.SourceProject;
import dev.refin.describe.source.testing.MetadataSourceWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Prints what reading an org's metadata source costs against reading the same objects' saved describes: a synthetic
 * org (default 400 objects x 150 fields) written as describes and as an sfdx project (one file per field), each read
 * in turn in the same JVM ({@link DescribeParser} over every saved describe, on one thread and with a task per file as
 * the generator reads them; {@link MetadataSource#read} of the project, which parses its files on every core, and of
 * the same objects in the metadata API format), medians of interleaved rounds after warm-up. Not a test: figures
 * only. The target is a ratio of at most 1.5 for the source format against the describes read as the generator reads
 * them.
 *
 * <p>Run: {@code ./mvnw -q -pl generator-core -am test-compile exec:exec -Dexec.executable=java
 * -Dexec.classpathScope=test -Dexec.args="-cp %classpath dev.refin.codegen.bench.MetadataSourceBenchmark 400 150"}
 */
public final class MetadataSourceBenchmark {
    private MetadataSourceBenchmark() {}

    public static void main(String[] args) throws Exception {
        int objects = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int fields = args.length > 1 ? Integer.parseInt(args[1]) : 150;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 7;
        Path work = Files.createTempDirectory("refin-source-bench");
        try {
            Path describes = work.resolve("describes");
            SyntheticOrg.write(describes, objects, fields, 20240601L);
            List<ObjectDescribe> parsed = readDescribes(describes);
            Path source = work.resolve("source");
            Path mdapi = work.resolve("mdapi");
            MetadataSourceWriter.write(source, parsed, SourceFormat.SOURCE);
            MetadataSourceWriter.write(mdapi, parsed, SourceFormat.METADATA_API);
            System.out.printf(
                    Locale.ROOT,
                    "org: %d objects x %d fields; describes %.1f MB in %d files; source format %.1f MB in %d files;"
                            + " metadata API format %.1f MB in %d files%n",
                    objects,
                    fields,
                    size(describes) / 1e6,
                    count(describes),
                    size(source) / 1e6,
                    count(source),
                    size(mdapi) / 1e6,
                    count(mdapi));
            int fieldCount = 0;
            for (ObjectDescribe o : MetadataSource.read(source).objects()) {
                fieldCount += o.fields().size();
            }
            System.out.printf(Locale.ROOT, "source read back: %d objects, %d fields%n", objects, fieldCount);
            long[] describeTimes = new long[rounds];
            long[] parallelTimes = new long[rounds];
            long[] sourceTimes = new long[rounds];
            long[] mdapiTimes = new long[rounds];
            for (int warm = 0; warm < 3; warm++) {
                readDescribes(describes);
                readDescribesInParallel(describes);
                MetadataSource.read(source);
                MetadataSource.read(mdapi);
            }
            for (int r = 0; r < rounds; r++) {
                long start = System.nanoTime();
                readDescribes(describes);
                describeTimes[r] = System.nanoTime() - start;
                start = System.nanoTime();
                readDescribesInParallel(describes);
                parallelTimes[r] = System.nanoTime() - start;
                start = System.nanoTime();
                SourceProject project = MetadataSource.read(source);
                sourceTimes[r] = System.nanoTime() - start;
                if (project.objects().size() != objects) {
                    throw new IllegalStateException("read " + project.objects().size() + " objects");
                }
                start = System.nanoTime();
                MetadataSource.read(mdapi);
                mdapiTimes[r] = System.nanoTime() - start;
            }
            double d = median(describeTimes);
            double p = median(parallelTimes);
            double s = median(sourceTimes);
            double m = median(mdapiTimes);
            System.out.printf(
                    Locale.ROOT,
                    "saved describes, one thread (DescribeParser):           %.0f ms (median of %d)%n",
                    d,
                    rounds);
            System.out.printf(
                    Locale.ROOT,
                    "saved describes, files in parallel (as the generator): %.0f ms on %d cores%n",
                    p,
                    Runtime.getRuntime().availableProcessors());
            System.out.printf(
                    Locale.ROOT,
                    "source format (MetadataSource.read):                   %.0f ms, ratio %.2fx (%.2fx one thread)%n",
                    s,
                    s / p,
                    s / d);
            System.out.printf(
                    Locale.ROOT,
                    "metadata API format (MetadataSource.read):             %.0f ms, ratio %.2fx (%.2fx one thread)%n",
                    m,
                    m / p,
                    m / d);
        } finally {
            try (Stream<Path> paths = Files.walk(work)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Reads and parses every saved describe, as the generator does for {@code --input}. */
    static List<ObjectDescribe> readDescribes(Path dir) throws Exception {
        List<ObjectDescribe> result = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().toList()) {
                result.add(DescribeParser.parseObject(file.getFileName().toString(), Files.readAllBytes(file)));
            }
        }
        return result;
    }

    /** Parses the saved describes with a task per file, as the generator does (its {@code Parallel.forEach}). */
    static List<ObjectDescribe> readDescribesInParallel(Path dir) throws Exception {
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.sorted().toList();
        }
        return files.parallelStream()
                .map(file -> {
                    try {
                        return DescribeParser.parseObject(file.getFileName().toString(), Files.readAllBytes(file));
                    } catch (Exception e) {
                        throw new IllegalStateException(file.toString(), e);
                    }
                })
                .toList();
    }

    private static double median(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1e6;
    }

    private static long size(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        }
    }

    private static long count(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).count();
        }
    }
}
