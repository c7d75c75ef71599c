package dev.refin.codegen.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.Fixtures;
import dev.refin.codegen.testing.SyntheticOrg;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The snapshot printer prints byte for byte what the Jackson writer of snapshot files prints, or leaves it to it. */
class SnapshotPrinterTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static void assertPrintsAsJackson(JsonNode node) throws Exception {
        byte[] jackson = SnapshotFiles.render(node).getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(jackson, SnapshotPrinter.print(node), () -> new String(jackson, StandardCharsets.UTF_8));
    }

    @Test
    void everyDescribeWeHavePrintsAsJacksonPrintsIt(@TempDir Path synthetic) throws Exception {
        SyntheticOrg.write(synthetic, 8, 150, 9L);
        int printed = 0;
        for (Path file : Fixtures.allDescribes(synthetic)) {
            assertPrintsAsJackson(SnapshotFiles.normalize(MAPPER.readTree(file.toFile())));
            printed++;
        }
        assertTrue(printed > 40, "printed " + printed);
    }

    @Test
    void everyCharacterIsEscapedOrEncodedAsJacksonDoes() throws Exception {
        StringBuilder all = new StringBuilder();
        for (char c = 0; c < 0x800; c++) {
            all.append(c);
        }
        all.append("\uFFFD\uFEFF\u2028\u2029\uE000\uFFFF").append("\uD83D\uDE00 \uD800\uDC00 \uDBFF\uDFFF");
        ObjectNode node = NODES.objectNode();
        node.put(all.toString(), all.toString());
        Random random = new Random(7);
        for (int i = 0; i < 200; i++) {
            StringBuilder text = new StringBuilder();
            for (int j = random.nextInt(40); j > 0; j--) {
                int code = random.nextInt(4) == 0 ? random.nextInt(0x110000) : random.nextInt(0x100);
                if (code < Character.MIN_SURROGATE || code > Character.MAX_SURROGATE) {
                    text.appendCodePoint(code);
                }
            }
            node.put("k" + i + text, text.toString());
        }
        assertPrintsAsJackson(node);
    }

    @Test
    void numbersNestingAndEmptyContainersPrintAsJacksonPrintsThem() throws Exception {
        ArrayNode numbers = NODES.arrayNode()
                .add(0)
                .add(-1)
                .add(Integer.MIN_VALUE)
                .add(Long.MAX_VALUE)
                .add(Long.MIN_VALUE)
                .add(new BigInteger("123456789012345678901234567890"))
                .add(0.0)
                .add(-0.0)
                .add(1.5)
                .add(1e-10)
                .add(1e21)
                .add(123456789.125)
                .add(Double.MIN_VALUE)
                .add(Double.MAX_VALUE)
                .add(0.1 + 0.2);
        Random random = new Random(3);
        for (int i = 0; i < 200; i++) {
            numbers.add(Double.longBitsToDouble(random.nextLong()) % 1e30);
            numbers.add(random.nextLong());
        }
        ObjectNode node = NODES.objectNode();
        node.set("numbers", numbers);
        node.putObject("empty");
        node.putArray("none");
        node.putArray("nested").addArray().addObject().putArray("deep").add(NODES.objectNode());
        node.put("yes", true).put("no", false).putNull("nothing");
        assertPrintsAsJackson(node);
        assertPrintsAsJackson(NODES.objectNode());
        assertPrintsAsJackson(MAPPER.readTree("{\"a\":{\"b\":[[],[{}],{\"c\":[1,[2,[]]]}]}}"));
    }

    @Test
    void whatItDoesNotPrintItLeavesToJackson() {
        for (JsonNode node : List.<JsonNode>of(
                NODES.objectNode().put("x", Double.POSITIVE_INFINITY),
                NODES.objectNode().put("x", Double.NaN),
                NODES.objectNode().put("x", new BigDecimal("1.50")),
                NODES.objectNode().put("x", 1.5f),
                NODES.objectNode().put("x", "lone \uD800 surrogate"),
                NODES.objectNode().put("x", "reversed \uDC00\uD800"),
                NODES.objectNode().put("x", new byte[] {1, 2}))) {
            assertNull(SnapshotPrinter.print(node), node.toString());
        }
    }

    @Test
    void aThreadsBufferKeptBetweenPrintsLeavesNothingOfTheLastPrintBehind() throws Exception {
        // One thread prints a wide tree (the buffer grows), a small one, one it leaves to Jackson half-way through
        // (the buffer holds a partial print), one wider than the buffer it keeps, and the first ones again.
        ObjectNode wide = NODES.objectNode();
        ArrayNode fields = wide.putArray("fields");
        for (int i = 0; i < 20_000; i++) {
            fields.addObject()
                    .put("name", "Field_" + i + "__c")
                    .put("length", i)
                    .put("label", "\u00e9t\u00e9 " + i);
        }
        ObjectNode small = NODES.objectNode().put("name", "x");
        ObjectNode refused =
                NODES.objectNode().put("a", "long text ".repeat(1000)).put("b", Double.NaN);
        ObjectNode wider = NODES.objectNode().put("text", "z".repeat(5 * 1024 * 1024));
        assertPrintsAsJackson(wide);
        assertPrintsAsJackson(small);
        assertNull(SnapshotPrinter.print(refused));
        assertPrintsAsJackson(small);
        assertPrintsAsJackson(wider);
        assertPrintsAsJackson(wide);
        assertPrintsAsJackson(small);
    }
}
