package dev.refin.runtime.query;

import java.util.Objects;

/**
 * A condition on groups, made from an {@link Aggregate} ({@code total.gt(BigDecimal.ONE)}): what {@link
 * AggregateQuery#having(HavingCondition)} takes. It is not a {@link Condition}, so {@code where(total.gt(...))} does
 * not compile: the platform answers an aggregate in {@code WHERE} with {@code MALFORMED_QUERY}. Combined with a
 * {@code Condition} (on grouped fields) by {@code and}/{@code or} on either side, it stays a {@code HavingCondition}.
 * Immutable.
 *
 * @param <E> the queried entity
 */
public final class HavingCondition<E> {
    private final Condition<E> condition;

    HavingCondition(Condition<E> condition) {
        this.condition = condition;
    }

    /** The condition as the builder renders it. */
    Condition<E> condition() {
        return condition;
    }

    /** Both this and {@code other}. */
    public HavingCondition<E> and(HavingCondition<E> other) {
        return new HavingCondition<>(condition.and(Objects.requireNonNull(other, "other").condition));
    }

    /** Both this and {@code other}, a condition on grouped fields. */
    public HavingCondition<E> and(Condition<E> other) {
        return new HavingCondition<>(condition.and(other));
    }

    /** This or {@code other}. */
    public HavingCondition<E> or(HavingCondition<E> other) {
        return new HavingCondition<>(condition.or(Objects.requireNonNull(other, "other").condition));
    }

    /** This or {@code other}, a condition on grouped fields. */
    public HavingCondition<E> or(Condition<E> other) {
        return new HavingCondition<>(condition.or(other));
    }

    /** The negation of this condition. */
    public HavingCondition<E> not() {
        return new HavingCondition<>(condition.not());
    }

    /** The condition as SOQL. */
    @Override
    public String toString() {
        return condition.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof HavingCondition<?> that && condition.equals(that.condition);
    }

    @Override
    public int hashCode() {
        return condition.hashCode();
    }
}
