package dev.refin.codegen.bench;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.source.SourceFormat;
import dev.refin.describe.source.testing.MetadataSourceWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Prints what a second build from unchanged metadata source costs: a synthetic org (default 400 objects x 150 fields)
 * written as an sfdx project is generated once, then again, in interleaved rounds in the same JVM, (a) without the
 * recorded state (as every build was before the source path kept one: read, generate, compare, nothing written) and
 * (b) with it (sizes and modification times of the project's files compared, nothing read). Medians after warm-up.
 * Not a test: figures only.
 *
 * <p>Run: {@code ./mvnw -q -pl generator-core -am test-compile exec:exec -Dexec.executable=java
 * -Dexec.classpathScope=test -Dexec.args="-cp %classpath dev.refin.codegen.bench.SourceRebuildBenchmark 400 150"}
 */
public final class SourceRebuildBenchmark {
    private SourceRebuildBenchmark() {}

    public static void main(String[] args) throws Exception {
        int objects = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int fields = args.length > 1 ? Integer.parseInt(args[1]) : 150;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        Path work = Files.createTempDirectory("refin-source-rebuild");
        try {
            Path describes = work.resolve("describes");
            SyntheticOrg.write(describes, objects, fields, 20240601L);
            Path source = work.resolve("source");
            MetadataSourceWriter.write(
                    source, RefinCodegen.readSnapshot(describes).objects(), SourceFormat.SOURCE);
            long files;
            try (Stream<Path> walk = Files.walk(source)) {
                files = walk.filter(Files::isRegularFile).count();
            }
            GeneratorConfig config =
                    GeneratorConfig.defaults().withPackageName("bench").withPrefix("");
            Path out = work.resolve("out");
            generate(config, source, out); // the first build
            long[] full = new long[rounds];
            long[] upToDate = new long[rounds];
            for (int i = -2; i < rounds; i++) { // two rounds of warm-up
                Files.deleteIfExists(out.resolve(".refin-codegen.state"));
                long t0 = System.nanoTime();
                RefinCodegen.Result a = generate(config, source, out);
                long t1 = System.nanoTime();
                RefinCodegen.Result b = generate(config, source, out);
                long t2 = System.nanoTime();
                if (a.upToDate() || !a.written().isEmpty() || !b.upToDate()) {
                    throw new IllegalStateException("unexpected run: " + a.upToDate() + " " + b.upToDate());
                }
                if (i >= 0) {
                    full[i] = t1 - t0;
                    upToDate[i] = t2 - t1;
                }
            }
            double f = median(full);
            double u = median(upToDate);
            System.out.printf(
                    Locale.ROOT,
                    "org: %d objects x %d fields, source format in %d files%n"
                            + "second build, no recorded state (read + generate, nothing written): %.0f ms (median of %d)%n"
                            + "second build, up to date (file sizes and times compared):            %.0f ms (median of %d)%n"
                            + "ratio: %.3f (%.0fx faster)%n",
                    objects,
                    fields,
                    files,
                    f,
                    rounds,
                    u,
                    rounds,
                    u / f,
                    f / u);
        } finally {
            try (Stream<Path> walk = Files.walk(work)) {
                for (Path p : walk.sorted((a, b) -> b.compareTo(a)).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    private static RefinCodegen.Result generate(GeneratorConfig config, Path source, Path out) throws Exception {
        return RefinCodegen.generateFromSource(
                config, new DefaultNamingStrategy(), List.of(source), null, out, "default", source.getParent());
    }

    private static double median(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1e6;
    }
}
