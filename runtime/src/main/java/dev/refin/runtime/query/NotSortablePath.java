package dev.refin.runtime.query;

import dev.refin.runtime.SObject;

/**
 * A path to a field the describe marks {@code sortable: false} (and {@code groupable: false}): it filters, but has
 * no {@code asc()} or {@code desc()}, so ordering by it does not compile, and it is not a {@link Path}, so {@code
 * groupBy} refuses it. The platform refuses such an {@code ORDER BY} with {@code INVALID_FIELD}.
 *
 * @param <E> the queried entity
 * @param <T> the Java type of the field's values
 */
public final class NotSortablePath<E extends SObject<E>, T> extends FilterablePath<E, T> {
    NotSortablePath(Path<E, T> path) {
        super(path);
    }
}
