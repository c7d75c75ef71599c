package dev.refin.codegen.java;

import dev.refin.codegen.GeneratedFiles;
import dev.refin.codegen.GeneratedSource;
import dev.refin.codegen.Parallel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * Puts generated files on disk: only inside the output directory, only when the content changed (so
 * unchanged files keep their modification time), and removes files this execution generated earlier that are
 * no longer produced. Files without its {@code @Generated} marker, and files of other executions, are never
 * touched; finding one in the way writes nothing. Files are generated,
 * rendered and compared in parallel, one at a time each, so memory stays flat however large the org.
 */
public final class SourceWriter {
    static final String MARKER = "@Generated(\"" + EntityGenerator.GENERATOR + "\")";

    /**
     * What a write did.
     *
     * @param written files created or rewritten
     * @param unchanged files already up to date
     * @param deleted stale generated files removed
     */
    public record Outcome(List<Path> written, List<Path> unchanged, List<Path> deleted) {
        public List<Path> produced() {
            List<Path> all = new ArrayList<>(written);
            all.addAll(unchanged);
            Collections.sort(all);
            return all;
        }
    }

    private SourceWriter() {}

    /** One file to write: where (relative to the output directory) and how to make it. */
    public record Source(String relativePath, Supplier<GeneratedSource> file) {}

    /**
     * Writes {@code files} under {@code outputDir} and deletes the files of {@code owned} (what this execution
     * wrote last time) that are no longer produced. Before anything is written every target is checked: a file
     * without the marker (hand-written) or one that another execution owns ({@code others}, with the state file
     * that lists it) in the way stops the run with nothing written at all.
     */
    public static Outcome write(Path outputDir, List<Source> files, Set<Path> owned, Map<Path, String> others)
            throws IOException {
        return write(outputDir, files, owned, others, List.of());
    }

    /**
     * Like {@link #write(Path, List, Set, Map)}, where {@code kept} are files of this execution an incremental run
     * did not generate again because nothing they depend on changed: they count as produced and unchanged.
     */
    public static Outcome write(
            Path outputDir, List<Source> files, Set<Path> owned, Map<Path, String> others, List<Path> kept)
            throws IOException {
        Path root = outputDir.toAbsolutePath().normalize();
        List<Path> targets = new ArrayList<>();
        List<String> conflicts = new ArrayList<>();
        for (Source source : files) {
            Path target = GeneratedFiles.inside(root, source.relativePath());
            targets.add(target);
            String other = others.get(target);
            if (other != null) {
                conflicts.add("refusing to overwrite " + target + ": another execution generated it (see " + other
                        + "); give the executions different packages or output directories");
            } else {
                GeneratedFiles.checkOverwritable(target, MARKER).ifPresent(conflicts::add);
            }
        }
        if (!conflicts.isEmpty()) {
            throw new IOException(String.join("\n", conflicts) + "\nnothing was written");
        }
        Files.createDirectories(root);
        Set<Path> produced = Collections.synchronizedSet(new HashSet<>(kept));
        // Every task finishes before any failure is reported, so nothing is still writing when the caller sees it.
        List<Object> results = Parallel.map(
                java.util.stream.IntStream.range(0, files.size()).boxed().toList(), i -> {
                    try {
                        return writeOne(targets.get(i), files.get(i).file().get(), produced);
                    } catch (IOException e) {
                        return e;
                    } catch (java.io.UncheckedIOException e) {
                        return e.getCause();
                    }
                });
        List<Path> w = new ArrayList<>();
        List<Path> u = new ArrayList<>(kept);
        IOException failure = null;
        for (Object result : results) {
            if (result instanceof IOException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            } else if (result instanceof Written written) {
                (written.changed() ? w : u).add(written.path());
            }
        }
        if (failure != null) {
            throw failure;
        }
        Collections.sort(w);
        Collections.sort(u);
        Set<Path> stale = new TreeSet<>(owned);
        stale.removeAll(produced);
        stale.removeAll(others.keySet());
        return new Outcome(w, u, GeneratedFiles.deleteIfMarked(stale, MARKER));
    }

    private record Written(Path path, boolean changed) {}

    private static Written writeOne(Path target, GeneratedSource file, Set<Path> produced) throws IOException {
        if (!produced.add(target)) {
            throw new IOException("two generated types map to the same file " + target);
        }
        byte[] content = file.content().getBytes(StandardCharsets.UTF_8);
        return new Written(target, GeneratedFiles.writeIfChanged(target, content, MARKER));
    }
}
