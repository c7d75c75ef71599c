package dev.refin.codegen.bench;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.testing.SyntheticOrg;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Prints what every user pays on a clean build: the size of the generated sources of a synthetic org (default
 * 400 objects x 150 fields) and the time and peak heap of compiling them with {@code javac} ({@code -proc:none},
 * in process through {@code javax.tools}) against the runtime. Not a test: figures only. Compiling 400 objects
 * needs a few GB of heap.
 *
 * <p>Run: {@code ./mvnw -q -pl generator-core -am test-compile exec:exec -Dexec.executable=java
 * -Dexec.classpathScope=test -Dexec.args="-Xmx6g -cp %classpath dev.refin.codegen.bench.CompileBenchmark 400 150"}
 */
public final class CompileBenchmark {
    private CompileBenchmark() {}

    public static void main(String[] args) throws Exception {
        int objects = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int fields = args.length > 1 ? Integer.parseInt(args[1]) : 150;
        Path work = Files.createTempDirectory("refin-javac-bench");
        try {
            Path snapshot = work.resolve("snapshot");
            SyntheticOrg.write(snapshot, objects, fields, 20240601L);
            Path out = work.resolve("out");
            RefinCodegen.generate(GeneratorConfig.defaults().withPackageName("bench.generated"), snapshot, out);
            List<Path> sources = GenerationBenchmark.javaFiles(out);
            long lines = 0;
            long bytes = 0;
            for (Path source : sources) {
                lines += Files.readAllLines(source, StandardCharsets.UTF_8).size();
                bytes += Files.size(source);
            }
            System.out.printf(
                    Locale.ROOT,
                    "generated: %d objects x %d fields -> %d files, %d lines, %.1f MB%n",
                    objects,
                    fields,
                    sources.size(),
                    lines,
                    bytes / 1e6);
            Path classes = work.resolve("classes");
            Files.createDirectories(classes);
            System.gc();
            List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                    .filter(p -> p.getType() == MemoryType.HEAP)
                    .toList();
            heap.forEach(MemoryPoolMXBean::resetPeakUsage);
            long start = System.nanoTime();
            boolean ok = compile(sources, classes);
            double seconds = (System.nanoTime() - start) / 1e9;
            long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
            System.out.printf(
                    Locale.ROOT,
                    "javac -proc:none: %s in %.1f s, peak heap %.1f GB (max heap %d MB)%n",
                    ok ? "compiled" : "FAILED",
                    seconds,
                    peak / 1e9,
                    Runtime.getRuntime().maxMemory() >> 20);
        } finally {
            GenerationBenchmark.delete(work);
        }
    }

    private static boolean compile(List<Path> sources, Path classes) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            boolean ok = javac.getTask(
                            diagnostics,
                            files,
                            null,
                            List.of(
                                    "-proc:none",
                                    "-nowarn",
                                    "-encoding",
                                    "UTF-8",
                                    "-d",
                                    classes.toString(),
                                    "-cp",
                                    System.getProperty("java.class.path"),
                                    "--release",
                                    "17"),
                            null,
                            files.getJavaFileObjectsFromPaths(sources))
                    .call();
            if (!ok) {
                String text = diagnostics.toString();
                System.out.println(text.substring(0, Math.min(text.length(), 4000)));
            }
            return ok;
        }
    }
}
