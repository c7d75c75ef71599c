package dev.refin.runtime;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** Maps between API values and a generated enum's constants; built on first use. */
final class PicklistValues<P extends Enum<P> & PicklistValue> {
    static final String UNRECOGNIZED = "UNRECOGNIZED";

    private final Class<P> enumType;
    private volatile Lookup<P> lookup;

    PicklistValues(Class<P> enumType) {
        this.enumType = enumType;
    }

    Class<P> enumType() {
        return enumType;
    }

    P toEnum(String apiValue) {
        if (apiValue == null) {
            return null;
        }
        Lookup<P> l = lookup();
        P exact = l.exact.get(apiValue);
        if (exact != null) {
            return exact;
        }
        // The platform matches picklist values without regard to case.
        P folded = l.folded.get(apiValue.toLowerCase(Locale.ROOT));
        return folded != null ? folded : l.unrecognized;
    }

    String toApiValue(P value, String fieldName) {
        if (value == null) {
            return null;
        }
        if (value.apiValue() == null) {
            throw new IllegalArgumentException(fieldName + ": " + value.name()
                    + " stands for values unknown at generation time and cannot be written; use the String setter");
        }
        return value.apiValue();
    }

    private Lookup<P> lookup() {
        Lookup<P> l = lookup;
        if (l == null) {
            l = new Lookup<>(enumType);
            lookup = l;
        }
        return l;
    }

    private static final class Lookup<P extends Enum<P> & PicklistValue> {
        final Map<String, P> exact = new HashMap<>();
        final Map<String, P> folded = new HashMap<>();
        final P unrecognized;

        Lookup(Class<P> enumType) {
            P unknown = null;
            for (P constant : enumType.getEnumConstants()) {
                if (constant.apiValue() == null) {
                    unknown = constant;
                    continue;
                }
                exact.putIfAbsent(constant.apiValue(), constant);
                folded.putIfAbsent(constant.apiValue().toLowerCase(Locale.ROOT), constant);
            }
            if (unknown == null) {
                throw new IllegalStateException(enumType.getName() + " has no constant for unrecognized values");
            }
            unrecognized = unknown;
        }
    }
}
