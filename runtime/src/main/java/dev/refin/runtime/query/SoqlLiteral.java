package dev.refin.runtime.query;

import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.RecordId;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Collection;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.regex.Pattern;

/**
 * Formats Java values as SOQL literals (platform reference section 4.4): strings quoted and escaped so no
 * value can leave its literal, dates {@code YYYY-MM-DD}, datetimes with {@code Z} or a colon offset, numbers
 * plain, booleans, {@code null}.
 */
public final class SoqlLiteral {
    private static final DateTimeFormatter DATE_TIME =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ssXXX", Locale.ROOT);
    private static final DateTimeFormatter DATE_TIME_MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSXXX", Locale.ROOT);
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

    private SoqlLiteral() {}

    /**
     * The literal for a value: {@code null}, a quoted string, a number, a boolean, a date, a datetime, a record
     * id, a picklist constant, a {@link DateLiteral}, or a parenthesized list for a collection.
     *
     * @throws IllegalArgumentException for a type SOQL has no literal for
     */
    public static String format(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String text) {
            return quote(text);
        }
        if (value instanceof Boolean
                || value instanceof Integer
                || value instanceof Long
                || value instanceof Short
                || value instanceof Byte
                || value instanceof BigInteger) {
            return value.toString();
        }
        if (value instanceof BigDecimal decimal) {
            return decimal.toPlainString();
        }
        if (value instanceof Double || value instanceof Float) {
            return number(((Number) value).doubleValue());
        }
        return formatOther(value);
    }

    private static String formatOther(Object value) {
        if (value instanceof LocalDate date) {
            return date.toString();
        }
        if (value instanceof OffsetDateTime dateTime) {
            return dateTime(dateTime.withOffsetSameInstant(ZoneOffset.UTC));
        }
        if (value instanceof Instant instant) {
            return dateTime(instant.atOffset(ZoneOffset.UTC));
        }
        if (value instanceof RecordId<?> id) {
            return quote(id.value());
        }
        if (value instanceof DateLiteral literal) {
            return literal.toString();
        }
        if (value instanceof PicklistValue picklist) {
            if (picklist.apiValue() == null) {
                throw new IllegalArgumentException("an unrecognized picklist value has no literal: " + picklist);
            }
            return quote(picklist.apiValue());
        }
        if (value instanceof Collection<?> values) {
            return list(values);
        }
        throw new IllegalArgumentException(
                "no SOQL literal for a " + value.getClass().getName());
    }

    /** A parenthesized, comma-separated list of literals for {@code IN}; an empty list is refused. */
    static String list(Collection<?> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("IN and NOT IN need at least one value");
        }
        StringJoiner out = new StringJoiner(", ", "(", ")");
        for (Object value : values) {
            if (value instanceof Collection<?>) {
                throw new IllegalArgumentException("a list literal cannot hold a list");
            }
            out.add(format(value));
        }
        return out.toString();
    }

    /** A quoted string literal: backslash, quotes and control characters escaped. */
    public static String quote(String text) {
        return "'" + escape(text, false) + "'";
    }

    /** A quoted LIKE pattern matching {@code text} literally: {@code %} and {@code _} escaped too. */
    public static String quoteForLike(String text) {
        return "'" + escape(text, true) + "'";
    }

    /** A quoted LIKE pattern whose {@code %} and {@code _} stay wildcards; everything else is escaped. */
    static String quotePattern(String pattern) {
        return quote(pattern);
    }

    /** Escapes a string's characters for the inside of a SOQL literal. */
    static String escape(String text, boolean likeWildcards) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\'' -> out.append("\\'");
                case '"' -> out.append("\\\"");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '%', '_' -> out.append(likeWildcards ? "\\" : "").append(c);
                default -> {
                    if (c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029') {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    /** Checks an identifier (API name, alias, relationship name) so nothing but a name reaches the query. */
    static String identifier(String name, String what) {
        if (name == null || !IDENTIFIER.matcher(name).matches()) {
            throw new IllegalArgumentException(what + " is not a SOQL identifier: '" + name + "'");
        }
        return name;
    }

    private static String dateTime(OffsetDateTime utc) {
        return utc.getNano() == 0 ? DATE_TIME.format(utc) : DATE_TIME_MILLIS.format(utc);
    }

    private static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("SOQL has no literal for " + value);
        }
        return BigDecimal.valueOf(value).toPlainString();
    }
}
