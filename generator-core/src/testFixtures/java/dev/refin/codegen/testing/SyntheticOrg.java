package dev.refin.codegen.testing;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes a deterministic synthetic org: one describe JSON file per object ({@code refin__Obj0001__c.json},
 * {@code refin__Obj0002__c.json}, ...), shaped like real sObject describes (every field member present, 2-space
 * indentation), for scale and performance tests of the generator.
 *
 * <p>The same arguments always produce byte-identical files. Each object has the system fields {@code Id},
 * {@code IsDeleted}, {@code Name}, {@code CreatedDate}, {@code LastModifiedDate} and {@code SystemModstamp}, then
 * custom fields of mixed types: about 15% picklists with 5 to 30 values (some of them dependent on an earlier
 * picklist, with {@code validFor} bitmaps), 10% lookups to other synthetic objects (with matching
 * {@code childRelationships} on the parent), currency, number, percent, date, datetime, text, text area, email,
 * phone, url, boolean and formula fields. The org is closed under references: no field points at an object that
 * is not written (in particular there is no {@code OwnerId}/{@code CreatedById}, so no {@code User} or
 * {@code Group} is needed).
 *
 * <p>Uses only the JDK and Jackson.
 */
public final class SyntheticOrg {

    /** The namespace of every synthetic object and custom field. */
    public static final String NAMESPACE = "refin";

    private static final String API_VERSION = "v65.0";

    /** System fields every object gets; they count towards {@code fieldsPerObject}. */
    private static final int SYSTEM_FIELDS = 6;

    private static final String[] WORDS = {
        "Account", "Amount", "Balance", "Batch", "Billing", "Budget", "Category", "Channel", "Code", "Contract",
        "Cost", "Credit", "Customer", "Debit", "Discount", "Due", "Entry", "Estimate", "Expense", "Fiscal",
        "Forecast", "Journal", "Ledger", "Margin", "Memo", "Net", "Order", "Payment", "Period", "Plan",
        "Project", "Quote", "Rate", "Receipt", "Region", "Revenue", "Segment", "Source", "Tax", "Vendor",
    };

    private static final String[] VALUE_WORDS = {
        "Alpha",
        "Bravo",
        "Charlie",
        "Delta",
        "Echo",
        "Foxtrot",
        "Golf",
        "Hotel",
        "India",
        "Juliet",
        "Kilo",
        "Lima",
        "Mike",
        "November",
        "Oscar",
        "Papa",
        "Quebec",
        "Romeo",
        "Sierra",
        "Tango",
        "Uniform",
        "Victor",
        "Whiskey",
        "Xray",
        "Yankee",
        "Zulu",
        "Open",
        "Closed",
        "Pending",
        "Approved",
        "Rejected",
        "Draft",
        "Posted",
        "Void",
        "On Hold",
        "In Progress",
        "Not Started",
        "Complete",
        "Deferred",
        "Cancelled",
    };

    /** Field kinds with their weight in thousandths; the weights add up to 1000. */
    private enum Kind {
        PICKLIST(150),
        MULTIPICKLIST(20),
        REFERENCE(100),
        CURRENCY(120),
        DATE(80),
        DATETIME(60),
        TEXT(130),
        TEXTAREA(50),
        FORMULA(80),
        BOOLEAN(80),
        DOUBLE(40),
        PERCENT(30),
        INT(20),
        EMAIL(15),
        PHONE(15),
        URL(10);

        final int weight;

        Kind(int weight) {
            this.weight = weight;
        }
    }

    /** The plan of one custom field; everything else about it is derived when the file is written. */
    private record FieldPlan(
            String name,
            String label,
            Kind kind,
            int valueCount,
            int valueOffset,
            boolean firstIsDefault,
            String target,
            String relationshipName,
            String controller,
            long[] validFor,
            String formulaType,
            String formula,
            int variant) {}

    /** A lookup from a child object, listed on the parent. */
    private record ChildPlan(String childObject, String field, String relationshipName, boolean cascadeDelete) {}

    /** The plan of one object. */
    private record ObjectPlan(
            String name,
            String label,
            String keyPrefix,
            boolean autoNumberName,
            List<FieldPlan> fields,
            List<ChildPlan> children) {}

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static final ObjectWriter WRITER;

    static {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                        .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                        .withObjectEmptySeparator("")
                        .withArrayEmptySeparator(""))
                .withObjectIndenter(indenter)
                .withArrayIndenter(indenter);
        ObjectMapper mapper = JsonMapper.builder().build();
        WRITER = mapper.writer(printer);
    }

    private SyntheticOrg() {}

    /** The API name of the synthetic object with the given 1-based index, e.g. {@code refin__Obj0001__c}. */
    public static String objectName(int index) {
        return String.format(Locale.ROOT, "%s__Obj%04d__c", NAMESPACE, index);
    }

    /**
     * Writes {@code objects} describe files into {@code dir} (created if missing), each with
     * {@code fieldsPerObject} fields in total (system fields included; at least {@value #SYSTEM_FIELDS}).
     *
     * @param dir the target directory
     * @param objects how many objects, at least 1
     * @param fieldsPerObject fields per object, including the {@value #SYSTEM_FIELDS} system fields
     * @param seed the random seed; equal seeds give equal files
     */
    public static void write(Path dir, int objects, int fieldsPerObject, long seed) throws IOException {
        if (objects < 1) {
            throw new IllegalArgumentException("objects must be at least 1: " + objects);
        }
        if (fieldsPerObject < SYSTEM_FIELDS) {
            throw new IllegalArgumentException(
                    "fieldsPerObject must be at least " + SYSTEM_FIELDS + ": " + fieldsPerObject);
        }
        List<ObjectPlan> plans = plan(objects, fieldsPerObject, seed);
        Files.createDirectories(dir);
        for (ObjectPlan plan : plans) {
            ObjectNode root = describe(plan);
            try (OutputStream out = Files.newOutputStream(dir.resolve(plan.name() + ".json"))) {
                out.write(WRITER.writeValueAsBytes(root));
                out.write('\n');
            }
        }
    }

    /** Writes the 400-object, 150-field org used by the scale tests into {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: SyntheticOrg <output-dir> [objects] [fieldsPerObject] [seed]");
            System.exit(2);
        }
        int objects = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        int fields = args.length > 2 ? Integer.parseInt(args[2]) : 150;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 20240601L;
        long start = System.nanoTime();
        write(Path.of(args[0]), objects, fields, seed);
        System.out.printf(
                Locale.ROOT,
                "wrote %d objects x %d fields into %s in %d ms%n",
                objects,
                fields,
                args[0],
                (System.nanoTime() - start) / 1_000_000);
    }

    // ------------------------------------------------------------------ planning

    private static List<ObjectPlan> plan(int objects, int fieldsPerObject, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<ObjectPlan> plans = new ArrayList<>(objects);
        for (int o = 1; o <= objects; o++) {
            String name = objectName(o);
            String label = WORDS[random.nextInt(WORDS.length)] + " " + WORDS[random.nextInt(WORDS.length)] + " " + o;
            plans.add(new ObjectPlan(
                    name, label, keyPrefix(o), random.nextInt(5) == 0, new ArrayList<>(), new ArrayList<>()));
        }
        for (int o = 0; o < objects; o++) {
            ObjectPlan object = plans.get(o);
            List<FieldPlan> fields = object.fields();
            for (int f = 1; f <= fieldsPerObject - SYSTEM_FIELDS; f++) {
                fields.add(planField(random, plans, object, f));
            }
        }
        return plans;
    }

    private static FieldPlan planField(SplittableRandom random, List<ObjectPlan> plans, ObjectPlan object, int index) {
        Kind kind = pickKind(random);
        String word1 = WORDS[random.nextInt(WORDS.length)];
        String word2 = WORDS[random.nextInt(WORDS.length)];
        String local = String.format(Locale.ROOT, "%s_%s_F%03d", word1, word2, index);
        String name = NAMESPACE + "__" + local + "__c";
        String label = word1 + " " + word2 + " " + index;
        List<FieldPlan> earlier = object.fields();
        switch (kind) {
            case PICKLIST: {
                int count = 5 + random.nextInt(26);
                int offset = random.nextInt(VALUE_WORDS.length);
                FieldPlan controller = random.nextInt(6) == 0 ? lastOf(earlier, Kind.PICKLIST, Kind.BOOLEAN) : null;
                long[] validFor = null;
                if (controller != null) {
                    int controllingValues = controller.kind() == Kind.BOOLEAN ? 2 : controller.valueCount();
                    validFor = new long[count];
                    for (int v = 0; v < count; v++) {
                        long bits = 0;
                        for (int c = 0; c < controllingValues; c++) {
                            if (random.nextInt(10) < 3) {
                                bits |= 1L << c;
                            }
                        }
                        if (bits == 0) {
                            bits = 1L << random.nextInt(controllingValues);
                        }
                        validFor[v] = bits;
                    }
                }
                return new FieldPlan(
                        name,
                        label,
                        kind,
                        count,
                        offset,
                        random.nextInt(10) < 3,
                        null,
                        null,
                        controller == null ? null : controller.name(),
                        validFor,
                        null,
                        null,
                        random.nextInt(4));
            }
            case MULTIPICKLIST:
                return new FieldPlan(
                        name,
                        label,
                        kind,
                        5 + random.nextInt(26),
                        random.nextInt(VALUE_WORDS.length),
                        false,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        0);
            case REFERENCE: {
                ObjectPlan target = plans.get(random.nextInt(plans.size()));
                String relationship = NAMESPACE + "__" + local + "__r";
                String childName = object.name().substring(0, object.name().length() - "__c".length()) + "_F"
                        + String.format(Locale.ROOT, "%03d", index) + "s__r";
                // Master-detail for about one lookup in six, never to itself.
                int variant = target != object && random.nextInt(6) == 0 ? 1 : 0;
                target.children().add(new ChildPlan(object.name(), name, childName, variant == 1));
                return new FieldPlan(
                        name, label, kind, 0, 0, false, target.name(), relationship, null, null, null, null, variant);
            }
            case FORMULA:
                return planFormula(random, earlier, name, label);
            default:
                return new FieldPlan(
                        name, label, kind, 0, 0, false, null, null, null, null, null, null, random.nextInt(4));
        }
    }

    private static FieldPlan planFormula(SplittableRandom random, List<FieldPlan> earlier, String name, String label) {
        FieldPlan currency = lastOf(earlier, Kind.CURRENCY);
        FieldPlan picklist = lastOf(earlier, Kind.PICKLIST);
        FieldPlan date = lastOf(earlier, Kind.DATE);
        FieldPlan text = lastOf(earlier, Kind.TEXT);
        switch (random.nextInt(5)) {
            case 0:
                return formula(
                        name,
                        label,
                        "currency",
                        currency == null ? "0" : "BLANKVALUE(" + currency.name() + ", 0) * 1.2");
            case 1:
                return formula(
                        name,
                        label,
                        "string",
                        picklist == null
                                ? "\"n/a\""
                                : "TEXT(" + picklist.name() + ") & \" / \" & "
                                        + (text == null ? "\"-\"" : text.name()));
            case 2:
                return formula(
                        name,
                        label,
                        "boolean",
                        picklist == null
                                ? "TRUE"
                                : "ISPICKVAL(" + picklist.name() + ", \"" + picklistValue(picklist, 0) + "\")");
            case 3:
                return formula(name, label, "date", (date == null ? "TODAY()" : date.name()) + " + 30");
            default:
                return formula(
                        name,
                        label,
                        "double",
                        currency == null
                                ? "1"
                                : "IF(ISBLANK(" + currency.name() + "), 0, ROUND(" + currency.name() + " / 12, 2))");
        }
    }

    private static FieldPlan formula(String name, String label, String type, String formula) {
        return new FieldPlan(name, label, Kind.FORMULA, 0, 0, false, null, null, null, null, type, formula, 0);
    }

    private static FieldPlan lastOf(List<FieldPlan> fields, Kind... kinds) {
        for (int i = fields.size() - 1; i >= 0; i--) {
            FieldPlan field = fields.get(i);
            for (Kind kind : kinds) {
                if (field.kind() == kind && field.controller() == null) {
                    return field;
                }
            }
        }
        return null;
    }

    private static Kind pickKind(SplittableRandom random) {
        int roll = random.nextInt(1000);
        for (Kind kind : Kind.values()) {
            roll -= kind.weight;
            if (roll < 0) {
                return kind;
            }
        }
        return Kind.TEXT;
    }

    private static String keyPrefix(int index) {
        String digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        int n = index + 62; // skip "a00".."a0z" so the prefixes do not look like the hand-written ones
        char first = (char) ('b' + n / (62 * 62));
        return "" + first + digits.charAt((n / 62) % 62) + digits.charAt(n % 62);
    }

    private static String picklistValue(FieldPlan field, int index) {
        int word = (field.valueOffset() + index) % VALUE_WORDS.length;
        // valueCount is at most 30 and there are 40 words, so values are unique without a suffix.
        return VALUE_WORDS[word];
    }

    // ------------------------------------------------------------------ describe JSON

    private static ObjectNode describe(ObjectPlan plan) {
        String name = plan.name();
        String base = "/services/data/" + API_VERSION + "/sobjects/" + name;
        ObjectNode root = NODES.objectNode();
        root.putArray("actionOverrides");
        root.put("activateable", false);
        root.putNull("associateEntityType");
        root.putNull("associateParentEntity");
        ArrayNode children = root.putArray("childRelationships");
        for (ChildPlan child : plan.children()) {
            ObjectNode node = children.addObject();
            node.put("cascadeDelete", child.cascadeDelete());
            node.put("childSObject", child.childObject());
            node.put("deprecatedAndHidden", false);
            node.put("field", child.field());
            node.putArray("junctionIdListNames");
            node.putArray("junctionReferenceTo");
            node.put("relationshipName", child.relationshipName());
            node.put("restrictedDelete", false);
        }
        root.put("compactLayoutable", true);
        root.put("createable", true);
        root.put("custom", true);
        root.put("customSetting", false);
        root.put("deepCloneable", false);
        root.putNull("defaultImplementation");
        root.put("deletable", true);
        root.put("deprecatedAndHidden", false);
        root.putNull("extendedBy");
        root.putNull("extendsInterfaces");
        root.put("feedEnabled", false);
        ArrayNode fields = root.putArray("fields");
        systemFields(fields, plan);
        for (FieldPlan field : plan.fields()) {
            fields.add(customField(field, plan));
        }
        root.put("hasSubtypes", false);
        root.putNull("implementedBy");
        root.putNull("implementsInterfaces");
        root.put("isInterface", false);
        root.put("isSubtype", false);
        root.put("keyPrefix", plan.keyPrefix());
        root.put("label", plan.label());
        root.put("labelPlural", plan.label() + "s");
        root.put("layoutable", true);
        root.putNull("listviewable");
        root.putNull("lookupLayoutable");
        root.put("mergeable", false);
        root.put("mruEnabled", true);
        root.put("name", name);
        root.putArray("namedLayoutInfos");
        root.putNull("networkScopeFieldName");
        root.put("queryable", true);
        ObjectNode master = root.putArray("recordTypeInfos").addObject();
        master.put("active", true);
        master.put("available", true);
        master.put("defaultRecordTypeMapping", true);
        master.put("developerName", "Master");
        master.put("master", true);
        master.put("name", "Master");
        master.put("recordTypeId", "012000000000000AAA");
        master.putObject("urls").put("layout", base + "/describe/layouts/012000000000000AAA");
        root.put("replicateable", true);
        root.put("retrieveable", true);
        root.put("searchLayoutable", true);
        root.put("searchable", true);
        root.put("sobjectDescribeOption", "FULL");
        ArrayNode scopes = root.putArray("supportedScopes");
        scopes.addObject().put("label", "All " + plan.label() + "s").put("name", "everything");
        scopes.addObject().put("label", "My " + plan.label() + "s").put("name", "mine");
        root.put("triggerable", true);
        root.put("undeletable", true);
        root.put("updateable", true);
        ObjectNode urls = root.putObject("urls");
        urls.put("compactLayouts", base + "/describe/compactLayouts");
        urls.put("rowTemplate", base + "/{ID}");
        urls.put("approvalLayouts", base + "/describe/approvalLayouts");
        urls.put("uiDetailTemplate", "https://synthetic.my.salesforce.com/{ID}");
        urls.put("uiEditTemplate", "https://synthetic.my.salesforce.com/{ID}/e");
        urls.put("describe", base + "/describe");
        urls.put("uiNewRecord", "https://synthetic.my.salesforce.com/" + plan.keyPrefix() + "/e");
        urls.put("layouts", base + "/describe/layouts");
        urls.put("sobject", base);
        return root;
    }

    private static void systemFields(ArrayNode fields, ObjectPlan plan) {
        ObjectNode id = field("Id", "Record ID", "id", "tns:ID", 18);
        id.put("createable", false)
                .put("updateable", false)
                .put("nillable", false)
                .put("defaultedOnCreate", true)
                .put("idLookup", true)
                .put("custom", false)
                .put("permissionable", false);
        fields.add(id);

        ObjectNode deleted = field("IsDeleted", "Deleted", "boolean", "xsd:boolean", 0);
        deleted.put("createable", false)
                .put("updateable", false)
                .put("defaultedOnCreate", true)
                .put("custom", false)
                .put("permissionable", false)
                .put("aggregatable", false);
        fields.add(deleted);

        ObjectNode name = field("Name", plan.label() + " Name", "string", "xsd:string", 80);
        name.put("nameField", true).put("idLookup", true).put("custom", false).put("permissionable", false);
        if (plan.autoNumberName()) {
            name.put("autoNumber", true)
                    .put("createable", false)
                    .put("updateable", false)
                    .put("nillable", false)
                    .put("defaultedOnCreate", true)
                    .put("length", 30)
                    .put("byteLength", 90);
        }
        fields.add(name);

        for (String[] dt : new String[][] {
            {"CreatedDate", "Created Date"},
            {"LastModifiedDate", "Last Modified Date"},
            {"SystemModstamp", "System Modstamp"}
        }) {
            ObjectNode node = field(dt[0], dt[1], "datetime", "xsd:dateTime", 0);
            node.put("createable", false)
                    .put("updateable", false)
                    .put("nillable", false)
                    .put("defaultedOnCreate", true)
                    .put("custom", false)
                    .put("permissionable", false)
                    .put("groupable", false);
            fields.add(node);
        }
    }

    private static ObjectNode customField(FieldPlan plan, ObjectPlan object) {
        ObjectNode node;
        switch (plan.kind()) {
            case PICKLIST:
                node = field(plan.name(), plan.label(), "picklist", "xsd:string", 255);
                picklistValues(node, plan, object);
                if (plan.controller() != null) {
                    node.put("dependentPicklist", true).put("controllerName", plan.controller());
                }
                node.put("restrictedPicklist", plan.variant() == 0);
                break;
            case MULTIPICKLIST:
                node = field(plan.name(), plan.label(), "multipicklist", "xsd:string", 4099);
                picklistValues(node, plan, object);
                node.put("sortable", false).put("groupable", false).put("aggregatable", false);
                break;
            case REFERENCE:
                node = field(plan.name(), plan.label(), "reference", "tns:ID", 18);
                node.putArray("referenceTo").add(plan.target());
                node.put("relationshipName", plan.relationshipName());
                if (plan.variant() == 1) {
                    node.put("cascadeDelete", true)
                            .put("nillable", false)
                            .put("relationshipOrder", 0)
                            .put("permissionable", false);
                }
                break;
            case CURRENCY:
                node = number(plan, "currency", 18, 2);
                break;
            case DOUBLE:
                node = number(plan, "double", 18, plan.variant());
                break;
            case PERCENT:
                node = number(plan, "percent", 5, 2);
                break;
            case INT:
                node = field(plan.name(), plan.label(), "int", "xsd:int", 0);
                node.put("digits", 9).put("groupable", true);
                break;
            case DATE:
                node = field(plan.name(), plan.label(), "date", "xsd:date", 0);
                node.put("groupable", true);
                break;
            case DATETIME:
                node = field(plan.name(), plan.label(), "datetime", "xsd:dateTime", 0);
                break;
            case TEXT:
                node = field(plan.name(), plan.label(), "string", "xsd:string", plan.variant() == 0 ? 80 : 255);
                if (plan.variant() == 3) {
                    node.put("externalId", true).put("unique", true).put("idLookup", true);
                }
                break;
            case TEXTAREA:
                if (plan.variant() < 2) {
                    node = field(plan.name(), plan.label(), "textarea", "xsd:string", 255);
                    node.put("extraTypeInfo", "plaintextarea");
                } else {
                    node = field(plan.name(), plan.label(), "textarea", "xsd:string", 32768);
                    node.put("extraTypeInfo", plan.variant() == 2 ? "plaintextarea" : "richtextarea")
                            .put("htmlFormatted", plan.variant() == 3)
                            .put("filterable", false)
                            .put("sortable", false)
                            .put("groupable", false);
                }
                break;
            case FORMULA:
                node = formulaField(plan);
                break;
            case BOOLEAN:
                node = field(plan.name(), plan.label(), "boolean", "xsd:boolean", 0);
                node.put("nillable", false)
                        .put("defaultedOnCreate", true)
                        .put("defaultValue", plan.variant() == 0)
                        .put("groupable", true)
                        .put("aggregatable", false);
                break;
            case EMAIL:
                node = field(plan.name(), plan.label(), "email", "xsd:string", 80);
                break;
            case PHONE:
                node = field(plan.name(), plan.label(), "phone", "xsd:string", 40);
                break;
            case URL:
                node = field(plan.name(), plan.label(), "url", "xsd:string", 255);
                break;
            default:
                throw new IllegalStateException("unplanned kind " + plan.kind());
        }
        if (plan.variant() == 1 && plan.kind() != Kind.REFERENCE && plan.kind() != Kind.FORMULA) {
            node.put("inlineHelpText", "Help for " + plan.label() + ".");
        }
        return node;
    }

    private static ObjectNode number(FieldPlan plan, String type, int precision, int scale) {
        ObjectNode node = field(plan.name(), plan.label(), type, "xsd:double", 0);
        node.put("precision", precision).put("scale", scale);
        return node;
    }

    private static ObjectNode formulaField(FieldPlan plan) {
        ObjectNode node;
        switch (plan.formulaType()) {
            case "currency":
                node = field(plan.name(), plan.label(), "currency", "xsd:double", 0);
                node.put("precision", 18).put("scale", 2).put("formulaTreatNullNumberAsZero", true);
                break;
            case "double":
                node = field(plan.name(), plan.label(), "double", "xsd:double", 0);
                node.put("precision", 18).put("scale", 2);
                break;
            case "boolean":
                node = field(plan.name(), plan.label(), "boolean", "xsd:boolean", 0);
                node.put("nillable", false).put("defaultValue", false);
                break;
            case "date":
                node = field(plan.name(), plan.label(), "date", "xsd:date", 0);
                break;
            default:
                node = field(plan.name(), plan.label(), "string", "xsd:string", 1300);
                break;
        }
        node.put("calculated", true)
                .put("calculatedFormula", plan.formula())
                .put("createable", false)
                .put("updateable", false);
        return node;
    }

    private static void picklistValues(ObjectNode node, FieldPlan plan, ObjectPlan object) {
        ArrayNode values = node.putArray("picklistValues");
        int controllingValues = 0;
        if (plan.controller() != null) {
            for (FieldPlan other : object.fields()) {
                if (other.name().equals(plan.controller())) {
                    controllingValues = other.kind() == Kind.BOOLEAN ? 2 : other.valueCount();
                }
            }
        }
        for (int i = 0; i < plan.valueCount(); i++) {
            String value = picklistValue(plan, i);
            ObjectNode entry = values.addObject();
            entry.put("active", i != plan.valueCount() - 1 || plan.valueCount() < 10);
            entry.put("defaultValue", plan.firstIsDefault() && i == 0);
            entry.put("label", value);
            if (plan.validFor() == null) {
                entry.putNull("validFor");
            } else {
                entry.put("validFor", validFor(plan.validFor()[i], controllingValues));
            }
            entry.put("value", value);
        }
    }

    /** Encodes controlling indexes as the platform does: MSB-first bitmap, padded to whole base64 quanta. */
    private static String validFor(long bits, int controllingValues) {
        int bytes = Math.max(3, (controllingValues + 7) / 8);
        bytes = (bytes + 2) / 3 * 3;
        byte[] bitmap = new byte[bytes];
        for (int i = 0; i < controllingValues; i++) {
            if ((bits & (1L << i)) != 0) {
                bitmap[i >> 3] |= (byte) (0x80 >> (i & 7));
            }
        }
        return Base64.getEncoder().encodeToString(bitmap);
    }

    /** A field with every describe member, defaulted for a nillable, createable custom field. */
    private static ObjectNode field(String name, String label, String type, String soapType, int length) {
        boolean text = soapType.equals("xsd:string");
        boolean number = soapType.equals("xsd:double") || soapType.equals("xsd:int");
        ObjectNode node = NODES.objectNode();
        node.put("aggregatable", number || type.equals("date") || type.equals("datetime") || text || length == 18);
        node.put("aiPredictionField", false);
        node.put("autoNumber", false);
        node.put("byteLength", text ? length * 3 : length);
        node.put("calculated", false);
        node.putNull("calculatedFormula");
        node.put("cascadeDelete", false);
        node.put("caseSensitive", false);
        node.putNull("compoundFieldName");
        node.putNull("controllerName");
        node.put("createable", true);
        node.put("custom", true);
        node.put("dataTranslationEnabled", false);
        node.putNull("defaultValue");
        node.putNull("defaultValueFormula");
        node.put("defaultedOnCreate", false);
        node.put("dependentPicklist", false);
        node.put("deprecatedAndHidden", false);
        node.put("digits", 0);
        node.put("displayLocationInDecimal", false);
        node.put("encrypted", false);
        node.put("externalId", false);
        node.putNull("extraTypeInfo");
        node.put("filterable", true);
        node.putNull("filteredLookupInfo");
        node.put("formulaTreatNullNumberAsZero", false);
        node.put("groupable", text || length == 18);
        node.put("highScaleNumber", false);
        node.put("htmlFormatted", false);
        node.put("idLookup", false);
        node.putNull("inlineHelpText");
        node.put("label", label);
        node.put("length", length);
        node.putNull("mask");
        node.putNull("maskType");
        node.put("name", name);
        node.put("nameField", false);
        node.put("namePointing", false);
        node.put("nillable", true);
        node.put("permissionable", true);
        node.putArray("picklistValues");
        node.put("polymorphicForeignKey", false);
        node.put("precision", 0);
        node.put("queryByDistance", false);
        node.putNull("referenceTargetField");
        node.putArray("referenceTo");
        node.putNull("relationshipName");
        node.putNull("relationshipOrder");
        node.put("restrictedDelete", false);
        node.put("restrictedPicklist", false);
        node.put("scale", 0);
        node.put("searchPrefilterable", false);
        node.put("soapType", soapType);
        node.put("sortable", true);
        node.put("type", type);
        node.put("unique", false);
        node.put("updateable", true);
        node.put("writeRequiresMasterRead", false);
        return node;
    }
}
