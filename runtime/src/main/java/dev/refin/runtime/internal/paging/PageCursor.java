package dev.refin.runtime.internal.paging;

import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.internal.http.Urls;
import java.net.URI;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Follows a query's {@code nextRecordsUrl} chain and refuses one that is malformed or that leads back to a page
 * already fetched, which would otherwise page forever.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class PageCursor {
    /**
     * Where a next page may be: the query resource of some API version and one locator of letters, digits, {@code -}
     * and {@code _} ({@code /services/data/v65.0/query/01gD0000002HU6KIAW-2000}). Any other resource (a record, a
     * Bulk job, {@code ..}) is refused: the GET would carry the token there.
     */
    private static final Pattern NEXT_PAGE =
            Pattern.compile("/services/data/v\\d{1,4}\\.\\d{1,2}/query(?:All)?/[A-Za-z0-9_-]{1,256}");

    private final Set<String> seen = new HashSet<>();

    public PageCursor(String first) {
        if (first != null) {
            seen.add(first);
        }
    }

    /**
     * Checks a page that was read as {@link #next(String)} does, and that a page that is not the last holds records
     * (the platform never sends an empty page before the end; a server that does could page forever without a row to
     * count against a cap).
     *
     * @throws RefinException as {@link #next(String)}, or when the page is not the last but holds no records
     */
    public String next(QueryPage<?> page) {
        String next = next(page.nextRecordsUrl());
        if (next != null && page.records().isEmpty()) {
            throw new RefinException(
                    "a query result page that is not the last holds no records (nextRecordsUrl '"
                            + Urls.redact(abbreviate(next)) + "'): stopped paging",
                    false,
                    null);
        }
        return next;
    }

    /**
     * Checks the server's {@code nextRecordsUrl}; returns it, or null when there are no more pages.
     *
     * @throws RefinException when it is not a usable path or repeats a page already fetched
     */
    public String next(String nextRecordsUrl) {
        if (nextRecordsUrl == null) {
            return null;
        }
        String shown = Urls.redact(abbreviate(nextRecordsUrl));
        if (!nextRecordsUrl.startsWith("/services/data/") && !nextRecordsUrl.startsWith("https://")
                || !isUri(nextRecordsUrl)) {
            throw new RefinException(
                    "the query result's nextRecordsUrl is not a path below /services/data/: '" + shown + "'",
                    false,
                    null);
        }
        if (!NEXT_PAGE.matcher(path(nextRecordsUrl)).matches()) {
            throw new RefinException(
                    "the query result's nextRecordsUrl is not a page of the query resource"
                            + " (/services/data/vNN.N/query/<locator>): '" + shown + "'; nothing was sent",
                    false,
                    null);
        }
        if (!seen.add(nextRecordsUrl)) {
            throw new RefinException(
                    "the query result's nextRecordsUrl leads back to a page already read ('" + shown
                            + "'): stopped paging instead of looping",
                    false,
                    null);
        }
        return nextRecordsUrl;
    }

    /** The path of a URL (with its query and fragment, which a next page never has), or the text itself. */
    private static String path(String url) {
        if (!url.startsWith("https://")) {
            return url;
        }
        int slash = url.indexOf('/', "https://".length());
        return slash < 0 ? "" : url.substring(slash);
    }

    private static boolean isUri(String text) {
        try {
            URI.create(text);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String abbreviate(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }
}
