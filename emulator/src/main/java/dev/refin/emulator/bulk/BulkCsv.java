package dev.refin.emulator.bulk;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The CSV dialect of Bulk API 2.0: RFC 4180 quoting, a declared column delimiter and line ending. */
final class BulkCsv {
    private BulkCsv() {}

    /** The character of a {@code columnDelimiter} name, or -1 when the name is not one of the platform's. */
    static int delimiter(String name) {
        return switch (name == null ? "COMMA" : name.toUpperCase(Locale.ROOT)) {
            case "COMMA" -> ',';
            case "BACKQUOTE" -> '`';
            case "CARET" -> '^';
            case "PIPE" -> '|';
            case "SEMICOLON" -> ';';
            case "TAB" -> '\t';
            default -> -1;
        };
    }

    /** Reads rows one at a time from an uploaded text. */
    static final class Reader {
        private final String text;
        private final char delimiter;
        private int pos;
        private int line = 1;

        Reader(String text, char delimiter) {
            // A leading byte-order mark is not part of the first header cell.
            this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
            this.delimiter = delimiter;
        }

        /** The line number where the next row starts. */
        int line() {
            return line;
        }

        /** The next row, or null at the end; a blank line ends nothing and is skipped. */
        List<String> next() {
            while (pos < text.length() && (text.charAt(pos) == '\n' || text.charAt(pos) == '\r')) {
                if (text.charAt(pos) == '\n') {
                    line++;
                }
                pos++;
            }
            if (pos >= text.length()) {
                return null;
            }
            List<String> cells = new ArrayList<>();
            StringBuilder cell = new StringBuilder();
            boolean quoted = false;
            boolean wasQuoted = false;
            while (pos < text.length()) {
                char c = text.charAt(pos++);
                if (quoted) {
                    if (c == '"') {
                        if (pos < text.length() && text.charAt(pos) == '"') {
                            cell.append('"');
                            pos++;
                        } else {
                            quoted = false;
                        }
                    } else {
                        if (c == '\n') {
                            line++;
                        }
                        cell.append(c);
                    }
                } else if (c == '"' && cell.length() == 0 && !wasQuoted) {
                    quoted = true;
                    wasQuoted = true;
                } else if (c == delimiter) {
                    cells.add(cell.toString());
                    cell.setLength(0);
                    wasQuoted = false;
                } else if (c == '\n' || c == '\r') {
                    if (c == '\r' && pos < text.length() && text.charAt(pos) == '\n') {
                        pos++;
                    }
                    line++;
                    break;
                } else {
                    cell.append(c);
                }
            }
            if (quoted) {
                throw new IllegalArgumentException("line " + line + ": a quoted value is not closed");
            }
            cells.add(cell.toString());
            return cells;
        }
    }

    /** Appends a row with every value double-quoted, as the platform writes result files. */
    static void quotedRow(StringBuilder out, List<String> values, char delimiter, String lineEnding) {
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(delimiter);
            }
            String value = values.get(i);
            out.append('"')
                    .append(value == null ? "" : value.replace("\"", "\"\""))
                    .append('"');
        }
        out.append(lineEnding);
    }

    /** Appends a row as uploaded: a value is quoted only when it must be. */
    static void plainRow(StringBuilder out, List<String> values, char delimiter, String lineEnding) {
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(delimiter);
            }
            String value = values.get(i);
            if (value.indexOf(delimiter) >= 0
                    || value.indexOf('"') >= 0
                    || value.indexOf('\n') >= 0
                    || value.indexOf('\r') >= 0) {
                out.append('"').append(value.replace("\"", "\"\"")).append('"');
            } else {
                out.append(value);
            }
        }
        out.append(lineEnding);
    }
}
