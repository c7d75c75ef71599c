package dev.refin.runtime.query;

import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.StringJoiner;

/**
 * A query of aggregates ({@code SUM}, {@code COUNT}, ...) grouped by fields, e.g. ledger balances by
 * account; its rows are {@link AggregateRow}s. Immutable; every refinement returns a new query.
 *
 * @param <E> the queried entity
 */
public final class AggregateQuery<E extends SObject<E>> {
    private final SObjectType<E> type;
    private final List<Path<E, ?>> groupBy;
    private final List<Aggregate<E, ?>> aggregates;
    private final Condition<E> where;
    private final Condition<E> having;
    private final List<Ordering<E>> orderBy;
    private final Integer limit;

    private AggregateQuery(
            SObjectType<E> type,
            List<Path<E, ?>> groupBy,
            List<Aggregate<E, ?>> aggregates,
            Condition<E> where,
            Condition<E> having,
            List<Ordering<E>> orderBy,
            Integer limit) {
        this.type = type;
        this.groupBy = List.copyOf(groupBy);
        this.aggregates = List.copyOf(aggregates);
        this.where = where;
        this.having = having;
        this.orderBy = List.copyOf(orderBy);
        this.limit = limit;
    }

    static <E extends SObject<E>> AggregateQuery<E> of(SObjectType<E> type, List<Aggregate<E, ?>> aggregates) {
        if (aggregates.isEmpty()) {
            throw new IllegalArgumentException("select at least one aggregate");
        }
        Set<String> aliases = new HashSet<>();
        for (Aggregate<E, ?> aggregate : aggregates) {
            if (!aliases.add(aggregate.alias().toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("two aggregates share the alias " + aggregate.alias());
            }
        }
        return new AggregateQuery<>(type, List.of(), aggregates, null, null, List.of(), null);
    }

    /** The entity whose rows are aggregated. */
    public SObjectType<E> sobjectType() {
        return type;
    }

    /** Groups by these paths (added after earlier ones); each also comes back as a column. */
    @SafeVarargs
    public final AggregateQuery<E> groupBy(Path<E, ?>... paths) {
        List<Path<E, ?>> more = new ArrayList<>(groupBy);
        for (Path<E, ?> path : paths) {
            more.add(path);
        }
        return new AggregateQuery<>(type, more, aggregates, where, having, orderBy, limit);
    }

    /** Adds a row condition; several calls are joined with AND. */
    public AggregateQuery<E> where(Condition<E> condition) {
        Objects.requireNonNull(condition, "condition");
        Condition<E> all = where == null ? condition : where.and(condition);
        return new AggregateQuery<>(type, groupBy, aggregates, all, having, orderBy, limit);
    }

    /**
     * Adds a group condition made from an {@link Aggregate}, e.g. {@code sum.ne(BigDecimal.ZERO)}; several calls are
     * joined with AND.
     */
    public AggregateQuery<E> having(HavingCondition<E> condition) {
        return having(Objects.requireNonNull(condition, "condition").condition());
    }

    /** Adds a group condition on grouped fields; several calls are joined with AND. */
    public AggregateQuery<E> having(Condition<E> condition) {
        Objects.requireNonNull(condition, "condition");
        Condition<E> all = having == null ? condition : having.and(condition);
        return new AggregateQuery<>(type, groupBy, aggregates, where, all, orderBy, limit);
    }

    /** Adds ORDER BY terms (grouped paths or aggregates). */
    @SafeVarargs
    public final AggregateQuery<E> orderBy(Ordering<E>... terms) {
        List<Ordering<E>> more = new ArrayList<>(orderBy);
        for (Ordering<E> term : terms) {
            more.add(term);
        }
        return new AggregateQuery<>(type, groupBy, aggregates, where, having, more, limit);
    }

    /** At most {@code rows} groups; must be positive. */
    public AggregateQuery<E> limit(int rows) {
        if (rows <= 0) {
            throw new IllegalArgumentException("LIMIT must be positive: " + rows);
        }
        return new AggregateQuery<>(type, groupBy, aggregates, where, having, orderBy, rows);
    }

    /**
     * The query text to send.
     *
     * @throws IllegalArgumentException when an ORDER BY term is neither a grouped path nor an aggregate, which the
     *     platform refuses with {@code MALFORMED_QUERY}
     */
    public String toSoql() {
        Set<String> grouped = new HashSet<>();
        groupBy.forEach(path -> grouped.add(path.soql()));
        for (Ordering<E> term : orderBy) {
            if (!term.isAggregate() && !grouped.contains(term.path())) {
                throw new IllegalArgumentException("ORDER BY " + term.path() + " in an aggregate query: order by a"
                        + " grouped path or an aggregate; the platform refuses a field that is neither");
            }
        }
        StringJoiner columns = new StringJoiner(", ");
        groupBy.forEach(path -> columns.add(path.soql()));
        aggregates.forEach(aggregate -> columns.add(aggregate.toString()));
        StringBuilder out =
                new StringBuilder("SELECT ").append(columns).append(" FROM ").append(type.apiName());
        if (where != null) {
            out.append(" WHERE ").append(where);
        }
        if (!groupBy.isEmpty()) {
            StringJoiner keys = new StringJoiner(", ", " GROUP BY ", "");
            groupBy.forEach(path -> keys.add(path.soql()));
            out.append(keys);
        }
        if (having != null) {
            out.append(" HAVING ").append(having);
        }
        if (!orderBy.isEmpty()) {
            StringJoiner terms = new StringJoiner(", ", " ORDER BY ", "");
            orderBy.forEach(term -> terms.add(term.toString()));
            out.append(terms);
        }
        if (limit != null) {
            out.append(" LIMIT ").append(limit);
        }
        return out.toString();
    }

    /** The query text. */
    @Override
    public String toString() {
        return toSoql();
    }
}
