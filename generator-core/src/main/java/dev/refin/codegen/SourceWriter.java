package dev.refin.codegen;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

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
        Set<Path> produced = Collections.synchronizedSet(new HashSet<>());
        // Every task finishes before any failure is reported, so nothing is still writing when the caller sees it.
        List<Object> results = files.parallelStream()
                .map(supplier -> {
                    try {
                        return writeOne(root, supplier.get(), produced);
                    } catch (IOException e) {
                        return e;
                    }
                })
                .toList();
        List<Path> w = new ArrayList<>();
        List<Path> u = new ArrayList<>();
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
        return new Outcome(
                w,
                u,
                GeneratedFiles.deleteStale(root, produced, p -> p.toString().endsWith(".java"), MARKER, true));
    }

    private record Written(Path path, boolean changed) {}

    private static Written writeOne(Path root, JavaFile file, Set<Path> produced) throws IOException {
        Path target = GeneratedFiles.inside(
                root,
                file.packageName().replace('.', '/') + "/" + file.typeSpec().name() + ".java");
        if (!produced.add(target)) {
            throw new IOException("two generated types map to the same file " + target);
        }
        byte[] content = file.toString().getBytes(StandardCharsets.UTF_8);
        return new Written(target, GeneratedFiles.writeIfChanged(target, content, MARKER));
    }
}
