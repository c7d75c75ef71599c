package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.SyntheticOrg;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random queries on random org shapes, checked against the platform's rules: a synthetic org whose fields get random
 * {@code filterable}, {@code sortable} and {@code groupable} traits is generated, and every field of it is filtered,
 * ordered, grouped and matched with {@code LIKE} in one compiled file. Each call the platform accepts must compile;
 * each it refuses must not, except where the runtime guide says the types are less strict (text fields that keep
 * {@code LIKE}, {@code LIKE} on groupable non-text fields, multi-select picklists, ids, lookups and picklists, and
 * trait combinations outside the chain), which are counted and must be exactly those.
 */
class RandomQueryTraitsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PACKAGE = "org.example.rnd";

    /** A declaration of a field descriptor: its type, constant name and the field's API name. */
    private static final Pattern DESCRIPTOR = Pattern.compile(
            "public static final ([\\w.]+)<[^=]*?> (\\w+) =\\s+DESCRIBE\\.[^\"]*?\"([^\"]+)\"", Pattern.DOTALL);

    private static final Set<String> TEXT =
            Set.of("string", "textarea", "email", "phone", "url", "combobox", "encryptedstring", "picklist");

    enum Op {
        WHERE,
        ORDER,
        GROUP,
        LIKE
    }

    /** The describe of one field, as the platform would judge a query of it. */
    record Described(String type, boolean filterable, boolean sortable, boolean groupable) {
        boolean platformAllows(Op op) {
            return switch (op) {
                case WHERE -> filterable;
                case ORDER -> sortable;
                case GROUP -> groupable;
                case LIKE -> filterable && TEXT.contains(type);
            };
        }

        /** Where the runtime guide says the types are less strict than the platform, for this field and op. */
        boolean documentedGap(Op op, String descriptor) {
            boolean plain = !descriptor.contains("Not");
            boolean multiPicklist = type.equals("multipicklist");
            boolean keptPlain = type.equals("id") || type.equals("reference") || type.equals("picklist");
            boolean text = TEXT.contains(type) || type.equals("multipicklist");
            if (multiPicklist || keptPlain) {
                return plain;
            }
            if (op == Op.LIKE || (text && plain)) {
                // LIKE compiles on every plain descriptor; a text field keeps its plain descriptor unless it cannot
                // be filtered at all.
                return plain;
            }
            // Outside the chain: the narrowest type that still allows every allowed op.
            return switch (op) {
                case WHERE -> !filterable && (sortable || groupable);
                case ORDER -> !sortable && groupable;
                default -> false;
            };
        }
    }

    record Call(String object, String field, Op op, Described described, String descriptor, String code) {}

    @ParameterizedTest
    @ValueSource(longs = {1L, 7L, 40L})
    void whatCompilesIsWhatThePlatformAccepts(long seed, @TempDir Path dir) throws Exception {
        SyntheticOrg.write(dir, 5, 40, seed);
        Map<String, Map<String, Described>> describes = randomizeTraits(dir, new SplittableRandom(seed));
        List<GeneratedSource> sources = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName(PACKAGE),
                new DefaultNamingStrategy(),
                RefinCodegen.readSnapshot(dir));

        SplittableRandom random = new SplittableRandom(seed * 31 + 1);
        List<Call> calls = new ArrayList<>();
        for (GeneratedSource source : sources) {
            String object = source.typeName();
            Map<String, Described> fields = describes.get(apiName(source));
            if (fields == null) {
                continue;
            }
            Matcher m = DESCRIPTOR.matcher(source.content());
            while (m.find()) {
                Described described = fields.get(m.group(3));
                if (described == null) {
                    continue;
                }
                String field = object + "." + m.group(2);
                // Every op of every field, in a random order, so no layout of the file decides an outcome.
                List<Op> ops = new ArrayList<>(List.of(Op.values()));
                for (int i = ops.size() - 1; i > 0; i--) {
                    ops.set(i, ops.set(random.nextInt(i + 1), ops.get(i)));
                }
                for (Op op : ops) {
                    calls.add(new Call(object, field, op, described, m.group(1), code(object, field, op)));
                }
            }
        }
        assertTrue(calls.size() > 200, "calls: " + calls.size());

        StringBuilder body = new StringBuilder("package org.example.user;\n\nimport " + PACKAGE + ".*;\n"
                + "import dev.refin.runtime.query.*;\n\nclass Queries {\n");
        Map<Long, Call> byLine = new HashMap<>();
        long line = body.toString().lines().count() + 1;
        for (int i = 0; i < calls.size(); i++) {
            body.append("    Object q")
                    .append(i)
                    .append("() { return ")
                    .append(calls.get(i).code())
                    .append("; }\n");
            byLine.put(line++, calls.get(i));
        }
        body.append("}\n");
        List<JavaFileObject> files = new ArrayList<>();
        sources.forEach(s -> files.add(s.toJavaFileObject()));
        files.add(JavaFileObjects.forSourceString("org.example.user.Queries", body.toString()));
        Compilation compilation = com.google.testing.compile.Compiler.javac()
                .withOptions("-Xlint:all", "--release", "17", "-Xmaxerrs", "100000")
                .withClasspath(CompileTest.testClasspath())
                .compile(files);

        Set<Call> refused = new HashSet<>();
        for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
            Call call = byLine.get(error.getLineNumber());
            assertTrue(
                    call != null && error.getSource().getName().endsWith("Queries.java"),
                    "an error outside the queries: " + error);
            refused.add(call);
        }
        List<String> wrong = new ArrayList<>();
        int refusedRightly = 0;
        int gaps = 0;
        for (Call call : calls) {
            boolean allowed = call.described().platformAllows(call.op());
            boolean compiled = !refused.contains(call);
            if (allowed && !compiled) {
                wrong.add("refused what the platform accepts: " + call);
            } else if (!allowed && compiled) {
                if (call.described().documentedGap(call.op(), call.descriptor())) {
                    gaps++;
                } else {
                    wrong.add("compiled what the platform refuses: " + call);
                }
            } else if (!allowed) {
                refusedRightly++;
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(refusedRightly > 50, "refused rightly: " + refusedRightly);
        System.out.printf(
                Locale.ROOT,
                "seed %d: %d calls, %d refused as the platform would, %d documented gaps%n",
                seed,
                calls.size(),
                refusedRightly,
                gaps);
    }

    private static String code(String object, String field, Op op) {
        String path = "Soql.field(" + field + ")";
        return switch (op) {
            case WHERE -> path + ".isNull()";
            case ORDER -> path + ".asc()";
            case GROUP ->
                "Soql.aggregate(" + object + ".SOBJECT_TYPE, Soql.count(" + object + ".ID)).groupBy(" + path + ")";
            case LIKE -> path + ".like(\"a%\")";
        };
    }

    private static String apiName(GeneratedSource source) {
        Matcher m = Pattern.compile("SObjectType\\.builder\\(\\w+\\.class,\\s+\"([^\"]+)\"")
                .matcher(source.content());
        return m.find() ? m.group(1) : null;
    }

    /**
     * Gives the custom fields other than lookups and picklists random traits, all eight combinations, and returns
     * every field's traits by object and field API name.
     */
    private static Map<String, Map<String, Described>> randomizeTraits(Path dir, SplittableRandom random)
            throws Exception {
        Map<String, Map<String, Described>> result = new HashMap<>();
        List<Path> files;
        try (Stream<Path> list = Files.walk(dir)) {
            files = list.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        for (Path file : files) {
            JsonNode root = JSON.readTree(file.toFile());
            if (!root.has("fields")) {
                continue;
            }
            Map<String, Described> fields = new HashMap<>();
            for (JsonNode node : root.get("fields")) {
                ObjectNode field = (ObjectNode) node;
                String type = field.path("type").asText();
                if (field.path("custom").asBoolean()
                        && !Set.of("reference", "picklist", "id").contains(type)) {
                    int traits = random.nextInt(8);
                    field.put("filterable", (traits & 1) != 0)
                            .put("sortable", (traits & 2) != 0)
                            .put("groupable", (traits & 4) != 0);
                }
                fields.put(
                        field.path("name").asText(),
                        new Described(
                                type,
                                field.path("filterable").asBoolean(),
                                field.path("sortable").asBoolean(),
                                field.path("groupable").asBoolean()));
            }
            result.put(root.path("name").asText(), fields);
            JSON.writeValue(file.toFile(), root);
        }
        return result;
    }
}
