package dev.refin.describe.source;

import java.nio.file.Path;

/**
 * A file of the project, named in problems by its path relative to the folder that was read (worked out only when a
 * problem is reported: a project has tens of thousands of files).
 *
 * <p>Kept as its folder and name (files are listed by name: a path per listed file, sorted, costs more than the one its
 * reader makes), its path made when asked: a path that has been opened keeps its string besides its bytes (about 130
 * bytes more a file, 10 MB for a 400-object project), so its field's provenance is given a path of its own.
 */
final class SourceFile {
    /** The folder that was read; null for the folder itself. */
    private final Path root;

    private final Path folder;
    private final String name;

    private SourceFile(Path root, Path folder, String name) {
        this.root = root;
        this.folder = folder;
        this.name = name;
    }

    static SourceFile of(Path root, Path path) {
        Path parent = path.getParent();
        return parent == null || path.getFileName() == null
                ? new SourceFile(root, path, "")
                : new SourceFile(root, parent, path.getFileName().toString());
    }

    /** The file {@code name} in {@code folder}. */
    static SourceFile in(Path root, Path folder, String name) {
        return new SourceFile(root, folder, name);
    }

    /** The file's path, made anew at each call. */
    Path path() {
        return name.isEmpty() ? folder : folder.resolve(name);
    }

    /** The path relative to the project's root, with forward slashes. */
    String display() {
        Path path = path();
        Path relative = root != null && path.startsWith(root) ? root.relativize(path) : path;
        return relative.toString().replace('\\', '/');
    }
}
