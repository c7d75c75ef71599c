package dev.refin.emulator.formula;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** Conversions between the formula value types. */
final class Values {
    private Values() {}

    /** A number, or null for a blank; refuses text and logical values. */
    static BigDecimal number(Object value) {
        if (value == null || value instanceof BigDecimal) {
            return (BigDecimal) value;
        }
        throw new FormulaException("expected a number but got " + describe(value));
    }

    /** The logical value; a blank is false. */
    static boolean truth(Object value) {
        if (value == null) {
            return false;
        }
        if (value instanceof Boolean bool) {
            return bool;
        }
        throw new FormulaException("expected a logical value but got " + describe(value));
    }

    /** The text of a value as {@code TEXT()} and {@code &} give it; a blank is the empty string. */
    static String text(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof BigDecimal number) {
            return number.stripTrailingZeros().toPlainString();
        }
        return value.toString();
    }

    /** Whether a value is blank: null or empty text. */
    static boolean blank(Object value) {
        return value == null || (value instanceof String text && text.isEmpty());
    }

    /** Orders two values of the same type (numbers, text, dates, date-times, logical values). */
    static int compare(Object a, Object b) {
        if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            return x.compareTo(y);
        }
        if (a instanceof LocalDate x && b instanceof LocalDate y) {
            return x.compareTo(y);
        }
        if (a instanceof Instant x && b instanceof Instant y) {
            return x.compareTo(y);
        }
        if (a instanceof Boolean x && b instanceof Boolean y) {
            return Boolean.compare(x, y);
        }
        if (a instanceof String x && b instanceof String y) {
            return x.compareTo(y);
        }
        throw new FormulaException("cannot compare " + describe(a) + " with " + describe(b));
    }

    /** A string literal's value: quotes removed, backslash escapes resolved. */
    static String unquote(String literal) {
        StringBuilder out = new StringBuilder(literal.length());
        for (int i = 1; i < literal.length() - 1; i++) {
            char c = literal.charAt(i);
            if (c == '\\' && i + 1 < literal.length() - 1) {
                char next = literal.charAt(++i);
                out.append(
                        switch (next) {
                            case 'n' -> '\n';
                            case 't' -> '\t';
                            case 'r' -> '\r';
                            default -> next;
                        });
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String describe(Object value) {
        return value.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT) + " " + value;
    }
}
