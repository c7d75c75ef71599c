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
     * A field reached from a record through zero or more parents, such as {@code refin__Entity__r.Name}, possibly
     * under a date function such as {@code CALENDAR_YEAR(CreatedDate)}.
     *
     * @param hops the lookups followed
     * @param field the field read at the end
     * @param function the date function applied to the field's value, or null
     */
    record Path(List<Hop> hops, FieldDescribe field, String function) {
        Path(List<Hop> hops, FieldDescribe field) {
            this(hops, field, null);
        }

        /** The same path under a date function. */
        Path under(String dateFunction) {
            return new Path(hops, field, dateFunction);
        }

        /** The kind of the path's values: the field's, or the date function's result. */
        Values.Kind kind() {
            return function == null ? Values.kind(field) : DateFunctions.kind(function);
        }

        /** The value at the end of the path, or null when a parent is missing or the field is empty. */
        JsonNode value(Resolver resolver, JsonNode record) {
            JsonNode value = fieldValue(resolver, record);
            return function == null ? value : DateFunctions.apply(function, value);
        }

        private JsonNode fieldValue(Resolver resolver, JsonNode record) {
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

        /** The path as the canonical dotted name, inside its function if any. */
        String dotted() {
            StringBuilder out = new StringBuilder();
            for (Hop hop : hops) {
                out.append(hop.relationshipName()).append('.');
            }
            out.append(field.name());
            return function == null ? out.toString() : function + "(" + out + ")";
        }
    }

    /** One entry of a SELECT list. */
    sealed interface Column permits FieldColumn, ChildColumn, AggregateColumn, TypeOfColumn {}

    /**
     * A {@code TYPEOF} of a polymorphic lookup: the parent's fields chosen by the parent's type.
     *
     * @param hop the polymorphic lookup
     * @param fields the fields to read per parent type (lower-case object name), WHEN branches and ELSE combined
     */
    record TypeOfColumn(Hop hop, java.util.Map<String, List<Path>> fields) implements Column {}

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

    /** A HAVING condition over one group's records, with the executor computing its aggregates. */
    @FunctionalInterface
    interface GroupCondition {
        boolean test(
                Resolver resolver,
                List<JsonNode> members,
                java.util.function.Function<AggregateColumn, JsonNode> compute);
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
     * @param having the HAVING condition on groups, or null
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
            boolean aggregate,
            GroupCondition having) {}
}
