package dev.refin.codegen.reference;

import com.github.mustachejava.Mustache;
import dev.refin.codegen.SchemaDiff;
import dev.refin.describe.ObjectDescribe;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The drift report: what {@link SchemaDiff} found between two versions of a schema, as an HTML page (an inline SVG
 * laid out like the schema reference's, added objects and lines green, removed red, changed amber) and a Markdown
 * page (the same as a Mermaid diagram), each followed by every change per object. Every box links to its object's
 * section of the page. A pure function of the two versions and the changes; the templates under
 * {@code reference/} hold all markup.
 */
public final class DriftReport {
    /** The HTML page's file name. */
    static final String HTML = "drift-report.html";

    /** The Markdown page's file name. */
    static final String MARKDOWN = "drift-report.md";

    /** The page's view. */
    record View(
            String before,
            String after,
            String summary,
            boolean hasChanges,
            boolean focused,
            SchemaReferenceGenerator.Picture picture,
            List<ObjectView> changed,
            List<ObjectView> unchanged) {}

    /** One object of the report; {@code anchor} is its section's id. */
    record ObjectView(String apiName, String anchor, String status, List<ChangeView> changes, boolean last) {}

    /** One change: {@code kind} is the impact in words, {@code field} empty for object-level changes. */
    record ChangeView(String kind, String field, String description) {}

    private final Mustache html;
    private final Mustache markdown;

    public DriftReport() {
        this.html = new SchemaReferenceGenerator.Factory(SchemaReferenceGenerator.Html::text)
                .compile("drift.html.mustache");
        this.markdown = new SchemaReferenceGenerator.Factory(SchemaReferenceGenerator.Markdown::text)
                .compile("drift.md.mustache");
    }

    /**
     * Both pages, keyed by file name.
     *
     * @param before the older version's objects (the snapshot)
     * @param after the newer version's objects (the org)
     * @param changes what {@link SchemaDiff#compare} found between them
     * @param beforeName what to call the older version on the page
     * @param afterName what to call the newer version
     * @param packageNamespace the package's namespace, or null
     */
    public Map<String, String> render(
            List<ObjectDescribe> before,
            List<ObjectDescribe> after,
            List<SchemaDiff.Change> changes,
            String beforeName,
            String afterName,
            String packageNamespace) {
        return render(before, after, changes, beforeName, afterName, packageNamespace, Map.of());
    }

    /**
     * Like {@link #render(List, List, List, String, String, String)}, each change saying which input the newer
     * version's object or field came from: {@code inputs} maps {@code Object} and {@code Object.Field} to it (e.g.
     * a metadata source file, or a describe).
     */
    public Map<String, String> render(
            List<ObjectDescribe> before,
            List<ObjectDescribe> after,
            List<SchemaDiff.Change> changes,
            String beforeName,
            String afterName,
            String packageNamespace,
            Map<String, String> inputs) {
        Map<String, List<SchemaDiff.Change>> byObject = new TreeMap<>();
        for (SchemaDiff.Change change : changes) {
            byObject.computeIfAbsent(objectOf(change), k -> new ArrayList<>()).add(change);
        }
        ErModel model = model(before, after, byObject, packageNamespace);
        ErModel shown = focus(model);
        boolean focused = shown.size() < model.size();
        SchemaReferenceGenerator.Picture picture = shown.size() == 0
                ? new SchemaReferenceGenerator.Picture("", "", null, "")
                : SchemaReferenceGenerator.Picture.of(
                        shown,
                        ErSvg.layout(shown),
                        "drift-report",
                        "What changed from " + beforeName + " to " + afterName,
                        true);
        List<ObjectView> changed = new ArrayList<>();
        List<ObjectView> unchanged = new ArrayList<>();
        for (ErModel.Node node : model.nodes()) {
            List<ChangeView> rows = new ArrayList<>();
            for (SchemaDiff.Change change : byObject.getOrDefault(node.id(), List.of())) {
                int dot = change.where().indexOf('.');
                String input = inputs.get(change.where());
                rows.add(new ChangeView(
                        kind(change.impact()),
                        dot < 0 ? "" : change.where().substring(dot + 1),
                        input == null ? change.description() : change.description() + " (from " + input + ")"));
            }
            (rows.isEmpty() ? unchanged : changed)
                    .add(new ObjectView(node.id(), anchor(node.id()), ErModel.word(node.status()), rows, false));
        }
        View view = new View(
                beforeName,
                afterName,
                SchemaDiff.report(changes).lines().reduce((a, b) -> b).orElse(""),
                !changes.isEmpty(),
                focused,
                picture,
                markLast(changed),
                markLast(unchanged));
        Map<String, String> pages = new TreeMap<>();
        pages.put(HTML, SchemaReferenceGenerator.render(html, view));
        pages.put(MARKDOWN, SchemaReferenceGenerator.render(markdown, view));
        picture.addTo(pages);
        return pages;
    }

    /** The union of both versions' models, each node and edge with how it changed. */
    private static ErModel model(
            List<ObjectDescribe> before,
            List<ObjectDescribe> after,
            Map<String, List<SchemaDiff.Change>> byObject,
            String packageNamespace) {
        ErModel old = ErModel.of(before, packageNamespace, ObjectDescribe::name, o -> "#" + anchor(o.name()));
        ErModel now = ErModel.of(after, packageNamespace, ObjectDescribe::name, o -> "#" + anchor(o.name()));
        Map<String, ErModel.Node> nodes = new TreeMap<>();
        for (ErModel.Node node : old.nodes()) {
            nodes.put(node.id(), link(node));
        }
        for (ErModel.Node node : now.nodes()) {
            nodes.put(node.id(), link(node));
        }
        for (Map.Entry<String, ErModel.Node> entry : nodes.entrySet()) {
            // What only the org has, the source not, is listed but not drawn as a change: the source changes nothing.
            List<SchemaDiff.Change> changes = byObject.getOrDefault(entry.getKey(), List.of()).stream()
                    .filter(c -> c.impact() != SchemaDiff.Impact.NOT_IN_SOURCE)
                    .toList();
            ErModel.Status status = status(entry.getKey(), changes);
            if (status != ErModel.Status.UNCHANGED) {
                String note = status == ErModel.Status.CHANGED
                        ? changes.size() + (changes.size() == 1 ? " change" : " changes")
                        : null;
                entry.setValue(entry.getValue().withStatus(status, note));
            }
        }
        Map<String, ErModel.Edge> edges = new LinkedHashMap<>();
        Map<String, ErModel.Edge> oldEdges = new HashMap<>();
        old.edges().forEach(e -> oldEdges.put(e.key(), e));
        for (ErModel.Edge edge : now.edges()) {
            ErModel.Edge previous = oldEdges.remove(edge.key());
            ErModel.Status status = previous == null
                    ? ErModel.Status.ADDED
                    : previous.fields().equals(edge.fields()) ? ErModel.Status.UNCHANGED : ErModel.Status.CHANGED;
            edges.put(edge.key(), withStatus(edge, status));
        }
        for (ErModel.Edge edge : oldEdges.values()) {
            edges.put(edge.key(), withStatus(edge, ErModel.Status.REMOVED));
        }
        return new ErModel(List.copyOf(nodes.values()), List.copyOf(edges.values()));
    }

    /** Every box links to its object's section, including referenced objects without a describe. */
    private static ErModel.Node link(ErModel.Node node) {
        return new ErModel.Node(
                node.id(),
                node.id(),
                node.href() == null ? "not in the snapshots" : null,
                node.origin(),
                node.namespace(),
                "#" + anchor(node.id()),
                node.adminFields(),
                node.status(),
                node.note());
    }

    private static ErModel.Edge withStatus(ErModel.Edge edge, ErModel.Status status) {
        return new ErModel.Edge(edge.parent(), edge.child(), edge.masterDetail(), edge.fields(), status);
    }

    private static ErModel.Status status(String object, List<SchemaDiff.Change> changes) {
        for (SchemaDiff.Change change : changes) {
            if (change.where().equals(object) && change.impact() == SchemaDiff.Impact.ADDITION) {
                return ErModel.Status.ADDED;
            }
            if (change.where().equals(object) && change.impact() == SchemaDiff.Impact.REMOVAL) {
                return ErModel.Status.REMOVED;
            }
        }
        return changes.isEmpty() ? ErModel.Status.UNCHANGED : ErModel.Status.CHANGED;
    }

    /**
     * What the picture shows: everything while its picture fits the page, else the changed objects and lines with
     * their direct neighbours, else only the changed ones (the last even when it is wider than the page).
     */
    private static ErModel focus(ErModel model) {
        if (fits(model)) {
            return model;
        }
        Set<String> changed = new LinkedHashSet<>();
        model.nodes().stream()
                .filter(n -> n.status() != ErModel.Status.UNCHANGED)
                .forEach(n -> changed.add(n.id()));
        for (ErModel.Edge edge : model.edges()) {
            if (edge.status() != ErModel.Status.UNCHANGED) {
                changed.add(edge.parent());
                changed.add(edge.child());
            }
        }
        Set<String> withNeighbours = new LinkedHashSet<>(changed);
        for (ErModel.Edge edge : model.edges()) {
            if (changed.contains(edge.parent()) || changed.contains(edge.child())) {
                withNeighbours.add(edge.parent());
                withNeighbours.add(edge.child());
            }
        }
        ErModel around = model.subset(withNeighbours);
        return fits(around) ? around : model.subset(changed);
    }

    /** Whether the model is small enough to try and its picture fits the page. */
    private static boolean fits(ErModel model) {
        return model.size() <= SchemaReferenceGenerator.WHOLE_PICTURE_LIMIT
                && ErSvg.layout(model).width() <= ErLayout.MAX_WIDTH;
    }

    /** The object a change belongs to: API names have no dots, so it is what comes before the first one. */
    private static String objectOf(SchemaDiff.Change change) {
        int dot = change.where().indexOf('.');
        return dot < 0 ? change.where() : change.where().substring(0, dot);
    }

    /** The id of an object's section: its API name (letters, digits, underscores) after a prefix. */
    static String anchor(String apiName) {
        return "object-" + apiName;
    }

    private static String kind(SchemaDiff.Impact impact) {
        return impact.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static List<ObjectView> markLast(List<ObjectView> views) {
        List<ObjectView> result = new ArrayList<>();
        for (int i = 0; i < views.size(); i++) {
            ObjectView v = views.get(i);
            result.add(new ObjectView(v.apiName(), v.anchor(), v.status(), v.changes(), i == views.size() - 1));
        }
        return result;
    }
}
