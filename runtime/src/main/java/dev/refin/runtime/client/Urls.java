package dev.refin.runtime.client;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;

/** URL checks and encoding shared by the client and the auth providers. */
final class Urls {
    private static final Pattern IPV4_LOOPBACK = Pattern.compile("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");

    private Urls() {}

    /**
     * Parses a base URL and requires {@code https}, except for loopback hosts (tests, a local emulator).
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static URI requireSecureBase(String what, String url) {
        URI uri;
        try {
            uri = URI.create(url.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + " is not a URL: " + url, e);
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
        return URI.create(scheme + "://" + uri.getRawAuthority() + path);
    }

    /** Whether a host name or literal address is the local machine, decided without DNS. */
    static boolean isLoopback(String host) {
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
    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
