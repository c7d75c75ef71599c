package com.example.integration;

import com.example.accounting.Account;
import com.example.accounting.Entity;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.time.LocalDate;

/**
 * The sales invoice seen through a hand-written entity whose Reference is unique but not an external id, the
 * shape of an org where the key was made unique without the external-id flag: {@code createIfAbsent} then looks
 * up and creates instead of upserting.
 */
final class KeyedInvoice extends SObject<KeyedInvoice> {
    private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.FILTERABLE;
    private static final SObjectType.Builder<KeyedInvoice> DESCRIBE =
            SObjectType.builder(KeyedInvoice.class, "refin__Sales_Invoice__c", "a0A", KeyedInvoice::new);

    static final Field<KeyedInvoice, RecordId<KeyedInvoice>> ID = DESCRIBE.id("Id", FieldTraits.FILTERABLE);
    static final Field.Writable<KeyedInvoice, String> REFERENCE =
            DESCRIBE.writable().text("refin__Reference__c", FieldType.STRING, RW | FieldTraits.UNIQUE);
    static final ReferenceField.Writable<KeyedInvoice, Entity> ENTITY =
            DESCRIBE.writable().lookup("refin__Entity__c", RW, null, "refin__Entity__c", Entity.class);
    static final ReferenceField.Writable<KeyedInvoice, Account> CUSTOMER =
            DESCRIBE.writable().lookup("refin__Customer__c", RW, null, "Account", Account.class);
    static final Field.Writable<KeyedInvoice, LocalDate> INVOICE_DATE =
            DESCRIBE.writable().date("refin__Invoice_Date__c", RW);
    static final SObjectType<KeyedInvoice> SOBJECT_TYPE = DESCRIBE.build();

    KeyedInvoice() {
        super(SOBJECT_TYPE);
    }

    static KeyedInvoice of(Books books, String reference) {
        return new KeyedInvoice()
                .set(REFERENCE, reference)
                .set(ENTITY, books.entity())
                .set(CUSTOMER, books.customer())
                .set(INVOICE_DATE, LocalDate.of(2024, 6, 15));
    }
}
