package dev.refin.runtime;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** The platform's field {@code type} values (describe {@code fieldType}), plus {@link #UNKNOWN} for types added later. */
public enum FieldType {
    ID("id"),
    REFERENCE("reference"),
    BOOLEAN("boolean"),
    STRING("string"),
    TEXTAREA("textarea"),
    PICKLIST("picklist"),
    MULTIPICKLIST("multipicklist"),
    COMBOBOX("combobox"),
    CURRENCY("currency"),
    DOUBLE("double"),
    PERCENT("percent"),
    INT("int"),
    LONG("long"),
    DATE("date"),
    DATETIME("datetime"),
    TIME("time"),
    BASE64("base64"),
    EMAIL("email"),
    PHONE("phone"),
    URL("url"),
    ENCRYPTEDSTRING("encryptedstring"),
    DATACATEGORYGROUPREFERENCE("datacategorygroupreference"),
    LOCATION("location"),
    ADDRESS("address"),
    ANYTYPE("anyType"),
    COMPLEXVALUE("complexvalue"),
    JSON("json"),
    /** A type this version does not know; the describe model keeps the raw name. */
    UNKNOWN(null);

    private static final Map<String, FieldType> BY_NAME = new HashMap<>();

    static {
        for (FieldType type : values()) {
            if (type.apiName != null) {
                BY_NAME.put(type.apiName.toLowerCase(Locale.ROOT), type);
            }
        }
    }

    private final String apiName;

    FieldType(String apiName) {
        this.apiName = apiName;
    }

    /** The name the platform uses in describe JSON, or null for {@link #UNKNOWN}. */
    public String apiName() {
        return apiName;
    }

    /** Looks up a describe type name case-insensitively; unknown names give {@link #UNKNOWN}. */
    public static FieldType fromApiName(String name) {
        FieldType type = name == null ? null : BY_NAME.get(name.toLowerCase(Locale.ROOT));
        return type == null ? UNKNOWN : type;
    }

    /** True for the types whose values are text on the wire and in Java. */
    public boolean isText() {
        switch (this) {
            case STRING:
            case TEXTAREA:
            case COMBOBOX:
            case EMAIL:
            case PHONE:
            case URL:
            case ENCRYPTEDSTRING:
            case DATACATEGORYGROUPREFERENCE:
            case BASE64:
                return true;
            default:
                return false;
        }
    }
}
