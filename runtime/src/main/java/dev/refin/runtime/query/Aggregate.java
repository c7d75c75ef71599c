package dev.refin.runtime.query;

import dev.refin.runtime.SObject;
import java.util.Locale;
import java.util.Objects;

/**
 * An aggregate column ({@code SUM(refin__Amount__c) total}) with the Java type of its value; read back
 * from an {@link AggregateRow} with {@link AggregateRow#get(Aggregate)}. Immutable.
 *
 * @param <E> the queried entity
 * @param <T> the Java type of the aggregated value
 */
public final class Aggregate<E extends SObject<E>, T> {
    /** How the value is read back. */
    enum Result {
        LONG,
        DECIMAL,
        FIELD
    }

    private final String function;
    private final QueryPath<E, ?> path;
    private final String alias;
    private final Result result;

    Aggregate(String function, QueryPath<E, ?> path, String alias, Result result) {
        this.function = function;
        this.path = path;
        this.alias = alias == null ? null : SoqlLiteral.identifier(alias, "alias");
        this.result = result;
    }

    /** The same aggregate under another column alias (by default derived from function and field). */
    public Aggregate<E, T> as(String newAlias) {
        return new Aggregate<>(function, path, Objects.requireNonNull(newAlias, "alias"), result);
    }

    /** The column alias the value comes back under. */
    public String alias() {
        if (alias != null) {
            return alias;
        }
        String name = path == null ? "all" : path.soql().replace('.', '_');
        return (function.toLowerCase(Locale.ROOT) + "_" + name).replace("__", "_");
    }

    QueryPath<E, ?> path() {
        return path;
    }

    Result result() {
        return result;
    }

    /** {@code > value} on this aggregate, for HAVING only: {@code where} does not take it. */
    public HavingCondition<E> gt(T value) {
        return having(expression() + " > " + SoqlLiteral.format(Objects.requireNonNull(value, "value")));
    }

    /** {@code < value} on this aggregate, for HAVING only. */
    public HavingCondition<E> lt(T value) {
        return having(expression() + " < " + SoqlLiteral.format(Objects.requireNonNull(value, "value")));
    }

    /** {@code != value} on this aggregate, for HAVING only. */
    public HavingCondition<E> ne(T value) {
        return having(expression() + " != " + SoqlLiteral.format(Objects.requireNonNull(value, "value")));
    }

    /** A HAVING condition of this aggregate: it is not a {@link Condition}, which is what {@code where} takes. */
    private static <E> HavingCondition<E> having(String soql) {
        return new HavingCondition<>(Condition.atom(soql));
    }

    /** Orders groups by this aggregate, ascending. */
    public Ordering<E> asc() {
        return new Ordering<>(expression(), false, null, true);
    }

    /** Orders groups by this aggregate, descending. */
    public Ordering<E> desc() {
        return new Ordering<>(expression(), true, null, true);
    }

    /** The aggregate expression without alias, e.g. {@code SUM(refin__Amount__c)}. */
    String expression() {
        return function + "(" + (path == null ? "" : path.soql()) + ")";
    }

    /** The column as SOQL, with its alias. */
    @Override
    public String toString() {
        return expression() + " " + alias();
    }
}
