package dev.refin.codegen.java;

import java.util.ArrayList;
import java.util.List;

/**
 * Makes metadata text safe inside Javadoc: nothing in a label, help text or formula can end the
 * comment, form a Unicode escape, start a tag or inject markup.
 */
public final class Javadocs {
    private static final int WIDTH = 100;

    private Javadocs() {}

    /**
     * Escapes text for a Javadoc paragraph: HTML special characters, {@code @}, {@code *}{@code /},
     * backslashes (Unicode escapes are processed even inside comments) and non-ASCII characters become HTML
     * entities; line breaks are kept; other control characters are dropped.
     */
    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            switch (c) {
                case '\r':
                    if (i < text.length() && text.charAt(i) == '\n') {
                        i++;
                    }
                    out.append('\n');
                    break;
                case '\n':
                case 0x2028:
                case 0x2029:
                case 0x85:
                    out.append('\n');
                    break;
                case '\t':
                    out.append(' ');
                    break;
                case '&':
                    out.append("&amp;");
                    break;
                case '<':
                    out.append("&lt;");
                    break;
                case '>':
                    out.append("&gt;");
                    break;
                case '@':
                    out.append("&#64;");
                    break;
                case '\\':
                    out.append("&#92;");
                    break;
                case '/':
                    // "*/" would end the comment and "/*" may start one in a reader's eye.
                    boolean afterStar = out.length() > 0 && out.charAt(out.length() - 1) == '*';
                    boolean beforeStar = i < text.length() && text.charAt(i) == '*';
                    out.append(afterStar || beforeStar ? "&#47;" : "/");
                    break;
                default:
                    appendVisible(out, c);
            }
        }
        return wrap(out.toString().strip());
    }

    /**
     * Appends a character that shows as itself in HTML-based text: ASCII as is, other characters as numeric
     * entities (so output stays ASCII), control, format, surrogate and unassigned characters not at all.
     */
    public static void appendVisible(StringBuilder out, int c) {
        if (Character.isISOControl(c)
                || Character.getType(c) == Character.FORMAT
                || Character.getType(c) == Character.SURROGATE
                || Character.getType(c) == Character.UNASSIGNED) {
            return;
        }
        if (c < 0x80) {
            out.append((char) c);
        } else {
            out.append("&#").append(c).append(';');
        }
    }

    /** Text for {@code <pre>}: escaped, line breaks kept as they are. */
    static String preformatted(String text) {
        List<String> lines = new ArrayList<>();
        for (String line : text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1)) {
            lines.add(escapeLine(line));
        }
        return String.join("\n", lines).strip();
    }

    private static String escapeLine(String line) {
        // escape() wraps long lines; inside <pre> a line stays a line, so undo nothing: escape char by char.
        StringBuilder out = new StringBuilder();
        for (String part : escape(line).split("\n", -1)) {
            out.append(part).append(' ');
        }
        return out.toString().stripTrailing();
    }

    /**
     * Wraps each paragraph line at word boundaries to keep comments readable: words are runs of characters other than
     * space and line break, joined by one space while a line stays within {@value #WIDTH} columns. One pass over the
     * text, with no pattern or substrings: every field's Javadoc of a run goes through here.
     */
    static String wrap(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        int column = 0;
        int length = text.length();
        int i = 0;
        while (i < length) {
            char c = text.charAt(i);
            if (c == '\n') {
                if (out.length() > 0) {
                    out.append('\n');
                }
                column = 0;
                i++;
                continue;
            }
            if (c == ' ') {
                i++;
                continue;
            }
            int end = i + 1;
            while (end < length && text.charAt(end) != ' ' && text.charAt(end) != '\n') {
                end++;
            }
            int word = end - i;
            if (column > 0 && column + 1 + word > WIDTH) {
                out.append('\n');
                column = 0;
            } else if (column > 0) {
                out.append(' ');
                column++;
            }
            out.append(text, i, end);
            column += word;
            i = end;
        }
        return out.toString();
    }
}
