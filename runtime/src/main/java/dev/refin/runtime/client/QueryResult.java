package dev.refin.runtime.client;

import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.http.Transport;
import dev.refin.runtime.internal.paging.PageCursor;
import dev.refin.runtime.internal.paging.QueryPage;
import dev.refin.runtime.internal.paging.RowCap;
import java.io.IOException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The records of a query, fetched page by page as they are consumed: only one page (at most 2,000 rows) is
 * held at a time. The first page is fetched by the query call, so a malformed query fails there. Single use:
 * iterate or stream it once.
 *
 * @param <E> the entity
 */
public final class QueryResult<E extends SObject<E>> implements Iterable<E> {
    private final Transport transport;
    private final SObjectType<E> type;
    private final long totalSize;
    private QueryPage<E> page;
    private boolean consumed;
    private String firstUrl;

    private QueryResult(Transport transport, SObjectType<E> type, QueryPage<E> first) {
        this.transport = transport;
        this.type = type;
        this.totalSize = first.totalSize();
        this.page = first;
    }

    static <E extends SObject<E>> QueryResult<E> start(Transport transport, SObjectType<E> type, String resource) {
        QueryResult<E> result = new QueryResult<>(transport, type, fetch(transport, type, resource));
        result.firstUrl = resource;
        return result;
    }

    static <E extends SObject<E>> QueryResult<E> fromPage(
            Transport transport, SObjectType<E> type, QueryPage<E> first) {
        return new QueryResult<>(transport, type, first);
    }

    /** The number of rows the whole query matches (not the page size); for {@code COUNT()} the count. */
    public long totalSize() {
        return totalSize;
    }

    /** The records in server order, following {@code nextRecordsUrl} lazily; callable once. */
    @Override
    public synchronized Iterator<E> iterator() {
        if (consumed) {
            throw new IllegalStateException("a query result can be iterated only once");
        }
        consumed = true;
        QueryPage<E> first = page;
        page = null;
        return new PageIterator(first);
    }

    /** The records as a sequential, lazy stream; callable once. */
    public Stream<E> stream() {
        return StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    private static <E extends SObject<E>> QueryPage<E> fetch(Transport transport, SObjectType<E> type, String url) {
        Transport.Response response = transport.send("GET", url, null, true);
        try {
            return QueryPage.parse(
                    response.bytes(),
                    parser -> SObjectJson.read(type, parser),
                    new RowCap(transport.limits().maxCollectedRows(), "one page of the query"));
        } catch (IOException e) {
            throw new RefinException("unreadable query result: " + e.getMessage(), false, e);
        }
    }

    private final class PageIterator implements Iterator<E> {
        private final PageCursor cursor = new PageCursor(firstUrl);
        private Iterator<E> rows;
        private String next;

        PageIterator(QueryPage<E> first) {
            this.rows = first.records().iterator();
            this.next = cursor.next(first);
        }

        @Override
        public boolean hasNext() {
            while (!rows.hasNext()) {
                if (next == null) {
                    return false;
                }
                QueryPage<E> loaded = fetch(transport, type, next);
                rows = loaded.records().iterator();
                next = cursor.next(loaded);
            }
            return true;
        }

        @Override
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return rows.next();
        }
    }
}
