package dev.refin.codegen.reference;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.describe.ApiNames;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.runtime.FieldType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * What the entity-relationship pictures draw: objects as nodes and reference fields as edges from the referenced
 * (parent) object to the referencing (child) one, with the marks the pictures show. Nodes are sorted by id and edges
 * by parent, child and kind, so every picture drawn from a model is the same on every run.
 *
 * @param nodes the boxes, sorted by id
 * @param edges the lines, sorted by parent, child, kind
 */
public record ErModel(List<Node> nodes, List<Edge> edges) {

    /**
     * The audit and ownership fields every object has; drawn, they would tie every object to {@code User} and bury
     * the package's own relationships.
     */
    static final Set<String> SYSTEM_REFERENCES = Set.of("OwnerId", "CreatedById", "LastModifiedById");

    private static final Pattern NAMESPACE_PREFIX = Pattern.compile("([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*)__");

    /** Where an object comes from, relative to the package the code is generated for. */
    enum Origin {
        /** An object of the package (its namespace), or any custom object when there is no package namespace. */
        PACKAGE,
        /** A custom object without a namespace: added by the org's administrator. */
        ADMIN,
        /** An object of another managed package. */
        OTHER_NAMESPACE,
        /** A standard object of the platform, such as {@code Account}. */
        STANDARD
    }

    /** How a node or an edge changed between two versions of a schema; {@link #UNCHANGED} outside drift reports. */
    enum Status {
        UNCHANGED,
        ADDED,
        REMOVED,
        CHANGED
    }

    /**
     * One box.
     *
     * @param id the object's API name (unique in the model)
     * @param title the first line: the Java class, or the API name where there is none
     * @param subtitle the second line, usually the API name
     * @param origin where the object comes from
     * @param namespace the object's namespace, or null
     * @param href where the box links to, or null for objects without a page
     * @param adminFields the custom fields without a namespace on an object that has one (admin-added), sorted
     * @param status how the object changed (drift reports)
     * @param note an extra line (drift reports: what changed), or null
     */
    record Node(
            String id,
            String title,
            String subtitle,
            Origin origin,
            String namespace,
            String href,
            List<String> adminFields,
            Status status,
            String note) {
        Node {
            adminFields = List.copyOf(adminFields);
        }

        Node withoutAdminFields() {
            return new Node(id, title, subtitle, origin, namespace, href, List.of(), status, note);
        }

        Node withStatus(Status newStatus, String newNote) {
            return new Node(id, title, subtitle, origin, namespace, href, adminFields, newStatus, newNote);
        }

        /** Whether this node stands for a cluster of objects (API names have no hyphen, cluster ids do). */
        boolean isCluster() {
            return id.startsWith(ErClusters.PREFIX);
        }

        /** The words naming the origin mark, or null for the package's own objects. */
        String originMark() {
            return switch (origin) {
                case PACKAGE -> null;
                case ADMIN -> "admin-added object";
                case OTHER_NAMESPACE -> "namespace " + namespace;
                case STANDARD -> "standard object";
            };
        }
    }

    /**
     * One line: the child's reference fields to the parent of one kind.
     *
     * @param parent the referenced object's id
     * @param child the referencing object's id
     * @param masterDetail whether the fields are master-detail (deleting the parent deletes the child)
     * @param fields the reference fields (or, between clusters, a count), in describe order
     * @param status how the relationship changed (drift reports)
     */
    record Edge(String parent, String child, boolean masterDetail, List<String> fields, Status status) {
        Edge {
            fields = List.copyOf(fields);
        }

        String key() {
            return parent + "\u0000" + child + "\u0000" + masterDetail;
        }
    }

    public ErModel {
        nodes = nodes.stream().sorted(Comparator.comparing(Node::id)).toList();
        edges = edges.stream()
                .sorted(Comparator.comparing(Edge::parent)
                        .thenComparing(Edge::child)
                        .thenComparing(Edge::masterDetail))
                .toList();
    }

    /**
     * The model of {@code objects}: one node per object plus one per referenced object that is not among them,
     * one edge per parent, child and kind.
     *
     * @param packageNamespace the package's namespace (marks admin-added fields and foreign objects), or null
     * @param title the first line of an object's box
     * @param href the link of an object's box, or null
     */
    static ErModel of(
            List<ObjectDescribe> objects,
            String packageNamespace,
            Function<ObjectDescribe, String> title,
            Function<ObjectDescribe, String> href) {
        Map<String, Node> nodes = new TreeMap<>();
        Map<String, Edge> edges = new TreeMap<>();
        List<ObjectDescribe> sorted = objects.stream()
                .sorted(Comparator.comparing(ObjectDescribe::name))
                .toList();
        for (ObjectDescribe object : sorted) {
            Origin origin = origin(object.name(), packageNamespace);
            List<String> admin = origin == Origin.ADMIN || packageNamespace == null
                    ? List.of()
                    : object.fields().stream()
                            .filter(f ->
                                    f.custom() && ApiNames.namespace(f.name()).isEmpty())
                            .map(FieldDescribe::name)
                            .sorted()
                            .toList();
            nodes.put(
                    object.name(),
                    new Node(
                            object.name(),
                            title.apply(object),
                            object.name(),
                            origin,
                            ApiNames.namespace(object.name()).orElse(null),
                            href.apply(object),
                            admin,
                            Status.UNCHANGED,
                            null));
        }
        for (ObjectDescribe object : sorted) {
            for (FieldDescribe field : object.fields()) {
                if (field.type() != FieldType.REFERENCE || SYSTEM_REFERENCES.contains(field.name())) {
                    continue;
                }
                boolean masterDetail = isMasterDetail(field);
                for (String target : field.referenceTo()) {
                    nodes.computeIfAbsent(target, t -> external(t, packageNamespace));
                    Edge edge = new Edge(target, object.name(), masterDetail, List.of(field.name()), Status.UNCHANGED);
                    edges.merge(edge.key(), edge, ErModel::join);
                }
            }
        }
        return new ErModel(List.copyOf(nodes.values()), List.copyOf(edges.values()));
    }

    /** A master-detail field: deleting the parent deletes the child (junction objects also have an order). */
    static boolean isMasterDetail(FieldDescribe field) {
        return field.cascadeDelete() || field.relationshipOrder() != null;
    }

    /** The namespace the configuration's prefix selects ({@code refin} for {@code refin__}), or null. */
    public static String packageNamespace(GeneratorConfig config) {
        var matcher = NAMESPACE_PREFIX.matcher(config.prefix());
        return matcher.matches() ? matcher.group(1) : null;
    }

    /** Where the object named {@code apiName} comes from. */
    static Origin origin(String apiName, String packageNamespace) {
        Optional<String> namespace = ApiNames.namespace(apiName);
        if (namespace.isPresent()) {
            return packageNamespace == null || namespace.get().equalsIgnoreCase(packageNamespace)
                    ? Origin.PACKAGE
                    : Origin.OTHER_NAMESPACE;
        }
        if (ApiNames.suffix(apiName).isPresent()) {
            return packageNamespace == null ? Origin.PACKAGE : Origin.ADMIN;
        }
        return Origin.STANDARD;
    }

    /** A box for a referenced object that is not part of the model's objects: no page to link to. */
    private static Node external(String apiName, String packageNamespace) {
        return new Node(
                apiName,
                apiName,
                "not generated",
                origin(apiName, packageNamespace),
                ApiNames.namespace(apiName).orElse(null),
                null,
                List.of(),
                Status.UNCHANGED,
                null);
    }

    private static Edge join(Edge a, Edge b) {
        List<String> fields = new ArrayList<>(a.fields());
        fields.addAll(b.fields());
        return new Edge(a.parent(), a.child(), a.masterDetail(), fields, a.status());
    }

    /** The node with this id, if any. */
    Optional<Node> node(String id) {
        return nodes.stream().filter(n -> n.id().equals(id)).findFirst();
    }

    /** The object {@code id} with its direct neighbours and the edges that touch it. */
    ErModel around(String id) {
        return neighbourhoods().around(id);
    }

    /** Every object's neighbourhood, indexed once: for drawing a picture per object of a large model. */
    Neighbourhoods neighbourhoods() {
        return new Neighbourhoods(this);
    }

    /** The nodes and the edges touching each node, by node id. */
    static final class Neighbourhoods {
        private final Map<String, Node> nodes = new java.util.HashMap<>();
        private final Map<String, List<Edge>> touching = new java.util.HashMap<>();

        private Neighbourhoods(ErModel model) {
            model.nodes.forEach(n -> nodes.put(n.id(), n));
            for (Edge edge : model.edges) {
                touching.computeIfAbsent(edge.parent(), k -> new ArrayList<>()).add(edge);
                if (!edge.child().equals(edge.parent())) {
                    touching.computeIfAbsent(edge.child(), k -> new ArrayList<>())
                            .add(edge);
                }
            }
        }

        /** The object {@code id} with its direct neighbours and the edges that touch it. */
        ErModel around(String id) {
            Set<String> keep = new LinkedHashSet<>();
            keep.add(id);
            List<Edge> edges = touching.getOrDefault(id, List.of());
            for (Edge edge : edges) {
                keep.add(edge.parent());
                keep.add(edge.child());
            }
            // Only the object itself lists its admin-added fields; on every neighbour they would drown the picture.
            List<Node> kept = new ArrayList<>();
            for (String k : keep) {
                Node node = nodes.get(k);
                kept.add(k.equals(id) ? node : node.withoutAdminFields());
            }
            return new ErModel(kept, edges);
        }
    }

    /**
     * The model with the generated objects' boxes titled by their class name alone (the API name moves to the box's
     * hover text): narrower boxes, for the picture of a whole org.
     */
    ErModel titlesOnly() {
        return new ErModel(
                nodes.stream()
                        .map(n -> n.href() == null || n.isCluster()
                                ? n
                                : new Node(
                                        n.id(),
                                        n.title(),
                                        null,
                                        n.origin(),
                                        n.namespace(),
                                        n.href(),
                                        n.adminFields(),
                                        n.status(),
                                        n.note()))
                        .toList(),
                edges);
    }

    /** The nodes with these ids and the edges between them. */
    ErModel subset(Set<String> ids) {
        return new ErModel(
                nodes.stream().filter(n -> ids.contains(n.id())).toList(),
                edges.stream()
                        .filter(e -> ids.contains(e.parent()) && ids.contains(e.child()))
                        .toList());
    }

    /** How many nodes the model has. */
    int size() {
        return nodes.size();
    }

    /** The ids of the nodes, in order. */
    List<String> ids() {
        return nodes.stream().map(Node::id).toList();
    }

    /** The edges per node id: how many relationships each object has, for picking a cluster's name. */
    Map<String, Integer> degrees() {
        Map<String, Integer> degrees = new LinkedHashMap<>();
        nodes.forEach(n -> degrees.put(n.id(), 0));
        for (Edge edge : edges) {
            degrees.merge(edge.parent(), edge.fields().size(), Integer::sum);
            if (!edge.child().equals(edge.parent())) {
                degrees.merge(edge.child(), edge.fields().size(), Integer::sum);
            }
        }
        return degrees;
    }

    /** A readable list of fields for tooltips and labels: {@code a, b, c} or {@code a, b +3}. */
    static String fieldList(List<String> fields, int shown) {
        if (fields.size() <= shown) {
            return String.join(", ", fields);
        }
        return String.join(", ", fields.subList(0, shown)) + " +" + (fields.size() - shown);
    }

    /** Lower-case words for a status, for captions and CSS-free colour lookups. */
    static String word(Status status) {
        return status.name().toLowerCase(Locale.ROOT);
    }
}
