package dev.refin.codegen.reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
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

    /** A routed line: its points from the parent's side to the child's. */
    record Line(List<double[]> points) {}

    /**
     * The result.
     *
     * @param width the drawing's width
     * @param height the drawing's height
     * @param boxes per node id
     * @param lines per edge, in the model's edge order
     */
    record Result(double width, double height, Map<String, Box> boxes, List<Line> lines) {}

    private ErLayout() {}

    /** Lays out {@code model} with boxes of the given sizes (width, height per node id). */
    static Result layout(ErModel model, Map<String, double[]> sizes) {
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, "org.eclipse.elk.layered");
        root.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        root.setProperty(CoreOptions.PADDING, new ElkPadding(16));
        root.setProperty(CoreOptions.SPACING_NODE_NODE, 20.0);
        root.setProperty(CoreOptions.SPACING_EDGE_EDGE, 8.0);
        root.setProperty(CoreOptions.SPACING_EDGE_NODE, 12.0);
        root.setProperty(CoreOptions.SPACING_COMPONENT_COMPONENT, 32.0);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 56.0);
        root.setProperty(LayeredOptions.SPACING_EDGE_NODE_BETWEEN_LAYERS, 16.0);
        root.setProperty(LayeredOptions.SPACING_EDGE_EDGE_BETWEEN_LAYERS, 8.0);
        root.setProperty(LayeredOptions.RANDOM_SEED, 1);
        root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        root.setProperty(LayeredOptions.MERGE_EDGES, true);
        Map<String, ElkNode> nodes = new HashMap<>();
        for (ErModel.Node node : model.nodes()) {
            ElkNode elk = ElkGraphUtil.createNode(root);
            elk.setIdentifier(node.id());
            double[] size = sizes.get(node.id());
            elk.setDimensions(size[0], size[1]);
            nodes.put(node.id(), elk);
        }
        List<ElkEdge> edges = new ArrayList<>();
        for (ErModel.Edge edge : model.edges()) {
            edges.add(ElkGraphUtil.createSimpleEdge(nodes.get(edge.parent()), nodes.get(edge.child())));
        }
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());
        Map<String, Box> boxes = new HashMap<>();
        for (ErModel.Node node : model.nodes()) {
            ElkNode elk = nodes.get(node.id());
            boxes.put(node.id(), new Box(elk.getX(), elk.getY(), elk.getWidth(), elk.getHeight()));
        }
        List<Line> lines = new ArrayList<>();
        for (ElkEdge edge : edges) {
            List<double[]> points = new ArrayList<>();
            for (ElkEdgeSection section : edge.getSections()) {
                points.add(new double[] {section.getStartX(), section.getStartY()});
                for (ElkBendPoint bend : section.getBendPoints()) {
                    points.add(new double[] {bend.getX(), bend.getY()});
                }
                points.add(new double[] {section.getEndX(), section.getEndY()});
            }
            lines.add(new Line(points));
        }
        return new Result(root.getWidth(), root.getHeight(), boxes, lines);
    }
}
