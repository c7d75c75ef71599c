package dev.refin.describe.source;

import java.nio.file.Path;

/**
 * A file of the project, named in problems by its path relative to the folder that was read (worked out only when a
 * problem is reported: a project has tens of thousands of files).
 *
 * <p>Kept as its folder and name, its path made when asked: each field file is kept until its object is assembled, and
 * then by its field's provenance, and a path that has been opened or asked its name keeps its string and the offsets of
 * its names besides its bytes (about 220 bytes more a file, 13 MB for a 400-object project).
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
