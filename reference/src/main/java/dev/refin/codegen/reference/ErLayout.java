package dev.refin.codegen.reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.eclipse.elk.alg.layered.options.GreedySwitchType;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.LayeringStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.math.ElkMargin;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Places boxes and routes lines with Eclipse ELK's layered algorithm: parents to the left of their children,
 * orthogonal lines. The options are fixed and nodes and edges go in in the model's sorted order, so the same model
 * always gets the same coordinates.
 */
final class ErLayout {

    /** A placed box. */
    record Box(double x, double y, double width, double height) {}

    /**
     * A routed line: its points from the parent's side to the child's; a relationship of an object with itself is a
     * loop above its box.
     */
    record Line(List<double[]> points, boolean loop) {}

    /**
     * The result.
     *
     * @param width the drawing's width
     * @param height the drawing's height
     * @param boxes per node id
     * @param lines per edge, in the model's edge order
     * @param leftToRight whether the layers run from left to right (else from top to bottom)
     * @param stubs per edge number, the stub box of a relationship drawn to a small copy of its parent under the child
     *     (see {@link ErStubs}) instead of a line across the picture to the parent's box; that edge's line is the short
     *     one from the stub to the child
     */
    record Result(
            double width,
            double height,
            Map<String, Box> boxes,
            List<Line> lines,
            boolean leftToRight,
            Map<Integer, Box> stubs) {

        /** A result without stubs. */
        Result(double width, double height, Map<String, Box> boxes, List<Line> lines, boolean leftToRight) {
            this(width, height, boxes, lines, leftToRight, Map.of());
        }
    }

    /**
     * The widest picture that fits a page at 1280 px (the templates' content is about 1210 px wide there) at its
     * natural size, so its smallest text (11 px) stays above 10 px wherever the page is at least that wide.
     */
    static final double MAX_WIDTH = 1200;

    /** Room above a box for the loop of a relationship of the object with itself. */
    static final double LOOP_HEIGHT = 18;

    static {
        // ELK registers its algorithms on first use; done once here (class initialisation is thread-safe), pictures
        // can be laid out on several threads.
        LayoutMetaDataService.getInstance();
    }

    private ErLayout() {}

    /**
     * Lays out {@code model} with boxes of the given sizes (width, height per node id): in layers from left to right
     * and, when that is wider than {@link #MAX_WIDTH}, in layers from top to bottom with a bounded number of boxes
     * per layer, if that is narrower.
     */
    static Result layout(ErModel model, Map<String, double[]> sizes) {
        return layout(model, sizes, 1);
    }

    /**
     * Like {@link #layout(ErModel, Map)}, trying {@code attempts} orders of the crossing minimisation (ELK's random
     * seed) and keeping the narrowest that fits {@link #MAX_WIDTH} with the fewest crossings: a picture whose lines a
     * reader follows is worth a few more layouts of the few pictures drawn this way (the index and its clusters).
     */
    static Result layout(ErModel model, Map<String, double[]> sizes, int attempts) {
        return search(
                model, attempts, MAX_WIDTH, r -> true, (seed, stubbed) -> layout(model, sizes, seed, false, stubbed));
    }

    /**
     * Like {@link #layout(ErModel, Map, int)} without stubs: whether a picture fits {@link #MAX_WIDTH}, for the many
     * candidate clusters tried (a picture with stubs is only chosen where it fits as well as this one).
     */
    static Result layoutWithoutStubs(ErModel model, Map<String, double[]> sizes, int attempts) {
        return best(
                attempts,
                MAX_WIDTH,
                r -> true,
                (seed, stubbed) -> layout(model, sizes, seed, false, stubbed),
                Set.of(),
                null);
    }

    /**
     * The whole model in layers from left to right with tighter spacing between lines, the one of {@code attempts}
     * seeds with the fewest crossings among those at most {@code maxWidth} wide and {@code acceptable}; null when none
     * is.
     */
    static Result layoutTight(
            ErModel model, Map<String, double[]> sizes, double maxWidth, int attempts, Predicate<Result> acceptable) {
        return search(
                model,
                attempts,
                maxWidth,
                r -> r.width() <= maxWidth && acceptable.test(r),
                (seed, stubbed) -> layout(model, sizes, Direction.RIGHT, 0, seed, true, stubbed));
    }

    /** One layout of the model: with ELK's random {@code seed}, the edges {@code stubbed} drawn to stubs. */
    private interface Attempt {
        Result run(int seed, Set<Integer> stubbed);
    }

    /** How many rounds of drawing the lookups that still cross to stubs are tried after the hubs'. */
    private static final int CROSSING_ROUNDS = 3;

    /**
     * The best of {@code attempts} seeds, first with no stubs, then with the lookups of one more hub at a time drawn
     * to stubs (see {@link ErStubs}), then with the lookups that still cross as well, until a picture has no
     * crossing: the one with the fewest crossings and, of those, the fewest stubs.
     */
    private static Result search(
            ErModel model, int attempts, double maxWidth, Predicate<Result> acceptable, Attempt attempt) {
        Result best = null;
        List<String> hubs = ErStubs.hubs(model);
        for (int k = 0; k <= hubs.size(); k++) {
            best = best(attempts, maxWidth, acceptable, attempt, ErStubs.lookupsOf(model, hubs.subList(0, k)), best);
            if (best != null && crossings(best.lines()) == 0) {
                return best; // drawing further hubs as stubs would only take lines away
            }
        }
        for (int round = 0; round < CROSSING_ROUNDS && best != null && crossings(best.lines()) > 0; round++) {
            Set<Integer> stubbed = new TreeSet<>(best.stubs().keySet());
            stubbed.addAll(ErStubs.crossingLookups(model, best.lines()));
            if (stubbed.equals(best.stubs().keySet())) {
                break;
            }
            Result next = best(attempts, maxWidth, acceptable, attempt, stubbed, best);
            if (next == best) {
                break;
            }
            best = next;
        }
        return best;
    }

    private static Result best(
            int attempts,
            double maxWidth,
            Predicate<Result> acceptable,
            Attempt attempt,
            Set<Integer> stubbed,
            Result best) {
        for (int seed = 1; seed <= attempts; seed++) {
            Result candidate = attempt.run(seed, stubbed);
            if (acceptable.test(candidate) && (best == null || better(candidate, best, maxWidth))) {
                best = candidate;
            }
        }
        return best;
    }

    /** Whether {@code a} is the better picture: within {@code maxWidth} first, then fewer crossings, then smaller. */
    private static boolean better(Result a, Result b, double maxWidth) {
        boolean aFits = a.width() <= maxWidth;
        boolean bFits = b.width() <= maxWidth;
        if (aFits != bFits) {
            return aFits;
        }
        if (!aFits) {
            return a.width() < b.width();
        }
        int ca = crossings(a.lines());
        int cb = crossings(b.lines());
        if (ca != cb) {
            return ca < cb;
        }
        if (a.stubs().size() != b.stubs().size()) {
            return a.stubs().size() < b.stubs().size(); // a line the reader follows beats a stub
        }
        return a.width() * a.height() < b.width() * b.height();
    }

    /** How often two lines cross: a segment of one crossing a segment of another inside both. */
    static int crossings(List<Line> lines) {
        int crossings = 0;
        for (int a = 0; a < lines.size(); a++) {
            List<double[]> p = lines.get(a).points();
            for (int b = a + 1; b < lines.size(); b++) {
                List<double[]> q = lines.get(b).points();
                for (int i = 0; i + 1 < p.size(); i++) {
                    for (int j = 0; j + 1 < q.size(); j++) {
                        if (crossesInside(p.get(i), p.get(i + 1), q.get(j), q.get(j + 1))) {
                            crossings++;
                        }
                    }
                }
            }
        }
        return crossings;
    }

    private static double cross(double[] o, double[] a, double[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    }

    private static boolean crossesInside(double[] s1, double[] s2, double[] t1, double[] t2) {
        double d1 = cross(t1, t2, s1);
        double d2 = cross(t1, t2, s2);
        double d3 = cross(s1, s2, t1);
        double d4 = cross(s1, s2, t2);
        double eps = 1e-6;
        return ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps))
                && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps));
    }

    private static Result layout(
            ErModel model, Map<String, double[]> sizes, int seed, boolean tight, Set<Integer> stubbed) {
        Result wide = layout(model, sizes, Direction.RIGHT, 0, seed, tight, stubbed);
        if (wide.width() <= MAX_WIDTH) {
            return wide;
        }
        Result best = wide;
        double widest = sizes.values().stream().mapToDouble(s -> s[0]).max().orElse(MAX_WIDTH);
        int first = Math.max(1, (int) (MAX_WIDTH / (widest + 24)));
        for (int bound = first; bound >= Math.max(1, first - 1); bound--) {
            Result down = layout(model, sizes, Direction.DOWN, bound, seed, tight, Set.of());
            if (down.width() < best.width()) {
                best = down;
            }
            if (best.width() <= MAX_WIDTH) {
                break;
            }
        }
        return best;
    }

    private static Result layout(
            ErModel model,
            Map<String, double[]> sizes,
            Direction direction,
            int layerBound,
            int seed,
            boolean tight,
            Set<Integer> stubbed) {
        // Stubs hang under their child's box: only where lines leave boxes at their sides (layers left to right).
        ErStubs stubs = new ErStubs(model, direction == Direction.RIGHT ? stubbed : Set.of());
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, "org.eclipse.elk.layered");
        root.setProperty(CoreOptions.DIRECTION, direction);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        root.setProperty(CoreOptions.PADDING, new ElkPadding(16));
        root.setProperty(CoreOptions.SPACING_NODE_NODE, 24.0);
        // Tight: lines 5 px apart (still distinct at the 0.9 scale of a page 1280 px wide), layers closer.
        root.setProperty(CoreOptions.SPACING_EDGE_EDGE, tight ? 5.0 : 10.0);
        root.setProperty(CoreOptions.SPACING_EDGE_NODE, 12.0);
        root.setProperty(CoreOptions.SPACING_COMPONENT_COMPONENT, 32.0);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, tight ? 30.0 : 48.0);
        root.setProperty(LayeredOptions.SPACING_EDGE_NODE_BETWEEN_LAYERS, tight ? 10.0 : 14.0);
        root.setProperty(LayeredOptions.SPACING_EDGE_EDGE_BETWEEN_LAYERS, tight ? 5.0 : 8.0);
        root.setProperty(LayeredOptions.RANDOM_SEED, seed);
        // Every relationship its own line: merged edges share trunks nobody can follow.
        root.setProperty(LayeredOptions.MERGE_EDGES, false);
        root.setProperty(LayeredOptions.CROSSING_MINIMIZATION_GREEDY_SWITCH_TYPE, GreedySwitchType.TWO_SIDED);
        if (isStar(model)) {
            // One object and its neighbours (an object page): every line touches the centre, there is little to
            // reorder, and a page per object of a large org makes the default's seven attempts add up.
            root.setProperty(LayeredOptions.THOROUGHNESS, 1);
            root.setProperty(LayeredOptions.CROSSING_MINIMIZATION_GREEDY_SWITCH_TYPE, GreedySwitchType.OFF);
        }
        // Unconnected parts (a large org's cluster overview is a forest) are packed to this width over height.
        root.setProperty(CoreOptions.ASPECT_RATIO, layerBound > 0 ? 0.5 : 1.6);
        if (layerBound > 0) {
            root.setProperty(LayeredOptions.LAYERING_STRATEGY, LayeringStrategy.COFFMAN_GRAHAM);
            root.setProperty(LayeredOptions.LAYERING_COFFMAN_GRAHAM_LAYER_BOUND, layerBound);
        }
        Set<String> looped = new HashSet<>();
        for (ErModel.Edge edge : model.edges()) {
            if (edge.parent().equals(edge.child())) {
                looped.add(edge.parent());
            }
        }
        Map<String, ElkNode> nodes = new HashMap<>();
        for (ErModel.Node node : model.nodes()) {
            ElkNode elk = ElkGraphUtil.createNode(root);
            elk.setIdentifier(node.id());
            double[] size = sizes.get(node.id());
            // A looped box is laid out taller by the loop's room; no line may end in that room.
            double extra = looped.contains(node.id()) ? LOOP_HEIGHT : 0;
            double below = stubs.heightUnder(node.id());
            elk.setDimensions(Math.max(size[0], stubs.widthUnder(node.id())), size[1] + extra + below);
            if (extra > 0 || below > 0) {
                elk.setProperty(CoreOptions.SPACING_PORTS_SURROUNDING, new ElkMargin(extra + 4, 0, below + 4, 0));
            }
            nodes.put(node.id(), elk);
        }
        List<ElkEdge> edges = new ArrayList<>();
        for (int i = 0; i < model.edges().size(); i++) {
            ErModel.Edge edge = model.edges().get(i);
            edges.add(
                    edge.parent().equals(edge.child()) || stubs.isStub(i)
                            ? null
                            : ElkGraphUtil.createSimpleEdge(nodes.get(edge.parent()), nodes.get(edge.child())));
        }
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());
        Map<String, Box> boxes = new HashMap<>();
        for (ErModel.Node node : model.nodes()) {
            ElkNode elk = nodes.get(node.id());
            double extra = looped.contains(node.id()) ? LOOP_HEIGHT : 0;
            double below = stubs.heightUnder(node.id());
            boxes.put(
                    node.id(),
                    new Box(elk.getX(), elk.getY() + extra, elk.getWidth(), elk.getHeight() - extra - below));
        }
        List<Line> lines = new ArrayList<>();
        Map<Integer, Box> stubBoxes = new HashMap<>();
        for (int i = 0; i < edges.size(); i++) {
            ElkEdge edge = edges.get(i);
            if (stubs.isStub(i)) {
                ErModel.Edge stubbedEdge = model.edges().get(i);
                Box stub = stubs.place(i, boxes.get(stubbedEdge.child()));
                stubBoxes.put(i, stub);
                lines.add(stubs.connector(i, stub, boxes.get(stubbedEdge.child())));
                continue;
            }
            if (edge == null) {
                lines.add(loop(boxes.get(model.edges().get(i).parent())));
                continue;
            }
            List<double[]> points = new ArrayList<>();
            for (ElkEdgeSection section : edge.getSections()) {
                points.add(new double[] {section.getStartX(), section.getStartY()});
                for (ElkBendPoint bend : section.getBendPoints()) {
                    points.add(new double[] {bend.getX(), bend.getY()});
                }
                points.add(new double[] {section.getEndX(), section.getEndY()});
            }
            lines.add(new Line(points, false));
        }
        return new Result(root.getWidth(), root.getHeight(), boxes, lines, direction == Direction.RIGHT, stubBoxes);
    }

    /** Whether one node touches every edge. */
    private static boolean isStar(ErModel model) {
        if (model.edges().isEmpty()) {
            return true;
        }
        ErModel.Edge first = model.edges().get(0);
        return model.edges().stream()
                        .allMatch(e ->
                                e.parent().equals(first.parent()) || e.child().equals(first.parent()))
                || model.edges().stream()
                        .allMatch(e ->
                                e.parent().equals(first.child()) || e.child().equals(first.child()));
    }

    /** A loop above the box's right end: up from the top edge, across, and down again. */
    private static Line loop(Box box) {
        double right = box.x() + box.width() - 12;
        double left = right - 26;
        double top = box.y() - LOOP_HEIGHT + 3;
        return new Line(
                List.of(
                        new double[] {left, box.y()},
                        new double[] {left, top},
                        new double[] {right, top},
                        new double[] {right, box.y()}),
                true);
    }
}
