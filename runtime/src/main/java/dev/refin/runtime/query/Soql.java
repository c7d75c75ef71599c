package dev.refin.runtime.query;

import dev.refin.runtime.Field;
import dev.refin.runtime.MultiPicklistField;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Entry point of the typed SOQL builder:
 * {@code Soql.select(Invoice.NAME).from(Invoice.SOBJECT_TYPE).where(Soql.field(Invoice.STATUS).eq("Posted"))}.
 * Every value becomes an escaped literal; identifiers come only from field descriptors.
 */
public final class Soql {
    private Soql() {}

    /** Starts a query selecting fields of one entity; finish with {@link Select#from}. */
    @SafeVarargs
    public static <E extends SObject<E>> Select<E> select(Field<E, ?>... fields) {
        List<Field<E, ?>> list = new ArrayList<>(fields.length);
        for (Field<E, ?> field : fields) {
            list.add(field);
        }
        return new Select<>(list);
    }

    /** Starts a query selecting the fields in a list. */
    public static <E extends SObject<E>> Select<E> select(List<? extends Field<E, ?>> fields) {
        return new Select<>(List.copyOf(fields));
    }

    /** A field of the queried entity, to build conditions and orderings from. */
    public static <E extends SObject<E>, T> Path<E, T> field(Field<E, T> field) {
        return Path.of(field);
    }

    /**
     * A field the describe marks {@code groupable: false} (currency, number, percent, date and time, a number
     * formula): its path filters and sorts, but {@code groupBy} does not take it and it offers no {@code LIKE}.
     */
    public static <E extends SObject<E>, T> NotGroupablePath<E, T> field(Field.NotGroupable<E, T> field) {
        return Path.of(field);
    }

    /** A writable field the describe marks {@code groupable: false}; see {@link #field(Field.NotGroupable)}. */
    public static <E extends SObject<E>, T> NotGroupablePath<E, T> field(Field.Writable.NotGroupable<E, T> field) {
        return Path.of(field);
    }

    /**
     * A field the describe marks {@code sortable: false}: its path filters, but has no {@code asc()} or {@code
     * desc()}, and {@code groupBy} does not take it.
     */
    public static <E extends SObject<E>, T> NotSortablePath<E, T> field(Field.NotSortable<E, T> field) {
        return Path.of(field);
    }

    /** A writable field the describe marks {@code sortable: false}; see {@link #field(Field.NotSortable)}. */
    public static <E extends SObject<E>, T> NotSortablePath<E, T> field(Field.Writable.NotSortable<E, T> field) {
        return Path.of(field);
    }

    /**
     * A field the describe marks {@code filterable: false} (a long or rich text area, an address): its path has no
     * conditions, orderings or grouping; select it, or use {@link Path#unchecked(Field)} if the org changed it.
     */
    public static <E extends SObject<E>, T> NotFilterablePath<E, T> field(Field.NotFilterable<E, T> field) {
        return Path.of(field);
    }

    /** A writable field the describe marks {@code filterable: false}; see {@link #field(Field.NotFilterable)}. */
    public static <E extends SObject<E>, T> NotFilterablePath<E, T> field(Field.Writable.NotFilterable<E, T> field) {
        return Path.of(field);
    }

    /**
     * A picklist of the queried entity, whose conditions take only its generated enum's constants: {@code
     * Soql.field(SalesInvoice.STATUS).is(SalesInvoice.Status.POSTED)}; {@link Path#isValue(String)} for a value the
     * enum does not know yet.
     */
    public static <E extends SObject<E>, P extends Enum<P> & PicklistValue> Path<E, P> field(
            PicklistField<E, P> field) {
        return Path.of(field);
    }

    /**
     * A multi-select picklist of the queried entity, whose conditions take only its generated enum's constants;
     * {@link #includes} and {@link #excludes} test single selected values.
     */
    public static <E extends SObject<E>, P extends Enum<P> & PicklistValue> Path<E, P> field(
            MultiPicklistField<E, P> field) {
        return Path.of(field);
    }

    /**
     * {@code field INCLUDES ('a', 'b')}: the records of which any of the values is selected in a multi-select picklist;
     * only constants of the field's own enum compile.
     */
    @SafeVarargs
    public static <E extends SObject<E>, P extends Enum<P> & PicklistValue> Condition<E> includes(
            MultiPicklistField<E, P> field, P first, P... more) {
        List<P> values = new ArrayList<>(1 + more.length);
        values.add(Objects.requireNonNull(first, "value"));
        for (P value : more) {
            values.add(Objects.requireNonNull(value, "value"));
        }
        return Path.of(field).multiSelect("INCLUDES", values);
    }

    /** {@code field EXCLUDES ('a', 'b')}: the records of which none of the values is selected. */
    @SafeVarargs
    public static <E extends SObject<E>, P extends Enum<P> & PicklistValue> Condition<E> excludes(
            MultiPicklistField<E, P> field, P first, P... more) {
        List<P> values = new ArrayList<>(1 + more.length);
        values.add(Objects.requireNonNull(first, "value"));
        for (P value : more) {
            values.add(Objects.requireNonNull(value, "value"));
        }
        return Path.of(field).multiSelect("EXCLUDES", values);
    }

    /** A parent reached through a lookup, e.g. {@code Soql.parent(Line.INVOICE).get(Invoice.NAME)}. */
    public static <E extends SObject<E>, P extends SObject<P>> Path.Parent<E, P> parent(
            ReferenceField<E, P> reference) {
        return Path.parent(reference);
    }

    /** {@code SELECT COUNT() FROM type}: the count comes back as {@code totalSize}. */
    public static <E extends SObject<E>> CountQuery<E> count(SObjectType<E> type) {
        return new CountQuery<>(type, null);
    }

    /** Starts an aggregate query: grouped paths and aggregates read back as typed {@link AggregateRow}s. */
    @SafeVarargs
    public static <E extends SObject<E>> AggregateQuery<E> aggregate(
            SObjectType<E> type, Aggregate<E, ?>... aggregates) {
        List<Aggregate<E, ?>> list = new ArrayList<>(aggregates.length);
        for (Aggregate<E, ?> aggregate : aggregates) {
            list.add(aggregate);
        }
        return AggregateQuery.of(Objects.requireNonNull(type, "type"), list);
    }

    /** {@code SUM(path)} as an exact decimal. */
    public static <E extends SObject<E>> Aggregate<E, BigDecimal> sum(Path<E, ? extends Number> path) {
        return new Aggregate<>("SUM", path, null, Aggregate.Result.DECIMAL);
    }

    /** {@code SUM(field)} as an exact decimal. */
    public static <E extends SObject<E>> Aggregate<E, BigDecimal> sum(Field<E, ? extends Number> field) {
        return sum(Path.of(field));
    }

    /** {@code AVG(path)} as a decimal. */
    public static <E extends SObject<E>> Aggregate<E, BigDecimal> avg(Path<E, ? extends Number> path) {
        return new Aggregate<>("AVG", path, null, Aggregate.Result.DECIMAL);
    }

    /** {@code COUNT(path)}: the rows where the path is not null. */
    public static <E extends SObject<E>> Aggregate<E, Long> count(Path<E, ?> path) {
        return new Aggregate<>("COUNT", path, null, Aggregate.Result.LONG);
    }

    /** {@code COUNT(field)}: the rows where the field is not null. */
    public static <E extends SObject<E>> Aggregate<E, Long> count(Field<E, ?> field) {
        return count(Path.of(field));
    }

    /** {@code COUNT_DISTINCT(path)}. */
    public static <E extends SObject<E>> Aggregate<E, Long> countDistinct(Path<E, ?> path) {
        return new Aggregate<>("COUNT_DISTINCT", path, null, Aggregate.Result.LONG);
    }

    /** {@code MIN(path)}, typed like the path. */
    public static <E extends SObject<E>, T> Aggregate<E, T> min(Path<E, T> path) {
        return new Aggregate<>("MIN", path, null, Aggregate.Result.FIELD);
    }

    /** {@code MAX(path)}, typed like the path. */
    public static <E extends SObject<E>, T> Aggregate<E, T> max(Path<E, T> path) {
        return new Aggregate<>("MAX", path, null, Aggregate.Result.FIELD);
    }

    /** {@code SUM(path)} of a field the platform does not group by, as an exact decimal. */
    public static <E extends SObject<E>> Aggregate<E, BigDecimal> sum(FilterablePath<E, ? extends Number> path) {
        return new Aggregate<>("SUM", path, null, Aggregate.Result.DECIMAL);
    }

    /** {@code AVG(path)} of a field the platform does not group by, as a decimal. */
    public static <E extends SObject<E>> Aggregate<E, BigDecimal> avg(FilterablePath<E, ? extends Number> path) {
        return new Aggregate<>("AVG", path, null, Aggregate.Result.DECIMAL);
    }

    /** {@code COUNT(path)} of a field the platform does not group by: the rows where it is not null. */
    public static <E extends SObject<E>> Aggregate<E, Long> count(FilterablePath<E, ?> path) {
        return new Aggregate<>("COUNT", path, null, Aggregate.Result.LONG);
    }

    /** {@code COUNT_DISTINCT(path)} of a field the platform does not group by. */
    public static <E extends SObject<E>> Aggregate<E, Long> countDistinct(FilterablePath<E, ?> path) {
        return new Aggregate<>("COUNT_DISTINCT", path, null, Aggregate.Result.LONG);
    }

    /** {@code MIN(path)} of a field the platform does not group by, typed like the path. */
    public static <E extends SObject<E>, T> Aggregate<E, T> min(FilterablePath<E, T> path) {
        return new Aggregate<>("MIN", path, null, Aggregate.Result.FIELD);
    }

    /** {@code MAX(path)} of a field the platform does not group by, typed like the path. */
    public static <E extends SObject<E>, T> Aggregate<E, T> max(FilterablePath<E, T> path) {
        return new Aggregate<>("MAX", path, null, Aggregate.Result.FIELD);
    }

    /** Raw SOQL with {@code :name} placeholders to {@linkplain SoqlTemplate#bind bind}; rows read as {@code type}. */
    public static <E extends SObject<E>> SoqlTemplate<E> raw(SObjectType<E> type, String soql) {
        return new SoqlTemplate<>(type, soql, Map.of());
    }

    /**
     * The fields of a query, waiting for the entity they belong to.
     *
     * @param <E> the entity
     */
    public static final class Select<E extends SObject<E>> {
        private final List<Field<E, ?>> fields;

        private Select(List<Field<E, ?>> fields) {
            this.fields = fields;
        }

        /**
         * The queried entity.
         *
         * @throws IllegalArgumentException when a selected field is not one of its fields
         */
        public SoqlQuery<E> from(SObjectType<E> type) {
            Objects.requireNonNull(type, "type");
            List<String> columns = new ArrayList<>(fields.size());
            for (Field<E, ?> field : fields) {
                columns.add(SoqlQuery.column(type, field));
            }
            return SoqlQuery.select(type, columns);
        }
    }
}
