package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader per metadata field type: the describe type and traits the platform gives for each. */
class FieldTypesTest {

    @TempDir
    Path dir;

    private FieldDescribe read(String field, String body) throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field("Thing__c", field, body);
        return MetadataSource.read(dir).objects().get(0).field(field).orElseThrow();
    }

    private ObjectDescribe readObject() throws Exception {
        return MetadataSource.read(dir).objects().get(0);
    }

    @Test
    void text() throws Exception {
        FieldDescribe f = read(
                "Code__c",
                "<label>Code</label><length>40</length><externalId>true</externalId><unique>true</unique>"
                        + "<caseSensitive>true</caseSensitive><required>true</required><type>Text</type>"
                        + "<inlineHelpText>The code.</inlineHelpText>");
        assertEquals(FieldType.STRING, f.type());
        assertEquals("string", f.rawType());
        assertEquals("xsd:string", f.soapType());
        assertEquals(40, f.length());
        assertTrue(f.externalId());
        assertTrue(f.idLookup());
        assertTrue(f.unique());
        assertTrue(f.caseSensitive());
        assertFalse(f.nillable());
        assertTrue(f.filterable() && f.sortable() && f.groupable() && f.aggregatable());
        assertEquals("The code.", f.inlineHelpText());
        assertTrue(f.isRequiredOnCreate());
    }

    @Test
    void textAreaKinds() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field("Thing__c", "Short__c", "<label>Short</label><type>TextArea</type>")
                .field(
                        "Thing__c",
                        "Long__c",
                        "<label>Long</label><length>5000</length><type>LongTextArea</type>"
                                + "<visibleLines>3</visibleLines>")
                .field(
                        "Thing__c",
                        "Rich__c",
                        "<label>Rich</label><length>10000</length><type>Html</type>"
                                + "<visibleLines>25</visibleLines>");
        ObjectDescribe o = readObject();
        FieldDescribe shortArea = o.field("Short__c").orElseThrow();
        assertEquals(FieldType.TEXTAREA, shortArea.type());
        assertEquals(255, shortArea.length());
        assertEquals("plaintextarea", shortArea.extraTypeInfo());
        assertTrue(shortArea.filterable() && shortArea.groupable());
        FieldDescribe longArea = o.field("Long__c").orElseThrow();
        assertEquals(5000, longArea.length());
        assertEquals("plaintextarea", longArea.extraTypeInfo());
        assertFalse(longArea.filterable() || longArea.sortable() || longArea.groupable() || longArea.aggregatable());
        FieldDescribe rich = o.field("Rich__c").orElseThrow();
        assertEquals(10000, rich.length());
        assertEquals("richtextarea", rich.extraTypeInfo());
        assertTrue(rich.htmlFormatted());
        assertFalse(rich.filterable());
    }

    @Test
    void encryptedText() throws Exception {
        FieldDescribe f = read(
                "Iban__c",
                "<label>IBAN</label><length>34</length><maskChar>asterisk</maskChar><maskType>lastFour</maskType>"
                        + "<type>EncryptedText</type>");
        assertEquals(FieldType.ENCRYPTEDSTRING, f.type());
        assertEquals("xsd:string", f.soapType());
        assertEquals(34, f.length());
        assertTrue(f.encrypted());
        assertFalse(f.filterable() || f.sortable() || f.groupable());
    }

    @Test
    void numbersCurrencyAndPercentCarryPrecisionAndScale() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field(
                        "Thing__c",
                        "Qty__c",
                        "<label>Qty</label><precision>10</precision><scale>0</scale><type>Number</type>")
                .field(
                        "Thing__c",
                        "Amount__c",
                        "<label>Amount</label><precision>16</precision><scale>2</scale>"
                                + "<type>Currency</type><defaultValue>0</defaultValue>")
                .field(
                        "Thing__c",
                        "Rate__c",
                        "<label>Rate</label><precision>5</precision><scale>2</scale>" + "<type>Percent</type>");
        ObjectDescribe o = readObject();
        FieldDescribe qty = o.field("Qty__c").orElseThrow();
        assertEquals(FieldType.DOUBLE, qty.type(), "the platform describes custom numbers as double, scale 0 included");
        assertEquals("xsd:double", qty.soapType());
        assertEquals(10, qty.precision());
        assertEquals(0, qty.scale());
        assertFalse(qty.groupable());
        assertTrue(qty.aggregatable());
        FieldDescribe amount = o.field("Amount__c").orElseThrow();
        assertEquals(FieldType.CURRENCY, amount.type());
        assertEquals(16, amount.precision());
        assertEquals(2, amount.scale());
        assertTrue(amount.defaultedOnCreate(), "a default value formula fills the field on insert");
        FieldDescribe rate = o.field("Rate__c").orElseThrow();
        assertEquals(FieldType.PERCENT, rate.type());
        assertEquals(5, rate.precision());
    }

    @Test
    void checkboxIsNeverNillable() throws Exception {
        FieldDescribe f = read("Done__c", "<defaultValue>false</defaultValue><label>Done</label><type>Checkbox</type>");
        assertEquals(FieldType.BOOLEAN, f.type());
        assertEquals("xsd:boolean", f.soapType());
        assertFalse(f.nillable());
        assertTrue(f.defaultedOnCreate());
        assertFalse(f.defaultValue().booleanValue());
        assertFalse(f.isRequiredOnCreate());
    }

    @Test
    void datesTimesAndContactTypes() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field("Thing__c", "D__c", "<label>D</label><type>Date</type>")
                .field("Thing__c", "Dt__c", "<label>Dt</label><type>DateTime</type>")
                .field("Thing__c", "T__c", "<label>T</label><type>Time</type>")
                .field("Thing__c", "E__c", "<label>E</label><type>Email</type>")
                .field("Thing__c", "P__c", "<label>P</label><type>Phone</type>")
                .field("Thing__c", "U__c", "<label>U</label><type>Url</type>");
        ObjectDescribe o = readObject();
        assertEquals(
                List.of(FieldType.DATE, "xsd:date", true),
                traits(o.field("D__c").orElseThrow()));
        assertEquals(
                List.of(FieldType.DATETIME, "xsd:dateTime", false),
                traits(o.field("Dt__c").orElseThrow()));
        assertEquals(
                List.of(FieldType.TIME, "xsd:time", false),
                traits(o.field("T__c").orElseThrow()));
        assertEquals(
                List.of(FieldType.EMAIL, "xsd:string", true),
                traits(o.field("E__c").orElseThrow()));
        assertEquals(80, o.field("E__c").orElseThrow().length());
        assertEquals(40, o.field("P__c").orElseThrow().length());
        assertEquals(255, o.field("U__c").orElseThrow().length());
        assertFalse(o.field("T__c").orElseThrow().aggregatable());
    }

    private static List<Object> traits(FieldDescribe f) {
        return List.of(f.type(), f.soapType(), f.groupable());
    }

    @Test
    void multiSelectPicklistFromValueSetWithVisibleLines() throws Exception {
        FieldDescribe f = read(
                "Tags__c",
                "<label>Tags</label><type>MultiselectPicklist</type><visibleLines>4</visibleLines>"
                        + "<valueSet><valueSetDefinition><sorted>true</sorted>"
                        + "<value><fullName>b</fullName><default>false</default><label>Bravo</label></value>"
                        + "<value><fullName>a</fullName><default>false</default><label>Alpha</label></value>"
                        + "<value><fullName>x%2Cy</fullName><default>false</default><label>X, Y</label></value>"
                        + "</valueSetDefinition></valueSet>");
        assertEquals(FieldType.MULTIPICKLIST, f.type());
        assertEquals(4099, f.length());
        assertEquals(4, f.precision(), "the platform gives the visible lines as precision");
        assertFalse(f.sortable() || f.groupable());
        assertFalse(f.restrictedPicklist());
        assertEquals(
                List.of("a", "b", "x,y"),
                f.picklistValues().stream().map(PicklistEntry::value).toList(),
                "sorted by label; API names are URL-decoded");
    }

    @Test
    void globalValueSetsAreReadAndRestricted() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field(
                        "Thing__c",
                        "Region__c",
                        "<label>Region</label><type>Picklist</type>"
                                + "<valueSet><valueSetName>Regions</valueSetName></valueSet>")
                .write(
                        "force-app/main/default/globalValueSets/Regions.globalValueSet-meta.xml",
                        SourceFiles.HEADER + "<GlobalValueSet" + SourceFiles.NS + ">"
                                + "<customValue><fullName>EMEA</fullName><default>true</default><label>EMEA</label>"
                                + "</customValue><customValue><fullName>APAC</fullName><default>false</default>"
                                + "<isActive>false</isActive><label>Asia Pacific</label></customValue>"
                                + "<masterLabel>Regions</masterLabel><sorted>false</sorted></GlobalValueSet>");
        FieldDescribe f = readObject().field("Region__c").orElseThrow();
        assertTrue(f.restrictedPicklist());
        assertEquals(
                List.of(
                        new PicklistEntry("EMEA", "EMEA", true, true, null),
                        new PicklistEntry("APAC", "Asia Pacific", false, false, null)),
                f.picklistValues());
    }

    @Test
    void dependentPicklistsGetValidForBitmapsFromValueSettings() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field(
                        "Thing__c",
                        "Country__c",
                        "<label>Country</label><type>Picklist</type><valueSet>"
                                + "<valueSetDefinition><value><fullName>DE</fullName><default>false</default><label>DE</label>"
                                + "</value><value><fullName>FR</fullName><default>false</default><label>FR</label></value>"
                                + "<value><fullName>US</fullName><default>false</default><label>US</label></value>"
                                + "</valueSetDefinition></valueSet>")
                .field(
                        "Thing__c",
                        "City__c",
                        "<label>City</label><type>Picklist</type><valueSet>"
                                + "<controllingField>Country__c</controllingField><restricted>true</restricted>"
                                + "<valueSetDefinition><value><fullName>Berlin</fullName><default>false</default>"
                                + "<label>Berlin</label></value><value><fullName>Paris</fullName><default>false</default>"
                                + "<label>Paris</label></value><value><fullName>Anywhere</fullName><default>false</default>"
                                + "<label>Anywhere</label></value></valueSetDefinition>"
                                + "<valueSettings><controllingFieldValue>DE</controllingFieldValue><valueName>Berlin</valueName>"
                                + "</valueSettings><valueSettings><controllingFieldValue>FR</controllingFieldValue>"
                                + "<valueName>Paris</valueName></valueSettings><valueSettings>"
                                + "<controllingFieldValue>DE</controllingFieldValue><controllingFieldValue>US"
                                + "</controllingFieldValue><valueName>Anywhere</valueName></valueSettings></valueSet>")
                .field(
                        "Thing__c",
                        "Urgent__c",
                        "<defaultValue>false</defaultValue><label>Urgent</label>" + "<type>Checkbox</type>")
                .field(
                        "Thing__c",
                        "Why__c",
                        "<label>Why</label><type>Picklist</type><valueSet>"
                                + "<controllingField>Urgent__c</controllingField><valueSetDefinition><value><fullName>Fire"
                                + "</fullName><default>false</default><label>Fire</label></value></valueSetDefinition>"
                                + "<valueSettings><controllingFieldValue>checked</controllingFieldValue><valueName>Fire"
                                + "</valueName></valueSettings></valueSet>");
        ObjectDescribe o = readObject();
        FieldDescribe city = o.field("City__c").orElseThrow();
        assertTrue(city.dependentPicklist());
        assertEquals("Country__c", city.controllerName());
        assertEquals(
                List.of(List.of(0), List.of(1), List.of(0, 2)),
                city.picklistValues().stream()
                        .map(PicklistEntry::validForIndexes)
                        .toList());
        assertEquals("gAAA", city.picklistValues().get(0).validFor());
        FieldDescribe why = o.field("Why__c").orElseThrow();
        assertEquals("Urgent__c", why.controllerName());
        assertEquals(List.of(1), why.picklistValues().get(0).validForIndexes(), "checked is index 1");
    }

    @Test
    void legacyPicklistFormat() throws Exception {
        FieldDescribe f = read(
                "Old__c",
                "<label>Old</label><type>Picklist</type><picklist><picklistValues><fullName>A</fullName>"
                        + "<default>true</default></picklistValues><picklistValues><fullName>B</fullName>"
                        + "<default>false</default></picklistValues><restrictedPicklist>true</restrictedPicklist>"
                        + "<sorted>false</sorted></picklist>");
        assertTrue(f.restrictedPicklist());
        assertEquals(
                List.of(new PicklistEntry("A", "A", true, true, null), new PicklistEntry("B", "B", true, false, null)),
                f.picklistValues());
    }

    @Test
    void lookupsMasterDetailsAndHierarchies() throws Exception {
        SourceFiles.project(dir)
                .object("Parent__c", SourceFiles.customObject("Parent"))
                .object("Thing__c", SourceFiles.customObject("Thing").replace("ReadWrite", "ControlledByParent"))
                .field(
                        "Thing__c",
                        "Parent__c",
                        "<label>Parent</label><referenceTo>Parent__c</referenceTo>"
                                + "<relationshipLabel>Things</relationshipLabel><relationshipName>Things</relationshipName>"
                                + "<relationshipOrder>0</relationshipOrder><reparentableMasterDetail>false"
                                + "</reparentableMasterDetail><type>MasterDetail</type><writeRequiresMasterRead>false"
                                + "</writeRequiresMasterRead>")
                .field(
                        "Thing__c",
                        "Account__c",
                        "<deleteConstraint>Restrict</deleteConstraint><label>Account</label>"
                                + "<referenceTo>Account</referenceTo><relationshipName>Things</relationshipName>"
                                + "<required>false</required><type>Lookup</type>")
                .field(
                        "Thing__c",
                        "Other__c",
                        "<deleteConstraint>Cascade</deleteConstraint><label>Other</label>"
                                + "<referenceTo>Parent__c</referenceTo><relationshipName>Others</relationshipName>"
                                + "<type>Lookup</type>")
                .field(
                        "Thing__c",
                        "Manager__c",
                        "<label>Manager</label><type>Hierarchy</type>"
                                + "<relationshipName>Reports</relationshipName>");
        SourceProject project = MetadataSource.read(dir);
        ObjectDescribe thing = project.object("Thing__c").orElseThrow();
        FieldDescribe master = thing.field("Parent__c").orElseThrow();
        assertEquals(FieldType.REFERENCE, master.type());
        assertEquals("tns:ID", master.soapType());
        assertEquals(18, master.length());
        assertEquals(List.of("Parent__c"), master.referenceTo());
        assertEquals("Parent__r", master.relationshipName());
        assertFalse(master.nillable());
        assertTrue(master.cascadeDelete());
        assertEquals(0, master.relationshipOrder());
        assertTrue(master.createable());
        assertFalse(master.updateable(), "not reparentable");
        FieldDescribe lookup = thing.field("Account__c").orElseThrow();
        assertTrue(lookup.nillable());
        assertFalse(lookup.cascadeDelete());
        assertNull(lookup.relationshipOrder());
        assertTrue(thing.field("Other__c").orElseThrow().cascadeDelete());
        assertEquals(List.of("User"), thing.field("Manager__c").orElseThrow().referenceTo());
        assertTrue(thing.field("OwnerId").isEmpty(), "a master-detail child has no owner");

        ObjectDescribe parent = project.object("Parent__c").orElseThrow();
        assertEquals(
                List.of(
                        new dev.refin.describe.ChildRelationship("Thing__c", "Other__c", "Others__r", true),
                        new dev.refin.describe.ChildRelationship("Thing__c", "Parent__c", "Things__r", true)),
                parent.childRelationships());
    }

    @Test
    void locationGivesItsLatitudeAndLongitudeComponents() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field(
                        "Thing__c",
                        "Site__c",
                        "<displayLocationInDecimal>true</displayLocationInDecimal>"
                                + "<label>Site</label><scale>5</scale><type>Location</type>");
        ObjectDescribe o = readObject();
        List<String> names = o.fields().stream().map(FieldDescribe::name).toList();
        assertEquals(
                List.of("Site__Latitude__s", "Site__Longitude__s", "Site__c"),
                names.subList(names.size() - 3, names.size()),
                "the components come first, as in real describes");
        FieldDescribe compound = o.field("Site__c").orElseThrow();
        assertEquals(FieldType.LOCATION, compound.type());
        assertEquals("urn:location", compound.soapType());
        assertFalse(compound.createable() || compound.filterable());
        FieldDescribe latitude = o.field("Site__Latitude__s").orElseThrow();
        assertEquals(FieldType.DOUBLE, latitude.type());
        assertEquals("Site (Latitude)", latitude.label());
        assertEquals(5, latitude.scale());
        assertEquals(8, latitude.precision());
        assertEquals("Site__c", latitude.compoundFieldName());
        assertTrue(latitude.createable());
        ObjectProvenance p = MetadataSource.read(dir).provenance("Thing__c").orElseThrow();
        assertEquals(
                p.field("Site__c").orElseThrow().file(),
                p.field("Site__Longitude__s").orElseThrow().file(),
                "the components come from the location's file");
    }

    @Test
    void autoNumberIsReadOnly() throws Exception {
        FieldDescribe f = read(
                "Ref__c",
                "<displayFormat>R-{00000}</displayFormat><externalId>false</externalId><label>Ref</label>"
                        + "<type>AutoNumber</type>");
        assertEquals(FieldType.STRING, f.type());
        assertTrue(f.autoNumber());
        assertEquals(30, f.length());
        assertFalse(f.createable() || f.updateable() || f.nillable());
        assertTrue(f.defaultedOnCreate());
        assertFalse(f.isRequiredOnCreate());
    }

    @Test
    void formulasAreReadOnlyFieldsOfTheirResultType() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field(
                        "Thing__c",
                        "Net__c",
                        "<formula>Amount__c * 0.8</formula><label>Net</label>"
                                + "<precision>18</precision><scale>2</scale><type>Currency</type>")
                .field(
                        "Thing__c",
                        "Title__c",
                        "<formula>Name &amp; &quot;!&quot;</formula><label>Title</label>" + "<type>Text</type>")
                .field(
                        "Thing__c",
                        "Big__c",
                        "<formula>Net__c &gt; 100</formula><label>Big</label>" + "<type>Checkbox</type>")
                .field("Thing__c", "Due__c", "<formula>TODAY() + 30</formula><label>Due</label><type>Date</type>");
        ObjectDescribe o = readObject();
        FieldDescribe net = o.field("Net__c").orElseThrow();
        assertEquals(FieldType.CURRENCY, net.type());
        assertTrue(net.calculated());
        assertEquals("Amount__c * 0.8", net.calculatedFormula());
        assertFalse(net.createable() || net.updateable());
        assertTrue(net.nillable());
        FieldDescribe title = o.field("Title__c").orElseThrow();
        assertEquals(FieldType.STRING, title.type());
        assertEquals("Name & \"!\"", title.calculatedFormula());
        assertEquals(1300, title.length());
        assertFalse(title.groupable());
        FieldDescribe big = o.field("Big__c").orElseThrow();
        assertEquals(FieldType.BOOLEAN, big.type());
        assertFalse(big.nillable());
        assertNull(big.defaultValue());
        assertTrue(o.field("Due__c").orElseThrow().groupable());
    }

    @Test
    void rollUpSummariesTakeTheSummarizedFieldsType() throws Exception {
        SourceFiles.project(dir)
                .object("Invoice__c", SourceFiles.customObject("Invoice"))
                .object("Line__c", SourceFiles.customObject("Line").replace("ReadWrite", "ControlledByParent"))
                .field(
                        "Line__c",
                        "Invoice__c",
                        "<label>Invoice</label><referenceTo>Invoice__c</referenceTo>"
                                + "<relationshipName>Lines</relationshipName><relationshipOrder>0</relationshipOrder>"
                                + "<type>MasterDetail</type>")
                .field(
                        "Line__c",
                        "Amount__c",
                        "<label>Amount</label><precision>16</precision><scale>2</scale>" + "<type>Currency</type>")
                .field("Line__c", "Shipped__c", "<label>Shipped</label><type>Date</type>")
                .field(
                        "Invoice__c",
                        "Total__c",
                        "<label>Total</label><summarizedField>Line__c.Amount__c"
                                + "</summarizedField><summaryForeignKey>Line__c.Invoice__c</summaryForeignKey>"
                                + "<summaryOperation>sum</summaryOperation><type>Summary</type>")
                .field(
                        "Invoice__c",
                        "Lines__c",
                        "<label>Lines</label><summaryForeignKey>Line__c.Invoice__c"
                                + "</summaryForeignKey><summaryOperation>count</summaryOperation><type>Summary</type>")
                .field(
                        "Invoice__c",
                        "Last_Shipped__c",
                        "<label>Last shipped</label><summarizedField>"
                                + "Line__c.Shipped__c</summarizedField><summaryForeignKey>Line__c.Invoice__c"
                                + "</summaryForeignKey><summaryOperation>max</summaryOperation><type>Summary</type>");
        ObjectDescribe invoice = MetadataSource.read(dir).object("Invoice__c").orElseThrow();
        FieldDescribe total = invoice.field("Total__c").orElseThrow();
        assertEquals(FieldType.CURRENCY, total.type());
        assertEquals(18, total.precision());
        assertEquals(2, total.scale());
        assertTrue(total.calculated());
        assertFalse(total.createable() || total.updateable());
        FieldDescribe count = invoice.field("Lines__c").orElseThrow();
        assertEquals(FieldType.DOUBLE, count.type());
        assertEquals(0, count.scale());
        assertEquals(
                FieldType.DATE, invoice.field("Last_Shipped__c").orElseThrow().type());
    }

    @Test
    void aRollUpOverAFieldOutsideTheProjectIsANumberWithAWarning() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field(
                        "Thing__c",
                        "Sum__c",
                        "<label>Sum</label><summarizedField>Opportunity.Amount</summarizedField>"
                                + "<summaryForeignKey>Opportunity.AccountId</summaryForeignKey><summaryOperation>sum"
                                + "</summaryOperation><type>Summary</type>");
        SourceProject project = MetadataSource.read(dir);
        assertEquals(
                FieldType.DOUBLE,
                project.objects().get(0).field("Sum__c").orElseThrow().type());
        assertEquals(1, project.warnings().size());
        assertTrue(
                project.warnings().get(0).toString().contains("Opportunity.Amount"),
                project.warnings().toString());
        assertTrue(project.warnings().get(0).source().endsWith("fields/Sum__c.field-meta.xml"));
    }

    @Test
    void unknownElementsAreIgnored() throws Exception {
        FieldDescribe f = read(
                "Code__c",
                "<label>Code</label><length>10</length><type>Text</type><securityClassification>Internal"
                        + "</securityClassification><futureElement><nested>1</nested></futureElement>"
                        + "<businessStatus>Active</businessStatus>");
        assertEquals(10, f.length());
    }

    @Test
    void textInPiecesIsReadWhole() throws Exception {
        // Entities, character references, CDATA and line breaks split an element's text into pieces, and text longer
        // than the parser's buffers arrives in several; the reader joins them and trims only the ends.
        StringBuilder xml = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 2_000; i++) {
            xml.append("Net &amp; gross &#233;<![CDATA[ <b>").append(i).append("</b> ]]>\n  ");
            expected.append("Net & gross \u00e9 <b>").append(i).append("</b> \n  ");
        }
        FieldDescribe f = read(
                "Code__c",
                "<label>\n   Code\t</label><type>Text</type><inlineHelpText>\n   " + xml + "</inlineHelpText>");
        assertEquals("Code", f.label());
        assertEquals(expected.toString().trim(), f.inlineHelpText());
    }

    @Test
    void readsWithAalto() {
        assertTrue(XmlElement.factoryName().startsWith("com.fasterxml.aalto."), XmlElement.factoryName());
    }
}
