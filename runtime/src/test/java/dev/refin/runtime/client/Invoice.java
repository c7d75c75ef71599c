package dev.refin.runtime.client;

import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.HasStatus;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.StatusValue;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;

/** A hand-written sales invoice shaped like generated code, with writable, create-only and read-only fields. */
final class Invoice extends SObject<Invoice> implements HasStatus {
    private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE;
    private static final SObjectType.Builder<Invoice> DESCRIBE =
            SObjectType.builder(Invoice.class, "refin__Sales_Invoice__c", "a0A", Invoice::new);

    static final Field<Invoice, RecordId<Invoice>> ID = DESCRIBE.id("Id", FieldTraits.FILTERABLE);
    static final Field.Writable<Invoice, String> NAME =
            DESCRIBE.writable().text("Name", FieldType.STRING, RW | FieldTraits.NAME_FIELD);
    static final PicklistField.Writable<Invoice, Status> STATUS = DESCRIBE.writable()
            .picklist("refin__Status__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE, Status.class);
    static final Field.Writable<Invoice, BigDecimal> AMOUNT =
            DESCRIBE.writable().decimal("refin__Amount__c", FieldType.CURRENCY, RW);
    static final Field.Writable<Invoice, LocalDate> DUE_DATE =
            DESCRIBE.writable().date("refin__Due_Date__c", RW);
    static final Field.Writable.Key<Invoice, String> REFERENCE =
            DESCRIBE.writable().key("refin__Reference__c", FieldType.STRING, RW | FieldTraits.EXTERNAL_ID);
    /** Createable but not updateable: sent on insert, never on update. */
    static final Field.Writable<Invoice, String> SOURCE_SYSTEM = DESCRIBE.writable()
            .text("refin__Source_System__c", FieldType.STRING, FieldTraits.CREATEABLE | FieldTraits.NILLABLE);
    /** A roll-up: never sent. */
    static final Field<Invoice, BigDecimal> BALANCE_DUE = DESCRIBE.decimal(
            "refin__Balance_Due__c", FieldType.CURRENCY, FieldTraits.CALCULATED | FieldTraits.NILLABLE);
    /** A system field: never sent. */
    static final Field<Invoice, OffsetDateTime> CREATED_DATE = DESCRIBE.dateTime("CreatedDate", 0);

    static final SObjectType<Invoice> SOBJECT_TYPE = DESCRIBE.build();

    Invoice() {
        super(SOBJECT_TYPE);
    }

    Status getStatus() {
        return getPicklist(STATUS);
    }

    Invoice setStatus(Status status) {
        return setPicklist(STATUS, status);
    }

    /** Values of {@code refin__Status__c}. */
    enum Status implements StatusValue<Invoice> {
        DRAFT("Draft"),
        POSTED("Posted"),
        VOID("Void"),
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

        @Override
        public SObjectType<Invoice> sobjectType() {
            return SOBJECT_TYPE;
        }
    }
}
