package dev.refin.codegen.reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws a model as a self-contained SVG (no scripts, fonts or anything fetched) for inline use in HTML: boxes laid
 * out by {@link ErLayout}, each box a link to its object's page, master-detail lines solid and thick with a diamond
 * at the parent, lookups thin and dashed with an arrow at the parent, and a legend. Colours mark objects that are
 * not the package's own, admin-added fields, and in drift reports what was added, removed or changed. Every text
 * is escaped as XML (ASCII only), numbers have one decimal in the root locale, so output is byte-identical on
 * re-run.
 */
final class ErSvg {
    private static final double TITLE_SIZE = 13;
    private static final double TEXT_SIZE = 11;
    /** Generous average advance of a bold sans-serif character, in em. */
    private static final double TITLE_ADVANCE = 0.64;
    /** The advance of a monospace character, in em (DejaVu Sans Mono, Liberation Mono, Courier: 0.6). */
    private static final double MONO_ADVANCE = 0.61;

    private static final double PAD_X = 10;
    private static final double PAD_Y = 7;
    private static final double TITLE_LINE = 18;
    private static final double TEXT_LINE = 15;
    private static final double LEGEND_HEIGHT = 34;
    /** The legend's width (the widest, the schema reference's): no picture is narrower. */
    private static final double LEGEND_WIDTH = 760;

    /**
     * The width of the pages' content in a window 1280 px wide: 1280 less the body's margins (2 x 2em, 64 px), a
     * scroll bar (up to 17 px) and the picture's border (2 px). A wider picture is scaled down to it.
     */
    static final double PAGE_WIDTH_AT_1280 = 1197;

    /** The smallest text a reader is asked to read on the screen, in CSS px. */
    static final double MIN_TEXT_PX = 10;

    /** The tallest picture, on the screen at 1280 px, that is still one picture to take in (two screens). */
    static final double MAX_HEIGHT_AT_1280 = 2000;

    /**
     * The widest layout whose smallest text ({@value #TEXT_SIZE} px) stays at {@link #MIN_TEXT_PX} or above when
     * the picture is scaled to a page 1280 px wide.
     */
    static final double LEGIBLE_WIDTH = PAGE_WIDTH_AT_1280 * TEXT_SIZE / MIN_TEXT_PX;

    private static final String SANS = "Helvetica, Arial, sans-serif";
    private static final String MONO = "'DejaVu Sans Mono', Menlo, Consolas, monospace";

    /** One line of text in a box. */
    record Text(String text, String kind) {}

    private ErSvg() {}

    /**
     * The SVG of {@code model}.
     *
     * @param id the element id, unique in the page; marker ids derive from it
     * @param caption the accessible title of the picture
     * @param drift whether the legend explains drift colours instead of origins
     */
    static String draw(ErModel model, String id, String caption, boolean drift) {
        return draw(model, layout(model), id, caption, drift);
    }

    /** The SVG of {@code model} laid out as {@code layout} (from {@link #layout(ErModel)}). */
    static String draw(ErModel model, ErLayout.Result layout, String id, String caption, boolean drift) {
        String pid = identifier(id);
        Map<String, List<Text>> texts = texts(model);
        double legendWidth = drift ? 720 : LEGEND_WIDTH;
        double width = Math.max(layout.width(), legendWidth);
        double height = layout.height() + LEGEND_HEIGHT;
        StringBuilder out = new StringBuilder();
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"er\" id=\"")
                .append(pid)
                .append("\" width=\"")
                .append(number(width))
                .append("\" height=\"")
                .append(number(height))
                .append("\" viewBox=\"0 0 ")
                .append(number(width))
                .append(' ')
                .append(number(height))
                .append("\" style=\"max-width: ")
                .append(number(width))
                .append("px\" role=\"img\" aria-labelledby=\"")
                .append(pid)
                .append("-title\" font-family=\"")
                .append(SANS)
                .append("\">\n<title id=\"")
                .append(pid)
                .append("-title\">")
                .append(xml(caption))
                .append("</title>\n");
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < model.nodes().size(); i++) {
            index.put(model.nodes().get(i).id(), i);
        }
        ErHighlight.style(out, pid, model, index, layout.stubs().keySet());
        markers(out, pid);
        legend(out, pid, drift);
        out.append("<g transform=\"translate(0,").append(number(LEGEND_HEIGHT)).append(")\">\n");
        for (int i = 0; i < model.edges().size(); i++) {
            edge(
                    out,
                    pid,
                    i,
                    index,
                    model,
                    model.edges().get(i),
                    layout.lines().get(i),
                    layout.stubs().containsKey(i));
        }
        for (int i = 0; i < model.nodes().size(); i++) {
            ErModel.Node node = model.nodes().get(i);
            node(
                    out,
                    pid,
                    i,
                    ErHighlight.classes(model, i, index, layout.stubs().keySet()),
                    node,
                    texts.get(node.id()),
                    layout.boxes().get(node.id()));
        }
        for (int i = 0; i < model.edges().size(); i++) {
            ErLayout.Box stub = layout.stubs().get(i);
            if (stub != null) {
                stub(out, pid, i, index, model, model.edges().get(i), stub);
            }
        }
        out.append("</g>\n</svg>\n");
        return out.toString();
    }

    /** An id that is safe in XML attributes and CSS selectors alike: letters, digits, {@code -} and {@code _}. */
    static String identifier(String id) {
        StringBuilder out = new StringBuilder(id.length());
        for (char c : id.toCharArray()) {
            boolean safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
            out.append(safe ? c : '_');
        }
        return out.length() == 0 || !Character.isLetter(out.charAt(0)) ? "er" + out : out.toString();
    }

    /** Where the boxes and lines of {@code model} go, with boxes sized to their texts. */
    static ErLayout.Result layout(ErModel model) {
        return layout(model, texts(model));
    }

    /** Like {@link #layout(ErModel)}, keeping the one of {@code attempts} layouts with the fewest crossings. */
    static ErLayout.Result layout(ErModel model, int attempts) {
        Map<String, double[]> sizes = new HashMap<>();
        texts(model).forEach((id, lines) -> sizes.put(id, size(lines)));
        return ErLayout.layout(model, sizes, attempts);
    }

    /** Like {@link #layout(ErModel, int)} with every line drawn in full: to tell whether a picture fits. */
    static ErLayout.Result layoutWithoutStubs(ErModel model, int attempts) {
        Map<String, double[]> sizes = new HashMap<>();
        texts(model).forEach((id, lines) -> sizes.put(id, size(lines)));
        return ErLayout.layoutWithoutStubs(model, sizes, attempts);
    }

    /**
     * A layout of {@code model} that a reader can read in a page 1280 px wide (see {@link #legibleAt1280}), the one
     * of {@code attempts} with the fewest crossings, or null when none is legible.
     */
    static ErLayout.Result legibleLayout(ErModel model, int attempts) {
        Map<String, double[]> sizes = new HashMap<>();
        texts(model).forEach((id, lines) -> sizes.put(id, size(lines)));
        return ErLayout.layoutTight(model, sizes, LEGIBLE_WIDTH, attempts, ErSvg::legibleAt1280);
    }

    /** The size of the smallest text of a picture laid out as {@code layout}, on the screen in a page 1280 px wide. */
    static double smallestTextAt1280(ErLayout.Result layout) {
        return TEXT_SIZE * scaleAt1280(layout);
    }

    /** Whether its smallest text is at least {@link #MIN_TEXT_PX} and it is at most {@link #MAX_HEIGHT_AT_1280}. */
    static boolean legibleAt1280(ErLayout.Result layout) {
        return smallestTextAt1280(layout) >= MIN_TEXT_PX
                && (layout.height() + LEGEND_HEIGHT) * scaleAt1280(layout) <= MAX_HEIGHT_AT_1280;
    }

    private static double scaleAt1280(ErLayout.Result layout) {
        return Math.min(1, PAGE_WIDTH_AT_1280 / Math.max(layout.width(), LEGEND_WIDTH));
    }

    static Map<String, List<Text>> texts(ErModel model) {
        Map<String, List<Text>> texts = new HashMap<>();
        for (ErModel.Node node : model.nodes()) {
            texts.put(node.id(), lines(node));
        }
        return texts;
    }

    private static ErLayout.Result layout(ErModel model, Map<String, List<Text>> texts) {
        Map<String, double[]> sizes = new HashMap<>();
        texts.forEach((id, lines) -> sizes.put(id, size(lines)));
        return ErLayout.layout(model, sizes);
    }

    private static List<Text> lines(ErModel.Node node) {
        List<Text> lines = new ArrayList<>();
        lines.add(new Text(node.title(), "title"));
        if (node.subtitle() != null && !node.subtitle().equals(node.title())) {
            lines.add(new Text(node.subtitle(), "sub"));
        }
        String mark = node.originMark();
        if (mark != null || (node.href() == null && !node.isCluster())) {
            String words = mark == null ? "not generated" : mark;
            if (node.href() == null && !node.isCluster() && !"not generated".equals(node.subtitle())) {
                words += ", not generated";
            }
            lines.add(new Text(words, "mark"));
        }
        if (!node.adminFields().isEmpty()) {
            // Every admin-added field by name, a line each: these are what an admin changed, not to be guessed.
            lines.add(new Text("admin-added:", "admin"));
            node.adminFields().forEach(f -> lines.add(new Text(f, "admin")));
        }
        if (node.status() != ErModel.Status.UNCHANGED) {
            String note = node.note() == null ? "" : ": " + node.note();
            lines.add(new Text(ErModel.word(node.status()) + note, "note"));
        }
        return lines;
    }

    static double[] size(List<Text> lines) {
        double width = 0;
        double height = 2 * PAD_Y;
        for (Text line : lines) {
            boolean title = line.kind().equals("title");
            double advance = title ? TITLE_SIZE * TITLE_ADVANCE : TEXT_SIZE * MONO_ADVANCE;
            width = Math.max(width, line.text().length() * advance);
            height += title ? TITLE_LINE : TEXT_LINE;
        }
        return new double[] {Math.ceil(Math.max(120, width + 2 * PAD_X)), height};
    }

    private static void markers(StringBuilder out, String id) {
        out.append("<defs>\n")
                .append("<marker id=\"")
                .append(xml(id))
                .append("-md\" viewBox=\"0 0 16 10\" refX=\"1\" refY=\"5\" markerWidth=\"16\" markerHeight=\"10\""
                        + " markerUnits=\"userSpaceOnUse\" orient=\"auto\">"
                        + "<path d=\"M1,5 L8,1 L15,5 L8,9 Z\" fill=\"#263238\"/></marker>\n")
                .append("<marker id=\"")
                .append(xml(id))
                .append("-lookup\" viewBox=\"0 0 12 10\" refX=\"1\" refY=\"5\" markerWidth=\"12\" markerHeight=\"10\""
                        + " markerUnits=\"userSpaceOnUse\" orient=\"auto\">"
                        + "<path d=\"M11,1 L1,5 L11,9\" fill=\"none\" stroke=\"#455a64\" stroke-width=\"1.5\"/>"
                        + "</marker>\n")
                .append("</defs>\n");
    }

    private static void legend(StringBuilder out, String id, boolean drift) {
        out.append("<g class=\"er-legend\" font-size=\"11\" fill=\"#37474f\">\n");
        double x = 8;
        x = legendLine(out, id, x, true, "master-detail");
        x = legendLine(out, id, x, false, "lookup");
        if (drift) {
            x = legendBox(out, x, ErModel.Origin.PACKAGE, ErModel.Status.ADDED, "added");
            x = legendBox(out, x, ErModel.Origin.PACKAGE, ErModel.Status.REMOVED, "removed");
            x = legendBox(out, x, ErModel.Origin.PACKAGE, ErModel.Status.CHANGED, "changed");
            legendBox(out, x, ErModel.Origin.PACKAGE, ErModel.Status.UNCHANGED, "unchanged");
        } else {
            x = legendBox(out, x, ErModel.Origin.PACKAGE, ErModel.Status.UNCHANGED, "package");
            x = legendBox(out, x, ErModel.Origin.ADMIN, ErModel.Status.UNCHANGED, "admin-added");
            x = legendBox(out, x, ErModel.Origin.OTHER_NAMESPACE, ErModel.Status.UNCHANGED, "other namespace");
            legendBox(out, x, ErModel.Origin.STANDARD, ErModel.Status.UNCHANGED, "standard");
        }
        out.append("</g>\n");
    }

    private static double legendLine(StringBuilder out, String id, double x, boolean masterDetail, String words) {
        out.append("<path d=\"M")
                .append(number(x + 4))
                .append(",14 L")
                .append(number(x + 40))
                .append(",14\"")
                .append(lineStyle(id, masterDetail, ErModel.Status.UNCHANGED))
                .append("/>\n<text x=\"")
                .append(number(x + 48))
                .append("\" y=\"18\">")
                .append(words)
                .append("</text>\n");
        return x + 56 + words.length() * 6.5 + 16;
    }

    private static double legendBox(
            StringBuilder out, double x, ErModel.Origin origin, ErModel.Status status, String words) {
        String[] colours = colours(origin, status);
        out.append("<rect x=\"")
                .append(number(x))
                .append("\" y=\"6\" width=\"22\" height=\"16\" rx=\"3\" fill=\"")
                .append(colours[1])
                .append("\" stroke=\"")
                .append(colours[0])
                .append("\" stroke-width=\"1.5\"/>\n<text x=\"")
                .append(number(x + 28))
                .append("\" y=\"18\">")
                .append(words)
                .append("</text>\n");
        return x + 28 + words.length() * 6.5 + 16;
    }

    private static void edge(
            StringBuilder out,
            String pid,
            int number,
            Map<String, Integer> index,
            ErModel model,
            ErModel.Edge edge,
            ErLayout.Line line,
            boolean stubbed) {
        String tooltip = tooltip(model, edge, line.loop());
        StringBuilder d = new StringBuilder();
        for (int i = 0; i < line.points().size(); i++) {
            double[] point = line.points().get(i);
            d.append(i == 0 ? "M" : " L").append(number(point[0])).append(',').append(number(point[1]));
        }
        out.append("<g class=\"er-edge ")
                .append(ErHighlight.edgeClasses(number, index.get(edge.parent()), index.get(edge.child())))
                .append(stubbed ? " h-s" + number + "\" data-stub=\"" + pid + "-s" + number : "")
                .append("\" id=\"")
                .append(pid)
                .append("-e")
                .append(number)
                .append("\" tabindex=\"0\" data-parent=\"")
                .append(xml(edge.parent()))
                .append("\" data-child=\"")
                .append(xml(edge.child()))
                .append("\" data-kind=\"")
                .append(edge.masterDetail() ? "master-detail" : "lookup")
                .append(line.loop() ? "\" data-loop=\"true" : "")
                .append("\" data-status=\"")
                .append(ErModel.word(edge.status()))
                .append("\"><title>")
                .append(xml(tooltip))
                .append("</title><path class=\"er-hit\" d=\"")
                .append(d)
                .append("\" fill=\"none\" stroke=\"transparent\" stroke-width=\"10\"/><path class=\"er-line\" d=\"")
                .append(d)
                .append('"')
                .append(lineStyle(pid, edge.masterDetail(), edge.status()))
                .append("/>");
        if (!stubbed && model.node(edge.parent()).map(ErModel.Node::isCluster).orElse(false)) {
            countLabel(out, ErClusters.count(edge), line);
        }
        out.append("</g>\n");
    }

    /** What a line stands for, shown on hover: the child, its reference fields, the parent and the kind. */
    private static String tooltip(ErModel model, ErModel.Edge edge, boolean loop) {
        String parent = model.node(edge.parent()).map(ErModel.Node::title).orElse(edge.parent());
        String child = model.node(edge.child()).map(ErModel.Node::title).orElse(edge.child());
        String kind = edge.masterDetail() ? "master-detail" : "lookup";
        return child + " " + ErModel.fieldList(edge.fields(), 5) + " -> " + (loop ? "itself" : parent) + " (" + kind
                + (edge.status() == ErModel.Status.UNCHANGED ? "" : ", " + ErModel.word(edge.status())) + ")";
    }

    /**
     * The stub of edge {@code number}: a small dashed copy of its parent under the child (see {@link ErStubs}),
     * marked with an arrow as a reference to the parent's full box, linking to the parent's page; hovering or
     * focusing it brings forward its line, the child and the parent's full box.
     */
    private static void stub(
            StringBuilder out,
            String pid,
            int number,
            Map<String, Integer> index,
            ErModel model,
            ErModel.Edge edge,
            ErLayout.Box box) {
        ErModel.Node parent = model.node(edge.parent()).orElseThrow();
        String[] colours = colours(parent.origin(), parent.status());
        boolean link = parent.href() != null;
        out.append(link ? "<a class=\"er-stub " : "<g class=\"er-stub ")
                .append(ErHighlight.edgeClasses(number, index.get(edge.parent()), index.get(edge.child())))
                .append(" h-s")
                .append(number)
                .append("\" id=\"")
                .append(pid)
                .append("-s")
                .append(number)
                .append(link ? "\" href=\"" + xml(parent.href()) + "\"" : "\" tabindex=\"0\"")
                .append(" data-object=\"")
                .append(xml(parent.id()))
                .append("\" data-child=\"")
                .append(xml(edge.child()))
                .append("\"><title>")
                .append(xml("A reference to " + parent.title() + ", whose full box is elsewhere in this picture: "
                        + tooltip(model, edge, false)))
                .append("</title><rect x=\"")
                .append(number(box.x()))
                .append("\" y=\"")
                .append(number(box.y()))
                .append("\" width=\"")
                .append(number(box.width()))
                .append("\" height=\"")
                .append(number(box.height()))
                .append("\" rx=\"9\" fill=\"")
                .append(colours[1])
                .append("\" stroke=\"")
                .append(colours[0])
                .append("\" stroke-width=\"1.2\" stroke-dasharray=\"3 2\"/><text x=\"")
                .append(number(box.x() + ErStubs.PAD_X))
                .append("\" y=\"")
                .append(number(box.y() + 14))
                .append("\" font-size=\"11\" font-style=\"italic\" fill=\"")
                .append(colours[0])
                .append("\">")
                .append(xml(ErStubs.label(model, edge)))
                .append("</text>");
        if (parent.isCluster()) {
            // The number of reference fields the link stands for, as on a line between two clusters.
            out.append("<text class=\"er-count\" x=\"")
                    .append(number(box.x() + box.width() - ErStubs.PAD_X))
                    .append("\" y=\"")
                    .append(number(box.y() + 14))
                    .append("\" text-anchor=\"end\" font-size=\"11\" font-weight=\"bold\" fill=\"#263238\">")
                    .append(xml(ErClusters.count(edge)))
                    .append("</text>");
        }
        out.append(link ? "</a>\n" : "</g>\n");
    }

    /**
     * The number of reference fields a line between two clusters stands for, on the middle of its longest segment,
     * haloed in white so that it reads over the lines it crosses.
     */
    private static void countLabel(StringBuilder out, String count, ErLayout.Line line) {
        double[] from = line.points().get(0);
        double[] to = line.points().get(1);
        for (int i = 0; i + 1 < line.points().size(); i++) {
            double[] a = line.points().get(i);
            double[] b = line.points().get(i + 1);
            if (Math.hypot(b[0] - a[0], b[1] - a[1]) > Math.hypot(to[0] - from[0], to[1] - from[1])) {
                from = a;
                to = b;
            }
        }
        out.append("<text class=\"er-count\" x=\"")
                .append(number((from[0] + to[0]) / 2))
                .append("\" y=\"")
                .append(number((from[1] + to[1]) / 2 + 4))
                .append("\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"#263238\""
                        + " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">")
                .append(xml(count))
                .append("</text>");
    }

    private static String lineStyle(String id, boolean masterDetail, ErModel.Status status) {
        String colour =
                switch (status) {
                    case ADDED -> "#2e7d32";
                    case REMOVED -> "#c62828";
                    case CHANGED -> "#ef6c00";
                    case UNCHANGED -> masterDetail ? "#263238" : "#546e7a";
                };
        return " fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"" + (masterDetail ? "2.6" : "1.3") + "\""
                + (masterDetail ? "" : " stroke-dasharray=\"6 4\"") + " marker-start=\"url(#" + xml(id)
                + (masterDetail ? "-md" : "-lookup") + ")\"";
    }

    private static void node(
            StringBuilder out,
            String pid,
            int number,
            String classes,
            ErModel.Node node,
            List<Text> lines,
            ErLayout.Box box) {
        String[] colours = colours(node.origin(), node.status());
        boolean link = node.href() != null;
        out.append(link ? "<a class=\"er-node " : "<g class=\"er-node ")
                .append(classes)
                .append("\" id=\"")
                .append(pid)
                .append("-n")
                .append(number)
                .append(link ? "\" href=\"" + xml(node.href()) + "\"" : "\" tabindex=\"0\"")
                .append(" data-object=\"")
                .append(xml(node.id()))
                .append("\" data-origin=\"")
                .append(node.origin().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .append("\" data-status=\"")
                .append(ErModel.word(node.status()))
                .append("\"><title>")
                .append(xml(lines.stream()
                                .map(Text::text)
                                .reduce((a, b) -> a + "\n" + b)
                                .orElse("")
                        + (node.subtitle() == null && !node.isCluster() ? "\n" + node.id() : "")))
                .append("</title>\n<rect x=\"")
                .append(number(box.x()))
                .append("\" y=\"")
                .append(number(box.y()))
                .append("\" width=\"")
                .append(number(box.width()))
                .append("\" height=\"")
                .append(number(box.height()))
                .append("\" rx=\"4\" fill=\"")
                .append(colours[1])
                .append("\" stroke=\"")
                .append(colours[0])
                .append("\" stroke-width=\"")
                .append(node.status() == ErModel.Status.UNCHANGED ? "1.5" : "2.5")
                .append('"')
                .append(link || node.isCluster() ? "" : " stroke-dasharray=\"5 3\"")
                .append("/>\n");
        double y = box.y() + PAD_Y;
        for (Text line : lines) {
            boolean title = line.kind().equals("title");
            y += title ? TITLE_LINE - 4 : TEXT_LINE;
            out.append("<text x=\"")
                    .append(number(box.x() + PAD_X))
                    .append("\" y=\"")
                    .append(number(y))
                    .append('"')
                    .append(textStyle(line.kind(), colours[0]))
                    .append('>')
                    .append(xml(line.text()))
                    .append("</text>\n");
            if (title) {
                y += 4;
            }
        }
        out.append(link ? "</a>\n" : "</g>\n");
    }

    private static String textStyle(String kind, String stroke) {
        return switch (kind) {
            case "title" ->
                " font-size=\"13\" font-weight=\"bold\" fill=\"" + (stroke.equals("#1f4e79") ? "#0d2f52" : stroke)
                        + "\"";
            case "sub" -> " font-size=\"11\" font-family=\"" + MONO + "\" fill=\"#455a64\"";
            case "mark" ->
                " font-size=\"11\" font-family=\"" + MONO + "\" font-style=\"italic\" fill=\"" + stroke + "\"";
            case "admin" -> " font-size=\"11\" font-family=\"" + MONO + "\" fill=\"#b35900\"";
            default -> " font-size=\"11\" font-family=\"" + MONO + "\" font-weight=\"bold\" fill=\"" + stroke + "\"";
        };
    }

    /** Stroke and fill of a box: the drift state where there is one, else the origin. */
    private static String[] colours(ErModel.Origin origin, ErModel.Status status) {
        return switch (status) {
            case ADDED -> new String[] {"#2e7d32", "#e8f5e9"};
            case REMOVED -> new String[] {"#c62828", "#ffebee"};
            case CHANGED -> new String[] {"#ef6c00", "#fff8e1"};
            case UNCHANGED ->
                switch (origin) {
                    case PACKAGE -> new String[] {"#1f4e79", "#eaf1fb"};
                    case ADMIN -> new String[] {"#b35900", "#fff3e0"};
                    case OTHER_NAMESPACE -> new String[] {"#6a1b9a", "#f3e5f5"};
                    case STANDARD -> new String[] {"#616161", "#f5f5f5"};
                };
        };
    }

    /** One decimal, root locale, no negative zero. */
    static String number(double value) {
        // By hand rather than String.format: a picture has thousands of numbers and the formatter was a tenth of
        // the reference's time. Half-up rounding of the tenths, as %.1f does for the values layouts produce.
        long tenths = Math.round(value * 10);
        if (tenths == 0) {
            return "0.0";
        }
        long whole = Math.abs(tenths) / 10;
        return (tenths < 0 ? "-" : "") + whole + "." + Math.abs(tenths) % 10;
    }

    /** XML text and attribute escaping, ASCII only. */
    static String xml(String text) {
        return SchemaReferenceGenerator.Html.text(text);
    }
}
