package dev.refin.codegen.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.FakeOrg;
import dev.refin.codegen.Fixtures;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.GoldenFilesTest;
import dev.refin.codegen.OrgDescriber;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.DescribeProblem;
import dev.refin.runtime.client.StaticTokenAuth;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A live run parses each describe from the tree it saved it from and hands that to the generation instead of reading
 * the file again. Whatever it hands over, and however much, must give exactly what reading the files gives: the same
 * snapshot bytes, the same parse (model, problems, hash) and the same generated sources as an offline run.
 */
class ParsedDescribesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String KEEP = "refin.codegen.keepParsedBytes";

    /** Every describe we have, as an org would send it: its own key order, and a shuffled one. */
    private static List<Path> describes(Path synthetic) throws IOException {
        SyntheticOrg.write(synthetic, 10, 80, 3L);
        // One with warnings (an unknown type, a controlling field it does not have), which name places in the file.
        ObjectNode warned = (ObjectNode) MAPPER.readTree(
                synthetic.resolve(SyntheticOrg.objectName(2) + ".json").toFile());
        warned.put("name", "refin__Warned__c");
        warned.withArray("fields")
                .insertObject(0)
                .put("name", "Zeta__c")
                .put("type", "hologram")
                .put("label", "Zeta");
        warned.withArray("fields")
                .addObject()
                .put("name", "Alpha__c")
                .put("type", "picklist")
                .put("label", "Alpha")
                .put("controllerName", "Missing__c");
        Files.write(synthetic.resolve("refin__Warned__c.json"), MAPPER.writeValueAsBytes(warned));
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(Fixtures.shared().resolve("describe"), GoldenFilesTest.SNAPSHOT, synthetic)) {
            try (Stream<Path> list = Files.list(dir)) {
                list.filter(f -> f.toString().endsWith(".json")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() > 40, "describes found: " + files.size());
        return files;
    }

    @Test
    void theSavedBytesAreTheNormalizedRenderingAndTheTreeIsWhatReadingThemGives(@TempDir Path tmp) throws Exception {
        Random random = new Random(42);
        int withTree = 0;
        for (Path file : describes(tmp.resolve("synthetic"))) {
            JsonNode raw = MAPPER.readTree(file.toFile());
            for (JsonNode sent : List.of(raw.deepCopy(), shuffled(raw, random))) {
                byte[] expected = SnapshotFiles.renderNormalized(raw);
                SnapshotFiles.Normalized normalized = SnapshotFiles.normalized(sent);
                assertArrayEquals(expected, normalized.bytes(), file.toString());
                if (normalized.tree() != null) {
                    List<DescribeProblem> problems = new ArrayList<>();
                    assertEquals(
                            DescribeParser.readTree("x.json", expected, problems), normalized.tree(), file.toString());
                    assertEquals(List.of(), problems);
                    withTree++;
                } else {
                    assertFalse(raw.has("fields"), file + " is an object describe and must come with its tree");
                }
            }
        }
        assertTrue(withTree > 80, "compared " + withTree);
    }

    @Test
    void aValueThatWouldReadBackDifferentlyComesWithoutATree() throws Exception {
        JsonNode describe = MAPPER.readTree("{\"name\":\"X__c\",\"fields\":[{\"name\":\"A__c\",\"type\":\"double\","
                + "\"scale\":1e400}],\"urls\":{\"describe\":\"/x\"}}");
        byte[] expected = SnapshotFiles.renderNormalized(describe);

        SnapshotFiles.Normalized normalized = SnapshotFiles.normalized(describe);

        assertArrayEquals(expected, normalized.bytes());
        assertNull(normalized.tree(), "Infinity is written as text, so the file reads back differently");
    }

    @Test
    void aDescribeHandedOverParsesAsItsFileAndAnEditedFileIsReadAgain(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("snapshot"));
        ParsedDescribes handed = new ParsedDescribes(Long.MAX_VALUE);
        List<Path> written = new ArrayList<>();
        for (Path source : describes(tmp.resolve("synthetic"))) {
            SnapshotFiles.Normalized normalized = SnapshotFiles.normalized(MAPPER.readTree(source.toFile()));
            if (normalized.tree() == null) {
                continue;
            }
            Path file = dir.resolve(written.size() + "-" + source.getFileName());
            Files.write(file, normalized.bytes());
            handed.offer(file, normalized.bytes(), normalized.tree());
            written.add(file);
        }
        assertEquals(written.size(), handed.size());
        int withWarnings = 0;
        for (Path file : written) {
            SnapshotReader.Parsed fromFile = SnapshotReader.parse(file);
            assertNotNull(fromFile.document(), file.toString());
            withWarnings += fromFile.problems().isEmpty() ? 0 : 1;
            assertEquals(fromFile, handed.parse(file, null), file.toString());
        }
        assertTrue(withWarnings > 0, "some describes have warnings, and they must be the same");
        assertEquals(0, handed.size(), "each is handed over once");

        // A file edited after it was offered is read from disk; one the last run knew is skipped as reading it is.
        Path edited = written.get(0);
        Path known = written.get(1);
        for (Path file : List.of(edited, known)) {
            SnapshotFiles.Normalized normalized = SnapshotFiles.normalized(MAPPER.readTree(Files.readAllBytes(file)));
            handed.offer(file, normalized.bytes(), normalized.tree());
        }
        Files.writeString(edited, "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        assertEquals(SnapshotReader.parse(edited), handed.parse(edited, null));
        String hash = SnapshotReader.parse(known).hash();
        assertEquals(SnapshotReader.parse(known, hash), handed.parse(known, hash));
        assertTrue(handed.parse(known, hash).skipped());
    }

    @Test
    void aLiveRunGeneratesWhatAnOfflineRunOfItsSnapshotGeneratesWhateverItHandsOver(@TempDir Path tmp)
            throws Exception {
        Path served = Files.createDirectories(tmp.resolve("served"));
        for (Path file : describes(tmp.resolve("synthetic"))) {
            JsonNode describe = MAPPER.readTree(file.toFile());
            if (describe.has("fields")) {
                // Served in a shuffled key order with its URLs, as an org sends it.
                Files.write(
                        served.resolve(describe.path("name").asText() + ".json"),
                        MAPPER.writeValueAsBytes(shuffled(
                                describe,
                                new Random(file.getFileName().toString().hashCode()))));
            }
        }
        GeneratorConfig config = GeneratorConfig.defaults().withPrefix("").withPackageName("org.example.live");
        Map<String, String> expected = null;
        Map<String, String> snapshot = null;
        String previous = System.getProperty(KEEP);
        try (FakeOrg org = new FakeOrg(served)) {
            for (long keep : new long[] {Long.MAX_VALUE, 0, 400_000}) {
                System.setProperty(KEEP, String.valueOf(keep));
                Path work = tmp.resolve("work-" + keep);
                Path live = tmp.resolve("live-" + keep);
                RefinCodegen.Result result = RefinCodegen.generateLive(
                        OrgDescriber.of(
                                org.url(), "v65.0", StaticTokenAuth.of(FakeOrg.TOKEN), Duration.ofSeconds(10), 3),
                        config,
                        new DefaultNamingStrategy(),
                        tmp.resolve("no-snapshot"),
                        work,
                        live,
                        line -> {});
                Path offline = tmp.resolve("offline-" + keep);
                RefinCodegen.Result fromFiles = RefinCodegen.generate(config, work, offline);
                assertEquals(fromFiles.warnings(), result.warnings());
                assertEquals(fromFiles.objects(), result.objects());
                assertFalse(result.warnings().isEmpty(), "the fixtures' warnings are reported");
                Map<String, String> sources = Fixtures.files(live, ".java");
                assertEquals(Fixtures.files(offline, ".java"), sources);
                if (expected == null) {
                    expected = sources;
                    snapshot = Fixtures.files(work, ".json");
                } else {
                    assertEquals(expected, sources, "keeping " + keep);
                    assertEquals(snapshot, Fixtures.files(work, ".json"), "keeping " + keep);
                }
            }
        } finally {
            if (previous == null) {
                System.clearProperty(KEEP);
            } else {
                System.setProperty(KEEP, previous);
            }
        }
        assertTrue(expected.size() > 25, "generated " + expected.size());
        // The saved snapshot is byte for byte the normalized rendering of what the org sent.
        for (Map.Entry<String, String> file : snapshot.entrySet()) {
            JsonNode sent = MAPPER.readTree(served.resolve(file.getKey()).toFile());
            assertEquals(
                    new String(SnapshotFiles.renderNormalized(sent), StandardCharsets.UTF_8),
                    file.getValue(),
                    file.getKey());
        }
    }

    /** A copy with every object's keys in a random order, as another producer might send it. */
    private static JsonNode shuffled(JsonNode node, Random random) {
        if (node instanceof ObjectNode object) {
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            Collections.shuffle(names, random);
            ObjectNode copy = MAPPER.createObjectNode();
            names.forEach(n -> copy.set(n, shuffled(object.get(n), random)));
            return copy;
        }
        if (node instanceof ArrayNode array) {
            ArrayNode copy = MAPPER.createArrayNode();
            array.forEach(item -> copy.add(shuffled(item, random)));
            return copy;
        }
        return node;
    }
}
