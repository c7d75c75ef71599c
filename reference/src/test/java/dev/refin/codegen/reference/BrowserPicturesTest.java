package dev.refin.codegen.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens the sample's HTML schema reference and a drift report from disk in a real headless Chromium, 1280 and 1920
 * px wide, and checks what a reader sees: the pictures render (non-empty boxes), every object is drawn, every box's
 * link resolves (the linked page opens and is that object's), box texts fit their boxes with the browser's real
 * fonts, no picture is clipped, no text is rendered below 10 px, no page scrolls sideways, every picture opens full
 * size, and the console reports no errors. Screenshots are kept in {@code target/browser/} as build artifacts. Skips, saying why,
 * only where no Chromium is installed ({@code .ci/run} installs the Debian package {@code chromium}).
 */
class BrowserPicturesTest {
    private static final Path OUT = Path.of("target", "browser");

    /** Per box: what it stands for, where it links, whether that resolves, its size and its widest text. */
    private static final String INSPECT = """
            (() => {
              const root = document.documentElement;
              const out = {svgs: [], nodes: [], edges: 0, drawnEdges: 0, h1: (document.querySelector('h1') || {}).textContent,
                viewport: root.clientWidth, scrollWidth: root.scrollWidth, clipped: [], smallText: [], smallest: 1e9};
              for (const svg of document.querySelectorAll('svg.er')) {
                const r = svg.getBoundingClientRect();
                out.svgs.push({id: svg.id, width: r.width, height: r.height, left: r.left, right: r.right});
                // Nothing clipped: the picture lies inside the page's width, every box and line inside the picture.
                if (r.left < -0.5 || r.right > root.clientWidth + 0.5) out.clipped.push(svg.id + ' ' + r.left + '..' + r.right);
                for (const part of svg.querySelectorAll('.er-node rect, .er-edge .er-line')) {
                  const b = part.getBoundingClientRect();
                  if (b.left < r.left - 1 || b.right > r.right + 1 || b.top < r.top - 1 || b.bottom > r.bottom + 1) {
                    out.clipped.push(svg.id + ' ' + (part.parentNode.getAttribute('data-object') || part.parentNode.id));
                  }
                }
                // Text as rendered: its font size times the picture's scale on the screen.
                for (const t of svg.querySelectorAll('text')) {
                  const size = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
                  out.smallest = Math.min(out.smallest, size);
                  if (size < 10) out.smallText.push(svg.id + ' ' + t.textContent + ' ' + size.toFixed(1) + 'px');
                }
              }
              for (const node of document.querySelectorAll('svg.er .er-node')) {
                const r = node.getBoundingClientRect();
                const href = node.getAttribute('href');
                let target = null, fragmentFound = null;
                if (href !== null) {
                  const url = new URL(href, document.baseURI);
                  target = url.href.split('#')[0];
                  if (url.hash) fragmentFound = document.getElementById(decodeURIComponent(url.hash.substring(1))) !== null;
                }
                let widest = 0;
                for (const t of node.querySelectorAll('text')) widest = Math.max(widest, t.getComputedTextLength());
                out.nodes.push({object: node.getAttribute('data-object'), title: node.querySelector('text').textContent,
                  href, target, fragmentFound, width: r.width, height: r.height,
                  rectWidth: node.querySelector('rect').width.baseVal.value, widest});
              }
              for (const edge of document.querySelectorAll('svg.er .er-edge path')) {
                out.edges++;
                const b = edge.getBoundingClientRect();
                if (b.width > 0 || b.height > 0) out.drawnEdges++;
              }
              return out;
            })()
            """;

    /**
     * Where table cells break their lines: for each break inside a cell, the characters either side. A reader expects a
     * break at a space, after a dot, a comma, an underscore, a hyphen or a slash, or before {@code <}; anything else
     * cuts a word ({@code getCostC|enterId}).
     */
    private static final String CELL_BREAKS = """
            (() => {
              const bad = [];
              let cells = 0;
              for (const cell of document.querySelectorAll('td')) {
                cells++;
                const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
                let prev = null, prevTop = null;
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  for (let i = 0; i < node.data.length; i++) {
                    const range = document.createRange();
                    range.setStart(node, i);
                    range.setEnd(node, i + 1);
                    const rect = range.getBoundingClientRect();
                    if (rect.width === 0 && rect.height === 0) continue;
                    const ch = node.data[i];
                    if (prevTop !== null && rect.top > prevTop + 2) {
                      const ok = /[\\s.,_\\-\\/]/.test(prev) || /[\\s<]/.test(ch);
                      if (!ok) bad.push(cell.textContent.trim() + ' @ ' + prev + '|' + ch);
                    }
                    prev = ch;
                    prevTop = rect.top;
                  }
                }
              }
              return {cells, bad};
            })()
            """;

    /** The page widths every page is checked at: a laptop's and a desktop's. */
    private static final int[] WIDTHS = {1280, 1920};

    private static HeadlessChromium browser;

    @BeforeAll
    static void startBrowser(@TempDir Path profile) throws Exception {
        Path executable = HeadlessChromium.find().orElse(null);
        Assumptions.assumeTrue(
                executable != null,
                "no Chromium found: install the Debian package 'chromium' (apt-get install -y chromium, as .ci/run"
                        + " does) or point -Drefin.chromium at a Chrome/Chromium binary");
        browser = HeadlessChromium.start(executable, profile);
    }

    @AfterAll
    static void stopBrowser() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void schemaReferenceRendersAndEveryBoxLinksToItsObjectsPage() throws Exception {
        Path reference = clean(OUT.resolve("reference"));
        RefinReference.generateReference(
                DriftReportTest.CONFIG, new DefaultNamingStrategy(), Samples.SNAPSHOT, reference);
        String index = reference.resolve("index.html").toAbsolutePath().toUri().toString();
        Set<String> expected = new TreeSet<>();
        try (Stream<Path> files = Files.list(Samples.SNAPSHOT)) {
            files.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith("refin__"))
                    .forEach(n -> expected.add(n.substring(0, n.length() - ".json".length())));
        }
        for (int width : WIDTHS) {
            JsonNode page = inspect(index, width, "reference-index");

            // The sample fits one legible picture at 1280 px: the index draws the whole org, no clusters, each box
            // linking to the object's page (and its smallest text at 10 px or more, checked by assertRendered).
            assertEquals(1, page.get("svgs").size(), "one whole picture: " + page.get("svgs"));
            Set<String> linked = new TreeSet<>();
            Set<String> unlinked = new TreeSet<>();
            int clusters = 0;
            for (JsonNode node : page.get("nodes")) {
                String object = node.get("object").asText();
                if (object.startsWith(ErClusters.PREFIX)) {
                    clusters++;
                    assertTrue(node.get("fragmentFound").asBoolean(), "the link of " + object + " resolves");
                } else {
                    (node.get("href").isNull() ? unlinked : linked).add(object);
                }
            }
            assertEquals(0, clusters, "the sample is drawn whole, not in clusters");
            // Each master-detail pair shares a picture (a cluster, when there are clusters): both boxes are drawn in
            // the picture of the line between them.
            JsonNode pairs = browser.evaluate(
                    "[...document.querySelectorAll('svg.er .er-edge[data-kind=master-detail]')]"
                            + ".map(e => { const svg = e.closest('svg'); const has = id => svg.querySelector("
                            + "'.er-node[data-object=\\\"' + id + '\\\"]') !== null;"
                            + " return {parent: e.dataset.parent, child: e.dataset.child, together: has(e.dataset.parent) && has(e.dataset.child)}; })");
            assertTrue(pairs.size() >= 5, "master-detail pairs: " + pairs);
            for (JsonNode pair : pairs) {
                assertTrue(pair.get("together").asBoolean(), "master-detail pair apart: " + pair);
            }
            assertEquals(expected, linked, "every generated object is a box with a link");
            assertEquals(Set.of("Account", "Product2"), unlinked, "referenced standard objects are drawn, unlinked");

            // Follow every link: the page opens without errors, is the object's page, and draws its neighbourhood.
            for (JsonNode node : page.get("nodes")) {
                if (node.get("href").isNull() || node.get("object").asText().startsWith(ErClusters.PREFIX)) {
                    continue;
                }
                String target = node.get("target").asText();
                assertTrue(Files.isRegularFile(Path.of(URI.create(target))), "link target exists: " + target);
                assertEquals(List.of(), browser.open(target), "console errors on " + target);
                JsonNode objectPage = browser.evaluate(INSPECT);
                assertEquals(node.get("title").asText(), objectPage.get("h1").asText(), target);
                JsonNode breaks = browser.evaluate(CELL_BREAKS);
                assertTrue(breaks.get("cells").asInt() > 10, target + ": " + breaks);
                assertEquals(
                        "[]",
                        breaks.get("bad").toString(),
                        target + " at " + width + " px: a cell breaks inside a word");
                assertRendered(objectPage, target + " at " + width + " px");
                if (target.endsWith("/SalesInvoice.html")) {
                    browser.screenshot(OUT.resolve("reference-SalesInvoice-" + width + ".png"));
                }
            }
        }

        // Every picture opens full size on its own: the linked SVG file loads and is the picture.
        browser.open(index);
        JsonNode opens = browser.evaluate("[...document.querySelectorAll('.er-open a')].map(a => a.href)");
        assertEquals(1, opens.size(), "the whole picture opens full size: " + opens);
        for (JsonNode open : opens) {
            assertEquals(List.of(), browser.open(open.asText()), "console errors on " + open);
            JsonNode svg = browser.evaluate("({root: document.documentElement.localName,"
                    + " boxes: document.querySelectorAll('.er-node').length})");
            assertEquals("svg", svg.get("root").asText(), open.asText());
            assertTrue(svg.get("boxes").asInt() > 0, open.asText());
        }
    }

    @Test
    void driftReportRendersAndEveryBoxLinksToItsChanges() throws Exception {
        Path sources = clean(OUT.resolve("drift-snapshots"));
        DriftReportTest.drift(sources.resolve("before"), sources.resolve("after"));
        Path report = clean(OUT.resolve("drift"));
        RefinReference.diffSnapshots(
                DriftReportTest.CONFIG, sources.resolve("before"), sources.resolve("after"), report);
        String url =
                report.resolve("drift-report.html").toAbsolutePath().toUri().toString();
        for (int width : WIDTHS) {
            JsonNode page = inspect(url, width, "drift-report");
            Set<String> objects = new TreeSet<>();
            for (JsonNode node : page.get("nodes")) {
                objects.add(node.get("object").asText());
                assertTrue(node.get("fragmentFound").asBoolean(), "the link of " + node.get("object") + " resolves");
            }
            // The picture centres on what changed: the changed objects and the other ends of changed lines.
            assertTrue(
                    objects.contains("refin__Credit_Note__c") && objects.contains("refin__Budget_Line__c"),
                    objects.toString());
            assertEquals(9, objects.size(), objects.toString());
        }
    }

    /** Opens {@code url} in a viewport {@code width} px wide, keeps a screenshot, and checks what it draws. */
    private static JsonNode inspect(String url, int width, String screenshot) throws Exception {
        browser.viewport(width, 1000);
        assertEquals(List.of(), browser.open(url), "console errors on " + url + "\n" + browser.log());
        JsonNode page = browser.evaluate(INSPECT);
        browser.screenshot(OUT.resolve(screenshot + "-" + width + ".png"));
        assertRendered(page, url + " at " + width + " px");
        return page;
    }

    /** The page's pictures have area, every box and line is drawn, and every box's texts fit inside it. */
    private static void assertRendered(JsonNode page, String name) {
        assertTrue(page.get("svgs").size() > 0, name + ": no picture");
        for (JsonNode svg : page.get("svgs")) {
            assertTrue(svg.get("width").asDouble() > 100 && svg.get("height").asDouble() > 50, name + ": " + svg);
        }
        assertTrue(page.get("nodes").size() > 0, name + ": no boxes");
        for (JsonNode node : page.get("nodes")) {
            assertTrue(node.get("width").asDouble() > 0 && node.get("height").asDouble() > 0, name + ": " + node);
            assertTrue(
                    node.get("widest").asDouble() + 2 * 10
                            <= node.get("rectWidth").asDouble() + 1,
                    name + ": text overflows its box: " + node);
        }
        assertEquals(page.get("edges").asInt(), page.get("drawnEdges").asInt(), name + ": lines without extent");
        assertEquals(
                page.get("viewport").asInt(), page.get("scrollWidth").asInt(), name + ": the page scrolls sideways");
        assertEquals("[]", page.get("clipped").toString(), name + ": clipped");
        assertEquals("[]", page.get("smallText").toString(), name + ": text below 10 px");
        assertTrue(page.get("smallest").asDouble() >= 10, name + ": " + page.get("smallest"));
    }

    private static Path clean(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(dir);
        return dir;
    }
}
