package dev.refin.runtime.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.SObject;

/**
 * A field of {@code E} or of a parent, as a query names it: what every path has, whatever the describe allows of
 * it. What a query may do with it is typed by the describe: a {@link Path} filters, sorts and groups; a {@link
 * NotGroupablePath} filters and sorts; a {@link NotSortablePath} filters; a {@link NotFilterablePath} is selected
 * only. {@code Soql.field} picks the kind from the field's descriptor type.
 *
 * @param <E> the queried entity
 * @param <T> the Java type of the field's values
 */
public abstract sealed class QueryPath<E extends SObject<E>, T> permits Path, FilterablePath, NotFilterablePath {
    QueryPath() {}

    /** The path as written in SOQL, e.g. {@code refin__Entity__r.Name}. */
    public abstract String soql();

    /** The field at the end of the path. */
    public abstract Field<?, ?> field();

    /** Whether the path is a field of the queried entity itself, not of a parent. */
    public abstract boolean isDirect();

    /** A value of this path as the platform sent it in an aggregate row. */
    abstract T read(JsonNode node);

    /** The path as written in SOQL. */
    @Override
    public String toString() {
        return soql();
    }
}
