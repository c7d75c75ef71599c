package dev.refin.runtime.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.SObject;
import java.util.Objects;

/**
 * A path to a field the describe marks {@code filterable: false} (a long or rich text area, an address): it can be
 * selected ({@code alsoSelect}) and counted, but it has no conditions, orderings or grouping, so a {@code where},
 * {@code orderBy} or {@code groupBy} on it does not compile. The platform refuses such a {@code WHERE} with {@code
 * INVALID_FIELD} ("field ... can not be filtered in a query call").
 *
 * @param <E> the queried entity
 * @param <T> the Java type of the field's values
 */
public final class NotFilterablePath<E extends SObject<E>, T> extends QueryPath<E, T> {
    private final Path<E, T> path;

    NotFilterablePath(Path<E, T> path) {
        this.path = Objects.requireNonNull(path, "path");
    }

    /**
     * This path with every condition, ordering and grouping: the escape hatch for a field whose traits the org
     * changed after generation (made filterable). The platform refuses what the field does not allow.
     */
    public Path<E, T> unchecked() {
        return path;
    }

    @Override
    public String soql() {
        return path.soql();
    }

    @Override
    public Field<?, ?> field() {
        return path.field();
    }

    @Override
    public boolean isDirect() {
        return path.isDirect();
    }

    @Override
    T read(JsonNode node) {
        return path.read(node);
    }
}
