package dev.refin.codegen;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Puts generated files on disk: only inside the output directory, only when the content changed (so
 * unchanged files keep their modification time), and removes files it generated earlier that are no
 * longer produced. Files without its {@code @Generated} marker are never touched. Files are generated,
 * rendered and compared in parallel, one at a time each, so memory stays flat however large the org.
 */
final class SourceWriter {
    static final String MARKER = "@Generated(\"" + EntityGenerator.GENERATOR + "\")";

    /**
     * What a write did.
     *
     * @param written files created or rewritten
     * @param unchanged files already up to date
     * @param deleted stale generated files removed
     */
    record Outcome(List<Path> written, List<Path> unchanged, List<Path> deleted) {
        List<Path> produced() {
            List<Path> all = new ArrayList<>(written);
            all.addAll(unchanged);
            Collections.sort(all);
            return all;
        }
    }

    private SourceWriter() {}

    static Outcome write(Path outputDir, List<Supplier<JavaFile>> files) throws IOException {
        Path root = outputDir.toAbsolutePath().normalize();
        Files.createDirectories(root);
        List<Path> written = Collections.synchronizedList(new ArrayList<>());
        List<Path> unchanged = Collections.synchronizedList(new ArrayList<>());
        Set<Path> produced = Collections.synchronizedSet(new HashSet<>());
        try {
            files.parallelStream().forEach(supplier -> {
                try {
                    JavaFile file = supplier.get();
                    Path target = root.resolve(file.packageName().replace('.', '/'))
                            .resolve(file.typeSpec().name() + ".java")
                            .normalize();
                    if (!target.startsWith(root) || target.equals(root)) {
                        throw new IOException("refusing to write " + target + ": outside the output directory " + root);
                    }
                    if (!produced.add(target)) {
                        throw new IOException("two generated types map to the same file " + target);
                    }
                    (writeIfChanged(target, file.toString().getBytes(StandardCharsets.UTF_8)) ? written : unchanged)
                            .add(target);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        List<Path> w = new ArrayList<>(written);
        List<Path> u = new ArrayList<>(unchanged);
        Collections.sort(w);
        Collections.sort(u);
        return new Outcome(w, u, deleteStale(root, produced));
    }

    /** Writes {@code content} unless the file already holds exactly it; returns whether it wrote. */
    private static boolean writeIfChanged(Path target, byte[] content) throws IOException {
        if (Files.isRegularFile(target)
                && Files.size(target) == content.length
                && Arrays.equals(Files.readAllBytes(target), content)) {
            return false;
        }
        Files.createDirectories(target.getParent());
        Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
        try {
            Files.write(temp, content);
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return true;
    }

    private static List<Path> deleteStale(Path root, Set<Path> produced) throws IOException {
        List<Path> deleted = new ArrayList<>();
        List<Path> candidates;
        try (Stream<Path> walk = Files.walk(root)) {
            candidates = walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
                    .map(Path::normalize)
                    .filter(p -> !produced.contains(p))
                    .sorted()
                    .toList();
        }
        for (Path candidate : candidates) {
            String text = new String(Files.readAllBytes(candidate), StandardCharsets.UTF_8);
            if (text.contains(MARKER)) {
                Files.delete(candidate);
                deleted.add(candidate);
            }
        }
        return deleted;
    }
}
