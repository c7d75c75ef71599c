package dev.refin.emulator.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ObjectDescribe;
import java.math.BigDecimal;
import java.time.LocalDate;

/** Reading and setting one field of a stored record (a JSON object keyed by field API name). */
public final class Records {
    private Records() {}

    /** The field's value as text, or null when the record or the value is absent or null. */
    public static String text(JsonNode record, String field) {
        JsonNode value = record == null ? null : record.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    /** The field's value as a decimal, or null when absent or null. */
    public static BigDecimal decimal(JsonNode record, String field) {
        JsonNode value = record == null ? null : record.get(field);
        return value == null || value.isNull() ? null : value.decimalValue();
    }

    /** The field's value as a date ({@code yyyy-MM-dd}), or null when absent or null. */
    public static LocalDate date(JsonNode record, String field) {
        String text = text(record, field);
        return text == null ? null : LocalDate.parse(text);
    }

    /** Sets a field only when the object's describe has it, so a slimmer snapshot still works. */
    public static void setIfPresent(ObjectDescribe object, ObjectNode record, String field, JsonNode value) {
        if (object.field(field).isPresent()) {
            record.set(field, value);
        }
    }
}
