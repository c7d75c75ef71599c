package dev.refin.codegen;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Puts generated files on disk: only inside the output directory, only when the content changed (so
 * unchanged files keep their modification time), and removes files it generated earlier that are no
 * longer produced. Files without its {@code @Generated} marker are never touched.
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
    record Outcome(List<Path> written, List<Path> unchanged, List<Path> deleted) {}

    private SourceWriter() {}

    static Outcome write(Path outputDir, List<JavaFile> files) throws IOException {
        Path root = outputDir.toAbsolutePath().normalize();
        Files.createDirectories(root);
        List<Path> written = new ArrayList<>();
        List<Path> unchanged = new ArrayList<>();
        Set<Path> produced = new HashSet<>();
        for (JavaFile file : files) {
            Path target = root.resolve(file.packageName().replace('.', '/'))
                    .resolve(file.typeSpec().name() + ".java")
                    .normalize();
            if (!target.startsWith(root) || target.equals(root)) {
                throw new IOException("refusing to write " + target + ": outside the output directory " + root);
            }
            if (!produced.add(target)) {
                throw new IOException("two generated types map to the same file " + target);
            }
            byte[] content = file.toString().getBytes(StandardCharsets.UTF_8);
            if (Files.isRegularFile(target) && Arrays.equals(Files.readAllBytes(target), content)) {
                unchanged.add(target);
                continue;
            }
            Files.createDirectories(target.getParent());
            Path temp = Files.createTempFile(
                    target.getParent(), "." + file.typeSpec().name(), ".tmp");
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
            written.add(target);
        }
        return new Outcome(written, unchanged, deleteStale(root, produced));
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
