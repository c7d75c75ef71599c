package dev.refin.runtime.query;

import java.util.Objects;

/**
 * A relative date literal ({@code TODAY}, {@code LAST_N_DAYS:30}, ...): a range in the user's time zone;
 * {@code =} means within it, {@code <} and {@code >} either side.
 */
public final class DateLiteral {
    /** Yesterday. */
    public static final DateLiteral YESTERDAY = new DateLiteral("YESTERDAY");
    /** Today. */
    public static final DateLiteral TODAY = new DateLiteral("TODAY");
    /** Tomorrow. */
    public static final DateLiteral TOMORROW = new DateLiteral("TOMORROW");
    /** The previous week. */
    public static final DateLiteral LAST_WEEK = new DateLiteral("LAST_WEEK");
    /** The current week. */
    public static final DateLiteral THIS_WEEK = new DateLiteral("THIS_WEEK");
    /** The next week. */
    public static final DateLiteral NEXT_WEEK = new DateLiteral("NEXT_WEEK");
    /** The previous month. */
    public static final DateLiteral LAST_MONTH = new DateLiteral("LAST_MONTH");
    /** The current month. */
    public static final DateLiteral THIS_MONTH = new DateLiteral("THIS_MONTH");
    /** The next month. */
    public static final DateLiteral NEXT_MONTH = new DateLiteral("NEXT_MONTH");
    /** The last 90 days, today included. */
    public static final DateLiteral LAST_90_DAYS = new DateLiteral("LAST_90_DAYS");
    /** The next 90 days. */
    public static final DateLiteral NEXT_90_DAYS = new DateLiteral("NEXT_90_DAYS");
    /** The previous quarter. */
    public static final DateLiteral LAST_QUARTER = new DateLiteral("LAST_QUARTER");
    /** The current quarter. */
    public static final DateLiteral THIS_QUARTER = new DateLiteral("THIS_QUARTER");
    /** The next quarter. */
    public static final DateLiteral NEXT_QUARTER = new DateLiteral("NEXT_QUARTER");
    /** The previous year. */
    public static final DateLiteral LAST_YEAR = new DateLiteral("LAST_YEAR");
    /** The current year. */
    public static final DateLiteral THIS_YEAR = new DateLiteral("THIS_YEAR");
    /** The next year. */
    public static final DateLiteral NEXT_YEAR = new DateLiteral("NEXT_YEAR");
    /** The previous fiscal quarter. */
    public static final DateLiteral LAST_FISCAL_QUARTER = new DateLiteral("LAST_FISCAL_QUARTER");
    /** The current fiscal quarter. */
    public static final DateLiteral THIS_FISCAL_QUARTER = new DateLiteral("THIS_FISCAL_QUARTER");
    /** The previous fiscal year. */
    public static final DateLiteral LAST_FISCAL_YEAR = new DateLiteral("LAST_FISCAL_YEAR");
    /** The current fiscal year. */
    public static final DateLiteral THIS_FISCAL_YEAR = new DateLiteral("THIS_FISCAL_YEAR");

    /** The unit of a parameterized literal. */
    public enum Unit {
        /** Days. */
        DAYS,
        /** Weeks. */
        WEEKS,
        /** Months. */
        MONTHS,
        /** Quarters. */
        QUARTERS,
        /** Years. */
        YEARS,
        /** Fiscal quarters. */
        FISCAL_QUARTERS,
        /** Fiscal years. */
        FISCAL_YEARS
    }

    private final String text;

    private DateLiteral(String text) {
        this.text = text;
    }

    /** {@code LAST_N_DAYS:n}: the last n days, today included. */
    public static DateLiteral lastNDays(int n) {
        return lastN(Unit.DAYS, n);
    }

    /** {@code NEXT_N_DAYS:n}: the next n days, today excluded. */
    public static DateLiteral nextNDays(int n) {
        return nextN(Unit.DAYS, n);
    }

    /** {@code N_DAYS_AGO:n}: the single day n days ago. */
    public static DateLiteral nDaysAgo(int n) {
        return new DateLiteral("N_DAYS_AGO:" + count(n));
    }

    /** {@code LAST_N_<UNIT>:n}. */
    public static DateLiteral lastN(Unit unit, int n) {
        return new DateLiteral("LAST_N_" + Objects.requireNonNull(unit, "unit").name() + ":" + count(n));
    }

    /** {@code NEXT_N_<UNIT>:n}. */
    public static DateLiteral nextN(Unit unit, int n) {
        return new DateLiteral("NEXT_N_" + Objects.requireNonNull(unit, "unit").name() + ":" + count(n));
    }

    private static int count(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("a relative date count must not be negative: " + n);
        }
        return n;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DateLiteral that && text.equals(that.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /** The literal as written in SOQL, e.g. {@code LAST_N_DAYS:30}. */
    @Override
    public String toString() {
        return text;
    }
}
