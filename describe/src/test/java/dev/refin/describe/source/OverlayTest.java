package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.describe.DescribeParser;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.RealFixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Source laid over describes: source adds and changes fields; describes supply what only an org knows. */
class OverlayTest {
    private static final String FIXTURE = "describe/elasticio-account-describe-v46-with-custom-fields.json";

    @TempDir
    Path dir;

    private static ObjectDescribe account() throws Exception {
        return DescribeParser.parseObject(FIXTURE, RealFixtures.bytes(FIXTURE));
    }

    @Test
    void sourceAddsAndChangesFieldsOfADescribedObject() throws Exception {
        ObjectDescribe account = account();
        SourceFiles.project(dir)
                // An admin adds a field and a value to an existing picklist.
                .field("Account", "Dimension__c", "<label>Dimension</label><length>20</length><type>Text</type>")
                .field(
                        "Account",
                        "SLA__c",
                        "<label>SLA</label><type>Picklist</type><valueSet><valueSetDefinition>"
                                + "<value><fullName>Gold</fullName><default>false</default><label>Gold</label></value>"
                                + "<value><fullName>Diamond</fullName><default>false</default><label>Diamond</label></value>"
                                + "</valueSetDefinition></valueSet>")
                .object("Project__c", SourceFiles.customObject("Project"));
        SourceProject source = MetadataSource.read(dir);

        Overlay overlay = MetadataSource.overlay(List.of(account), source);

        assertEquals(
                List.of("Account", "Project__c"),
                overlay.objects().stream().map(ObjectDescribe::name).toList());
        ObjectDescribe merged = overlay.objects().get(0);
        assertEquals(account.keyPrefix(), merged.keyPrefix(), "the describe supplies the key prefix");
        assertEquals(account.label(), merged.label(), "source declares no label for Account");
        assertEquals(account.childRelationships(), merged.childRelationships());
        assertEquals(account.recordTypeInfos(), merged.recordTypeInfos());
        assertEquals(account.fields().size() + 1, merged.fields().size());
        assertEquals(
                account.fields().stream().map(FieldDescribe::name).toList(),
                merged.fields().subList(0, account.fields().size()).stream()
                        .map(FieldDescribe::name)
                        .toList(),
                "the describe's order, new fields after");
        assertEquals(
                "Dimension__c", merged.fields().get(merged.fields().size() - 1).name());
        assertEquals(
                List.of("Gold", "Diamond"),
                merged.field("SLA__c").orElseThrow().picklistValues().stream()
                        .map(PicklistEntry::value)
                        .toList());

        assertEquals(Optional.of(Origin.SOURCE_OVER_DESCRIBE), overlay.origin("account"));
        assertEquals(Optional.of(Origin.DESCRIBE), overlay.origin("Account", "Name"));
        assertEquals(Optional.of(Origin.SOURCE_OVER_DESCRIBE), overlay.origin("Account", "sla__c"));
        assertEquals(Optional.of(Origin.SOURCE), overlay.origin("Account", "Dimension__c"));
        assertEquals(Set.of(), overlay.unknown("Account"));

        assertEquals(Optional.of(Origin.SOURCE), overlay.origin("Project__c"));
        assertEquals(Optional.of(Origin.SOURCE), overlay.origin("Project__c", "OwnerId"));
        assertTrue(overlay.unknown("Project__c").contains(SourceUnknown.KEY_PREFIX));
        assertTrue(overlay.provenance("Project__c")
                .orElseThrow()
                .file()
                .toString()
                .endsWith("Project__c.object-meta.xml"));
        assertEquals(Optional.empty(), overlay.origin("Contact"));
    }

    @Test
    void theDescribeSuppliesStandardFieldsAndFieldPermissions() throws Exception {
        // A describe of the object as an org gives it: a read-only field for this user, a standard field source
        // derives differently (LastActivityDate absent: activities are off in the org).
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field("Thing__c", "Code__c", "<label>Code</label><length>30</length><type>Text</type>")
                .field("Thing__c", "Extra__c", "<label>Extra</label><type>Date</type>");
        SourceProject source = MetadataSource.read(dir);
        ObjectDescribe fromSource = source.objects().get(0);
        List<FieldDescribe> orgFields = fromSource.fields().stream()
                .filter(f -> !f.name().equals("Extra__c") && !f.name().equals("LastViewedDate"))
                .map(f -> f.name().equals("Code__c") ? readOnly(f, 20) : f)
                .toList();
        ObjectDescribe describe = new ObjectDescribe(
                "Thing__c",
                "Old label",
                "Old labels",
                "a07",
                true,
                false,
                true,
                true,
                false,
                true,
                orgFields,
                List.of(),
                fromSource.recordTypeInfos());

        Overlay overlay = MetadataSource.overlay(List.of(describe), source);

        ObjectDescribe merged = overlay.objects().get(0);
        assertEquals("a07", merged.keyPrefix());
        assertFalse(merged.deletable(), "object permissions from the describe");
        assertEquals("Thing", merged.label(), "the label the source declares");
        FieldDescribe code = merged.field("Code__c").orElseThrow();
        assertEquals(30, code.length(), "the source changes the field");
        assertFalse(code.updateable(), "the describing user's field permissions stay");
        assertTrue(merged.field("LastViewedDate").isEmpty(), "standard fields are the describe's");
        assertEquals(Optional.of(Origin.DESCRIBE), overlay.origin("Thing__c", "OwnerId"));
        assertEquals(Optional.of(Origin.SOURCE), overlay.origin("Thing__c", "Extra__c"));
        assertEquals(FieldType.DATE, merged.field("Extra__c").orElseThrow().type());
    }

    private static FieldDescribe readOnly(FieldDescribe f, int length) {
        return new FieldDescribe(
                f.name(),
                f.label(),
                f.type(),
                f.rawType(),
                f.soapType(),
                length,
                f.precision(),
                f.scale(),
                f.digits(),
                f.nillable(),
                f.createable(),
                false,
                f.defaultedOnCreate(),
                f.custom(),
                f.calculated(),
                f.calculatedFormula(),
                f.autoNumber(),
                f.externalId(),
                f.unique(),
                f.idLookup(),
                f.caseSensitive(),
                f.nameField(),
                f.filterable(),
                f.sortable(),
                f.groupable(),
                f.aggregatable(),
                f.htmlFormatted(),
                f.encrypted(),
                f.deprecatedAndHidden(),
                f.defaultValue(),
                f.inlineHelpText(),
                f.extraTypeInfo(),
                f.compoundFieldName(),
                f.referenceTo(),
                f.relationshipName(),
                f.relationshipOrder(),
                f.cascadeDelete(),
                f.polymorphicForeignKey(),
                f.restrictedPicklist(),
                f.dependentPicklist(),
                f.controllerName(),
                f.picklistValues());
    }

    @Test
    void describesAloneAreKept() throws Exception {
        SourceFiles.project(dir).object("Thing__c", SourceFiles.customObject("Thing"));
        Overlay overlay = MetadataSource.overlay(List.of(account()), MetadataSource.read(dir));
        assertEquals(Optional.of(Origin.DESCRIBE), overlay.origin("Account"));
        assertEquals(account(), overlay.objects().get(0));
        assertTrue(overlay.provenance("Account").isEmpty());
    }
}
