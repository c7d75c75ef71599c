package dev.refin.runtime.query;

/**
 * One ORDER BY term: a path, a direction and where nulls go; made with {@link Path#asc()} or
 * {@link Path#desc()}. Immutable.
 *
 * @param <E> the queried entity
 */
public final class Ordering<E> {
    private final String path;
    private final boolean descending;
    private final String nulls;
    /** Whether the term orders by an aggregate ({@code SUM(...)}), not a path. */
    private final boolean aggregate;

    Ordering(String path, boolean descending, String nulls) {
        this(path, descending, nulls, false);
    }

    Ordering(String path, boolean descending, String nulls, boolean aggregate) {
        this.path = path;
        this.descending = descending;
        this.nulls = nulls;
        this.aggregate = aggregate;
    }

    /** The path or aggregate ordered by, as SOQL. */
    String path() {
        return path;
    }

    boolean isAggregate() {
        return aggregate;
    }

    /** The same term with nulls sorted first. */
    public Ordering<E> nullsFirst() {
        return new Ordering<>(path, descending, "NULLS FIRST", aggregate);
    }

    /** The same term with nulls sorted last. */
    public Ordering<E> nullsLast() {
        return new Ordering<>(path, descending, "NULLS LAST", aggregate);
    }

    /** The term as SOQL, e.g. {@code Name DESC NULLS LAST}. */
    @Override
    public String toString() {
        return path + (descending ? " DESC" : " ASC") + (nulls == null ? "" : " " + nulls);
    }
}
