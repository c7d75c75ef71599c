package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.runtime.WireFormats;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** How SOQL compares stored values with literals and with each other, by the field's type. */
final class Values {
    /** The comparison families of field types. */
    enum Kind {
        NUMBER,
        DATE,
        DATETIME,
        BOOLEAN,
        ID,
        TEXT
    }

    private Values() {}

    static Kind kind(FieldDescribe field) {
        return switch (field.type()) {
            case CURRENCY, DOUBLE, PERCENT, INT, LONG -> Kind.NUMBER;
            case DATE -> Kind.DATE;
            case DATETIME -> Kind.DATETIME;
            case BOOLEAN -> Kind.BOOLEAN;
            case ID, REFERENCE -> Kind.ID;
            default -> Kind.TEXT;
        };
    }

    /** Parses a datetime as stored or as a SOQL literal. */
    static Instant instant(String text) {
        return WireFormats.parseDateTime(text).toInstant();
    }

    /** Whether a stored value (never null) equals a literal (never null). */
    static boolean equal(Kind kind, JsonNode value, Object literal, ZoneId zone) {
        if (literal instanceof DateRange range) {
            LocalDate day = day(kind, value, zone);
            return !day.isBefore(range.start()) && day.isBefore(range.end());
        }
        if (kind == Kind.ID) {
            String id = value.asText();
            String wanted = (String) literal;
            return wanted.length() == 15 ? id.startsWith(wanted) : id.equalsIgnoreCase(wanted);
        }
        return compare(kind, value, literal) == 0;
    }

    /** Orders a stored value (never null) against a literal (never null). */
    static int compare(Kind kind, JsonNode value, Object literal) {
        return switch (kind) {
            case NUMBER -> value.decimalValue().compareTo((BigDecimal) literal);
            case DATE -> LocalDate.parse(value.asText()).compareTo((LocalDate) literal);
            case DATETIME -> instant(value.asText()).compareTo((Instant) literal);
            case BOOLEAN -> Boolean.compare(value.asBoolean(), (Boolean) literal);
            case ID -> value.asText().compareTo((String) literal);
            case TEXT -> value.asText().compareToIgnoreCase((String) literal);
        };
    }

    /** Orders two stored values (never null) of one field. */
    static int compareNodes(Kind kind, JsonNode a, JsonNode b) {
        return switch (kind) {
            case NUMBER -> a.decimalValue().compareTo(b.decimalValue());
            case DATETIME -> instant(a.asText()).compareTo(instant(b.asText()));
            case BOOLEAN -> Boolean.compare(a.asBoolean(), b.asBoolean());
            case DATE, ID -> a.asText().compareTo(b.asText());
            case TEXT -> a.asText().compareToIgnoreCase(b.asText());
        };
    }

    /** The day a date or datetime value falls on in the org's time zone. */
    static LocalDate day(Kind kind, JsonNode value, ZoneId zone) {
        return kind == Kind.DATETIME
                ? LocalDate.ofInstant(instant(value.asText()), zone)
                : LocalDate.parse(value.asText());
    }

    /** The relation of a value to a relative date range: -1 before it, 0 within, 1 after. */
    static int position(Kind kind, JsonNode value, DateRange range, ZoneId zone) {
        LocalDate day = day(kind, value, zone);
        return day.isBefore(range.start()) ? -1 : day.isBefore(range.end()) ? 0 : 1;
    }

    /** The regular expression of a LIKE pattern: {@code %} any run, {@code _} one character, case-insensitive. */
    static Pattern likePattern(String pattern) {
        StringBuilder regex = new StringBuilder();
        // By code point, not char: '_' matches one character even outside the basic plane (an emoji, a CJK
        // extension ideograph), and a quoted surrogate pair stays one character.
        int[] points = pattern.codePoints().toArray();
        for (int i = 0; i < points.length; i++) {
            int c = points[i];
            if (c == SoqlSyntax.ESCAPED && i + 1 < points.length) {
                regex.append(Pattern.quote(Character.toString(points[++i])));
            } else if (c == '%') {
                regex.append(".*");
            } else if (c == '_') {
                regex.append('.');
            } else {
                regex.append(Pattern.quote(Character.toString(c)));
            }
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.DOTALL);
    }

    /** Whether a multi-select value holds every value of one {@code ;}-separated literal. */
    static boolean includes(JsonNode value, String literal) {
        Set<String> held = new HashSet<>();
        for (String one : value.asText().split(";")) {
            held.add(one.trim().toLowerCase(Locale.ROOT));
        }
        List<String> wanted = Arrays.stream(literal.split(";"))
                .map(s -> s.trim().toLowerCase(Locale.ROOT))
                .toList();
        return held.containsAll(wanted);
    }

    /** A decoded string literal with the LIKE escape marks removed. */
    static String plain(String decoded) {
        return decoded.replace(String.valueOf(SoqlSyntax.ESCAPED), "");
    }
}
