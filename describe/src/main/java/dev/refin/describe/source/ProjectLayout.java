package dev.refin.describe.source;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.DescribeProblem;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the files of a project: the format, the namespace, the {@code objects} and {@code globalValueSets} folders.
 */
final class ProjectLayout {
    static final String PROJECT_FILE = "sfdx-project.json";
    /** The suffix of an object file in the metadata API format, {@code objects/Invoice__c.object}. */
    static final String OBJECT_FILE = ".object";

    final Path root;
    final SourceFormat format;
    final String namespace;
    final List<Path> objectFolders;
    final List<Path> globalValueSetFolders;

    private ProjectLayout(
            Path root, SourceFormat format, String namespace, List<Path> objectFolders, List<Path> valueSetFolders) {
        this.root = root;
        this.format = format;
        this.namespace = namespace;
        this.objectFolders = objectFolders;
        this.globalValueSetFolders = valueSetFolders;
    }

    /** The layout of {@code root}; null, with errors in {@code problems}, when it is not a project. */
    static ProjectLayout of(Path root, Problems problems) throws IOException {
        SourceFile rootFile = SourceFile.of(null, root);
        if (!Files.isDirectory(root)) {
            problems.error(rootFile, "", "is not a folder: expected an sfdx project or a metadata API folder");
            return null;
        }
        Path projectFile = root.resolve(PROJECT_FILE);
        if (Files.isRegularFile(projectFile)) {
            return sourceProject(root, projectFile, problems);
        }
        Path objects = root.resolve("objects");
        if (Files.isDirectory(objects)) {
            if (hasObjectFiles(objects)) {
                return new ProjectLayout(
                        root,
                        SourceFormat.METADATA_API,
                        null,
                        List.of(objects),
                        existing(root.resolve("globalValueSets")));
            }
            // A package directory of the source format read on its own (e.g. force-app/main/default).
            List<Path> objectFolders = new ArrayList<>();
            List<Path> valueSets = new ArrayList<>();
            find(root, objectFolders, valueSets);
            return new ProjectLayout(root, SourceFormat.SOURCE, null, objectFolders, valueSets);
        }
        List<Path> objectFolders = new ArrayList<>();
        List<Path> valueSets = new ArrayList<>();
        find(root, objectFolders, valueSets);
        if (!objectFolders.isEmpty()) {
            return new ProjectLayout(root, SourceFormat.SOURCE, null, objectFolders, valueSets);
        }
        problems.error(
                rootFile,
                "",
                "is neither an sfdx project (no " + PROJECT_FILE + ") nor a metadata API folder (no objects/*"
                        + OBJECT_FILE + " files)");
        return null;
    }

    private static ProjectLayout sourceProject(Path root, Path projectFile, Problems problems) throws IOException {
        SourceFile file = SourceFile.of(root, projectFile);
        List<DescribeProblem> jsonProblems = new ArrayList<>();
        JsonNode json = DescribeParser.readTree(file.display(), Files.readAllBytes(projectFile), jsonProblems);
        if (json == null) {
            for (DescribeProblem p : jsonProblems) {
                if (p.severity() == DescribeProblem.Severity.ERROR) {
                    problems.error(file, p.path(), p.message().replace("describe", PROJECT_FILE));
                }
            }
            return null;
        }
        JsonNode directories = json.path("packageDirectories");
        if (!directories.isArray() || directories.isEmpty()) {
            problems.error(file, "$.packageDirectories", "missing or empty: expected [{\"path\": \"force-app\"}, ...]");
            return null;
        }
        List<Path> objectFolders = new ArrayList<>();
        List<Path> valueSets = new ArrayList<>();
        List<String[]> missing = new ArrayList<>();
        int existing = 0;
        for (int i = 0; i < directories.size(); i++) {
            JsonNode path = directories.get(i).path("path");
            String element = "$.packageDirectories[" + i + "].path";
            if (!path.isTextual() || path.asText().isBlank()) {
                problems.error(file, element, "missing: each package directory needs a path");
                continue;
            }
            Path dir = root.resolve(path.asText()).normalize();
            if (!dir.startsWith(root.normalize())) {
                problems.error(file, element, "'" + path.asText() + "' points outside the project");
                continue;
            }
            if (!Files.isDirectory(dir)) {
                missing.add(new String[] {element, path.asText()});
                continue;
            }
            existing++;
            find(dir, objectFolders, valueSets);
        }
        for (String[] m : missing) {
            // The CLI refuses a project with a missing package directory; its objects are still readable from the
            // others (a checkout trimmed to its objects keeps no empty folder), so that is refused only when none is.
            String message = "package directory '" + m[1] + "' does not exist";
            if (existing == 0) {
                problems.error(file, m[0], message);
            } else {
                problems.warning(file, m[0], message + "; the other package directories are read");
            }
        }
        JsonNode namespace = json.path("namespace");
        return new ProjectLayout(
                root,
                metadataApiFormat(objectFolders) ? SourceFormat.METADATA_API : SourceFormat.SOURCE,
                namespace.isTextual() ? namespace.asText().trim() : null,
                objectFolders,
                valueSets);
    }

    /** The {@code objects} and {@code globalValueSets} folders under {@code dir}, in name order. */
    private static void find(Path dir, List<Path> objectFolders, List<Path> valueSets) throws IOException {
        List<Path> objects = new ArrayList<>();
        List<Path> sets = new ArrayList<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                String name = d.getFileName() == null ? "" : d.getFileName().toString();
                if (name.equals("objects")) {
                    objects.add(d);
                    return FileVisitResult.SKIP_SUBTREE;
                }
                if (name.equals("globalValueSets")) {
                    sets.add(d);
                    return FileVisitResult.SKIP_SUBTREE;
                }
                if (!d.equals(dir) && (name.startsWith(".") || name.equals("node_modules"))) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                return FileVisitResult.CONTINUE;
            }
        });
        objects.sort(null);
        sets.sort(null);
        objectFolders.addAll(objects);
        valueSets.addAll(sets);
    }

    /**
     * Whether the package directories hold the metadata API format (CumulusCI projects keep {@code src/objects/*.object}
     * under an {@code sfdx-project.json}): every {@code objects} folder has {@code .object} files and no object folder.
     */
    private static boolean metadataApiFormat(List<Path> objectFolders) throws IOException {
        if (objectFolders.isEmpty()) {
            return false;
        }
        for (Path objects : objectFolders) {
            if (!hasObjectFiles(objects) || !folders(objects).isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasObjectFiles(Path objects) throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(objects, "*" + OBJECT_FILE)) {
            return files.iterator().hasNext();
        }
    }

    private static List<Path> existing(Path dir) {
        return Files.isDirectory(dir) ? List.of(dir) : List.of();
    }

    /**
     * The names of the files in {@code dir} that end with {@code suffix}, in order; empty when there is no folder. Names,
     * not paths: a project has tens of thousands of files, and a path per file listed, then sorted, costs more than the
     * name its reader needs (it makes the file's path once, to read it).
     */
    static List<String> files(Path dir, String suffix) throws IOException {
        List<String> result = new ArrayList<>();
        if (dir.getFileSystem() == FileSystems.getDefault()) {
            String[] names = dir.toFile().list();
            if (names == null) {
                if (Files.isDirectory(dir)) {
                    throw new IOException("cannot list the folder " + dir);
                }
                return result;
            }
            for (String name : names) {
                // No stat per file: a project has tens of thousands; a folder so named fails when read.
                if (name.endsWith(suffix)) {
                    result.add(name);
                }
            }
        } else if (Files.isDirectory(dir)) {
            // Another file system (a zip file's, an in-memory one's): its own listing.
            try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
                for (Path file : files) {
                    String name = file.getFileName().toString();
                    if (name.endsWith(suffix)) {
                        result.add(name);
                    }
                }
            }
        }
        result.sort(null);
        return result;
    }

    /** The sub-folders of {@code dir}, in name order. */
    static List<Path> folders(Path dir) throws IOException {
        List<Path> result = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, Files::isDirectory)) {
            entries.forEach(result::add);
        }
        result.sort(null);
        return result;
    }
}
