package dev.refin.codegen.reference;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Makes every relationship of a picture traceable without script: hovering or focusing a box brings forward the box,
 * its lines and the boxes at their other ends, hovering or focusing a line brings forward the line and its two
 * boxes, and everything else fades. Each box and line carries a class per element that brings it forward
 * ({@code h-n3}: box 3, {@code h-e7}: line 7), and the picture's style sheet has one {@code :has()} rule per box
 * and line.
 */
final class ErHighlight {
    private ErHighlight() {}

    /** The classes of box {@code number}: itself, its lines and its neighbours. */
    static String classes(ErModel model, int number, Map<String, Integer> index, Set<Integer> stubs) {
        String id = model.nodes().get(number).id();
        TreeSet<String> classes = new TreeSet<>();
        classes.add("h-n" + number);
        for (int e = 0; e < model.edges().size(); e++) {
            ErModel.Edge edge = model.edges().get(e);
            if (edge.parent().equals(id) || edge.child().equals(id)) {
                classes.add("h-e" + e);
                if (stubs.contains(e)) {
                    classes.add("h-s" + e);
                }
                classes.add("h-n" + index.get(edge.parent()));
                classes.add("h-n" + index.get(edge.child()));
            }
        }
        return String.join(" ", classes);
    }

    /** The classes of line {@code number} from box {@code parent} to box {@code child}. */
    static String edgeClasses(int number, int parent, int child) {
        return "h-e" + number + " h-n" + parent + (parent == child ? "" : " h-n" + child);
    }

    /** The picture's style sheet: fading, bringing forward, and the rule of each box and line. */
    static void style(StringBuilder out, String pid, ErModel model, Map<String, Integer> index, Set<Integer> stubs) {
        String any = "#" + pid + ":has(.er-node:hover, .er-node:focus, .er-edge:hover, .er-edge:focus"
                + (stubs.isEmpty() ? "" : ", .er-stub:hover, .er-stub:focus") + ")";
        out.append("<style>\n")
                .append(any)
                .append(" .er-edge { opacity: 0.12; }\n")
                .append(any)
                .append(" .er-node")
                .append(stubs.isEmpty() ? "" : ", " + any + " .er-stub")
                .append(" { opacity: 0.3; }\n")
                .append("#")
                .append(pid)
                .append(" .er-edge:hover .er-line, #")
                .append(pid)
                .append(" .er-edge:focus .er-line { stroke-width: 4; }\n")
                .append("#")
                .append(pid)
                .append(" .er-node:hover rect, #")
                .append(pid)
                .append(" .er-node:focus rect { stroke-width: 3.5; }\n")
                .append("#")
                .append(pid)
                .append(" :focus { outline: none; }\n");
        for (int i = 0; i < model.nodes().size(); i++) {
            rule(out, pid, "n" + i);
        }
        for (int e = 0; e < model.edges().size(); e++) {
            rule(out, pid, "e" + e);
            if (stubs.contains(e)) {
                rule(out, pid, "s" + e);
            }
        }
        out.append("</style>\n");
    }

    private static void rule(StringBuilder out, String pid, String element) {
        out.append('#')
                .append(pid)
                .append(":has(#")
                .append(pid)
                .append('-')
                .append(element)
                .append(":hover, #")
                .append(pid)
                .append('-')
                .append(element)
                .append(":focus) .h-")
                .append(element)
                .append(" { opacity: 1; }\n");
    }
}
