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

    Ordering(String path, boolean descending, String nulls) {
        this.path = path;
        this.descending = descending;
        this.nulls = nulls;
    }

    /** The same term with nulls sorted first. */
    public Ordering<E> nullsFirst() {
        return new Ordering<>(path, descending, "NULLS FIRST");
    }

    /** The same term with nulls sorted last. */
    public Ordering<E> nullsLast() {
        return new Ordering<>(path, descending, "NULLS LAST");
    }

    /** The term as SOQL, e.g. {@code Name DESC NULLS LAST}. */
    @Override
    public String toString() {
        return path + (descending ? " DESC" : " ASC") + (nulls == null ? "" : " " + nulls);
    }
}
