package dev.refin.runtime.query;

import dev.refin.runtime.Field;
import dev.refin.runtime.MultiPicklistField;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * A field of {@code E} or of a parent reached through lookups ({@code refin__Entity__r.Name}), holding
 * values of {@code T}; makes conditions and orderings. Immutable.
 *
 * <p>The path of a picklist holds its generated enum, so a condition takes only that field's values:
 * {@code Soql.field(SalesInvoice.STATUS).is(SalesInvoice.Status.POSTED)} compiles, a constant of another picklist
 * does not. {@link #isValue(String)} is the explicit escape hatch for a value the enum does not know yet.
 *
 * <p>A {@code Path} is a field the platform filters on, sorts and groups by. {@code Soql.field} of a field the
 * describe marks otherwise makes a {@link NotGroupablePath}, {@link NotSortablePath} or {@link NotFilterablePath}
 * instead, which lack what the platform refuses; their {@code unchecked()} is the escape hatch for a field whose
 * traits the org changed after generation.
 *
 * @param <E> the queried entity
 * @param <T> the Java type of the field's values: the generated enum for a picklist
 */
public final class Path<E extends SObject<E>, T> extends QueryPath<E, T> {
    private final String soql;
    private final Field<?, ?> leaf;
    private final boolean direct;
    /** Whether {@code T} is the generated enum of the leaf (a picklist), not the leaf field's value type. */
    private final boolean enumValued;

    private Path(String soql, Field<?, ?> leaf, boolean direct) {
        this(soql, leaf, direct, false);
    }

    private Path(String soql, Field<?, ?> leaf, boolean direct, boolean enumValued) {
        this.soql = soql;
        this.leaf = leaf;
        this.direct = direct;
        this.enumValued = enumValued;
    }

    /** A field of the queried entity itself. */
    public static <E extends SObject<E>, T> Path<E, T> of(Field<E, T> field) {
        Objects.requireNonNull(field, "field");
        return new Path<>(SoqlLiteral.identifier(field.apiName(), "field"), field, true);
    }

    /** A picklist of the queried entity itself, whose values are its generated enum's constants. */
    public static <E extends SObject<E>, P extends Enum<P> & PicklistValue> Path<E, P> of(PicklistField<E, P> field) {
        Objects.requireNonNull(field, "field");
        return new Path<>(SoqlLiteral.identifier(field.apiName(), "field"), field, true, true);
    }

    /**
     * A multi-select picklist of the queried entity, whose values are its generated enum's constants: {@code eq}
     * matches a selection of exactly that value; {@link Soql#includes} and {@link Soql#excludes} test single values.
     */
    public static <E extends SObject<E>, P extends Enum<P> & PicklistValue> Path<E, P> of(
            MultiPicklistField<E, P> field) {
        Objects.requireNonNull(field, "field");
        return new Path<>(SoqlLiteral.identifier(field.apiName(), "field"), field, true, true);
    }

    /** A field of the queried entity that the platform filters on and sorts by, but does not group by. */
    public static <E extends SObject<E>, T> NotGroupablePath<E, T> of(Field.NotGroupable<E, T> field) {
        return new NotGroupablePath<>(direct(field));
    }

    /** A writable field of the queried entity that the platform filters on and sorts by, but does not group by. */
    public static <E extends SObject<E>, T> NotGroupablePath<E, T> of(Field.Writable.NotGroupable<E, T> field) {
        return new NotGroupablePath<>(direct(field));
    }

    /** A field of the queried entity that the platform filters on, but neither sorts nor groups by. */
    public static <E extends SObject<E>, T> NotSortablePath<E, T> of(Field.NotSortable<E, T> field) {
        return new NotSortablePath<>(direct(field));
    }

    /** A writable field of the queried entity that the platform filters on, but neither sorts nor groups by. */
    public static <E extends SObject<E>, T> NotSortablePath<E, T> of(Field.Writable.NotSortable<E, T> field) {
        return new NotSortablePath<>(direct(field));
    }

    /** A field of the queried entity that the platform does not filter on: selected only. */
    public static <E extends SObject<E>, T> NotFilterablePath<E, T> of(Field.NotFilterable<E, T> field) {
        return new NotFilterablePath<>(direct(field));
    }

    /** A writable field of the queried entity that the platform does not filter on: selected only. */
    public static <E extends SObject<E>, T> NotFilterablePath<E, T> of(Field.Writable.NotFilterable<E, T> field) {
        return new NotFilterablePath<>(direct(field));
    }

    /**
     * A full path to any field of the queried entity, whatever its descriptor type: the escape hatch for a field
     * whose traits the org changed after generation (made filterable, sortable or groupable). The platform refuses
     * what the field does not allow; prefer {@code Soql.field}, whose result offers only what the describe allows.
     */
    public static <E extends SObject<E>, T> Path<E, T> unchecked(Field<E, T> field) {
        return direct(field);
    }

    private static <E extends SObject<E>, T> Path<E, T> direct(Field<E, T> field) {
        Objects.requireNonNull(field, "field");
        return new Path<>(SoqlLiteral.identifier(field.apiName(), "field"), field, true);
    }

    /** The first step towards a parent's fields: {@code parent(Line.INVOICE).get(Invoice.NAME)}. */
    public static <E extends SObject<E>, P extends SObject<P>> Parent<E, P> parent(ReferenceField<E, P> reference) {
        return new Parent<>(relationship(reference));
    }

    private static String relationship(ReferenceField<?, ?> reference) {
        Objects.requireNonNull(reference, "reference");
        if (reference.relationshipName() == null) {
            throw new IllegalArgumentException(reference.apiName() + " has no relationship name to follow");
        }
        return SoqlLiteral.identifier(reference.relationshipName(), "relationship name");
    }

    /** The path as written in SOQL, e.g. {@code refin__Entity__r.Name}. */
    @Override
    public String soql() {
        return soql;
    }

    /** The field at the end of the path. */
    @Override
    public Field<?, ?> field() {
        return leaf;
    }

    /** A value of this path as the platform sent it in an aggregate row, read like the field's values. */
    @Override
    @SuppressWarnings("unchecked") // A picklist path's T is its field's enum; any other's is its field's value type.
    T read(com.fasterxml.jackson.databind.JsonNode node) {
        if (enumValued && leaf instanceof PicklistField<?, ?> picklist) {
            return (T) picklist.toEnum(node.asText());
        }
        if (enumValued) {
            throw new IllegalStateException(
                    leaf.apiName() + " is a multi-select picklist, which the platform neither groups nor aggregates");
        }
        return (T) AggregateRow.convert(leaf, node);
    }

    /** Whether the path is a field of the queried entity itself, not of a parent. */
    @Override
    public boolean isDirect() {
        return direct;
    }

    /** {@code = value}; a null value is refused, use {@link #isNull()}. */
    public Condition<E> eq(T value) {
        return compare("=", value);
    }

    /** {@code != value}. */
    public Condition<E> ne(T value) {
        return compare("!=", value);
    }

    /** {@code < value}. */
    public Condition<E> lt(T value) {
        return compare("<", value);
    }

    /** {@code <= value}. */
    public Condition<E> le(T value) {
        return compare("<=", value);
    }

    /** {@code > value}. */
    public Condition<E> gt(T value) {
        return compare(">", value);
    }

    /** {@code >= value}. */
    public Condition<E> ge(T value) {
        return compare(">=", value);
    }

    /** {@code = literal}: within a relative date range such as {@code THIS_MONTH}. */
    public Condition<E> eq(DateLiteral literal) {
        return compare("=", literal);
    }

    /** {@code < literal}: before a relative date range. */
    public Condition<E> lt(DateLiteral literal) {
        return compare("<", literal);
    }

    /** {@code > literal}: after a relative date range. */
    public Condition<E> gt(DateLiteral literal) {
        return compare(">", literal);
    }

    /** {@code >= literal}: within or after a relative date range. */
    public Condition<E> ge(DateLiteral literal) {
        return compare(">=", literal);
    }

    /** {@code <= literal}: before or within a relative date range. */
    public Condition<E> le(DateLiteral literal) {
        return compare("<=", literal);
    }

    /**
     * {@code = value}, the same as {@link #eq}; reads well with a picklist constant: {@code
     * Soql.field(SalesInvoice.STATUS).is(SalesInvoice.Status.POSTED)}.
     */
    public Condition<E> is(T value) {
        return compare("=", value);
    }

    /**
     * {@code = 'apiValue'}, unchecked: the escape hatch for a picklist value the generated enum does not know yet
     * (added to the org after generation). Prefer {@link #is} with a constant, which a typo cannot get past.
     */
    public Condition<E> isValue(String apiValue) {
        return compare("=", Objects.requireNonNull(apiValue, "apiValue"));
    }

    /** {@code INCLUDES} or {@code EXCLUDES} of API values; for {@link Soql#includes} and {@link Soql#excludes}. */
    Condition<E> multiSelect(String operator, List<? extends PicklistValue> values) {
        return Condition.atom(soql + " " + operator + " " + SoqlLiteral.list(values));
    }

    /** {@code IN (values)}; an empty collection is refused. */
    public Condition<E> in(Collection<? extends T> values) {
        return Condition.atom(soql + " IN " + SoqlLiteral.list(List.copyOf(values)));
    }

    /** {@code IN (values)}. */
    @SafeVarargs
    public final Condition<E> in(T... values) {
        List<T> list = new ArrayList<>(values.length);
        for (T value : values) {
            list.add(value);
        }
        return in(list);
    }

    /** {@code NOT IN (values)}; an empty collection is refused. */
    public Condition<E> notIn(Collection<? extends T> values) {
        return Condition.atom(soql + " NOT IN " + SoqlLiteral.list(List.copyOf(values)));
    }

    /** {@code LIKE 'pattern'} where {@code %} and {@code _} are wildcards; everything else is literal. */
    public Condition<E> like(String pattern) {
        return Condition.atom(soql + " LIKE " + SoqlLiteral.quotePattern(Objects.requireNonNull(pattern, "pattern")));
    }

    /** {@code LIKE 'text%'} with {@code text} matched literally, wildcards in it included. */
    public Condition<E> startsWith(String text) {
        return Condition.atom(soql + " LIKE '" + SoqlLiteral.escape(text, true) + "%'");
    }

    /** {@code LIKE '%text%'} with {@code text} matched literally, wildcards in it included. */
    public Condition<E> contains(String text) {
        return Condition.atom(soql + " LIKE '%" + SoqlLiteral.escape(text, true) + "%'");
    }

    /** {@code = null}. */
    public Condition<E> isNull() {
        return Condition.atom(soql + " = null");
    }

    /** {@code != null}. */
    public Condition<E> isNotNull() {
        return Condition.atom(soql + " != null");
    }

    /** Ascending order. */
    public Ordering<E> asc() {
        return new Ordering<>(soql, false, null);
    }

    /** Descending order. */
    public Ordering<E> desc() {
        return new Ordering<>(soql, true, null);
    }

    private Condition<E> compare(String operator, Object value) {
        if (value == null) {
            throw new IllegalArgumentException(
                    "compare " + soql + " with null through isNull() or isNotNull(), not " + operator + " null");
        }
        return Condition.atom(soql + " " + operator + " " + SoqlLiteral.format(value));
    }

    /** The path as written in SOQL. */
    @Override
    public String toString() {
        return soql;
    }

    /**
     * A parent record reached through lookups from {@code E}; ends in a field with {@link #get}.
     *
     * @param <E> the queried entity
     * @param <P> the parent entity
     */
    public static final class Parent<E extends SObject<E>, P extends SObject<P>> {
        private final String prefix;

        private Parent(String prefix) {
            this.prefix = prefix;
        }

        /** The parent's field. */
        public <T> Path<E, T> get(Field<P, T> field) {
            return full(field);
        }

        private <T> Path<E, T> full(Field<P, T> field) {
            Objects.requireNonNull(field, "field");
            return new Path<>(prefix + "." + SoqlLiteral.identifier(field.apiName(), "field"), field, false);
        }

        /** The parent's picklist, whose values are its generated enum's constants. */
        public <Q extends Enum<Q> & PicklistValue> Path<E, Q> get(PicklistField<P, Q> field) {
            Objects.requireNonNull(field, "field");
            return new Path<>(prefix + "." + SoqlLiteral.identifier(field.apiName(), "field"), field, false, true);
        }

        /** The parent's multi-select picklist, whose values are its generated enum's constants. */
        public <Q extends Enum<Q> & PicklistValue> Path<E, Q> get(MultiPicklistField<P, Q> field) {
            Objects.requireNonNull(field, "field");
            return new Path<>(prefix + "." + SoqlLiteral.identifier(field.apiName(), "field"), field, false, true);
        }

        /** The parent's field that the platform filters on and sorts by, but does not group by. */
        public <T> NotGroupablePath<E, T> get(Field.NotGroupable<P, T> field) {
            return new NotGroupablePath<>(full(field));
        }

        /** The parent's writable field that the platform filters on and sorts by, but does not group by. */
        public <T> NotGroupablePath<E, T> get(Field.Writable.NotGroupable<P, T> field) {
            return new NotGroupablePath<>(full(field));
        }

        /** The parent's field that the platform filters on, but neither sorts nor groups by. */
        public <T> NotSortablePath<E, T> get(Field.NotSortable<P, T> field) {
            return new NotSortablePath<>(full(field));
        }

        /** The parent's writable field that the platform filters on, but neither sorts nor groups by. */
        public <T> NotSortablePath<E, T> get(Field.Writable.NotSortable<P, T> field) {
            return new NotSortablePath<>(full(field));
        }

        /** The parent's field that the platform does not filter on: selected only. */
        public <T> NotFilterablePath<E, T> get(Field.NotFilterable<P, T> field) {
            return new NotFilterablePath<>(full(field));
        }

        /** The parent's writable field that the platform does not filter on: selected only. */
        public <T> NotFilterablePath<E, T> get(Field.Writable.NotFilterable<P, T> field) {
            return new NotFilterablePath<>(full(field));
        }

        /** The escape hatch of {@link Path#unchecked(Field)} for a parent's field: a full path, whatever its type. */
        public <T> Path<E, T> unchecked(Field<P, T> field) {
            return full(field);
        }

        /** A further parent of this parent. */
        public <Q extends SObject<Q>> Parent<E, Q> parent(ReferenceField<P, Q> reference) {
            return new Parent<>(prefix + "." + relationship(reference));
        }
    }
}
