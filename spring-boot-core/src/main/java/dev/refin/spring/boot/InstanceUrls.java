package dev.refin.spring.boot;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Checks {@code refin.instance-url} before the client's builder does, so a wrong value fails naming the property and
 * the fix. The rules are the runtime's: an absolute https URL with a host, plain http only to a loopback host.
 */
final class InstanceUrls {
    static final String PROPERTY = "refin.instance-url";
    private static final String EXAMPLE = "https://acme.my.salesforce.com";
    private static final Pattern IPV4_LOOPBACK = Pattern.compile("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    private static final Pattern USER_INFO = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*://)[^/?#@]*@");

    private InstanceUrls() {}

    /** {@code url} when the client accepts it. */
    static String require(String url) {
        if (url == null || url.isBlank()) {
            throw new RefinConfigurationException(
                    PROPERTY, "is not set", "Set '" + PROPERTY + "' to the org's instance URL, e.g. " + EXAMPLE + ".");
        }
        String shown = "'" + redact(url) + "'";
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw new RefinConfigurationException(
                    PROPERTY,
                    "is not a URL: " + shown + " (" + e.getReason() + ")",
                    "Set '" + PROPERTY + "' to the org's instance URL, e.g. " + EXAMPLE + ".");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (uri.getHost() == null || !(scheme.equals("https") || scheme.equals("http"))) {
            throw new RefinConfigurationException(
                    PROPERTY,
                    "is not an absolute https URL with a host: " + shown,
                    "Set '" + PROPERTY + "' to the org's instance URL, scheme included, e.g. " + EXAMPLE + ".");
        }
        if (scheme.equals("http") && !isLoopback(uri.getHost())) {
            throw new RefinConfigurationException(
                    PROPERTY,
                    "uses plain http to '" + uri.getHost() + "', which is not a loopback host: " + shown,
                    "Use https (https://" + uri.getHost() + "); plain http is allowed only to a loopback host such as"
                            + " a local emulator, since the client sends its access token with every request.");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new RefinConfigurationException(
                    PROPERTY,
                    "has a query or fragment: " + shown,
                    "Set '" + PROPERTY + "' to the org's base URL alone, e.g. " + EXAMPLE + ".");
        }
        return url;
    }

    /** The URL with any user info masked: it may hold a password. */
    static String redact(String url) {
        return USER_INFO.matcher(url.strip()).replaceFirst("$1***@");
    }

    private static boolean isLoopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        return h.equals("localhost")
                || h.equals("::1")
                || h.equals("0:0:0:0:0:0:0:1")
                || IPV4_LOOPBACK.matcher(h).matches();
    }
}
