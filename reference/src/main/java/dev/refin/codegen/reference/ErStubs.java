package dev.refin.codegen.reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Stubs of hub objects: an object that many others look up (a ledger entity, a GL account, an accounting period)
 * draws a line across the picture from each of them, and those lines cross nearly every other. A lookup of such a
 * hub can instead be drawn to a small copy of the hub hanging under the child's box, marked as a reference and
 * linking to the hub's page, with a short line of its own; the hub's full box stays in the picture with its other
 * lines. {@link ErLayout} tries the hubs with the most lookups first, one more at a time, and keeps the picture with
 * the fewest crossings (and, of those, the fewest stubs).
 *
 * <p>Under a box its stubs stand one below the other, indented; the line of each runs from the stub's left end to
 * the left and up into the box's bottom, the lowest stub's line leftmost, so that no two of them cross or share a
 * stretch.
 */
final class ErStubs {
    /** A hub is looked up by at least this many other objects of the picture. */
    static final int MIN_LOOKUPS = 3;

    /** At most this many hubs are drawn as stubs. */
    static final int MAX_HUBS = 6;

    static final double HEIGHT = 20;
    private static final double GAP = 4;
    private static final double TOP = 8;
    private static final double INDENT = 10;
    private static final double STEP = 7;
    private static final double LEAD = 22;
    private static final double TEXT_SIZE = 11;
    /** Generous advance of a sans-serif character, in em (as the boxes' monospace text). */
    private static final double ADVANCE = 0.61;

    static final double PAD_X = 7;

    private final ErModel model;
    /** Per child, its stubbed edges in edge order. */
    private final Map<String, List<Integer>> under = new HashMap<>();

    private final Map<Integer, String> childOf = new HashMap<>();

    /** The stubs of the edges {@code stubbed} of {@code model} (those that may be stubs, see {@link #stubbable}). */
    ErStubs(ErModel model, Set<Integer> stubbed) {
        this.model = model;
        for (int i = 0; i < model.edges().size(); i++) {
            ErModel.Edge edge = model.edges().get(i);
            if (stubbed.contains(i) && stubbable(edge)) {
                under.computeIfAbsent(edge.child(), c -> new ArrayList<>()).add(i);
                childOf.put(i, edge.child());
            }
        }
    }

    /**
     * The hubs of {@code model}, most looked-up first (ties in the model's order): objects that at least
     * {@link #MIN_LOOKUPS} others look up, at most {@link #MAX_HUBS}.
     */
    static List<String> hubs(ErModel model) {
        Map<String, Integer> lookups = new HashMap<>();
        for (ErModel.Edge edge : model.edges()) {
            if (stubbable(edge)) {
                lookups.merge(edge.parent(), 1, Integer::sum);
            }
        }
        Map<String, Integer> order = new HashMap<>();
        for (int i = 0; i < model.nodes().size(); i++) {
            order.put(model.nodes().get(i).id(), i);
        }
        return lookups.entrySet().stream()
                .filter(e -> e.getValue() >= MIN_LOOKUPS && order.containsKey(e.getKey()))
                .sorted(Map.Entry.<String, Integer>comparingByValue()
                        .reversed()
                        .thenComparing(e -> order.get(e.getKey())))
                .limit(MAX_HUBS)
                .map(Map.Entry::getKey)
                .toList();
    }

    /** The numbers of the edges of {@code model} that look up one of {@code hubs}. */
    static Set<Integer> lookupsOf(ErModel model, List<String> hubs) {
        Set<Integer> edges = new TreeSet<>();
        for (int i = 0; i < model.edges().size(); i++) {
            if (hubs.contains(model.edges().get(i).parent())
                    && stubbable(model.edges().get(i))) {
                edges.add(i);
            }
        }
        return edges;
    }

    /** The numbers of the lookups of {@code model} whose {@code lines} cross another line. */
    static Set<Integer> crossingLookups(ErModel model, List<ErLayout.Line> lines) {
        Set<Integer> edges = new TreeSet<>();
        for (int a = 0; a < lines.size(); a++) {
            for (int b = a + 1; b < lines.size(); b++) {
                if (ErLayout.crossings(List.of(lines.get(a), lines.get(b))) > 0) {
                    for (int e : new int[] {a, b}) {
                        if (stubbable(model.edges().get(e))) {
                            edges.add(e);
                        }
                    }
                }
            }
        }
        return edges;
    }

    /** A master-detail keeps its line (the detail belongs with its parent), and so does an object's own loop. */
    private static boolean stubbable(ErModel.Edge edge) {
        return !edge.masterDetail() && !edge.parent().equals(edge.child());
    }

    /** Whether edge {@code index} is drawn to a stub. */
    boolean isStub(int index) {
        return childOf.containsKey(index);
    }

    /** The room under box {@code id} its stubs take. */
    double heightUnder(String id) {
        List<Integer> stubs = under.get(id);
        return stubs == null ? 0 : TOP + stubs.size() * (HEIGHT + GAP);
    }

    /** The width box {@code id} needs for its stubs. */
    double widthUnder(String id) {
        List<Integer> stubs = under.get(id);
        if (stubs == null) {
            return 0;
        }
        double widest = stubs.stream().mapToDouble(this::width).max().orElse(0);
        return Math.ceil(INDENT + (stubs.size() - 1) * STEP + LEAD + widest);
    }

    /** The stub of edge {@code index} under its child's {@code box}. */
    ErLayout.Box place(int index, ErLayout.Box box) {
        List<Integer> stubs = under.get(childOf.get(index));
        int row = stubs.indexOf(index);
        double top = box.y() + box.height() + TOP + row * (HEIGHT + GAP);
        double left = box.x() + INDENT + (stubs.size() - 1) * STEP + LEAD;
        return new ErLayout.Box(left, top, width(index), HEIGHT);
    }

    /** The line of edge {@code index}: from its stub's left end, left, and up into the child's {@code box}. */
    ErLayout.Line connector(int index, ErLayout.Box stub, ErLayout.Box box) {
        List<Integer> stubs = under.get(childOf.get(index));
        int row = stubs.indexOf(index);
        double x = box.x() + INDENT + (stubs.size() - 1 - row) * STEP;
        double middle = stub.y() + HEIGHT / 2;
        return new ErLayout.Line(
                List.of(new double[] {stub.x(), middle}, new double[] {x, middle}, new double[] {
                    x, box.y() + box.height()
                }),
                false);
    }

    /** The text of the stub of {@code edge} in {@code model}: an arrow and the hub's title. */
    static String label(ErModel model, ErModel.Edge edge) {
        String title = model.node(edge.parent()).map(ErModel.Node::title).orElse(edge.parent());
        return "\u2192 " + title;
    }

    private double width(int index) {
        ErModel.Edge edge = model.edges().get(index);
        boolean cluster = model.node(edge.parent()).map(ErModel.Node::isCluster).orElse(false);
        // A link between clusters also shows its count, right-aligned.
        int count = cluster ? ErClusters.count(edge).length() + 1 : 0;
        return Math.ceil((label(model, edge).length() + count) * TEXT_SIZE * ADVANCE + 2 * PAD_X);
    }
}
