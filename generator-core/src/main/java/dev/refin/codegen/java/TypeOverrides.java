package dev.refin.codegen.java;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.runtime.FieldType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Applies {@link GeneratorConfig#typeOverrides()}: each names an existing field and a platform type whose values
 * the field's wire values can be read as (a {@code double} as {@code long}, a {@code string} as {@code picklist});
 * anything else (a {@code date} as {@code boolean}, text as {@code int}) is a configuration error naming the field.
 */
public final class TypeOverrides {
    /** Types whose values travel as JSON strings of free text. */
    private static final Set<FieldType> TEXT = EnumSet.of(
            FieldType.STRING,
            FieldType.TEXTAREA,
            FieldType.PICKLIST,
            FieldType.MULTIPICKLIST,
            FieldType.COMBOBOX,
            FieldType.EMAIL,
            FieldType.PHONE,
            FieldType.URL,
            FieldType.ENCRYPTEDSTRING,
            FieldType.BASE64,
            FieldType.ID,
            FieldType.REFERENCE,
            FieldType.DATACATEGORYGROUPREFERENCE);

    private static final Set<FieldType> NUMBER =
            EnumSet.of(FieldType.CURRENCY, FieldType.DOUBLE, FieldType.PERCENT, FieldType.INT, FieldType.LONG);

    /** Kept as raw JSON: any value can be read as one, and one may hold anything. */
    private static final Set<FieldType> RAW =
            EnumSet.of(FieldType.ANYTYPE, FieldType.COMPLEXVALUE, FieldType.JSON, FieldType.UNKNOWN);

    private TypeOverrides() {}

    public static List<ObjectDescribe> apply(
            GeneratorConfig config, List<ObjectDescribe> objects, List<String> problems) {
        return apply(config, objects, problems, java.util.Set.of());
    }

    /**
     * Applies the type overrides to {@code objects}; keys in {@code usedElsewhere} (consumed by objects an
     * incremental run does not parse again) are not reported as unused.
     */
    public static List<ObjectDescribe> apply(
            GeneratorConfig config,
            List<ObjectDescribe> objects,
            List<String> problems,
            java.util.Set<String> usedElsewhere) {
        if (config.typeOverrides().isEmpty()) {
            return new ArrayList<>(objects); // nothing to apply or report, and no key to build per field
        }
        Map<String, String> pending = new TreeMap<>(config.typeOverrides());
        pending.keySet().removeAll(usedElsewhere);
        List<ObjectDescribe> result = new ArrayList<>();
        for (ObjectDescribe object : objects) {
            List<FieldDescribe> fields = new ArrayList<>();
            boolean overridden = false;
            for (FieldDescribe field : object.fields()) {
                String key = object.name() + "." + field.name();
                String type = pending.remove(key);
                FieldType to = type == null ? null : FieldType.fromApiName(type);
                if (type == null) {
                    fields.add(field);
                } else if (to == FieldType.UNKNOWN) {
                    problems.add("type override " + key + "=" + type
                            + ": not a platform field type (string, picklist, double, long, date, ...)");
                    fields.add(field);
                } else if (!compatible(field.type(), to)) {
                    problems.add("type override " + key + "=" + type + ": the field is described as "
                            + field.rawType() + ", whose values cannot be read as " + to.apiName()
                            + "; use " + compatibleNames(field.type()) + " or remove the override");
                    fields.add(field);
                } else {
                    fields.add(field.withType(to));
                    overridden = true;
                }
            }
            // Without an override the describe itself, not a copy: a large org's describes stay in memory once.
            result.add(overridden ? object.withFields(fields) : object);
        }
        pending.keySet()
                .forEach(key ->
                        problems.add("type override " + key + ": no generated object and field has this API name"));
        return result;
    }

    /** Whether values of a field described as {@code from} can be read as {@code to}. */
    static boolean compatible(FieldType from, FieldType to) {
        return from == to
                || RAW.contains(from)
                || RAW.contains(to)
                || group(from).contains(to);
    }

    private static Set<FieldType> group(FieldType type) {
        if (TEXT.contains(type)) {
            return TEXT;
        }
        if (NUMBER.contains(type)) {
            return NUMBER;
        }
        return EnumSet.of(type);
    }

    private static String compatibleNames(FieldType from) {
        List<String> names = Arrays.stream(FieldType.values())
                .filter(t -> !RAW.contains(t) && compatible(from, t))
                .map(FieldType::apiName)
                .sorted()
                .toList();
        return names.size() == 1 ? names.get(0) : "one of " + String.join(", ", names) + ",";
    }
}
