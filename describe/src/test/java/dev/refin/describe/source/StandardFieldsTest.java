package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.ObjectKind;
import dev.refin.describe.RecordTypeInfo;
import dev.refin.runtime.FieldType;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The standard fields the platform adds, derived from the object's settings, and the kinds of object. */
class StandardFieldsTest {

    @TempDir
    Path dir;

    private static List<String> names(ObjectDescribe o) {
        return o.fields().stream().map(FieldDescribe::name).toList();
    }

    @Test
    void activitiesAutoNumberNameAndRecordTypes() throws Exception {
        SourceFiles.project(dir)
                .object(
                        "Job__c",
                        "<enableActivities>true</enableActivities><label>Job</label><pluralLabel>Jobs</pluralLabel>"
                                + "<nameField><displayFormat>J-{0000}</displayFormat><label>Job Number</label>"
                                + "<type>AutoNumber</type></nameField><sharingModel>Private</sharingModel>")
                .write(
                        "force-app/main/default/objects/Job__c/recordTypes/Field.recordType-meta.xml",
                        SourceFiles.HEADER + "<RecordType" + SourceFiles.NS + "><fullName>Field</fullName>"
                                + "<active>true</active><label>Field job</label></RecordType>");
        ObjectDescribe job = MetadataSource.read(dir).objects().get(0);
        assertEquals(
                List.of(
                        "Id",
                        "OwnerId",
                        "IsDeleted",
                        "Name",
                        "RecordTypeId",
                        "CreatedDate",
                        "CreatedById",
                        "LastModifiedDate",
                        "LastModifiedById",
                        "SystemModstamp",
                        "LastActivityDate",
                        "LastViewedDate",
                        "LastReferencedDate"),
                names(job));
        FieldDescribe name = job.field("Name").orElseThrow();
        assertTrue(name.autoNumber());
        assertEquals("Job Number", name.label());
        assertFalse(name.createable() || name.updateable() || name.nillable());
        FieldDescribe owner = job.field("OwnerId").orElseThrow();
        assertEquals(List.of("Group", "User"), owner.referenceTo());
        assertEquals("Owner", owner.relationshipName());
        assertTrue(owner.createable() && owner.updateable());
        assertFalse(owner.nillable());
        FieldDescribe created = job.field("CreatedById").orElseThrow();
        assertEquals(List.of("User"), created.referenceTo());
        assertFalse(created.createable());
        assertEquals(FieldType.DATE, job.field("LastActivityDate").orElseThrow().type());
        assertEquals(
                List.of(
                        new RecordTypeInfo("Field job", "Field", null, true, true, false, false),
                        new RecordTypeInfo("Master", "Master", "012000000000000AAA", true, true, false, true)),
                job.recordTypeInfos());
        ObjectProvenance p = MetadataSource.read(dir).provenance("Job__c").orElseThrow();
        assertTrue(p.isUnknown(SourceUnknown.RECORD_TYPE_IDS));
    }

    @Test
    void customSettings() throws Exception {
        SourceFiles.project(dir)
                .object(
                        "Config__c",
                        "<customSettingsType>Hierarchy</customSettingsType><label>Config</label>"
                                + "<visibility>Public</visibility>")
                .object("Codes__c", "<customSettingsType>List</customSettingsType><label>Codes</label>");
        SourceProject project = MetadataSource.read(dir);
        ObjectDescribe config = project.object("Config__c").orElseThrow();
        assertTrue(config.customSetting());
        assertEquals(
                List.of(
                        "Id",
                        "IsDeleted",
                        "Name",
                        "SetupOwnerId",
                        "CreatedDate",
                        "CreatedById",
                        "LastModifiedDate",
                        "LastModifiedById",
                        "SystemModstamp"),
                names(config));
        assertEquals(
                List.of("Organization", "Profile", "User"),
                config.field("SetupOwnerId").orElseThrow().referenceTo());
        ObjectDescribe codes = project.object("Codes__c").orElseThrow();
        assertFalse(codes.field("SetupOwnerId").isPresent());
        assertFalse(codes.field("OwnerId").isPresent());
        assertTrue(codes.recordTypeInfos().isEmpty());
    }

    @Test
    void platformEventsCustomMetadataAndBigObjects() throws Exception {
        SourceFiles.project(dir)
                .object(
                        "Posted__e",
                        "<deploymentStatus>Deployed</deploymentStatus><eventType>HighVolume</eventType>"
                                + "<label>Posted</label><pluralLabel>Posted</pluralLabel><publishBehavior>PublishAfterCommit"
                                + "</publishBehavior>")
                .field("Posted__e", "Ref__c", "<label>Ref</label><length>18</length><type>Text</type>")
                .object(
                        "Rate__mdt",
                        "<label>Rate</label><pluralLabel>Rates</pluralLabel><visibility>Public</visibility>")
                .field(
                        "Rate__mdt",
                        "Value__c",
                        "<label>Value</label><precision>5</precision><scale>2</scale>" + "<type>Number</type>")
                .object("Archive__b", "<label>Archive</label><pluralLabel>Archives</pluralLabel>")
                .field(
                        "Archive__b",
                        "Key__c",
                        "<label>Key</label><length>40</length><required>true</required>" + "<type>Text</type>");
        SourceProject project = MetadataSource.read(dir);

        ObjectDescribe event = project.object("Posted__e").orElseThrow();
        assertEquals(ObjectKind.PLATFORM_EVENT, ObjectKind.of(event.name()));
        assertEquals(List.of("ReplayId", "CreatedDate", "CreatedById", "EventUuid", "Ref__c"), names(event));
        assertTrue(event.createable());
        assertFalse(event.updateable() || event.deletable() || event.queryable());
        assertFalse(event.field("Ref__c").orElseThrow().updateable());
        assertTrue(event.field("Ref__c").orElseThrow().createable());
        assertTrue(event.recordTypeInfos().isEmpty());

        ObjectDescribe metadata = project.object("Rate__mdt").orElseThrow();
        assertEquals(
                List.of(
                        "Id",
                        "DeveloperName",
                        "MasterLabel",
                        "Language",
                        "NamespacePrefix",
                        "Label",
                        "QualifiedApiName",
                        "Value__c"),
                names(metadata));
        assertFalse(metadata.createable() || metadata.updateable() || metadata.deletable());
        assertTrue(metadata.queryable());
        assertFalse(metadata.field("Value__c").orElseThrow().createable());

        ObjectDescribe big = project.object("Archive__b").orElseThrow();
        assertEquals(List.of("Id", "Key__c"), names(big));
        assertTrue(project.provenance("Archive__b").orElseThrow().isUnknown(SourceUnknown.STANDARD_FIELDS));
        assertFalse(project.provenance("Posted__e").orElseThrow().isUnknown(SourceUnknown.STANDARD_FIELDS));
    }

    @Test
    void aStandardObjectWithOnlyCustomFieldsSaysWhatIsUnknown() throws Exception {
        SourceFiles.project(dir)
                .field(
                        "Account",
                        "Tier__c",
                        "<label>Tier</label><type>Picklist</type><valueSet><valueSetDefinition>"
                                + "<value><fullName>Gold</fullName><default>false</default><label>Gold</label></value>"
                                + "</valueSetDefinition></valueSet>");
        SourceProject project = MetadataSource.read(dir);
        ObjectDescribe account = project.objects().get(0);
        assertEquals("Account", account.name());
        assertFalse(account.custom());
        assertEquals(List.of("Tier__c"), names(account));
        ObjectProvenance p = project.provenance("Account").orElseThrow();
        assertNull(p.file());
        assertEquals(
                Set.of(
                        SourceUnknown.KEY_PREFIX,
                        SourceUnknown.OBJECT_PERMISSIONS,
                        SourceUnknown.FIELD_PERMISSIONS,
                        SourceUnknown.CHILD_RELATIONSHIPS,
                        SourceUnknown.STANDARD_FIELDS,
                        SourceUnknown.LABEL),
                p.unknown());
        assertEquals("Account", account.label());
    }

    @Test
    void aPackagesOwnSourceGetsItsNamespace() throws Exception {
        SourceFiles files = new SourceFiles(dir)
                .write(
                        "sfdx-project.json",
                        "{\"packageDirectories\": [{\"path\": \"force-app\"}], \"namespace\": \"refin\"}")
                .object("Invoice__c", SourceFiles.customObject("Invoice"))
                .object("Line__c", SourceFiles.customObject("Line"))
                .field(
                        "Line__c",
                        "Invoice__c",
                        "<label>Invoice</label><referenceTo>Invoice__c</referenceTo>"
                                + "<relationshipName>Lines</relationshipName><type>Lookup</type>")
                .field(
                        "Line__c",
                        "Account__c",
                        "<label>Account</label><referenceTo>Account</referenceTo>"
                                + "<relationshipName>Lines</relationshipName><type>Lookup</type>");
        SourceProject project = MetadataSource.read(dir);
        assertEquals(
                List.of("refin__Invoice__c", "refin__Line__c"),
                project.objects().stream().map(ObjectDescribe::name).toList());
        ObjectDescribe line = project.object("refin__Line__c").orElseThrow();
        FieldDescribe invoice = line.field("refin__Invoice__c").orElseThrow();
        assertEquals(List.of("refin__Invoice__c"), invoice.referenceTo());
        assertEquals("refin__Invoice__r", invoice.relationshipName());
        assertEquals(
                List.of("Account"),
                line.field("refin__Account__c").orElseThrow().referenceTo());
        assertEquals(
                "refin__Lines__r",
                project.object("refin__Invoice__c")
                        .orElseThrow()
                        .childRelationships()
                        .get(0)
                        .relationshipName());
        assertTrue(files != null);
    }

    @Test
    void severalPackageDirectoriesAndAnyFolderLayout() throws Exception {
        new SourceFiles(dir)
                .write(
                        "sfdx-project.json",
                        "{\"packageDirectories\": [{\"path\": \"core\"}, {\"path\": \"extras/app\"}]}")
                .write(
                        "core/objects/A__c/A__c.object-meta.xml",
                        SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">" + SourceFiles.customObject("A")
                                + "</CustomObject>")
                .write(
                        "extras/app/main/default/objects/A__c/fields/X__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + "><fullName>X__c</fullName>"
                                + "<label>X</label><type>Date</type></CustomField>")
                .write(
                        "extras/app/objects/B__c/B__c.object-meta.xml",
                        SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">" + SourceFiles.customObject("B")
                                + "</CustomObject>");
        SourceProject project = MetadataSource.read(dir);
        assertEquals(2, project.objects().size());
        assertTrue(project.object("A__c").orElseThrow().field("X__c").isPresent(), "fields from another directory");
    }
}
