package dev.refin.codegen.reference;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheException;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.refin.codegen.GeneratedTypes;
import dev.refin.codegen.InputOrigins;
import dev.refin.codegen.Parallel;
import dev.refin.codegen.naming.NameTable;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.RecordId;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Renders the schema reference: one Markdown and one HTML page per generated object (API name, Java
 * names and types, platform type, required, access, help text, formula, picklist values) plus an index
 * of each. A pure function of the model and its names; the Mustache templates under {@code reference/}
 * hold all markup, and every value is escaped for its format on the way in.
 */
public final class SchemaReferenceGenerator {
    private static final String TEMPLATES = "/dev/refin/codegen/reference/";

    private final NameTable names;
    private final String packageName;
    private final Mustache indexMarkdown;
    private final Mustache objectMarkdown;
    private final Mustache indexHtml;
    private final Mustache objectHtml;

    /**
     * A cost bound, not the rule: an org of more objects is not even laid out whole (hundreds of boxes would take
     * seconds to find they do not fit). Up to it, the index draws the whole org when that picture is legible at 1280
     * px ({@link ErSvg#legibleAt1280}: its smallest text at least 10 px on the screen, at most two screens tall), and
     * clusters (see {@link ErClusters}) otherwise.
     */
    static final int WHOLE_PICTURE_LIMIT = 60;

    /** How many seeds the whole org's picture and the clusters' pictures are laid out with (the fewest crossings win). */
    static final int LAYOUT_ATTEMPTS = 4;

    /** The most objects one cluster of a large org's index picture holds. */
    static final int CLUSTER_SIZE = 20;

    /**
     * The most boxes one Markdown diagram of a cluster holds: GitHub shrinks a diagram to its column, and a cluster
     * of 20 drew 5 px text there. A larger cluster is drawn in several diagrams of closely related objects.
     */
    static final int MARKDOWN_PART_SIZE = 8;

    /** The most boxes one Markdown diagram of a whole org's picture holds (its groups are dense with lines). */
    static final int DENSE_PART_SIZE = 5;

    /** The most unconnected boxes one Markdown diagram holds (they stand in one row). */
    static final int LONERS_PER_DIAGRAM = 4;

    /** How many object pages the progress reports at a time. */
    static final int PROGRESS_STEP = 50;

    private final String packageNamespace;
    private final InputOrigins origins;

    public SchemaReferenceGenerator(NameTable names, String packageName, String packageNamespace) {
        this(names, packageName, packageNamespace, InputOrigins.NONE);
    }

    /**
     * A generator whose pages say which input each object came from and mark what the input left unknown (a key
     * prefix, permissions: see {@link InputOrigins}) as not known rather than leave it blank.
     */
    public SchemaReferenceGenerator(
            NameTable names, String packageName, String packageNamespace, InputOrigins origins) {
        this.origins = origins;
        this.names = names;
        this.packageName = packageName;
        this.packageNamespace = packageNamespace;
        DefaultMustacheFactory markdown = new Factory(Markdown::text);
        DefaultMustacheFactory html = new Factory(Html::text);
        this.indexMarkdown = markdown.compile("index.md.mustache");
        this.objectMarkdown = markdown.compile("object.md.mustache");
        this.indexHtml = html.compile("index.html.mustache");
        this.objectHtml = html.compile("object.html.mustache");
    }

    /** Every page, keyed by its path relative to the output directory, sorted by path. */
    public Map<String, String> generate(List<ObjectDescribe> objects) {
        return generate(objects, line -> {});
    }

    /**
     * Like {@link #generate(List)}, telling {@code progress} how far it got: every {@value #PROGRESS_STEP} object
     * pages, then the index, when there are more objects than that.
     */
    public Map<String, String> generate(List<ObjectDescribe> objects, Consumer<String> progress) {
        ErModel model = model(objects);
        ErModel.Neighbourhoods neighbourhoods = model.neighbourhoods();
        boolean report = objects.size() > PROGRESS_STEP;
        int count = objects.size();
        ObjectView[] drawn = new ObjectView[count];
        String[][] rendered = new String[count][];
        int[] done = {0};
        // Each object page is its own picture and pages: drawn on every core, put in order afterwards.
        Parallel.forEach(IntStream.range(0, count).boxed().toList(), i -> {
            ObjectView view =
                    view(objects.get(i), neighbourhoods.around(objects.get(i).name()));
            drawn[i] = view;
            rendered[i] = new String[] {render(objectMarkdown, view), render(objectHtml, view)};
            synchronized (done) {
                done[0]++;
                if (report && (done[0] % PROGRESS_STEP == 0 || done[0] == count)) {
                    progress.accept("schema reference: drew " + done[0] + "/" + count + " object pages");
                }
            }
        });
        List<ObjectView> views = new ArrayList<>(List.of(drawn));
        views.sort(Comparator.comparing(ObjectView::className));
        Map<String, String> pages = new TreeMap<>();
        IndexView index = index(model, views);
        if (report) {
            progress.accept("schema reference: drew the index"
                    + (index.clustered() ? " (" + index.clusters().size() + " clusters)" : ""));
        }
        pages.put("index.md", render(indexMarkdown, index));
        pages.put("index.html", render(indexHtml, index));
        index.picture().addTo(pages);
        index.clusters().forEach(c -> c.picture().addTo(pages));
        for (int i = 0; i < count; i++) {
            pages.put(drawn[i].className() + ".md", rendered[i][0]);
            pages.put(drawn[i].className() + ".html", rendered[i][1]);
            drawn[i].picture().addTo(pages);
        }
        return pages;
    }

    /** The model of every picture: boxes titled with the Java class, linking to the object's page. */
    ErModel model(List<ObjectDescribe> objects) {
        return ErModel.of(
                objects,
                packageNamespace,
                o -> names.of(o).className().simpleName(),
                o -> names.of(o).className().simpleName() + ".html");
    }

    /**
     * The index: every object, sorted by Java class name, and the picture of all objects or, for a large org, of
     * their clusters.
     */
    record IndexView(
            String packageName,
            List<ObjectView> objects,
            Picture picture,
            boolean clustered,
            List<ClusterView> clusters) {
        /** The most boxes one Markdown diagram of a cluster holds, for the page's text. */
        public int markdownPartSize() {
            return MARKDOWN_PART_SIZE;
        }
    }

    /**
     * A picture in both formats: a Mermaid diagram in its Markdown fence, and the HTML (an inline SVG); {@code file}
     * names the SVG written next to the page to open the picture full size, {@code svg} its content.
     */
    record Picture(String mermaid, String html, String file, String svg) {
        /**
         * The picture of {@code model} laid out as {@code layout}: its full-size file is {@code name.svg}, its element
         * id {@code er-name}.
         */
        static Picture of(ErModel model, ErLayout.Result layout, String name, String caption, boolean drift) {
            String svg = ErSvg.draw(model, layout, "er-" + name, caption, drift);
            return new Picture(
                    ErMermaid.fenced(ErMermaid.diagram(model, layout.leftToRight())),
                    "<div class=\"er-picture\">\n" + svg + "</div>",
                    name + ".svg",
                    svg);
        }

        /** This picture with {@code model} as its Mermaid diagram, from left to right; the SVG stays. */
        Picture withMermaid(ErModel model) {
            return new Picture(ErMermaid.fenced(ErMermaid.diagram(model, true)), html, file, svg);
        }

        /**
         * This picture with {@code model} drawn in Mermaid diagrams of at most {@link #MARKDOWN_PART_SIZE} boxes, one
         * after the other, each of closely related objects (see {@link ErClusters}) from top to bottom (from left to
         * right, a chain of eight drew 5 px text); the SVG stays whole.
         */
        Picture inMarkdownParts(ErModel model) {
            return inMarkdownParts(model, MARKDOWN_PART_SIZE);
        }

        private Picture inMarkdownParts(ErModel model, int partSize) {
            if (model.size() <= partSize) {
                return this;
            }
            List<String> fences = new ArrayList<>();
            for (ErClusters.Cluster part : ErClusters.of(model, partSize)) {
                ErModel partModel = model.subset(Set.copyOf(part.members()));
                // Objects without a line between them stand side by side: a few a diagram, or their text shrinks.
                int step = partModel.edges().isEmpty()
                        ? LONERS_PER_DIAGRAM
                        : part.members().size();
                for (int from = 0; from < part.members().size(); from += step) {
                    List<String> chunk =
                            part.members().subList(from, Math.min(part.members().size(), from + step));
                    fences.add(ErMermaid.fenced(ErMermaid.diagram(model.subset(Set.copyOf(chunk)), false)));
                }
            }
            return new Picture(String.join("\n\n", fences), html, file, svg);
        }

        /**
         * This picture with each of {@code groups} drawn in Markdown as {@link #inMarkdownParts} draws one: the whole
         * org's Markdown, cluster by cluster (GitHub shrinks one diagram of a whole org to illegible text); the SVG
         * stays whole.
         */
        Picture inMarkdownGroups(List<ErModel> groups) {
            if (groups.size() == 1 && groups.get(0).size() <= DENSE_PART_SIZE) {
                return this; // a small org: its one diagram as laid out
            }
            List<String> fences = new ArrayList<>();
            for (ErModel group : groups) {
                // A whole org's clusters are denser than a large org's (they were not split to fit): smaller parts.
                fences.add(
                        group.size() <= DENSE_PART_SIZE
                                ? ErMermaid.fenced(ErMermaid.diagram(group, false))
                                : of(group, ErSvg.layout(group), "part", "part", false)
                                        .inMarkdownParts(group, DENSE_PART_SIZE)
                                        .mermaid());
            }
            return new Picture(String.join("\n\n", fences), html, file, svg);
        }

        /** Adds the full-size file to {@code pages}: the SVG after the writer's marker. */
        void addTo(Map<String, String> pages) {
            if (file != null) {
                pages.put(file, ReferenceWriter.MARKER + "\n" + svg);
            }
        }
    }

    /** One cluster of a large org's index, with links to its objects and its picture. */
    record ClusterView(
            String id, int number, String title, List<Member> members, List<LinkView> links, Picture picture) {
        /** Whether the cluster has links to others (the page lists them). */
        public boolean hasLinks() {
            return !links.isEmpty();
        }
    }

    /** A link of a cluster to another: the other cluster and how many reference fields run between them. */
    record LinkView(String id, int number, String title, int count, boolean last) {
        /** {@code 1 reference field}, {@code 3 reference fields}. */
        public String fields() {
            return count + (count == 1 ? " reference field" : " reference fields");
        }
    }

    /** An object of a cluster: {@code page} is its page's base name, null when it is not generated. */
    record Member(String title, String apiName, String page, boolean last) {}

    /** One object's page. */
    record ObjectView(
            String className,
            String qualifiedName,
            String apiName,
            String label,
            String labelPlural,
            String keyPrefix,
            String keyPrefixNote,
            String unknown,
            String origin,
            int fieldCount,
            List<FieldView> fields,
            List<PicklistView> picklists,
            Picture picture) {
        public boolean hasPicklists() {
            return !picklists.isEmpty();
        }
    }

    /** One field row. */
    record FieldView(
            String apiName,
            String label,
            String property,
            String getter,
            String javaType,
            String platformType,
            boolean required,
            String access,
            boolean externalId,
            String helpText,
            String formula) {
        /** The table row of the Markdown page, as the template's cells would be rendered one by one. */
        public String markdown() {
            return new StringBuilder(256)
                    .append("| ")
                    .append(Markdown.code(apiName))
                    .append(" | ")
                    .append(Markdown.text(label))
                    .append(" | ")
                    .append(Markdown.code(property))
                    .append(" | ")
                    .append(Markdown.code(getter))
                    .append(" | ")
                    .append(Markdown.code(javaType))
                    .append(" | ")
                    .append(Markdown.code(platformType))
                    .append(" | ")
                    .append(required ? "yes" : "")
                    .append(" | ")
                    .append(Markdown.text(access))
                    .append(" | ")
                    .append(externalId ? "yes" : "")
                    .append(" | ")
                    .append(Markdown.text(helpText))
                    .append(" | ")
                    .append(Markdown.code(formula))
                    .append(" |")
                    .toString();
        }

        /** The table row of the HTML page. */
        public String html() {
            String name = Html.text(apiName);
            return new StringBuilder(384)
                    .append("<tr id=\"")
                    .append(name)
                    .append("\"><td><code>")
                    .append(Html.code(apiName))
                    .append("</code></td><td>")
                    .append(Html.text(label))
                    .append("</td><td><code>")
                    .append(Html.code(property))
                    .append("</code></td><td><code>")
                    .append(Html.code(getter))
                    .append("</code></td><td><code>")
                    .append(Html.code(javaType))
                    .append("</code></td><td><code>")
                    .append(Html.code(platformType))
                    .append("</code></td><td>")
                    .append(required ? "yes" : "")
                    .append("</td><td>")
                    .append(Html.text(access))
                    .append("</td><td>")
                    .append(externalId ? "yes" : "")
                    .append("</td><td class=\"text\">")
                    .append(Html.text(helpText))
                    .append("</td><td class=\"formula\">")
                    .append(Html.text(formula))
                    .append("</td></tr>")
                    .toString();
        }
    }

    /** One picklist field with its values. */
    record PicklistView(
            String apiName,
            String label,
            String enumName,
            boolean multiSelect,
            boolean restricted,
            boolean dependent,
            String controller,
            List<ValueView> values) {}

    /** One picklist value; {@code dependent} when its picklist has a controller, the values it is valid for. */
    record ValueView(
            String value,
            String label,
            String constant,
            boolean active,
            boolean defaultValue,
            boolean dependent,
            List<String> validFor) {
        /** The table row of the Markdown page, as the template's cells would be rendered one by one. */
        public String markdown() {
            StringBuilder row = new StringBuilder(128)
                    .append("| ")
                    .append(Markdown.code(value))
                    .append(" | ")
                    .append(Markdown.text(label))
                    .append(" | ")
                    .append(Markdown.code(constant))
                    .append(" | ")
                    .append(active ? "yes" : "no")
                    .append(" | ")
                    .append(defaultValue ? "yes" : "")
                    .append(" |");
            if (dependent) {
                row.append(' ');
                for (int i = 0; i < validFor.size(); i++) {
                    row.append(i == 0 ? "" : ", ").append(Markdown.code(validFor.get(i)));
                }
                row.append(" |");
            }
            return row.toString();
        }

        /** The table row of the HTML page. */
        public String html() {
            StringBuilder row = new StringBuilder(192)
                    .append("<tr><td><code>")
                    .append(Html.code(value))
                    .append("</code></td><td>")
                    .append(Html.text(label))
                    .append("</td><td><code>")
                    .append(Html.code(constant))
                    .append("</code></td><td>")
                    .append(active ? "yes" : "no")
                    .append("</td><td>")
                    .append(defaultValue ? "yes" : "")
                    .append("</td>");
            if (dependent) {
                row.append("<td>");
                for (int i = 0; i < validFor.size(); i++) {
                    row.append(i == 0 ? "" : ", ")
                            .append("<code>")
                            .append(Html.text(validFor.get(i)))
                            .append("</code>");
                }
                row.append("</td>");
            }
            return row.append("</tr>").toString();
        }
    }

    /**
     * The index's pictures: the whole model where it fits the page, else the overview of its clusters followed by a
     * picture of each cluster.
     */
    static List<IndexPicture> indexPictures(ErModel model) {
        Layouts layouts = new Layouts(model);
        IndexPicture whole = layouts.whole();
        if (whole != null) {
            return List.of(whole);
        }
        List<ErClusters.Cluster> clusters = ErClusters.of(model, CLUSTER_SIZE, layouts::fits);
        List<IndexPicture> pictures = new ArrayList<>();
        pictures.add(overview(model, clusters));
        clusters.forEach(c ->
                pictures.add(new IndexPicture(model.subset(Set.copyOf(c.members())), layouts.layout(c.members()))));
        return pictures;
    }

    /**
     * The clusters' overview with as many links as keep it within the page and traceable (at most one crossing per
     * two lines): each cluster's strongest first, then the strongest of the others. Every link, with its count, is
     * also listed under its clusters.
     */
    static IndexPicture overview(ErModel model, List<ErClusters.Cluster> clusters) {
        int all = ErClusters.index(model, clusters).edges().size();
        int low = Math.min(all, clusters.size() - 1); // the forest of each cluster's strongest link: always fits
        int high = all;
        ErModel best = ErClusters.index(model, clusters, low);
        ErModel whole = ErClusters.index(model, clusters, high);
        ErLayout.Result wholeLayout = ErSvg.layout(whole, LAYOUT_ATTEMPTS);
        if (traceable(wholeLayout)) {
            return new IndexPicture(whole, wholeLayout);
        }
        while (high - low > 1) {
            int middle = (low + high) / 2;
            ErModel candidate = ErClusters.index(model, clusters, middle);
            if (traceable(ErSvg.layout(candidate))) {
                low = middle;
                best = candidate;
            } else {
                high = middle;
            }
        }
        return new IndexPicture(best, ErSvg.layout(best, LAYOUT_ATTEMPTS));
    }

    private static boolean traceable(ErLayout.Result layout) {
        return layout.width() <= ErLayout.MAX_WIDTH
                && 2 * ErLayout.crossings(layout.lines()) <= layout.lines().size();
    }

    /** One picture of the index and its layout. */
    record IndexPicture(ErModel model, ErLayout.Result layout) {}

    /** Lays out subsets of a model once each, to tell whether their pictures fit and then to draw them. */
    private static final class Layouts {
        private final ErModel model;
        private final Map<List<String>, ErLayout.Result> done = new ConcurrentHashMap<>();
        private final Map<List<String>, ErLayout.Result> fitting = new ConcurrentHashMap<>();

        Layouts(ErModel model) {
            this.model = model;
        }

        /**
         * The whole org's picture (boxes titled by class name) when it is legible at 1280 px, else null; an org above
         * {@link #WHOLE_PICTURE_LIMIT} objects is not tried.
         */
        IndexPicture whole() {
            if (model.size() > WHOLE_PICTURE_LIMIT) {
                return null;
            }
            ErModel titles = model.titlesOnly();
            ErLayout.Result layout = ErSvg.legibleLayout(titles, LAYOUT_ATTEMPTS);
            return layout == null ? null : new IndexPicture(titles, layout);
        }

        boolean fits(List<String> ids) {
            // Without stubs (always, so that the answer never depends on what was drawn first): most subsets tried are
            // never drawn, and searching their stubs would multiply the index's time. A drawn cluster's picture with
            // stubs is chosen only where it fits as well.
            return fitting.computeIfAbsent(ids, i -> ErSvg.layoutWithoutStubs(subset(i), LAYOUT_ATTEMPTS))
                            .width()
                    <= ErLayout.MAX_WIDTH;
        }

        private ErModel subset(List<String> ids) {
            return ids.size() == model.size() ? model : model.subset(Set.copyOf(ids));
        }

        ErLayout.Result layout(List<String> ids) {
            ErLayout.Result known = done.get(ids);
            if (known != null) {
                return known;
            }
            // Laid out outside the map (a layout is long, computeIfAbsent would hold others up); the same subset
            // always gets the same layout, so a rare second one changes nothing.
            ErLayout.Result layout =
                    ErSvg.layout(ids.size() == model.size() ? model : model.subset(Set.copyOf(ids)), LAYOUT_ATTEMPTS);
            ErLayout.Result first = done.putIfAbsent(ids, layout);
            return first == null ? layout : first;
        }
    }

    private IndexView index(ErModel model, List<ObjectView> views) {
        Layouts layouts = new Layouts(model);
        IndexPicture whole = layouts.whole();
        if (whole != null) {
            return new IndexView(
                    packageName,
                    views,
                    Picture.of(
                                    whole.model(),
                                    whole.layout(),
                                    "index",
                                    "How the generated objects reference each other",
                                    false)
                            .inMarkdownGroups(ErClusters.of(model, CLUSTER_SIZE, layouts::fits).stream()
                                    .map(c -> model.subset(Set.copyOf(c.members())))
                                    .toList()),
                    false,
                    List.of());
        }
        List<ErClusters.Cluster> clusters = ErClusters.of(model, CLUSTER_SIZE, layouts::fits);
        List<ClusterView> clusterViews = new ArrayList<>();
        Map<String, Map<String, Integer>> links = ErClusters.links(model, clusters);
        Map<String, ErClusters.Cluster> byId = new HashMap<>();
        clusters.forEach(c -> byId.put(c.id(), c));
        for (ErClusters.Cluster cluster : clusters) {
            List<LinkView> linkViews = new ArrayList<>();
            links.get(cluster.id()).entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue()
                            .reversed()
                            .thenComparing(e -> byId.get(e.getKey()).number()))
                    .forEach(e -> {
                        ErClusters.Cluster other = byId.get(e.getKey());
                        linkViews.add(
                                new LinkView(other.id(), other.number(), other.title(model), e.getValue(), false));
                    });
            if (!linkViews.isEmpty()) {
                LinkView last = linkViews.remove(linkViews.size() - 1);
                linkViews.add(new LinkView(last.id(), last.number(), last.title(), last.count(), true));
            }
            List<Member> members = new ArrayList<>();
            for (int i = 0; i < cluster.members().size(); i++) {
                ErModel.Node node = model.node(cluster.members().get(i)).orElseThrow();
                members.add(new Member(
                        node.title(),
                        node.id(),
                        node.href() == null ? null : node.title(),
                        i == cluster.members().size() - 1));
            }
            ErModel subset = model.subset(Set.copyOf(cluster.members()));
            String title = cluster.title(model);
            clusterViews.add(new ClusterView(
                    cluster.id(),
                    cluster.number(),
                    title,
                    members,
                    linkViews,
                    Picture.of(
                                    subset,
                                    layouts.layout(cluster.members()),
                                    "index-" + cluster.id(),
                                    "Cluster " + cluster.number() + ", " + title
                                            + ": how its objects reference each other",
                                    false)
                            .inMarkdownParts(subset)));
        }
        IndexPicture overview = overview(model, clusters);
        return new IndexView(
                packageName,
                views,
                Picture.of(
                                overview.model(),
                                overview.layout(),
                                "index",
                                "Clusters of closely related objects and the strongest links between them",
                                false)
                        // Mermaid cannot draw a link to a stub: GitHub would shrink the overview with every link
                        // to unreadable text, so its diagram draws each cluster's strongest link.
                        .withMermaid(ErClusters.index(model, clusters, Math.max(0, clusters.size() - 1))),
                true,
                clusterViews);
    }

    private ObjectView view(ObjectDescribe object, ErModel neighbourhood) {
        NameTable.ObjectNames objectNames = names.of(object);
        ClassName entity = objectNames.className();
        List<FieldView> fields = new ArrayList<>();
        List<PicklistView> picklists = new ArrayList<>();
        for (FieldDescribe field : object.fields()) {
            NameTable.FieldNames n = objectNames.fields().get(field.name());
            ClassName enumType = n.enumName() == null ? null : entity.nestedClass(n.enumName());
            TypeName type = GeneratedTypes.getterType(field, entity, enumType, names);
            fields.add(new FieldView(
                    field.name(),
                    orName(field.label(), field.name()),
                    n.property(),
                    n.getter() + "()",
                    simpleName(type),
                    platformType(field),
                    field.isRequiredOnCreate(),
                    access(field),
                    field.externalId(),
                    field.inlineHelpText(),
                    field.calculated() ? field.calculatedFormula() : null));
            if (enumType != null) {
                picklists.add(picklist(object, field, n, entity.simpleName() + "." + n.enumName()));
            }
        }
        return new ObjectView(
                entity.simpleName(),
                entity.canonicalName(),
                object.name(),
                orName(object.label(), object.name()),
                object.labelPlural(),
                object.keyPrefix(),
                object.keyPrefix() == null && origins.isUnknown(object.name(), "key prefix")
                        ? InputOrigins.UNKNOWN_NOTE
                        : null,
                origins.unknown(object.name()).isEmpty()
                        ? null
                        : String.join(", ", origins.unknown(object.name())) + ": " + InputOrigins.UNKNOWN_NOTE,
                origins.objectOrigin(object.name()).orElse(null),
                fields.size(),
                fields,
                picklists,
                Picture.of(
                        neighbourhood,
                        ErSvg.layout(neighbourhood),
                        entity.simpleName(),
                        entity.simpleName() + ", the objects it references and the objects referencing it",
                        false));
    }

    private static PicklistView picklist(
            ObjectDescribe object, FieldDescribe field, NameTable.FieldNames n, String enumName) {
        FieldDescribe controller = field.controllerName() == null
                ? null
                : object.field(field.controllerName()).orElse(null);
        List<ValueView> values = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (PicklistEntry entry : field.picklistValues()) {
            if (!seen.add(entry.value())) {
                continue; // a duplicate value in the describe: one constant, one row
            }
            List<String> validFor = controller == null ? List.of() : controllingValues(controller, entry);
            values.add(new ValueView(
                    entry.value(),
                    orName(entry.label(), entry.value()),
                    n.enumConstants().get(entry.value()),
                    entry.active(),
                    entry.defaultValue(),
                    field.controllerName() != null,
                    validFor));
        }
        return new PicklistView(
                field.name(),
                orName(field.label(), field.name()),
                enumName,
                field.type() == FieldType.MULTIPICKLIST,
                field.restrictedPicklist(),
                field.controllerName() != null,
                field.controllerName(),
                values);
    }

    /** The controlling field's values this entry is valid for; a checkbox controller has false, true. */
    private static List<String> controllingValues(FieldDescribe controller, PicklistEntry entry) {
        List<String> result = new ArrayList<>();
        for (int index : entry.validForIndexes()) {
            if (controller.type() == FieldType.BOOLEAN && index < 2) {
                result.add(index == 0 ? "false" : "true");
            } else if (index < controller.picklistValues().size()) {
                result.add(controller.picklistValues().get(index).value());
            }
        }
        return result;
    }

    /** The platform type with its size: {@code string(80)}, {@code currency(18, 2)}, {@code reference(Account)}. */
    static String platformType(FieldDescribe f) {
        String type = f.rawType() == null ? f.type().name().toLowerCase(Locale.ROOT) : f.rawType();
        switch (f.type()) {
            case CURRENCY:
            case DOUBLE:
            case PERCENT:
                return type + "(" + f.precision() + ", " + f.scale() + ")";
            case INT:
                return f.digits() > 0 ? type + "(" + f.digits() + ")" : type;
            case REFERENCE:
                return type + "(" + String.join(", ", f.referenceTo()) + ")";
            case PICKLIST:
            case MULTIPICKLIST:
                return f.restrictedPicklist() ? type + " (restricted)" : type;
            default:
                return f.type().isText() && f.length() > 0 ? type + "(" + f.length() + ")" : type;
        }
    }

    /** What clients may do with the field, matching the setters the entity gets. */
    static String access(FieldDescribe f) {
        if (!GeneratedTypes.writable(f)) {
            return "read-only";
        } else if (f.createable() && !f.updateable()) {
            return "insert-only";
        } else if (!f.createable()) {
            return "update-only";
        }
        return "read/write";
    }

    /** A type as generated code spells it inside the entity: {@code RecordId<Entity>}, {@code Status}. */
    static String simpleName(TypeName type) {
        if (type instanceof ParameterizedTypeName parameterized) {
            return parameterized.rawType().simpleName()
                    + parameterized.typeArguments().stream()
                            .map(SchemaReferenceGenerator::simpleName)
                            .collect(Collectors.joining(", ", "<", ">"));
        }
        if (type instanceof ClassName className) {
            // A runtime type nested in another (RecordId.Untyped) reads as code names it; entity enums by their own.
            return className.packageName().equals(RecordId.class.getPackageName())
                    ? String.join(".", className.simpleNames())
                    : className.simpleName();
        }
        return type.toString();
    }

    private static String orName(String label, String name) {
        return label == null || label.isBlank() ? name : label;
    }

    static String render(Mustache template, Object view) {
        StringWriter out = new StringWriter();
        template.execute(out, List.of(new Helpers(), view));
        return out.toString();
    }

    /** Functions the templates may call: {@code {{#code}}{{{apiName}}}{{/code}}} makes a Markdown code span. */
    static final class Helpers {
        /** Markdown code span of the (unescaped) section text. */
        final Function<String, String> code = Markdown::code;
    }

    /** A factory that loads templates next to this class and escapes {@code {{x}}} with {@code encoder}. */
    static final class Factory extends DefaultMustacheFactory {
        private final Function<String, String> encoder;

        Factory(Function<String, String> encoder) {
            super(SchemaReferenceGenerator::template);
            this.encoder = encoder;
        }

        @Override
        public void encode(String value, Writer writer) {
            try {
                writer.write(encoder.apply(value));
            } catch (IOException e) {
                throw new MustacheException("cannot write", e);
            }
        }
    }

    private static Reader template(String name) {
        InputStream in = SchemaReferenceGenerator.class.getResourceAsStream(TEMPLATES + name);
        if (in == null) {
            throw new UncheckedIOException(new IOException("missing template " + TEMPLATES + name));
        }
        return new InputStreamReader(in, StandardCharsets.UTF_8);
    }

    /** Escaping for Markdown (GitHub flavour), safe in table cells, headings and paragraphs. */
    static final class Markdown {
        private Markdown() {}

        /**
         * Text that renders literally: Markdown punctuation is backslash-escaped, {@code |} too (table
         * cells), {@code <}, {@code >} and {@code &} become entities, line breaks {@code <br>}, non-ASCII
         * characters numeric entities; other control characters are dropped.
         */
        static String text(String text) {
            if (text == null) {
                return "";
            }
            int start = 0;
            while (start < text.length() && plain(text.charAt(start))) {
                start++;
            }
            if (start == text.length()) {
                return text; // most names and labels: nothing to escape
            }
            StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, start);
            for (int i = start; i < text.length(); ) {
                int c = text.codePointAt(i);
                i += Character.charCount(c);
                if (c == '\r' && i < text.length() && text.charAt(i) == '\n') {
                    continue; // \r\n is one break; the \n writes it
                }
                switch (c) {
                    case '\\', '`', '*', '_', '[', ']', '|', '~', '#' ->
                        out.append('\\').appendCodePoint(c);
                    case '<' -> out.append("&lt;");
                    case '>' -> out.append("&gt;");
                    case '&' -> out.append("&amp;");
                    case '\n', '\r', 0x85, 0x2028, 0x2029 -> out.append("<br>");
                    case '\t' -> out.append(' ');
                    default -> appendVisible(out, c);
                }
            }
            return out.toString();
        }

        /**
         * A code span of {@code text}; text a single-backtick span cannot hold literally (backticks, pipes,
         * line breaks, non-ASCII, surrounding spaces) is escaped as plain text instead.
         */
        static String code(String text) {
            if (text == null || text.isEmpty()) {
                return "";
            }
            boolean plain = !text.startsWith(" ") && !text.endsWith(" ");
            for (int i = 0; plain && i < text.length(); i++) {
                char c = text.charAt(i);
                plain = c >= 0x20 && c < 0x7f && c != '`' && c != '|';
            }
            return plain ? "`" + text + "`" : text(text);
        }

        /** Whether {@link #text(String)} keeps {@code c} as it is: printable ASCII without Markdown punctuation. */
        private static boolean plain(char c) {
            return c >= 0x20 && c < 0x7f && "\\`*_[]|~#<>&".indexOf(c) < 0;
        }
    }

    /** Escaping for HTML text and attribute values, ASCII-only output. */
    static final class Html {
        private Html() {}

        /** Escapes {@code & < > " ' `} and non-ASCII as entities; keeps line breaks; drops other controls. */
        static String text(String text) {
            if (text == null) {
                return "";
            }
            int start = 0;
            while (start < text.length() && plain(text.charAt(start))) {
                start++;
            }
            if (start == text.length()) {
                return text; // most names and labels: nothing to escape
            }
            StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, start);
            for (int i = start; i < text.length(); ) {
                int c = text.codePointAt(i);
                i += Character.charCount(c);
                switch (c) {
                    case '&' -> out.append("&amp;");
                    case '<' -> out.append("&lt;");
                    case '>' -> out.append("&gt;");
                    case '"' -> out.append("&quot;");
                    case '\'' -> out.append("&#39;");
                    case '`' -> out.append("&#96;");
                    case '\r' -> out.append(i < text.length() && text.charAt(i) == '\n' ? "" : "\n");
                    case '\n', '\t' -> out.appendCodePoint(c);
                    default -> appendVisible(out, c);
                }
            }
            return out.toString();
        }

        /**
         * Code (an identifier, a type, a signature) escaped as {@link #text(String)}, with a break opportunity
         * ({@code <wbr>}) only where a reader expects one: after a dot, a comma or an underscore before a capital ({@code
         * refin__<wbr>Cost_<wbr>Center__c}), before {@code <}. The pages' CSS forbids breaks anywhere else, so a
         * narrow column never cuts {@code getCostCenterId()} or {@code RecordId<Dimension>} inside a word.
         */
        static String code(String code) {
            if (code == null) {
                return "";
            }
            StringBuilder out = new StringBuilder(code.length() + 16);
            for (int i = 0; i < code.length(); i += Character.charCount(code.codePointAt(i))) {
                char c = code.charAt(i);
                if (c == '<' && i > 0) {
                    out.append("<wbr>");
                }
                out.append(text(new String(Character.toChars(code.codePointAt(i)))));
                boolean boundary = c == '.'
                        || c == ','
                        || (c == '_' && i + 1 < code.length() && Character.isUpperCase(code.charAt(i + 1)));
                if (boundary && i + 1 < code.length() && code.charAt(i + 1) != ' ') {
                    out.append("<wbr>");
                }
            }
            return out.toString();
        }

        /** Whether {@link #text(String)} keeps {@code c} as it is: printable ASCII but markup, line feed, tab. */
        private static boolean plain(char c) {
            return (c >= 0x20 && c < 0x7f && "&<>\"'`".indexOf(c) < 0) || c == '\n' || c == '\t';
        }
    }

    /**
     * Appends a character that shows as itself in HTML-based text: ASCII as is, other characters as numeric entities
     * (so pages stay ASCII), control, format, surrogate and unassigned characters not at all.
     */
    static void appendVisible(StringBuilder out, int c) {
        int type = Character.getType(c);
        if (Character.isISOControl(c)
                || type == Character.FORMAT
                || type == Character.SURROGATE
                || type == Character.UNASSIGNED) {
            return;
        }
        if (c < 0x80) {
            out.append((char) c);
        } else {
            out.append("&#").append(c).append(';');
        }
    }
}
