package dev.refin.describe.source;

import dev.refin.describe.ObjectKind;
import dev.refin.runtime.FieldType;
import java.util.ArrayList;
import java.util.List;

/**
 * The standard fields the platform adds to an object the project declares, in the order its describe lists them,
 * derived from the object's settings as the platform derives them.
 */
final class StandardFields {

    /** The settings of an object that decide its standard fields. */
    record Settings(
            ObjectKind kind,
            String customSettingsType,
            boolean masterDetailChild,
            boolean recordTypes,
            boolean enableActivities,
            FieldBuilder name) {}

    private StandardFields() {}

    /** The standard fields, {@code Name} (from {@code nameField}) among them where the object has one. */
    static List<FieldBuilder> derive(Settings s) {
        List<FieldBuilder> fields = new ArrayList<>();
        switch (s.kind()) {
            case PLATFORM_EVENT:
                fields.add(readOnly(text("ReplayId", "Replay ID", 255)).selectOnly());
                fields.add(stamp("CreatedDate", "Created Date"));
                fields.add(user("CreatedById", "Created By ID", "CreatedBy"));
                FieldBuilder uuid = readOnly(text("EventUuid", "Event UUID", 36));
                uuid.nillable = true;
                uuid.defaultedOnCreate = false;
                fields.add(uuid);
                return fields;
            case CUSTOM_METADATA:
                fields.add(id());
                fields.add(metadataText("DeveloperName", "Custom Metadata Record Name", 40));
                fields.add(metadataText("MasterLabel", "Label", 40));
                fields.add(metadataText("Language", "Master Language", 40));
                fields.add(metadataText("NamespacePrefix", "Namespace Prefix", 15));
                fields.add(metadataText("Label", "Label", 40));
                fields.add(metadataText("QualifiedApiName", "Qualified API Name", 70));
                return fields;
            case OBJECT:
                break;
            default:
                // Big and external objects: their standard fields are not derived (see SourceUnknown.STANDARD_FIELDS).
                fields.add(id());
                return fields;
        }
        fields.add(id());
        boolean setting = s.customSettingsType() != null;
        if (!setting && !s.masterDetailChild()) {
            FieldBuilder owner = new FieldBuilder("OwnerId", "Owner ID", FieldType.REFERENCE, "tns:ID");
            owner.length = 18;
            owner.nillable = false;
            owner.defaultedOnCreate = true;
            owner.groupable = true;
            owner.aggregatable = true;
            owner.referenceTo = new ArrayList<>(List.of("Group", "User"));
            owner.relationshipName = "Owner";
            owner.polymorphicForeignKey = true;
            fields.add(owner);
        }
        FieldBuilder deleted = readOnly(new FieldBuilder("IsDeleted", "Deleted", FieldType.BOOLEAN, "xsd:boolean"));
        deleted.groupable = true;
        // Describes since API 30-odd give a checkbox's default, IsDeleted's included (camel's Invoice__c, v42).
        deleted.defaultValue = com.fasterxml.jackson.databind.node.BooleanNode.FALSE;
        fields.add(deleted);
        if (s.name() != null) {
            fields.add(s.name());
        }
        if (s.recordTypes() && !setting) {
            FieldBuilder recordType = new FieldBuilder("RecordTypeId", "Record Type ID", FieldType.REFERENCE, "tns:ID");
            recordType.length = 18;
            recordType.groupable = true;
            recordType.aggregatable = true;
            recordType.referenceTo = new ArrayList<>(List.of("RecordType"));
            recordType.relationshipName = "RecordType";
            fields.add(recordType);
        }
        if ("Hierarchy".equals(s.customSettingsType())) {
            FieldBuilder setupOwner = new FieldBuilder("SetupOwnerId", "Location", FieldType.REFERENCE, "tns:ID");
            setupOwner.length = 18;
            setupOwner.nillable = false;
            setupOwner.defaultedOnCreate = true;
            setupOwner.groupable = true;
            setupOwner.aggregatable = true;
            setupOwner.referenceTo = new ArrayList<>(List.of("Organization", "Profile", "User"));
            setupOwner.relationshipName = "SetupOwner";
            setupOwner.polymorphicForeignKey = true;
            fields.add(setupOwner);
        }
        fields.add(stamp("CreatedDate", "Created Date"));
        fields.add(user("CreatedById", "Created By ID", "CreatedBy"));
        fields.add(stamp("LastModifiedDate", "Last Modified Date"));
        fields.add(user("LastModifiedById", "Last Modified By ID", "LastModifiedBy"));
        fields.add(stamp("SystemModstamp", "System Modstamp"));
        if (!setting) {
            if (s.enableActivities()) {
                FieldBuilder activity = readOnly(
                        new FieldBuilder("LastActivityDate", "Last Activity Date", FieldType.DATE, "xsd:date"));
                activity.nillable = true;
                activity.defaultedOnCreate = false;
                activity.groupable = true;
                activity.aggregatable = true;
                fields.add(activity);
            }
            for (String[] viewed : new String[][] {
                {"LastViewedDate", "Last Viewed Date"}, {"LastReferencedDate", "Last Referenced Date"}
            }) {
                FieldBuilder b = stamp(viewed[0], viewed[1]);
                b.nillable = true;
                b.defaultedOnCreate = false;
                fields.add(b);
            }
        }
        return fields;
    }

    /** The {@code Name} field from the object's {@code nameField}: {@code Text} or {@code AutoNumber}. */
    static FieldBuilder name(String label, boolean autoNumber) {
        // An auto-number Name keeps the Name column's 80 characters and, unlike a text Name, is not groupable
        // (camel's Invoice__c describe, v42).
        FieldBuilder name = text("Name", label, 80);
        name.nameField = true;
        name.idLookup = true;
        name.defaultedOnCreate = true;
        if (autoNumber) {
            name.autoNumber = true;
            name.groupable = false;
            name.createable = false;
            name.updateable = false;
            name.nillable = false;
        }
        return name;
    }

    private static FieldBuilder id() {
        FieldBuilder id = readOnly(new FieldBuilder("Id", "Record ID", FieldType.ID, "tns:ID"));
        id.length = 18;
        id.idLookup = true;
        id.groupable = true;
        id.aggregatable = true;
        return id;
    }

    private static FieldBuilder text(String name, String label, int length) {
        FieldBuilder b = new FieldBuilder(name, label, FieldType.STRING, "xsd:string");
        b.length = length;
        b.groupable = true;
        b.aggregatable = true;
        return b;
    }

    private static FieldBuilder metadataText(String name, String label, int length) {
        FieldBuilder b = readOnly(text(name, label, length));
        b.nillable = !name.equals("DeveloperName") && !name.equals("MasterLabel");
        b.defaultedOnCreate = false;
        return b;
    }

    private static FieldBuilder stamp(String name, String label) {
        FieldBuilder b = readOnly(new FieldBuilder(name, label, FieldType.DATETIME, "xsd:dateTime"));
        b.aggregatable = true;
        return b;
    }

    private static FieldBuilder user(String name, String label, String relationship) {
        FieldBuilder b = readOnly(new FieldBuilder(name, label, FieldType.REFERENCE, "tns:ID"));
        b.length = 18;
        b.groupable = true;
        b.aggregatable = true;
        b.referenceTo = new ArrayList<>(List.of("User"));
        b.relationshipName = relationship;
        return b;
    }

    /** A field only the platform writes: not nillable, filled on create. */
    private static FieldBuilder readOnly(FieldBuilder b) {
        b.createable = false;
        b.updateable = false;
        b.nillable = false;
        b.defaultedOnCreate = true;
        return b;
    }
}
