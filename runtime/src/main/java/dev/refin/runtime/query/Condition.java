package dev.refin.runtime.query;

import java.util.Objects;

/**
 * A WHERE condition on rows of {@code E}, rendered once with every value already a formatted literal;
 * combine with {@link #and}, {@link #or} and {@link #not}. A condition on an aggregate is a {@link HavingCondition}
 * instead, which {@code where} does not take. Immutable.
 *
 * @param <E> the queried entity
 */
public final class Condition<E> {
    private enum Kind {
        ATOM,
        AND,
        OR
    }

    private final String soql;
    private final Kind kind;

    private Condition(String soql, Kind kind) {
        this.soql = soql;
        this.kind = kind;
    }

    static <E> Condition<E> atom(String soql) {
        return new Condition<>(soql, Kind.ATOM);
    }

    /** Both this and {@code other}. */
    public Condition<E> and(Condition<E> other) {
        return join(other, Kind.AND);
    }

    /** This or {@code other}. */
    public Condition<E> or(Condition<E> other) {
        return join(other, Kind.OR);
    }

    /** Both this (a condition on grouped fields) and a condition on an aggregate: a condition for HAVING. */
    public HavingCondition<E> and(HavingCondition<E> other) {
        return new HavingCondition<>(join(Objects.requireNonNull(other, "other").condition(), Kind.AND));
    }

    /** This (a condition on grouped fields) or a condition on an aggregate: a condition for HAVING. */
    public HavingCondition<E> or(HavingCondition<E> other) {
        return new HavingCondition<>(join(Objects.requireNonNull(other, "other").condition(), Kind.OR));
    }

    /** The negation of this condition. */
    public Condition<E> not() {
        return new Condition<>("NOT (" + soql + ")", Kind.ATOM);
    }

    /** The negation of a condition. */
    public static <E> Condition<E> not(Condition<E> condition) {
        return condition.not();
    }

    /** All of the conditions. */
    @SafeVarargs
    public static <E> Condition<E> allOf(Condition<E> first, Condition<E>... more) {
        Condition<E> result = first;
        for (Condition<E> next : more) {
            result = result.and(next);
        }
        return result;
    }

    /** Any of the conditions. */
    @SafeVarargs
    public static <E> Condition<E> anyOf(Condition<E> first, Condition<E>... more) {
        Condition<E> result = first;
        for (Condition<E> next : more) {
            result = result.or(next);
        }
        return result;
    }

    private Condition<E> join(Condition<E> other, Kind joined) {
        Objects.requireNonNull(other, "other");
        String operator = joined == Kind.AND ? " AND " : " OR ";
        return new Condition<>(operand(this, joined) + operator + operand(other, joined), joined);
    }

    /** SOQL refuses to mix AND and OR without parentheses, so a different compound is wrapped. */
    private static String operand(Condition<?> condition, Kind parent) {
        return condition.kind == Kind.ATOM || condition.kind == parent ? condition.soql : "(" + condition.soql + ")";
    }

    /** The condition as SOQL. */
    @Override
    public String toString() {
        return soql;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Condition<?> that && soql.equals(that.soql);
    }

    @Override
    public int hashCode() {
        return soql.hashCode();
    }
}
