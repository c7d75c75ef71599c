package dev.refin.runtime.internal.http;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * URL checks and encoding shared by the client and the auth providers.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class Urls {
    private static final Pattern IPV4_LOOPBACK = Pattern.compile("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    private static final Pattern USER_INFO = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*://)[^/?#@]*@");

    private Urls() {}

    /**
     * Parses a base URL and requires {@code https}, except for loopback hosts (tests, a local emulator). User info
     * ({@code user:password@}) is dropped: requests authenticate with bearer tokens only, and a URL kept without
     * it can be shown anywhere.
     *
     * @throws IllegalArgumentException naming what is wrong, the URL shown without its user info
     */
    public static URI requireSecureBase(String what, String rawUrl) {
        String url = redact(rawUrl);
        URI uri;
        try {
            uri = URI.create(rawUrl.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + " is not a URL: " + url);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (uri.getHost() == null || !(scheme.equals("https") || scheme.equals("http"))) {
            throw new IllegalArgumentException(what + " must be an absolute http(s) URL with a host: " + url);
        }
        if (scheme.equals("http") && !isLoopback(uri.getHost())) {
            throw new IllegalArgumentException(what + " must use https (plain http only for loopback hosts): " + url);
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException(what + " must not have a query or fragment: " + url);
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        while (path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        String authority = uri.getRawAuthority().substring(uri.getRawAuthority().lastIndexOf('@') + 1);
        return URI.create(scheme + "://" + authority + path);
    }

    /** The URL with any user info ({@code user:password@}) masked, for messages and logs. */
    public static String redact(String url) {
        return url == null ? "null" : USER_INFO.matcher(url.strip()).replaceFirst("$1***@");
    }

    /** A failure's message for users: the exception's type when it has no message, never "null". */
    public static String describe(Throwable failure) {
        String message = failure.getMessage();
        String type = failure.getClass().getSimpleName();
        return message == null || message.isBlank() ? type : type + ": " + message;
    }

    /** Whether a host name or literal address is the local machine, decided without DNS. */
    public static boolean isLoopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        return h.equals("localhost")
                || h.equals("::1")
                || h.equals("0:0:0:0:0:0:0:1")
                || IPV4_LOOPBACK.matcher(h).matches();
    }

    /** Encodes a query parameter value, spaces as {@code %20}. */
    public static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
