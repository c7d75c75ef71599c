package dev.refin.runtime.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.SObject;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * A path to a field the platform filters on but does not group by: the conditions of a {@link Path}, without
 * {@code LIKE} (such fields are numbers, dates and times) and without grouping. Its two kinds say what else is
 * refused: a {@link NotGroupablePath} sorts, a {@link NotSortablePath} does not.
 *
 * @param <E> the queried entity
 * @param <T> the Java type of the field's values
 */
public abstract sealed class FilterablePath<E extends SObject<E>, T> extends QueryPath<E, T>
        permits NotGroupablePath, NotSortablePath {
    /** The full path the conditions are made by; never handed out. */
    final Path<E, T> path;

    FilterablePath(Path<E, T> path) {
        this.path = Objects.requireNonNull(path, "path");
    }

    @Override
    public final String soql() {
        return path.soql();
    }

    @Override
    public final Field<?, ?> field() {
        return path.field();
    }

    @Override
    public final boolean isDirect() {
        return path.isDirect();
    }

    @Override
    final T read(JsonNode node) {
        return path.read(node);
    }

    /**
     * This path with every condition, ordering and grouping: the escape hatch for a field whose traits the org
     * changed after generation (made sortable or groupable). The platform refuses what the field does not allow.
     */
    public final Path<E, T> unchecked() {
        return path;
    }

    /** {@code = value}; a null value is refused, use {@link #isNull()}. */
    public final Condition<E> eq(T value) {
        return path.eq(value);
    }

    /** {@code != value}. */
    public final Condition<E> ne(T value) {
        return path.ne(value);
    }

    /** {@code < value}. */
    public final Condition<E> lt(T value) {
        return path.lt(value);
    }

    /** {@code <= value}. */
    public final Condition<E> le(T value) {
        return path.le(value);
    }

    /** {@code > value}. */
    public final Condition<E> gt(T value) {
        return path.gt(value);
    }

    /** {@code >= value}. */
    public final Condition<E> ge(T value) {
        return path.ge(value);
    }

    /** {@code = literal}: within a relative date range such as {@code THIS_MONTH}. */
    public final Condition<E> eq(DateLiteral literal) {
        return path.eq(literal);
    }

    /** {@code < literal}: before a relative date range. */
    public final Condition<E> lt(DateLiteral literal) {
        return path.lt(literal);
    }

    /** {@code > literal}: after a relative date range. */
    public final Condition<E> gt(DateLiteral literal) {
        return path.gt(literal);
    }

    /** {@code >= literal}: within or after a relative date range. */
    public final Condition<E> ge(DateLiteral literal) {
        return path.ge(literal);
    }

    /** {@code <= literal}: before or within a relative date range. */
    public final Condition<E> le(DateLiteral literal) {
        return path.le(literal);
    }

    /** {@code = value}, the same as {@link #eq}. */
    public final Condition<E> is(T value) {
        return path.is(value);
    }

    /** {@code IN (values)}; an empty collection is refused. */
    public final Condition<E> in(Collection<? extends T> values) {
        return path.in(values);
    }

    /** {@code IN (values)}. */
    @SafeVarargs
    public final Condition<E> in(T... values) {
        List<T> list = new ArrayList<>(values.length);
        for (T value : values) {
            list.add(value);
        }
        return path.in(list);
    }

    /** {@code NOT IN (values)}; an empty collection is refused. */
    public final Condition<E> notIn(Collection<? extends T> values) {
        return path.notIn(values);
    }

    /** {@code = null}. */
    public final Condition<E> isNull() {
        return path.isNull();
    }

    /** {@code != null}. */
    public final Condition<E> isNotNull() {
        return path.isNotNull();
    }
}
