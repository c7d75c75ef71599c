package dev.refin.emulator.auth;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.schema.Schema;
import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.Json;
import java.util.Locale;

/**
 * The org's configured users as {@code User} rows (when the snapshot describes {@code User}), so
 * {@code CreatedBy.Name}, {@code Owner.Name} and {@code SELECT ... FROM User} answer as on an org; names are derived
 * from the login name ({@code ada.lovelace@x} is Ada Lovelace).
 */
public final class Users {
    private Users() {}

    /** Stores one {@code User} row per configured user; a snapshot without {@code User} gets none. */
    public static void store(Schema schema, RecordStore store, Auth auth, String now) {
        Schema.SObjectSchema user = schema.object("User").orElse(null);
        if (user == null) {
            return;
        }
        ObjectDescribe object = user.describe();
        store.write(() -> {
            for (Auth.User one : auth.users()) {
                store.put(object.name(), one.id(), row(object, one, now));
            }
            return null;
        });
    }

    private static ObjectNode row(ObjectDescribe object, Auth.User user, String now) {
        ObjectNode row = Json.object();
        row.put("Id", user.id());
        for (FieldDescribe field : object.fields()) {
            switch (field.name()) {
                case "Username", "Email" -> row.put(field.name(), user.username());
                case "FirstName" -> row.put(field.name(), firstName(user));
                case "LastName" -> row.put(field.name(), lastName(user));
                case "Name" -> row.put(field.name(), name(user));
                case "Alias", "CommunityNickname" -> row.put(field.name(), alias(user));
                case "IsActive" -> row.put(field.name(), true);
                case "UserType" -> row.put(field.name(), "Standard");
                case "CompanyName" -> row.put(field.name(), "refin emulator");
                case "DefaultCurrencyIsoCode", "CurrencyIsoCode" -> row.put(field.name(), "USD");
                case "TimeZoneSidKey" -> row.put(field.name(), "GMT");
                case "LanguageLocaleKey", "LocaleSidKey" -> row.put(field.name(), "en_US");
                case "CreatedDate", "LastModifiedDate", "SystemModstamp" -> row.put(field.name(), now);
                case "CreatedById", "LastModifiedById" -> row.put(field.name(), RecordIds.INTEGRATION_USER_ID);
                case "IsDeleted" -> row.put(field.name(), false);
                default -> {
                    if (!field.name().equals("Id")) {
                        row.putNull(field.name());
                    }
                }
            }
        }
        return row;
    }

    private static String[] parts(Auth.User user) {
        String local = user.username();
        int at = local.indexOf('@');
        if (at > 0) {
            local = local.substring(0, at);
        }
        return local.split("[._+-]+", 2);
    }

    private static String capitalized(String word) {
        return word.isEmpty() ? word : word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }

    /** The first name derived from the login name. */
    public static String firstName(Auth.User user) {
        return capitalized(parts(user)[0]);
    }

    /** The last name derived from the login name ({@code User} when it has one part). */
    public static String lastName(Auth.User user) {
        String[] parts = parts(user);
        return parts.length > 1 ? capitalized(parts[1].replaceAll("[._+-]+", " ")) : "User";
    }

    /** The full name. */
    public static String name(Auth.User user) {
        return firstName(user) + " " + lastName(user);
    }

    /** The alias: the login name's first eight letters. */
    public static String alias(Auth.User user) {
        String local = parts(user)[0].toLowerCase(Locale.ROOT);
        return local.length() > 8 ? local.substring(0, 8) : local;
    }
}
