package dev.refin.codegen.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random valid org shapes for property tests, reproducible from a seed: custom objects whose object, field,
 * relationship and picklist value names are drawn from a pool built to clash (one-word upper-case names such as
 * {@code VAT}, names of runtime and {@code java.lang} types, keywords, names of the generated members), with every
 * field type, lookups and child relationships between the objects, dependent picklists of random density, and,
 * when asked, the companions a real org keeps beside each custom object ({@code __Share}, {@code __History},
 * {@code __Feed}, {@code __ChangeEvent}, ...) and objects of other kinds ({@code __e}, {@code __mdt}, ...).
 *
 * <p>Building the same org with and without companions gives identical custom objects but for their child
 * relationships to the companions, as the platform's describes have them.
 */
public final class RandomOrg {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Names meant to clash with each other and with what generated code refers to. */
    public static final List<String> CLASHING = List.of(
            "VAT",
            "FX",
            "ID",
            "GL",
            "Id",
            "Field",
            "Fields",
            "SObject",
            "SObjectType",
            "RecordId",
            "String",
            "Object",
            "List",
            "Set",
            "Map",
            "Status",
            "Type",
            "Class",
            "Default",
            "Enum",
            "Builder",
            "Generated",
            "Field_Type",
            "Child_Relationship",
            "Dependent_Picklists",
            "Picklist_Value",
            "Reference_Field",
            "Any_SObject",
            "Big_Decimal",
            "Local_Date",
            "Json_Node",
            "Describe",
            "SObject_Type",
            "Unrecognized",
            "Creatable",
            "Updateable",
            "Value",
            "Label",
            "Active",
            "Controller",
            "Valid_For",
            "Lines",
            "Entity",
            "Name",
            "Sales_Invoice",
            "Sales_Invoice_History",
            "Sales_Invoice_Share",
            "X1",
            "A1_B2",
            "Tax_2",
            "Override");

    /** Objects every org has, with a status picklist and a field of their own name. */
    private static final List<String> ANCHORS = List.of("refin__VAT__c", "FX__c", "other__ID__c");

    /** Companion suffixes, and suffixes of other kinds of objects. */
    public static final List<String> COMPANIONS = List.of("Share", "History", "Feed", "ChangeEvent", "Tag", "hd");

    public static final List<String> OTHER_KINDS = List.of("e", "mdt", "b", "x", "kav", "ka", "xo", "dlm");

    private static final String[] TYPES = {
        "string",
        "picklist",
        "multipicklist",
        "reference",
        "boolean",
        "currency",
        "double",
        "percent",
        "int",
        "date",
        "datetime",
        "time",
        "textarea",
        "email",
        "phone",
        "url",
        "long",
        "address",
        "location",
        "anyType"
    };

    private final SplittableRandom random;
    private final long seed;
    private final Map<String, ObjectNode> objects = new LinkedHashMap<>();

    private RandomOrg(long seed) {
        this.seed = seed;
        this.random = new SplittableRandom(seed);
    }

    /** The seed this org was built from. */
    public long seed() {
        return seed;
    }

    /**
     * A random org of {@code objectCount} custom objects (namespaces {@code refin}, another and none) with up to
     * {@code maxFields} custom fields each; with {@code companions}, each custom object also gets random companions
     * and the org objects of other kinds.
     */
    public static RandomOrg build(long seed, int objectCount, int maxFields, boolean companions) {
        RandomOrg org = new RandomOrg(seed);
        org.generate(objectCount, maxFields, companions);
        return org;
    }

    /** The describes, by object API name. */
    public Map<String, ObjectNode> describes() {
        return objects;
    }

    /** Writes one {@code <Object>.json} per object into {@code dir}. */
    public void write(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (Map.Entry<String, ObjectNode> entry : objects.entrySet()) {
            Files.writeString(dir.resolve(entry.getKey() + ".json"), JSON.writeValueAsString(entry.getValue()));
        }
    }

    private void generate(int objectCount, int maxFields, boolean companions) {
        // The random stream is consumed the same way with and without companions, so the custom objects match.
        Set<String> names = caseInsensitive();
        // One-word upper-case names in every org: a constant VAT in class VAT hides the class in expressions.
        names.addAll(ANCHORS);
        while (names.size() < objectCount) {
            names.add(namespace() + pick(CLASHING) + "__c");
        }
        List<String> custom = List.copyOf(names);
        List<String> companionNames = new ArrayList<>();
        for (String name : custom) {
            ObjectNode object = object(name, "a" + String.format(Locale.ROOT, "%02d", objects.size()));
            objects.put(name, object);
            int fields = random.nextInt(maxFields + 1);
            Set<String> fieldNames = caseInsensitive();
            boolean status = ANCHORS.contains(name) || random.nextInt(3) == 0;
            if (status) {
                fieldNames.add("refin__Status__c");
            }
            // The object's own name as a field name: the constant VAT inside class VAT.
            fieldNames.add(name);
            while (fieldNames.size() < fields + 2) {
                fieldNames.add(namespace() + pick(CLASHING) + "__c");
            }
            ArrayNode array = (ArrayNode) object.get("fields");
            List<ObjectNode> picklists = new ArrayList<>();
            for (String fieldName : fieldNames) {
                array.add(
                        fieldName.equals("refin__Status__c") && status
                                ? statusField()
                                : field(fieldName, TYPES[random.nextInt(TYPES.length)], custom, picklists));
            }
            String stem = name.substring(0, name.length() - "__c".length());
            for (String suffix : COMPANIONS) {
                if (random.nextInt(2) == 0) {
                    companionNames.add(stem + "__" + suffix);
                }
            }
        }
        // Child relationships of every lookup, on its parent.
        for (ObjectNode object : List.copyOf(objects.values())) {
            for (var field : object.get("fields")) {
                if (field.path("type").asText().equals("reference")) {
                    ObjectNode parent =
                            objects.get(field.get("referenceTo").get(0).asText());
                    ((ArrayNode) parent.get("childRelationships"))
                            .addObject()
                            .put("childSObject", object.get("name").asText())
                            .put("field", field.get("name").asText())
                            .put("relationshipName", pick(CLASHING) + "s__r")
                            .put("cascadeDelete", false);
                }
            }
        }
        if (!companions) {
            return;
        }
        for (String name : companionNames) {
            String suffix = name.substring(name.lastIndexOf("__") + 2);
            String parent = name.substring(0, name.lastIndexOf("__")) + "__c";
            objects.put(name, companion(name, suffix, parent));
            ((ArrayNode) objects.get(parent).get("childRelationships"))
                    .addObject()
                    .put("childSObject", name)
                    .put("field", "ParentId")
                    .put("relationshipName", suffix.equals("History") ? "Histories" : suffix + "s")
                    .put("cascadeDelete", true);
        }
        for (String suffix : OTHER_KINDS) {
            String name = namespace() + pick(CLASHING) + "__" + suffix;
            ObjectNode other = object(name, null);
            ((ArrayNode) other.get("fields"))
                    .add(field(namespace() + pick(CLASHING) + "__c", "string", List.of(), null));
            objects.putIfAbsent(name, other);
        }
    }

    /** Names compared as the platform compares API names: ignoring case, in insertion order. */
    private static Set<String> caseInsensitive() {
        return new java.util.AbstractSet<>() {
            private final Map<String, String> byFolded = new LinkedHashMap<>();

            @Override
            public boolean add(String name) {
                return byFolded.putIfAbsent(name.toLowerCase(Locale.ROOT), name) == null;
            }

            @Override
            public java.util.Iterator<String> iterator() {
                return byFolded.values().iterator();
            }

            @Override
            public int size() {
                return byFolded.size();
            }
        };
    }

    private String namespace() {
        int roll = random.nextInt(10);
        return roll < 7 ? "refin__" : roll < 9 ? "" : "other__";
    }

    private String pick(List<String> from) {
        return from.get(random.nextInt(from.size()));
    }

    private static ObjectNode object(String name, String keyPrefix) {
        ObjectNode object = JSON.createObjectNode()
                .put("name", name)
                .put("label", name.replace('_', ' '))
                .put("labelPlural", name.replace('_', ' ') + "s")
                .put("keyPrefix", keyPrefix)
                .put("custom", true)
                .put("createable", true)
                .put("updateable", true)
                .put("deletable", true)
                .put("queryable", true);
        object.putNull("associateEntityType");
        object.putArray("childRelationships");
        object.putArray("recordTypeInfos");
        ArrayNode fields = object.putArray("fields");
        fields.add(systemField("Id", "id", false));
        fields.add(systemField("Name", "string", true));
        fields.add(systemField("CreatedDate", "datetime", false));
        return object;
    }

    private static ObjectNode systemField(String name, String type, boolean writable) {
        return JSON.createObjectNode()
                .put("name", name)
                .put("label", name)
                .put("type", type)
                .put("length", type.equals("string") ? 80 : 0)
                .put("nillable", writable)
                .put("createable", writable)
                .put("updateable", writable)
                .put("custom", false);
    }

    private ObjectNode companion(String name, String suffix, String parent) {
        ObjectNode object = object(name, null);
        object.put("custom", false).put("associateEntityType", suffix.equals("hd") ? null : suffix);
        object.put("associateParentEntity", parent);
        ArrayNode fields = (ArrayNode) object.get("fields");
        ObjectNode parentId = systemField("ParentId", "reference", true);
        parentId.put("relationshipName", "Parent").putArray("referenceTo").add(parent);
        fields.add(parentId);
        ObjectNode access = systemField("AccessLevel", "picklist", true);
        ArrayNode values = access.putArray("picklistValues");
        for (String value : List.of("Read", "Edit", "All")) {
            values.addObject().put("value", value).put("label", value).put("active", true);
        }
        fields.add(access);
        return object;
    }

    private ObjectNode field(String name, String type, List<String> objects, List<ObjectNode> picklists) {
        ObjectNode field = JSON.createObjectNode()
                .put("name", name)
                .put("label", name.replace("__c", "").replace('_', ' '))
                .put("type", type)
                .put("nillable", true)
                .put("createable", random.nextInt(5) > 0)
                .put("updateable", random.nextInt(5) > 0)
                .put("custom", true)
                .put("filterable", true);
        switch (type) {
            case "string", "textarea", "email", "phone", "url" -> field.put("length", 1 + random.nextInt(255));
            case "currency", "double", "percent" -> field.put("precision", 18).put("scale", random.nextInt(5));
            case "int" -> field.put("digits", 9);
            case "reference" -> {
                if (objects.isEmpty()) {
                    field.put("type", "string").put("length", 10);
                } else {
                    field.put("relationshipName", name.replace("__c", "__r"))
                            .putArray("referenceTo")
                            .add(pick(objects));
                }
            }
            case "picklist", "multipicklist" -> {
                ObjectNode controller = picklists == null || picklists.isEmpty() || random.nextInt(2) == 0
                        ? null
                        : picklists.get(random.nextInt(picklists.size()));
                picklistValues(field, 1 + random.nextInt(12), controller);
                if (picklists != null && type.equals("picklist")) {
                    picklists.add(field);
                }
            }
            default -> {}
        }
        if (random.nextInt(4) == 0) {
            field.put("inlineHelpText", "Help */ with \\u0041 <b>markup</b> & " + name);
        }
        return field;
    }

    private ObjectNode statusField() {
        ObjectNode field = JSON.createObjectNode()
                .put("name", "refin__Status__c")
                .put("label", "Status")
                .put("type", "picklist")
                .put("nillable", true)
                .put("createable", true)
                .put("updateable", true)
                .put("custom", true)
                .put("restrictedPicklist", true);
        picklistValues(field, 2 + random.nextInt(5), null);
        return field;
    }

    /** {@code count} values from the clashing pool, valid for a random subset of the controller's values. */
    private void picklistValues(ObjectNode field, int count, ObjectNode controller) {
        Set<String> values = caseInsensitive();
        while (values.size() < count) {
            values.add(pick(CLASHING).replace('_', ' '));
        }
        int controllers =
                controller == null ? 0 : controller.get("picklistValues").size();
        if (controllers > 0) {
            field.put("controllerName", controller.get("name").asText()).put("dependentPicklist", true);
        }
        ArrayNode array = field.putArray("picklistValues");
        boolean first = true;
        for (String value : values) {
            ObjectNode entry = array.addObject()
                    .put("value", value)
                    .put("label", random.nextInt(3) == 0 ? value + " label" : value)
                    .put("active", random.nextInt(6) > 0)
                    .put("defaultValue", first && random.nextInt(3) == 0);
            first = false;
            if (controllers > 0) {
                BitSet bits = new BitSet();
                for (int i = 0; i < controllers; i++) {
                    if (random.nextInt(3) > 0) {
                        bits.set(i);
                    }
                }
                entry.put("validFor", validFor(bits));
            }
        }
    }

    /** The platform's {@code validFor} form of a bitmap: Base64, the first value the high bit of the first byte. */
    public static String validFor(BitSet bits) {
        byte[] bytes = new byte[Math.max(1, (bits.length() + 7) / 8)];
        for (int i = bits.nextSetBit(0); i >= 0; i = bits.nextSetBit(i + 1)) {
            bytes[i >> 3] |= (byte) (0x80 >> (i & 7));
        }
        return Base64.getEncoder().encodeToString(bytes);
    }
}
