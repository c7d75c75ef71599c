package dev.refin.describe.source;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import java.util.ArrayList;
import java.util.List;

/**
 * A field being derived from metadata source, member by member, before it becomes an immutable {@link FieldDescribe}.
 * Starts as a nillable, createable, updateable, filterable and sortable field, as most fields of a describe are.
 */
final class FieldBuilder {
    String name;
    String label;
    FieldType type;
    String soapType;
    int length;
    int precision;
    int scale;
    int digits;
    boolean nillable = true;
    boolean createable = true;
    boolean updateable = true;
    boolean defaultedOnCreate;
    boolean custom;
    boolean calculated;
    String calculatedFormula;
    boolean autoNumber;
    boolean externalId;
    boolean unique;
    boolean idLookup;
    boolean caseSensitive;
    boolean nameField;
    boolean filterable = true;
    boolean sortable = true;
    boolean groupable;
    boolean aggregatable;
    boolean htmlFormatted;
    boolean encrypted;
    JsonNode defaultValue;
    String inlineHelpText;
    String extraTypeInfo;
    String compoundFieldName;
    List<String> referenceTo = new ArrayList<>();
    String relationshipName;
    Integer relationshipOrder;
    boolean cascadeDelete;
    boolean polymorphicForeignKey;
    boolean restrictedPicklist;
    boolean dependentPicklist;
    String controllerName;
    List<PicklistEntry> picklistValues = new ArrayList<>();

    FieldBuilder(String name, String label, FieldType type, String soapType) {
        this.name = name;
        this.label = label;
        this.type = type;
        this.soapType = soapType;
    }

    /** Neither sorted by, grouped by nor aggregated (multi-select picklists; with {@link #selectOnly}, more). */
    FieldBuilder unordered() {
        sortable = false;
        groupable = false;
        aggregatable = false;
        return this;
    }

    /** Only selected: not filtered, sorted, grouped or aggregated (long and rich text, encrypted text, ReplayId). */
    FieldBuilder selectOnly() {
        filterable = false;
        return unordered();
    }

    FieldDescribe build() {
        return new FieldDescribe(
                name,
                label,
                type,
                type.apiName(),
                soapType,
                length,
                precision,
                scale,
                digits,
                nillable,
                createable,
                updateable,
                defaultedOnCreate,
                custom,
                calculated,
                calculatedFormula,
                autoNumber,
                externalId,
                unique,
                idLookup,
                caseSensitive,
                nameField,
                filterable,
                sortable,
                groupable,
                aggregatable,
                htmlFormatted,
                encrypted,
                false,
                defaultValue,
                inlineHelpText,
                extraTypeInfo,
                compoundFieldName,
                referenceTo,
                relationshipName,
                relationshipOrder,
                cascadeDelete,
                polymorphicForeignKey,
                restrictedPicklist,
                dependentPicklist,
                controllerName,
                picklistValues);
    }
}
