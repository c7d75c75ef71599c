package dev.refin.codegen.bench;

import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.source.MetadataSource;
import dev.refin.describe.source.SourceFormat;
import dev.refin.describe.source.SourceProject;
import dev.refin.describe.source.testing.MetadataSourceWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.io.Stax2ByteArraySource;

/**
 * Prints what reading an org's metadata source costs against reading the same objects' saved describes: a synthetic
 * org (default 400 objects x 150 fields) written as describes and as an sfdx project (one file per field), each read
 * in turn in the same JVM ({@link DescribeParser} over every saved describe, on one thread and with a task per file as
 * the generator reads them; {@link MetadataSource#read} of the project, which lists and parses its files and reads its
 * objects on every core, and of the same objects in the metadata API format), medians of interleaved rounds after
 * warm-up. Beside each wall time, the process's CPU time (all threads, user and system), which other work on the
 * machine disturbs less; and two floors for the source format, on every core: listing its files and reading their
 * bytes; and the same, each file also parsed to its end by the same XML parser, keeping nothing (what any reader of the
 * format pays before it builds a field). The heap is collected (untimed) before each phase, and each round's own ratio is printed
 * beside the ratio of medians. Not a test: figures only. The target is a ratio of at most 1.5 for the source format
 * against the describes read as the generator reads them.
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
            long[][] describeTimes = new long[2][rounds];
            long[][] parallelTimes = new long[2][rounds];
            long[][] sourceTimes = new long[2][rounds];
            long[][] mdapiTimes = new long[2][rounds];
            long[][] floorTimes = new long[2][rounds];
            long[][] parseFloorTimes = new long[2][rounds];
            for (int warm = 0; warm < 3; warm++) {
                readDescribes(describes);
                readDescribesInParallel(describes);
                MetadataSource.read(source);
                MetadataSource.read(mdapi);
                readBytesInParallel(source, false);
                readBytesInParallel(source, true);
            }
            for (int r = 0; r < rounds; r++) {
                Clock clock = new Clock();
                readDescribes(describes);
                clock.lap(describeTimes, r);
                readDescribesInParallel(describes);
                clock.lap(parallelTimes, r);
                SourceProject project = MetadataSource.read(source);
                clock.lap(sourceTimes, r);
                if (project.objects().size() != objects) {
                    throw new IllegalStateException("read " + project.objects().size() + " objects");
                }
                project = null;
                MetadataSource.read(mdapi);
                clock.lap(mdapiTimes, r);
                readBytesInParallel(source, false);
                clock.lap(floorTimes, r);
                readBytesInParallel(source, true);
                clock.lap(parseFloorTimes, r);
            }
            double d = median(describeTimes[0]);
            // Medians of each phase, and (below) the median of each round's own ratio: the machine's speed drifts
            // between rounds, and a round's two phases run one after the other, under the same conditions.
            double p = median(parallelTimes[0]);
            double s = median(sourceTimes[0]);
            double m = median(mdapiTimes[0]);
            double pc = median(parallelTimes[1]);
            System.out.printf(
                    Locale.ROOT,
                    "(medians of %d rounds on %d cores; wall time, then the process's CPU time)%n",
                    rounds,
                    Runtime.getRuntime().availableProcessors());
            System.out.printf(
                    Locale.ROOT,
                    "saved describes, one thread (DescribeParser):           %5.0f ms  cpu %5.0f ms%n",
                    d,
                    median(describeTimes[1]));
            System.out.printf(
                    Locale.ROOT,
                    "saved describes, files in parallel (as the generator): %5.0f ms  cpu %5.0f ms%n",
                    p,
                    pc);
            System.out.printf(
                    Locale.ROOT,
                    "source format (MetadataSource.read):                   %5.0f ms  cpu %5.0f ms; ratio %.2fx"
                            + " (cpu %.2fx; %.2fx one thread)%n",
                    s,
                    median(sourceTimes[1]),
                    s / p,
                    median(sourceTimes[1]) / pc,
                    s / d);
            printFloor("  its files listed and read, unparsed (a floor):        ", floorTimes, parallelTimes);
            printFloor("  listed, read and parsed, XML events only (a floor):   ", parseFloorTimes, parallelTimes);
            printPaired("  source format / its parse floor, in each round:", sourceTimes, parseFloorTimes);
            printPaired(
                    "  ratio in each round (source format / describes in parallel, measured one after the other):",
                    sourceTimes,
                    parallelTimes);
            System.out.printf(
                    Locale.ROOT,
                    "metadata API format (MetadataSource.read):             %5.0f ms  cpu %5.0f ms; ratio %.2fx"
                            + " (cpu %.2fx; %.2fx one thread)%n",
                    m,
                    median(mdapiTimes[1]),
                    m / p,
                    median(mdapiTimes[1]) / pc,
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

    /** The ratio of {@code a} to {@code b} in each round, wall (median, lowest, highest) and CPU (median). */
    private static void printPaired(String label, long[][] a, long[][] b) {
        System.out.printf(
                Locale.ROOT,
                "%s median %.2fx, %.2fx to %.2fx; cpu median %.2fx%n",
                label,
                pairedMedian(a[0], b[0]),
                pairedMin(a[0], b[0]),
                pairedMax(a[0], b[0]),
                pairedMedian(a[1], b[1]));
    }

    /** A floor's medians, and its ratio to the describes read in parallel: of medians, then in each round. */
    private static void printFloor(String label, long[][] floor, long[][] parallel) {
        System.out.printf(
                Locale.ROOT,
                "%s%5.0f ms  cpu %5.0f ms; ratio %.2fx (each round: median %.2fx, %.2fx to %.2fx)%n",
                label,
                median(floor[0]),
                median(floor[1]),
                median(floor[0]) / median(parallel[0]),
                pairedMedian(floor[0], parallel[0]),
                pairedMin(floor[0], parallel[0]),
                pairedMax(floor[0], parallel[0]));
    }

    /**
     * Lists every file under {@code dir} and reads its bytes, a task per folder: a floor. As the reader, it does not
     * stat each file (a name with a dot is a file, here). With {@code parse}, each file is also parsed by the XML parser
     * the reader uses, configured as it is, to its last event, keeping nothing (no tree, no field read): the least any
     * reader of the format pays.
     */
    static long readBytesInParallel(Path dir, boolean parse) {
        List<Path> folders = new ArrayList<>();
        long bytes = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (name.indexOf('.') > 0) {
                    byte[] content = Files.readAllBytes(entry);
                    bytes += parse && name.endsWith(".xml") ? events(content) : content.length;
                } else {
                    folders.add(entry);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes
                + folders.parallelStream()
                        .mapToLong(folder -> readBytesInParallel(folder, parse))
                        .sum();
    }

    /** The parser {@code MetadataSource} reads with (Aalto, the StAX provider on this class path), configured as it is. */
    private static final XMLInputFactory XML = xmlFactory();

    private static XMLInputFactory xmlFactory() {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        if (factory instanceof XMLInputFactory2 stax2) {
            stax2.configureForSpeed();
            stax2.setProperty(XMLInputFactory2.P_INTERN_NAMES, true);
        }
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.IS_COALESCING, false);
        return factory;
    }

    /** Parses a document to its end, asking each start tag its name and line as the reader does; returns a count. */
    private static long events(byte[] content) {
        try {
            XMLStreamReader reader = XML instanceof XMLInputFactory2 stax2
                    ? stax2.createXMLStreamReader(new Stax2ByteArraySource(content, 0, content.length))
                    : XML.createXMLStreamReader(new ByteArrayInputStream(content));
            long count = 0;
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    count += reader.getLocalName().length()
                            + reader.getLocation().getLineNumber();
                } else if (event == XMLStreamConstants.CHARACTERS) {
                    count += reader.getTextLength();
                }
            }
            reader.close();
            return count;
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Wall and process CPU time of each phase. Before each phase the heap is collected, untimed (as JMH's {@code -gc
     * true}): otherwise a collection of what the phase before left (a young pause here takes 100 to 250 ms) falls into
     * whichever phase runs next and swings that round's ratio; the collections a phase's own garbage causes are still
     * its own.
     */
    private static final class Clock {
        private static final com.sun.management.OperatingSystemMXBean OS =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        private long wall;
        private long cpu;

        Clock() {
            start();
        }

        private void start() {
            System.gc();
            wall = System.nanoTime();
            cpu = OS.getProcessCpuTime();
        }

        /** Records the phase in {@code times[0][round]} (wall) and {@code times[1][round]} (CPU); starts the next. */
        void lap(long[][] times, int round) {
            times[0][round] = System.nanoTime() - wall;
            times[1][round] = OS.getProcessCpuTime() - cpu;
            start();
        }
    }

    /** The ratios {@code a[r] / b[r]} of each round, sorted. */
    private static double[] paired(long[] a, long[] b) {
        double[] ratios = new double[a.length];
        for (int r = 0; r < a.length; r++) {
            ratios[r] = (double) a[r] / b[r];
        }
        Arrays.sort(ratios);
        return ratios;
    }

    private static double pairedMedian(long[] a, long[] b) {
        double[] ratios = paired(a, b);
        return ratios[ratios.length / 2];
    }

    private static double pairedMin(long[] a, long[] b) {
        return paired(a, b)[0];
    }

    private static double pairedMax(long[] a, long[] b) {
        double[] ratios = paired(a, b);
        return ratios[ratios.length - 1];
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
