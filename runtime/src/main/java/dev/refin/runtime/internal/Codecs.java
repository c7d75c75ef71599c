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
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
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

    /**
     * The longest number read, as a JSON number or as text (a CSV cell, a number in a string): Jackson's own limit
     * for number tokens. Parsing a longer one costs time that grows with the square of its length.
     */
    public static final int MAX_NUMBER_CHARS = 1000;

    /**
     * The largest scale (and negated, the smallest) of a number read: {@code 1e-1000} to {@code 1e1000} as plain
     * text is at most about 2,000 digits, while {@code 1e999999999} would be a billion.
     */
    public static final int MAX_NUMBER_SCALE = 1000;

    private static final FieldCodec<BigDecimal> DECIMAL = new FieldCodec<>() {
        @Override
        public BigDecimal read(JsonParser p) throws IOException {
            if (p.currentToken().isNumeric()) {
                return bounded(p.getDecimalValue(), p.getText());
            }
            if (p.currentToken() == JsonToken.VALUE_STRING) {
                try {
                    return parseDecimal(p.getText().trim());
                } catch (NumberFormatException e) {
                    throw new IOException(e.getMessage());
                }
            }
            return parse(p, BigDecimal::new, "a number");
        }

        @Override
        public void write(JsonGenerator g, BigDecimal value) throws IOException {
            g.writeNumber(plain(value));
        }
    };

    private static final FieldCodec<Integer> INTEGER = new FieldCodec<>() {
        @Override
        public Integer read(JsonParser p) throws IOException {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT) {
                return p.getIntValue();
            }
            if (t.isNumeric()) {
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
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_NUMBER_INT) {
                JsonParser.NumberType type = p.getNumberType();
                if (type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG) {
                    return p.getLongValue();
                }
            }
            if (t.isNumeric()) {
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
            return parse(p, Codecs::parseDate, "a date (YYYY-MM-DD)");
        }

        @Override
        public void write(JsonGenerator g, LocalDate value) throws IOException {
            char[] text = new char[DATE_LENGTH];
            if (putDate(text, value.getYear(), value.getMonthValue(), value.getDayOfMonth())) {
                g.writeString(text, 0, DATE_LENGTH);
            } else {
                g.writeString(value.toString());
            }
        }
    };

    private static final FieldCodec<OffsetDateTime> DATE_TIME = new FieldCodec<>() {
        @Override
        public OffsetDateTime read(JsonParser p) throws IOException {
            return parse(p, Codecs::parseDateTime, "a date-time");
        }

        @Override
        public void write(JsonGenerator g, OffsetDateTime value) throws IOException {
            char[] text = new char[DATE_TIME_LENGTH];
            if (putDateTime(text, value)) {
                g.writeString(text, 0, DATE_TIME_LENGTH);
            } else {
                g.writeString(DATE_TIME_OUT.format(value));
            }
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
        char[] text = new char[DATE_TIME_LENGTH];
        return putDateTime(text, value) ? new String(text) : DATE_TIME_OUT.format(value);
    }

    private static final int DATE_LENGTH = 10;
    private static final int DATE_TIME_LENGTH = 28;

    /**
     * Puts {@code yyyy-MM-dd} at the start of {@code out}, as {@link LocalDate#toString()} and {@code uuuu-MM-dd}
     * print it; false, with nothing to use, for a year outside 0 to 9999, which those print with a sign.
     */
    private static boolean putDate(char[] out, int year, int month, int day) {
        if (year < 0 || year > 9999) {
            return false;
        }
        putDigits(out, 0, year / 100);
        putDigits(out, 2, year % 100);
        out[4] = '-';
        putDigits(out, 5, month);
        out[7] = '-';
        putDigits(out, 8, day);
        return true;
    }

    /**
     * Puts what {@link #DATE_TIME_OUT} prints, {@code uuuu-MM-ddTHH:mm:ss.SSS+HHMM}, in {@code out}; false for a
     * year outside 0 to 9999 or an offset with seconds, left to the formatter.
     */
    private static boolean putDateTime(char[] out, OffsetDateTime value) {
        int offset = value.getOffset().getTotalSeconds();
        if (offset % 60 != 0 || !putDate(out, value.getYear(), value.getMonthValue(), value.getDayOfMonth())) {
            return false;
        }
        out[10] = 'T';
        putDigits(out, 11, value.getHour());
        out[13] = ':';
        putDigits(out, 14, value.getMinute());
        out[16] = ':';
        putDigits(out, 17, value.getSecond());
        out[19] = '.';
        int millis = value.getNano() / 1_000_000;
        out[20] = (char) ('0' + millis / 100);
        putDigits(out, 21, millis % 100);
        out[23] = offset < 0 ? '-' : '+';
        int minutes = Math.abs(offset) / 60;
        putDigits(out, 24, minutes / 60);
        putDigits(out, 26, minutes % 60);
        return true;
    }

    /** {@link LocalDate#parse(CharSequence)}, with a fast path for the usual {@code yyyy-MM-dd}. */
    private static LocalDate parseDate(String text) {
        if (text.length() == DATE_LENGTH) {
            LocalDate date = fastDate(text);
            if (date != null) {
                return date;
            }
        }
        return LocalDate.parse(text);
    }

    /** {@code yyyy-MM-dd} at the start of {@code text} as a valid date, or null for anything else. */
    private static LocalDate fastDate(String text) {
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 2);
        int day = digits(text, 8, 2);
        if (year < 0 || month < 0 || day < 0 || text.charAt(4) != '-' || text.charAt(7) != '-') {
            return null;
        }
        try {
            return LocalDate.of(year, month, day);
        } catch (DateTimeException e) {
            return null; // Left to the formatter, which reports it.
        }
    }

    /**
     * Reads the platform's date-time wire format ({@code 2024-01-31T10:00:00.000+0000}, {@code ...Z} or
     * {@code ...+01:00}, with or without fraction); throws {@link java.time.format.DateTimeParseException}
     * otherwise. Parses with {@link #DATE_TIME_IN}, with a fast path for {@code yyyy-MM-ddTHH:mm:ss}, optional 1 to 9 digits
     * of fraction, then {@code Z}, {@code +HHMM} or {@code +HH:MM}. Anything else, including values out of range,
     * goes to the formatter, so that what is accepted and how it resolves do not change.
     */
    public static OffsetDateTime parseDateTime(String text) {
        OffsetDateTime fast = text.length() >= 20 ? fastDateTime(text) : null;
        return fast != null ? fast : OffsetDateTime.parse(text, DATE_TIME_IN);
    }

    private static OffsetDateTime fastDateTime(String text) {
        LocalDate date = fastDate(text);
        int hour = digits(text, 11, 2);
        int minute = digits(text, 14, 2);
        int second = digits(text, 17, 2);
        if (date == null
                || hour < 0
                || minute < 0
                || second < 0
                || text.charAt(10) != 'T'
                || text.charAt(13) != ':'
                || text.charAt(16) != ':') {
            return null;
        }
        int length = text.length();
        int at = 19;
        int nano = 0;
        if (text.charAt(at) == '.') {
            at++;
            int start = at;
            while (at < length && at - start < 9 && isDigit(text.charAt(at))) {
                nano = nano * 10 + (text.charAt(at) - '0');
                at++;
            }
            if (at == start) {
                return null;
            }
            for (int i = at - start; i < 9; i++) {
                nano *= 10;
            }
        }
        int rest = length - at;
        if (rest < 1) {
            return null;
        }
        char sign = text.charAt(at);
        ZoneOffset offset;
        try {
            if (sign == 'Z' && rest == 1) {
                offset = ZoneOffset.UTC;
            } else if ((sign == '+' || sign == '-') && (rest == 5 || rest == 6)) {
                int hours = digits(text, at + 1, 2);
                int minutesAt = rest == 5 ? at + 3 : at + 4;
                int minutes = digits(text, minutesAt, 2);
                if (hours < 0 || minutes < 0 || (rest == 6 && text.charAt(at + 3) != ':')) {
                    return null;
                }
                offset = sign == '-'
                        ? ZoneOffset.ofHoursMinutes(-hours, -minutes)
                        : ZoneOffset.ofHoursMinutes(hours, minutes);
            } else {
                return null;
            }
            return OffsetDateTime.of(date, LocalTime.of(hour, minute, second, nano), offset);
        } catch (DateTimeException e) {
            return null; // Left to the formatter, which reports it.
        }
    }

    /** The ASCII digits at {@code text[at, at + count)} as a number, or -1 if any is not a digit. */
    private static int digits(String text, int at, int count) {
        int value = 0;
        for (int i = at; i < at + count; i++) {
            char c = text.charAt(i);
            if (!isDigit(c)) {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Puts 0 to 99 as two digits at {@code at}. */
    private static void putDigits(char[] out, int at, int value) {
        out[at] = (char) ('0' + value / 10);
        out[at + 1] = (char) ('0' + value % 10);
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

    /** A number beyond the runtime's bounds ({@link #parseDecimal}): too long, or its exponent too large. */
    public static final class NumberOutOfBounds extends NumberFormatException {
        private static final long serialVersionUID = 1L;

        NumberOutOfBounds(String message) {
            super(message);
        }
    }

    /**
     * Parses a number read from an answer (a string value, a CSV cell) within bounds: at most {@value
     * #MAX_NUMBER_CHARS} characters, checked before parsing, and a scale within {@value #MAX_NUMBER_SCALE} either way,
     * so neither parsing it nor printing it plain can take unbounded time or memory.
     *
     * @throws NumberOutOfBounds saying which bound it passes (the value cut short)
     * @throws NumberFormatException when it is no number
     */
    public static BigDecimal parseDecimal(String text) {
        if (text.length() > MAX_NUMBER_CHARS) {
            throw new NumberOutOfBounds("a number of " + text.length() + " characters, more than the "
                    + MAX_NUMBER_CHARS + " read: '" + abbreviate(text) + "'");
        }
        BigDecimal value;
        try {
            value = new BigDecimal(text);
        } catch (NumberFormatException e) {
            throw new NumberFormatException("expected a number, found '" + abbreviate(text) + "'");
        }
        if (Math.abs((long) value.scale()) > MAX_NUMBER_SCALE) {
            throw new NumberOutOfBounds("a number out of range (exponent beyond " + MAX_NUMBER_SCALE + " either way): '"
                    + abbreviate(text) + "'");
        }
        return value;
    }

    /** A number token's value when within {@link #parseDecimal}'s scale bound. */
    private static BigDecimal bounded(BigDecimal value, String text) throws IOException {
        if (Math.abs((long) value.scale()) > MAX_NUMBER_SCALE) {
            throw new IOException("a number out of range (exponent beyond " + MAX_NUMBER_SCALE + " either way): '"
                    + abbreviate(text) + "'");
        }
        return value;
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

    private static BigDecimal number(JsonNode node, String name) throws IOException {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        try {
            return value.isNumber() ? bounded(value.decimalValue(), value.asText()) : parseDecimal(value.asText());
        } catch (NumberFormatException e) {
            throw new IOException(name + ": " + e.getMessage());
        }
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
            g.writeNumber(plain(value));
        }
    }

    /**
     * {@link BigDecimal#toPlainString()}, but through {@link BigDecimal#toString()} where the two agree (scale not
     * negative, adjusted exponent at least -6), because that text is cached in the value.
     */
    static String plain(BigDecimal value) {
        int scale = value.scale();
        return scale >= 0 && value.precision() - scale >= -5 ? value.toString() : value.toPlainString();
    }
}
