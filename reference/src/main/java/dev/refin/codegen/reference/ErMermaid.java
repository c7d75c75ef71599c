package dev.refin.codegen.reference;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Writes a model as a Mermaid {@code erDiagram}, which GitHub and GitLab render in Markdown. Master-detail
 * relationships are identifying (solid line, {@code ||--o{}), lookups non-identifying (dashed, {@code |o..o{}).
 * Objects that are not the package's own, objects without a page and drift states are named in the entity's
 * label; admin-added fields are listed as attributes.
 *
 * <p>Labels are metadata and may hold anything, so every label keeps only letters, digits and
 * {@code space _ . , : ( ) / + -}; other characters become {@code _}. That cannot break out of a quoted label or
 * the Markdown code fence around the diagram.
 */
final class ErMermaid {
    private ErMermaid() {}

    /** The diagram of {@code model} from left to right, ending with a line break. */
    static String diagram(ErModel model) {
        return diagram(model, true);
    }

    /**
     * The diagram of {@code model}, ending with a line break: from left to right or, where the SVG picture had to
     * run from top to bottom to fit the page, from top to bottom too.
     */
    static String diagram(ErModel model, boolean leftToRight) {
        Map<String, String> names = entityNames(model);
        // As the SVG picture runs: left to right, an object's neighbours stack in columns instead of one row as wide as
        // the page, which GitHub would shrink to unreadable text.
        StringBuilder out = new StringBuilder("erDiagram\n    direction " + (leftToRight ? "LR" : "TB") + "\n");
        for (ErModel.Node node : model.nodes()) {
            out.append("    ").append(names.get(node.id()));
            String label = label(node);
            if (label != null) {
                out.append("[\"").append(safe(label)).append("\"]");
            }
            if (!node.adminFields().isEmpty()) {
                out.append(" {\n");
                for (String field : node.adminFields()) {
                    out.append("        field ").append(identifier(field)).append(" \"admin-added\"\n");
                }
                out.append("    }");
            }
            out.append('\n');
        }
        for (ErModel.Edge edge : model.edges()) {
            out.append("    ")
                    .append(names.get(edge.parent()))
                    .append(edge.masterDetail() ? " ||--o{ " : " |o..o{ ")
                    .append(names.get(edge.child()))
                    .append(" : \"")
                    .append(safe(edgeLabel(edge)))
                    .append("\"\n");
        }
        return out.toString();
    }

    private static String edgeLabel(ErModel.Edge edge) {
        String fields = ErModel.fieldList(edge.fields(), 2);
        return edge.status() == ErModel.Status.UNCHANGED ? fields : ErModel.word(edge.status()) + ": " + fields;
    }

    /** The entity's shown name when it needs more than its identifier: marks, missing page, drift state. */
    private static String label(ErModel.Node node) {
        StringBuilder marks = new StringBuilder();
        if (node.originMark() != null) {
            marks.append(node.originMark());
        }
        if (node.href() == null && !node.isCluster()) {
            marks.append(marks.length() == 0 ? "" : ", ").append("not generated");
        }
        if (node.status() != ErModel.Status.UNCHANGED) {
            marks.append(marks.length() == 0 ? "" : ", ").append(ErModel.word(node.status()));
        }
        if (node.isCluster()) {
            return node.title() + " (" + node.subtitle() + ")";
        }
        return marks.length() == 0 ? null : node.title() + " (" + marks + ")";
    }

    /** Mermaid entity identifiers: the title as letters, digits and underscores, unique within the diagram. */
    private static Map<String, String> entityNames(ErModel model) {
        Map<String, String> names = new HashMap<>();
        Set<String> taken = new HashSet<>();
        for (ErModel.Node node : model.nodes()) {
            String base = identifier(node.isCluster() ? node.id() : node.title());
            String name = base;
            for (int i = 2; !taken.add(name); i++) {
                name = base + "_" + i;
            }
            names.put(node.id(), name);
        }
        return names;
    }

    /** An identifier Mermaid accepts: ASCII letters, digits and underscores, starting with a letter. */
    static String identifier(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(isAsciiLetterOrDigit(c) || c == '_' ? c : '_');
        }
        if (out.length() == 0 || !Character.isLetter(out.charAt(0))) {
            out.insert(0, 'E');
        }
        return out.toString();
    }

    /** Label text that cannot end a quoted label or the Markdown fence: see the class comment. */
    static String safe(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            out.append(isAsciiLetterOrDigit(c) || " _.,:()/+-".indexOf(c) >= 0 ? c : '_');
        }
        return out.toString();
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    /** Wraps a diagram in a Markdown code fence Mermaid-aware renderers draw; the caller ends the line. */
    static String fenced(String diagram) {
        return "```mermaid\n" + diagram + "```";
    }
}
