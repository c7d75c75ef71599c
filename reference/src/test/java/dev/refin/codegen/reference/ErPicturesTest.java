package dev.refin.codegen.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.Snapshot;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.runtime.FieldType;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The pictures of the schema reference: the sample's Mermaid text against its golden file, the SVG's structure
 * (boxes, lines, links) against the snapshot, hostile labels, determinism, and the cluster index of a large org.
 * Regenerate the golden files with {@code -Drefin.pictures.update=true}.
 */
class ErPicturesTest {
    private static final Path GOLDEN = Path.of("src/test/resources/pictures");
    private static final GeneratorConfig CONFIG = GeneratorConfig.defaults().withPackageName("com.example.accounting");

    @Test
    void sampleMermaidMatchesGoldenFiles() throws Exception {
        Map<String, String> pages = sampleReference();
        Map<String, String> diagrams = new TreeMap<>();
        diagrams.put("sample-all.mmd", mermaidOf(pages.get("index.md")));
        diagrams.put("sample-SalesInvoice.mmd", mermaidOf(pages.get("SalesInvoice.md")));
        diagrams.put("sample-CashReceiptApplication.mmd", mermaidOf(pages.get("CashReceiptApplication.md")));
        for (Map.Entry<String, String> diagram : diagrams.entrySet()) {
            Path golden = GOLDEN.resolve(diagram.getKey());
            if (Boolean.getBoolean("refin.pictures.update")) {
                Files.createDirectories(GOLDEN);
                Files.writeString(golden, diagram.getValue());
            }
            assertEquals(
                    Files.readString(golden),
                    diagram.getValue(),
                    golden + " is stale: rerun with -Drefin.pictures.update=true");
        }
        String invoice = diagrams.get("sample-SalesInvoice.mmd");
        assertTrue(
                invoice.contains("    SalesInvoice ||--o{ SalesInvoiceLine : \"refin__Sales_Invoice__c\"\n"), invoice);
        assertTrue(invoice.contains("    Account |o..o{ SalesInvoice : \"refin__Customer__c\"\n"), invoice);
        assertTrue(invoice.contains("    Account[\"Account (standard object, not generated)\"]\n"), invoice);
        assertTrue(invoice.contains("        field Region__c \"admin-added\"\n"), invoice);
        assertFalse(invoice.contains("OwnerId") || invoice.contains("User"), "audit and owner fields are left out");
    }

    @Test
    void sampleSvgHasABoxPerObjectALinePerRelationshipAndWorkingLinks() throws Exception {
        Map<String, String> pages = sampleReference();
        Snapshot snapshot = RefinCodegen.readSnapshot(Samples.SNAPSHOT);
        List<ObjectDescribe> refin = snapshot.objects().stream()
                .filter(o -> o.name().startsWith("refin__"))
                .toList();

        // The sample fits one legible picture: the index draws the whole org, each object once, linking to its page;
        // referenced standard objects are drawn without a link and marked.
        List<String> svgs = svgsOf(pages.get("index.html"));
        assertEquals(1, svgs.size(), "one picture of the whole org");
        Map<String, String> links = new TreeMap<>();
        Set<String> unlinked = new TreeSet<>();
        for (String picture : svgs) {
            List<double[]> rects = new ArrayList<>();
            for (Element element : withClass(parse(picture), "er-node")) {
                if (element.getTagName().equals("a")) {
                    assertEquals(null, links.put(element.getAttribute("data-object"), element.getAttribute("href")));
                } else {
                    assertTrue(unlinked.add(
                            element.getAttribute("data-object") + "/" + element.getAttribute("data-origin")));
                }
                Element rect = (Element) element.getElementsByTagName("rect").item(0);
                rects.add(new double[] {
                    number(rect, "x"), number(rect, "y"), number(rect, "width"), number(rect, "height")
                });
            }
            assertNoOverlap(rects);
        }
        assertEquals(refin.size(), links.size(), links.toString());
        for (ObjectDescribe object : refin) {
            String href = links.get(object.name());
            assertTrue(href != null && href.endsWith(".html"), object.name() + " -> " + href);
            assertTrue(pages.containsKey(href), "link target " + href + " of " + object.name());
        }
        assertEquals(Set.of("Account/standard", "Product2/standard"), unlinked);

        // Lines: the object pages together draw exactly one per child, parent and kind among the custom reference
        // fields, drawn as their kind, no two sharing a stretch of line.
        Set<String> expected = new TreeSet<>();
        for (ObjectDescribe object : refin) {
            for (FieldDescribe field : object.fields()) {
                if (field.type() == FieldType.REFERENCE && !ErModel.SYSTEM_REFERENCES.contains(field.name())) {
                    for (String target : field.referenceTo()) {
                        expected.add(target + " -> " + object.name() + " "
                                + (ErModel.isMasterDetail(field) ? "master-detail" : "lookup"));
                    }
                }
            }
        }
        Set<String> drawn = new TreeSet<>();
        for (Map.Entry<String, String> page : pages.entrySet()) {
            if (!page.getKey().endsWith(".html")) {
                continue;
            }
            for (String picture : svgsOf(page.getValue())) {
                List<ErLayout.Line> lines = new ArrayList<>();
                for (Element edge : withClass(parse(picture), "er-edge")) {
                    if (edge.getAttribute("data-parent").startsWith(ErClusters.PREFIX)) {
                        continue; // the index's overview: links between clusters
                    }
                    String kind = edge.getAttribute("data-kind");
                    drawn.add(edge.getAttribute("data-parent") + " -> " + edge.getAttribute("data-child") + " " + kind);
                    Element path = withClass(edge, "er-line").get(0);
                    String d = path.getAttribute("d");
                    assertTrue(d.matches("M[0-9.]+,[0-9.]+( L[0-9.]+,[0-9.]+)+"), d);
                    lines.add(new ErLayout.Line(points(d), false));
                    if (kind.equals("master-detail")) {
                        assertEquals("2.6", path.getAttribute("stroke-width"));
                        assertEquals("", path.getAttribute("stroke-dasharray"));
                    } else {
                        assertEquals("1.3", path.getAttribute("stroke-width"));
                        assertEquals("6 4", path.getAttribute("stroke-dasharray"));
                    }
                }
                LineGeometry geometry = LineGeometry.of(new ErLayout.Result(0, 0, Map.of(), lines, true));
                assertEquals(0, geometry.sharedPairs(), page.getKey() + ": lines share a stretch");
            }
        }
        assertEquals(expected, drawn);
        assertTrue(drawn.contains("refin__Sales_Invoice__c -> refin__Sales_Invoice_Line__c master-detail"));
        assertTrue(drawn.contains("refin__Cash_Receipt__c -> refin__Cash_Receipt_Application__c master-detail"));
        assertTrue(drawn.contains("refin__Tax_Profile__c -> refin__Sales_Invoice_Line__c lookup"));

        // The SalesInvoice box lists its admin-added fields; the legend explains lines and colours.
        String index = pages.get("index.html");
        // Every admin-added field by name, one a line (none cut to "+1").
        Matcher salesInvoice = Pattern.compile("data-object=\"refin__Sales_Invoice__c\".*?</a>", Pattern.DOTALL)
                .matcher(index);
        assertTrue(salesInvoice.find(), index);
        for (String field : List.of("admin-added:", "Cost_Center__c", "Project_Code__c", "Region__c")) {
            assertTrue(salesInvoice.group().contains(">" + field + "</text>"), salesInvoice.group());
        }
        assertFalse(index.contains(" +1</text>"), "an admin-added field cut to +1");
        assertTrue(index.contains(">master-detail</text>") && index.contains(">lookup</text>"), index);
    }

    @Test
    void everyPictureFitsThePageAndOpensFullSize() throws Exception {
        Map<String, String> pages = sampleReference();
        for (Map.Entry<String, String> page : pages.entrySet()) {
            if (!page.getKey().endsWith(".html")) {
                continue;
            }
            List<String> svgs = svgsOf(page.getValue());
            Matcher open = Pattern.compile("<p class=\"er-open\"><a href=\"([^\"]+)\">Open the picture full size</a>")
                    .matcher(page.getValue());
            for (String svg : svgs) {
                Element root = parse(svg).getDocumentElement();
                double width = number(root, "width");
                // Every picture at its natural size within the page at 1280 px, but the whole org's, which is
                // scaled to it with its smallest text still at 10 px or more.
                double max = root.getAttribute("id").equals("er-index") ? ErSvg.LEGIBLE_WIDTH : ErLayout.MAX_WIDTH;
                assertTrue(width <= max, page.getKey() + ": " + width + " px wide");
                assertEquals("max-width: " + root.getAttribute("width") + "px", root.getAttribute("style"));
                assertEquals(
                        "0 0 " + root.getAttribute("width") + " " + root.getAttribute("height"),
                        root.getAttribute("viewBox"));
                assertTrue(open.find(), page.getKey() + ": no full-size link");
                String file = pages.get(open.group(1));
                assertTrue(file != null && file.startsWith(ReferenceWriter.MARKER + "\n"), open.group(1));
                assertEquals(svg + "\n", file.substring(ReferenceWriter.MARKER.length() + 1), open.group(1));
            }
            assertFalse(open.find(), page.getKey() + ": a full-size link without a picture");
        }
    }

    @Test
    void selfReferencesAreLoopsAndHighlightingNeedsNoScript() throws Exception {
        String ledger = sampleReference().get("Ledger.html");
        Document svg = parse(svgOf(ledger));
        List<Element> loops = new ArrayList<>();
        for (Element edge : withClass(svg, "er-edge")) {
            if (edge.getAttribute("data-parent").equals(edge.getAttribute("data-child"))) {
                loops.add(edge);
            }
        }
        assertEquals(1, loops.size(), "Ledger's parent ledger");
        Element loop = loops.get(0);
        assertEquals("true", loop.getAttribute("data-loop"));
        List<double[]> points = points(withClass(loop, "er-line").get(0).getAttribute("d"));
        Element box = null;
        for (Element node : withClass(svg, "er-node")) {
            if (node.getAttribute("data-object").equals("refin__Ledger__c")) {
                box = (Element) node.getElementsByTagName("rect").item(0);
            }
        }
        assertTrue(box != null);
        double top = number(box, "y");
        double left = number(box, "x");
        double right = left + number(box, "width");
        // A handle above the box's top edge: starts and ends on the edge, rises above it, stays within the box's span.
        assertEquals(top, points.get(0)[1], 0.05);
        assertEquals(top, points.get(points.size() - 1)[1], 0.05);
        for (double[] point : points) {
            assertTrue(point[1] <= top + 0.05 && point[1] >= top - ErLayout.LOOP_HEIGHT, point[1] + " vs " + top);
            assertTrue(point[0] > left && point[0] < right, point[0] + " outside " + left + ".." + right);
        }

        // Every box and line has a rule bringing it and its ends forward on hover and focus; no script anywhere.
        assertFalse(ledger.contains("<script"), "no script");
        String id = svg.getDocumentElement().getAttribute("id");
        for (Element element : withClass(svg, "er-node")) {
            String own = element.getAttribute("id");
            String n = own.substring(id.length() + 1);
            assertTrue(
                    ledger.contains(
                            "#" + id + ":has(#" + own + ":hover, #" + own + ":focus) .h-" + n + " { opacity: 1; }"),
                    own);
            assertTrue(element.getAttribute("class").contains(" h-" + n), own);
        }
        for (Element edge : withClass(svg, "er-edge")) {
            String own = edge.getAttribute("id");
            assertEquals("0", edge.getAttribute("tabindex"), "lines are focusable");
            String e = own.substring(id.length() + 1);
            assertTrue(ledger.contains(":has(#" + own + ":hover, #" + own + ":focus) .h-" + e + " {"), own);
            // The line's ends carry its class, so they come forward with it.
            int ends = 0;
            for (Element node : withClass(svg, "er-node")) {
                String object = node.getAttribute("data-object");
                boolean end = object.equals(edge.getAttribute("data-parent"))
                        || object.equals(edge.getAttribute("data-child"));
                assertEquals(
                        end, List.of(node.getAttribute("class").split(" ")).contains("h-" + e), own + " " + object);
                ends += end ? 1 : 0;
            }
            assertTrue(ends >= 1 && ends <= 2, own);
        }
    }

    @Test
    void everyObjectPageDrawsItsDirectNeighbours() throws Exception {
        Map<String, String> pages = sampleReference();
        Document line = parse(svgOf(pages.get("SalesInvoiceLine.html")));
        Set<String> boxes = new TreeSet<>();
        NodeList elements = line.getElementsByTagName("*");
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            if (List.of(element.getAttribute("class").split(" ")).contains("er-node")) {
                boxes.add(element.getAttribute("data-object"));
            }
        }
        assertEquals(
                Set.of(
                        "refin__Sales_Invoice_Line__c",
                        "refin__Sales_Invoice__c",
                        "refin__GL_Account__c",
                        "refin__Tax_Profile__c",
                        "refin__Dimension__c",
                        "refin__Accounting_Transaction__c",
                        "Product2"),
                boxes);
        for (String page : pages.keySet()) {
            if (page.endsWith(".html") && !page.equals("index.html")) {
                assertEquals(1, count(pages.get(page), "<svg "), page);
                assertEquals(1, count(pages.get(page.replace(".html", ".md")), "```mermaid\n"), page);
            }
        }
    }

    @Test
    void picturesAreByteIdenticalOnRerun() throws Exception {
        Map<String, String> first = sampleReference();
        Map<String, String> second = sampleReference();
        assertEquals(first, second);
        assertTrue(svgOf(first.get("index.html")).matches("(?s).*width=\"[0-9]+\\.[0-9]\".*"));
    }

    @Test
    void hostileLabelsAreEscapedInBothFormats() throws Exception {
        String evil = "Evil\"]} <script>alert('x')</script> & caf\u00e9 ```\n%%{init}%%";
        ErModel model = new ErModel(
                List.of(
                        new ErModel.Node(
                                "refin__A__c",
                                evil,
                                evil,
                                ErModel.Origin.OTHER_NAMESPACE,
                                evil,
                                "A.html?x=\"<b>",
                                List.of(evil),
                                ErModel.Status.CHANGED,
                                evil),
                        new ErModel.Node(
                                "B",
                                "B",
                                "B",
                                ErModel.Origin.STANDARD,
                                null,
                                null,
                                List.of(),
                                ErModel.Status.UNCHANGED,
                                null)),
                List.of(new ErModel.Edge("B", "refin__A__c", false, List.of(evil), ErModel.Status.ADDED)));
        String mermaid = ErMermaid.diagram(model);
        assertFalse(mermaid.contains("<") || mermaid.contains("\"]}") || mermaid.contains("```"), mermaid);
        assertFalse(mermaid.contains("%%") || mermaid.contains("'"), mermaid);
        for (String line : mermaid.split("\n")) {
            assertTrue(line.chars().filter(c -> c == '"').count() % 2 == 0, "balanced quotes: " + line);
        }
        String svg = ErSvg.draw(model, "er-\"x", "caption " + evil, true);
        assertTrue(svg.chars().allMatch(c -> c == '\n' || (c >= 0x20 && c < 0x7f)), "ASCII only");
        assertFalse(svg.contains("<script") || svg.contains("<b>"), svg);
        assertTrue(svg.contains("caf&#233;"), svg);
        Document document = parse(svg);
        assertEquals(
                "A.html?x=\"<b>", ((Element) document.getElementsByTagName("a").item(0)).getAttribute("href"));
    }

    /**
     * The most crossings the sample's whole picture may have: 135 when its hubs' lookups were lines across it, now
     * none (each a stub under the object that looks the hub up).
     */
    static final int MOST_CROSSINGS_IN_THE_SAMPLE = 2;

    /** The most crossings a cluster picture of the 400-object org may have (2 before stubs, 28 when issue 42 was filed). */
    static final int MOST_CROSSINGS_IN_A_CLUSTER = 1;

    @Test
    void sampleIndexLinesCanBeFollowedAndHubsAreStubs() throws Exception {
        String svg = svgOf(sampleReference().get("index.html"));
        LineGeometry geometry = geometry(svg);
        assertTrue(geometry.crossings() <= MOST_CROSSINGS_IN_THE_SAMPLE, geometry.toString());
        assertEquals(0, geometry.sharedPairs(), geometry.toString());
        // The hubs: the GL account, the accounting period, the entity are looked up through stubs.
        Document document = parse(svg);
        Set<String> stubbed = new TreeSet<>();
        for (Element stub : withClass(document, "er-stub")) {
            stubbed.add(stub.getAttribute("data-object"));
        }
        assertTrue(
                stubbed.containsAll(Set.of("refin__GL_Account__c", "refin__Accounting_Period__c", "refin__Entity__c")),
                stubbed.toString());
        assertStubsLinkToTheirParents(svg);
        // Master-details keep their lines: a stub is only ever a lookup.
        for (Element edge : withClass(document, "er-edge")) {
            if (!edge.getAttribute("data-stub").isEmpty()) {
                assertEquals("lookup", edge.getAttribute("data-kind"), edge.getAttribute("id"));
            }
        }
    }

    /** The crossings of the lines drawn in {@code svg}, from their paths as a browser draws them. */
    static LineGeometry geometry(String svg) throws Exception {
        List<ErLayout.Line> lines = new ArrayList<>();
        for (Element path : withClass(parse(svg), "er-line")) {
            lines.add(new ErLayout.Line(points(path.getAttribute("d")), false));
        }
        return LineGeometry.of(new ErLayout.Result(0, 0, Map.of(), lines, true));
    }

    /**
     * Every stub in {@code svg} links where its parent's full box links (or, without a page, is focusable), is marked
     * with an arrow, stands under its child's box with its line from the stub to that box, and the line's tooltip
     * names the reference fields.
     */
    static void assertStubsLinkToTheirParents(String svg) throws Exception {
        Document document = parse(svg);
        Map<String, Element> boxes = new HashMap<>();
        for (Element box : withClass(document, "er-node")) {
            boxes.put(box.getAttribute("data-object"), box);
        }
        Map<String, Element> edges = new HashMap<>();
        for (Element edge : withClass(document, "er-edge")) {
            edges.put(edge.getAttribute("id"), edge);
        }
        for (Element stub : withClass(document, "er-stub")) {
            String id = stub.getAttribute("id");
            Element parent = boxes.get(stub.getAttribute("data-object"));
            Element child = boxes.get(stub.getAttribute("data-child"));
            assertTrue(parent != null && child != null, id);
            assertEquals(parent.getAttribute("href"), stub.getAttribute("href"), id);
            if (stub.getAttribute("href").isEmpty()) {
                assertEquals("0", stub.getAttribute("tabindex"), id);
            }
            assertTrue(stub.getTextContent().contains("\u2192 "), id + " is marked as a reference");
            Element edge = edges.get(id.replaceFirst("-s([0-9]+)$", "-e$1"));
            assertEquals(id, edge.getAttribute("data-stub"), id);
            assertEquals(stub.getAttribute("data-object"), edge.getAttribute("data-parent"), id);
            assertEquals(stub.getAttribute("data-child"), edge.getAttribute("data-child"), id);
            assertTrue(
                    edge.getElementsByTagName("title").item(0).getTextContent().contains(" -> "), id);
            Element rect = (Element) stub.getElementsByTagName("rect").item(0);
            Element box = (Element) child.getElementsByTagName("rect").item(0);
            double boxBottom = number(box, "y") + number(box, "height");
            long under = withClass(document, "er-stub").stream()
                    .filter(e -> e.getAttribute("data-child").equals(stub.getAttribute("data-child")))
                    .count();
            assertTrue(
                    number(rect, "y") > boxBottom && number(rect, "y") < boxBottom + 8 + 24 * under,
                    id + " under its child");
            List<double[]> line = points(withClass(edge, "er-line").get(0).getAttribute("d"));
            assertEquals(number(rect, "x"), line.get(0)[0], 0.05, id + "'s line starts at the stub");
            assertEquals(boxBottom, line.get(line.size() - 1)[1], 0.05, id + "'s line ends at its child's box");
        }
    }

    @Test
    void largeOrgGetsAClusterIndexAndNeighbourhoodPages(@TempDir Path dir) throws Exception {
        SyntheticOrg.write(dir, 400, 30, 20240601L);
        Snapshot snapshot = RefinCodegen.readSnapshot(dir);
        long start = System.nanoTime();
        Map<String, String> pages =
                RefinReference.renderReference(GeneratorConfig.defaults(), new DefaultNamingStrategy(), snapshot);
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("schema reference of 400 objects x 30 fields with pictures: %d ms%n", millis);

        String index = pages.get("index.html");
        Document svg = parse(svgOf(index));
        int clusters = 0;
        NodeList links = svg.getElementsByTagName("a");
        Set<String> anchors = new HashSet<>();
        for (int i = 0; i < links.getLength(); i++) {
            Element link = (Element) links.item(i);
            if (link.getAttribute("class").startsWith("er-stub")) {
                continue; // a stub links to a cluster drawn in full elsewhere in the picture
            }
            clusters++;
            anchors.add(link.getAttribute("href").substring(1));
        }
        assertTrue(clusters >= 400 / SchemaReferenceGenerator.CLUSTER_SIZE, "clusters: " + clusters);
        assertTrue(clusters < 60, "an index of clusters, not a poster: " + clusters);
        // The overview: no line crosses another (a link to a much-referenced cluster goes to a stub of it); before
        // stubs it had 11 crossings.
        LineGeometry overview = geometry(svgOf(index));
        assertEquals(0, overview.crossings(), overview.toString());
        assertEquals(0, overview.sharedPairs(), overview.toString());
        assertStubsLinkToTheirParents(svgOf(index));
        // Each cluster: its heading, its own picture (whose boxes are its members), the full-size link, its members.
        Matcher heading = Pattern.compile(
                        "<h3 id=\"(cluster-[0-9]+)\">Cluster [0-9]+: [^<]+</h3>\n"
                                + "<div class=\"er-picture\">\n(<svg .*?</svg>)\n</div>\n<p class=\"er-open\">[^\n]*\n<p>([^\n]*)</p>",
                        Pattern.DOTALL)
                .matcher(index);
        Set<String> seen = new HashSet<>();
        int headings = 0;
        while (heading.find()) {
            headings++;
            assertTrue(anchors.contains(heading.group(1)), heading.group(1));
            List<String> members = new ArrayList<>();
            Matcher member =
                    Pattern.compile("<a href=\"([A-Za-z0-9]+)\\.html\">").matcher(heading.group(3));
            while (member.find()) {
                members.add(member.group(1));
                assertTrue(pages.containsKey(member.group(1) + ".html"), member.group(1));
            }
            Set<String> boxes = new TreeSet<>();
            for (Element box : withClass(parse(heading.group(2)), "er-node")) {
                boxes.add(box.getAttribute("href").replace(".html", ""));
            }
            assertEquals(new TreeSet<>(members), boxes, heading.group(1) + "'s picture draws its members");
            LineGeometry cluster = geometry(heading.group(2));
            assertTrue(cluster.crossings() <= MOST_CROSSINGS_IN_A_CLUSTER, heading.group(1) + ": " + cluster);
            assertEquals(0, cluster.sharedPairs(), heading.group(1) + ": " + cluster);
            assertStubsLinkToTheirParents(heading.group(2));
            assertTrue(number(parse(heading.group(2)).getDocumentElement(), "width") <= ErLayout.MAX_WIDTH);
            assertTrue(members.size() <= SchemaReferenceGenerator.CLUSTER_SIZE, heading.group(1));
            for (String m : members) {
                assertTrue(seen.add(m), m + " is in two clusters");
            }
        }
        assertEquals(clusters, headings);
        assertEquals(400, seen.size(), "every object is in a cluster");
        assertTrue(pages.get("index.md").contains("```mermaid\nerDiagram\n    direction "), "cluster index in Mermaid");
        assertTrue(pages.get("index.md").contains("\n    cluster_1[\""), "cluster index in Mermaid");
        // Each object's page still draws its own neighbourhood.
        assertEquals(1, count(pages.get("Obj0001.html"), "<svg "));
        assertTrue(pages.get("Obj0001.md").contains("```mermaid\nerDiagram\n    direction LR\n"));
    }

    @Test
    void referenceOfALargeOrgReportsProgress(@TempDir Path dir) throws Exception {
        Path snapshot = dir.resolve("snapshot");
        SyntheticOrg.write(snapshot, 120, 12, 20240601L);
        List<String> progress = new ArrayList<>();
        List<Path> written = RefinReference.generateReference(
                GeneratorConfig.defaults(), new DefaultNamingStrategy(), snapshot, dir.resolve("out"), progress::add);
        assertEquals(
                List.of(
                        "schema reference: drew 50/120 object pages",
                        "schema reference: drew 100/120 object pages",
                        "schema reference: drew 120/120 object pages"),
                progress.subList(0, 3));
        assertTrue(
                progress.get(3).matches("schema reference: drew the index( \\([0-9]+ clusters\\))?"), progress.get(3));
        assertEquals("schema reference: wrote " + written.size() + " of " + written.size() + " files", progress.get(4));
        assertEquals(5, progress.size(), progress.toString());

        // A small org stays quiet, as a small describe does.
        List<String> quiet = new ArrayList<>();
        RefinReference.generateReference(
                CONFIG, new DefaultNamingStrategy(), Samples.SNAPSHOT, dir.resolve("sample"), quiet::add);
        assertEquals(List.of(), quiet);
    }

    @Test
    void theSampleIsDrawnWholeAndLegibleAt1280() throws Exception {
        String index = sampleReference().get("index.html");
        String relationships =
                index.substring(index.indexOf("<h2>Relationships</h2>"), index.indexOf("<h2>Objects</h2>"));
        assertEquals(1, count(relationships, "<svg "), "one picture of the whole org");
        assertFalse(relationships.contains("id=\"cluster-"), "no clusters");
        Element root = parse(svgOf(index)).getDocumentElement();
        assertTrue(number(root, "width") <= ErSvg.LEGIBLE_WIDTH, root.getAttribute("width"));
        // Scaled to the page's content at 1280 px, the smallest text (11 px) stays at 10 px or more.
        double scale = Math.min(1, ErSvg.PAGE_WIDTH_AT_1280 / number(root, "width"));
        assertTrue(11 * scale >= ErSvg.MIN_TEXT_PX, "text at " + 11 * scale + " px");
        for (String object : List.of("refin__Sales_Invoice__c", "refin__Sales_Invoice_Line__c", "Account")) {
            assertTrue(relationships.contains("data-object=\"" + object + "\""), object);
        }
    }

    @Test
    void largeOrgClustersKeepFamiliesTogetherAndCountEveryLink(@TempDir Path dir) throws Exception {
        SyntheticOrg.write(dir, 400, 30, 20240601L);
        List<ObjectDescribe> objects = RefinCodegen.readSnapshot(dir).objects().stream()
                .filter(o -> o.name().startsWith("refin__"))
                .toList();
        var names = dev.refin.codegen.naming.NameTable.build(
                objects, CONFIG, new DefaultNamingStrategy(), new ArrayList<>());
        ErModel model = new SchemaReferenceGenerator(names, "x", "refin").model(objects);
        List<SchemaReferenceGenerator.IndexPicture> pictures = SchemaReferenceGenerator.indexPictures(model);
        assertTrue(pictures.size() > 2, "a 400-object org is drawn in clusters");
        List<SchemaReferenceGenerator.IndexPicture> clusters = pictures.subList(1, pictures.size());
        int families = 0;
        for (ErModel.Edge edge : model.edges()) {
            if (edge.masterDetail() && !edge.parent().equals(edge.child())) {
                families++;
                assertTrue(
                        clusters.stream()
                                .anyMatch(c -> c.model().node(edge.parent()).isPresent()
                                        && c.model().node(edge.child()).isPresent()),
                        edge.child() + " is not in the cluster of its master " + edge.parent());
            }
        }
        assertTrue(families > 10, "master-detail pairs: " + families);
        // The overview's lines each say how many reference fields they stand for.
        ErModel overview = pictures.get(0).model();
        String svg = ErSvg.draw(overview, pictures.get(0).layout(), "index", "clusters", false);
        assertEquals(overview.edges().size(), count(svg, "class=\"er-count\""), svg);
        assertTrue(overview.edges().size() > overview.size() - 1, "more than each cluster's strongest link");
        for (ErModel.Edge edge : overview.edges()) {
            assertTrue(svg.contains(">" + ErClusters.count(edge) + "</text>"), edge.toString());
        }
    }

    @Test
    void clustersAreNamedAfterTheirHubAndKeepFamiliesWhateverTheSize() {
        // A family of four (P and its master-detail children) and a chain: with clusters of two, the family stays
        // whole.
        List<ErModel.Node> nodes = new ArrayList<>();
        for (String id : List.of("A", "B", "C", "D", "P", "Q", "R", "S")) {
            nodes.add(node(id));
        }
        List<ErModel.Edge> edges = new ArrayList<>();
        for (String child : List.of("Q", "R", "S")) {
            edges.add(new ErModel.Edge("P", child, true, List.of("P__c"), ErModel.Status.UNCHANGED));
        }
        edges.add(edge("A", "B"));
        edges.add(edge("B", "C"));
        edges.add(edge("C", "D"));
        edges.add(edge("A", "Q"));
        List<ErClusters.Cluster> clusters = ErClusters.of(new ErModel(nodes, edges), 2);
        ErClusters.Cluster family = clusters.stream()
                .filter(c -> c.members().contains("P"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of("P", "Q", "R", "S"), family.members(), clusters.toString());
        assertEquals("P", family.hub());
        assertEquals("P", family.title(new ErModel(nodes, edges)));
    }

    @Test
    void clustersAreBoundedStableAndCoverEveryNode() {
        List<ErModel.Node> nodes = new ArrayList<>();
        List<ErModel.Edge> edges = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            nodes.add(node(String.format("N%02d", i)));
            // Five cliques of ten, chained by one edge each.
            for (int j = i - (i % 10); j < i; j++) {
                edges.add(edge(String.format("N%02d", j), String.format("N%02d", i)));
            }
            if (i % 10 == 0 && i > 0) {
                edges.add(edge(String.format("N%02d", i - 1), String.format("N%02d", i)));
            }
        }
        nodes.add(node("Z1"));
        ErModel model = new ErModel(nodes, edges);
        List<ErClusters.Cluster> clusters = ErClusters.of(model, 10);
        assertEquals(clusters, ErClusters.of(model, 10));
        assertEquals(6, clusters.size(), clusters.toString());
        for (int g = 0; g < 5; g++) {
            assertEquals(10, clusters.get(g).members().size(), clusters.get(g).toString());
            assertEquals(
                    String.format("N%02d", g * 10), clusters.get(g).members().get(0));
            assertTrue(clusters.get(g).members().contains(clusters.get(g).hub()));
        }
        assertEquals(List.of("Z1"), clusters.get(5).members(), "objects without relationships");
        ErModel index = ErClusters.index(model, clusters);
        assertEquals(6, index.size());
        assertEquals(4, index.edges().size(), index.edges().toString());
    }

    private static ErModel.Node node(String id) {
        return new ErModel.Node(
                id, id, id, ErModel.Origin.PACKAGE, null, id + ".html", List.of(), ErModel.Status.UNCHANGED, null);
    }

    private static ErModel.Edge edge(String parent, String child) {
        return new ErModel.Edge(parent, child, false, List.of("F__c"), ErModel.Status.UNCHANGED);
    }

    static Map<String, String> sampleReference() throws Exception {
        return RefinReference.renderReference(
                CONFIG, new DefaultNamingStrategy(), RefinCodegen.readSnapshot(Samples.SNAPSHOT));
    }

    static String mermaidOf(String markdown) {
        int start = markdown.indexOf("```mermaid\n");
        assertTrue(start >= 0, markdown);
        int end = markdown.indexOf("```\n", start + 11);
        return markdown.substring(start + "```mermaid\n".length(), end);
    }

    /** Every inline picture of a page, in order. */
    static List<String> svgsOf(String html) {
        List<String> svgs = new ArrayList<>();
        for (int start = html.indexOf("<svg "); start >= 0; start = html.indexOf("<svg ", start + 1)) {
            svgs.add(html.substring(start, html.indexOf("</svg>", start) + "</svg>".length()));
        }
        return svgs;
    }

    /** The elements under {@code root} (a document or element) whose class attribute has {@code name}. */
    static List<Element> withClass(org.w3c.dom.Node root, String name) {
        NodeList all =
                root instanceof Document d ? d.getElementsByTagName("*") : ((Element) root).getElementsByTagName("*");
        List<Element> found = new ArrayList<>();
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (List.of(element.getAttribute("class").split(" ")).contains(name)) {
                found.add(element);
            }
        }
        return found;
    }

    /** The points of a path's {@code d} of straight segments. */
    static List<double[]> points(String d) {
        List<double[]> points = new ArrayList<>();
        for (String step : d.substring(1).split(" L")) {
            String[] xy = step.split(",");
            points.add(new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])});
        }
        return points;
    }

    static String svgOf(String html) {
        int start = html.indexOf("<svg ");
        assertTrue(start >= 0, html);
        return html.substring(start, html.indexOf("</svg>", start) + "</svg>".length());
    }

    static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static double number(Element element, String attribute) {
        return Double.parseDouble(element.getAttribute(attribute));
    }

    private static void assertNoOverlap(List<double[]> rects) {
        for (int i = 0; i < rects.size(); i++) {
            double[] a = rects.get(i);
            assertTrue(a[2] > 0 && a[3] > 0, "empty box");
            for (int j = i + 1; j < rects.size(); j++) {
                double[] b = rects.get(j);
                boolean apart =
                        a[0] + a[2] <= b[0] || b[0] + b[2] <= a[0] || a[1] + a[3] <= b[1] || b[1] + b[3] <= a[1];
                assertTrue(apart, "boxes " + i + " and " + j + " overlap");
            }
        }
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
