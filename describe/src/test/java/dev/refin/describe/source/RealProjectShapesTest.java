package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.describe.DescribeProblem;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.runtime.FieldType;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Shapes of metadata found in real public projects that the reader once refused or typed wrongly, each reduced to
 * the smallest project that shows it.
 */
class RealProjectShapesTest {
    @TempDir
    Path dir;

    /**
     * lwc-recipes keeps {@code objects/Contact/fields/Email.field-meta.xml} with only {@code trackFeedHistory}: a
     * standard field's settings, without {@code <type>}; coral-cloud keeps {@code AccountId} with {@code
     * <type>Lookup</type>} and no {@code referenceTo}. Neither defines the field: a describe does.
     */
    @Test
    void standardFieldFilesOfAStandardObjectAreSettingsNotFields() throws Exception {
        SourceFiles.project(dir)
                .field("Contact", "Email", "    <trackFeedHistory>false</trackFeedHistory>")
                .field("Contact", "AccountId", "    <trackFeedHistory>true</trackFeedHistory>\n    <type>Lookup</type>")
                .field(
                        "Contact",
                        "LeadSource",
                        "    <type>Picklist</type>\n    <valueSet><valueSetName>LeadSource</valueSetName></valueSet>")
                .field(
                        "Contact",
                        "Level__c",
                        "    <label>Level</label>\n    <type>Text</type>\n    <length>20</length>");
        ObjectDescribe contact = MetadataSource.read(dir).object("Contact").orElseThrow();
        assertEquals(
                List.of("Level__c"),
                contact.fields().stream().map(FieldDescribe::name).toList());
        assertEquals(20, contact.field("Level__c").orElseThrow().length());
        assertTrue(MetadataSource.read(dir)
                .provenance("Contact")
                .orElseThrow()
                .unknown()
                .contains(SourceUnknown.STANDARD_FIELDS));
    }

    @Test
    void standardFieldFilesOfACustomObjectLeaveTheDerivedFields() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field("Thing__c", "OwnerId", "    <trackHistory>true</trackHistory>\n    <type>Lookup</type>")
                .field("Thing__c", "Name", "    <trackHistory>false</trackHistory>");
        ObjectDescribe thing = MetadataSource.read(dir).objects().get(0);
        FieldDescribe owner = thing.field("OwnerId").orElseThrow();
        assertEquals(List.of("Group", "User"), owner.referenceTo());
        assertEquals("Owner", owner.relationshipName());
        assertFalse(owner.custom());
        FieldDescribe name = thing.field("Name").orElseThrow();
        assertEquals(FieldType.STRING, name.type());
        assertTrue(name.nameField());
        assertEquals("Thing Name", name.label());
    }

    @Test
    void aCustomFieldWithoutTypeIsStillRefused() {
        SourceFiles.project(dir).field("Contact", "Level__c", "    <label>Level</label>");
        DescribeProblem p = org.junit.jupiter.api.Assertions.assertThrows(
                        dev.refin.describe.DescribeException.class, () -> MetadataSource.read(dir))
                .problems()
                .get(0);
        assertEquals("force-app/main/default/objects/Contact/fields/Level__c.field-meta.xml", p.source());
        assertTrue(p.message().contains("'Level__c' has no <type>"), p.message());
    }

    /**
     * coral-cloud and easy-spaces-lwc list package directories that hold no objects; a copy trimmed to its objects
     * (as kept in Git, where an empty folder does not exist) still reads, with a warning naming each.
     */
    @Test
    void aMissingPackageDirectoryBesideAnExistingOneIsAWarning() throws Exception {
        new SourceFiles(dir)
                .write(
                        "sfdx-project.json",
                        "{\"packageDirectories\": [{\"path\": \"force-app\"}, {\"path\": \"./site-app\"}]}")
                .object("Thing__c", SourceFiles.customObject("Thing"));
        SourceProject project = MetadataSource.read(dir);
        assertEquals("Thing__c", project.objects().get(0).name());
        DescribeProblem warning = project.warnings().get(0);
        assertEquals("sfdx-project.json", warning.source());
        assertEquals("$.packageDirectories[1].path", warning.path());
        assertTrue(warning.message().startsWith("package directory './site-app' does not exist"), warning.message());
    }

    /**
     * apex-recipes' {@code Metadata_Driven_Trigger__mdt.Object__c} relates to {@code EntityDefinition}: its value is
     * the object's durable id, not a record id, and the describe gives no target.
     */
    @Test
    void aMetadataRelationshipToAnEntityDefinitionIsAnExternalLookup() throws Exception {
        SourceFiles.project(dir)
                .object(
                        "Trigger__mdt",
                        "    <label>Trigger</label>\n    <pluralLabel>Triggers</pluralLabel>\n"
                                + "    <visibility>Public</visibility>")
                .object(
                        "Set__mdt",
                        "    <label>Set</label>\n    <pluralLabel>Sets</pluralLabel>\n"
                                + "    <visibility>Public</visibility>")
                .field(
                        "Trigger__mdt",
                        "Object__c",
                        "    <label>Object</label>\n    <referenceTo>EntityDefinition</referenceTo>\n"
                                + "    <relationshipName>Triggers</relationshipName>\n    <required>true</required>\n"
                                + "    <type>MetadataRelationship</type>")
                .field(
                        "Trigger__mdt",
                        "Set__c",
                        "    <label>Set</label>\n    <referenceTo>Set__mdt</referenceTo>\n"
                                + "    <relationshipName>Triggers</relationshipName>\n"
                                + "    <type>MetadataRelationship</type>");
        ObjectDescribe trigger = MetadataSource.read(dir).object("Trigger__mdt").orElseThrow();
        FieldDescribe object = trigger.field("Object__c").orElseThrow();
        assertEquals(FieldType.REFERENCE, object.type());
        assertEquals(List.of(), object.referenceTo());
        assertEquals(null, object.relationshipName());
        assertEquals("externallookup", object.extraTypeInfo());
        assertFalse(object.nillable());
        assertFalse(object.createable());
        FieldDescribe set = trigger.field("Set__c").orElseThrow();
        assertEquals(List.of("Set__mdt"), set.referenceTo());
        assertEquals("Set__r", set.relationshipName());
        assertEquals(null, set.extraTypeInfo());
    }

    @Test
    void anExternalLookupSaysSo() throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field(
                        "Thing__c",
                        "Product__c",
                        "    <label>Product</label>\n    <length>20</length>\n"
                                + "    <referenceTo>Products__x</referenceTo>\n"
                                + "    <relationshipName>Products</relationshipName>\n    <type>ExternalLookup</type>");
        FieldDescribe product =
                MetadataSource.read(dir).objects().get(0).field("Product__c").orElseThrow();
        assertEquals(FieldType.REFERENCE, product.type());
        assertEquals(List.of("Products__x"), product.referenceTo());
        assertEquals("Product__r", product.relationshipName());
        assertEquals("externallookup", product.extraTypeInfo());
    }

    /**
     * camel's Invoice__c (v42 describe): a picklist's default value is filled on insert and named; IsDeleted's default
     * is false; an auto-number Name keeps 80 characters and is not groupable.
     */
    @Test
    void defaultsAndTheAutoNumberNameAreAsModernDescribesGiveThem() throws Exception {
        SourceFiles.project(dir)
                .object(
                        "Thing__c",
                        "    <label>Thing</label>\n    <pluralLabel>Things</pluralLabel>\n"
                                + "    <nameField><label>Thing Number</label><type>AutoNumber</type>"
                                + "<displayFormat>T-{0000}</displayFormat></nameField>\n"
                                + "    <sharingModel>ReadWrite</sharingModel>")
                .field(
                        "Thing__c",
                        "Status__c",
                        "    <label>Status</label>\n    <type>Picklist</type>\n    <valueSet><valueSetDefinition>\n"
                                + "      <value><fullName>Open</fullName><default>true</default></value>\n"
                                + "      <value><fullName>Closed</fullName><default>false</default></value>\n"
                                + "    </valueSetDefinition></valueSet>")
                .field(
                        "Thing__c",
                        "Tags__c",
                        "    <label>Tags</label>\n    <type>MultiselectPicklist</type>\n    <visibleLines>4</visibleLines>\n"
                                + "    <valueSet><valueSetDefinition>\n"
                                + "      <value><fullName>A</fullName><default>true</default></value>\n"
                                + "    </valueSetDefinition></valueSet>");
        ObjectDescribe thing = MetadataSource.read(dir).objects().get(0);
        FieldDescribe status = thing.field("Status__c").orElseThrow();
        assertTrue(status.defaultedOnCreate());
        assertEquals("Open", status.defaultValue().asText());
        FieldDescribe tags = thing.field("Tags__c").orElseThrow();
        assertEquals(null, tags.defaultValue());
        assertEquals(
                false, thing.field("IsDeleted").orElseThrow().defaultValue().asBoolean());
        FieldDescribe name = thing.field("Name").orElseThrow();
        assertTrue(name.autoNumber());
        assertEquals(80, name.length());
        assertFalse(name.groupable());
        assertFalse(name.createable());
    }

    /**
     * NPSP's unpackaged/config folders hold object files with neither label nor nameField (list views or fields added
     * to an object defined elsewhere, e.g. npe03__Recurring_Donation__c): a change to an object, not its definition.
     * A definition missing its nameField is still refused (BadSourceTest).
     */
    @Test
    void anObjectFileWithNeitherLabelNorNameFieldChangesAnObjectDefinedElsewhere() throws Exception {
        new SourceFiles(dir)
                .write(
                        "objects/npe03__Recurring_Donation__c.object",
                        SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">\n"
                                + "    <fields><fullName>Day_of_Month__c</fullName><label>Day of Month</label>"
                                + "<type>Number</type><precision>2</precision><scale>0</scale></fields>\n"
                                + "    <listViews><fullName>All</fullName><filterScope>Everything</filterScope>"
                                + "<label>All</label></listViews>\n</CustomObject>\n");
        SourceProject project = MetadataSource.read(dir);
        ObjectDescribe donation = project.objects().get(0);
        assertEquals("npe03__Recurring_Donation__c", donation.name());
        assertEquals(
                List.of("Day_of_Month__c"),
                donation.fields().stream().map(FieldDescribe::name).toList());
        assertEquals(2, donation.field("Day_of_Month__c").orElseThrow().precision());
        assertTrue(project.provenance("npe03__Recurring_Donation__c")
                .orElseThrow()
                .unknown()
                .containsAll(List.of(SourceUnknown.STANDARD_FIELDS, SourceUnknown.LABEL)));
    }

    /**
     * CumulusCI projects (Volunteers-for-Salesforce) keep {@code sfdx-project.json} beside a package directory in the
     * metadata API format ({@code src/objects/*.object}); it was read as an empty source-format project.
     */
    @Test
    void anSfdxProjectWhosePackageDirectoryIsInTheMetadataApiFormatIsReadAsSuch() throws Exception {
        new SourceFiles(dir)
                .write(
                        "sfdx-project.json",
                        "{\"packageDirectories\": [{\"path\": \"src\", \"default\": true}], \"namespace\": \"gw\"}")
                .write(
                        "src/objects/Job__c.object",
                        SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">\n"
                                + "    <fields><fullName>Hours__c</fullName><label>Hours</label><type>Number</type>"
                                + "<precision>5</precision><scale>2</scale></fields>\n"
                                + "    <label>Job</label><pluralLabel>Jobs</pluralLabel>\n"
                                + "    <nameField><label>Job Name</label><type>Text</type></nameField>\n"
                                + "    <sharingModel>ReadWrite</sharingModel>\n</CustomObject>\n");
        SourceProject project = MetadataSource.read(dir);
        assertEquals(SourceFormat.METADATA_API, project.format());
        ObjectDescribe job = project.object("gw__Job__c").orElseThrow();
        FieldDescribe hours = job.field("gw__Hours__c").orElseThrow();
        assertEquals(FieldType.DOUBLE, hours.type());
        assertEquals(2, hours.scale());
        assertEquals("Job Name", job.field("Name").orElseThrow().label());
    }

    /**
     * An external object as the Metadata API guide shows it (Products__x: an external data source, no nameField,
     * fields with {@code externalDeveloperName}): read, its standard fields left to a describe.
     */
    @Test
    void anExternalObjectIsReadWithoutNameField() throws Exception {
        SourceFiles.project(dir)
                .object(
                        "Products__x",
                        "    <externalDataSource>Products_DS</externalDataSource>\n"
                                + "    <externalName>Products</externalName>\n    <label>Products</label>\n"
                                + "    <pluralLabel>Products</pluralLabel>\n    <deploymentStatus>Deployed</deploymentStatus>")
                .field(
                        "Products__x",
                        "Rating__c",
                        "    <externalDeveloperName>Rating</externalDeveloperName>\n    <label>Rating</label>\n"
                                + "    <precision>18</precision>\n    <scale>0</scale>\n    <type>Number</type>");
        SourceProject project = MetadataSource.read(dir);
        ObjectDescribe products = project.object("Products__x").orElseThrow();
        assertEquals(FieldType.DOUBLE, products.field("Rating__c").orElseThrow().type());
        assertTrue(products.field("Id").isPresent());
        assertTrue(project.provenance("Products__x").orElseThrow().unknown().contains(SourceUnknown.STANDARD_FIELDS));
    }
}
