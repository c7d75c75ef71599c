package dev.refin.emulator.auth;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.schema.Schema;
import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.Json;

/**
 * The org itself as its one {@code Organization} record (id {@link Auth#ORG_ID}), which tools such as the Salesforce
 * CLI read to show an org's name, instance, edition, sandbox flag and namespace: a production Developer Edition org
 * named {@value #NAME} on instance {@value #INSTANCE_NAME}, with no namespace of its own (the accounting package's
 * {@code refin} namespace belongs to the installed package, not to the org).
 */
public final class Org {
    /** The org's name. */
    public static final String NAME = "refin emulator";

    /** The org's instance, as {@code InstanceName} answers it. */
    public static final String INSTANCE_NAME = "EMU1";

    /** The org's edition, as {@code OrganizationType} answers it. */
    public static final String ORGANIZATION_TYPE = "Developer Edition";

    private Org() {}

    /** Stores the {@code Organization} record, when the schema has the object (it always has: it is built in). */
    public static void store(Schema schema, RecordStore store, String now) {
        Schema.SObjectSchema organization = schema.object("Organization").orElse(null);
        if (organization == null) {
            return;
        }
        ObjectDescribe object = organization.describe();
        store.write(() -> {
            store.put(object.name(), Auth.ORG_ID, row(object, now));
            return null;
        });
    }

    private static ObjectNode row(ObjectDescribe object, String now) {
        ObjectNode row = Json.object();
        row.put("Id", Auth.ORG_ID);
        for (FieldDescribe field : object.fields()) {
            switch (field.name()) {
                case "Id" -> {}
                case "Name" -> row.put(field.name(), NAME);
                case "InstanceName" -> row.put(field.name(), INSTANCE_NAME);
                case "OrganizationType" -> row.put(field.name(), ORGANIZATION_TYPE);
                case "IsSandbox", "IsReadOnly" -> row.put(field.name(), false);
                case "Country" -> row.put(field.name(), "US");
                case "PrimaryContact" -> row.put(field.name(), "Integration User");
                case "DefaultLocaleSidKey", "LanguageLocaleKey" -> row.put(field.name(), "en_US");
                case "TimeZoneSidKey" -> row.put(field.name(), "GMT");
                case "DefaultCurrencyIsoCode" -> row.put(field.name(), "USD");
                case "FiscalYearStartMonth" -> row.put(field.name(), 1);
                case "CreatedDate", "LastModifiedDate", "SystemModstamp" -> row.put(field.name(), now);
                case "CreatedById", "LastModifiedById" -> row.put(field.name(), RecordIds.INTEGRATION_USER_ID);
                default -> row.putNull(field.name());
            }
        }
        return row;
    }
}
