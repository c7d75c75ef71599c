package dev.refin.maven.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * A generated source tree compiled by {@code javac} in a child JVM of its own (same flags for every tree): wall time,
 * peak RSS, files and lines.
 */
record Compiled(int files, long lines, long bytes, double seconds, long rssKb) {
    private static final Path GNU_TIME = Path.of("/usr/bin/time");

    /** Compiles every {@code .java} under {@code sources} against {@code classpath} into {@code classes}. */
    static Compiled javac(Path sources, String classpath, Path classes) throws IOException, InterruptedException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        long lines = 0;
        long bytes = 0;
        for (Path file : files) {
            byte[] content = Files.readAllBytes(file);
            bytes += content.length;
            for (byte b : content) {
                if (b == '\n') {
                    lines++;
                }
            }
        }
        Files.createDirectories(classes);
        Path list = classes.resolveSibling(classes.getFileName() + ".sources");
        Files.write(list, files.stream().map(Path::toString).toList());
        Path rss = classes.resolveSibling(classes.getFileName() + ".rss");
        Path log = classes.resolveSibling(classes.getFileName() + ".log");
        Path javac = Path.of(System.getProperty("java.home"), "bin", "javac");
        List<String> command = new java.util.ArrayList<>();
        boolean timed = Files.isExecutable(GNU_TIME);
        if (timed) {
            command.addAll(List.of(GNU_TIME.toString(), "-f", "%M", "-o", rss.toString()));
        }
        command.addAll(List.of(
                javac.toString(),
                "--release",
                "17",
                "-proc:none",
                "-nowarn",
                "-encoding",
                "UTF-8",
                "-cp",
                classpath,
                "-d",
                classes.toString(),
                "@" + list));
        long start = System.nanoTime();
        int exit = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start()
                .waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        if (exit != 0) {
            List<String> out = Files.readAllLines(log);
            throw new IllegalStateException(
                    "javac of " + sources + " failed:\n" + String.join("\n", out.subList(0, Math.min(out.size(), 30))));
        }
        String kb = timed ? Files.readString(rss).trim() : "";
        kb = kb.substring(kb.lastIndexOf('\n') + 1);
        return new Compiled(files.size(), lines, bytes, seconds, kb.matches("\\d+") ? Long.parseLong(kb) : -1);
    }

    /** The median wall time of {@code runs}. */
    static double medianSeconds(List<Compiled> runs) {
        double[] seconds = runs.stream().mapToDouble(Compiled::seconds).sorted().toArray();
        int n = seconds.length;
        return n % 2 == 1 ? seconds[n / 2] : (seconds[n / 2 - 1] + seconds[n / 2]) / 2;
    }

    @Override
    public String toString() {
        return String.format(
                Locale.ROOT,
                "%5.1f s, %s MB RSS, %d files, %,d lines, %.1f MB",
                seconds,
                rssKb < 0 ? "?" : String.valueOf(rssKb / 1024),
                files,
                lines,
                bytes / 1e6);
    }
}
