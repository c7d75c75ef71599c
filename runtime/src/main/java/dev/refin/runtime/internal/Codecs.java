package dev.refin.runtime.internal;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.runtime.Address;
import dev.refin.runtime.Location;
import dev.refin.runtime.RecordId;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.util.Locale;

/** The wire formats of the platform's field types (section 2.5 of the platform reference). Not for use outside the runtime. */
public final class Codecs {
    /** Shared mapper for raw JSON values; configured once, thread-safe. */
    public static final ObjectMapper MAPPER = new ObjectMapper();

    /** Reads {@code 2024-01-31T10:00:00.000+0000}, {@code ...Z} and {@code ...+01:00}, with or without millis. */
    private static final DateTimeFormatter DATE_TIME_IN = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE)
            .appendLiteral('T')
            .append(DateTimeFormatter.ISO_LOCAL_TIME)
            .optionalStart()
            .appendOffset("+HH:MM", "Z")
            .optionalEnd()
            .optionalStart()
            .appendOffset("+HHMM", "Z")
            .optionalEnd()
            .toFormatter(Locale.ROOT);

    /** Writes what the platform writes: millis and an offset without a colon. */
    private static final DateTimeFormatter DATE_TIME_OUT =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSxx", Locale.ROOT);

    private static final DateTimeFormatter TIME_OUT = new DateTimeFormatterBuilder()
            .appendValue(ChronoField.HOUR_OF_DAY, 2)
            .appendLiteral(':')
            .appendValue(ChronoField.MINUTE_OF_HOUR, 2)
            .appendLiteral(':')
            .appendValue(ChronoField.SECOND_OF_MINUTE, 2)
            .appendLiteral('.')
            .appendValue(ChronoField.MILLI_OF_SECOND, 3)
            .appendLiteral('Z')
            .toFormatter(Locale.ROOT);

    private static final FieldCodec<String> STRING = new FieldCodec<>() {
        @Override
        public String read(JsonParser p) throws IOException {
            if (p.currentToken().isScalarValue()) {
                return p.getValueAsString();
            }
            throw new IOException("expected text, found " + describe(p));
        }

        @Override
        public void write(JsonGenerator g, String value) throws IOException {
            g.writeString(value);
        }
    };

    private static final FieldCodec<Boolean> BOOLEAN = new FieldCodec<>() {
        @Override
        public Boolean read(JsonParser p) throws IOException {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE) {
                return t == JsonToken.VALUE_TRUE;
            }
            if (t == JsonToken.VALUE_STRING
                    && (p.getText().equals("true") || p.getText().equals("false"))) {
                return Boolean.valueOf(p.getText());
            }
            throw new IOException("expected true or false, found " + describe(p));
        }

        @Override
        public void write(JsonGenerator g, Boolean value) throws IOException {
            g.writeBoolean(value);
        }
    };

    private static final FieldCodec<BigDecimal> DECIMAL = new FieldCodec<>() {
        @Override
        public BigDecimal read(JsonParser p) throws IOException {
            if (p.currentToken().isNumeric()) {
                return p.getDecimalValue();
            }
            return parse(p, BigDecimal::new, "a number");
        }

        @Override
        public void write(JsonGenerator g, BigDecimal value) throws IOException {
            g.writeNumber(value.toPlainString());
        }
    };

    private static final FieldCodec<Integer> INTEGER = new FieldCodec<>() {
        @Override
        public Integer read(JsonParser p) throws IOException {
            if (p.currentToken().isNumeric()) {
                // Aggregates and some APIs send whole numbers as 3.0.
                try {
                    return p.getDecimalValue().intValueExact();
                } catch (ArithmeticException e) {
                    throw new IOException("expected a whole number, found " + describe(p), e);
                }
            }
            return parse(p, Integer::valueOf, "a whole number");
        }

        @Override
        public void write(JsonGenerator g, Integer value) throws IOException {
            g.writeNumber(value);
        }
    };

    private static final FieldCodec<Long> LONG = new FieldCodec<>() {
        @Override
        public Long read(JsonParser p) throws IOException {
            if (p.currentToken().isNumeric()) {
                try {
                    return p.getDecimalValue().longValueExact();
                } catch (ArithmeticException e) {
                    throw new IOException("expected a whole number, found " + describe(p), e);
                }
            }
            return parse(p, Long::valueOf, "a whole number");
        }

        @Override
        public void write(JsonGenerator g, Long value) throws IOException {
            g.writeNumber(value);
        }
    };

    private static final FieldCodec<LocalDate> DATE = new FieldCodec<>() {
        @Override
        public LocalDate read(JsonParser p) throws IOException {
            return parse(p, LocalDate::parse, "a date (YYYY-MM-DD)");
        }

        @Override
        public void write(JsonGenerator g, LocalDate value) throws IOException {
            g.writeString(value.toString());
        }
    };

    private static final FieldCodec<OffsetDateTime> DATE_TIME = new FieldCodec<>() {
        @Override
        public OffsetDateTime read(JsonParser p) throws IOException {
            return parse(p, text -> OffsetDateTime.parse(text, DATE_TIME_IN), "a date-time");
        }

        @Override
        public void write(JsonGenerator g, OffsetDateTime value) throws IOException {
            g.writeString(DATE_TIME_OUT.format(value));
        }
    };

    private static final FieldCodec<LocalTime> TIME = new FieldCodec<>() {
        @Override
        public LocalTime read(JsonParser p) throws IOException {
            // The trailing Z is cosmetic: times are stored in the saving user's zone.
            return parse(
                    p,
                    text -> LocalTime.parse(text.endsWith("Z") ? text.substring(0, text.length() - 1) : text),
                    "a time");
        }

        @Override
        public void write(JsonGenerator g, LocalTime value) throws IOException {
            g.writeString(TIME_OUT.format(value));
        }
    };

    private static final FieldCodec<RecordId<Object>> ID = new FieldCodec<>() {
        @Override
        public RecordId<Object> read(JsonParser p) throws IOException {
            return parse(p, RecordId::of, "a record id");
        }

        @Override
        public void write(JsonGenerator g, RecordId<Object> value) throws IOException {
            g.writeString(value.value());
        }
    };

    private static final FieldCodec<JsonNode> JSON = new FieldCodec<>() {
        @Override
        public JsonNode read(JsonParser p) throws IOException {
            return MAPPER.readTree(p);
        }

        @Override
        public void write(JsonGenerator g, JsonNode value) throws IOException {
            MAPPER.writeTree(g, value);
        }
    };

    private static final FieldCodec<Address> ADDRESS = new FieldCodec<>() {
        @Override
        public Address read(JsonParser p) throws IOException {
            JsonNode node = MAPPER.readTree(p);
            if (!node.isObject()) {
                throw new IOException("expected an address object, found " + node.getNodeType());
            }
            return new Address(
                    text(node, "street"),
                    text(node, "city"),
                    text(node, "state"),
                    text(node, "stateCode"),
                    text(node, "postalCode"),
                    text(node, "country"),
                    text(node, "countryCode"),
                    number(node, "latitude"),
                    number(node, "longitude"),
                    text(node, "geocodeAccuracy"));
        }

        @Override
        public void write(JsonGenerator g, Address a) throws IOException {
            g.writeStartObject();
            writeText(g, "city", a.city());
            writeText(g, "country", a.country());
            if (a.countryCode() != null) {
                writeText(g, "countryCode", a.countryCode());
            }
            writeText(g, "geocodeAccuracy", a.geocodeAccuracy());
            writeNumber(g, "latitude", a.latitude());
            writeNumber(g, "longitude", a.longitude());
            writeText(g, "postalCode", a.postalCode());
            writeText(g, "state", a.state());
            if (a.stateCode() != null) {
                writeText(g, "stateCode", a.stateCode());
            }
            writeText(g, "street", a.street());
            g.writeEndObject();
        }
    };

    private static final FieldCodec<Location> LOCATION = new FieldCodec<>() {
        @Override
        public Location read(JsonParser p) throws IOException {
            JsonNode node = MAPPER.readTree(p);
            if (!node.isObject()) {
                throw new IOException("expected a location object, found " + node.getNodeType());
            }
            return new Location(number(node, "latitude"), number(node, "longitude"));
        }

        @Override
        public void write(JsonGenerator g, Location value) throws IOException {
            g.writeStartObject();
            writeNumber(g, "latitude", value.latitude());
            writeNumber(g, "longitude", value.longitude());
            g.writeEndObject();
        }
    };

    private Codecs() {}

    public static FieldCodec<String> string() {
        return STRING;
    }

    public static FieldCodec<Boolean> bool() {
        return BOOLEAN;
    }

    public static FieldCodec<BigDecimal> decimal() {
        return DECIMAL;
    }

    public static FieldCodec<Integer> integer() {
        return INTEGER;
    }

    public static FieldCodec<Long> longInteger() {
        return LONG;
    }

    public static FieldCodec<LocalDate> date() {
        return DATE;
    }

    public static FieldCodec<OffsetDateTime> dateTime() {
        return DATE_TIME;
    }

    public static FieldCodec<LocalTime> time() {
        return TIME;
    }

    @SuppressWarnings({"unchecked", "rawtypes"}) // Ids carry their target only at compile time.
    public static <T> FieldCodec<RecordId<T>> id() {
        return (FieldCodec) ID;
    }

    public static FieldCodec<JsonNode> json() {
        return JSON;
    }

    public static FieldCodec<Address> address() {
        return ADDRESS;
    }

    public static FieldCodec<Location> location() {
        return LOCATION;
    }

    /** Formats a date-time as the platform does. */
    public static String formatDateTime(OffsetDateTime value) {
        return DATE_TIME_OUT.format(value);
    }

    private interface Parse<T> {
        T apply(String text);
    }

    private static <T> T parse(JsonParser p, Parse<T> parse, String expected) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            throw new IOException("expected " + expected + ", found " + describe(p));
        }
        String text = p.getText();
        try {
            return parse.apply(text.trim());
        } catch (DateTimeParseException | IllegalArgumentException | ArithmeticException e) {
            throw new IOException("expected " + expected + ", found '" + abbreviate(text) + "'");
        }
    }

    private static String describe(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            return "an object";
        }
        if (t == JsonToken.START_ARRAY) {
            return "an array";
        }
        return "'" + abbreviate(p.getText()) + "'";
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }

    private static String text(JsonNode node, String name) {
        JsonNode value = node.get(name);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static BigDecimal number(JsonNode node, String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        return value.isNumber() ? value.decimalValue() : new BigDecimal(value.asText());
    }

    private static void writeText(JsonGenerator g, String name, String value) throws IOException {
        if (value == null) {
            g.writeNullField(name);
        } else {
            g.writeStringField(name, value);
        }
    }

    private static void writeNumber(JsonGenerator g, String name, BigDecimal value) throws IOException {
        g.writeFieldName(name);
        if (value == null) {
            g.writeNull();
        } else {
            g.writeNumber(value.toPlainString());
        }
    }
}
