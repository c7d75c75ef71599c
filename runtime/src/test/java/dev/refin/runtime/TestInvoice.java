package dev.refin.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/** A hand-written entity shaped exactly like generated code, for runtime tests. */
final class TestInvoice extends SObject<TestInvoice> {
    private static final SObjectType.Builder<TestInvoice> DESCRIBE =
            SObjectType.builder(TestInvoice.class, "refin__Sales_Invoice__c", "a0A", TestInvoice::new);

    public static final Field<TestInvoice, RecordId<TestInvoice>> ID = DESCRIBE.id("Id", FieldTraits.FILTERABLE);
    public static final Field.Writable<TestInvoice, String> NAME = DESCRIBE.writable()
            .text(
                    "Name",
                    FieldType.STRING,
                    FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE | FieldTraits.NAME_FIELD);
    public static final Field.Writable<TestInvoice, String> CARD_NUMBER = DESCRIBE.writable()
            .text(
                    "refin__Card_Number__c",
                    FieldType.ENCRYPTEDSTRING,
                    FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE);
    public static final Field.Writable<TestInvoice, Boolean> PAID =
            DESCRIBE.writable().bool("refin__Paid__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE);
    public static final Field.Writable<TestInvoice, BigDecimal> AMOUNT = DESCRIBE.writable()
            .decimal("refin__Amount__c", FieldType.CURRENCY, FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE);
    public static final Field.Writable<TestInvoice, Integer> LINE_COUNT =
            DESCRIBE.writable().integer("refin__Line_Count__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE);
    public static final Field.Writable<TestInvoice, LocalDate> INVOICE_DATE =
            DESCRIBE.writable().date("refin__Invoice_Date__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE);
    public static final Field.Writable<TestInvoice, LocalDate> DUE_DATE = DESCRIBE.writable()
            .date("refin__Due_Date__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE);
    public static final Field.Writable<TestInvoice, OffsetDateTime> SENT_AT =
            DESCRIBE.writable().dateTime("refin__Sent_At__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE);
    public static final Field.Writable<TestInvoice, LocalTime> CUTOFF_TIME =
            DESCRIBE.writable().time("refin__Cutoff_Time__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE);
    public static final PicklistField.Writable<TestInvoice, Status> STATUS = DESCRIBE.writable()
            .picklist("refin__Status__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE, Status.class);
    public static final MultiPicklistField.Writable<TestInvoice, Tag> TAGS = DESCRIBE.writable()
            .multiPicklist("refin__Tags__c", FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE, Tag.class);
    public static final ReferenceField.Writable<TestInvoice, RecordId.Untyped> ACCOUNT = DESCRIBE.writable()
            .lookup(
                    "refin__Account__c",
                    FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE,
                    "refin__Account__r",
                    "Account");
    public static final Field<TestInvoice, Address> BILLING_ADDRESS =
            DESCRIBE.address("refin__Billing_Address__c", FieldTraits.NILLABLE);
    public static final Field<TestInvoice, JsonNode> PAYLOAD =
            DESCRIBE.json("refin__Payload__c", FieldType.COMPLEXVALUE, FieldTraits.NILLABLE);

    public static final SObjectType<TestInvoice> SOBJECT_TYPE = DESCRIBE.build();

    TestInvoice() {
        super(SOBJECT_TYPE);
    }

    /** The status; {@link Status#UNRECOGNIZED} for values unknown at generation time. */
    public Status getStatus() {
        return getPicklist(STATUS);
    }

    /** Sets the status. */
    public TestInvoice setStatus(Status status) {
        return setPicklist(STATUS, status);
    }

    /** The selected tags. */
    public Set<Tag> getTags() {
        return getMultiPicklist(TAGS);
    }

    /** Selects exactly these tags. */
    public TestInvoice setTags(Collection<Tag> tags) {
        return setMultiPicklist(TAGS, tags);
    }

    /** The selected tag API values as sent by the server. */
    public List<String> getTagValues() {
        return getMultiPicklistValues(TAGS);
    }

    /** Values of {@code refin__Status__c}. */
    public enum Status implements PicklistValue {
        DRAFT("Draft", "Draft", true, true),
        SENT("Sent", "Sent", true, false),
        PAID("Paid", "Paid", true, false),
        /** A value added to the org after generation. */
        UNRECOGNIZED(null, null, false, false);

        private final String apiValue;
        private final String label;
        private final boolean active;
        private final boolean isDefault;

        Status(String apiValue, String label, boolean active, boolean isDefault) {
            this.apiValue = apiValue;
            this.label = label;
            this.active = active;
            this.isDefault = isDefault;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return label;
        }

        @Override
        public boolean isActive() {
            return active;
        }

        @Override
        public boolean isDefault() {
            return isDefault;
        }
    }

    /** Values of {@code refin__Tags__c}. */
    public enum Tag implements PicklistValue {
        A("A", "Alpha"),
        B("B", "Beta"),
        C("C", "Gamma"),
        /** A value added to the org after generation. */
        UNRECOGNIZED(null, null);

        private final String apiValue;
        private final String label;

        Tag(String apiValue, String label) {
            this.apiValue = apiValue;
            this.label = label;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return label;
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
