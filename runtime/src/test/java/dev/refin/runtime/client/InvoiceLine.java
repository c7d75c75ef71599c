package dev.refin.runtime.client;

import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.math.BigDecimal;

/** A hand-written sales invoice line shaped like generated code, referring to its {@link Invoice}. */
final class InvoiceLine extends SObject<InvoiceLine> {
    private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE;
    private static final SObjectType.Builder<InvoiceLine> DESCRIBE =
            SObjectType.builder(InvoiceLine.class, "refin__Sales_Invoice_Line__c", "a0B", InvoiceLine::new);

    static final Field<InvoiceLine, RecordId<InvoiceLine>> ID = DESCRIBE.id("Id", FieldTraits.FILTERABLE);
    static final ReferenceField.Writable<InvoiceLine, Invoice> INVOICE = DESCRIBE.writable()
            .lookup(
                    "refin__Sales_Invoice__c",
                    FieldTraits.CREATEABLE,
                    "refin__Sales_Invoice__r",
                    "refin__Sales_Invoice__c",
                    Invoice.class);
    static final Field.Writable<InvoiceLine, String> PRODUCT =
            DESCRIBE.writable().text("refin__Product__c", FieldType.STRING, RW);
    static final Field.Writable<InvoiceLine, BigDecimal> QUANTITY =
            DESCRIBE.writable().decimal("refin__Quantity__c", FieldType.DOUBLE, RW);
    static final Field.Writable<InvoiceLine, BigDecimal> PRICE =
            DESCRIBE.writable().decimal("refin__Unit_Price__c", FieldType.CURRENCY, RW);

    static final SObjectType<InvoiceLine> SOBJECT_TYPE = DESCRIBE.build();

    InvoiceLine() {
        super(SOBJECT_TYPE);
    }

    static InvoiceLine of(String product, int quantity) {
        return new InvoiceLine()
                .set(PRODUCT, product)
                .set(QUANTITY, BigDecimal.valueOf(quantity))
                .set(PRICE, new BigDecimal("9.99"));
    }
}
