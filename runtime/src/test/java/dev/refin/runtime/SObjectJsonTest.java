package dev.refin.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reads and writes records of a hand-written entity through {@link SObjectJson} and checks every typed value. */
class SObjectJsonTest {
    private static final ObjectMapper JACKSON = new ObjectMapper();

    private static final String RECORD = "{"
            + "\"attributes\":{\"type\":\"refin__Sales_Invoice__c\","
            + "\"url\":\"/services/data/v62.0/sobjects/refin__Sales_Invoice__c/a0A5g00000XyZ12EAF\"},"
            + "\"Id\":\"a0A5g00000XyZ12EAF\","
            + "\"Name\":\"INV-0001\","
            + "\"refin__Card_Number__c\":\"4111111111111111\","
            + "\"refin__Paid__c\":false,"
            + "\"refin__Amount__c\":1250.50,"
            + "\"refin__Line_Count__c\":3,"
            + "\"refin__Invoice_Date__c\":\"2024-01-31\","
            + "\"refin__Due_Date__c\":null,"
            + "\"refin__Sent_At__c\":\"2024-01-31T10:00:00.000+0000\","
            + "\"refin__Cutoff_Time__c\":\"13:05:30.000Z\","
            + "\"refin__Status__c\":\"Archived\","
            + "\"refin__Tags__c\":\"A;Zzz\","
            + "\"refin__Account__c\":\"0015g00000AbCdEAAV\","
            + "\"refin__Billing_Address__c\":{\"city\":\"Pleasant Prairie\",\"country\":\"US\","
            + "\"geocodeAccuracy\":null,\"latitude\":42.5,\"longitude\":-87.93,\"postalCode\":\"55141\","
            + "\"state\":\"WI\",\"street\":null},"
            + "\"refin__Payload__c\":{\"lines\":[1,2],\"note\":null},"
            + "\"refin__Legacy_Code__c\":\"X-9\","
            + "\"refin__Account__r\":{\"attributes\":{\"type\":\"Account\"},\"Name\":\"Acme\"}"
            + "}";

    @Test
    void readsEveryTypedValue() throws IOException {
        TestInvoice invoice = SObjectJson.read(TestInvoice.SOBJECT_TYPE, RECORD);

        assertEquals(RecordId.of("a0A5g00000XyZ12"), invoice.get(TestInvoice.ID));
        assertEquals("a0A5g00000XyZ12EAF", invoice.get(TestInvoice.ID).value());
        assertEquals("INV-0001", invoice.get(TestInvoice.NAME));
        assertEquals("4111111111111111", invoice.get(TestInvoice.CARD_NUMBER));
        assertEquals(Boolean.FALSE, invoice.get(TestInvoice.PAID));
        assertEquals(new BigDecimal("1250.50"), invoice.get(TestInvoice.AMOUNT));
        assertEquals(Integer.valueOf(3), invoice.get(TestInvoice.LINE_COUNT));
        assertEquals(LocalDate.of(2024, 1, 31), invoice.get(TestInvoice.INVOICE_DATE));
        assertNull(invoice.get(TestInvoice.DUE_DATE));
        assertTrue(invoice.isPresent(TestInvoice.DUE_DATE));
        assertEquals(OffsetDateTime.of(2024, 1, 31, 10, 0, 0, 0, ZoneOffset.UTC), invoice.get(TestInvoice.SENT_AT));
        assertEquals(LocalTime.of(13, 5, 30), invoice.get(TestInvoice.CUTOFF_TIME));
        assertEquals("Archived", invoice.get(TestInvoice.STATUS));
        assertSame(TestInvoice.Status.UNRECOGNIZED, invoice.getStatus());
        assertEquals("A;Zzz", invoice.get(TestInvoice.TAGS));
        assertEquals(EnumSet.of(TestInvoice.Tag.A, TestInvoice.Tag.UNRECOGNIZED), invoice.getTags());
        assertEquals(List.of("A", "Zzz"), invoice.getTagValues());
        RecordId<RecordId.Untyped> account = invoice.get(TestInvoice.ACCOUNT);
        assertEquals("0015g00000AbCdEAAV", account.value());
        assertEquals("001", account.keyPrefix());
        assertEquals(
                new Address(
                        null,
                        "Pleasant Prairie",
                        "WI",
                        null,
                        "55141",
                        "US",
                        null,
                        new BigDecimal("42.5"),
                        new BigDecimal("-87.93"),
                        null),
                invoice.get(TestInvoice.BILLING_ADDRESS));
        assertEquals(JACKSON.readTree("{\"lines\":[1,2],\"note\":null}"), invoice.get(TestInvoice.PAYLOAD));

        assertEquals(
                List.of("refin__Legacy_Code__c", "refin__Account__r"),
                List.copyOf(invoice.unknownFields().keySet()));
        assertEquals(JACKSON.readTree("\"X-9\""), invoice.unknownFields().get("refin__Legacy_Code__c"));
        assertEquals(
                "Acme",
                invoice.unknownFields().get("refin__Account__r").get("Name").asText());
        assertFalse(invoice.unknownFields().containsKey("attributes"));
    }

    @Test
    void readingTheUtf8BytesGivesTheSameRecordAsReadingTheText() throws IOException {
        String withNonAscii = RECORD.replace("Pleasant Prairie", "Zürich – Øst \\u00e9");
        TestInvoice fromText = SObjectJson.read(TestInvoice.SOBJECT_TYPE, withNonAscii);
        TestInvoice fromBytes = SObjectJson.read(
                TestInvoice.SOBJECT_TYPE, withNonAscii.getBytes(java.nio.charset.StandardCharsets.UTF_8));

        assertEquals(fromText, fromBytes);
        assertEquals(
                "Zürich – Øst é", fromBytes.get(TestInvoice.BILLING_ADDRESS).city());
        assertEquals(fromText.unknownFields(), fromBytes.unknownFields());
        assertEquals(
                SObjectJson.write(fromText, SObjectJson.Scope.ALL),
                SObjectJson.write(fromBytes, SObjectJson.Scope.ALL));
    }

    @Test
    void nothingIsChangedAfterRead() throws IOException {
        TestInvoice invoice = SObjectJson.read(TestInvoice.SOBJECT_TYPE, RECORD);

        assertEquals(List.of(), invoice.changedFields());
        assertEquals(TestInvoice.SOBJECT_TYPE.fields(), invoice.presentFields());
        assertFalse(invoice.isChanged(TestInvoice.NAME));
        assertEquals("{}", SObjectJson.write(invoice, SObjectJson.Scope.CHANGED));
    }

    @Test
    void absentFieldsAreNotPresent() throws IOException {
        TestInvoice invoice = SObjectJson.read(TestInvoice.SOBJECT_TYPE, "{\"Name\":\"X\",\"refin__Paid__c\":true}");

        assertEquals(List.of(TestInvoice.NAME, TestInvoice.PAID), invoice.presentFields());
        assertFalse(invoice.isPresent(TestInvoice.DUE_DATE));
        assertNull(invoice.get(TestInvoice.DUE_DATE));
        assertEquals(Map.of(), invoice.unknownFields());
        assertEquals(
                JACKSON.readTree("{\"Name\":\"X\",\"refin__Paid__c\":true}"),
                JACKSON.readTree(SObjectJson.write(invoice, SObjectJson.Scope.ALL)));
    }

    @Test
    void setMarksChangedInDeclarationOrder() throws IOException {
        TestInvoice invoice = SObjectJson.read(TestInvoice.SOBJECT_TYPE, RECORD);

        invoice.setStatus(TestInvoice.Status.PAID);
        invoice.set(TestInvoice.DUE_DATE, LocalDate.of(2024, 2, 29));
        invoice.set(TestInvoice.NAME, "INV-0002").set(TestInvoice.PAID, true);

        assertEquals(
                List.of(TestInvoice.NAME, TestInvoice.PAID, TestInvoice.DUE_DATE, TestInvoice.STATUS),
                invoice.changedFields());
        assertTrue(invoice.isChanged(TestInvoice.PAID));
        assertFalse(invoice.isChanged(TestInvoice.AMOUNT));
        assertEquals("Paid", invoice.get(TestInvoice.STATUS));
        assertSame(TestInvoice.Status.PAID, invoice.getStatus());

        invoice.markUnchanged();
        assertEquals(List.of(), invoice.changedFields());
        assertEquals("INV-0002", invoice.get(TestInvoice.NAME));
    }

    @Test
    void writeAllRoundTripsUnchanged() throws IOException {
        TestInvoice invoice = SObjectJson.read(TestInvoice.SOBJECT_TYPE, RECORD);

        String written = SObjectJson.write(invoice, SObjectJson.Scope.ALL);

        ObjectNode expected = (ObjectNode) JACKSON.readTree(RECORD);
        expected.remove("attributes");
        assertEquals(expected, JACKSON.readTree(written));
        assertTrue(written.contains("\"refin__Amount__c\":1250.50"), written);
        assertTrue(written.contains("\"refin__Status__c\":\"Archived\""), written);
        assertTrue(written.contains("\"refin__Tags__c\":\"A;Zzz\""), written);
        assertTrue(written.contains("\"refin__Sent_At__c\":\"2024-01-31T10:00:00.000+0000\""), written);
        assertTrue(written.contains("\"refin__Cutoff_Time__c\":\"13:05:30.000Z\""), written);
        assertTrue(written.contains("\"refin__Legacy_Code__c\":\"X-9\""), written);

        TestInvoice again = SObjectJson.read(TestInvoice.SOBJECT_TYPE, written);
        assertEquals(invoice, again);
        assertEquals(invoice.hashCode(), again.hashCode());
    }

    @Test
    void writeChangedHasOnlyChangedFieldsAndExplicitNulls() throws IOException {
        TestInvoice invoice = SObjectJson.read(TestInvoice.SOBJECT_TYPE, RECORD);

        invoice.set(TestInvoice.INVOICE_DATE, null);
        invoice.set(TestInvoice.AMOUNT, new BigDecimal("99.90"));
        invoice.setTags(List.of(TestInvoice.Tag.C, TestInvoice.Tag.A));
        invoice.set(TestInvoice.SENT_AT, OffsetDateTime.of(2024, 3, 1, 9, 30, 15, 123_000_000, ZoneOffset.ofHours(1)));
        invoice.set(TestInvoice.CUTOFF_TIME, LocalTime.of(7, 0));

        String written = SObjectJson.write(invoice, SObjectJson.Scope.CHANGED);

        assertEquals(
                "{\"refin__Amount__c\":99.90,\"refin__Invoice_Date__c\":null,"
                        + "\"refin__Sent_At__c\":\"2024-03-01T09:30:15.123+0100\","
                        + "\"refin__Cutoff_Time__c\":\"07:00:00.000Z\",\"refin__Tags__c\":\"A;C\"}",
                written);
    }

    @Test
    void newRecordWritesOnlyWhatWasSet() {
        TestInvoice invoice = TestInvoice.SOBJECT_TYPE.newRecord();
        invoice.set(TestInvoice.NAME, "New").set(TestInvoice.ACCOUNT, RecordId.of("0015g00000AbCdE"));
        invoice.set(TestInvoice.LINE_COUNT, null);

        assertEquals(
                "{\"Name\":\"New\",\"refin__Line_Count__c\":null,\"refin__Account__c\":\"0015g00000AbCdEAAV\"}",
                SObjectJson.write(invoice, SObjectJson.Scope.CHANGED));
        assertEquals(
                SObjectJson.write(invoice, SObjectJson.Scope.CHANGED),
                SObjectJson.write(invoice, SObjectJson.Scope.ALL));
    }

    @Test
    void unrecognizedPicklistConstantCannotBeWritten() {
        TestInvoice invoice = TestInvoice.SOBJECT_TYPE.newRecord();
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> invoice.setStatus(TestInvoice.Status.UNRECOGNIZED));
        assertEquals(
                "refin__Status__c: UNRECOGNIZED stands for values unknown at generation time and cannot be written;"
                        + " use the String setter",
                e.getMessage());
        assertEquals(List.of(), invoice.changedFields());
    }

    @Test
    void picklistValuesMatchIgnoringCase() {
        assertSame(TestInvoice.Status.DRAFT, TestInvoice.STATUS.toEnum("draft"));
        assertSame(TestInvoice.Status.SENT, TestInvoice.STATUS.toEnum("Sent"));
        assertSame(TestInvoice.Status.UNRECOGNIZED, TestInvoice.STATUS.toEnum("Archived"));
        assertNull(TestInvoice.STATUS.toEnum(null));
        assertEquals(EnumSet.noneOf(TestInvoice.Tag.class), TestInvoice.TAGS.toEnums(null));
        assertNull(TestInvoice.TAGS.toText(List.of()));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "refin__Invoice_Date__c | \"2024-02-30\"       | expected a date (YYYY-MM-DD), found '2024-02-30'",
                "refin__Invoice_Date__c | \"31/01/2024\"       | expected a date (YYYY-MM-DD), found '31/01/2024'",
                "refin__Invoice_Date__c | 20240131             | expected a date (YYYY-MM-DD), found '20240131'",
                "refin__Sent_At__c      | \"2024-01-31 10:00\" | expected a date-time, found '2024-01-31 10:00'",
                "refin__Cutoff_Time__c  | \"25:00:00.000Z\"    | expected a time, found '25:00:00.000Z'",
                "refin__Paid__c         | 1                    | expected true or false, found '1'",
                "refin__Paid__c         | \"yes\"              | expected true or false, found 'yes'",
                "refin__Amount__c       | \"12,50\"            | expected a number, found '12,50'",
                "refin__Line_Count__c   | \"three\"            | expected a whole number, found 'three'",
                "refin__Line_Count__c   | 3.5                  | expected a whole number, found '3.5'",
                "refin__Line_Count__c   | 3000000000           | expected a whole number, found '3000000000'",
                "Id                     | \"a0A5g00000XyZ129AA\" | expected a record id, found 'a0A5g00000XyZ129AA'",
                "refin__Account__c      | \"../../x\"          | expected a record id, found '../../x'",
                "Name                   | {\"a\":1}            | expected text, found an object",
                "Name                   | [1]                  | expected text, found an array",
                "refin__Billing_Address__c | \"Main St\"       | expected an address object, found STRING",
            })
    void badValueNamesObjectFieldAndValue(String field, String json, String expected) {
        IOException e = assertThrows(
                IOException.class,
                () -> SObjectJson.read(TestInvoice.SOBJECT_TYPE, "{\"Name\":\"ok\",\"" + field + "\":" + json + "}"));
        assertEquals("refin__Sales_Invoice__c." + field + ": " + expected, e.getMessage());
    }

    @Test
    void lenientValueShapesAreAccepted() throws IOException {
        TestInvoice invoice = SObjectJson.read(
                TestInvoice.SOBJECT_TYPE,
                "{\"refin__Paid__c\":\"true\",\"refin__Amount__c\":\"157200.0\",\"refin__Line_Count__c\":3.0,"
                        + "\"refin__Sent_At__c\":\"2024-01-31T10:00:00Z\",\"Name\":42,"
                        + "\"refin__Invoice_Date__c\":\" 2024-01-31 \",\"id\":\"a0A5g00000XyZ12\"}");

        assertEquals(Boolean.TRUE, invoice.get(TestInvoice.PAID));
        assertEquals(new BigDecimal("157200.0"), invoice.get(TestInvoice.AMOUNT));
        assertEquals(Integer.valueOf(3), invoice.get(TestInvoice.LINE_COUNT));
        assertEquals(OffsetDateTime.of(2024, 1, 31, 10, 0, 0, 0, ZoneOffset.UTC), invoice.get(TestInvoice.SENT_AT));
        assertEquals("42", invoice.get(TestInvoice.NAME));
        assertEquals(LocalDate.of(2024, 1, 31), invoice.get(TestInvoice.INVOICE_DATE));
        assertEquals("a0A5g00000XyZ12EAF", invoice.get(TestInvoice.ID).value());
        assertEquals(Map.of(), invoice.unknownFields());
    }

    @Test
    void dateTimeWithColonOffset() throws IOException {
        TestInvoice invoice =
                SObjectJson.read(TestInvoice.SOBJECT_TYPE, "{\"refin__Sent_At__c\":\"2024-01-31T10:00:00.000+01:00\"}");
        assertEquals(
                OffsetDateTime.of(2024, 1, 31, 10, 0, 0, 0, ZoneOffset.ofHours(1)), invoice.get(TestInvoice.SENT_AT));
    }

    @Test
    void readRejectsANonObject() {
        IOException e = assertThrows(IOException.class, () -> SObjectJson.read(TestInvoice.SOBJECT_TYPE, "[{}]"));
        assertEquals("refin__Sales_Invoice__c: expected a record object, found START_ARRAY", e.getMessage());
    }

    @SuppressWarnings({"unchecked", "rawtypes"}) // Deliberately smuggles in a field of another entity.
    @Test
    void fieldOfAnotherTypeIsRejected() {
        TestInvoice invoice = TestInvoice.SOBJECT_TYPE.newRecord();
        Field foreignInRange = DateTestObject.DATE_C; // index 1, within TestInvoice's fields
        Field otherForeign = DateTestObject.TIME_C; // index 3

        IllegalArgumentException get = assertThrows(
                IllegalArgumentException.class, () -> invoice.get((Field<TestInvoice, Object>) foreignInRange));
        assertEquals("field date__c does not belong to refin__Sales_Invoice__c", get.getMessage());
        IllegalArgumentException set = assertThrows(
                IllegalArgumentException.class,
                () -> invoice.set((Field.Writable<TestInvoice, Object>) foreignInRange, LocalDate.of(2024, 1, 1)));
        assertEquals("field date__c does not belong to refin__Sales_Invoice__c", set.getMessage());
        assertEquals(List.of(), invoice.changedFields());
        assertEquals(List.of(), invoice.presentFields());

        DateTestObject other = DateTestObject.SOBJECT_TYPE.newRecord();
        Field invoiceField = TestInvoice.PAYLOAD; // the last index, beyond DateTestObject's fields
        IllegalArgumentException outOfRange = assertThrows(
                IllegalArgumentException.class, () -> other.get((Field<DateTestObject, Object>) invoiceField));
        assertEquals("field refin__Payload__c does not belong to DateTestObject__c", outOfRange.getMessage());
        IllegalArgumentException isChanged = assertThrows(
                IllegalArgumentException.class, () -> invoice.isChanged((Field<TestInvoice, Object>) otherForeign));
        assertEquals("field time__c does not belong to refin__Sales_Invoice__c", isChanged.getMessage());
    }

    @Test
    void toStringMasksEncryptedFields() throws IOException {
        TestInvoice invoice = SObjectJson.read(
                TestInvoice.SOBJECT_TYPE,
                "{\"Name\":\"INV-1\",\"refin__Card_Number__c\":\"4111111111111111\",\"refin__Paid__c\":true,"
                        + "\"refin__Extra__c\":7}");

        assertEquals(
                "refin__Sales_Invoice__c{Name=INV-1, refin__Card_Number__c=****, refin__Paid__c=true,"
                        + " refin__Extra__c=7}",
                invoice.toString());
        invoice.set(TestInvoice.CARD_NUMBER, null);
        assertEquals(
                "refin__Sales_Invoice__c{Name=INV-1, refin__Card_Number__c=null, refin__Paid__c=true,"
                        + " refin__Extra__c=7}",
                invoice.toString());
        assertEquals(FieldType.ENCRYPTEDSTRING, TestInvoice.CARD_NUMBER.type());
    }

    @Test
    void sobjectTypeDescribesTheEntity() {
        SObjectType<TestInvoice> type = TestInvoice.SOBJECT_TYPE;
        assertEquals("refin__Sales_Invoice__c", type.apiName());
        assertEquals("a0A", type.keyPrefix());
        assertEquals(TestInvoice.class, type.entityClass());
        assertEquals(15, type.fields().size());
        assertSame(TestInvoice.ID, type.fields().get(0));
        assertSame(TestInvoice.PAYLOAD, type.fields().get(14));
        assertEquals(Optional.of(TestInvoice.STATUS), type.field("refin__Status__c"));
        assertEquals(Optional.of(TestInvoice.STATUS), type.field("REFIN__STATUS__C"));
        assertEquals(Optional.empty(), type.field("refin__Nope__c"));
        assertEquals(List.of("Account"), TestInvoice.ACCOUNT.referenceTo());
        assertEquals("refin__Account__r", TestInvoice.ACCOUNT.relationshipName());
        assertTrue(TestInvoice.NAME.isCreateable() && TestInvoice.NAME.isUpdateable() && TestInvoice.NAME.isNillable());
        assertTrue(TestInvoice.NAME.has(FieldTraits.NAME_FIELD));
        assertFalse(TestInvoice.ID.isCreateable());
        assertFalse(TestInvoice.STATUS.isRestricted());
        assertEquals(TestInvoice.Status.class, TestInvoice.STATUS.enumType());
        assertNotEquals(TestInvoice.SOBJECT_TYPE.newRecord(), DateTestObject.SOBJECT_TYPE.newRecord());
        assertEquals(TestInvoice.SOBJECT_TYPE.newRecord(), TestInvoice.SOBJECT_TYPE.newRecord());
    }

    @Test
    void readsTheRealNifiQueryRecord() throws IOException {
        JsonNode response =
                JACKSON.readTree(RealFixtures.bytes("query/nifi-query-date-datetime-time-custom-object-v62.json"));
        JsonNode records = response.get("records");
        assertEquals(1, records.size());
        assertEquals(1, response.get("totalSize").asInt());

        String json = JACKSON.writeValueAsString(records.get(0));
        DateTestObject record = SObjectJson.read(DateTestObject.SOBJECT_TYPE, json);

        assertEquals("1", record.get(DateTestObject.ID_C));
        assertEquals(LocalDate.of(2025, 12, 16), record.get(DateTestObject.DATE_C));
        assertEquals(
                OffsetDateTime.of(2025, 12, 16, 13, 5, 30, 0, ZoneOffset.UTC), record.get(DateTestObject.DATETIME_C));
        assertEquals(LocalTime.of(13, 5, 30), record.get(DateTestObject.TIME_C));
        assertEquals(Map.of(), record.unknownFields());
        assertEquals(List.of(), record.changedFields());
        assertEquals(DateTestObject.SOBJECT_TYPE.fields(), record.presentFields());

        ObjectNode expected = records.get(0).deepCopy();
        expected.remove("attributes");
        assertEquals(expected, JACKSON.readTree(SObjectJson.write(record, SObjectJson.Scope.ALL)));
    }

    @Test
    void readsTheRealNifiQueryRecordFromAParser() throws IOException {
        String text = new String(
                RealFixtures.bytes("query/nifi-query-date-datetime-time-custom-object-v62.json"),
                StandardCharsets.UTF_8);
        try (com.fasterxml.jackson.core.JsonParser parser = JACKSON.getFactory().createParser(text)) {
            while (parser.nextToken() != null) {
                if (parser.currentToken() == com.fasterxml.jackson.core.JsonToken.START_ARRAY
                        && "records".equals(parser.currentName())) {
                    parser.nextToken();
                    DateTestObject record = SObjectJson.read(DateTestObject.SOBJECT_TYPE, parser);
                    assertEquals(LocalTime.of(13, 5, 30), record.get(DateTestObject.TIME_C));
                    assertEquals(com.fasterxml.jackson.core.JsonToken.END_OBJECT, parser.currentToken());
                    assertEquals(com.fasterxml.jackson.core.JsonToken.END_ARRAY, parser.nextToken());
                    return;
                }
            }
        }
        throw new AssertionError("no records array");
    }
}
