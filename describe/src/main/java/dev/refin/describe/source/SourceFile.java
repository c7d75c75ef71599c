package dev.refin.describe.source;

import java.nio.file.Path;

/**
 * A file of the project, named in problems by its path relative to the folder that was read (worked out only when a
 * problem is reported: a project has tens of thousands of files).
 *
 * @param root the folder that was read
 * @param path the file
 */
record SourceFile(Path root, Path path) {

    static SourceFile of(Path root, Path path) {
        return new SourceFile(root, path);
    }

    /** The path relative to the project's root, with forward slashes. */
    String display() {
        Path relative = root != null && path.startsWith(root) ? root.relativize(path) : path;
        return relative.toString().replace('\\', '/');
    }
}
