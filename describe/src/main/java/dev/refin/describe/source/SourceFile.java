package dev.refin.describe.source;

import java.nio.file.Path;

/**
 * A file of the project, with the name problems give it: its path relative to the folder that was read.
 *
 * @param path the file
 * @param display the path relative to the project's root, with forward slashes
 */
record SourceFile(Path path, String display) {

    static SourceFile of(Path root, Path path) {
        Path relative = path.startsWith(root) ? root.relativize(path) : path;
        return new SourceFile(path, relative.toString().replace('\\', '/'));
    }
}
