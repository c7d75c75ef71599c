package dev.refin.runtime.query;

import dev.refin.runtime.ChildRelationship;
import dev.refin.runtime.Field;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * A SOQL query whose rows are records of {@code E}: built from typed fields with {@link Soql}, or raw text
 * with bound parameters from {@link SoqlTemplate}. Immutable; every refinement returns a new query.
 *
 * @param <E> the queried entity
 */
public final class SoqlQuery<E extends SObject<E>> {
    /** The platform refuses a larger OFFSET with {@code NUMBER_OUTSIDE_VALID_RANGE}. */
    static final int MAX_OFFSET = 2000;

    private final SObjectType<E> type;
    private final String raw;
    private final List<String> columns;
    private final Condition<E> where;
    private final List<Ordering<E>> orderBy;
    private final Integer limit;
    private final Integer offset;

    private SoqlQuery(
            SObjectType<E> type,
            String raw,
            List<String> columns,
            Condition<E> where,
            List<Ordering<E>> orderBy,
            Integer limit,
            Integer offset) {
        this.type = type;
        this.raw = raw;
        this.columns = List.copyOf(columns);
        this.where = where;
        this.orderBy = List.copyOf(orderBy);
        this.limit = limit;
        this.offset = offset;
    }

    static <E extends SObject<E>> SoqlQuery<E> select(SObjectType<E> type, List<String> columns) {
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("select at least one field");
        }
        return new SoqlQuery<>(type, null, columns, null, List.of(), null, null);
    }

    static <E extends SObject<E>> SoqlQuery<E> raw(SObjectType<E> type, String soql) {
        return new SoqlQuery<>(type, soql, List.of(), null, List.of(), null, null);
    }

    /** Checks that a field was declared by {@code type}, so a field of another object cannot slip in. */
    static <E extends SObject<E>> String column(SObjectType<E> type, Field<E, ?> field) {
        Objects.requireNonNull(field, "field");
        if (type.field(field.apiName()).orElse(null) != field) {
            throw new IllegalArgumentException(field.apiName() + " is not a field of " + type.apiName());
        }
        return SoqlLiteral.identifier(field.apiName(), "field");
    }

    /** The entity the rows are read as. */
    public SObjectType<E> sobjectType() {
        return type;
    }

    /** Also selects fields of parents, e.g. {@code Path.parent(Line.INVOICE).get(Invoice.NAME)}. */
    @SafeVarargs
    public final SoqlQuery<E> alsoSelect(Path<E, ?>... paths) {
        List<String> more = new ArrayList<>(columns);
        for (Path<E, ?> path : paths) {
            more.add(path.soql());
        }
        return copy(more, where, orderBy, limit, offset);
    }

    /**
     * Also selects fields of parents that the platform does not filter on, sort or group by, e.g. {@code
     * Soql.parent(Line.INVOICE).get(Invoice.NOTES)}.
     */
    @SafeVarargs
    public final SoqlQuery<E> alsoSelect(QueryPath<E, ?>... paths) {
        List<String> more = new ArrayList<>(columns);
        for (QueryPath<E, ?> path : paths) {
            more.add(path.soql());
        }
        return copy(more, where, orderBy, limit, offset);
    }

    /**
     * Adds a child subquery of one of the entity's child relationships, e.g. the lines of an invoice:
     * {@code withChildren(SalesInvoice.LINES, Soql.select(SalesInvoiceLine.NAME).from(SalesInvoiceLine.SOBJECT_TYPE))}
     * is written {@code (SELECT Name FROM refin__Lines__r)}.
     *
     * @throws IllegalArgumentException when {@code child} selects from another object than the relationship's
     */
    public <C extends SObject<C>> SoqlQuery<E> withChildren(ChildRelationship<E, C> relationship, SoqlQuery<C> child) {
        Objects.requireNonNull(relationship, "relationship");
        Objects.requireNonNull(child, "child");
        if (!child.sobjectType().apiName().equals(relationship.childType().apiName())) {
            throw new IllegalArgumentException("the subquery of " + relationship.relationshipName() + " must select"
                    + " from " + relationship.childType().apiName() + ", not "
                    + child.sobjectType().apiName());
        }
        return withChildren(relationship.relationshipName(), child);
    }

    /**
     * The escape hatch for a relationship the generated code does not declare: a child subquery written with
     * {@code FROM relationshipName}. Prefer {@link #withChildren(ChildRelationship, SoqlQuery)}.
     */
    public <C extends SObject<C>> SoqlQuery<E> withChildren(String relationshipName, SoqlQuery<C> child) {
        Objects.requireNonNull(child, "child");
        if (child.raw != null) {
            throw new IllegalArgumentException("a child subquery must be built, not raw text");
        }
        List<String> more = new ArrayList<>(columns);
        more.add("(" + child.render(SoqlLiteral.identifier(relationshipName, "child relationship name")) + ")");
        return copy(more, where, orderBy, limit, offset);
    }

    /** Adds a condition; several calls are joined with AND. */
    public SoqlQuery<E> where(Condition<E> condition) {
        Objects.requireNonNull(condition, "condition");
        return copy(columns, where == null ? condition : where.and(condition), orderBy, limit, offset);
    }

    /** Adds ORDER BY terms after any earlier ones. */
    @SafeVarargs
    public final SoqlQuery<E> orderBy(Ordering<E>... terms) {
        List<Ordering<E>> more = new ArrayList<>(orderBy);
        for (Ordering<E> term : terms) {
            more.add(term);
        }
        return copy(columns, where, more, limit, offset);
    }

    /** At most {@code rows} rows; must be positive. */
    public SoqlQuery<E> limit(int rows) {
        if (rows <= 0) {
            throw new IllegalArgumentException("LIMIT must be positive: " + rows);
        }
        return copy(columns, where, orderBy, rows, offset);
    }

    /** Skips {@code rows} rows; 0 to 2,000. */
    public SoqlQuery<E> offset(int rows) {
        if (rows < 0 || rows > MAX_OFFSET) {
            throw new IllegalArgumentException("OFFSET must be between 0 and " + MAX_OFFSET + ": " + rows);
        }
        return copy(columns, where, orderBy, limit, rows);
    }

    private SoqlQuery<E> copy(
            List<String> newColumns,
            Condition<E> newWhere,
            List<Ordering<E>> newOrder,
            Integer newLimit,
            Integer newOffset) {
        if (raw != null) {
            throw new IllegalStateException("a raw query cannot be refined; write the whole text in the template");
        }
        return new SoqlQuery<>(type, null, newColumns, newWhere, newOrder, newLimit, newOffset);
    }

    /** The query text to send. */
    public String toSoql() {
        return raw != null ? raw : render(type.apiName());
    }

    private String render(String from) {
        StringBuilder out = new StringBuilder("SELECT ")
                .append(String.join(", ", columns))
                .append(" FROM ")
                .append(from);
        if (where != null) {
            out.append(" WHERE ").append(where);
        }
        if (!orderBy.isEmpty()) {
            StringJoiner terms = new StringJoiner(", ", " ORDER BY ", "");
            orderBy.forEach(term -> terms.add(term.toString()));
            out.append(terms);
        }
        if (limit != null) {
            out.append(" LIMIT ").append(limit);
        }
        if (offset != null) {
            out.append(" OFFSET ").append(offset);
        }
        return out.toString();
    }

    /** The query text. */
    @Override
    public String toString() {
        return toSoql();
    }
}
