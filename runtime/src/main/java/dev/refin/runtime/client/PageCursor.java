package dev.refin.runtime.client;

import java.net.URI;
import java.util.HashSet;
import java.util.Set;

/**
 * Follows a query's {@code nextRecordsUrl} chain and refuses one that is malformed or that leads back to a page
 * already fetched, which would otherwise page forever.
 */
final class PageCursor {
    private final Set<String> seen = new HashSet<>();

    PageCursor(String first) {
        if (first != null) {
            seen.add(first);
        }
    }

    /**
     * Checks the server's {@code nextRecordsUrl}; returns it, or null when there are no more pages.
     *
     * @throws RefinException when it is not a usable path or repeats a page already fetched
     */
    String next(String nextRecordsUrl) {
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
