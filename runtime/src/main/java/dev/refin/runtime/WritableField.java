package dev.refin.runtime;

/**
 * A field that may be written: what {@link SObject#set} takes. Generated entities declare the fields that may be
 * sent on insert or update through its implementations ({@link Field.Writable}, {@link ReferenceField.Writable},
 * {@link PicklistField.Writable}, {@link MultiPicklistField.Writable}); read-only fields are plain {@link Field}s,
 * so {@code invoice.set(SalesInvoice.BALANCE_DUE, value)} does not compile.
 *
 * @param <E> the entity the field belongs to
 * @param <T> the Java type of its value
 */
public sealed interface WritableField<E extends SObject<E>, T>
        permits Field.Writable, ReferenceField.Writable, PicklistField.Writable, MultiPicklistField.Writable {

    /** The API name, e.g. {@code refin__Due_Date__c}. */
    String apiName();

    /**
     * Sets this field in {@code record} and records it as changed; null clears it on the server. The same as {@code
     * record.set(field, value)}; returns the record.
     *
     * @throws IllegalArgumentException when the field is not one of {@code record}'s type
     */
    default E set(E record, T value) {
        return record.set(this, value);
    }

    /** This field as a {@link Field}, to read it or name it in a query. */
    @SuppressWarnings("unchecked") // Every permitted implementation is a Field<E, T>.
    default Field<E, T> field() {
        return (Field<E, T>) this;
    }
}
