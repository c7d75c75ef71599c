package dev.refin.runtime;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.FieldCodec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/** Reads and writes records in the platform's JSON shape, field by typed field. */
public final class SObjectJson {
    private static final JsonFactory FACTORY = Codecs.MAPPER.getFactory();
    private static final ObjectWriter BODY_WRITER = Codecs.MAPPER.writerFor(Body.class);

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

    /**
     * Reads one record from its JSON as UTF-8 bytes (an HTTP answer as it arrived), without decoding them to text.
     *
     * @throws IOException when the bytes are not a record of {@code type}
     */
    public static <E extends SObject<E>> E read(SObjectType<E> type, byte[] json) throws IOException {
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
        List<Field<E, ?>> fields = type.fields();
        int size = fields.size();
        int expected = 0; // Records usually arrive in declaration order: try the field after the last one first.
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken token = parser.nextToken();
            if (name.equals("attributes")) {
                parser.skipChildren();
                continue;
            }
            Field<E, ?> field = null;
            if (expected < size) {
                Field<E, ?> next = fields.get(expected);
                if (next.apiName().equals(name)) {
                    field = next;
                }
            }
            if (field == null) {
                field = type.fieldOrNull(name);
                if (field == null) {
                    JsonNode raw = Codecs.MAPPER.readTree(parser);
                    record.putUnknownField(name, raw);
                    continue;
                }
            }
            int index = field.index();
            expected = index + 1;
            if (token == JsonToken.VALUE_NULL) {
                record.loadAt(index, null);
                continue;
            }
            try {
                record.loadAt(index, field.codec().read(parser));
            } catch (IOException e) {
                throw new IOException(type.apiName() + "." + field.apiName() + ": " + e.getMessage(), e);
            }
        }
        return record;
    }

    /** Writes a record as a JSON object of field API names to values. */
    public static String write(SObject<?> record, Scope scope) {
        try {
            // ObjectWriter.writeValueAsString takes its output and generator buffers from Jackson's recycler pool
            // through the public API: as fast as a hand-held pool, and the same on every supported Jackson.
            return BODY_WRITER.writeValueAsString(new Body(record, scope));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes a record to a generator. */
    public static <E extends SObject<E>> void write(SObject<E> record, Scope scope, JsonGenerator generator)
            throws IOException {
        generator.writeStartObject();
        List<Field<E, ?>> fields = record.sobjectType().fields();
        if (scope == Scope.ALL) {
            for (int i = record.nextPresent(0); i >= 0; i = record.nextPresent(i + 1)) {
                writeField(fields.get(i), record.valueAt(i), generator);
            }
            Map<String, JsonNode> unknown = record.unknownFieldsOrNull();
            if (unknown != null) {
                for (Map.Entry<String, JsonNode> entry : unknown.entrySet()) {
                    generator.writeFieldName(entry.getKey());
                    Codecs.MAPPER.writeTree(generator, entry.getValue());
                }
            }
        } else {
            for (int i = record.nextChanged(0); i >= 0; i = record.nextChanged(i + 1)) {
                writeField(fields.get(i), record.valueAt(i), generator);
            }
        }
        generator.writeEndObject();
    }

    @SuppressWarnings("unchecked") // The value at a field's index was stored through that Field<E, T>.
    private static void writeField(Field<?, ?> field, Object value, JsonGenerator g) throws IOException {
        g.writeFieldName(field.jsonName());
        if (value == null) {
            g.writeNull();
        } else {
            ((FieldCodec<Object>) field.codec()).write(g, value);
        }
    }

    /** A record and its scope as Jackson serializes it: the root value of {@link #write(SObject, Scope)}. */
    private static final class Body implements JsonSerializable {
        private final SObject<?> record;
        private final Scope scope;

        Body(SObject<?> record, Scope scope) {
            this.record = record;
            this.scope = scope;
        }

        @Override
        public void serialize(JsonGenerator generator, SerializerProvider provider) throws IOException {
            write(record, scope, generator);
        }

        @Override
        public void serializeWithType(JsonGenerator generator, SerializerProvider provider, TypeSerializer types)
                throws IOException {
            write(record, scope, generator);
        }
    }
}
