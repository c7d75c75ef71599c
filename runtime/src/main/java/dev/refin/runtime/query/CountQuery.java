package dev.refin.runtime.query;

import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.util.Objects;

/**
 * {@code SELECT COUNT() FROM X [WHERE ...]}: the platform answers with the count in {@code totalSize} and
 * no rows. Immutable.
 *
 * @param <E> the counted entity
 */
public final class CountQuery<E extends SObject<E>> {
    private final SObjectType<E> type;
    private final Condition<E> where;

    CountQuery(SObjectType<E> type, Condition<E> where) {
        this.type = Objects.requireNonNull(type, "type");
        this.where = where;
    }

    /** The counted entity. */
    public SObjectType<E> sobjectType() {
        return type;
    }

    /** Adds a condition; several calls are joined with AND. */
    public CountQuery<E> where(Condition<E> condition) {
        Objects.requireNonNull(condition, "condition");
        return new CountQuery<>(type, where == null ? condition : where.and(condition));
    }

    /** The query text to send. */
    public String toSoql() {
        return "SELECT COUNT() FROM " + type.apiName() + (where == null ? "" : " WHERE " + where);
    }

    /** The query text. */
    @Override
    public String toString() {
        return toSoql();
    }
}
