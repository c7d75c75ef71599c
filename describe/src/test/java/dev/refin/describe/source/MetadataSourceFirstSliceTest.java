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

class MetadataSourceFirstSliceTest {

    @TempDir
    Path dir;

    @Test
    void readsACustomObjectWithTextNumberCheckboxAndPicklistFields() throws Exception {
        SourceFiles.project(dir)
                .object("Invoice__c", SourceFiles.customObject("Invoice"))
                .field("Invoice__c", "Memo__c", "<label>Memo</label><length>120</length><type>Text</type>")
                .field(
                        "Invoice__c",
                        "Amount__c",
                        "<label>Amount</label><precision>16</precision><scale>2</scale><required>true</required>"
                                + "<type>Number</type>")
                .field(
                        "Invoice__c",
                        "Paid__c",
                        "<defaultValue>true</defaultValue><label>Paid</label><type>Checkbox</type>")
                .field(
                        "Invoice__c",
                        "Status__c",
                        "<label>Status</label><type>Picklist</type><valueSet><restricted>true</restricted>"
                                + "<valueSetDefinition><sorted>false</sorted>"
                                + "<value><fullName>Draft</fullName><default>true</default><label>Draft</label></value>"
                                + "<value><fullName>Posted</fullName><default>false</default><label>Posted!</label></value>"
                                + "<value><fullName>Old</fullName><default>false</default><isActive>false</isActive>"
                                + "<label>Old</label></value>"
                                + "</valueSetDefinition></valueSet>");

        SourceProject project = MetadataSource.read(dir);

        assertEquals(SourceFormat.SOURCE, project.format());
        assertEquals(1, project.objects().size());
        ObjectDescribe invoice = project.objects().get(0);
        assertEquals("Invoice__c", invoice.name());
        assertEquals("Invoice", invoice.label());
        assertEquals("Invoices", invoice.labelPlural());
        assertTrue(invoice.custom());
        assertNull(invoice.keyPrefix());
        assertEquals(
                List.of(
                        "Id",
                        "OwnerId",
                        "IsDeleted",
                        "Name",
                        "CreatedDate",
                        "CreatedById",
                        "LastModifiedDate",
                        "LastModifiedById",
                        "SystemModstamp",
                        "LastViewedDate",
                        "LastReferencedDate",
                        "Amount__c",
                        "Memo__c",
                        "Paid__c",
                        "Status__c"),
                invoice.fields().stream().map(FieldDescribe::name).toList());

        FieldDescribe id = invoice.field("Id").orElseThrow();
        assertEquals(FieldType.ID, id.type());
        assertFalse(id.nillable());
        assertFalse(id.createable());

        FieldDescribe name = invoice.field("Name").orElseThrow();
        assertEquals(FieldType.STRING, name.type());
        assertEquals("Invoice Name", name.label());
        assertEquals(80, name.length());
        assertTrue(name.nameField());
        assertTrue(name.createable());

        FieldDescribe memo = invoice.field("Memo__c").orElseThrow();
        assertEquals(FieldType.STRING, memo.type());
        assertEquals("xsd:string", memo.soapType());
        assertEquals(120, memo.length());
        assertTrue(memo.nillable());
        assertTrue(memo.custom());

        FieldDescribe amount = invoice.field("Amount__c").orElseThrow();
        assertEquals(FieldType.DOUBLE, amount.type());
        assertEquals(16, amount.precision());
        assertEquals(2, amount.scale());
        assertFalse(amount.nillable(), "required -> not nillable");
        assertFalse(amount.groupable());

        FieldDescribe paid = invoice.field("Paid__c").orElseThrow();
        assertEquals(FieldType.BOOLEAN, paid.type());
        assertFalse(paid.nillable());
        assertTrue(paid.defaultedOnCreate());
        assertTrue(paid.defaultValue().booleanValue());

        FieldDescribe status = invoice.field("Status__c").orElseThrow();
        assertEquals(FieldType.PICKLIST, status.type());
        assertTrue(status.restrictedPicklist());
        assertEquals(
                List.of(
                        new PicklistEntry("Draft", "Draft", true, true, null),
                        new PicklistEntry("Posted", "Posted!", true, false, null),
                        new PicklistEntry("Old", "Old", false, false, null)),
                status.picklistValues());

        ObjectProvenance provenance = project.provenance("invoice__C").orElseThrow();
        assertTrue(provenance.isUnknown(SourceUnknown.KEY_PREFIX));
        assertTrue(provenance.isUnknown(SourceUnknown.OBJECT_PERMISSIONS));
        assertEquals(
                dir.resolve("force-app/main/default/objects/Invoice__c/Invoice__c.object-meta.xml")
                        .toAbsolutePath(),
                provenance.file());
        FieldProvenance memoFrom = provenance.field("memo__c").orElseThrow();
        assertTrue(memoFrom.declared());
        assertEquals(
                dir.resolve("force-app/main/default/objects/Invoice__c/fields/Memo__c.field-meta.xml")
                        .toAbsolutePath(),
                memoFrom.file());
        assertTrue(provenance.field("OwnerId").orElseThrow().derived());
        assertTrue(provenance.field("Name").orElseThrow().declared(), "Name is declared by the nameField");
    }
}
