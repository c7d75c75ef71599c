package dev.refin.runtime.internal.paging;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.refin.runtime.internal.Codecs;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One page of a query result: {@code totalSize}, {@code done}, {@code nextRecordsUrl} and the records,
 * read with a streaming parser so only this page is ever held.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 *
 * @param <T> the record type
 */
public record QueryPage<T>(long totalSize, boolean done, String nextRecordsUrl, List<T> records) {

    /** Reads one record from a parser positioned at its {@code START_OBJECT}. */
    @FunctionalInterface
    public interface RecordReader<T> {
        T read(JsonParser parser) throws IOException;
    }

    public QueryPage {
        records = List.copyOf(records);
    }

    /**
     * Parses a page. A missing {@code done} means done; a missing {@code totalSize} reads as -1.
     *
     * @throws IOException when the body is not a query result, or a page says it is not done but has no next URL
     */
    public static <T> QueryPage<T> parse(String json, RecordReader<T> reader) throws IOException {
        try (JsonParser parser = Codecs.MAPPER.getFactory().createParser(json)) {
            return parse(parser, reader, RowCap.none());
        }
    }

    /** Like {@link #parse(String, RecordReader)} from the answer's UTF-8 bytes, without decoding them to text first. */
    public static <T> QueryPage<T> parse(byte[] json, RecordReader<T> reader) throws IOException {
        return parse(json, reader, RowCap.none());
    }

    /**
     * Like {@link #parse(byte[], RecordReader)}, counting every record against {@code cap} before it is read.
     *
     * @throws dev.refin.runtime.client.RefinException when the page holds more records than the cap allows
     */
    public static <T> QueryPage<T> parse(byte[] json, RecordReader<T> reader, RowCap cap) throws IOException {
        try (JsonParser parser = Codecs.MAPPER.getFactory().createParser(json)) {
            return parse(parser, reader, cap);
        }
    }

    private static <T> QueryPage<T> parse(JsonParser parser, RecordReader<T> reader, RowCap cap) throws IOException {
        long totalSize = -1;
        boolean done = true;
        String next = null;
        List<T> records = new ArrayList<>();
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            throw new IOException("a query result is a JSON object, found " + parser.currentToken());
        }
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken token = parser.nextToken();
            switch (name) {
                case "totalSize" -> totalSize = parser.getValueAsLong(-1);
                case "done" -> done = token != JsonToken.VALUE_FALSE;
                case "nextRecordsUrl" -> next = token == JsonToken.VALUE_NULL ? null : parser.getText();
                case "records" -> readRecords(parser, reader, records, cap);
                default -> parser.skipChildren();
            }
        }
        if (!done && next == null) {
            throw new IOException("query page is not done but has no nextRecordsUrl");
        }
        return new QueryPage<>(totalSize, done, done ? null : next, records);
    }

    private static <T> void readRecords(JsonParser parser, RecordReader<T> reader, List<T> out, RowCap cap)
            throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return;
        }
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            throw new IOException("records is not an array: " + parser.currentToken());
        }
        while (parser.nextToken() == JsonToken.START_OBJECT) {
            cap.count();
            try {
                out.add(reader.read(parser));
            } catch (IOException e) {
                throw new IOException("record " + (out.size() + 1) + " of the page: " + e.getMessage(), e);
            }
        }
        if (parser.currentToken() != JsonToken.END_ARRAY) {
            throw new IOException("records holds a non-object: " + parser.currentToken());
        }
    }
}
