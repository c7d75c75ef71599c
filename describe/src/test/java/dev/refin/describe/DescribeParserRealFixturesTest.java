package dev.refin.describe;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.RealFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Parses every real describe and describeGlobal sample and checks the model against an independent Jackson read. */
class DescribeParserRealFixturesTest {
    private static final ObjectMapper JACKSON = new ObjectMapper();

    static Stream<Path> describes() {
        return RealFixtures.jsonFiles("describe").stream();
    }

    static Stream<Path> globals() {
        return RealFixtures.jsonFiles("describe-global").stream();
    }

    @Test
    void fixtureFoldersHoldTheExpectedFiles() {
        assertEquals(21, RealFixtures.jsonFiles("describe").size());
        assertEquals(5, RealFixtures.jsonFiles("describe-global").size());
    }

    @ParameterizedTest
    @MethodSource("describes")
    void everyObjectDescribeParsesWithoutErrors(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        String source = file.getFileName().toString();
        List<DescribeProblem> problems = new ArrayList<>();

        DescribeDocument document = DescribeParser.parse(source, bytes, problems);

        assertEquals(List.of(), problems, source);
        ObjectDescribe object = assertInstanceOf(ObjectDescribe.class, document, source);
        JsonNode tree = JACKSON.readTree(bytes);
        assertEquals(tree.get("name").asText(), object.name(), source);
        assertEquals(tree.get("fields").size(), object.fields().size(), source);
        List<String> expectedNames = new ArrayList<>();
        tree.get("fields").forEach(f -> expectedNames.add(f.get("name").asText()));
        assertEquals(
                expectedNames, object.fields().stream().map(FieldDescribe::name).collect(Collectors.toList()), source);
        List<String> expectedTypes = new ArrayList<>();
        tree.get("fields").forEach(f -> expectedTypes.add(f.get("type").asText()));
        assertEquals(
                expectedTypes,
                object.fields().stream().map(FieldDescribe::rawType).collect(Collectors.toList()),
                source);
        for (FieldDescribe field : object.fields()) {
            assertFalse(field.type() == FieldType.UNKNOWN, source + ": " + field.name() + " " + field.rawType());
        }
        int children =
                tree.has("childRelationships") ? tree.get("childRelationships").size() : 0;
        assertEquals(children, object.childRelationships().size(), source);
        int recordTypes =
                tree.has("recordTypeInfos") ? tree.get("recordTypeInfos").size() : 0;
        assertEquals(recordTypes, object.recordTypeInfos().size(), source);
        assertEquals(object, assertDoesNotThrow(() -> DescribeParser.parseObject(source, bytes)), source);
    }

    @ParameterizedTest
    @MethodSource("globals")
    void everyGlobalDescribeParsesWithTheRightObjectCount(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        String source = file.getFileName().toString();
        List<DescribeProblem> problems = new ArrayList<>();

        DescribeDocument document = DescribeParser.parse(source, bytes, problems);

        assertEquals(List.of(), problems, source);
        GlobalDescribe global = assertInstanceOf(GlobalDescribe.class, document, source);
        JsonNode tree = JACKSON.readTree(bytes);
        assertEquals(tree.get("sobjects").size(), global.sobjects().size(), source);
        List<String> expectedNames = new ArrayList<>();
        tree.get("sobjects").forEach(o -> expectedNames.add(o.get("name").asText()));
        assertEquals(
                expectedNames,
                global.sobjects().stream()
                        .map(GlobalDescribe.SObjectSummary::name)
                        .collect(Collectors.toList()),
                source);
        assertEquals("UTF-8", global.encoding(), source);
        assertEquals(200, global.maxBatchSize(), source);
    }

    @Test
    void globalDescribeCountsAreTheKnownOnes() {
        assertEquals(110, sobjectCount("cumulusci-describe-global-110-objects-v52.json"));
        assertEquals(2, sobjectCount("elasticio-describe-global-2-objects.json"));
        assertEquals(514, sobjectCount("elasticio-describe-global-514-objects-v46.json"));
        assertEquals(180, sobjectCount("mobilesdk-android-describe-global-v29-escaped-slashes.json"));
        assertEquals(1, sobjectCount("restforce-describe-global-account-only.json"));
    }

    @Test
    void globalDescribeSummaryOfAccount() {
        GlobalDescribe global = global("restforce-describe-global-account-only.json");
        GlobalDescribe.SObjectSummary account = global.sobjects().get(0);
        assertEquals("Account", account.name());
        assertEquals("Account", account.label());
        assertEquals("Accounts", account.labelPlural());
        assertEquals("001", account.keyPrefix());
        assertFalse(account.custom());
        assertTrue(account.createable());
        assertTrue(account.queryable());
    }

    @Test
    void objectDescribeFieldCountsAreTheKnownOnes() throws DescribeException {
        assertEquals(
                68,
                object("camel-account-describe-v42-location-custom-fields.json")
                        .fields()
                        .size());
        assertEquals(
                250,
                object("cumulusci-account-personaccount-npsp-describe-v59.json")
                        .fields()
                        .size());
        assertEquals(
                30, object("restforce-whizbang-custom-describe.json").fields().size());
        assertEquals(
                4,
                object("nifi-datetestobject__c-describe-v62-time-field.json")
                        .fields()
                        .size());
    }

    @Test
    void escapedSlashesAreDecoded() throws DescribeException {
        ObjectDescribe account = object("mobilesdk-android-account-describe-v29-escaped-slashes.json");

        assertEquals("Account", account.name());
        assertEquals("001", account.keyPrefix());
        assertEquals("Accounts", account.labelPlural());
        assertEquals(40, account.fields().size());
        assertEquals(35, account.childRelationships().size());
        assertEquals(
                "Billing State/Province",
                account.field("BillingState").orElseThrow().label());
        assertEquals(
                "Shipping Zip/Postal Code",
                account.field("shippingpostalcode").orElseThrow().label());
        assertEquals(1, account.recordTypeInfos().size());
        RecordTypeInfo master = account.recordTypeInfos().get(0);
        assertEquals("Master", master.name());
        assertEquals("012000000000000AAA", master.recordTypeId());
        assertTrue(master.defaultRecordTypeMapping());
        FieldDescribe id = account.fields().get(0);
        assertEquals("Id", id.name());
        assertEquals(FieldType.ID, id.type());
        assertEquals("tns:ID", id.soapType());
        assertEquals(18, id.length());
        assertFalse(id.nillable());
        assertTrue(id.idLookup());
        assertTrue(id.defaultedOnCreate());
        assertFalse(id.createable());
    }

    @Test
    void escapedSlashesInGlobalDescribe() {
        GlobalDescribe global = global("mobilesdk-android-describe-global-v29-escaped-slashes.json");
        assertEquals(180, global.sobjects().size());
        assertTrue(global.sobjects().stream().anyMatch(s -> s.name().equals("Account") && "001".equals(s.keyPrefix())));
    }

    @Test
    void complexCalculatedFormulaWithStringNumbersAndBooleans() throws DescribeException {
        List<DescribeProblem> problems = new ArrayList<>();
        ObjectDescribe object = (ObjectDescribe) DescribeParser.parse(
                "formula.json",
                RealFixtures.bytes("describe/camel-complex-calculated-formula-partial-describe.json"),
                problems);

        assertEquals(List.of(), problems);
        assertEquals("ComplexCalculatedFormula", object.name());
        assertEquals("Complex Calculated Formula", object.label());
        assertEquals("500", object.keyPrefix());
        assertFalse(object.custom());
        assertTrue(object.createable());
        assertTrue(object.deletable());
        assertEquals(List.of(), object.childRelationships());
        assertEquals(List.of(), object.recordTypeInfos());
        assertEquals(1, object.fields().size());
        FieldDescribe field = object.fields().get(0);
        assertEquals("ComplexCalculatedFormula", field.name());
        assertEquals(FieldType.STRING, field.type());
        assertEquals("string", field.rawType());
        assertEquals(1300, field.length());
        assertEquals(0, field.digits()); // "digits": "0"
        assertTrue(field.calculated());
        assertFalse(field.updateable());
        assertFalse(field.createable());
        assertTrue(field.htmlFormatted());
        assertTrue(field.custom());
        assertTrue(field.nillable());
        assertFalse(field.isRequiredOnCreate());
        String formula = field.calculatedFormula();
        assertTrue(
                formula.startsWith("IF( RecordType.Id  = \"012F0000000rmbC\", \r\n\r\nIF(Case_Age__c > 30, \r\n"
                        + "IMAGE(\"/img/samples/color_red.gif\", \"red\", 30, 30),\r\n"),
                formula);
        assertTrue(formula.endsWith("IMAGE(\"/img/samples/color_green.gif\", \"green\", 30, 30)\r\n))\r\n)"), formula);
        assertEquals(485, formula.length());
    }

    @Test
    void updatableSpellingAndStringValuesOnFields() {
        String json = "{\"name\":\"X__c\",\"fields\":["
                + "{\"name\":\"A__c\",\"type\":\"string\",\"updatable\":true,\"length\":\"80\",\"nillable\":\"false\"},"
                + "{\"name\":\"B__c\",\"type\":\"string\",\"updatable\":\"true\",\"updateable\":false}]}";
        List<DescribeProblem> problems = new ArrayList<>();
        ObjectDescribe object = (ObjectDescribe) DescribeParser.parse("x.json", json.getBytes(), problems);

        assertEquals(List.of(), problems);
        FieldDescribe a = object.fields().get(0);
        assertTrue(a.updateable());
        assertEquals(80, a.length());
        assertFalse(a.nillable());
        assertTrue(a.custom());
        assertFalse(object.fields().get(1).updateable(), "updateable wins over updatable");
    }

    @Test
    void assetWithMissingKeys() throws DescribeException {
        ObjectDescribe asset = object("camel-asset-trimmed-describe-v42-missing-keys.json");

        assertEquals("Asset", asset.name());
        assertEquals("02i", asset.keyPrefix());
        assertEquals("Assets", asset.labelPlural());
        assertEquals(List.of(), asset.childRelationships());
        assertEquals(List.of(), asset.recordTypeInfos());
        assertEquals(
                List.of("Id", "InstallDate"),
                asset.fields().stream().map(FieldDescribe::name).collect(Collectors.toList()));
        FieldDescribe installDate = asset.field("InstallDate").orElseThrow();
        assertEquals(FieldType.DATE, installDate.type());
        assertEquals("xsd:date", installDate.soapType());
        assertEquals("Install Date", installDate.label());
        assertTrue(installDate.nillable());
        assertTrue(installDate.createable());
        assertTrue(installDate.updateable());
        assertNull(installDate.relationshipOrder());
        assertNull(installDate.defaultValue());
        assertNull(installDate.controllerName());
        assertEquals(List.of(), installDate.referenceTo());
        assertEquals(List.of(), installDate.picklistValues());
    }

    @Test
    void whizbangDependentPicklist() throws DescribeException {
        ObjectDescribe whizbang = object("restforce-whizbang-custom-describe.json");

        FieldDescribe controller = whizbang.field("Picklist_Field").orElseThrow();
        assertEquals(FieldType.PICKLIST, controller.type());
        assertFalse(controller.dependentPicklist());
        assertEquals(
                List.of(
                        "one",
                        "two",
                        "three",
                        "control_four",
                        "control_five",
                        "control_six",
                        "control_seven",
                        "control_eight",
                        "control_nine",
                        "control_ten"),
                controller.picklistValues().stream().map(PicklistEntry::value).collect(Collectors.toList()));

        FieldDescribe dependent = whizbang.field("Dependent_Picklist_Field").orElseThrow();
        assertEquals(FieldType.PICKLIST, dependent.type());
        assertTrue(dependent.dependentPicklist());
        assertEquals("Picklist_Field", dependent.controllerName());
        List<PicklistEntry> entries = dependent.picklistValues();
        assertEquals(
                List.of("seven", "eight", "nine", "ten"),
                entries.stream().map(PicklistEntry::value).collect(Collectors.toList()));
        assertEquals(
                List.of("gAAA", "gAAA", "QAAA", "AEAA"),
                entries.stream().map(PicklistEntry::validFor).collect(Collectors.toList()));
        assertEquals(List.of(0), entries.get(0).validForIndexes());
        assertEquals(List.of(0), entries.get(1).validForIndexes());
        assertEquals(List.of(1), entries.get(2).validForIndexes());
        assertEquals(List.of(9), entries.get(3).validForIndexes());
        assertEquals(
                "two",
                controller
                        .picklistValues()
                        .get(entries.get(2).validForIndexes().get(0))
                        .value());
        assertEquals(
                "control_ten",
                controller
                        .picklistValues()
                        .get(entries.get(3).validForIndexes().get(0))
                        .value());

        FieldDescribe multi = whizbang.field("Picklist_Multiselect_Field").orElseThrow();
        assertEquals(FieldType.MULTIPICKLIST, multi.type());
        assertEquals(List.of(), multi.picklistValues().get(0).validForIndexes());
        assertNull(multi.picklistValues().get(0).validFor());
    }

    @Test
    void validForDecodingMatchesTheReference() {
        assertEquals(List.of(0), entry("gAAA").validForIndexes());
        assertEquals(List.of(0, 1), entry("wAAA").validForIndexes());
        assertEquals(List.of(1), entry("QAAA").validForIndexes());
        assertEquals(List.of(9), entry("AEAA").validForIndexes());
        assertEquals(List.of(7, 8, 23), entry("AYAB").validForIndexes());
        assertEquals(List.of(), entry("AAAA").validForIndexes());
        assertEquals(List.of(), entry(null).validForIndexes());
        assertEquals(List.of(), entry("").validForIndexes());
        assertEquals(List.of(), entry("not base64!").validForIndexes());
    }

    @Test
    void controllerMissingFromDescribeIsAWarning() {
        String json =
                "{\"name\":\"X__c\",\"fields\":[{\"name\":\"Dep__c\",\"type\":\"picklist\",\"dependentPicklist\":true,"
                        + "\"controllerName\":\"Ctl__c\",\"picklistValues\":[{\"value\":\"a\",\"validFor\":\"gAAA\"},"
                        + "{\"value\":\"b\",\"validFor\":\"%%%\"}]}]}";
        List<DescribeProblem> problems = new ArrayList<>();
        ObjectDescribe object = (ObjectDescribe) DescribeParser.parse("x.json", json.getBytes(), problems);

        assertEquals(
                List.of(
                        "warning: x.json: $.fields[0].picklistValues[1].validFor: not base64; the dependency is"
                                + " ignored",
                        "warning: x.json: $.fields[0].controllerName: controlling field 'Ctl__c' is not in this"
                                + " describe; dependencies are kept as raw validFor bitmaps"),
                problems.stream().map(DescribeProblem::toString).collect(Collectors.toList()));
        List<PicklistEntry> entries = object.fields().get(0).picklistValues();
        assertEquals("gAAA", entries.get(0).validFor());
        assertNull(entries.get(1).validFor());
    }

    @Test
    void namespacedObjectAndSubscriberField() throws DescribeException {
        ObjectDescribe payment = object("camel-blng__payment__c-namespaced-trimmed-describe-v41.json");
        assertEquals("blng__Payment__c", payment.name());
        assertEquals("blng", payment.namespace().orElseThrow());
        FieldDescribe invoice = payment.fields().get(0);
        assertEquals("blng__Invoice__c", invoice.name());
        assertEquals(FieldType.REFERENCE, invoice.type());
        assertEquals("blng__Invoice__r", invoice.relationshipName());
        assertEquals(List.of("blng__Invoice__c"), invoice.referenceTo());

        ObjectDescribe invoiceObject = object("camel-blng__invoice__c-namespaced-trimmed-describe-v41.json");
        FieldDescribe external = invoiceObject.fields().get(0);
        assertEquals("Invoice_External_Id__c", external.name());
        assertTrue(external.namespace().isEmpty());
        assertTrue(external.externalId());
        assertTrue(external.unique());
        assertTrue(external.idLookup());
    }

    @Test
    void nifiTimeFieldDescribe() throws DescribeException {
        ObjectDescribe object = object("nifi-datetestobject__c-describe-v62-time-field.json");
        assertEquals("DateTestObject__c", object.name());
        assertTrue(object.custom());
        assertEquals("a01", object.keyPrefix());
        assertEquals(
                List.of(FieldType.STRING, FieldType.DATE, FieldType.DATETIME, FieldType.TIME),
                object.fields().stream().map(FieldDescribe::type).collect(Collectors.toList()));
        assertTrue(object.fields().get(0).autoNumber());
        assertEquals("xsd:time", object.field("time__c").orElseThrow().soapType());
    }

    private static PicklistEntry entry(String validFor) {
        return new PicklistEntry("v", "V", true, false, validFor);
    }

    private static ObjectDescribe object(String name) throws DescribeException {
        return DescribeParser.parseObject(name, RealFixtures.bytes("describe/" + name));
    }

    private static GlobalDescribe global(String name) {
        List<DescribeProblem> problems = new ArrayList<>();
        DescribeDocument document = DescribeParser.parse(name, RealFixtures.bytes("describe-global/" + name), problems);
        assertEquals(List.of(), problems);
        return (GlobalDescribe) document;
    }

    private static int sobjectCount(String name) {
        return global(name).sobjects().size();
    }
}
