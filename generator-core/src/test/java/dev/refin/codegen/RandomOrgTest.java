package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.RandomOrg;
import dev.refin.describe.ObjectKind;
import dev.refin.runtime.client.StaticTokenAuth;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Property tests over random org shapes ({@link RandomOrg}): object, field, relationship and picklist value names
 * that clash with each other and with every type generated code refers to, companions beside every custom object,
 * objects of other kinds. Each seed's org is generated and compiled with {@code -Xlint:all -Werror}; a failure names
 * its seed. Run other seeds with {@code -Drefin.random.seeds=1,2,3}.
 */
class RandomOrgTest {
    private static final List<Long> SEEDS = seeds();

    private static List<Long> seeds() {
        String property = System.getProperty("refin.random.seeds", "11,23,37,41");
        return Arrays.stream(property.split(","))
                .map(String::trim)
                .map(Long::valueOf)
                .toList();
    }

    @FunctionalInterface
    private interface Property {
        void check(long seed) throws Exception;
    }

    /** Runs {@code property} for every seed; a failure says which seed and how to run it again. */
    private static void forEverySeed(Property property) throws Exception {
        for (long seed : SEEDS) {
            try {
                property.check(seed);
            } catch (AssertionError | Exception e) {
                throw new AssertionError(
                        "seed " + seed + " (run again with -Drefin.random.seeds=" + seed + "): " + e.getMessage(), e);
            }
        }
    }

    @Test
    void clashingNamesCompileWithEveryObjectGenerated(@TempDir Path dir) throws Exception {
        forEverySeed(seed -> {
            Path snapshot = dir.resolve("s" + seed);
            RandomOrg.build(seed, 14, 24, true).write(snapshot);
            List<GeneratedSource> files = RefinCodegen.generateFiles(
                    GeneratorConfig.defaults()
                            .withPackageName("org.example.random")
                            .withIncludes(List.of("*")),
                    new DefaultNamingStrategy(),
                    RefinCodegen.readSnapshot(snapshot));
            CompileTest.assertCompilesCleanly(files);
        });
    }

    /**
     * Every clash at once, without chance: an object per name of the pool ({@code VAT}, {@code FX}, {@code ID},
     * {@code Field}, {@code SObject}, {@code String}, {@code List}, ...), each with fields, picklist values, status
     * values, lookups and child relationships named after every name of the pool.
     */
    @Test
    void everyClashOfObjectFieldRelationshipAndEnumNamesCompiles(@TempDir Path dir) throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        List<String> pool = RandomOrg.CLASHING.stream()
                .filter(n -> !n.equalsIgnoreCase("Status") && !n.equals("Id"))
                .toList();
        Map<String, com.fasterxml.jackson.databind.node.ObjectNode> objects = new TreeMap<>();
        for (String name : pool) {
            var object = json.createObjectNode()
                    .put("name", "refin__" + name + "__c")
                    .put("keyPrefix", "a01");
            object.putArray("childRelationships");
            var fields = object.putArray("fields");
            fields.addObject().put("name", "Id").put("type", "id");
            var status = fields.addObject()
                    .put("name", "refin__Status__c")
                    .put("type", "picklist")
                    .put("createable", true)
                    .put("updateable", true);
            var statusValues = status.putArray("picklistValues");
            pool.forEach(v -> statusValues.addObject().put("value", v).put("active", true));
            objects.put(name, object);
        }
        for (int i = 0; i < pool.size(); i++) {
            var object = objects.get(pool.get(i));
            var fields = (com.fasterxml.jackson.databind.node.ArrayNode) object.get("fields");
            String parent = pool.get((i + 1) % pool.size());
            for (int j = 0; j < pool.size(); j++) {
                String field = "refin__" + pool.get(j) + "__c";
                var node = fields.addObject()
                        .put("name", field)
                        .put("createable", true)
                        .put("updateable", true);
                switch ((i + j) % 3) {
                    case 0 -> node.put("type", "string").put("length", 20);
                    case 1 -> {
                        node.put("type", "picklist");
                        var values = node.putArray("picklistValues");
                        pool.forEach(v -> values.addObject()
                                .put("value", v.replace('_', ' '))
                                .put("active", true));
                    }
                    default -> {
                        node.put("type", "reference")
                                .put("relationshipName", "refin__" + pool.get(j) + "__r")
                                .putArray("referenceTo")
                                .add("refin__" + parent + "__c");
                        ((com.fasterxml.jackson.databind.node.ArrayNode)
                                        objects.get(parent).get("childRelationships"))
                                .addObject()
                                .put("childSObject", object.get("name").asText())
                                .put("field", field)
                                .put("relationshipName", pool.get(j) + "__r");
                    }
                }
            }
        }
        for (var object : objects.values()) {
            Files.writeString(dir.resolve(object.get("name").asText() + ".json"), json.writeValueAsString(object));
        }
        List<GeneratedSource> files = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName("org.example.clash"),
                new DefaultNamingStrategy(),
                RefinCodegen.readSnapshot(dir));
        assertEquals(pool.size(), files.size());
        CompileTest.assertCompilesCleanly(files);
    }

    @Test
    void companionsChangeNoCustomObjectClassAndAreNamedForWhatTheyAre(@TempDir Path dir) throws Exception {
        forEverySeed(seed -> {
            Path with = dir.resolve("with" + seed);
            Path without = dir.resolve("without" + seed);
            RandomOrg withCompanions = RandomOrg.build(seed, 14, 24, true);
            withCompanions.write(with);
            RandomOrg.build(seed, 14, 24, false).write(without);
            GeneratorConfig config = GeneratorConfig.defaults().withPackageName("org.example.random");

            Map<String, String> plain = sources(config, without);
            assertEquals(plain, sources(config, with), "the default selection of an org with companions");
            CompileTest.assertCompilesCleanly(List.copyOf(generate(config, with)));

            // Included explicitly, companions and other kinds take names that say what they are, after every
            // custom object has taken its own.
            Map<String, String> classes = classNames(config.withIncludes(List.of("*")), with);
            classNames(config, without).forEach((object, name) -> assertEquals(name, classes.get(object), object));
            for (Map.Entry<String, String> entry : classes.entrySet()) {
                ObjectKind kind = ObjectKind.of(entry.getKey());
                if (!kind.isObject()) {
                    String word = kind.word(entry.getKey());
                    assertTrue(
                            entry.getValue().matches(".*" + word + "(_?\\d+)?"),
                            entry.getKey() + " is " + entry.getValue() + ", not named for what it is: " + word);
                    assertTrue(
                            !plain.containsKey(entry.getValue()),
                            entry.getKey() + " took the custom object name " + entry.getValue());
                }
            }
            assertTrue(
                    withCompanions.describes().keySet().stream()
                            .anyMatch(n -> !ObjectKind.of(n).isObject()),
                    "the org has companions");
        });
    }

    @Test
    void theSnapshotGoalSavesOnlyWhatWillBeGenerated(@TempDir Path dir) throws Exception {
        long seed = SEEDS.get(0);
        try {
            Path org = dir.resolve("org");
            RandomOrg.build(seed, 8, 6, true).write(org);
            // A standard object and its companion, told apart only by associateEntityType.
            Files.writeString(org.resolve("WorkOrder.json"), "{\"name\":\"WorkOrder\",\"fields\":[]}");
            Files.writeString(
                    org.resolve("WorkOrderShare.json"),
                    "{\"name\":\"WorkOrderShare\",\"associateEntityType\":\"Share\",\"fields\":[]}");
            try (FakeOrg fake = new FakeOrg(org)) {
                OrgDescriber describer = OrgDescriber.of(
                        fake.url(), "v65.0", StaticTokenAuth.of(FakeOrg.TOKEN), Duration.ofSeconds(10), 2);
                Path snapshot = dir.resolve("snapshot");
                RefinCodegen.SnapshotResult result = RefinCodegen.snapshot(
                        describer, GeneratorConfig.defaults().withPrefix(""), snapshot, l -> {});
                List<String> expected = fake.describes.keySet().stream()
                        .filter(n -> ObjectKind.of(n).isObject() && !n.equals("WorkOrderShare"))
                        .sorted()
                        .toList();
                assertEquals(expected, result.objects());
                assertTrue(expected.contains("WorkOrder"), expected.toString());
                try (var files = Files.list(snapshot)) {
                    assertTrue(files.map(p -> p.getFileName().toString())
                            .filter(n -> n.endsWith(".json"))
                            .noneMatch(n -> !ObjectKind.of(n.substring(0, n.length() - 5))
                                    .isObject()));
                }
                // Asked for by name, a companion is described and saved.
                String companion = fake.describes.keySet().stream()
                        .filter(n -> n.endsWith("__History") || n.endsWith("__Share"))
                        .findFirst()
                        .orElseThrow();
                RefinCodegen.SnapshotResult asked = RefinCodegen.snapshot(
                        describer, GeneratorConfig.defaults().withIncludes(List.of(companion)), snapshot, l -> {});
                assertTrue(asked.objects().contains(companion), asked.objects().toString());
            }
        } catch (AssertionError | Exception e) {
            throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
        }
    }

    private static List<GeneratedSource> generate(GeneratorConfig config, Path snapshot) throws Exception {
        return RefinCodegen.generateFiles(config, new DefaultNamingStrategy(), RefinCodegen.readSnapshot(snapshot));
    }

    /** Generated sources by class name. */
    private static Map<String, String> sources(GeneratorConfig config, Path snapshot) throws Exception {
        return generate(config, snapshot).stream()
                .collect(Collectors.toMap(
                        GeneratedSource::typeName, GeneratedSource::content, (a, b) -> a, TreeMap::new));
    }

    /** Class names by object API name. */
    private static Map<String, String> classNames(GeneratorConfig config, Path snapshot) throws Exception {
        Map<String, String> names = new TreeMap<>();
        for (GeneratedSource file : generate(config, snapshot)) {
            String object = file.content()
                    .replaceAll("(?s).*SObjectType\\.builder\\(\\s*\\w+\\.class,\\s*\"([^\"]+)\".*", "$1");
            names.put(object, file.typeName());
        }
        return names;
    }
}
