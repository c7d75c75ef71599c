package dev.refin.codegen.java;

import java.util.Locale;

/**
 * String literals for metadata text: line and paragraph separators (U+2028, U+2029, U+0085) and every other
 * non-ASCII character are escaped as {@code \}{@code uXXXX}, so generated sources are plain ASCII and no literal
 * is ever split across lines.
 */
final class Literals {
    private Literals() {}

    /** A Java string literal for {@code value}, or {@code null}. */
    static String quoteOrNull(String value) {
        return value == null ? "null" : quote(value);
    }

    static String quote(String value) {
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c == 0x7F) {
                        // Octal, not \\u: a \\u000a escape would become a real line break before lexing.
                        out.append(String.format(Locale.ROOT, "\\%03o", (int) c));
                    } else if (c < 0x80) {
                        out.append(c);
                    } else {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
