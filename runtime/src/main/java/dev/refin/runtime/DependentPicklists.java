package dev.refin.runtime;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * The controlling values of a generated dependent picklist's constants, kept as one bitmap per constant so that an
 * enum of any density stays within the class-file limits. Generated enums call it; their
 * {@code controllingValues()} and {@code isValidFor(...)} are what applications use.
 *
 * <p>The bitmap is the platform's {@code validFor} form (Base64, the most significant bit of the first byte first),
 * indexed by the controlling field's generated enum constants in declaration order, or by {@code false},
 * {@code true} for a checkbox.
 */
public final class DependentPicklists {
    private static final List<String> BOOLEANS = List.of("false", "true");

    private DependentPicklists() {}

    /** Whether bit {@code index} of {@code validFor} is set. */
    public static boolean isValidFor(String validFor, int index) {
        if (validFor == null || index < 0) {
            return false;
        }
        byte[] bits = Base64.getDecoder().decode(validFor);
        return index >> 3 < bits.length && (bits[index >> 3] & (0x80 >> (index & 7))) != 0;
    }

    /** The API values of the constants of {@code controller} whose bits {@code validFor} sets, in their order. */
    public static <C extends Enum<C> & PicklistValue> List<String> controllingValues(
            String validFor, Class<C> controller) {
        C[] constants = controller.getEnumConstants();
        List<String> values = new ArrayList<>();
        byte[] bits = validFor == null ? new byte[0] : Base64.getDecoder().decode(validFor);
        for (int i = 0; i < constants.length && i >> 3 < bits.length; i++) {
            if ((bits[i >> 3] & (0x80 >> (i & 7))) != 0 && constants[i].apiValue() != null) {
                values.add(constants[i].apiValue());
            }
        }
        return List.copyOf(values);
    }

    /** {@code "false"} and {@code "true"} as {@code validFor} sets them, for a checkbox controlling field. */
    public static List<String> controllingBooleans(String validFor) {
        List<String> values = new ArrayList<>(2);
        for (int i = 0; i < BOOLEANS.size(); i++) {
            if (isValidFor(validFor, i)) {
                values.add(BOOLEANS.get(i));
            }
        }
        return List.copyOf(values);
    }
}
