package dev.refin.runtime.internal.paging;

import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.internal.http.Urls;
import java.net.URI;
import java.util.HashSet;
import java.util.Set;

/**
 * Follows a query's {@code nextRecordsUrl} chain and refuses one that is malformed or that leads back to a page
 * already fetched, which would otherwise page forever.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class PageCursor {
    private final Set<String> seen = new HashSet<>();

    public PageCursor(String first) {
        if (first != null) {
            seen.add(first);
        }
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
        if (!seen.add(nextRecordsUrl)) {
            throw new RefinException(
                    "the query result's nextRecordsUrl leads back to a page already read ('" + shown
                            + "'): stopped paging instead of looping",
                    false,
                    null);
        }
        return nextRecordsUrl;
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
