package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.describe.ChildRelationship;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.RealFixtures;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every real public project under runtime/src/testFixtures/real/source (SOURCES.md there) read as it is kept in Git,
 * with what it declares asserted: types, lengths, precision, references, picklist values, derived standard fields, and,
 * where the same objects' describes are public, every field equal to the describe's.
 */
class RealSourceProjectsTest {
    private static final Path SOURCE = RealFixtures.root().resolve("source");

    private static SourceProject read(String project) throws Exception {
        return MetadataSource.read(SOURCE.resolve(project));
    }

    private static FieldDescribe field(SourceProject project, String object, String field) {
        return project.object(object)
                .orElseThrow(() -> new AssertionError("no object " + object))
                .field(field)
                .orElseThrow(() -> new AssertionError("no field " + object + "." + field));
    }

    private static List<String> names(ObjectDescribe o) {
        return o.fields().stream().map(FieldDescribe::name).toList();
    }

    private static List<String> values(FieldDescribe f) {
        return f.picklistValues().stream().map(PicklistEntry::value).toList();
    }

    @Test
    void everyRealProjectReadsWithoutErrorsAndEveryObjectHasFields() throws Exception {
        List<String> projects = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(SOURCE)) {
            dirs.filter(Files::isDirectory)
                    .sorted()
                    .forEach(d -> projects.add(d.getFileName().toString()));
        }
        assertEquals(
                List.of(
                        "apex-recipes",
                        "camel-mdapi",
                        "camel-sfdx-project",
                        "coral-cloud",
                        "dreamhouse-lwc",
                        "ebikes-lwc",
                        "lwc-recipes",
                        "npsp-account",
                        "npsp-crlp-mdapi",
                        "volunteers-for-salesforce"),
                projects,
                "a project added here gets its assertions below");
        for (String project : projects) {
            SourceProject read = read(project);
            assertFalse(read.objects().isEmpty(), project);
            for (ObjectDescribe o : read.objects()) {
                assertFalse(o.fields().isEmpty(), project + " " + o.name());
                for (FieldDescribe f : o.fields()) {
                    assertTrue(f.label() != null && !f.label().isBlank(), project + " " + o.name() + "." + f.name());
                }
            }
        }
    }

    @Test
    void camelsInvoiceFromEitherFormatIsItsPublicDescribeFieldForField() throws Exception {
        String fixture = "describe/camel-invoice__c-describe-v42.json";
        ObjectDescribe describe = DescribeParser.parseObject(fixture, RealFixtures.bytes(fixture));
        for (String project : List.of("camel-sfdx-project", "camel-mdapi")) {
            ObjectDescribe source = read(project).object("Invoice__c").orElseThrow();
            assertEquals(names(describe), names(source), project);
            for (FieldDescribe f : source.fields()) {
                assertEquals(describe.field(f.name()).orElseThrow(), f, project + " " + f.name());
            }
        }
    }

    @Test
    void bothFormatsReadFromAZipFileAsFromTheirFolders(@TempDir Path dir) throws Exception {
        // A project handed over as a zip file (or in an in-memory file system) is read through its file system's own
        // listing; the default file system is listed by name.
        for (String project : List.of("camel-sfdx-project", "camel-mdapi")) {
            Path zip = dir.resolve(project + ".zip");
            try (FileSystem fs = FileSystems.newFileSystem(zip, Map.of("create", "true"))) {
                Path from = SOURCE.resolve(project);
                try (Stream<Path> files = Files.walk(from)) {
                    for (Path file : files.filter(Files::isRegularFile).toList()) {
                        Path to =
                                fs.getPath("/", from.relativize(file).toString().replace('\\', '/'));
                        Files.createDirectories(to.getParent());
                        Files.copy(file, to);
                    }
                }
            }
            try (FileSystem fs = FileSystems.newFileSystem(zip)) {
                SourceProject zipped = MetadataSource.read(fs.getPath("/"));
                assertEquals(read(project).objects(), zipped.objects(), project);
                assertFalse(zipped.objects().isEmpty(), project);
            }
        }
    }

    @Test
    void npspsAccountFieldsAreTheFieldsOfItsPublicDescribe() throws Exception {
        String fixture = "describe/cumulusci-account-personaccount-npsp-describe-v59.json";
        ObjectDescribe describe = DescribeParser.parseObject(fixture, RealFixtures.bytes(fixture));
        SourceProject npsp = read("npsp-account");
        ObjectDescribe account = npsp.object("Account").orElseThrow();
        assertEquals(21, account.fields().size());
        for (FieldDescribe f : account.fields()) {
            assertTrue(f.name().startsWith("npsp__"), f.name());
            assertEquals(describe.field(f.name()).orElseThrow(), f, f.name());
        }
        assertTrue(npsp.provenance("Account").orElseThrow().unknown().contains(SourceUnknown.STANDARD_FIELDS));
    }

    @Test
    void apexRecipesEventsCustomMetadataAndMasterDetailJunction() throws Exception {
        SourceProject p = read("apex-recipes");
        // A platform event: published (createable), never updated; its standard fields.
        ObjectDescribe log = p.object("Log__e").orElseThrow();
        assertEquals(
                List.of("ReplayId", "CreatedDate", "CreatedById", "EventUuid"),
                names(log).subList(0, 4));
        FieldDescribe message = log.field("Log_Message__c").orElseThrow();
        assertEquals(FieldType.TEXTAREA, message.type());
        assertEquals(131072, message.length());
        assertTrue(message.createable());
        assertFalse(message.updateable());
        // Custom metadata: read-only fields, the type's standard fields, relationships to setup entities.
        ObjectDescribe trigger = p.object("Metadata_Driven_Trigger__mdt").orElseThrow();
        assertTrue(names(trigger).containsAll(List.of("DeveloperName", "MasterLabel", "QualifiedApiName")));
        FieldDescribe object = trigger.field("Object__c").orElseThrow();
        assertEquals("externallookup", object.extraTypeInfo());
        assertEquals(List.of(), object.referenceTo());
        FieldDescribe order = trigger.field("Execution_Order__c").orElseThrow();
        assertEquals(FieldType.DOUBLE, order.type());
        assertFalse(order.createable() || order.updateable());
        FieldDescribe bucket = field(p, "Bucketed_Picklist_Value__mdt", "Picklist_Bucket__c");
        assertEquals(List.of("Picklist_Bucket__mdt"), bucket.referenceTo());
        // A junction of two master-details: no owner, an auto-number Name, cascade deletes from both parents.
        ObjectDescribe junction = p.object("Junction__c").orElseThrow();
        assertFalse(names(junction).contains("OwnerId"));
        FieldDescribe name = junction.field("Name").orElseThrow();
        assertTrue(name.autoNumber());
        assertEquals(80, name.length());
        FieldDescribe parent1 = junction.field("parent1__c").orElseThrow();
        assertEquals(List.of("Junction_Demo_1__c"), parent1.referenceTo());
        assertEquals("parent1__r", parent1.relationshipName());
        assertTrue(parent1.cascadeDelete());
        assertFalse(parent1.nillable());
        List<ChildRelationship> children =
                p.object("Junction_Demo_1__c").orElseThrow().childRelationships();
        assertEquals(1, children.size());
        assertEquals("Junction__c", children.get(0).childSObject());
        // Custom fields on standard objects.
        FieldDescribe external = field(p, "Account", "ExternalSalesforceId__c");
        assertTrue(external.externalId());
        assertEquals(18, external.length());
        FieldDescribe attendance = field(p, "Contact", "AttendanceStatus__c");
        assertEquals(List.of("Partial", "Full", "Asleep", "Excused Absence", "Unexcused Absence"), values(attendance));
        assertTrue(attendance.restrictedPicklist());
        assertEquals("This is only on Contact for expediency", attendance.inlineHelpText());
    }

    @Test
    void lwcRecipesStandardFieldFilesAreNotFields() throws Exception {
        SourceProject p = read("lwc-recipes");
        // objects/Contact/fields holds Email, Name, AccountId (Lookup), LeadSource (Picklist)... as retrieved.
        assertEquals(List.of("Picture__c"), names(p.object("Contact").orElseThrow()));
        assertEquals(FieldType.URL, field(p, "Contact", "Picture__c").type());
        FieldDescribe area = field(p, "Account", "AreaNumber__c");
        assertEquals(FieldType.DOUBLE, area.type());
        assertEquals(18, area.precision());
        assertEquals(0, area.scale());
    }

    @Test
    void coralCloudFormulasRollUpsAndMissingPackageDirectories() throws Exception {
        SourceProject p = read("coral-cloud");
        List<String> warned = p.warnings().stream().map(DescribeProblem::path).toList();
        assertEquals(
                List.of("$.packageDirectories[1].path", "$.packageDirectories[2].path", "$.packageDirectories[3].path"),
                warned);
        FieldDescribe total = field(p, "Booking__c", "Total_Price__c");
        assertEquals(FieldType.CURRENCY, total.type());
        assertTrue(total.calculated());
        assertEquals(18, total.precision());
        assertEquals(2, total.scale());
        assertFalse(total.createable());
        assertEquals(FieldType.TIME, field(p, "Booking__c", "End_Time__c").type());
        FieldDescribe status = field(p, "Booking__c", "Status__c");
        assertEquals(FieldType.STRING, status.type());
        assertEquals(1300, status.length());
        FieldDescribe reviews = field(p, "Experience__c", "Total_Guest_Reviews__c");
        assertEquals(FieldType.DOUBLE, reviews.type());
        assertTrue(reviews.calculated());
        assertEquals(0, reviews.scale());
        assertEquals(
                FieldType.PERCENT,
                field(p, "Session__c", "Percentage_Booked__c").type());
        FieldDescribe contact = field(p, "Booking__c", "Contact__c");
        assertEquals(List.of("Contact"), contact.referenceTo());
        assertTrue(contact.cascadeDelete());
        // Contact's AccountId file (type Lookup, no target) is a standard field's settings.
        assertFalse(names(p.object("Contact").orElseThrow()).contains("AccountId"));
        assertEquals(
                List.of("Primary", "Secondary", "Tertiary"),
                values(field(p, "Contact", "Level__c")).stream().sorted().toList());
    }

    @Test
    void ebikesPicklistsMasterDetailAndEvent() throws Exception {
        SourceProject p = read("ebikes-lwc");
        FieldDescribe category = field(p, "Product__c", "Category__c");
        assertEquals(List.of("Mountain", "Commuter"), values(category));
        assertTrue(category.restrictedPicklist());
        FieldDescribe order = field(p, "Order_Item__c", "Order__c");
        assertEquals(FieldType.REFERENCE, order.type());
        assertEquals("Order__r", order.relationshipName());
        assertFalse(order.updateable(), "not reparentable");
        assertFalse(names(p.object("Order_Item__c").orElseThrow()).contains("OwnerId"));
        assertEquals(List.of("Product__c"), field(p, "Case", "Product__c").referenceTo());
        FieldDescribe msrp = field(p, "Product__c", "MSRP__c");
        assertEquals(FieldType.CURRENCY, msrp.type());
        assertEquals(6, msrp.precision());
        assertFalse(field(p, "Manufacturing_Event__e", "Order_Id__c").updateable());
    }

    @Test
    void dreamhouseLocationHasItsComponents() throws Exception {
        SourceProject p = read("dreamhouse-lwc");
        assertEquals(FieldType.LOCATION, field(p, "Property__c", "Location__c").type());
        FieldDescribe latitude = field(p, "Property__c", "Location__Latitude__s");
        assertEquals(FieldType.DOUBLE, latitude.type());
        assertEquals(10, latitude.precision());
        assertEquals(7, latitude.scale());
        assertEquals("Location__c", latitude.compoundFieldName());
    }

    @Test
    void npspsMetadataApiConfigurationAddsFieldsToStandardObjects() throws Exception {
        SourceProject p = read("npsp-crlp-mdapi");
        assertEquals(SourceFormat.METADATA_API, p.format());
        assertEquals(
                List.of("Account", "Contact"),
                p.objects().stream().map(ObjectDescribe::name).toList());
        assertEquals(31, p.object("Account").orElseThrow().fields().size());
        FieldDescribe count = field(p, "Account", "AccConSC_Count__c");
        assertEquals(FieldType.DOUBLE, count.type());
        assertEquals(16, count.precision());
        assertEquals(0, count.scale());
        FieldDescribe total = field(p, "Account", "AccConSC_Total_SCs__c");
        assertEquals(FieldType.CURRENCY, total.type());
        assertEquals(2, total.scale());
        assertTrue(p.object("Contact").orElseThrow().fields().stream().allMatch(FieldDescribe::custom));
    }

    @Test
    void volunteersMetadataApiPackageDirectoryUnderAnSfdxProject() throws Exception {
        SourceProject p = read("volunteers-for-salesforce");
        assertEquals(SourceFormat.METADATA_API, p.format());
        assertEquals(
                List.of(
                        "GW_Volunteers__Job_Recurrence_Schedule__c",
                        "GW_Volunteers__PackageSettings__c",
                        "GW_Volunteers__Volunteer_Job__c",
                        "GW_Volunteers__Volunteer_Shift__c"),
                p.objects().stream().map(ObjectDescribe::name).toList());
        FieldDescribe duration = field(p, "GW_Volunteers__Volunteer_Shift__c", "GW_Volunteers__Duration__c");
        assertEquals(FieldType.DOUBLE, duration.type());
        assertEquals(5, duration.precision());
        assertEquals(2, duration.scale());
        assertFalse(duration.nillable(), "required");
        assertEquals("The length of this Shift (in hours).", duration.inlineHelpText());
        FieldDescribe job = field(p, "GW_Volunteers__Volunteer_Shift__c", "GW_Volunteers__Volunteer_Job__c");
        assertEquals(List.of("GW_Volunteers__Volunteer_Job__c"), job.referenceTo());
        assertEquals("GW_Volunteers__Volunteer_Job__r", job.relationshipName());
        assertTrue(job.cascadeDelete());
        ObjectDescribe settings = p.object("GW_Volunteers__PackageSettings__c").orElseThrow();
        assertTrue(settings.customSetting());
        assertTrue(names(settings).contains("SetupOwnerId"), "a hierarchy setting");
        assertFalse(names(settings).contains("OwnerId"));
    }
}
