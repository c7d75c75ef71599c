package dev.refin.emulator.http;

import dev.refin.emulator.wire.ApiException;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

/**
 * Lenient URL text, as the platform accepts it from clients: a {@code %} that does not start an escape is the
 * character itself, so {@code LIKE 'Ac%'} sent unencoded (as Apache Camel sends composite queries) is a query, not a
 * server error.
 */
final class UrlText {
    private static final String UNSAFE = " \"<>\\^`{|}";

    private UrlText() {}

    /** Form-decodes the text: {@code +} is a space, {@code %XX} a byte of UTF-8, any other {@code %} itself. */
    static String decode(String text) {
        if (text.indexOf('%') < 0 && text.indexOf('+') < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%' && isEscape(text, i)) {
                bytes.write(Integer.parseInt(text.substring(i + 1, i + 3), 16));
                i += 2;
                continue;
            }
            flush(bytes, out);
            out.append(c == '+' ? ' ' : c);
        }
        flush(bytes, out);
        return out.toString();
    }

    /**
     * The URI of a composite subrequest's {@code url}: raw spaces, quotes and other unsafe characters are encoded, a
     * {@code %} that starts no escape stands for itself, and text already encoded stays as it is.
     */
    static URI lenientUri(String url) {
        StringBuilder out = new StringBuilder(url.length() + 16);
        for (int i = 0; i < url.length(); i++) {
            char c = url.charAt(i);
            if (c == '%') {
                out.append(isEscape(url, i) ? "%" : "%25");
            } else if (c < 0x21 || c > 0x7e || UNSAFE.indexOf(c) >= 0) {
                for (byte b : String.valueOf(c).getBytes(StandardCharsets.UTF_8)) {
                    out.append('%').append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xF, 16)));
                    out.append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
                }
            } else {
                out.append(c);
            }
        }
        try {
            return new URI(out.toString());
        } catch (URISyntaxException e) {
            throw ApiException.notFound();
        }
    }

    private static boolean isEscape(String text, int at) {
        return at + 2 < text.length() && isHex(text.charAt(at + 1)) && isHex(text.charAt(at + 2));
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0;
    }

    private static void flush(ByteArrayOutputStream bytes, StringBuilder out) {
        if (bytes.size() > 0) {
            out.append(bytes.toString(StandardCharsets.UTF_8));
            bytes.reset();
        }
    }
}
