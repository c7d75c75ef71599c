package dev.refin.runtime;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;

/** A hand-written entity matching the NiFi {@code DateTestObject__c} describe, for runtime tests. */
final class DateTestObject extends SObject<DateTestObject> {
    private static final SObjectType.Builder<DateTestObject> DESCRIBE =
            SObjectType.builder(DateTestObject.class, "DateTestObject__c", "a01", DateTestObject::new);

    public static final Field<DateTestObject, String> ID_C = DESCRIBE.text(
            "id__c",
            FieldType.STRING,
            FieldTraits.AUTO_NUMBER | FieldTraits.DEFAULTED_ON_CREATE | FieldTraits.NAME_FIELD);
    public static final Field.Writable<DateTestObject, LocalDate> DATE_C =
            DESCRIBE.writable().date("date__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE);
    public static final Field.Writable<DateTestObject, OffsetDateTime> DATETIME_C = DESCRIBE.writable()
            .dateTime("datetime__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE);
    public static final Field.Writable<DateTestObject, LocalTime> TIME_C =
            DESCRIBE.writable().time("time__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE);

    public static final SObjectType<DateTestObject> SOBJECT_TYPE = DESCRIBE.build();

    DateTestObject() {
        super(SOBJECT_TYPE);
    }
}
