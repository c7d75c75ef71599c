package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.testing.Compiling;
import dev.refin.describe.DescribeProblem;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broken snapshots: every problem of every file is reported, located by file and JSON path, in one
 * {@link CodegenException}, and the output directory is left exactly as it was.
 */
class BadInputTest {
    private static final Path SAMPLE = Path.of("../sample-project/src/main/refin");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final FileTime OLD = FileTime.from(Instant.parse("2001-02-03T04:05:06Z"));
    private static final String INVOICE = "refin__Sales_Invoice__c.json";
    private static final String BAD_NAME =
            "is not a valid API name (letters, digits and underscores, starting with a letter)";

    @TempDir
    Path tmp;

    private Path snapshot;
    private Path out;
    private Map<String, byte[]> outputBefore;

    @BeforeEach
    void copySampleAndPrepareOutput() throws IOException {
        snapshot = Files.createDirectories(tmp.resolve("snapshot"));
        try (Stream<Path> files = Files.list(SAMPLE)) {
            for (Path f : files.toList()) {
                Files.copy(f, snapshot.resolve(f.getFileName()));
            }
        }
        // One generated file from an earlier run, stale for the sample: a successful run would delete it.
        out = tmp.resolve("out");
        Path previous = out.resolve("com/example/accounting/Obsolete.java");
        Files.createDirectories(previous.getParent());
        Files.writeString(
                previous,
                "package com.example.accounting;\n\nimport javax.annotation.processing.Generated;\n\n"
                        + "@Generated(\"dev.refin.codegen.RefinCodegen\")\npublic final class Obsolete {}\n");
        Files.setLastModifiedTime(previous, OLD);
        outputBefore = tree(out);
    }

    /** Every path under {@code root} (directories too) with the file bytes and modification time. */
    private static Map<String, String> treeWithTimes(Path root) throws IOException {
        Map<String, String> result = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.toList()) {
                String key = root.relativize(p).toString().replace('\\', '/');
                result.put(
                        key,
                        Files.isDirectory(p)
                                ? "<dir>"
                                : Files.getLastModifiedTime(p).toString());
            }
        }
        return result;
    }

    private static Map<String, byte[]> tree(Path root) throws IOException {
        Map<String, byte[]> result = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.toList()) {
                String key = root.relativize(p).toString().replace('\\', '/');
                result.put(key, Files.isDirectory(p) ? new byte[0] : Files.readAllBytes(p));
            }
        }
        return result;
    }

    private void assertOutputUnchanged() throws IOException {
        Map<String, byte[]> after = tree(out);
        assertEquals(outputBefore.keySet(), after.keySet(), "files in the output directory");
        for (String key : outputBefore.keySet()) {
            assertArrayEquals(outputBefore.get(key), after.get(key), key);
        }
        assertEquals(
                Map.of(
                        "",
                        "<dir>",
                        "com",
                        "<dir>",
                        "com/example",
                        "<dir>",
                        "com/example/accounting",
                        "<dir>",
                        "com/example/accounting/Obsolete.java",
                        OLD.toString()),
                treeWithTimes(out));
    }

    /** Runs the generator, expecting refusal; returns the problems after checking the output is untouched. */
    private List<String> refused() throws IOException {
        CodegenException e = assertThrows(
                CodegenException.class,
                () -> RefinCodegen.generate(
                        GeneratorConfig.defaults().withPackageName("com.example.accounting"), snapshot, out));
        assertOutputUnchanged();
        int n = e.problems().size();
        assertEquals(
                n + (n == 1 ? " problem" : " problems") + "; nothing was generated:\n  "
                        + String.join("\n  ", e.problems()),
                e.getMessage());
        return e.problems();
    }

    private void write(String file, String content) throws IOException {
        Files.writeString(snapshot.resolve(file), content, StandardCharsets.UTF_8);
    }

    /** Edits a describe as a JSON tree and saves it back. */
    private void edit(String file, Consumer<ObjectNode> change) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(snapshot.resolve(file).toFile());
        change.accept(root);
        Files.write(
                snapshot.resolve(file), JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
    }

    private static ObjectNode field(ObjectNode root, int index) {
        return (ObjectNode) root.get("fields").get(index);
    }

    /** The truncation message as the parser words it, located just past the last byte. */
    private static String truncatedAtEnd(String file, byte[] content) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < content.length; i++) {
            if (content[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return file + ": $: is truncated: the JSON ends before the document is complete (line " + line + ", column "
                + (content.length - lineStart + 1) + ")";
    }

    private byte[] cutInHalf(String file) throws IOException {
        byte[] full = Files.readAllBytes(snapshot.resolve(file));
        byte[] half = java.util.Arrays.copyOf(full, full.length / 2);
        Files.write(snapshot.resolve(file), half);
        return half;
    }

    // ---------------------------------------------------------------- one broken file at a time

    @Test
    void truncatedFile() throws Exception {
        byte[] half = cutInHalf(INVOICE);
        List<String> problems = refused();
        assertEquals(1, problems.size(), problems.toString());
        String problem = problems.get(0);
        assertTrue(
                problem.startsWith(INVOICE + ": $: is truncated: the JSON ends before the document is complete (line "),
                problem);
        assertEquals(truncatedAtEnd(INVOICE, half), problem);
    }

    @Test
    void fileCutAfterACommaOrInsideANumberIsReportedAsTruncated() throws Exception {
        write("refin__Ledger__c.json", "{\n  \"name\": \"refin__Ledger__c\",\n  \"fields\": [\n    {\"name\": \"Id\",");
        write("refin__Entity__c.json", "{\n  \"name\": \"refin__Entity__c\",\n  \"fields\": [],\n  \"maxLength\": 12");
        write("refin__Dimension__c.json", "{\n  \"name\": \"refin__Dimension__c\",\n  \"custom\": tr");
        List<String> problems = refused();
        assertEquals(3, problems.size(), problems.toString());
        for (String problem : problems) {
            assertTrue(
                    problem.contains(": $: is truncated: the JSON ends before the document is complete (line "),
                    problem);
        }
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("refin__Ledger__c.json: ")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("refin__Entity__c.json: ")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("refin__Dimension__c.json: ")), problems.toString());
    }

    @Test
    void errorResponseSavedInsteadOfDescribe() throws Exception {
        write(
                "refin__Ledger__c.json",
                "[{\"message\":\"The requested resource does not exist\",\"errorCode\":\"NOT_FOUND\"}]\n");
        assertEquals(
                List.of("refin__Ledger__c.json: $: is a platform error response, not a describe: NOT_FOUND:"
                        + " The requested resource does not exist"),
                refused());
    }

    @Test
    void oauthErrorObjectSavedInsteadOfDescribe() throws Exception {
        write(
                "refin__Ledger__c.json",
                "{\"error\":\"invalid_grant\",\"error_description\":\"expired access/refresh token\"}");
        assertEquals(
                List.of("refin__Ledger__c.json: $: is an error response, not a describe: invalid_grant:"
                        + " expired access/refresh token"),
                refused());
    }

    @Test
    void htmlPage() throws Exception {
        write(
                "refin__Entity__c.json",
                "\n<!DOCTYPE html>\n<html><head><title>Login</title></head><body>Session expired</body></html>\n");
        assertEquals(
                List.of("refin__Entity__c.json: $: is not JSON but markup (starts with '<'): an HTML page, e.g. from"
                        + " a proxy or a login redirect, was saved instead of the describe"),
                refused());
    }

    @Test
    void emptyFile() throws Exception {
        write("refin__Dimension__c.json", "");
        assertEquals(List.of("refin__Dimension__c.json: $: is empty: expected a describe JSON object"), refused());
    }

    @Test
    void whitespaceOnlyFileIsEmpty() throws Exception {
        write("refin__Dimension__c.json", "\uFEFF  \n\t\n");
        assertEquals(List.of("refin__Dimension__c.json: $: is empty: expected a describe JSON object"), refused());
    }

    @Test
    void objectNameWithPathCharacters() throws Exception {
        edit("refin__Payment_Term__c.json", root -> root.put("name", "refin__../x__c"));
        assertEquals(List.of("refin__Payment_Term__c.json: $.name: 'refin__../x__c' " + BAD_NAME), refused());
        assertFalse(Files.exists(tmp.resolve("x__c")));
        assertFalse(Files.exists(out.resolve("x__c.java")));
    }

    @Test
    void fieldNameWithSlash() throws Exception {
        edit(INVOICE, root -> field(root, 3).put("name", "Name/../../Evil"));
        assertEquals(List.of(INVOICE + ": $.fields[3].name: 'Name/../../Evil' " + BAD_NAME), refused());
    }

    @Test
    void fieldWithoutType() throws Exception {
        edit(INVOICE, root -> field(root, 3).remove("type"));
        assertEquals(List.of(INVOICE + ": $.fields[3].type: missing"), refused());
    }

    @Test
    void fieldWithNullType() throws Exception {
        edit(INVOICE, root -> field(root, 3).putNull("type"));
        assertEquals(List.of(INVOICE + ": $.fields[3].type: missing"), refused());
    }

    @Test
    void fieldWithoutName() throws Exception {
        edit(INVOICE, root -> field(root, 40).remove("name"));
        assertEquals(List.of(INVOICE + ": $.fields[40].name: missing"), refused());
    }

    @Test
    void twoFilesDescribeTheSameObject() throws Exception {
        Files.copy(snapshot.resolve("refin__Ledger__c.json"), snapshot.resolve("refin__Ledger__c_copy.json"));
        assertEquals(
                List.of("refin__Ledger__c_copy.json: $.name: object 'refin__Ledger__c' is also described in"
                        + " refin__Ledger__c.json"),
                refused());
    }

    @Test
    void nonJsonTextFile() throws Exception {
        write("notes.json", "Remember to refresh the describes on Monday.\n");
        assertEquals(List.of("notes.json: $: is not JSON: expected '{' but the content starts with 'R'"), refused());
    }

    @Test
    void wrongShapesAreLocatedByPath() throws Exception {
        edit(INVOICE, root -> {
            field(root, 2).put("createable", "yes");
            field(root, 4).put("picklistValues", "USD");
            field(root, 13).set("referenceTo", JSON.createObjectNode());
            ((ArrayNode) field(root, 39).get("picklistValues")).add(7);
        });
        edit("refin__Ledger__c.json", root -> root.put("fields", "none"));
        assertEquals(
                List.of(
                        "refin__Ledger__c.json: $.fields: expected an array, found a string",
                        INVOICE + ": $.fields[2].createable: expected true or false, found a string \"yes\"",
                        INVOICE + ": $.fields[4].picklistValues: expected an array, found a string",
                        INVOICE + ": $.fields[13].referenceTo: expected an array of strings, found an object",
                        INVOICE + ": $.fields[39].picklistValues[3]: expected a picklist entry object, found a number"),
                refused());
    }

    @Test
    void duplicateFieldInOneDescribe() throws Exception {
        edit(INVOICE, root -> ((ArrayNode) root.get("fields"))
                .add(field(root, 46).deepCopy().put("name", "PROJECT_code__c")));
        assertEquals(
                List.of(INVOICE + ": $.fields[49].name: duplicate field 'PROJECT_code__c' (also at $.fields[46])"),
                refused());
    }

    @Test
    void missingSnapshotDirectory() throws Exception {
        Path missing = tmp.resolve("nowhere");
        CodegenException e = assertThrows(
                CodegenException.class, () -> RefinCodegen.generate(GeneratorConfig.defaults(), missing, out));
        assertEquals(
                List.of(missing + ": not a directory (expected a directory of saved describe JSON)"), e.problems());
        assertOutputUnchanged();
    }

    @Test
    void snapshotWithoutJsonFiles() throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Files.writeString(empty.resolve("README.txt"), "describes go here");
        CodegenException e = assertThrows(
                CodegenException.class, () -> RefinCodegen.generate(GeneratorConfig.defaults(), empty, out));
        assertEquals(List.of(empty + ": no *.json describe files"), e.problems());
        assertOutputUnchanged();
    }

    // ---------------------------------------------------------------- many broken files together

    @Test
    void allProblemsOfAllBrokenFilesAreReportedTogether() throws Exception {
        byte[] half = cutInHalf("refin__Cash_Receipt__c.json");
        write(
                "refin__Ledger__c.json",
                "[{\"message\":\"The requested resource does not exist\",\"errorCode\":\"NOT_FOUND\"}]");
        write("refin__Entity__c.json", "<html><body>Login</body></html>");
        write("refin__Dimension__c.json", "");
        edit("refin__Payment_Term__c.json", root -> root.put("name", "refin__../x__c"));
        edit(INVOICE, root -> {
            field(root, 3).remove("type");
            field(root, 5).put("name", "Created/Date");
            field(root, 47).remove("type");
        });
        Files.copy(snapshot.resolve("refin__GL_Account__c.json"), snapshot.resolve("refin__GL_Account__c_old.json"));
        write("notes.json", "not json at all");
        // Not a .json file: not part of the snapshot, so no problem.
        write("README.md", "# describes\n");

        List<String> problems = refused();
        List<String> expected = List.of(
                "notes.json: $: is not JSON: expected '{' but the content starts with 'n'",
                truncatedAtEnd("refin__Cash_Receipt__c.json", half),
                "refin__Dimension__c.json: $: is empty: expected a describe JSON object",
                "refin__Entity__c.json: $: is not JSON but markup (starts with '<'): an HTML page, e.g. from a proxy"
                        + " or a login redirect, was saved instead of the describe",
                "refin__GL_Account__c_old.json: $.name: object 'refin__GL_Account__c' is also described in"
                        + " refin__GL_Account__c.json",
                "refin__Ledger__c.json: $: is a platform error response, not a describe: NOT_FOUND: The requested"
                        + " resource does not exist",
                "refin__Payment_Term__c.json: $.name: 'refin__../x__c' " + BAD_NAME,
                INVOICE + ": $.fields[3].type: missing",
                INVOICE + ": $.fields[5].name: 'Created/Date' " + BAD_NAME,
                INVOICE + ": $.fields[47].type: missing");
        assertEquals(
                expected.stream().sorted().toList(), problems.stream().sorted().toList());
        assertEquals(expected.size(), problems.size(), "no problem is reported twice");
    }

    // ---------------------------------------------------------------- warnings only

    @Test
    void unknownFieldTypeIsOnlyAWarningAndMapsToJsonNode() throws Exception {
        int[] index = new int[1];
        edit("refin__Ledger__c.json", root -> {
            ArrayNode fields = (ArrayNode) root.get("fields");
            index[0] = fields.size();
            fields.addObject()
                    .put("name", "refin__Embedding__c")
                    .put("label", "Embedding")
                    .put("type", "vector")
                    .put("createable", true)
                    .put("updateable", true)
                    .put("nillable", true);
        });
        String pkg = "org.example.vectors";
        RefinCodegen.Result result =
                RefinCodegen.generate(GeneratorConfig.defaults().withPackageName(pkg), snapshot, out);

        assertEquals(
                List.of("warning: refin__Ledger__c.json: $.fields[" + index[0] + "].type: unknown field type 'vector'"
                        + " on field 'refin__Embedding__c': kept as a raw JSON value"),
                result.warnings().stream().map(DescribeProblem::toString).toList());
        assertEquals(DescribeProblem.Severity.WARNING, result.warnings().get(0).severity());
        assertEquals(18, result.objects().size());
        assertEquals(18, result.written().size());
        // The earlier generated file in com.example.accounting is stale now and was removed.
        assertEquals(
                List.of(out.toAbsolutePath().normalize().resolve("com/example/accounting/Obsolete.java")),
                result.deleted());

        String source = Files.readString(out.resolve("org/example/vectors/Ledger.java"));
        assertTrue(source.contains("import com.fasterxml.jackson.databind.JsonNode;"), source);
        assertTrue(source.contains("public JsonNode getEmbedding() {"), source);
        assertTrue(source.contains("public Ledger setEmbedding(JsonNode value) {"), source);

        // Compile what was written and use the field.
        try (URLClassLoader loader = Compiling.compileAndLoad(
                out.resolve("org/example/vectors"), tmp.resolve("classes"), BadInputTest.class.getClassLoader())) {
            Class<?> ledger = loader.loadClass(pkg + ".Ledger");
            assertEquals(JsonNode.class, ledger.getMethod("getEmbedding").getReturnType());
            assertEquals(
                    ledger, ledger.getMethod("setEmbedding", JsonNode.class).getReturnType());
            SObjectType<?> type =
                    (SObjectType<?>) ledger.getField("SOBJECT_TYPE").get(null);
            SObject<?> record = read(type, "{\"refin__Embedding__c\":[0.25,-1.5,{\"k\":\"v\"}],\"Name\":\"Main\"}");
            assertEquals(
                    JSON.readTree("[0.25,-1.5,{\"k\":\"v\"}]"),
                    ledger.getMethod("getEmbedding").invoke(record));
            assertEquals(Map.of(), record.unknownFields());
            assertEquals(
                    JSON.readTree("{\"Name\":\"Main\",\"refin__Embedding__c\":[0.25,-1.5,{\"k\":\"v\"}]}"),
                    JSON.readTree(SObjectJson.write(record, SObjectJson.Scope.ALL)));
        }
    }

    @Test
    void warningsAreNotErrorsForControllerMissingOrBadValidFor() throws Exception {
        edit(INVOICE, root -> {
            ObjectNode subType = field(root, 40);
            assertEquals("refin__Sub_Type__c", subType.get("name").asText());
            ((ObjectNode) subType.get("picklistValues").get(0)).put("validFor", "not base64!");
        });
        RefinCodegen.Result result = RefinCodegen.generate(
                GeneratorConfig.defaults().withPackageName("com.example.accounting"), snapshot, out);
        assertEquals(
                List.of("warning: " + INVOICE + ": $.fields[40].picklistValues[0].validFor: not base64; the"
                        + " dependency is ignored"),
                result.warnings().stream().map(DescribeProblem::toString).toList());
        String source = Files.readString(out.resolve("com/example/accounting/SalesInvoice.java"));
        // No controlling values: the constant's validFor bitmap is empty.
        assertTrue(source.contains("STANDARD(\"Standard\", \"Standard\", true, false, \"\"),"), source);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static SObject<?> read(SObjectType<?> type, String json) throws IOException {
        return SObjectJson.read((SObjectType) type, json);
    }
}
