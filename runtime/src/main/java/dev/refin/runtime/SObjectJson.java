package dev.refin.runtime;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.internal.Codecs;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/** Reads and writes records in the platform's JSON shape, field by typed field. */
public final class SObjectJson {
    private static final JsonFactory FACTORY = Codecs.MAPPER.getFactory();

    /** Which fields {@link #write} sends. */
    public enum Scope {
        /** Every present field and every unknown field, as read: a faithful copy of the record. */
        ALL,
        /** Only the fields changed since load; unknown fields are never sent. */
        CHANGED
    }

    private SObjectJson() {}

    /**
     * Reads one record. Fields the entity does not declare are kept in {@link SObject#unknownFields()};
     * the {@code attributes} member is skipped. Loaded fields are present but not changed.
     *
     * @throws IOException naming the object and field when a value has the wrong shape
     */
    public static <E extends SObject<E>> E read(SObjectType<E> type, String json) throws IOException {
        try (JsonParser parser = FACTORY.createParser(json)) {
            parser.nextToken();
            return read(type, parser);
        }
    }

    /** Reads one record from a parser positioned at its {@code START_OBJECT}. */
    public static <E extends SObject<E>> E read(SObjectType<E> type, JsonParser parser) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw new IOException(type.apiName() + ": expected a record object, found " + parser.currentToken());
        }
        E record = type.newRecord();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken token = parser.nextToken();
            if (name.equals("attributes")) {
                parser.skipChildren();
                continue;
            }
            Field<E, ?> field = type.field(name).orElse(null);
            if (field == null) {
                JsonNode raw = Codecs.MAPPER.readTree(parser);
                record.putUnknownField(name, raw);
                continue;
            }
            if (token == JsonToken.VALUE_NULL) {
                record.load(field, null);
                continue;
            }
            try {
                record.load(field, field.codec().read(parser));
            } catch (IOException e) {
                throw new IOException(type.apiName() + "." + field.apiName() + ": " + e.getMessage(), e);
            }
        }
        return record;
    }

    /** Writes a record as a JSON object of field API names to values. */
    public static String write(SObject<?> record, Scope scope) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = FACTORY.createGenerator(out)) {
            write(record, scope, generator);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** Writes a record to a generator. */
    public static <E extends SObject<E>> void write(SObject<E> record, Scope scope, JsonGenerator generator)
            throws IOException {
        generator.writeStartObject();
        List<Field<E, ?>> fields = scope == Scope.ALL ? record.presentFields() : record.changedFields();
        for (Field<E, ?> field : fields) {
            writeField(record, field, generator);
        }
        if (scope == Scope.ALL) {
            for (Map.Entry<String, JsonNode> entry : record.unknownFields().entrySet()) {
                generator.writeFieldName(entry.getKey());
                Codecs.MAPPER.writeTree(generator, entry.getValue());
            }
        }
        generator.writeEndObject();
    }

    private static <E extends SObject<E>, T> void writeField(SObject<E> record, Field<E, T> field, JsonGenerator g)
            throws IOException {
        g.writeFieldName(field.apiName());
        T value = record.get(field);
        if (value == null) {
            g.writeNull();
        } else {
            field.codec().write(g, value);
        }
    }
}
