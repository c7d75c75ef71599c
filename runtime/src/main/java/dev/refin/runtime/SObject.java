package dev.refin.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.internal.RecordAccess;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Base of every generated entity: field values by typed descriptor, the set of fields changed since the
 * record was made or loaded, and the server's fields this entity does not declare.
 *
 * <p>A field is <em>absent</em> until it is loaded or set; an absent field reads as null and is never
 * sent. Setting a field to null is a change that clears it on the server.
 *
 * @param <E> the entity class itself
 */
public abstract class SObject<E extends SObject<E>> {
    static {
        RecordAccess.install(new RecordAccess() {
            @Override
            public <R extends SObject<R>, T> void load(R record, Field<R, T> field, T value) {
                record.load(field, value);
            }

            @Override
            public <R extends SObject<R>, T> void change(R record, Field<R, T> field, T value) {
                record.change(field, value);
            }
        });
    }

    private final SObjectType<E> sobjectType;
    private final Object[] values;
    private final BitSet present;
    private final BitSet changed;
    private Map<String, JsonNode> unknownFields;

    /** A new record of the given type with no field present; generated entities pass their {@code SOBJECT_TYPE}. */
    protected SObject(SObjectType<E> sobjectType) {
        this.sobjectType = Objects.requireNonNull(sobjectType, "sobjectType");
        int size = sobjectType.fields().size();
        this.values = new Object[size];
        this.present = new BitSet(size);
        this.changed = new BitSet(size);
    }

    /** The object's type: API name, key prefix and fields. */
    public final SObjectType<E> sobjectType() {
        return sobjectType;
    }

    /** The value of a field; null when it is null or absent. */
    @SuppressWarnings("unchecked") // values[i] is only ever written through set(Field<E, T>, T).
    public final <T> T get(Field<E, T> field) {
        return (T) values[checked(field)];
    }

    /**
     * Sets a field and records it as changed; null clears it on the server. Returns this record. Only fields that may
     * be sent on insert or update are {@link WritableField}s: a formula, roll-up, auto-number, audit or system field
     * does not compile here.
     */
    public final <T> E set(WritableField<E, T> field, T value) {
        // A lookup id set here carries its object, as one read from the server does.
        change(field.field(), field instanceof ReferenceField<?, ?> reference ? reference.typed(value) : value);
        return self();
    }

    /** Stores a value as a change, whatever the field; for {@link #set} and the runtime's own copies. */
    final void change(Field<E, ?> field, Object value) {
        int index = checked(field);
        values[index] = value;
        present.set(index);
        changed.set(index);
    }

    /** Whether the field was loaded or set. */
    public final boolean isPresent(Field<E, ?> field) {
        return present.get(checked(field));
    }

    /** Whether the field was set since the record was made, loaded, or last {@linkplain #markUnchanged() saved}. */
    public final boolean isChanged(Field<E, ?> field) {
        return changed.get(checked(field));
    }

    /** The fields set since the record was made, loaded or last saved, in declaration order. */
    public final List<Field<E, ?>> changedFields() {
        List<Field<E, ?>> result = new ArrayList<>(changed.cardinality());
        List<Field<E, ?>> fields = sobjectType.fields();
        for (int i = changed.nextSetBit(0); i >= 0; i = changed.nextSetBit(i + 1)) {
            result.add(fields.get(i));
        }
        return result;
    }

    /** The fields that were loaded or set, in declaration order. */
    public final List<Field<E, ?>> presentFields() {
        List<Field<E, ?>> result = new ArrayList<>(present.cardinality());
        List<Field<E, ?>> fields = sobjectType.fields();
        for (int i = present.nextSetBit(0); i >= 0; i = present.nextSetBit(i + 1)) {
            result.add(fields.get(i));
        }
        return result;
    }

    /** Forgets which fields changed, e.g. after the record was saved; values stay. */
    public final void markUnchanged() {
        changed.clear();
    }

    /** Fields the server sent that this entity does not declare (added to the org after generation), by API name. */
    public final Map<String, JsonNode> unknownFields() {
        return unknownFields == null ? Map.of() : Collections.unmodifiableMap(unknownFields);
    }

    /** Keeps a field this entity does not declare, as raw JSON; used when reading server responses. */
    public final void putUnknownField(String apiName, JsonNode value) {
        if (unknownFields == null) {
            unknownFields = new LinkedHashMap<>();
        }
        unknownFields.put(apiName, value);
    }

    /** The index of the first present field at or after {@code from}, or -1; for the JSON writer. */
    final int nextPresent(int from) {
        return present.nextSetBit(from);
    }

    /** The index of the first changed field at or after {@code from}, or -1; for the JSON writer. */
    final int nextChanged(int from) {
        return changed.nextSetBit(from);
    }

    /** The value at a field index, which must come from this record's type; for the JSON writer. */
    final Object valueAt(int index) {
        return values[index];
    }

    /** The unknown fields, or null when there are none; for the JSON writer, which must not modify them. */
    final Map<String, JsonNode> unknownFieldsOrNull() {
        return unknownFields;
    }

    /** Stores a value read from the server for a field of this record's own type: present, but not a change. */
    final void loadAt(int index, Object value) {
        values[index] = value;
        present.set(index);
    }

    /** Stores a value read from the server: present, but not a change. */
    final void load(Field<E, ?> field, Object value) {
        int index = checked(field);
        values[index] = value;
        present.set(index);
    }

    /** The typed value of a picklist; {@code UNRECOGNIZED} for text the enum does not know. */
    protected final <P extends Enum<P> & PicklistValue> P getPicklist(PicklistField<E, P> field) {
        return field.getEnum(self());
    }

    /** Sets a picklist from a constant. */
    protected final <P extends Enum<P> & PicklistValue> E setPicklist(PicklistField.Writable<E, P> field, P value) {
        return field.setEnum(self(), value);
    }

    /**
     * The parent record a query selected through {@code reference}'s relationship ({@code SELECT
     * refin__Entity__r.Name ...}), read as {@code type} with the fields the query selected; null when the query did
     * not select the parent or the lookup is empty. A copy: changing it changes nothing in this record.
     *
     * @throws IllegalStateException when the relationship's value is not a record
     */
    protected final <P extends SObject<P>> P getParent(ReferenceField<E, P> reference, SObjectType<P> type) {
        String relationship = reference.relationshipName();
        JsonNode node = relationship == null ? null : unknownFields().get(relationship);
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (!node.isObject()) {
            throw new IllegalStateException(
                    relationship + " of " + sobjectType.apiName() + " is not a record but " + node.getNodeType());
        }
        try {
            return SObjectJson.read(type, node.toString());
        } catch (java.io.IOException e) {
            throw new IllegalStateException("unreadable " + relationship + ": " + e.getMessage(), e);
        }
    }

    /** The selected values of a multi-select picklist; unknown ones appear as {@code UNRECOGNIZED}. */
    protected final <P extends Enum<P> & PicklistValue> Set<P> getMultiPicklist(MultiPicklistField<E, P> field) {
        return field.getEnums(self());
    }

    /** Selects exactly the given values of a multi-select picklist. */
    protected final <P extends Enum<P> & PicklistValue> E setMultiPicklist(
            MultiPicklistField.Writable<E, P> field, Collection<P> selected) {
        return field.setEnums(self(), selected);
    }

    /** The selected API values of a multi-select picklist, as the server sent them. */
    protected final List<String> getMultiPicklistValues(MultiPicklistField<E, ?> field) {
        return field.getApiValues(self());
    }

    /** Selects exactly the given API values of a multi-select picklist. */
    protected final E setMultiPicklistValues(MultiPicklistField.Writable<E, ?> field, Collection<String> selected) {
        return field.setApiValues(self(), selected);
    }

    @SuppressWarnings("unchecked") // E is this class by the self-type contract of SObject<E>.
    private E self() {
        return (E) this;
    }

    private int checked(Field<E, ?> field) {
        int index = field.index();
        List<Field<E, ?>> fields = sobjectType.fields();
        if (index >= fields.size() || fields.get(index) != field) {
            throw new IllegalArgumentException(
                    "field " + field.apiName() + " does not belong to " + sobjectType.apiName());
        }
        return index;
    }

    /** Equal when of the same type with the same present values and unknown fields. */
    @Override
    public final boolean equals(Object other) {
        if (!(other instanceof SObject<?> that) || that.sobjectType != sobjectType) {
            return false;
        }
        return present.equals(that.present)
                && Arrays.equals(values, that.values)
                && unknownFields().equals(that.unknownFields());
    }

    @Override
    public final int hashCode() {
        return Objects.hash(sobjectType.apiName(), present, Arrays.hashCode(values));
    }

    /** The API name and present fields; encrypted fields are masked. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(sobjectType.apiName()).append('{');
        String separator = "";
        List<Field<E, ?>> fields = sobjectType.fields();
        for (int i = present.nextSetBit(0); i >= 0; i = present.nextSetBit(i + 1)) {
            Field<E, ?> field = fields.get(i);
            Object value = field.type() == FieldType.ENCRYPTEDSTRING && values[i] != null ? "****" : values[i];
            out.append(separator).append(field.apiName()).append('=').append(value);
            separator = ", ";
        }
        if (unknownFields != null) {
            for (Map.Entry<String, JsonNode> entry : unknownFields.entrySet()) {
                out.append(separator).append(entry.getKey()).append('=').append(entry.getValue());
                separator = ", ";
            }
        }
        return out.append('}').toString();
    }
}
