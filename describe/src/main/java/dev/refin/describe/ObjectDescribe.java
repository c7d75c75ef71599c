package dev.refin.describe;

import java.util.AbstractList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The describe of one object ({@code GET /sobjects/X/describe}).
 *
 * @param name API name
 * @param label label
 * @param labelPlural plural label
 * @param keyPrefix the three-character id prefix, or null
 * @param custom whether the object is custom
 * @param customSetting whether the object is a custom setting
 * @param createable whether records may be created
 * @param updateable whether records may be updated
 * @param deletable whether records may be deleted
 * @param queryable whether the object may be queried
 * @param fields the fields the describing user can see, in describe order
 * @param childRelationships the relationships from child objects
 * @param recordTypeInfos the record types
 */
public record ObjectDescribe(
        String name,
        String label,
        String labelPlural,
        String keyPrefix,
        boolean custom,
        boolean customSetting,
        boolean createable,
        boolean updateable,
        boolean deletable,
        boolean queryable,
        List<FieldDescribe> fields,
        List<ChildRelationship> childRelationships,
        List<RecordTypeInfo> recordTypeInfos)
        implements DescribeDocument {

    public ObjectDescribe {
        fields = new FieldList(fields);
        childRelationships = List.copyOf(childRelationships);
        recordTypeInfos = List.copyOf(recordTypeInfos);
    }

    /** Finds a field by API name, ignoring case as the platform does. */
    public Optional<FieldDescribe> field(String apiName) {
        return Optional.ofNullable(((FieldList) fields).byName.get(apiName.toLowerCase(Locale.ROOT)));
    }

    /**
     * The immutable field list with its case-insensitive index, built once: lookups by name sit on hot paths (the
     * emulator's validation, formulas and roll-ups). Equal to any list of the same fields, so the record's equality
     * is unchanged.
     */
    private static final class FieldList extends AbstractList<FieldDescribe> {
        private final List<FieldDescribe> fields;
        private final Map<String, FieldDescribe> byName;

        FieldList(List<FieldDescribe> fields) {
            this.fields = List.copyOf(fields);
            Map<String, FieldDescribe> index = new HashMap<>();
            for (FieldDescribe field : this.fields) {
                index.putIfAbsent(field.name().toLowerCase(Locale.ROOT), field);
            }
            this.byName = Map.copyOf(index);
        }

        @Override
        public FieldDescribe get(int index) {
            return fields.get(index);
        }

        @Override
        public int size() {
            return fields.size();
        }
    }

    /** The namespace prefix of the API name, if any. */
    public Optional<String> namespace() {
        return ApiNames.namespace(name);
    }

    /** A copy of this describe with other fields, e.g. after applying a user's type overrides. */
    public ObjectDescribe withFields(List<FieldDescribe> newFields) {
        return new ObjectDescribe(
                name,
                label,
                labelPlural,
                keyPrefix,
                custom,
                customSetting,
                createable,
                updateable,
                deletable,
                queryable,
                newFields,
                childRelationships,
                recordTypeInfos);
    }
}
