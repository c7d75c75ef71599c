package dev.refin.codegen;

import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/** Compares two versions of a schema (the snapshot and the org): objects, fields, types and picklist values. */
public final class SchemaDiff {

    /** How a change affects code generated from the older version. */
    public enum Impact {
        /** Something new: regenerating adds to the code, nothing breaks. */
        ADDITION("addition", "additions"),
        /** Something gone: code using it stops compiling after regeneration. */
        REMOVAL("removal", "removals"),
        /** A type changed: code using it may stop compiling. */
        TYPE_CHANGE("type change", "type changes"),
        /** Anything else: labels, help text, flags, picklist labels or active state. */
        OTHER("other change", "other changes"),
        /**
         * An object or field the org (or the snapshot) has that the metadata source compared with it does not: not
         * written down in Git. Only in a comparison with metadata source ({@link #notInSource}); breaks nothing the
         * source generates.
         */
        NOT_IN_SOURCE("not in the source", "not in the source");

        private final String singular;
        private final String plural;

        Impact(String singular, String plural) {
            this.singular = singular;
            this.plural = plural;
        }

        /** {@code 1 addition}, {@code 3 additions}: a count of changes of this impact, as the report's summary says it. */
        public String count(long count) {
            return Summaries.count(count, singular, plural);
        }
    }

    /**
     * One difference.
     *
     * @param impact what it means for generated code
     * @param where {@code Object} or {@code Object.Field}
     * @param description what changed, in words
     */
    public record Change(Impact impact, String where, String description) {
        @Override
        public String toString() {
            return String.format("%-11s %s: %s", impact.name().toLowerCase(java.util.Locale.ROOT), where, description);
        }
    }

    private SchemaDiff() {}

    /** Every difference from {@code before} to {@code after}, sorted by place. */
    public static List<Change> compare(List<ObjectDescribe> before, List<ObjectDescribe> after) {
        Map<String, ObjectDescribe> old = index(before);
        Map<String, ObjectDescribe> now = index(after);
        List<Change> changes = new ArrayList<>();
        for (ObjectDescribe object : old.values()) {
            if (!now.containsKey(object.name())) {
                changes.add(new Change(Impact.REMOVAL, object.name(), "object removed"));
            }
        }
        for (ObjectDescribe object : now.values()) {
            ObjectDescribe previous = old.get(object.name());
            if (previous == null) {
                changes.add(new Change(
                        Impact.ADDITION,
                        object.name(),
                        "object added (" + Summaries.count(object.fields().size(), "field", "fields") + ")"));
            } else {
                compareFields(previous, object, changes);
            }
        }
        changes.sort(Comparator.comparing(Change::where).thenComparing(Change::description));
        return changes;
    }

    /**
     * The changes from {@code before} (the org or a snapshot) to what metadata source gives: an object or field removed
     * is one the source (and whatever it was laid over) does not have, so it becomes {@link Impact#NOT_IN_SOURCE},
     * "only in {@code beforeName}". Picklist values the source's value set drops stay removals: the generated enum
     * loses them.
     */
    public static List<Change> notInSource(List<Change> changes, String beforeName) {
        List<Change> result = new ArrayList<>(changes.size());
        for (Change change : changes) {
            boolean gone = change.impact() == Impact.REMOVAL
                    && (change.description().equals("object removed")
                            || change.description().equals("field removed"));
            result.add(
                    gone
                            ? new Change(
                                    Impact.NOT_IN_SOURCE,
                                    change.where(),
                                    change.description()
                                                    .substring(
                                                            0,
                                                            change.description().indexOf(' ')) + " only in "
                                            + beforeName + ", not in the source")
                            : change);
        }
        return result;
    }

    /**
     * A readable report: one line per change and a summary counting each impact in the order of {@link Impact};
     * "no differences" when there are none.
     */
    public static String report(List<Change> changes) {
        if (changes.isEmpty()) {
            return "no differences between the org and the snapshot";
        }
        Map<Impact, Long> counts = changes.stream()
                .collect(Collectors.groupingBy(
                        Change::impact, () -> new java.util.EnumMap<>(Impact.class), Collectors.counting()));
        return changes.stream().map(Change::toString).collect(Collectors.joining("\n")) + "\n"
                + Summaries.count(changes.size(), "difference", "differences") + ": "
                + counts.entrySet().stream()
                        .map(e -> e.getKey().count(e.getValue()))
                        .collect(Collectors.joining(", "));
    }

    private static void compareFields(ObjectDescribe before, ObjectDescribe after, List<Change> changes) {
        Map<String, FieldDescribe> old = new LinkedHashMap<>();
        before.fields().forEach(f -> old.put(f.name(), f));
        Map<String, FieldDescribe> now = new LinkedHashMap<>();
        after.fields().forEach(f -> now.put(f.name(), f));
        for (FieldDescribe field : old.values()) {
            if (!now.containsKey(field.name())) {
                changes.add(new Change(Impact.REMOVAL, after.name() + "." + field.name(), "field removed"));
            }
        }
        for (FieldDescribe field : now.values()) {
            String where = after.name() + "." + field.name();
            FieldDescribe previous = old.get(field.name());
            if (previous == null) {
                changes.add(new Change(Impact.ADDITION, where, "field added (" + field.rawType() + ")"));
                continue;
            }
            if (!Objects.equals(previous.rawType(), field.rawType())) {
                changes.add(
                        new Change(Impact.TYPE_CHANGE, where, "type " + previous.rawType() + " -> " + field.rawType()));
            }
            if (!previous.referenceTo().equals(field.referenceTo())) {
                changes.add(new Change(
                        Impact.TYPE_CHANGE,
                        where,
                        "references " + previous.referenceTo() + " -> " + field.referenceTo()));
            }
            if (previous.createable() != field.createable() || previous.updateable() != field.updateable()) {
                changes.add(new Change(
                        Impact.OTHER,
                        where,
                        "writable on insert/update "
                                + previous.createable() + "/" + previous.updateable() + " -> " + field.createable()
                                + "/"
                                + field.updateable()));
            }
            if (!Objects.equals(previous.label(), field.label())) {
                changes.add(
                        new Change(Impact.OTHER, where, "label '" + previous.label() + "' -> '" + field.label() + "'"));
            }
            comparePicklist(where, previous, field, changes);
        }
    }

    private static void comparePicklist(String where, FieldDescribe before, FieldDescribe after, List<Change> changes) {
        Map<String, PicklistEntry> old = new LinkedHashMap<>();
        before.picklistValues().forEach(v -> old.putIfAbsent(v.value(), v));
        Map<String, PicklistEntry> now = new LinkedHashMap<>();
        after.picklistValues().forEach(v -> now.putIfAbsent(v.value(), v));
        for (String value : old.keySet()) {
            if (!now.containsKey(value)) {
                changes.add(new Change(Impact.REMOVAL, where, "picklist value '" + value + "' removed"));
            }
        }
        for (PicklistEntry value : now.values()) {
            PicklistEntry previous = old.get(value.value());
            if (previous == null) {
                changes.add(new Change(Impact.ADDITION, where, "picklist value '" + value.value() + "' added"));
            } else if (previous.active() != value.active()) {
                changes.add(new Change(
                        Impact.OTHER,
                        where,
                        "picklist value '" + value.value() + "' " + (value.active() ? "activated" : "deactivated")));
            } else if (!Objects.equals(previous.label(), value.label())) {
                changes.add(new Change(
                        Impact.OTHER,
                        where,
                        "picklist value '" + value.value() + "' label '" + previous.label() + "' -> '" + value.label()
                                + "'"));
            }
        }
    }

    private static Map<String, ObjectDescribe> index(List<ObjectDescribe> objects) {
        Map<String, ObjectDescribe> map = new LinkedHashMap<>();
        objects.stream().sorted(Comparator.comparing(ObjectDescribe::name)).forEach(o -> map.put(o.name(), o));
        return map;
    }
}
