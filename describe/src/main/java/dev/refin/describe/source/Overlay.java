package dev.refin.describe.source;

import dev.refin.describe.ChildRelationship;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Metadata source laid over describes by {@link MetadataSource#overlay}: the merged objects, and where each object and
 * field came from.
 */
public final class Overlay {
    private final List<ObjectDescribe> objects;
    private final Map<String, Origin> objectOrigins;
    private final Map<String, Map<String, Origin>> fieldOrigins;
    private final Map<String, ObjectProvenance> provenance;

    Overlay(
            List<ObjectDescribe> objects,
            Map<String, Origin> objectOrigins,
            Map<String, Map<String, Origin>> fieldOrigins,
            Map<String, ObjectProvenance> provenance) {
        this.objects = List.copyOf(objects);
        this.objectOrigins = Map.copyOf(objectOrigins);
        this.fieldOrigins = Map.copyOf(fieldOrigins);
        this.provenance = Map.copyOf(provenance);
    }

    /** The merged objects, sorted by API name. */
    public List<ObjectDescribe> objects() {
        return objects;
    }

    /** Where the object {@code apiName} (ignoring case) came from; empty when it is not in the overlay. */
    public Optional<Origin> origin(String object) {
        return Optional.ofNullable(objectOrigins.get(object.toLowerCase(Locale.ROOT)));
    }

    /** Where the field came from; empty when the object or field is not in the overlay. Names ignore case. */
    public Optional<Origin> origin(String object, String field) {
        Map<String, Origin> fields = fieldOrigins.get(object.toLowerCase(Locale.ROOT));
        return fields == null ? Optional.empty() : Optional.ofNullable(fields.get(field.toLowerCase(Locale.ROOT)));
    }

    /**
     * The source files of an object that came from source (alone or over a describe); empty for an object only in
     * describes.
     */
    public Optional<ObjectProvenance> provenance(String object) {
        return Optional.ofNullable(provenance.get(object.toLowerCase(Locale.ROOT)));
    }

    /**
     * What is still unknown about the object: what source cannot know, for an object only in source; nothing for an
     * object a describe supplied.
     */
    public Set<SourceUnknown> unknown(String object) {
        Origin origin = objectOrigins.get(object.toLowerCase(Locale.ROOT));
        ObjectProvenance p = provenance.get(object.toLowerCase(Locale.ROOT));
        if (origin != Origin.SOURCE || p == null) {
            return Collections.unmodifiableSet(EnumSet.noneOf(SourceUnknown.class));
        }
        return p.unknown();
    }

    // ------------------------------------------------------------------ the rules of MetadataSource.overlay

    static Overlay of(List<ObjectDescribe> describes, SourceProject source) {
        Map<String, ObjectDescribe> byName = new LinkedHashMap<>();
        for (ObjectDescribe d : describes) {
            byName.put(key(d.name()), d);
        }
        Map<String, ObjectDescribe> merged = new HashMap<>();
        Map<String, Origin> objectOrigins = new HashMap<>();
        Map<String, Map<String, Origin>> fieldOrigins = new HashMap<>();
        Map<String, ObjectProvenance> provenance = new HashMap<>();
        for (ObjectDescribe d : describes) {
            objectOrigins.put(key(d.name()), Origin.DESCRIBE);
            Map<String, Origin> fields = new HashMap<>();
            d.fields().forEach(f -> fields.put(key(f.name()), Origin.DESCRIBE));
            fieldOrigins.put(key(d.name()), fields);
            merged.put(key(d.name()), d);
        }
        for (ObjectDescribe s : source.objects()) {
            String key = key(s.name());
            ObjectProvenance p = source.provenance(s.name()).orElseThrow();
            provenance.put(key, p);
            ObjectDescribe d = byName.get(key);
            if (d == null) {
                objectOrigins.put(key, Origin.SOURCE);
                Map<String, Origin> fields = new HashMap<>();
                s.fields().forEach(f -> fields.put(key(f.name()), Origin.SOURCE));
                fieldOrigins.put(key, fields);
                merged.put(key, s);
                continue;
            }
            objectOrigins.put(key, Origin.SOURCE_OVER_DESCRIBE);
            Map<String, Origin> fields = new HashMap<>();
            merged.put(key, merge(d, s, p, fields));
            fieldOrigins.put(key, fields);
        }
        List<ObjectDescribe> objects = new ArrayList<>(merged.values());
        objects.sort(Comparator.comparing(o -> o.name().toLowerCase(Locale.ROOT)));
        return new Overlay(objects, objectOrigins, fieldOrigins, provenance);
    }

    /**
     * One object in both: the describe's fields in its order, each replaced by the source's declared field of the
     * same name; then the source's declared fields the describe lacks. Standard fields the source derives are the
     * describe's (the org knows them). Object members only an org knows come from the describe; labels from the source
     * where it declares them.
     */
    private static ObjectDescribe merge(
            ObjectDescribe describe, ObjectDescribe source, ObjectProvenance p, Map<String, Origin> origins) {
        Map<String, FieldDescribe> declared = new LinkedHashMap<>();
        for (FieldDescribe f : source.fields()) {
            if (p.field(f.name()).map(FieldProvenance::declared).orElse(false)) {
                declared.put(key(f.name()), f);
            }
        }
        List<FieldDescribe> fields = new ArrayList<>();
        Set<String> used = new LinkedHashSet<>();
        for (FieldDescribe d : describe.fields()) {
            FieldDescribe s = declared.get(key(d.name()));
            if (s == null) {
                fields.add(d);
                origins.put(key(d.name()), Origin.DESCRIBE);
            } else {
                fields.add(withPermissions(s, d));
                used.add(key(d.name()));
                origins.put(key(d.name()), Origin.SOURCE_OVER_DESCRIBE);
            }
        }
        for (Map.Entry<String, FieldDescribe> e : declared.entrySet()) {
            if (!used.contains(e.getKey())) {
                fields.add(e.getValue());
                origins.put(e.getKey(), Origin.SOURCE);
            }
        }
        boolean labelled = !p.isUnknown(SourceUnknown.LABEL);
        List<ChildRelationship> children = new ArrayList<>(describe.childRelationships());
        for (ChildRelationship c : source.childRelationships()) {
            boolean known = children.stream()
                    .anyMatch(k -> k.childSObject().equalsIgnoreCase(c.childSObject())
                            && k.field().equalsIgnoreCase(c.field()));
            if (!known) {
                children.add(c);
            }
        }
        return new ObjectDescribe(
                describe.name(),
                labelled ? source.label() : describe.label(),
                labelled ? source.labelPlural() : describe.labelPlural(),
                describe.keyPrefix(),
                describe.custom(),
                describe.customSetting(),
                describe.createable(),
                describe.updateable(),
                describe.deletable(),
                describe.queryable(),
                fields,
                children,
                describe.recordTypeInfos());
    }

    /**
     * The source's field with the describing user's field-level permissions, where the field kept its kind (a field
     * the source turns into a formula, or back, takes the source's).
     */
    private static FieldDescribe withPermissions(FieldDescribe source, FieldDescribe describe) {
        if (source.calculated() != describe.calculated() || source.autoNumber() != describe.autoNumber()) {
            return source;
        }
        boolean createable = source.createable() && describe.createable();
        boolean updateable = source.updateable() && describe.updateable();
        if (createable == source.createable() && updateable == source.updateable()) {
            return source;
        }
        return new FieldDescribe(
                source.name(),
                source.label(),
                source.type(),
                source.rawType(),
                source.soapType(),
                source.length(),
                source.precision(),
                source.scale(),
                source.digits(),
                source.nillable(),
                createable,
                updateable,
                source.defaultedOnCreate(),
                source.custom(),
                source.calculated(),
                source.calculatedFormula(),
                source.autoNumber(),
                source.externalId(),
                source.unique(),
                source.idLookup(),
                source.caseSensitive(),
                source.nameField(),
                source.filterable(),
                source.sortable(),
                source.groupable(),
                source.aggregatable(),
                source.htmlFormatted(),
                source.encrypted(),
                source.deprecatedAndHidden(),
                source.defaultValue(),
                source.inlineHelpText(),
                source.extraTypeInfo(),
                source.compoundFieldName(),
                source.referenceTo(),
                source.relationshipName(),
                source.relationshipOrder(),
                source.cascadeDelete(),
                source.polymorphicForeignKey(),
                source.restrictedPicklist(),
                source.dependentPicklist(),
                source.controllerName(),
                source.picklistValues());
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
