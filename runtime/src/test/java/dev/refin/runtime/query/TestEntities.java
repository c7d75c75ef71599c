package dev.refin.runtime.query;

import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.MultiPicklistField;
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
        static final Field.Writable<Account, String> NAME = D.writable().text("Name", FieldType.STRING, RW);
        static final ReferenceField.Writable<Account, Account> PARENT =
                D.writable().lookup("refin__Parent__c", RW, "refin__Parent__r", "refin__GL_Account__c", Account.class);
        static final ReferenceField.Writable<Account, Account> NO_REL =
                D.writable().lookup("refin__Other__c", RW, null, "X", Account.class);
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
        static final Field.Writable<Invoice, String> NAME = D.writable().text("Name", FieldType.STRING, RW);
        static final PicklistField.Writable<Invoice, Status> STATUS =
                D.writable().picklist("refin__Status__c", RW, Status.class);
        /** A multi-select picklist, its values those of the status enum for brevity. */
        static final MultiPicklistField.Writable<Invoice, Status> TAGS =
                D.writable().multiPicklist("refin__Tags__c", RW, Status.class);

        static final Field.Writable<Invoice, BigDecimal> AMOUNT =
                D.writable().decimal("refin__Amount__c", FieldType.CURRENCY, RW);
        static final Field.Writable<Invoice, LocalDate> INVOICE_DATE =
                D.writable().date("refin__Invoice_Date__c", RW);
        static final Field<Invoice, OffsetDateTime> CREATED = D.dateTime("CreatedDate", 0);
        static final Field.Writable<Invoice, Boolean> PAID = D.writable().bool("refin__Paid__c", RW);
        static final Field<Invoice, Integer> LINES = D.integer("refin__Line_Count__c", 0);
        static final Field.Writable<Invoice, String> REFERENCE =
                D.writable().text("refin__Reference__c", FieldType.STRING, RW | FieldTraits.EXTERNAL_ID);
        static final ReferenceField.Writable<Invoice, Account> ENTITY =
                D.writable().lookup("refin__Entity__c", RW, "refin__Entity__r", "refin__GL_Account__c", Account.class);
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
        static final Field.Writable<Line, String> NAME = D.writable().text("Name", FieldType.STRING, RW);
        static final Field.Writable<Line, BigDecimal> NET =
                D.writable().decimal("refin__Net_Value__c", FieldType.CURRENCY, RW);
        static final ReferenceField.Writable<Line, Invoice> INVOICE = D.writable()
                .lookup(
                        "refin__Sales_Invoice__c",
                        RW,
                        "refin__Sales_Invoice__r",
                        "refin__Sales_Invoice__c",
                        Invoice.class);
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
