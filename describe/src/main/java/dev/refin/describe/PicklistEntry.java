package dev.refin.describe;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * One value of a picklist field.
 *
 * @param value the API value stored in records
 * @param label the label shown to users; may be null in old describes
 * @param active whether the value is offered for new data
 * @param defaultValue whether this is the field's default
 * @param validFor base64 bitmap of the controlling field's values this value is valid for, or null
 */
public record PicklistEntry(String value, String label, boolean active, boolean defaultValue, String validFor) {

    /**
     * The indexes of the controlling field's {@code picklistValues} this entry is valid for, decoded
     * from {@link #validFor()} (bit {@code i} read most-significant-bit first), or an empty list.
     */
    public List<Integer> validForIndexes() {
        if (validFor == null || validFor.isEmpty()) {
            return List.of();
        }
        byte[] bits;
        try {
            bits = Base64.getDecoder().decode(validFor);
        } catch (IllegalArgumentException e) {
            return List.of();
        }
        List<Integer> indexes = new ArrayList<>();
        for (int i = 0; i < bits.length * 8; i++) {
            if ((bits[i >> 3] & (0x80 >> (i & 7))) != 0) {
                indexes.add(i);
            }
        }
        return List.copyOf(indexes);
    }
}
