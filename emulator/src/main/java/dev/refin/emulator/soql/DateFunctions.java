package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.refin.runtime.WireFormats;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Set;

/**
 * SOQL's date functions ({@code CALENDAR_YEAR(CreatedDate)}, {@code DAY_ONLY(...)}, {@code FISCAL_QUARTER(...)}, ...)
 * over a date or date-time value, in the org's time zone (GMT) and with a fiscal year that starts in January, the
 * platform's default.
 */
final class DateFunctions {
    /** Every date function the grammar accepts. */
    static final Set<String> NAMES = Set.of(
            "CALENDAR_MONTH",
            "CALENDAR_QUARTER",
            "CALENDAR_YEAR",
            "DAY_IN_MONTH",
            "DAY_IN_WEEK",
            "DAY_IN_YEAR",
            "DAY_ONLY",
            "FISCAL_MONTH",
            "FISCAL_QUARTER",
            "FISCAL_YEAR",
            "HOUR_IN_DAY",
            "WEEK_IN_MONTH",
            "WEEK_IN_YEAR");

    private DateFunctions() {}

    /** The kind of a function's result: a date for {@code DAY_ONLY}, otherwise a number. */
    static Values.Kind kind(String function) {
        return function.equals("DAY_ONLY") ? Values.Kind.DATE : Values.Kind.NUMBER;
    }

    /** The function of a date ({@code yyyy-MM-dd}) or date-time value, or null for null or an unreadable value. */
    static JsonNode apply(String function, JsonNode value) {
        if (value == null || value.isNull() || !value.isTextual()) {
            return null;
        }
        LocalDateTime at;
        String text = value.asText();
        try {
            at = text.length() == 10
                    ? LocalDate.parse(text).atStartOfDay()
                    : WireFormats.parseDateTime(text)
                            .withOffsetSameInstant(ZoneOffset.UTC)
                            .toLocalDateTime();
        } catch (DateTimeParseException | IllegalArgumentException e) {
            return null;
        }
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        int month = at.getMonthValue();
        return switch (function.toUpperCase(Locale.ROOT)) {
            case "CALENDAR_MONTH", "FISCAL_MONTH" -> nodes.numberNode(month);
            case "CALENDAR_QUARTER", "FISCAL_QUARTER" -> nodes.numberNode((month - 1) / 3 + 1);
            case "CALENDAR_YEAR", "FISCAL_YEAR" -> nodes.numberNode(at.getYear());
            case "DAY_IN_MONTH" -> nodes.numberNode(at.getDayOfMonth());
            case "DAY_IN_WEEK" -> nodes.numberNode(dayInWeek(at.getDayOfWeek()));
            case "DAY_IN_YEAR" -> nodes.numberNode(at.getDayOfYear());
            case "DAY_ONLY" -> nodes.textNode(at.toLocalDate().toString());
            case "HOUR_IN_DAY" -> nodes.numberNode(at.getHour());
            case "WEEK_IN_MONTH" -> nodes.numberNode((at.getDayOfMonth() - 1) / 7 + 1);
            case "WEEK_IN_YEAR" -> nodes.numberNode((at.getDayOfYear() - 1) / 7 + 1);
            default -> null;
        };
    }

    /** Sunday is 1, Saturday 7, as the platform counts. */
    private static int dayInWeek(DayOfWeek day) {
        return day.getValue() % 7 + 1;
    }
}
