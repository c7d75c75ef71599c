package dev.refin.emulator.soql;

import io.github.apexdevtools.apexparser.ApexParser;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;

/**
 * The days a relative date literal such as {@code TODAY} or {@code LAST_N_DAYS:7} denotes: from {@code start}
 * inclusive to {@code end} exclusive; weeks start on Sunday and the fiscal year is the calendar year.
 *
 * @param start the first day
 * @param end the day after the last
 */
record DateRange(LocalDate start, LocalDate end) {
    /** The range of a date formula on the given day. */
    static DateRange of(ApexParser.DateFormulaContext formula, LocalDate today) {
        String name = formula.getStart().getText().toUpperCase(Locale.ROOT);
        int n = formula.signedInteger() == null
                ? 0
                : Integer.parseInt(formula.signedInteger().getText());
        LocalDate week = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY));
        LocalDate month = today.withDayOfMonth(1);
        LocalDate quarter = month.withMonth((today.getMonthValue() - 1) / 3 * 3 + 1);
        LocalDate year = today.withDayOfYear(1);
        String unit = name.contains("WEEK")
                ? "WEEK"
                : name.contains("MONTH") ? "MONTH" : name.contains("QUARTER") ? "QUARTER" : "YEAR";
        return switch (name) {
            case "YESTERDAY" -> days(today.minusDays(1), 1);
            case "TODAY" -> days(today, 1);
            case "TOMORROW" -> days(today.plusDays(1), 1);
            case "LAST_90_DAYS" -> new DateRange(today.minusDays(90), today.plusDays(1));
            case "NEXT_90_DAYS" -> new DateRange(today.plusDays(1), today.plusDays(91));
            case "LAST_N_DAYS" -> new DateRange(today.minusDays(n), today.plusDays(1));
            case "NEXT_N_DAYS" -> new DateRange(today.plusDays(1), today.plusDays(n + 1L));
            case "N_DAYS_AGO" -> days(today.minusDays(n), 1);
            default -> periods(name, unit, n, week, month, quarter, year);
        };
    }

    private static DateRange periods(
            String name, String unit, int n, LocalDate week, LocalDate month, LocalDate quarter, LocalDate year) {
        LocalDate current =
                switch (unit) {
                    case "WEEK" -> week;
                    case "MONTH" -> month;
                    case "QUARTER" -> quarter;
                    default -> year;
                };
        if (name.startsWith("THIS_")) {
            return span(current, unit, 0, 1);
        }
        if (name.startsWith("LAST_N_")) {
            return span(current, unit, -n, n);
        }
        if (name.startsWith("NEXT_N_")) {
            return span(current, unit, 1, n);
        }
        if (name.startsWith("N_")) {
            return span(current, unit, -n, 1);
        }
        if (name.startsWith("LAST_")) {
            return span(current, unit, -1, 1);
        }
        return span(current, unit, 1, 1);
    }

    private static DateRange span(LocalDate current, String unit, int from, int count) {
        LocalDate start = shift(current, unit, from);
        return new DateRange(start, shift(start, unit, count));
    }

    private static LocalDate shift(LocalDate date, String unit, long amount) {
        return switch (unit) {
            case "WEEK" -> date.plusWeeks(amount);
            case "MONTH" -> date.plusMonths(amount);
            case "QUARTER" -> date.plusMonths(3 * amount);
            default -> date.plusYears(amount);
        };
    }

    private static DateRange days(LocalDate start, int count) {
        return new DateRange(start, start.plusDays(count));
    }
}
