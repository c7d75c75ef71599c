package dev.refin.runtime.internal.paging;

import dev.refin.runtime.client.RefinException;

/**
 * The most rows one call collects in memory ({@code RefinClient.Builder.maxCollectedRows}), counted as the rows are
 * read, so an answer beyond it is refused before it is held. Not thread-safe: one per call.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class RowCap {
    private final int max;
    private final String what;
    private int rows;

    /**
     * A cap of {@code max} rows on what {@code what} names in its refusal (e.g. {@code "the aggregate query"}).
     */
    public RowCap(int max, String what) {
        this.max = max;
        this.what = what;
    }

    /** No cap: for rows already held, such as a child subquery's inside its parent record. */
    public static RowCap none() {
        return new RowCap(Integer.MAX_VALUE, "");
    }

    /**
     * Counts one more row.
     *
     * @throws RefinException when it is one more than the cap
     */
    public void count() {
        if (rows == max) {
            throw new RefinException(
                    what + " returned more than " + max + " rows, the most the client collects in memory for one"
                            + " answer (RefinClient.Builder.maxCollectedRows): stopped reading; narrow the query,"
                            + " stream it with query(...), or raise the limit",
                    false,
                    null);
        }
        rows++;
    }
}
