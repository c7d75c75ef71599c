package dev.refin.runtime.internal.http;

import dev.refin.runtime.client.RefinException;
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

    /** A Bulk API 2.0 job id: 15 or 18 letters and digits beginning with the job key prefix {@code 750}. */
    private static final Pattern JOB_ID = Pattern.compile("750[A-Za-z0-9]{12}(?:[A-Za-z0-9]{3})?");

    /** What one path segment may hold unencoded (RFC 3986 unreserved characters). */
    private static final String UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

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

    /**
     * A Bulk API 2.0 job id read from an answer, checked before it goes into any URL: 15 or 18 letters and digits
     * with the key prefix {@code 750}.
     *
     * @throws RefinException naming the value (cut short, control characters shown as {@code ?}) when it is not one;
     *     nothing has been sent with it
     */
    public static String jobId(String value, String what) {
        if (value == null || !JOB_ID.matcher(value).matches()) {
            throw new RefinException(
                    what + " is not a Bulk API job id (15 or 18 letters and digits beginning with 750): '"
                            + shown(value) + "'; nothing was sent with it",
                    false,
                    null);
        }
        return value;
    }

    /**
     * One path segment: every character outside RFC 3986's unreserved set percent-encoded as UTF-8, so that no value
     * ({@code /}, {@code ?}, {@code #}, {@code %}) can end the segment or start a query.
     *
     * @throws RefinException when the value is empty, {@code .} or {@code ..}, which no encoding keeps a segment
     */
    public static String segment(String value) {
        if (value == null || value.isEmpty() || value.equals(".") || value.equals("..")) {
            throw new RefinException(
                    "'" + shown(value) + "' cannot be one segment of a URL path; nothing was sent", false, null);
        }
        byte[] bytes = null;
        for (int i = 0; i < value.length(); i++) {
            if (UNRESERVED.indexOf(value.charAt(i)) < 0) {
                bytes = value.getBytes(StandardCharsets.UTF_8);
                break;
            }
        }
        if (bytes == null) {
            return value;
        }
        StringBuilder out = new StringBuilder(bytes.length * 3);
        for (byte b : bytes) {
            char c = (char) (b & 0xff);
            if (c < 0x80 && UNRESERVED.indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
            }
        }
        return out.toString();
    }

    /**
     * Checks the raw path of a request about to be sent: absolute, no empty segment (a trailing slash is allowed), no {@code .} or {@code ..}
     * segment (also percent-encoded), no backslash (raw or encoded), no encoded NUL, no character a URI does not
     * allow. So a value put into a path, encoded or not, can never climb out of the resource its operation named:
     * front ends resolve dot segments, and some turn backslashes into slashes.
     *
     * @return null when the path is fine, else what is wrong with it
     */
    public static String pathProblem(String rawPath) {
        if (rawPath == null || !rawPath.startsWith("/")) {
            return "the path is not absolute";
        }
        int start = 1;
        int n = rawPath.length();
        while (start <= n) {
            int end = rawPath.indexOf('/', start);
            if (end < 0) {
                end = n;
            }
            if (end == start) {
                if (end == n && n > 1) {
                    break; // a trailing slash, as in the platform's own describe-global path .../sobjects/
                }
                return "the path has an empty segment";
            }
            String segment = rawPath.substring(start, end);
            String lower = segment.toLowerCase(Locale.ROOT);
            String dots = lower.replace("%2e", ".");
            if (dots.equals(".") || dots.equals("..")) {
                return "the path has a dot segment";
            }
            if (lower.contains("%5c") || segment.indexOf('\\') >= 0 || lower.contains("%00")) {
                return "the path has a backslash or NUL";
            }
            for (int i = 0; i < segment.length(); i++) {
                char c = segment.charAt(i);
                if (c <= ' ' || c >= 0x7f) {
                    return "the path has a control, space or non-ASCII character";
                }
            }
            start = end + 1;
        }
        return null;
    }

    /**
     * Whether {@code token} can be sent as a bearer token: one or more visible ASCII characters ({@code !} to {@code
     * ~}), nothing a header could be split or ended by. Checked before a token is used, so the JDK never refuses a
     * header with the token in its message.
     */
    public static boolean isHeaderSafeToken(String token) {
        if (token == null || token.isEmpty()) {
            return false;
        }
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c <= ' ' || c >= 0x7f) {
                return false;
            }
        }
        return true;
    }

    /** A value from an answer as a message shows it: at most 60 characters, control characters as {@code ?}. */
    public static String shown(String value) {
        if (value == null) {
            return "null";
        }
        String cut = value.length() > 60 ? value.substring(0, 60) + "..." : value;
        StringBuilder out = new StringBuilder(cut.length());
        for (int i = 0; i < cut.length(); i++) {
            char c = cut.charAt(i);
            out.append(c < ' ' || c == 0x7f ? '?' : c);
        }
        return out.toString();
    }

    /** Encodes a query parameter value, spaces as {@code %20}. */
    public static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
