package dev.refin.codegen.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.codegen.Fixtures;
import dev.refin.codegen.testing.SyntheticOrg;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The streamed normalized rendering of a live run is byte for byte the sorted-copy rendering it replaces. */
class SnapshotFilesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void streamedRenderingEqualsRenderingTheNormalizedCopy(@TempDir Path synthetic) throws Exception {
        SyntheticOrg.write(synthetic, 12, 150, 7L);
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(
                Fixtures.shared().resolve("describe"), Path.of("../sample-project/src/main/refin"), synthetic)) {
            try (Stream<Path> list = Files.list(dir)) {
                list.filter(f -> f.toString().endsWith(".json")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() > 40, "describes found: " + files.size());
        for (Path file : files) {
            JsonNode describe = MAPPER.readTree(file.toFile());
            byte[] expected =
                    SnapshotFiles.render(SnapshotFiles.normalize(describe)).getBytes(StandardCharsets.UTF_8);
            assertArrayEquals(expected, SnapshotFiles.renderNormalized(describe), file.toString());
        }
    }

    @Test
    void urlsAreDroppedAtEveryLevelAndFieldsComeInNameOrder() throws Exception {
        JsonNode describe = MAPPER.readTree("{\"urls\":{\"a\":1},\"name\":\"X__c\",\"fields\":["
                + "{\"name\":\"b__c\",\"urls\":{},\"type\":\"double\",\"scale\":2.5,\"big\":12345678901234},"
                + "{\"name\":\"A__c\",\"type\":\"string\",\"label\":null,\"on\":true}]}");

        String out = new String(SnapshotFiles.renderNormalized(describe), StandardCharsets.UTF_8);

        assertFalse(out.contains("urls"), out);
        assertTrue(out.indexOf("\"A__c\"") < out.indexOf("\"b__c\""), out);
        assertTrue(out.endsWith("}\n"), out);
        assertTrue(out.contains("\"big\": 12345678901234"), out);
    }
}
