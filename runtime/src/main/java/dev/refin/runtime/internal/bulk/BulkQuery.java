package dev.refin.runtime.internal.bulk;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.client.BulkJobException;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.http.Transport;
import dev.refin.runtime.internal.http.Urls;
import java.io.IOException;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A query job read page by page, each page as it arrives: one row in memory at a time, each read into a typed record.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class BulkQuery<E extends SObject<E>> {
    /** An opaque locator as the platform writes them (base64, URL-safe or not), of a sane length. */
    private static final Pattern LOCATOR = Pattern.compile("[A-Za-z0-9+/=_-]{1,512}");

    private final BulkJobs bulk;
    private final SObjectType<E> type;
    private final String soql;
    private final String operation;

    public BulkQuery(BulkJobs bulk, SObjectType<E> type, String soql, String operation) {
        this.bulk = bulk;
        this.type = type;
        this.soql = soql;
        this.operation = operation;
    }

    public Stream<E> stream() {
        ObjectNode create = Codecs.MAPPER.createObjectNode();
        create.put("operation", operation);
        create.put("query", soql);
        create.put("contentType", "CSV");
        create.put("lineEnding", "LF");
        create.put("columnDelimiter", "COMMA");
        String jobId = bulk.createJob("query", create);
        JsonNode info;
        try {
            info = bulk.await("query", jobId);
        } catch (RuntimeException e) {
            bulk.deleteQuietly("query", jobId);
            throw e;
        }
        String state = info.path("state").asText();
        if (!state.equals("JobComplete")) {
            bulk.deleteQuietly("query", jobId);
            throw new BulkJobException(
                    "Bulk query job " + jobId + " ended " + state
                            + info.path("errorMessage").asText("").transform(m -> m.isEmpty() ? "" : ": " + m),
                    jobId,
                    state,
                    ErrorKind.OTHER);
        }
        Pages pages = new Pages(jobId);
        return StreamSupport.stream(
                        Spliterators.spliteratorUnknownSize(pages, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(() -> {
                    pages.close();
                    bulk.deleteQuietly("query", jobId);
                });
    }

    /**
     * The rows of the job's result pages, each page read as it arrives, the next fetched when one is drained. A
     * locator that is malformed or leads back to a page already read is refused, as a REST {@code nextRecordsUrl} is.
     */
    private final class Pages implements Iterator<E>, AutoCloseable {
        private final String jobId;
        private final Set<String> seen = new HashSet<>();
        private String locator;
        private boolean last;
        private int pageNumber;
        private int pageRows;
        private Transport.Streamed answer;
        private CsvRows page;
        private List<String> header;
        private List<String> row;

        Pages(String jobId) {
            this.jobId = jobId;
        }

        @Override
        public boolean hasNext() {
            try {
                while (row == null) {
                    if (page != null) {
                        row = page.next();
                        if (row != null) {
                            if (++pageRows > bulk.pageSize) {
                                throw new RefinException(
                                        "bulk query job " + jobId + ": result page " + pageNumber
                                                + " holds more rows than the " + bulk.pageSize
                                                + " asked for (maxRecords): stopped reading",
                                        false,
                                        null);
                            }
                            if (CsvRows.isUnreadable(row)) {
                                throw new RefinException(
                                        "bulk query job " + jobId + ": a row of result page " + pageNumber
                                                + " cannot be read: " + page.problem(),
                                        false,
                                        null);
                            }
                            return true;
                        }
                        close();
                    }
                    if (last) {
                        return false;
                    }
                    fetch();
                }
                return true;
            } catch (RefinException e) {
                close();
                throw e;
            } catch (IOException e) {
                close();
                throw new RefinException(
                        "bulk query job " + jobId + ": result page " + pageNumber + " could not be read to its end: "
                                + Urls.describe(e),
                        false,
                        e);
            }
        }

        private void fetch() throws IOException {
            String resource = BulkJobs.jobPath("query", jobId, "/results?maxRecords=" + bulk.pageSize)
                    + (locator == null ? "" : "&locator=" + Urls.encode(locator));
            answer = bulk.transport.stream(resource, "text/csv");
            pageNumber++;
            pageRows = 0;
            String next = answer.headers().firstValue("Sforce-Locator").orElse("null");
            last = next.equalsIgnoreCase("null");
            if (!last) {
                checkLocator(next);
            }
            locator = next;
            page = new CsvRows(answer.body(), bulk.maxRowChars(), answer.clock());
            header = page.next(); // every page repeats the header
            if (header != null && CsvRows.isUnreadable(header)) {
                throw new RefinException(
                        "bulk query job " + jobId + ": the header of result page " + pageNumber + " cannot be read: "
                                + page.problem(),
                        false,
                        null);
            }
        }

        private void checkLocator(String next) {
            if (!LOCATOR.matcher(next).matches()) {
                close();
                throw new RefinException(
                        "bulk query job " + jobId + ": the Sforce-Locator of result page " + pageNumber
                                + " is malformed ('" + abbreviate(next) + "'): stopped paging",
                        false,
                        null);
            }
            if (!seen.add(next)) {
                close();
                throw new RefinException(
                        "bulk query job " + jobId + ": the Sforce-Locator of result page " + pageNumber
                                + " leads back to a page already read ('" + abbreviate(next)
                                + "'): stopped paging instead of looping",
                        false,
                        null);
            }
        }

        @Override
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            List<String> current = row;
            row = null;
            try {
                return read(header, current);
            } catch (RefinException e) {
                close();
                throw new RefinException(
                        "bulk query job " + jobId + ": row " + pageRows + " of result page " + pageNumber
                                + recordId(header, current) + " cannot be decoded: " + e.getMessage(),
                        false,
                        e);
            }
        }

        /** Closes the page being read, which cancels what the server has not sent yet. */
        @Override
        public void close() {
            Transport.Streamed open = answer;
            answer = null;
            page = null;
            if (open != null) {
                try {
                    open.close();
                } catch (IOException e) {
                    // Closing only cancels the exchange.
                }
            }
        }
    }

    private static String abbreviate(String text) {
        return text.length() > 60 ? text.substring(0, 60) + "..." : text;
    }

    /** The row's record id as a message names it, or nothing when the row has none. */
    private static String recordId(List<String> header, List<String> cells) {
        int at = header.indexOf("Id");
        return at < 0 || at >= cells.size() || cells.get(at).isEmpty()
                ? ""
                : " (record " + Urls.shown(cells.get(at)) + ")";
    }

    /**
     * A row as a record of the type; a cell that cannot be a value of its field, or a number beyond the runtime's
     * bounds (see {@link Codecs#parseDecimal}), is a {@link RefinException} naming the field.
     */
    private E read(List<String> header, List<String> cells) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        for (int i = 0; i < header.size() && i < cells.size(); i++) {
            String column = header.get(i);
            String text = cells.get(i);
            int dot = column.indexOf('.');
            if (dot < 0) {
                try {
                    json.set(column, value(type.field(column).orElse(null), text));
                } catch (NumberFormatException e) {
                    throw new RefinException(type.apiName() + "." + column + ": " + e.getMessage(), false, null);
                }
                continue;
            }
            // A parent column: nested as a REST query nests it; an empty parent stays absent.
            ObjectNode target = json;
            String[] parts = column.split("\\.");
            for (int p = 0; p < parts.length - 1; p++) {
                JsonNode child = target.get(parts[p]);
                target = child instanceof ObjectNode node ? node : target.putObject(parts[p]);
            }
            if (!text.isEmpty()) {
                target.put(parts[parts.length - 1], text);
            } else {
                target.putNull(parts[parts.length - 1]);
            }
        }
        try (JsonParser parser = json.traverse(Codecs.MAPPER)) {
            parser.nextToken();
            return SObjectJson.read(type, parser);
        } catch (IOException e) {
            throw new RefinException(e.getMessage(), false, e);
        }
    }

    private static JsonNode value(Field<?, ?> field, String text) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (text.isEmpty()) {
            return nodes.nullNode();
        }
        FieldType type = field == null ? FieldType.STRING : field.type();
        return switch (type) {
            case BOOLEAN -> nodes.booleanNode(Boolean.parseBoolean(text));
            case CURRENCY, DOUBLE, PERCENT, INT, LONG -> nodes.numberNode(Codecs.parseDecimal(text));
            default -> nodes.textNode(text);
        };
    }
}
