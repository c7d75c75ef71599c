package dev.refin.runtime.query;

import dev.refin.runtime.SObject;

/**
 * A path to a field the describe marks {@code groupable: false} (currency, number, percent, date and time, a number
 * formula): it filters and sorts, but it is not a {@link Path}, so {@code AggregateQuery.groupBy} refuses it at
 * compile time, and it offers no {@code LIKE}. The platform answers either with {@code MALFORMED_QUERY} or {@code
 * INVALID_FIELD}. Aggregate it with {@code Soql.sum}, {@code min}, {@code max}, ... instead.
 *
 * @param <E> the queried entity
 * @param <T> the Java type of the field's values
 */
public final class NotGroupablePath<E extends SObject<E>, T> extends FilterablePath<E, T> {
    NotGroupablePath(Path<E, T> path) {
        super(path);
    }

    /** Ascending order. */
    public Ordering<E> asc() {
        return path.asc();
    }

    /** Descending order. */
    public Ordering<E> desc() {
        return path.desc();
    }
}
