package dev.refin.codegen.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The default naming rules and how collisions, keywords and overrides are settled. */
public class NamingTest {
    private final DefaultNamingStrategy strategy = new DefaultNamingStrategy();

    @Test
    void classNamesDropNamespaceAndSuffix() throws Exception {
        assertEquals("SalesInvoice", strategy.className(object("refin__Sales_Invoice__c")));
        assertEquals("GLAccount", strategy.className(object("refin__GL_Account__c")));
        assertEquals("Account", strategy.className(object("Account")));
        assertEquals("Datetestobject", strategy.className(object("datetestobject__c")));
        assertEquals("Invoice", strategy.className(object("blng__Invoice__c")));
    }

    @Test
    void companionsAndOtherKindsAreNamedForWhatTheyAre() throws Exception {
        Map<String, String> expected = new java.util.LinkedHashMap<>();
        expected.put("refin__Sales_Invoice__Share", "SalesInvoiceShare");
        expected.put("refin__Sales_Invoice__History", "SalesInvoiceHistory");
        expected.put("refin__Sales_Invoice__Feed", "SalesInvoiceFeed");
        expected.put("refin__Sales_Invoice__ChangeEvent", "SalesInvoiceChangeEvent");
        expected.put("refin__Sales_Invoice__Tag", "SalesInvoiceTag");
        expected.put("refin__Sales_Invoice__hd", "SalesInvoiceHistoricalData");
        expected.put("refin__Sales_Invoice__OwnerSharingRule", "SalesInvoiceOwnerSharingRule");
        expected.put("Sales_Invoice__History", "SalesInvoiceHistory");
        expected.put("refin__Invoice_Posted__e", "InvoicePostedEvent");
        expected.put("refin__Tax_Setting__mdt", "TaxSettingMetadata");
        expected.put("refin__Audit_Log__b", "AuditLogBigObject");
        expected.put("refin__Rate__x", "RateExternal");
        expected.put("refin__Policy__kav", "PolicyArticleVersion");
        expected.put("refin__Policy__ka", "PolicyArticle");
        expected.put("refin__Foo__zz", "FooZz");
        for (Map.Entry<String, String> entry : expected.entrySet()) {
            assertEquals(entry.getValue(), strategy.className(object(entry.getKey())), entry.getKey());
        }
    }

    @Test
    void aCompanionNeverTakesTheNameOfACustomObject() throws Exception {
        // Whatever the string order of the names: the custom object claims first.
        List<ObjectDescribe> objects = List.of(
                object("refin__Sales_Invoice__History"),
                object("refin__Sales_Invoice_History__c"),
                object("refin__Sales_Invoice__c"),
                object("Sales_Invoice__c"),
                object("refin__Sales_Invoice__Share"));
        NameTable table = NameTable.build(objects, GeneratorConfig.defaults(), strategy, new java.util.ArrayList<>());
        assertEquals(
                "SalesInvoiceHistory",
                table.classOf("refin__Sales_Invoice_History__c").orElseThrow().simpleName());
        assertEquals(
                "RefinSalesInvoiceHistory",
                table.classOf("refin__Sales_Invoice__History").orElseThrow().simpleName());
        assertEquals(
                "SalesInvoice",
                table.classOf("refin__Sales_Invoice__c").orElseThrow().simpleName());
        assertEquals(
                "SalesInvoiceCustom",
                table.classOf("Sales_Invoice__c").orElseThrow().simpleName());
        assertEquals(
                "SalesInvoiceShare",
                table.classOf("refin__Sales_Invoice__Share").orElseThrow().simpleName());
    }

    @Test
    void propertyNames() throws Exception {
        ObjectDescribe o = object("refin__Sales_Invoice__c");
        assertEquals("invoiceType", strategy.propertyName(o, field("refin__Invoice_Type__c", "picklist")));
        assertEquals("region", strategy.propertyName(o, field("Region__c", "picklist")));
        assertEquals("createdById", strategy.propertyName(o, field("CreatedById", "reference")));
        assertEquals("entityId", strategy.propertyName(o, field("refin__Entity__c", "reference")));
        assertEquals("glAccountId", strategy.propertyName(o, field("refin__GL_Account__c", "reference")));
        assertEquals("parentId", strategy.propertyName(o, field("refin__Parent_Id__c", "reference")));
        assertEquals(
                "shippingLocationLatitude",
                strategy.propertyName(o, field("Shipping_Location__Latitude__s", "double")));
    }

    @Test
    void enumConstants() throws Exception {
        ObjectDescribe o = object("refin__Sales_Invoice__c");
        FieldDescribe f = field("refin__Status__c", "picklist");
        assertEquals("CREDIT_MEMO", strategy.enumConstantName(o, f, value("Credit Memo")));
        assertEquals("VALUE_1_30", strategy.enumConstantName(o, f, value("1-30")));
        assertEquals("CAFE", strategy.enumConstantName(o, f, value("Café")));
        assertEquals("EMPTY", strategy.enumConstantName(o, f, value("")));
        assertEquals("NOT_REQUIRED", strategy.enumConstantName(o, f, value("Not Required")));
    }

    @Test
    void collisionsResolveByTierThenQualification() throws Exception {
        ObjectDescribe o = parse(
                "refin__X__c",
                List.of(
                        fieldJson("other__Region__c", "string"),
                        fieldJson("Region__c", "string"),
                        fieldJson("refin__Region__c", "string"),
                        fieldJson("refin__Region_Custom__c", "string")));
        NameTable table =
                NameTable.build(List.of(o), GeneratorConfig.defaults(), strategy, new java.util.ArrayList<>());
        Map<String, NameTable.FieldNames> names = table.of(o).fields();
        // The package's own field wins, the admin's gets "Custom", the other namespace is qualified; the
        // package field literally named Region_Custom is ranked before the admin field and keeps its name.
        assertEquals("region", names.get("refin__Region__c").property());
        assertEquals("regionCustom", names.get("refin__Region_Custom__c").property());
        assertEquals("regionCustom2", names.get("Region__c").property());
        assertEquals("otherRegion", names.get("other__Region__c").property());
        assertEquals("REGION_CUSTOM_2", names.get("Region__c").constant());
    }

    @Test
    void inheritedMembersAndKeywordsNeverClash() throws Exception {
        ObjectDescribe o = parse(
                "refin__X__c",
                List.of(
                        fieldJson("refin__Class__c", "string"),
                        fieldJson("refin__Default__c", "string"),
                        fieldJson("refin__Sobject_Type__c", "string"),
                        fieldJson("refin__Changed_Fields__c", "string")));
        NameTable table =
                NameTable.build(List.of(o), GeneratorConfig.defaults(), strategy, new java.util.ArrayList<>());
        Map<String, NameTable.FieldNames> names = table.of(o).fields();
        assertEquals("refinClass", names.get("refin__Class__c").property()); // getClass() is Object's
        // getDefault() is fine; setters name their parameter "value", so a keyword property needs no other name.
        assertEquals("default", names.get("refin__Default__c").property());
        assertEquals("refinSobjectType", names.get("refin__Sobject_Type__c").property()); // SOBJECT_TYPE is taken
        // getChangedFields() does not clash with the inherited changedFields().
        assertEquals("changedFields", names.get("refin__Changed_Fields__c").property());
    }

    @Test
    void overridesWinAndBadOnesAreReported() throws Exception {
        ObjectDescribe o = parse("refin__X__c", List.of(fieldJson("refin__Status__c", "string")));
        GeneratorConfig config = GeneratorConfig.defaults()
                .withNameOverrides(Map.of("refin__X__c", "Thing", "refin__X__c.refin__Status__c", "state"));
        NameTable table = NameTable.build(List.of(o), config, strategy, new java.util.ArrayList<>());
        assertEquals("Thing", table.of(o).className().simpleName());
        assertEquals("state", table.of(o).fields().get("refin__Status__c").property());

        List<String> problems = new java.util.ArrayList<>();
        NameTable.build(
                List.of(o),
                GeneratorConfig.defaults().withNameOverrides(Map.of("refin__X__c", "9x", "refin__Y__c", "Y")),
                strategy,
                problems);
        assertEquals(
                List.of(
                        "name override refin__X__c=9x: not a legal Java identifier",
                        "name override refin__Y__c: no generated object, field or picklist value has this API name"),
                problems);
    }

    @Test
    void classNamesAvoidJavaLangAndRuntimeTypes() throws Exception {
        ObjectDescribe string = parse("refin__String__c", List.of());
        ObjectDescribe field = parse("refin__Field__c", List.of());
        NameTable table = NameTable.build(
                List.of(string, field), GeneratorConfig.defaults(), strategy, new java.util.ArrayList<>());
        assertEquals("RefinString", table.of(string).className().simpleName());
        assertEquals("RefinField", table.of(field).className().simpleName());
    }

    private static PicklistEntry value(String value) {
        return new PicklistEntry(value, value, true, false, null);
    }

    private static ObjectDescribe object(String name) throws Exception {
        return parse(name, List.of());
    }

    private static FieldDescribe field(String name, String type) throws Exception {
        return parse("refin__X__c", List.of(fieldJson(name, type))).fields().get(0);
    }

    private static ObjectNode fieldJson(String name, String type) {
        ObjectNode field = JsonNodeFactory.instance.objectNode();
        field.put("name", name)
                .put("type", type)
                .put("label", name)
                .put("createable", true)
                .put("updateable", true);
        if (type.equals("reference")) {
            field.putArray("referenceTo").add("Account");
        }
        return field;
    }

    public static ObjectDescribe parse(String name, List<ObjectNode> fields) throws Exception {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("name", name).put("label", name).put("keyPrefix", "a0X");
        root.putArray("fields").addAll(fields);
        return DescribeParser.parseObject(name + ".json", root.toString().getBytes(StandardCharsets.UTF_8));
    }
}
