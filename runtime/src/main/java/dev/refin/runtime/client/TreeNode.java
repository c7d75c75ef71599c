package dev.refin.runtime.client;

import dev.refin.runtime.ChildRelationship;
import dev.refin.runtime.SObject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A record and its children for an sObject tree insert ({@code /composite/tree}): e.g. an invoice with its
 * lines under the child relationship {@code refin__Lines__r}. Immutable.
 *
 * @param <E> the record's entity
 */
public final class TreeNode<E extends SObject<E>> {
    private final E record;
    private final Map<String, List<TreeNode<?>>> children;

    private TreeNode(E record, Map<String, List<TreeNode<?>>> children) {
        this.record = Objects.requireNonNull(record, "record");
        this.children = children;
    }

    /** A record without children. */
    public static <E extends SObject<E>> TreeNode<E> of(E record) {
        return new TreeNode<>(record, Map.of());
    }

    /**
     * The same node with child records (without children of their own) under a child relationship of its entity:
     * {@code TreeNode.of(invoice).withChildren(SalesInvoice.LINES, lines)}.
     */
    public <C extends SObject<C>> TreeNode<E> withChildren(ChildRelationship<E, C> relationship, List<C> records) {
        Objects.requireNonNull(relationship, "relationship");
        return withChildren(relationship.relationshipName(), records);
    }

    /** The same node with child nodes (which may have children) under a child relationship of its entity. */
    public <C extends SObject<C>> TreeNode<E> withChildNodes(
            ChildRelationship<E, C> relationship, List<TreeNode<C>> nodes) {
        Objects.requireNonNull(relationship, "relationship");
        return withChildNodes(relationship.relationshipName(), List.copyOf(nodes));
    }

    /**
     * The escape hatch for a relationship the generated code does not declare: child records under a child
     * relationship named as in the describe. Prefer {@link #withChildren(ChildRelationship, List)}.
     */
    public TreeNode<E> withChildren(String relationshipName, List<? extends SObject<?>> records) {
        List<TreeNode<?>> nodes = new ArrayList<>(records.size());
        for (SObject<?> child : records) {
            nodes.add(node(child));
        }
        return withChildNodes(relationshipName, nodes);
    }

    /** The escape hatch: child nodes (which may have children) under a child relationship named as in the describe. */
    public TreeNode<E> withChildNodes(String relationshipName, List<? extends TreeNode<?>> nodes) {
        Objects.requireNonNull(relationshipName, "relationshipName");
        Map<String, List<TreeNode<?>>> more = new LinkedHashMap<>(children);
        more.computeIfAbsent(relationshipName, name -> new ArrayList<>()).addAll(nodes);
        more.replaceAll((name, list) -> List.copyOf(list));
        return new TreeNode<>(record, Collections.unmodifiableMap(more));
    }

    @SuppressWarnings({"unchecked", "rawtypes"}) // SObject<?> is always some E extends SObject<E>.
    private static TreeNode<?> node(SObject<?> record) {
        return TreeNode.of((SObject) record);
    }

    /** The record. */
    public E record() {
        return record;
    }

    /** The child nodes by child relationship name. */
    public Map<String, List<TreeNode<?>>> children() {
        return children;
    }

    /** Every record of this node and below, depth first. */
    int size() {
        int size = 1;
        for (List<TreeNode<?>> list : children.values()) {
            for (TreeNode<?> child : list) {
                size += child.size();
            }
        }
        return size;
    }

    /** The record type and number of records; never values. */
    @Override
    public String toString() {
        return "TreeNode[" + record.sobjectType().apiName() + ", " + size() + " records]";
    }
}
