package dev.refin.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The accessors on the descriptors that generated getters and setters call ({@code return STATUS.getEnum(this);}):
 * they read and write the same values as the record's own accessors and record changes the same way.
 */
class FieldAccessorTest {

    @Test
    void getAndSetReadAndWriteTheRecordAndTrackTheChange() {
        TestInvoice invoice = new TestInvoice();
        assertNull(TestInvoice.AMOUNT.get(invoice));
        assertFalse(invoice.isPresent(TestInvoice.AMOUNT));

        assertSame(invoice, TestInvoice.AMOUNT.set(invoice, new BigDecimal("12.50")));
        assertEquals(new BigDecimal("12.50"), TestInvoice.AMOUNT.get(invoice));
        assertEquals(new BigDecimal("12.50"), invoice.get(TestInvoice.AMOUNT));
        assertTrue(invoice.isChanged(TestInvoice.AMOUNT));
        assertEquals(List.of(TestInvoice.AMOUNT), invoice.changedFields());

        invoice.markUnchanged();
        TestInvoice.NAME.set(invoice, null);
        assertTrue(invoice.isPresent(TestInvoice.NAME), "null is a value: it clears the field on the server");
        assertEquals(List.of(TestInvoice.NAME), invoice.changedFields());
        assertEquals(
                "{\"Name\":null}", SObjectJson.write(invoice, SObjectJson.Scope.CHANGED), "only the change is sent");
    }

    @Test
    void aLookupIsAReferenceToItsOneTargetInItsOwnSlot() throws Exception {
        ReferenceField<TestInvoice, RecordId.Untyped> account = TestInvoice.ACCOUNT;
        assertEquals(FieldType.REFERENCE, account.type());
        assertEquals(List.of("Account"), account.referenceTo());
        assertEquals("refin__Account__r", account.relationshipName());
        assertTrue(account.isCreateable());
        assertSame(account, TestInvoice.SOBJECT_TYPE.field("refin__Account__c").orElseThrow());

        TestInvoice invoice = SObjectJson.read(
                TestInvoice.SOBJECT_TYPE, "{\"refin__Account__c\":\"001000000000001AAA\",\"refin__Amount__c\":5}");
        assertEquals("001000000000001AAA", account.get(invoice).value());
        assertEquals(new BigDecimal("5"), TestInvoice.AMOUNT.get(invoice), "the fields around it keep their slots");
    }

    @Test
    void aFieldOfAnotherObjectIsRefused() {
        @SuppressWarnings({"unchecked", "rawtypes"}) // deliberately defeats the type check to reach the runtime one
        Field<DateTestObject, String> foreign = (Field) TestInvoice.NAME;
        DateTestObject other = new DateTestObject();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> foreign.get(other));
        assertEquals("field Name does not belong to DateTestObject__c", e.getMessage());
        @SuppressWarnings({"unchecked", "rawtypes"}) // likewise
        Field.Writable<DateTestObject, String> foreignWritable = (Field.Writable) TestInvoice.NAME;
        assertThrows(IllegalArgumentException.class, () -> foreignWritable.set(other, "x"));
    }

    @Test
    void picklistConstantsAreStoredAsApiValuesAndUnknownTextSurvives() throws Exception {
        TestInvoice invoice = new TestInvoice();
        assertNull(TestInvoice.STATUS.getEnum(invoice));

        assertSame(invoice, TestInvoice.STATUS.setEnum(invoice, TestInvoice.Status.SENT));
        assertEquals("Sent", TestInvoice.STATUS.get(invoice));
        assertEquals(TestInvoice.Status.SENT, TestInvoice.STATUS.getEnum(invoice));
        assertEquals(TestInvoice.Status.SENT, invoice.getStatus());
        assertTrue(invoice.isChanged(TestInvoice.STATUS));

        TestInvoice loaded = SObjectJson.read(TestInvoice.SOBJECT_TYPE, "{\"refin__Status__c\":\"Archived\"}");
        assertEquals(TestInvoice.Status.UNRECOGNIZED, TestInvoice.STATUS.getEnum(loaded));
        assertEquals("Archived", TestInvoice.STATUS.get(loaded));
        assertFalse(loaded.isChanged(TestInvoice.STATUS));

        TestInvoice.STATUS.setEnum(loaded, null);
        assertNull(TestInvoice.STATUS.get(loaded));
        assertTrue(loaded.isChanged(TestInvoice.STATUS));
    }

    @Test
    void multiPicklistConstantsAndApiValuesRoundTrip() throws Exception {
        TestInvoice invoice = new TestInvoice();
        assertEquals(Set.of(), TestInvoice.TAGS.getEnums(invoice));
        assertEquals(List.of(), TestInvoice.TAGS.getApiValues(invoice));

        assertSame(invoice, TestInvoice.TAGS.setEnums(invoice, List.of(TestInvoice.Tag.C, TestInvoice.Tag.A)));
        assertEquals("A;C", TestInvoice.TAGS.get(invoice), "joined in enum order");
        assertEquals(EnumSet.of(TestInvoice.Tag.A, TestInvoice.Tag.C), TestInvoice.TAGS.getEnums(invoice));
        assertEquals(invoice.getTags(), TestInvoice.TAGS.getEnums(invoice));
        assertTrue(invoice.isChanged(TestInvoice.TAGS));

        TestInvoice loaded = SObjectJson.read(TestInvoice.SOBJECT_TYPE, "{\"refin__Tags__c\":\"B;Zeta\"}");
        assertEquals(List.of("B", "Zeta"), TestInvoice.TAGS.getApiValues(loaded));
        assertEquals(EnumSet.of(TestInvoice.Tag.B, TestInvoice.Tag.UNRECOGNIZED), TestInvoice.TAGS.getEnums(loaded));

        assertSame(loaded, TestInvoice.TAGS.setApiValues(loaded, List.of("Zeta", "A")));
        assertEquals("Zeta;A", TestInvoice.TAGS.get(loaded), "API values are sent as given");
        assertTrue(loaded.isChanged(TestInvoice.TAGS));

        TestInvoice.TAGS.setApiValues(loaded, List.of());
        assertNull(TestInvoice.TAGS.get(loaded), "nothing selected clears the field");
        TestInvoice.TAGS.setEnums(loaded, Set.of());
        assertNull(TestInvoice.TAGS.get(loaded));
    }
}
