package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.testing.SyntheticOrg;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An incremental run (the previous run's state in the output directory) must leave exactly the tree a run from
 * scratch makes: same files, same bytes. Random sequences of the edits admins and users make, from fixed seeds.
 */
class IncrementalGenerationTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final GeneratorConfig BASE = GeneratorConfig.defaults().withPackageName("org.example.inc");

    private enum Change {
        ADD_FIELD,
        REMOVE_FIELD,
        ADD_OBJECT,
        ADD_OBJECT_NAMED_LIKE_A_PICKLIST,
        REMOVE_OBJECT,
        CHANGE_PICKLIST,
        RENAME_RELATIONSHIP,
        CHANGE_CONFIG,
        TOUCH_UNCHANGED
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void randomChangesGiveTheSameOutputAsAFullRun(long seed, @TempDir Path tmp) throws Exception {
        Path snapshot = tmp.resolve("snapshot");
        SyntheticOrg.write(snapshot, 14, 30, seed);
        Path incremental = tmp.resolve("incremental");
        SplittableRandom random = new SplittableRandom(seed);
        GeneratorConfig config = BASE;
        RefinCodegen.generate(config, snapshot, incremental);
        int regenerated = 0;
        for (int step = 0; step < 10; step++) {
            Change change = Change.values()[random.nextInt(Change.values().length)];
            config = apply(change, snapshot, config, random, step);
            // The incremental run keeps none, some or all of its parsed describes (the rest it parses again).
            long keep = new long[] {0, 30_000, Long.MAX_VALUE}[random.nextInt(3)];
            RefinCodegen.Result result = withKeptBytes(keep, config, snapshot, incremental);
            Path scratch = tmp.resolve("scratch" + step);
            RefinCodegen.Result full = RefinCodegen.generate(config, snapshot, scratch);
            String context = "seed " + seed + ", step " + step + " (" + change + ")";
            assertSameTree(scratch, incremental, context);
            assertEquals(full.objects(), result.objects(), context);
            assertEquals(full.warnings(), result.warnings(), context);
            regenerated += result.written().size();
        }
        assertTrue(regenerated > 0, "the changes changed something");
    }

    private static RefinCodegen.Result withKeptBytes(long keep, GeneratorConfig config, Path snapshot, Path out)
            throws Exception {
        System.setProperty("refin.codegen.keepParsedBytes", String.valueOf(keep));
        try {
            return RefinCodegen.generate(config, snapshot, out);
        } finally {
            System.clearProperty("refin.codegen.keepParsedBytes");
        }
    }

    @Test
    void oneAddedFieldRegeneratesOnlyItsObject(@TempDir Path tmp) throws Exception {
        Path snapshot = tmp.resolve("snapshot");
        SyntheticOrg.write(snapshot, 20, 30, 7);
        Path out = tmp.resolve("out");
        RefinCodegen.generate(BASE, snapshot, out);
        Path file = snapshot.resolve(SyntheticOrg.objectName(5) + ".json");
        ObjectNode root = read(file);
        addField((ArrayNode) root.get("fields"), "refin__Added__c");
        write(file, root);

        RefinCodegen.Result result = RefinCodegen.generate(BASE, snapshot, out);

        assertEquals(1, result.written().size(), result.written().toString());
        assertEquals(19, result.unchanged().size());
        assertTrue(Files.readString(result.written().get(0)).contains("\"refin__Added__c\""));
        assertSameTree(generateFresh(snapshot, tmp.resolve("fresh")), out, "after the change");
    }

    @Test
    void aNewClassNameTakingANestedEnumNameRegeneratesTheObjectThatHadIt(@TempDir Path tmp) throws Exception {
        Path snapshot = tmp.resolve("snapshot");
        SyntheticOrg.write(snapshot, 6, 40, 11);
        Path out = tmp.resolve("out");
        RefinCodegen.generate(BASE, snapshot, out);
        String picklist = addObjectNamedLikeAPicklist(snapshot, new SplittableRandom(3));
        assertTrue(picklist != null, "the synthetic org has a picklist");

        RefinCodegen.Result result = RefinCodegen.generate(BASE, snapshot, out);

        assertTrue(result.written().size() >= 2, "the new object and the one whose enum lost its name");
        assertSameTree(generateFresh(snapshot, tmp.resolve("fresh")), out, "after the change");
    }

    private static Path generateFresh(Path snapshot, Path out) throws Exception {
        RefinCodegen.generate(BASE, snapshot, out);
        return out;
    }

    private static GeneratorConfig apply(
            Change change, Path snapshot, GeneratorConfig config, SplittableRandom random, int step)
            throws IOException {
        List<Path> files = describes(snapshot);
        Path file = files.get(random.nextInt(files.size()));
        ObjectNode root = read(file);
        ArrayNode fields = (ArrayNode) root.get("fields");
        switch (change) {
            case ADD_FIELD -> addField(fields, "refin__Added_" + step + "__c");
            case REMOVE_FIELD -> fields.remove(6 + random.nextInt(Math.max(1, fields.size() - 6)));
            case ADD_OBJECT -> {
                root.put("name", "refin__Added_Object_" + step + "__c");
                root.put("label", "Added object " + step);
                root.put("keyPrefix", "z" + (10 + step));
                write(snapshot.resolve("refin__Added_Object_" + step + "__c.json"), root);
                return config;
            }
            case ADD_OBJECT_NAMED_LIKE_A_PICKLIST -> {
                addObjectNamedLikeAPicklist(snapshot, random);
                return config;
            }
            case REMOVE_OBJECT -> {
                if (files.size() > 3) {
                    Files.delete(file);
                }
                return config;
            }
            case CHANGE_PICKLIST -> {
                for (JsonNode field : fields) {
                    if (field.path("type").asText().equals("picklist")) {
                        ArrayNode values = (ArrayNode) field.get("picklistValues");
                        if (random.nextBoolean() && values.size() > 1) {
                            values.remove(values.size() - 1);
                        } else {
                            ObjectNode value = values.get(0).deepCopy();
                            value.put("value", "Added " + step);
                            value.put("label", "Added " + step);
                            value.put("defaultValue", false);
                            values.add(value);
                        }
                        break;
                    }
                }
            }
            case RENAME_RELATIONSHIP -> {
                for (JsonNode field : fields) {
                    if (field.path("type").asText().equals("reference")) {
                        String name = "refin__Renamed_" + step + "__r";
                        renameOnParent(snapshot, root.path("name").asText(), field, name);
                        ((ObjectNode) field).put("relationshipName", name);
                        break;
                    }
                }
            }
            case CHANGE_CONFIG -> {
                String object = root.path("name").asText();
                return config.nameOverrides().isEmpty()
                        ? config.withNameOverrides(Map.of(
                                        object + "."
                                                + fields.get(2).path("name").asText(),
                                        "renamedByConfig"))
                                .withExcludes(List.of(
                                        files.get(0).getFileName().toString().replace(".json", "")))
                        : BASE;
            }
            case TOUCH_UNCHANGED -> {
                Files.setLastModifiedTime(
                        file,
                        FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 5000));
                return config;
            }
            default -> throw new AssertionError(change);
        }
        write(file, root);
        return config;
    }

    /** Adds an object whose class name equals the nested enum name of a picklist of another; its field's name. */
    private static String addObjectNamedLikeAPicklist(Path snapshot, SplittableRandom random) throws IOException {
        for (Path file : describes(snapshot)) {
            ObjectNode root = read(file);
            for (JsonNode field : root.get("fields")) {
                String name = field.path("name").asText();
                if (field.path("type").asText().equals("picklist") && name.startsWith("refin__")) {
                    ObjectNode copy = root.deepCopy();
                    copy.put("name", name);
                    copy.put("label", "Named like " + name);
                    copy.put("keyPrefix", "y" + (10 + random.nextInt(80)));
                    copy.set("childRelationships", MAPPER.createArrayNode());
                    write(snapshot.resolve(name + ".json"), copy);
                    return name;
                }
            }
        }
        return null;
    }

    private static void renameOnParent(Path snapshot, String child, JsonNode field, String name) throws IOException {
        for (JsonNode target : field.path("referenceTo")) {
            Path parentFile = snapshot.resolve(target.asText() + ".json");
            if (Files.isRegularFile(parentFile)) {
                ObjectNode parent = read(parentFile);
                for (JsonNode relationship : parent.path("childRelationships")) {
                    if (relationship.path("childSObject").asText().equals(child)
                            && relationship
                                    .path("field")
                                    .asText()
                                    .equals(field.path("name").asText())) {
                        ((ObjectNode) relationship).put("relationshipName", name);
                    }
                }
                write(parentFile, parent);
            }
        }
    }

    private static void addField(ArrayNode fields, String name) {
        ObjectNode added = fields.get(fields.size() - 1).deepCopy();
        added.put("name", name);
        added.put("label", "Added " + name);
        added.put("type", "string");
        added.put("calculated", false);
        added.putNull("calculatedFormula");
        added.putArray("referenceTo");
        added.putNull("relationshipName");
        added.putArray("picklistValues");
        fields.add(added);
    }

    private static List<Path> describes(Path snapshot) throws IOException {
        try (Stream<Path> files = Files.list(snapshot)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    private static ObjectNode read(Path file) throws IOException {
        return (ObjectNode) MAPPER.readTree(file.toFile());
    }

    private static void write(Path file, JsonNode root) throws IOException {
        MAPPER.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), root);
    }

    /** Both trees hold the same files (the build state aside) with the same bytes. */
    private static void assertSameTree(Path expected, Path actual, String context) throws IOException {
        Map<String, byte[]> want = tree(expected);
        Map<String, byte[]> got = tree(actual);
        assertEquals(want.keySet(), got.keySet(), context + ": the set of files");
        for (Map.Entry<String, byte[]> file : want.entrySet()) {
            assertTrue(
                    Arrays.equals(file.getValue(), got.get(file.getKey())),
                    context + ": " + file.getKey() + " differs from a run from scratch");
        }
    }

    /** Every file under {@code dir} but the build state, by relative path. */
    private static Map<String, byte[]> tree(Path dir) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                String name = dir.relativize(file).toString().replace('\\', '/');
                if (!name.endsWith(".state")) {
                    files.put(name, Files.readAllBytes(file));
                }
            }
        }
        assertTrue(Files.isRegularFile(dir.resolve(".refin-codegen.state")), "the run recorded its state");
        return files;
    }
}
