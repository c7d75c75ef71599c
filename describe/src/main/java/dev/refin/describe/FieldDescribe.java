package dev.refin.describe;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.FieldType;
import java.util.List;
import java.util.Optional;

/**
 * One field of an object describe: the members code generation, validation and the emulator rely on.
 *
 * @param name API name
 * @param label label shown to users
 * @param type the field type; {@link FieldType#UNKNOWN} for types this version does not know
 * @param rawType the {@code type} string as found in the describe
 * @param soapType the SOAP type, e.g. {@code xsd:double}
 * @param length maximum characters of text types, else 0
 * @param precision total digits of numbers
 * @param scale digits right of the decimal point
 * @param digits maximum digits of {@code int} fields
 * @param nillable whether the field may be null
 * @param createable whether the field may be sent on insert
 * @param updateable whether the field may be sent on update
 * @param defaultedOnCreate whether the platform fills the field when it is omitted on insert
 * @param custom whether the field is custom
 * @param calculated whether the field is a formula or roll-up
 * @param calculatedFormula the formula source, or null
 * @param autoNumber whether the field is an auto-number
 * @param externalId whether the field is an external id (usable for upsert)
 * @param unique whether the field has a unique index
 * @param idLookup whether the field identifies a record in upsert
 * @param caseSensitive whether text comparisons are case-sensitive
 * @param nameField whether this is the record's name field
 * @param filterable whether the field may appear in WHERE
 * @param sortable whether the field may appear in ORDER BY
 * @param groupable whether the field may appear in GROUP BY
 * @param aggregatable whether the field may be aggregated
 * @param htmlFormatted whether the value is HTML
 * @param encrypted whether the field is encrypted
 * @param deprecatedAndHidden whether the field is reserved
 * @param defaultValue the typed default value, or null
 * @param inlineHelpText the field-level help text, or null
 * @param extraTypeInfo type refinement such as {@code plaintextarea}, or null
 * @param compoundFieldName the compound field this field is a component of, or null
 * @param referenceTo the objects a reference points to
 * @param relationshipName the relationship name for dot notation, or null
 * @param relationshipOrder 0 or 1 for master-detail fields of junction objects, else null
 * @param cascadeDelete whether deleting the parent deletes this record
 * @param polymorphicForeignKey whether the reference points to more than one object
 * @param restrictedPicklist whether values must be among {@code picklistValues}
 * @param dependentPicklist whether values depend on a controlling field
 * @param controllerName the controlling field of a dependent picklist, or null
 * @param picklistValues the picklist values, in describe order
 */
public record FieldDescribe(
        String name,
        String label,
        FieldType type,
        String rawType,
        String soapType,
        int length,
        int precision,
        int scale,
        int digits,
        boolean nillable,
        boolean createable,
        boolean updateable,
        boolean defaultedOnCreate,
        boolean custom,
        boolean calculated,
        String calculatedFormula,
        boolean autoNumber,
        boolean externalId,
        boolean unique,
        boolean idLookup,
        boolean caseSensitive,
        boolean nameField,
        boolean filterable,
        boolean sortable,
        boolean groupable,
        boolean aggregatable,
        boolean htmlFormatted,
        boolean encrypted,
        boolean deprecatedAndHidden,
        JsonNode defaultValue,
        String inlineHelpText,
        String extraTypeInfo,
        String compoundFieldName,
        List<String> referenceTo,
        String relationshipName,
        Integer relationshipOrder,
        boolean cascadeDelete,
        boolean polymorphicForeignKey,
        boolean restrictedPicklist,
        boolean dependentPicklist,
        String controllerName,
        List<PicklistEntry> picklistValues) {

    public FieldDescribe {
        referenceTo = List.copyOf(referenceTo);
        picklistValues = List.copyOf(picklistValues);
    }

    /** True when a client must send a value on insert: not nillable, createable, not defaulted, not boolean. */
    public boolean isRequiredOnCreate() {
        return createable && !nillable && !defaultedOnCreate && type != FieldType.BOOLEAN;
    }

    /** The namespace prefix of the API name ({@code refin} for {@code refin__Status__c}), if any. */
    public Optional<String> namespace() {
        return ApiNames.namespace(name);
    }

    /** A copy of this field with another type, e.g. to apply a user's type override. */
    public FieldDescribe withType(FieldType newType) {
        return new FieldDescribe(
                name,
                label,
                newType,
                newType.apiName(),
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
                deprecatedAndHidden,
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
