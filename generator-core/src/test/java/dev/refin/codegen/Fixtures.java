package dev.refin.codegen;

import dev.refin.runtime.RealFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Locates the real response samples in the repository, and reads trees of files tests compare. */
public final class Fixtures {
    private Fixtures() {}

    /** The real response samples ({@link RealFixtures}), kept in the repository. */
    public static Path shared() {
        return RealFixtures.root();
    }

    /**
     * Every describe JSON file the tests have: the shared real describes, the golden snapshot and those of
     * {@code synthetic} (a directory a test wrote a synthetic org into).
     */
    public static List<Path> allDescribes(Path synthetic) throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path dir : List.of(shared().resolve("describe"), GoldenFilesTest.SNAPSHOT, synthetic)) {
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(f -> f.toString().endsWith(".json")).sorted().forEach(all::add);
            }
        }
        return all;
    }

    /** The text of every file under {@code root} whose name ends with {@code suffix}, by path relative to it. */
    public static Map<String, String> files(Path root, String suffix) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(f -> f.toString().endsWith(suffix)).toList()) {
                files.put(root.relativize(file).toString(), Files.readString(file));
            }
        }
        return files;
    }
}
