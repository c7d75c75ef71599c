package dev.refin.runtime.query;

import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;

/** Hand-written entities shaped like generated code: account, invoice (with entity lookup) and line. */
final class TestEntities {
    private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE;

    private TestEntities() {}

    /** A GL account / entity with a parent. */
    static final class Account extends SObject<Account> {
        private static final SObjectType.Builder<Account> D =
                SObjectType.builder(Account.class, "refin__GL_Account__c", "a0G", Account::new);
        static final Field<Account, RecordId<Account>> ID = D.id("Id", 0);
        static final Field<Account, String> NAME = D.text("Name", FieldType.STRING, RW);
        static final ReferenceField<Account, Account> PARENT =
                D.reference("refin__Parent__c", RW, "refin__Parent__r", "refin__GL_Account__c");
        static final ReferenceField<Account, Account> NO_REL = D.reference("refin__Other__c", RW, null, "X");
        static final SObjectType<Account> SOBJECT_TYPE = D.build();

        Account() {
            super(SOBJECT_TYPE);
        }
    }

    /** A sales invoice header. */
    static final class Invoice extends SObject<Invoice> {
        private static final SObjectType.Builder<Invoice> D =
                SObjectType.builder(Invoice.class, "refin__Sales_Invoice__c", "a0A", Invoice::new);
        static final Field<Invoice, RecordId<Invoice>> ID = D.id("Id", 0);
        static final Field<Invoice, String> NAME = D.text("Name", FieldType.STRING, RW);
        static final PicklistField<Invoice, Status> STATUS = D.picklist("refin__Status__c", RW, Status.class);
        static final Field<Invoice, BigDecimal> AMOUNT = D.decimal("refin__Amount__c", FieldType.CURRENCY, RW);
        static final Field<Invoice, LocalDate> INVOICE_DATE = D.date("refin__Invoice_Date__c", RW);
        static final Field<Invoice, OffsetDateTime> CREATED = D.dateTime("CreatedDate", 0);
        static final Field<Invoice, Boolean> PAID = D.bool("refin__Paid__c", RW);
        static final Field<Invoice, Integer> LINES = D.integer("refin__Line_Count__c", 0);
        static final Field<Invoice, String> REFERENCE =
                D.text("refin__Reference__c", FieldType.STRING, RW | FieldTraits.EXTERNAL_ID);
        static final ReferenceField<Invoice, Account> ENTITY =
                D.reference("refin__Entity__c", RW, "refin__Entity__r", "refin__GL_Account__c");
        static final SObjectType<Invoice> SOBJECT_TYPE = D.build();

        Invoice() {
            super(SOBJECT_TYPE);
        }
    }

    /** A sales invoice line. */
    static final class Line extends SObject<Line> {
        private static final SObjectType.Builder<Line> D =
                SObjectType.builder(Line.class, "refin__Sales_Invoice_Line__c", "a0B", Line::new);
        static final Field<Line, RecordId<Line>> ID = D.id("Id", 0);
        static final Field<Line, String> NAME = D.text("Name", FieldType.STRING, RW);
        static final Field<Line, BigDecimal> NET = D.decimal("refin__Net_Value__c", FieldType.CURRENCY, RW);
        static final ReferenceField<Line, Invoice> INVOICE =
                D.reference("refin__Sales_Invoice__c", RW, "refin__Sales_Invoice__r", "refin__Sales_Invoice__c");
        static final SObjectType<Line> SOBJECT_TYPE = D.build();

        Line() {
            super(SOBJECT_TYPE);
        }
    }

    /** Values of {@code refin__Status__c}. */
    enum Status implements PicklistValue {
        DRAFT("Draft"),
        POSTED("Posted"),
        UNRECOGNIZED(null);

        private final String apiValue;

        Status(String apiValue) {
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
            return this == DRAFT;
        }
    }
}
