package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import java.util.List;

/** A query resolved against the schema: what the executor runs. */
final class Plan {
    private Plan() {}

    /**
     * One step from a record to its parent through a lookup.
     *
     * @param reference the lookup field
     * @param targets the objects the lookup may point at
     */
    record Hop(FieldDescribe reference, List<String> targets) {
        String relationshipName() {
            return reference.relationshipName();
        }
    }

    /**
     * A field reached from a record through zero or more parents, such as {@code refin__Entity__r.Name}.
     *
     * @param hops the lookups followed
     * @param field the field read at the end
     */
    record Path(List<Hop> hops, FieldDescribe field) {
        /** The value at the end of the path, or null when a parent is missing or the field is empty. */
        JsonNode value(Resolver resolver, JsonNode record) {
            JsonNode current = record;
            for (Hop hop : hops) {
                Resolver.Found parent = resolver.parent(current, hop);
                if (parent == null) {
                    return null;
                }
                current = parent.record();
            }
            JsonNode value = resolver.value(current, field);
            return value == null || value.isNull() ? null : value;
        }

        /** The path as the canonical dotted name. */
        String dotted() {
            StringBuilder out = new StringBuilder();
            for (Hop hop : hops) {
                out.append(hop.relationshipName()).append('.');
            }
            return out.append(field.name()).toString();
        }
    }

    /** One entry of a SELECT list. */
    sealed interface Column permits FieldColumn, ChildColumn, AggregateColumn {}

    /**
     * A selected field.
     *
     * @param path the field
     * @param alias the alias, or null
     */
    record FieldColumn(Path path, String alias) implements Column {}

    /**
     * A parent-to-child subquery.
     *
     * @param relationshipName the child relationship's name as described
     * @param childField the child's lookup to the parent
     * @param query the subquery on the child object
     */
    record ChildColumn(String relationshipName, String childField, Select query) implements Column {}

    /**
     * An aggregate function.
     *
     * @param function COUNT, COUNT_DISTINCT, SUM, AVG, MIN or MAX
     * @param path the field aggregated, or null for COUNT()
     * @param name the column's name in the result: the alias or {@code exprN}
     */
    record AggregateColumn(String function, Path path, String name) implements Column {}

    /** A WHERE condition. */
    @FunctionalInterface
    interface Condition {
        boolean test(Resolver resolver, JsonNode record);
    }

    /**
     * One ORDER BY entry.
     *
     * @param path the field ordered by, or null when ordering by an aggregate
     * @param aggregate the aggregate ordered by, or null
     * @param descending whether DESC
     * @param nullsFirst whether nulls sort first
     */
    record Order(Path path, AggregateColumn aggregate, boolean descending, boolean nullsFirst) {}

    /**
     * A compiled query or subquery.
     *
     * @param object the object queried
     * @param columns the SELECT list, in order
     * @param where the filter, or null
     * @param groupBy the grouped fields
     * @param orderBy the ordering
     * @param limit the LIMIT, or null
     * @param offset the OFFSET, 0 when absent
     * @param countOnly whether the query is {@code SELECT COUNT()}
     * @param aggregate whether rows are AggregateResult groups
     */
    record Select(
            ObjectDescribe object,
            List<Column> columns,
            Condition where,
            List<Path> groupBy,
            List<Order> orderBy,
            Integer limit,
            int offset,
            boolean countOnly,
            boolean aggregate) {}
}
