package dev.refin.codegen.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.SyntheticOrg;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Renders every Mermaid diagram the schema reference and the drift report write with real Mermaid (the version
 * pinned in {@code mermaid-check/package.json}, from the npm registry) in headless Chromium, in a column as wide
 * as GitHub's Markdown: the sample's reference, a drift report and the reference of a synthetic org of 400 objects.
 * A diagram fails when Mermaid refuses it, draws fewer boxes than it has entities or renders its text below 7.5 px
 * there: an object's diagram, the index's overview and every diagram of a cluster alike.
 *
 * <p>Needs {@code npm ci} in {@code mermaid-check/} ({@code .ci/run} does it before the build and sets
 * {@code REFIN_MERMAID_REQUIRED}, which turns the skip without Mermaid or Chromium into a failure).
 */
class MermaidRenderTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The smallest text any diagram may render at, in CSS pixels. */
    private static final double MIN_TEXT = 7.5;

    /** GitHub's Markdown column at its widest, in CSS pixels. */
    private static final int GITHUB_WIDTH = 980;

    private static final String PAGE = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><script src="%s"></script></head>
            <body style="margin:0"><div id="out" style="width:%dpx"></div>
            <script>
            mermaid.initialize({startOnLoad: false, securityLevel: 'strict', suppressErrorRendering: true});
            window.renderAll = async (diagrams) => {
              const results = [];
              const out = document.getElementById('out');
              for (let i = 0; i < diagrams.length; i++) {
                const d = diagrams[i];
                try {
                  const {svg} = await mermaid.render('m' + d.n, d.text);
                  out.innerHTML = svg;
                  const root = out.querySelector('svg');
                  const r = root.getBoundingClientRect();
                  let smallest = 1e9;
                  for (const t of root.querySelectorAll('text, foreignObject span, foreignObject div')) {
                    if (!t.textContent.trim()) continue;
                    const size = parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM ? t.getScreenCTM().a : root.getScreenCTM().a);
                    smallest = Math.min(smallest, size);
                  }
                  results.push({name: d.name, boxes: root.querySelectorAll('g.node').length,
                    classes: [...new Set([...root.querySelectorAll('g')].map(g => g.getAttribute('class')))].join('|'),
                    width: r.width, height: r.height, smallest});
                } catch (e) {
                  results.push({name: d.name, error: String(e && e.message || e)});
                }
              }
              out.innerHTML = '';
              return results;
            };
            </script></body></html>
            """;

    private static HeadlessChromium browser;
    private static Path page;

    @BeforeAll
    static void start(@TempDir Path profile) throws Exception {
        boolean required = System.getenv("REFIN_MERMAID_REQUIRED") != null;
        Path mermaid = Path.of(
                System.getProperty("refin.mermaid", "../mermaid-check/node_modules/mermaid/dist/mermaid.min.js"));
        Path chromium = HeadlessChromium.find().orElse(null);
        String missing = !Files.isRegularFile(mermaid)
                ? "no Mermaid at " + mermaid.toAbsolutePath() + ": run npm ci in mermaid-check/"
                : chromium == null ? "no Chromium found: install the Debian package 'chromium'" : null;
        if (required && missing != null) {
            throw new IllegalStateException(missing + " (REFIN_MERMAID_REQUIRED is set)");
        }
        Assumptions.assumeTrue(missing == null, missing);
        page = profile.resolve("mermaid.html");
        Files.writeString(
                page, String.format(Locale.ROOT, PAGE, mermaid.toAbsolutePath().toUri(), GITHUB_WIDTH));
        browser = HeadlessChromium.start(chromium, profile.resolve("chromium"));
        browser.viewport(GITHUB_WIDTH + 40, 1000);
        assertEquals(List.of(), browser.open(page.toUri().toString()), browser.log());
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void everySampleAndDriftDiagramRenders(@TempDir Path dir) throws Exception {
        List<Diagram> diagrams = new ArrayList<>();
        Map<String, String> pages = ErPicturesTest.sampleReference();
        collect("sample/", pages, diagrams);
        Path before = dir.resolve("before");
        Path after = dir.resolve("after");
        DriftReportTest.drift(before, after);
        RefinReference.diffSnapshots(DriftReportTest.CONFIG, before, after, dir.resolve("report"));
        collect("drift/", Map.of("drift-report.md", Files.readString(dir.resolve("report/drift-report.md"))), diagrams);
        // Every object page's diagram, the index's (the sample's whole org), the drift report's.
        assertTrue(diagrams.size()
                >= pages.keySet().stream().filter(p -> p.endsWith(".md")).count() + 1);
        renderAll(diagrams);
    }

    @Test
    void everyDiagramOfALargeOrgRenders(@TempDir Path dir) throws Exception {
        SyntheticOrg.write(dir, 400, 30, 20240601L);
        Map<String, String> pages = RefinReference.renderReference(
                GeneratorConfig.defaults(), new DefaultNamingStrategy(), RefinCodegen.readSnapshot(dir));
        List<Diagram> diagrams = new ArrayList<>();
        collect("org400/", pages, diagrams);
        assertTrue(diagrams.size() > 400, "the index's overview and clusters and every object's page");
        renderAll(diagrams);
    }

    /** What a diagram draws, by its name: the index's overview, a cluster of the index, an object's neighbours. */
    private static String kind(String name) {
        String prefix = name.substring(0, name.indexOf('/') + 1);
        if (name.contains("/index.md#")) {
            return prefix + (name.endsWith("index.md#1") ? "index overview" : "index clusters");
        }
        return prefix + (name.contains("drift-report.md#") ? "drift report" : "object pages");
    }

    private record Diagram(String name, String text) {}

    /** Every Mermaid block of the Markdown pages, named by page and position. */
    private static void collect(String prefix, Map<String, String> pages, List<Diagram> diagrams) {
        for (Map.Entry<String, String> page : pages.entrySet()) {
            if (!page.getKey().endsWith(".md")) {
                continue;
            }
            String text = page.getValue();
            int n = 0;
            for (int at = text.indexOf("```mermaid\n"); at >= 0; at = text.indexOf("```mermaid\n", at + 1)) {
                int end = text.indexOf("```\n", at + 11);
                diagrams.add(new Diagram(prefix + page.getKey() + "#" + ++n, text.substring(at + 11, end)));
            }
        }
    }

    /** Renders the diagrams in batches and fails on any error or a diagram without its boxes. */
    private static void renderAll(List<Diagram> diagrams) throws Exception {
        List<String> failures = new ArrayList<>();
        Map<String, Double> smallestByKind = new TreeMap<>();
        long start = System.nanoTime();
        for (int from = 0; from < diagrams.size(); from += 50) {
            List<Map<String, Object>> batch = new ArrayList<>();
            for (int i = from; i < Math.min(diagrams.size(), from + 50); i++) {
                batch.add(Map.of(
                        "n",
                        i,
                        "name",
                        diagrams.get(i).name(),
                        "text",
                        diagrams.get(i).text()));
            }
            JsonNode results = browser.evaluate("renderAll(" + JSON.writeValueAsString(batch) + ")");
            for (int i = 0; i < results.size(); i++) {
                JsonNode result = results.get(i);
                Diagram diagram = diagrams.get(from + i);
                long entities = diagram.text()
                        .lines()
                        .filter(l -> l.startsWith("    ")
                                && !l.startsWith("        ")
                                && !l.startsWith("    direction ")
                                && !l.contains("--")
                                && !l.contains("..")
                                && !l.trim().equals("}"))
                        .count();
                if (result.has("error")) {
                    failures.add(diagram.name() + ": " + result.get("error").asText() + "\n" + diagram.text());
                } else if (result.get("boxes").asLong() < entities) {
                    failures.add(diagram.name() + ": " + result.get("boxes") + " boxes drawn for " + entities
                            + " entities; groups drawn: " + result.get("classes"));
                } else {
                    // Every diagram stays readable at GitHub's width: an object's neighbours, the index's overview
                    // and each diagram of a cluster (the whole org in one diagram drew 3 px text, a cluster of 20
                    // side by side 5 px).
                    double smallest = result.get("smallest").asDouble();
                    String kind = kind(diagram.name());
                    smallestByKind.merge(kind, smallest, Math::min);
                    if (smallest < MIN_TEXT) {
                        failures.add(String.format(
                                Locale.ROOT,
                                "%s: text rendered at %.1f px at %d px%n%s",
                                diagram.name(),
                                smallest,
                                GITHUB_WIDTH,
                                diagram.text()));
                    }
                }
            }
        }
        smallestByKind.forEach((kind, smallest) ->
                System.out.printf(Locale.ROOT, "Mermaid %s: smallest text %.2f px%n", kind, smallest));
        System.out.printf(
                Locale.ROOT,
                "Mermaid rendered %d diagrams in %d ms%n",
                diagrams.size(),
                (System.nanoTime() - start) / 1_000_000);
        assertEquals(List.of(), failures, failures.size() + " of " + diagrams.size() + " diagrams failed");
    }
}
