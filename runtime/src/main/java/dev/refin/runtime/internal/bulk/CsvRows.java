package dev.refin.runtime.internal.bulk;

import dev.refin.runtime.internal.http.ReadClock;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the rows of a Bulk API 2.0 CSV (comma, LF or CRLF, RFC 4180 quoting) from a stream as they arrive: one row in
 * memory at a time, however long the file. Every row after the header must have the header's number of cells; a row
 * that does not, that is longer than the limit, or whose quote never closes is {@linkplain #isUnreadable(List)
 * unreadable}, and the lines after its first are read again as rows, so one bad row costs only itself (a line that
 * runs on far beyond the limit without a break fails the read: its end may never come). NUL bytes
 * (which result files can carry) are dropped; blank lines are skipped. Both count: more than {@value #SKIP_ROWS} + 2
 * limits' worth of characters of any kind between two rows fails the read, and each call of {@link #next()} runs on
 * the body's {@link ReadClock}, so inflating, skipping and waiting all spend the call's deadline.
 */
final class CsvRows implements Closeable {
    /** The row returned for a row that cannot be read; see {@link #problem()}. */
    private static final List<String> UNREADABLE = List.of("\u0000unreadable");

    /** How many limits' worth of an overlong line is skipped, looking for its end, before the file is given up. */
    private static final int SKIP_ROWS = 4;

    /** A line longer than the limit, skipped to its end. */
    private static final String TOO_LONG = new String("\u0000too long");

    private final Reader in;
    private final int maxRowChars;
    private final char[] buffer = new char[16 * 1024];
    private final ArrayDeque<String> again = new ArrayDeque<>();
    private int position;
    private int limit;
    private boolean eof;
    private int columns = -1;
    private String problem;

    private final ReadClock clock;
    /** Characters of any kind (NUL bytes, blank lines, line breaks) read since the last row was returned. */
    private long sinceRow;

    CsvRows(InputStream bytes, int maxRowChars) {
        this(bytes, maxRowChars, ReadClock.unlimited());
    }

    /** Rows of a body whose reads run on {@code clock}. */
    CsvRows(InputStream bytes, int maxRowChars, ReadClock clock) {
        this.in = new InputStreamReader(bytes, StandardCharsets.UTF_8);
        this.maxRowChars = maxRowChars;
        this.clock = clock;
    }

    /** Whether {@code row} (returned by {@link #next()}) could not be read. */
    static boolean isUnreadable(List<String> row) {
        return row == UNREADABLE;
    }

    /** Why the last unreadable row could not be read. */
    String problem() {
        return problem;
    }

    /**
     * The next row: its cells, or an {@linkplain #isUnreadable(List) unreadable} marker; null at the end. The first row
     * (the header) sets the number of cells every later row must have.
     *
     * @throws IOException when the stream fails
     */
    List<String> next() throws IOException {
        clock.start();
        try {
            List<String> row = read();
            sinceRow = 0;
            return row;
        } finally {
            clock.stop();
        }
    }

    private List<String> read() throws IOException {
        String first;
        do {
            first = line();
            if (first == null) {
                return null;
            }
        } while (first.isEmpty());
        if (first == TOO_LONG) {
            return unreadable("a row is longer than " + maxRowChars + " characters");
        }
        Row row = new Row();
        row.feed(first);
        List<String> lines = new ArrayList<>(1);
        lines.add(first);
        long length = first.length();
        while (row.quoted) {
            String more = line();
            if (more == null || more == TOO_LONG || length + more.length() >= maxRowChars) {
                if (more != null) {
                    lines.add(more);
                }
                readAgain(lines);
                return unreadable(
                        more == null
                                ? "a quoted value is not closed before the end"
                                : "a quoted value is" + " not closed within " + maxRowChars + " characters");
            }
            lines.add(more);
            length += more.length() + 1;
            row.cell.append('\n');
            row.feed(more);
        }
        List<String> cells = row.finish();
        if (columns < 0) {
            columns = cells.size();
        } else if (cells.size() != columns) {
            readAgain(lines);
            return unreadable("a row has " + cells.size() + " cells where the header has " + columns);
        }
        return cells;
    }

    private List<String> unreadable(String why) {
        problem = why;
        return UNREADABLE;
    }

    /** Puts back every line of a bad row after its first, to be read again as rows of their own. */
    private void readAgain(List<String> lines) {
        for (int i = lines.size() - 1; i >= 1; i--) {
            again.addFirst(lines.get(i));
        }
    }

    /** The cells of one row as its characters arrive; a quote may span lines. */
    private static final class Row {
        private final List<String> cells = new ArrayList<>();
        private final StringBuilder cell = new StringBuilder();
        private boolean quoted;
        /** A quote inside a quoted value, which closes it unless another quote follows. */
        private boolean quoteSeen;

        void feed(String line) {
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (quoteSeen) {
                    quoteSeen = false;
                    if (c == '"') {
                        cell.append('"');
                        continue;
                    }
                    quoted = false;
                }
                if (quoted) {
                    if (c == '"') {
                        quoteSeen = true;
                    } else {
                        cell.append(c);
                    }
                } else if (c == '"') {
                    quoted = true;
                } else if (c == ',') {
                    cells.add(cell.toString());
                    cell.setLength(0);
                } else {
                    cell.append(c);
                }
            }
            if (quoteSeen) {
                quoteSeen = false;
                quoted = false; // a quote at the end of a line closes the value: a doubled quote never spans a break
            }
        }

        List<String> finish() {
            cells.add(cell.toString());
            return cells;
        }
    }

    /** The next line without its line break (and NUL bytes); {@link #TOO_LONG} for one beyond the limit; null at the end. */
    private String line() throws IOException {
        if (!again.isEmpty()) {
            return again.poll();
        }
        StringBuilder out = new StringBuilder();
        boolean tooLong = false;
        boolean any = false;
        long skipped = 0;
        while (true) {
            if (position == limit) {
                if (eof || !fill()) {
                    if (!any) {
                        return null;
                    }
                    break;
                }
            }
            any = true;
            int start = position;
            while (position < limit && buffer[position] != '\n') {
                position++;
            }
            sinceRow += position - start + 1;
            if (sinceRow > (SKIP_ROWS + 2) * (long) maxRowChars) {
                throw new IOException("more than " + (SKIP_ROWS + 2) * (long) maxRowChars
                        + " characters (blank lines, NUL bytes, a line without end) without a row: stopped reading");
            }
            if (tooLong) {
                skipped += position - start;
                if (skipped > SKIP_ROWS * (long) maxRowChars) {
                    throw new IOException("a line runs on beyond " + SKIP_ROWS * (long) maxRowChars
                            + " characters without a line break: stopped reading");
                }
            } else {
                for (int i = start; i < position; i++) {
                    if (buffer[i] != '\u0000') {
                        out.append(buffer[i]);
                    }
                }
                if (out.length() > maxRowChars) {
                    tooLong = true;
                    out.setLength(0);
                }
            }
            if (position < limit) {
                position++; // the line break
                break;
            }
        }
        if (tooLong) {
            return TOO_LONG;
        }
        int end = out.length();
        if (end > 0 && out.charAt(end - 1) == '\r') {
            out.setLength(end - 1);
        }
        return out.toString();
    }

    private boolean fill() throws IOException {
        clock.check();
        int n = in.read(buffer, 0, buffer.length);
        if (n < 0) {
            eof = true;
            return false;
        }
        position = 0;
        limit = n;
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
