package dev.refin.runtime.internal.bulk;

/**
 * Writes the CSV of Bulk API 2.0 uploads (comma, LF, RFC 4180 quoting); {@link CsvRows} reads result files.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class BulkCsv {
    private BulkCsv() {}

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
