package dev.refin.runtime.client;

import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.MultiPicklistField;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Collection;

/** A hand-written entity shaped like generated code with every kind of value a Bulk API CSV carries. */
final class Voucher extends SObject<Voucher> {
    private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE;
    private static final SObjectType.Builder<Voucher> DESCRIBE =
            SObjectType.builder(Voucher.class, "refin__Voucher__c", "a0V", Voucher::new);

    static final Field<Voucher, RecordId<Voucher>> ID = DESCRIBE.id("Id", FieldTraits.FILTERABLE);
    static final Field.Writable<Voucher, String> NAME =
            DESCRIBE.writable().text("Name", FieldType.STRING, RW | FieldTraits.NAME_FIELD);
    static final Field.Writable<Voucher, String> REFERENCE =
            DESCRIBE.writable().text("refin__Reference__c", FieldType.STRING, RW | FieldTraits.EXTERNAL_ID);
    static final Field.Writable<Voucher, Boolean> PAID = DESCRIBE.writable().bool("refin__Paid__c", RW);
    static final Field.Writable<Voucher, BigDecimal> AMOUNT =
            DESCRIBE.writable().decimal("refin__Amount__c", FieldType.CURRENCY, RW);
    static final Field.Writable<Voucher, Integer> COPIES = DESCRIBE.writable().integer("refin__Copies__c", RW);
    static final Field.Writable<Voucher, LocalDate> DUE = DESCRIBE.writable().date("refin__Due__c", RW);
    static final Field.Writable<Voucher, OffsetDateTime> SENT_AT =
            DESCRIBE.writable().dateTime("refin__Sent_At__c", RW);
    static final MultiPicklistField.Writable<Voucher, Tag> TAGS =
            DESCRIBE.writable().multiPicklist("refin__Tags__c", RW, Tag.class);
    static final ReferenceField.Writable<Voucher, Invoice> INVOICE = DESCRIBE.writable()
            .lookup("refin__Invoice__c", RW, "refin__Invoice__r", "refin__Sales_Invoice__c", Invoice.class);
    /** A roll-up: never sent. */
    static final Field<Voucher, BigDecimal> BALANCE =
            DESCRIBE.decimal("refin__Balance__c", FieldType.CURRENCY, FieldTraits.CALCULATED | FieldTraits.NILLABLE);

    static final SObjectType<Voucher> SOBJECT_TYPE = DESCRIBE.build();

    Voucher() {
        super(SOBJECT_TYPE);
    }

    Voucher setTags(Collection<Tag> tags) {
        return setMultiPicklist(TAGS, tags);
    }

    /** Values of {@code refin__Tags__c}. */
    enum Tag implements PicklistValue {
        URGENT("Urgent"),
        EXPORT("Export"),
        UNRECOGNIZED(null);

        private final String apiValue;

        Tag(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return apiValue;
        }

        @Override
        public boolean isActive() {
            return apiValue != null;
        }

        @Override
        public boolean isDefault() {
            return false;
        }
    }
}
