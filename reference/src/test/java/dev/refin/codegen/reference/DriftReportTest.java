package dev.refin.codegen.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.SchemaDiff;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The drift report pages {@code refin:diff} writes: the picture with added, removed and changed objects and lines,
 * every change per object, working links, escaping and determinism, for the sample snapshot against a drifted copy.
 */
class DriftReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final GeneratorConfig CONFIG = GeneratorConfig.defaults().withPackageName("com.example.accounting");

    /** The admin's label of the field added to the sales invoice: hostile on purpose. */
    static final String HOSTILE_LABEL = "<b>Channel</b> & \"x\" caf\u00e9";

    @Test
    void reportShowsWhatChangedAsPictureAndTables(@TempDir Path dir) throws Exception {
        Path before = dir.resolve("before");
        Path after = dir.resolve("after");
        drift(before, after);
        Path report = dir.resolve("report");
        List<String> progress = new ArrayList<>();
        RefinReference.DiffResult result = RefinReference.diffSnapshots(CONFIG, before, after, report, progress::add);
        assertEquals(
                List.of(
                        "drift report: compared 18 with 18 objects, "
                                + result.changes().size() + " changes",
                        "drift report: drew and wrote 3 of 3 files"),
                progress);

        assertEquals(
                List.of("drift-report.html", "drift-report.md", "drift-report.svg"),
                result.report().stream().map(p -> p.getFileName().toString()).toList());
        String changes = SchemaDiff.report(result.changes());
        assertTrue(changes.contains("refin__Budget_Line__c: object removed"), changes);
        assertTrue(changes.contains("refin__Credit_Note__c: object added"), changes);

        String html = Files.readString(report.resolve("drift-report.html"));
        Document svg = ErPicturesTest.parse(ErPicturesTest.svgOf(html));
        Map<String, String> status = new TreeMap<>();
        NodeList links = svg.getElementsByTagName("a");
        for (int i = 0; i < links.getLength(); i++) {
            Element link = (Element) links.item(i);
            status.put(link.getAttribute("data-object"), link.getAttribute("data-status"));
            String anchor = link.getAttribute("href");
            assertTrue(anchor.startsWith("#object-"), anchor);
            assertTrue(html.contains(" id=\"" + anchor.substring(1) + "\""), "link target " + anchor);
        }
        assertEquals("added", status.get("refin__Credit_Note__c"));
        assertEquals("removed", status.get("refin__Budget_Line__c"));
        assertEquals("changed", status.get("refin__Sales_Invoice__c"));
        assertEquals("changed", status.get("refin__Tax_Profile__c"));
        assertEquals("changed", status.get("refin__Sales_Invoice_Line__c"));
        // The whole schema does not fit one legible picture: it shows what changed and the direct neighbours.
        assertEquals(
                Set.of(
                        "refin__Accounting_Period__c",
                        "refin__Budget_Line__c",
                        "refin__Budget__c",
                        "refin__Credit_Note__c",
                        "refin__Dimension__c",
                        "refin__GL_Account__c",
                        "refin__Sales_Invoice_Line__c",
                        "refin__Sales_Invoice__c",
                        "refin__Tax_Profile__c"),
                status.keySet(),
                "the changed objects, the ends of changed lines: " + status);
        assertTrue(html.contains("so the picture shows what changed"), html);
        Set<String> edges = new HashSet<>();
        NodeList groups = svg.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (List.of(g.getAttribute("class").split(" ")).contains("er-edge")) {
                edges.add(g.getAttribute("data-parent") + " -> " + g.getAttribute("data-child") + " "
                        + g.getAttribute("data-status"));
            }
        }
        assertTrue(edges.contains("refin__Sales_Invoice__c -> refin__Credit_Note__c added"), edges.toString());
        assertTrue(edges.contains("refin__Budget__c -> refin__Budget_Line__c removed"), edges.toString());
        assertTrue(edges.contains("refin__Tax_Profile__c -> refin__Sales_Invoice_Line__c removed"), edges.toString());
        assertTrue(edges.contains("refin__Accounting_Period__c -> refin__Budget_Line__c removed"), edges.toString());

        assertTrue(
                html.contains("<tr class=\"addition\"><td>addition</td><td><code>Channel__c</code></td>"
                        + "<td>field added (picklist)</td></tr>"),
                html);
        assertTrue(
                html.contains("<tr class=\"addition\"><td>addition</td><td><code>Region__c</code></td>"
                        + "<td>picklist value &#39;Central&#39; added</td></tr>"),
                html);
        assertTrue(
                html.contains("<tr class=\"type change\"><td>type change</td>"
                        + "<td><code>refin__Jurisdiction__c</code></td><td>type string -&gt; textarea</td></tr>"),
                html);
        assertTrue(html.contains("<li id=\"object-refin__Ledger__c\"><code>refin__Ledger__c</code></li>"), html);
        assertFalse(html.contains("<b>"), "escaped");
        assertTrue(html.chars().allMatch(c -> c == '\n' || (c >= 0x20 && c < 0x7f)), "ASCII only");

        String md = Files.readString(report.resolve("drift-report.md"));
        String mermaid = ErPicturesTest.mermaidOf(md);
        assertTrue(mermaid.contains("    refin__Credit_Note__c[\"refin__Credit_Note__c (added)\"]\n"), mermaid);
        assertTrue(mermaid.contains("    refin__Budget_Line__c[\"refin__Budget_Line__c (removed)\"]"), mermaid);
        assertTrue(
                mermaid.contains("    refin__Sales_Invoice__c ||--o{ refin__Credit_Note__c : \"added: "
                        + "refin__Invoice__c\"\n"),
                mermaid);
        assertTrue(md.contains("| type change | `refin__Jurisdiction__c` | type string -&gt; textarea |\n"), md);
        assertTrue(md.contains("### `refin__Budget_Line__c` (removed)\n"), md);

        assertEquals(
                List.of(),
                RefinReference.diffSnapshots(CONFIG, before, after, report).report(),
                "unchanged: not rewritten");
    }

    @Test
    void noDifferencesGiveAShortReport(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("report");
        RefinReference.DiffResult result =
                RefinReference.diffSnapshots(CONFIG, Samples.SNAPSHOT, Samples.SNAPSHOT, report);
        assertEquals(List.of(), result.changes());
        String html = Files.readString(report.resolve("drift-report.html"));
        assertTrue(html.contains("no differences between the org and the snapshot"), html);
        assertFalse(html.contains("<svg"), html);
    }

    /**
     * Copies the sample snapshot into {@code before} and a drifted version into {@code after}: an object added (a
     * master-detail child of the sales invoice) and one removed (budget line), an admin-added picklist field with a
     * hostile label, a new picklist value, a field type changed and a lookup removed.
     */
    static void drift(Path before, Path after) throws IOException {
        Files.createDirectories(before);
        Files.createDirectories(after);
        try (Stream<Path> files = Files.list(Samples.SNAPSHOT)) {
            for (Path file : files.toList()) {
                Files.copy(file, before.resolve(file.getFileName()));
                Files.copy(file, after.resolve(file.getFileName()));
            }
        }
        Files.delete(after.resolve("refin__Budget_Line__c.json"));
        edit(after, "refin__Sales_Invoice__c", fields -> {
            ObjectNode channel =
                    copyOf(fields, "Region__c").put("name", "Channel__c").put("label", HOSTILE_LABEL);
            ArrayNode values = channel.putArray("picklistValues");
            values.addObject().put("value", "Web").put("label", "Web").put("active", true);
            fields.add(channel);
            ArrayNode regions = (ArrayNode) find(fields, "Region__c").get("picklistValues");
            regions.add(((ObjectNode) regions.get(0).deepCopy())
                    .put("value", "Central")
                    .put("label", "Central"));
        });
        edit(after, "refin__Tax_Profile__c", fields -> ((ObjectNode) find(fields, "refin__Jurisdiction__c"))
                .put("type", "textarea"));
        edit(after, "refin__Sales_Invoice_Line__c", fields -> {
            for (Iterator<JsonNode> it = fields.iterator(); it.hasNext(); ) {
                if (it.next().get("name").asText().equals("refin__Tax_Profile__c")) {
                    it.remove();
                }
            }
        });
        ObjectNode note = JSON.createObjectNode()
                .put("name", "refin__Credit_Note__c")
                .put("label", "Credit Note")
                .put("labelPlural", "Credit Notes")
                .put("custom", true);
        ArrayNode fields = note.putArray("fields");
        fields.addObject().put("name", "Id").put("type", "id").put("label", "Record ID");
        ObjectNode invoice = fields.addObject()
                .put("name", "refin__Invoice__c")
                .put("type", "reference")
                .put("label", "Invoice")
                .put("custom", true)
                .put("cascadeDelete", true)
                .put("createable", true)
                .put("relationshipName", "refin__Invoice__r");
        invoice.putArray("referenceTo").add("refin__Sales_Invoice__c");
        Files.writeString(after.resolve("refin__Credit_Note__c.json"), JSON.writeValueAsString(note));
    }

    private interface FieldEdit {
        void apply(ArrayNode fields);
    }

    private static void edit(Path dir, String object, FieldEdit edit) throws IOException {
        Path file = dir.resolve(object + ".json");
        ObjectNode root = (ObjectNode) JSON.readTree(file.toFile());
        edit.apply((ArrayNode) root.get("fields"));
        Files.writeString(file, JSON.writeValueAsString(root));
    }

    private static JsonNode find(ArrayNode fields, String name) {
        for (JsonNode field : fields) {
            if (field.get("name").asText().equals(name)) {
                return field;
            }
        }
        throw new AssertionError("no field " + name);
    }

    private static ObjectNode copyOf(ArrayNode fields, String name) {
        return (ObjectNode) find(fields, name).deepCopy();
    }
}
