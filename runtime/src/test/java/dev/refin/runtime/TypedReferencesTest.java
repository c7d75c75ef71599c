package dev.refin.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What reference ids carry at run time: the generated target of a lookup, the generated target a polymorphic
 * lookup's key prefix names, nothing for targets that are not generated; and the read-only and writable descriptor
 * kinds the builder makes.
 */
class TypedReferencesTest {
    private static final String INVOICE = RecordId.to18("a0A5g00000AbCdE");
    private static final String PAYMENT = RecordId.to18("a0V5g00000AbCdE");
    private static final String USER = RecordId.to18("0055g00000AbCdE");

    /** A document. */
    public static final class Invoice extends SObject<Invoice> {
        private static final SObjectType.Builder<Invoice> DESCRIBE =
                SObjectType.builder(Invoice.class, "refin__Sales_Invoice__c", "a0A");
        public static final Field<Invoice, RecordId<Invoice>> ID = DESCRIBE.id("Id", 0);
        public static final SObjectType<Invoice> SOBJECT_TYPE = DESCRIBE.build();

        public Invoice() {
            super(SOBJECT_TYPE);
        }
    }

    /** Another document. */
    public static final class Payment extends SObject<Payment> {
        private static final SObjectType.Builder<Payment> DESCRIBE =
                SObjectType.builder(Payment.class, "refin__Vendor_Payment__c", "a0V");
        public static final Field<Payment, RecordId<Payment>> ID = DESCRIBE.id("Id", 0);
        public static final SObjectType<Payment> SOBJECT_TYPE = DESCRIBE.build();

        public Payment() {
            super(SOBJECT_TYPE);
        }
    }

    /** A note on one of several documents, with references of every kind. */
    public static final class Note extends SObject<Note> {
        private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE;
        private static final SObjectType.Builder<Note> DESCRIBE =
                SObjectType.builder(Note.class, "refin__Note__c", "a0N");
        public static final ReferenceField.Writable<Note, Invoice> INVOICE = DESCRIBE.writable()
                .lookup("refin__Invoice__c", RW, "refin__Invoice__r", "refin__Sales_Invoice__c", Invoice.class);
        public static final ReferenceField.Writable<Note, RecordId.Untyped> DOCUMENT = DESCRIBE.writable()
                .reference(
                        "refin__Document__c",
                        RW,
                        "refin__Document__r",
                        List.of("refin__Sales_Invoice__c", "refin__Vendor_Payment__c", "User"),
                        Invoice.class,
                        Payment.class);
        public static final ReferenceField<Note, RecordId.Untyped> CREATED_BY =
                DESCRIBE.lookup("CreatedById", 0, "CreatedBy", "User");
        public static final ReferenceField<Note, RecordId.Untyped> OWNER =
                DESCRIBE.reference("OwnerId", 0, "Owner", "Group", "User");
        public static final Field<Note, String> NAME = DESCRIBE.text("Name", FieldType.STRING, FieldTraits.AUTO_NUMBER);
        public static final SObjectType<Note> SOBJECT_TYPE = DESCRIBE.build();

        public Note() {
            super(SOBJECT_TYPE);
        }
    }

    private static Note read(String document) throws Exception {
        return SObjectJson.read(
                Note.SOBJECT_TYPE,
                "{\"refin__Invoice__c\":\"" + INVOICE + "\",\"refin__Document__c\":\"" + document
                        + "\",\"CreatedById\":\"" + USER + "\",\"OwnerId\":\"" + USER + "\"}");
    }

    @Test
    void aLookupToAGeneratedObjectCarriesItsType() throws Exception {
        Note note = read(INVOICE);
        RecordId<Invoice> invoice = note.get(Note.INVOICE);
        assertSame(Invoice.SOBJECT_TYPE, invoice.sobjectType().orElseThrow());
        assertEquals(List.of(Invoice.SOBJECT_TYPE), Note.INVOICE.targetTypes());
    }

    @Test
    void aPolymorphicLookupCarriesTheGeneratedTargetItsKeyPrefixNames() throws Exception {
        assertEquals(List.of(Invoice.SOBJECT_TYPE, Payment.SOBJECT_TYPE), Note.DOCUMENT.targetTypes());

        RecordId<RecordId.Untyped> onInvoice = read(INVOICE).get(Note.DOCUMENT);
        assertSame(Invoice.SOBJECT_TYPE, onInvoice.sobjectType().orElseThrow());
        assertEquals(INVOICE, onInvoice.as(Invoice.SOBJECT_TYPE).orElseThrow().value());
        assertTrue(onInvoice.as(Payment.SOBJECT_TYPE).isEmpty());

        RecordId<RecordId.Untyped> onPayment = read(PAYMENT).get(Note.DOCUMENT);
        assertSame(Payment.SOBJECT_TYPE, onPayment.sobjectType().orElseThrow());
        assertSame(
                Payment.SOBJECT_TYPE,
                onPayment.as(Payment.SOBJECT_TYPE).orElseThrow().sobjectType().orElseThrow());

        // A target that is not generated: no object at run time.
        RecordId<RecordId.Untyped> onUser = read(USER).get(Note.DOCUMENT);
        assertTrue(onUser.sobjectType().isEmpty());
        assertTrue(onUser.as(Invoice.SOBJECT_TYPE).isEmpty(), "the key prefix is not the invoice's");
    }

    @Test
    void referencesToObjectsThatAreNotGeneratedCarryNothing() throws Exception {
        Note note = read(INVOICE);
        assertTrue(note.get(Note.CREATED_BY).sobjectType().isEmpty());
        assertTrue(note.get(Note.OWNER).sobjectType().isEmpty());
        assertEquals(List.of(), Note.CREATED_BY.targetTypes());
        assertEquals(List.of("Group", "User"), Note.OWNER.referenceTo());
    }

    @Test
    void asChecksTheKeyPrefixOfAnIdParsedFromText() {
        RecordId<RecordId.Untyped> bare = RecordId.of(INVOICE);
        assertEquals(
                Invoice.SOBJECT_TYPE,
                bare.as(Invoice.SOBJECT_TYPE).orElseThrow().sobjectType().orElseThrow());
        assertTrue(bare.as(Payment.SOBJECT_TYPE).isEmpty());
        assertEquals(bare, bare.as(Invoice.SOBJECT_TYPE).orElseThrow(), "the same id");
    }

    @Test
    void anIdSetOnARecordCarriesItsObjectWhenItsKeyPrefixFits() {
        Note note = new Note().set(Note.INVOICE, RecordId.of(INVOICE)).set(Note.DOCUMENT, RecordId.of(PAYMENT));
        assertSame(Invoice.SOBJECT_TYPE, note.get(Note.INVOICE).sobjectType().orElseThrow());
        assertSame(Payment.SOBJECT_TYPE, note.get(Note.DOCUMENT).sobjectType().orElseThrow());
        // An id of another object is kept as given: typed by the setter's signature, not claimed at run time.
        Note wrong = new Note().set(Note.INVOICE, RecordId.of(PAYMENT));
        assertTrue(wrong.get(Note.INVOICE).sobjectType().isEmpty());
        assertTrue(new Note()
                .set(Note.DOCUMENT, RecordId.of(USER))
                .get(Note.DOCUMENT)
                .sobjectType()
                .isEmpty());
        assertNull(new Note().set(Note.INVOICE, null).get(Note.INVOICE));
    }

    @Test
    void writtenIdsAreSentAsTheyAre() throws Exception {
        Note note = new Note().set(Note.DOCUMENT, RecordId.of(PAYMENT)).set(Note.INVOICE, RecordId.of(INVOICE));
        assertEquals(
                "{\"refin__Invoice__c\":\"" + INVOICE + "\",\"refin__Document__c\":\"" + PAYMENT + "\"}",
                SObjectJson.write(note, SObjectJson.Scope.CHANGED));
    }

    @Test
    void theBuilderMakesReadOnlyDescriptorsUnlessAskedForWritableOnes() {
        assertFalse(Note.CREATED_BY instanceof WritableField<?, ?>);
        assertFalse(Note.NAME instanceof WritableField<?, ?>);
        assertFalse(Invoice.ID instanceof WritableField<?, ?>);
        assertInstanceOf(WritableField.class, Note.DOCUMENT);
        assertInstanceOf(WritableField.class, Note.INVOICE);
        assertSame(Note.INVOICE, Note.INVOICE.field());
    }

    @Test
    void aRecordOfAnExistingIdHasItsIdPresentButNotChanged() {
        RecordId<Invoice> id = RecordId.of(INVOICE);
        Invoice invoice = Invoice.SOBJECT_TYPE.newRecord(id);
        assertEquals(id, invoice.get(Invoice.ID));
        assertSame(Invoice.SOBJECT_TYPE, invoice.get(Invoice.ID).sobjectType().orElseThrow());
        assertTrue(invoice.isPresent(Invoice.ID));
        assertFalse(invoice.isChanged(Invoice.ID));
        assertEquals(List.of(), invoice.changedFields());
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Note.SOBJECT_TYPE.newRecord(RecordId.of(INVOICE)));
        assertEquals("refin__Note__c declares no Id field", e.getMessage());
        assertNull(new Note().get(Note.INVOICE));
    }
}
