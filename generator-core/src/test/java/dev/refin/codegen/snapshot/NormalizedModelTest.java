package dev.refin.codegen.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.codegen.Fixtures;
import dev.refin.codegen.GoldenFilesTest;
import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.DescribeDocument;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.ObjectDescribe;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generator sorts the parsed describe instead of parsing the normalized JSON again; both must give the same
 * model for every describe we have: the sample snapshot, the real fixtures and a synthetic org (shuffled order).
 */
class NormalizedModelTest {

    @Test
    void sortingTheModelEqualsParsingTheNormalizedJson(@TempDir Path tmp) throws Exception {
        Path synthetic = tmp.resolve("synthetic");
        SyntheticOrg.write(synthetic, 12, 60, 5);
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(GoldenFilesTest.SNAPSHOT, Fixtures.shared().resolve("describe"), synthetic)) {
            try (Stream<Path> walk = Files.walk(dir)) {
                walk.filter(p -> p.toString().endsWith(".json")).forEach(files::add);
            }
        }
        int compared = 0;
        for (Path file : files) {
            byte[] content = Files.readAllBytes(file);
            String source = file.getFileName().toString();
            JsonNode tree = DescribeParser.readTree(source, content, new ArrayList<>());
            DescribeDocument document = tree == null ? null : DescribeParser.parse(source, tree, new ArrayList<>());
            if (document instanceof ObjectDescribe object) {
                DescribeDocument reparsed =
                        DescribeParser.parse(source, SnapshotFiles.normalize(tree), new ArrayList<>());
                assertEquals(reparsed, SnapshotFiles.normalize(object), file.toString());
                compared++;
            }
        }
        assertTrue(compared >= 30, "compared " + compared + " describes");
    }
}
