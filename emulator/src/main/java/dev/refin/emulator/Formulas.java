package dev.refin.emulator;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ObjectDescribe;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/** Formula fields that depend on the emulator's clock, computed whenever a record is read. */
final class Formulas {
    static final String DAYS_OVERDUE = "refin__Days_Overdue__c";
    static final String AGING_BUCKET = "refin__Aging_Bucket__c";

    private Formulas() {}

    /**
     * A copy of the record with its aging formulas for today: days overdue (0 unless a posted invoice has a balance
     * due past its due date) and the bucket {@code Current}, {@code 1-30}, {@code 31-60}, {@code 61-90} or
     * {@code 90+} ({@code Paid} once settled, null for drafts and void documents).
     */
    static ObjectNode withAging(ObjectDescribe object, ObjectNode record, LocalDate today) {
        ObjectNode copy = record.deepCopy();
        if (!object.name().equals(Documents.INVOICE)) {
            return copy;
        }
        String status = Objects.requireNonNullElse(Documents.text(record, Documents.STATUS), Documents.DRAFT);
        BigDecimal balance =
                Objects.requireNonNullElse(Documents.decimal(record, "refin__Balance_Due__c"), BigDecimal.ZERO);
        LocalDate due = Documents.date(record, "refin__Due_Date__c");
        long days = 0;
        if (status.equals(Documents.POSTED) && balance.signum() > 0 && due != null && today.isAfter(due)) {
            days = ChronoUnit.DAYS.between(due, today);
        }
        String bucket;
        if (!status.equals(Documents.POSTED)) {
            bucket = null;
        } else if (balance.signum() <= 0) {
            bucket = "Paid";
        } else if (days == 0) {
            bucket = "Current";
        } else if (days <= 30) {
            bucket = "1-30";
        } else if (days <= 60) {
            bucket = "31-60";
        } else if (days <= 90) {
            bucket = "61-90";
        } else {
            bucket = "90+";
        }
        Documents.setIfPresent(object, copy, DAYS_OVERDUE, Json.NODES.numberNode(BigDecimal.valueOf(days)));
        Documents.setIfPresent(
                object, copy, AGING_BUCKET, bucket == null ? Json.NODES.nullNode() : Json.NODES.textNode(bucket));
        return copy;
    }
}
