package dev.refin.runtime.query;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.SObject;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.FieldCodec;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * One row of an {@link AggregateQuery}: the grouped fields and the aggregates, read back typed.
 *
 * @param <E> the queried entity
 */
public final class AggregateRow<E extends SObject<E>> {
    private final ObjectNode row;

    private AggregateRow(ObjectNode row) {
        this.row = row;
    }

    /** Keeps decimals exact: {@code 157200.10} stays that, not a double. */
    private static final ObjectReader EXACT = Codecs.MAPPER
            .reader()
            .with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .without(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES);

    /**
     * Reads one {@code AggregateResult} record from a parser positioned at its {@code START_OBJECT}.
     *
     * @throws IOException when it is not a JSON object
     */
    public static <E extends SObject<E>> AggregateRow<E> read(JsonParser parser) throws IOException {
        JsonNode node = EXACT.readTree(parser);
        if (!(node instanceof ObjectNode object)) {
            throw new IOException("an aggregate row is a JSON object, found " + node);
        }
        return new AggregateRow<>(object);
    }

    /** Wraps one {@code AggregateResult} record as the platform returned it. */
    public static <E extends SObject<E>> AggregateRow<E> of(ObjectNode row) {
        return new AggregateRow<>(Objects.requireNonNull(row, "row").deepCopy());
    }

    /** The value of an aggregate column; null when the platform returned null (e.g. SUM over no rows). */
    @SuppressWarnings("unchecked") // Aggregate<E, T> is only made by Soql with the Result matching T.
    public <T> T get(Aggregate<E, T> aggregate) {
        JsonNode node = row.get(aggregate.alias());
        if (node == null || node.isNull()) {
            return null;
        }
        return switch (aggregate.result()) {
            case LONG -> (T) Long.valueOf(node.asLong());
            case DECIMAL -> (T) decimal(node);
            case FIELD -> (T) aggregate.path().read(node);
        };
    }

    /**
     * The value of a grouped path. A parent path comes back under its last segment's API name, as the
     * platform names it.
     */
    public <T> T get(Path<E, T> path) {
        JsonNode node = row.get(path.field().apiName());
        return node == null || node.isNull() ? null : path.read(node);
    }

    /** The value of a grouped field of the entity. */
    public <T> T get(Field<E, T> field) {
        return get(Path.of(field));
    }

    /** The row as the platform sent it (without {@code attributes}). */
    public ObjectNode raw() {
        ObjectNode copy = row.deepCopy();
        copy.remove("attributes");
        return copy;
    }

    private static BigDecimal decimal(JsonNode node) {
        return Codecs.parseDecimal(
                node.isNumber() ? node.asText() : node.asText().trim());
    }

    /** Reads a value with the codec the generated field uses, so aggregates parse like records do. */
    static Object convert(Field<?, ?> field, JsonNode node) {
        FieldCodec<?> codec =
                switch (field.type()) {
                    case ID, REFERENCE -> Codecs.id();
                    case BOOLEAN -> Codecs.bool();
                    case CURRENCY, DOUBLE, PERCENT -> Codecs.decimal();
                    case INT -> Codecs.integer();
                    case LONG -> Codecs.longInteger();
                    case DATE -> Codecs.date();
                    case DATETIME -> Codecs.dateTime();
                    case TIME -> Codecs.time();
                    case ADDRESS, LOCATION, ANYTYPE, COMPLEXVALUE, JSON, UNKNOWN -> Codecs.json();
                    default -> Codecs.string();
                };
        try (JsonParser parser = node.traverse(Codecs.MAPPER)) {
            parser.nextToken();
            return codec.read(parser);
        } catch (IOException e) {
            throw new IllegalArgumentException(field.apiName() + ": unreadable aggregate value " + node, e);
        }
    }

    /** The row's columns. */
    @Override
    public String toString() {
        return raw().toString();
    }
}
