package dev.refin.codegen.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.codegen.Fixtures;
import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.TreeReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tree reader gives the tree Jackson's readValueAsTree() gives: same node classes, values and member order. */
class TreeReaderTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static void assertReadsAsJackson(byte[] json) throws Exception {
        JsonNode expected;
        try (JsonParser parser = MAPPER.createParser(json)) {
            parser.nextToken();
            expected = parser.readValueAsTree();
            assertNull(parser.nextToken(), "one value");
        }
        try (JsonParser parser = MAPPER.createParser(json)) {
            parser.nextToken();
            JsonNode actual = TreeReader.read(parser);
            assertNull(parser.nextToken(), "the reader stops on the value's last token");
            assertSameTree(expected, actual, "$");
        }
    }

    private static void assertSameTree(JsonNode expected, JsonNode actual, String path) {
        assertSame(expected.getClass(), actual.getClass(), path);
        assertEquals(expected, actual, path);
        if (expected.isObject()) {
            List<String> expectedNames = new ArrayList<>();
            expected.fieldNames().forEachRemaining(expectedNames::add);
            List<String> actualNames = new ArrayList<>();
            actual.fieldNames().forEachRemaining(actualNames::add);
            assertEquals(expectedNames, actualNames, path);
            for (String name : expectedNames) {
                assertSameTree(expected.get(name), actual.get(name), path + "." + name);
            }
        } else if (expected.isArray()) {
            for (int i = 0; i < expected.size(); i++) {
                assertSameTree(expected.get(i), actual.get(i), path + "[" + i + "]");
            }
        }
    }

    @Test
    void everyDescribeWeHaveReadsAsJacksonReadsIt(@TempDir Path synthetic) throws Exception {
        SyntheticOrg.write(synthetic, 6, 150, 5L);
        int read = 0;
        for (Path file : Fixtures.allDescribes(synthetic)) {
            assertReadsAsJackson(Files.readAllBytes(file));
            read++;
        }
        assertTrue(read > 40, "read " + read);
    }

    @Test
    void numbersDuplicatesAndNestingReadAsJacksonReadsThem() throws Exception {
        for (String json : List.of(
                "{}",
                "[]",
                "[[],{},[[{}]]]",
                "{\"a\":1,\"b\":2147483648,\"c\":-9223372036854775809,\"d\":12345678901234567890123}",
                "{\"f\":1.5,\"g\":-0.0,\"h\":1e400,\"i\":2.5E-3,\"j\":0.1000000000000000055511151231257827}",
                "{\"a\":1,\"b\":{\"x\":[1,2]},\"a\":{\"y\":null},\"b\":true}",
                "{\"s\":\"caf\\u00e9 \\ud83d\\ude00\",\"t\":\"\",\"u\":false,\"v\":null,\"w\":[null,true,\"x\",3]}",
                "\"top-level string\"",
                "42",
                "null")) {
            assertReadsAsJackson(json.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    @Test
    void aTruncatedValueFailsAsJacksonDoes() throws Exception {
        for (String json : List.of("{\"a\":[1,2", "{\"a\":", "[{\"b\":1}")) {
            try (JsonParser parser = MAPPER.createParser(json)) {
                parser.nextToken();
                assertThrows(JsonProcessingException.class, () -> TreeReader.read(parser), json);
            }
        }
    }

    @Test
    void readsOneValueOfAStreamAndLeavesTheRest() throws Exception {
        try (JsonParser parser = MAPPER.createParser("{\"r\":[{\"a\":1},{\"b\":[2]}],\"z\":0}")) {
            assertEquals(JsonToken.START_OBJECT, parser.nextToken());
            assertEquals(JsonToken.FIELD_NAME, parser.nextToken());
            assertEquals(JsonToken.START_ARRAY, parser.nextToken());
            List<JsonNode> items = new ArrayList<>();
            while (parser.nextToken() == JsonToken.START_OBJECT) {
                items.add(TreeReader.read(parser));
            }
            assertEquals("[{\"a\":1}, {\"b\":[2]}]", items.toString());
            assertEquals(JsonToken.FIELD_NAME, parser.nextToken());
            assertEquals("z", parser.currentName());
        }
    }
}
