package dev.refin.runtime.internal.bulk;

import java.util.ArrayList;
import java.util.List;

/**
 * The CSV of Bulk API 2.0 (comma, LF, RFC 4180 quoting): a row reader over one downloaded text and a writer.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class BulkCsv {
    private final String text;
    private int pos;

    public BulkCsv(String text) {
        // Result bodies can carry NUL bytes (the reference, section 2.9); they are no part of any value.
        this.text = text.indexOf('\u0000') >= 0 ? text.replace("\u0000", "") : text;
    }

    /** The next row, or null at the end; blank lines are skipped. */
    public List<String> next() {
        while (pos < text.length() && (text.charAt(pos) == '\n' || text.charAt(pos) == '\r')) {
            pos++;
        }
        if (pos >= text.length()) {
            return null;
        }
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (quoted) {
                if (c != '"') {
                    cell.append(c);
                } else if (pos < text.length() && text.charAt(pos) == '"') {
                    cell.append('"');
                    pos++;
                } else {
                    quoted = false;
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && pos < text.length() && text.charAt(pos) == '\n') {
                    pos++;
                }
                break;
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    /** Appends one value, quoted when it holds a comma, a quote or a line break. */
    public static void cell(StringBuilder out, String value) {
        if (value.indexOf(',') >= 0
                || value.indexOf('"') >= 0
                || value.indexOf('\n') >= 0
                || value.indexOf('\r') >= 0) {
            out.append('"').append(value.replace("\"", "\"\"")).append('"');
        } else {
            out.append(value);
        }
    }
}
