package dev.refin.emulator.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.WireFormats;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Checks a create or update body against the object's describe and converts it to stored values. */
public final class FieldValidator {
    /** Objects whose records the platform owns: references to them are not checked for existence. */
    private static final Set<String> SYSTEM_TARGETS = Set.of("User", "Group", "RecordType", "Organization");

    private final Schema schema;
    private final RecordStore store;

    public FieldValidator(Schema schema, RecordStore store) {
        this.schema = schema;
        this.store = store;
    }

    /** Whether a body is checked for insert or for update. */
    public enum Mode {
        CREATE,
        UPDATE
    }

    /**
     * Validates a body and returns its values keyed by the fields' canonical API names.
     *
     * @param recordId the record being updated, or null on create
     */
    public ObjectNode validate(ObjectDescribe object, JsonNode body, Mode mode, String recordId) {
        if (!body.isObject()) {
            throw ApiException.badRequest(
                    "JSON_PARSER_ERROR",
                    "Cannot deserialize instance of " + object.name() + " from " + body.asToken()
                            + " value or request may be missing a required field",
                    List.of());
        }
        body = ParentReferences.resolve(schema, store, object, (ObjectNode) body);
        List<FieldDescribe> fields = resolveFields(object, (ObjectNode) body, mode, recordId);
        ObjectNode values = Json.object();
        for (FieldDescribe field : fields) {
            JsonNode value = body.get(fieldKey((ObjectNode) body, field.name()));
            values.set(field.name(), convert(field, value));
        }
        for (FieldDescribe field : fields) {
            checkValue(object, field, values.get(field.name()), mode, recordId);
        }
        return values;
    }

    private static String fieldKey(ObjectNode body, String canonical) {
        for (Iterator<String> names = body.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (name.equalsIgnoreCase(canonical)) {
                return name;
            }
        }
        return canonical;
    }

    private static List<FieldDescribe> resolveFields(
            ObjectDescribe object, ObjectNode body, Mode mode, String recordId) {
        List<FieldDescribe> fields = new ArrayList<>();
        List<String> notWritable = new ArrayList<>();
        for (Map.Entry<String, JsonNode> entry : body.properties()) {
            String name = entry.getKey();
            if (name.equals("attributes")) {
                continue;
            }
            if (name.equalsIgnoreCase("Id")) {
                if (mode == Mode.UPDATE
                        && recordId.equals(RecordIds.canonical(entry.getValue().asText()))) {
                    continue;
                }
                throw ApiException.badRequest(
                        "INVALID_FIELD", "The Id field should not be specified in the sobject data.", List.of());
            }
            FieldDescribe field = object.field(name)
                    .orElseThrow(() -> ApiException.badRequest(
                            "INVALID_FIELD",
                            "No such column '" + name + "' on sobject of type " + object.name(),
                            List.of()));
            boolean writable = mode == Mode.CREATE ? field.createable() : field.updateable();
            if (!writable) {
                notWritable.add(field.name());
            }
            fields.add(field);
        }
        if (!notWritable.isEmpty()) {
            throw ApiException.badRequest(
                    "INVALID_FIELD_FOR_INSERT_UPDATE",
                    "Unable to create/update fields: " + String.join(", ", notWritable)
                            + ". Please check the security settings of this field and verify that it is"
                            + " read/write for your profile or permission set.",
                    notWritable);
        }
        return fields;
    }

    /** Converts a JSON value to the stored form of the field's type; a value of the wrong JSON type is refused. */
    static JsonNode convert(FieldDescribe field, JsonNode value) {
        if (value == null || value.isNull() || isBlankText(field, value)) {
            return Json.NODES.nullNode();
        }
        try {
            return switch (field.type()) {
                case BOOLEAN -> value.isBoolean() ? value : refuse(field, value, "boolean");
                case CURRENCY, DOUBLE, PERCENT -> Json.NODES.numberNode(decimal(field, value));
                case INT -> Json.NODES.numberNode(decimal(field, value).intValueExact());
                case LONG -> Json.NODES.numberNode(decimal(field, value).longValueExact());
                case DATE ->
                    Json.NODES.textNode(
                            LocalDate.parse(text(field, value, "Date")).toString());
                case DATETIME ->
                    Json.NODES.textNode(Json.datetime(WireFormats.parseDateTime(text(field, value, "Datetime"))
                            .toInstant()));
                case TIME ->
                    Json.NODES.textNode(
                            LocalTime.parse(text(field, value, "Time").replace("Z", "")) + "Z");
                case ADDRESS, LOCATION, ANYTYPE, COMPLEXVALUE, JSON, UNKNOWN -> value;
                default -> Json.NODES.textNode(text(field, value, "String"));
            };
        } catch (ArithmeticException | DateTimeParseException e) {
            return refuse(field, value, field.type().apiName());
        }
    }

    /**
     * Whether the value is the empty string for a text-like field (text, text area, picklist, e-mail, phone, URL, ...):
     * the platform stores it as null, so it matches {@code = null}, is never a duplicate and clears the field.
     */
    private static boolean isBlankText(FieldDescribe field, JsonNode value) {
        return value.isTextual()
                && value.asText().isEmpty()
                && (field.type().isText()
                        || field.type() == FieldType.PICKLIST
                        || field.type() == FieldType.MULTIPICKLIST);
    }

    private static BigDecimal decimal(FieldDescribe field, JsonNode value) {
        if (value.isNumber()) {
            return value.decimalValue();
        }
        if (value.isTextual()) {
            try {
                return new BigDecimal(value.asText().trim());
            } catch (NumberFormatException e) {
                return refuse(field, value, field.type().apiName());
            }
        }
        return refuse(field, value, field.type().apiName());
    }

    private static String text(FieldDescribe field, JsonNode value, String javaType) {
        if (value.isTextual()) {
            return value.asText();
        }
        if (value.isValueNode()) {
            return value.asText();
        }
        return refuse(field, value, javaType);
    }

    private static <T> T refuse(FieldDescribe field, JsonNode value, String type) {
        String shown = value.isContainerNode() ? "" : " value " + value.asText();
        throw ApiException.badRequest(
                "JSON_PARSER_ERROR",
                "Cannot deserialize instance of " + type + " from " + value.asToken() + shown
                        + " or request may be missing a required field (field " + field.name() + ")",
                List.of());
    }

    private void checkValue(ObjectDescribe object, FieldDescribe field, JsonNode value, Mode mode, String recordId) {
        if (value.isNull()) {
            if (mode == Mode.UPDATE && !field.nillable() && field.type() != FieldType.BOOLEAN) {
                throw missing(List.of(field.name()));
            }
            return;
        }
        if (field.type().isText() || field.type() == FieldType.TEXTAREA) {
            String text = value.asText();
            if (field.length() > 0 && text.codePointCount(0, text.length()) > field.length()) {
                throw ApiException.badRequest(
                        "STRING_TOO_LONG",
                        field.label() + ": data value too large: " + abbreviate(text) + " (max length=" + field.length()
                                + ")",
                        List.of(field.name()));
            }
        }
        if (field.restrictedPicklist()
                && (field.type() == FieldType.PICKLIST || field.type() == FieldType.MULTIPICKLIST)) {
            checkPicklist(field, value.asText());
        }
        if (field.type() == FieldType.REFERENCE) {
            checkReference(field, value.asText());
        }
        if (field.unique()) {
            checkUnique(object, field, value.asText(), recordId);
        }
    }

    private static void checkPicklist(FieldDescribe field, String value) {
        List<String> values = field.type() == FieldType.MULTIPICKLIST ? List.of(value.split(";")) : List.of(value);
        for (String one : values) {
            boolean known = field.picklistValues().stream()
                    .anyMatch(entry -> entry.active() && entry.value().equals(one));
            if (!known) {
                throw ApiException.badRequest(
                        "INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST",
                        field.label() + ": bad value for restricted picklist field: " + one,
                        List.of(field.name()));
            }
        }
    }

    private void checkReference(FieldDescribe field, String value) {
        String id = RecordIds.canonical(value);
        boolean rightType = id != null
                && (field.referenceTo().isEmpty()
                        || field.referenceTo().stream().anyMatch(target -> schema.object(target)
                                .map(o -> id.startsWith(
                                        String.valueOf(o.describe().keyPrefix())))
                                .orElse(true)));
        if (!rightType) {
            throw ApiException.badRequest(
                    "MALFORMED_ID", field.label() + ": id value of incorrect type: " + value, List.of(field.name()));
        }
        boolean checked = field.referenceTo().stream()
                .anyMatch(target -> !SYSTEM_TARGETS.contains(target)
                        && schema.object(target).isPresent());
        if (checked && store.find(id) == null) {
            throw ApiException.badRequest(
                    "INVALID_CROSS_REFERENCE_KEY", "invalid cross reference id", List.of(field.name()));
        }
    }

    private void checkUnique(ObjectDescribe object, FieldDescribe field, String value, String recordId) {
        for (ObjectNode other : store.matching(object.name(), field.name(), value)) {
            String otherId = other.path("Id").asText();
            JsonNode otherValue = other.get(field.name());
            if (otherId.equals(recordId) || otherValue == null || otherValue.isNull()) {
                continue;
            }
            boolean same = field.caseSensitive()
                    ? otherValue.asText().equals(value)
                    : otherValue.asText().equalsIgnoreCase(value);
            if (same) {
                throw duplicate(field.name(), otherId);
            }
        }
    }

    /** The platform's refusal of a value that a unique field or rule already holds on another record. */
    public static ApiException duplicate(String field, String otherId) {
        return ApiException.badRequest(
                "DUPLICATE_VALUE",
                "duplicate value found: " + field + " duplicates value on record with id: " + otherId,
                List.of(field));
    }

    /** Refuses an insert whose required fields are still empty after the triggers' defaults. */
    public static void checkRequired(ObjectDescribe object, ObjectNode record) {
        List<String> missing = new ArrayList<>();
        for (FieldDescribe field : object.fields()) {
            JsonNode value = record.get(field.name());
            if (field.isRequiredOnCreate() && (value == null || value.isNull())) {
                missing.add(field.name());
            }
        }
        if (!missing.isEmpty()) {
            throw missing(missing);
        }
    }

    private static ApiException missing(List<String> fields) {
        return ApiException.badRequest("REQUIRED_FIELD_MISSING", "Required fields are missing: " + fields, fields);
    }

    /** The picklist's default value, or null. */
    static String defaultPicklistValue(FieldDescribe field) {
        return field.picklistValues().stream()
                .filter(PicklistEntry::defaultValue)
                .map(PicklistEntry::value)
                .findFirst()
                .orElse(null);
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
