package dev.refin.describe;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.refin.runtime.FieldType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Parses saved describe and describeGlobal JSON into the immutable model, collecting every problem.
 *
 * <p>Tolerant of what real describes from API v25 to v66 do: unknown and missing members, numbers and
 * booleans written as strings, escaped slashes. Strict about what makes input unusable: not JSON,
 * truncated JSON, an error response saved in place of a describe, missing names and types, names that
 * are not API names.
 */
public final class DescribeParser {

    /**
     * Reads describes into trees with {@link TreeReader}, the tree {@code ObjectMapper.readTree} gives, without an
     * ObjectMapper, whose making costs a cold command-line run tens of milliseconds.
     */
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();

    private DescribeParser() {}

    /**
     * Parses one document. Returns null when it has errors; every problem (errors and warnings) is added
     * to {@code problems}.
     *
     * @param source the name reported with problems, usually the file name
     * @param json the raw bytes (UTF-8, optionally with a byte-order mark)
     */
    public static DescribeDocument parse(String source, byte[] json, List<DescribeProblem> problems) {
        JsonNode root = readTree(source, json, problems);
        return root == null ? null : parse(source, root, problems);
    }

    /**
     * Reads raw bytes into the JSON tree of a describe: UTF-8 (with or without a byte-order mark) or UTF-16/UTF-32
     * with a byte-order mark, unwrapping the Salesforce CLI's {@code {"status":0,"result":{...}}} envelope (with
     * the warning {@link #CLI_ENVELOPE_UNWRAPPED}). Returns null when the bytes are not a usable JSON document; the
     * problems say why and how to fix it.
     */
    public static JsonNode readTree(String source, byte[] json, List<DescribeProblem> problems) {
        Reader reader = new Reader(source, problems);
        JsonNode root = reader.readTree(json);
        return root == null ? null : reader.unwrapEnvelope(root);
    }

    /** Parses a JSON tree read by {@link #readTree}; returns null when it has errors. */
    public static DescribeDocument parse(String source, JsonNode root, List<DescribeProblem> problems) {
        Reader reader = new Reader(source, problems);
        DescribeDocument document = reader.document(root);
        return reader.errors > 0 ? null : document;
    }

    /** The message of the warning given for a describe saved inside the Salesforce CLI's JSON envelope. */
    public static final String CLI_ENVELOPE_UNWRAPPED =
            "saved inside the Salesforce CLI's JSON envelope ({\"status\": 0, \"result\": {...}}); read the describe"
                    + " from its result";

    /** Parses one object describe, throwing with every problem when it is not usable. */
    public static ObjectDescribe parseObject(String source, byte[] json) throws DescribeException {
        List<DescribeProblem> problems = new ArrayList<>();
        DescribeDocument document = parse(source, json, problems);
        if (document instanceof ObjectDescribe object) {
            return object;
        }
        if (document != null) {
            problems.add(new DescribeProblem(
                    DescribeProblem.Severity.ERROR, source, "$", "is a describeGlobal list, not an object describe"));
        }
        throw new DescribeException(problems);
    }

    /** Walks a JSON tree, tracking the path and collecting problems. */
    private static final class Reader {
        private final String source;
        private final List<DescribeProblem> problems;
        private int errors;

        Reader(String source, List<DescribeProblem> problems) {
            this.source = source;
            this.problems = problems;
        }

        void error(String path, String message) {
            errors++;
            problems.add(new DescribeProblem(DescribeProblem.Severity.ERROR, source, path, message));
        }

        void warning(String path, String message) {
            problems.add(new DescribeProblem(DescribeProblem.Severity.WARNING, source, path, message));
        }

        JsonNode readTree(byte[] raw) {
            byte[] json;
            try {
                json = Encodings.toUtf8(raw);
            } catch (java.nio.charset.CharacterCodingException e) {
                error(
                        "$",
                        "starts with a " + Encodings.named(raw) + " byte-order mark but is not valid "
                                + Encodings.named(raw) + " (cut or mixed encodings); save it again as UTF-8");
                return null;
            }
            if (json == null) {
                error(
                        "$",
                        "is not UTF-8: it looks like UTF-16 or UTF-32 without a byte-order mark; save it as UTF-8"
                                + " (or with a byte-order mark)");
                return null;
            }
            int start = 0;
            if (json.length >= 3 && (json[0] & 0xFF) == 0xEF && (json[1] & 0xFF) == 0xBB && (json[2] & 0xFF) == 0xBF) {
                start = 3;
            }
            while (start < json.length && Character.isWhitespace(json[start])) {
                start++;
            }
            if (start == json.length) {
                error("$", "is empty: expected a describe JSON object");
                return null;
            }
            if (json[start] == '<') {
                error(
                        "$",
                        "is not JSON but markup (starts with '<'): an HTML page, e.g. from a proxy or a login"
                                + " redirect, was saved instead of the describe");
                return null;
            }
            if (json[start] != '{' && json[start] != '[') {
                error("$", "is not JSON: expected '{' but the content starts with '" + printable(json[start]) + "'");
                return null;
            }
            try {
                // Like ObjectMapper.readTree: the first value (the content starts with '{' or '['), anything after it
                // ignored.
                try (JsonParser parser = JSON.createParser(json)) {
                    parser.nextToken();
                    return TreeReader.read(parser);
                }
            } catch (JsonEOFException e) {
                error("$", "is truncated: the JSON ends before the document is complete" + at(e.getLocation()));
                return null;
            } catch (JsonProcessingException e) {
                if (endsInFailedToken(json, e.getLocation())) {
                    // Cut after a comma or inside a literal or number: Jackson reports these as syntax errors.
                    error("$", "is truncated: the JSON ends before the document is complete" + atEnd(json));
                } else {
                    error("$", "is not valid JSON" + at(e.getLocation()) + ": " + e.getOriginalMessage());
                }
                return null;
            } catch (IOException e) {
                error("$", "cannot be read: " + e.getMessage());
                return null;
            }
        }

        private static String at(JsonLocation location) {
            return location == null
                    ? ""
                    : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
        }

        /** True when the syntax error is in the input's last token, which runs to the end: the input was cut. */
        private static boolean endsInFailedToken(byte[] json, JsonLocation location) {
            long offset = location == null ? -1 : location.getByteOffset();
            if (offset < 0) {
                return false;
            }
            int end = json.length;
            while (end > 0 && Character.isWhitespace(json[end - 1])) {
                end--;
            }
            for (long i = offset; i < end; i++) {
                byte b = json[(int) i];
                if (Character.isWhitespace(b) || "{}[],:\"".indexOf(b) >= 0) {
                    return false;
                }
            }
            return true;
        }

        /** The location just past the last byte, counted as Jackson counts lines and columns. */
        private static String atEnd(byte[] json) {
            int line = 1;
            int rowStart = 0;
            for (int i = 0; i < json.length; i++) {
                if (json[i] == '\n' || (json[i] == '\r' && (i + 1 == json.length || json[i + 1] != '\n'))) {
                    line++;
                    rowStart = i + 1;
                }
            }
            return " (line " + line + ", column " + (json.length - rowStart + 1) + ")";
        }

        private static String printable(byte b) {
            return b >= 0x20 && b < 0x7F ? String.valueOf((char) b) : String.format(Locale.ROOT, "\\x%02X", b & 0xFF);
        }

        /** The describe inside a Salesforce CLI envelope, or the root itself when it is not one. */
        JsonNode unwrapEnvelope(JsonNode root) {
            // A failed command has no result but an exitCode: {"status":1,"name":"...","message":"...","exitCode":1}.
            if (!root.isObject()
                    || !root.has("status")
                    || !(root.has("result") || root.has("exitCode"))
                    || root.has("fields")) {
                return root;
            }
            JsonNode status = root.get("status");
            if (!status.canConvertToInt() || status.asInt() != 0) {
                error(
                        "$.status",
                        "is a failed Salesforce CLI command (status " + status.asText() + ": "
                                + root.path("name").asText("error") + ": "
                                + root.path("message").asText("no message")
                                + "), not a describe; run 'sf sobject describe --sobject <Object> --json' again"
                                + " against the org and save its output");
                return null;
            }
            JsonNode result = root.path("result");
            if (!result.isObject()) {
                error(
                        "$.result",
                        "the Salesforce CLI envelope holds " + kind(result) + ", not a describe; save the output of"
                                + " 'sf sobject describe --sobject <Object> --json'");
                return null;
            }
            warning("$", CLI_ENVELOPE_UNWRAPPED);
            return result;
        }

        DescribeDocument document(JsonNode root) {
            if (root.isArray()) {
                JsonNode first = root.size() > 0 ? root.get(0) : null;
                if (first != null && first.isObject() && first.has("errorCode")) {
                    error(
                            "$",
                            "is a platform error response, not a describe: "
                                    + first.path("errorCode").asText() + ": "
                                    + first.path("message").asText());
                } else {
                    error("$", "expected a describe JSON object, found an array");
                }
                return null;
            }
            if (!root.isObject()) {
                error("$", "expected a describe JSON object, found " + kind(root));
                return null;
            }
            if (root.has("error") && !root.has("fields")) {
                error(
                        "$",
                        "is an error response, not a describe: "
                                + root.path("error").asText()
                                + (root.has("error_description")
                                        ? ": " + root.path("error_description").asText()
                                        : ""));
                return null;
            }
            if (root.has("sobjects")) {
                return global(root);
            }
            if (!root.has("fields")) {
                error("$", "is not an object describe: it has no 'fields' member");
                return null;
            }
            return object(root);
        }

        GlobalDescribe global(JsonNode root) {
            JsonNode list = root.get("sobjects");
            if (!list.isArray()) {
                error("$.sobjects", "expected an array, found " + kind(list));
                return null;
            }
            List<GlobalDescribe.SObjectSummary> summaries = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                String path = "$.sobjects[" + i + "]";
                JsonNode node = list.get(i);
                if (!node.isObject()) {
                    error(path, "expected an object, found " + kind(node));
                    continue;
                }
                String name = apiName(node, path);
                summaries.add(new GlobalDescribe.SObjectSummary(
                        name,
                        string(node, "label", path),
                        string(node, "labelPlural", path),
                        string(node, "keyPrefix", path),
                        bool(node, "custom", path, false),
                        bool(node, "createable", path, false),
                        bool(node, "queryable", path, true)));
            }
            return new GlobalDescribe(
                    string(root, "encoding", "$"), integer(root, "maxBatchSize", "$", 200), summaries);
        }

        ObjectDescribe object(JsonNode root) {
            String name = apiName(root, "$");
            JsonNode fieldsNode = root.get("fields");
            List<FieldDescribe> fields = new ArrayList<>();
            if (!fieldsNode.isArray()) {
                error("$.fields", "expected an array, found " + kind(fieldsNode));
            } else {
                Map<String, String> seen = new HashMap<>();
                for (int i = 0; i < fieldsNode.size(); i++) {
                    String path = "$.fields[" + i + "]";
                    FieldDescribe field = field(fieldsNode.get(i), path);
                    if (field == null) {
                        continue;
                    }
                    String previous = seen.putIfAbsent(field.name().toLowerCase(Locale.ROOT), path);
                    if (previous != null) {
                        error(path + ".name", "duplicate field '" + field.name() + "' (also at " + previous + ")");
                        continue;
                    }
                    fields.add(field);
                }
                checkControllers(fields, fieldsNode);
            }
            return new ObjectDescribe(
                    name,
                    string(root, "label", "$"),
                    string(root, "labelPlural", "$"),
                    string(root, "keyPrefix", "$"),
                    bool(root, "custom", "$", false),
                    bool(root, "customSetting", "$", false),
                    bool(root, "createable", "$", true),
                    bool(root, "updateable", "$", true),
                    bool(root, "deletable", "$", true),
                    bool(root, "queryable", "$", true),
                    fields,
                    childRelationships(root.get("childRelationships")),
                    recordTypes(root.get("recordTypeInfos")));
        }

        private void checkControllers(List<FieldDescribe> fields, JsonNode fieldsNode) {
            Map<String, FieldDescribe> byName = new HashMap<>();
            fields.forEach(f -> byName.put(f.name().toLowerCase(Locale.ROOT), f));
            for (int i = 0; i < fieldsNode.size(); i++) {
                JsonNode node = fieldsNode.get(i);
                String controller = node.path("controllerName").isTextual()
                        ? node.get("controllerName").asText()
                        : null;
                if (controller != null && !byName.containsKey(controller.toLowerCase(Locale.ROOT))) {
                    warning(
                            "$.fields[" + i + "].controllerName",
                            "controlling field '" + controller + "' is not in this describe; dependencies are kept as"
                                    + " raw validFor bitmaps");
                }
            }
        }

        FieldDescribe field(JsonNode node, String path) {
            if (!node.isObject()) {
                error(path, "expected a field object, found " + kind(node));
                return null;
            }
            int before = errors;
            String name = apiName(node, path);
            String rawType = string(node, "type", path);
            FieldType type = FieldType.UNKNOWN;
            if (rawType == null) {
                error(path + ".type", "missing");
            } else {
                type = FieldType.fromApiName(rawType);
                if (rawType.equals(type.apiName())) {
                    rawType = type.apiName(); // one string for every field of the type, not one each
                }
                if (type == FieldType.UNKNOWN) {
                    warning(
                            path + ".type",
                            "unknown field type '" + rawType + "' on field '" + name + "': kept as a raw JSON value");
                }
            }
            List<PicklistEntry> picklist = picklistValues(node.get("picklistValues"), path + ".picklistValues");
            FieldDescribe field = new FieldDescribe(
                    name,
                    string(node, "label", path),
                    type,
                    rawType,
                    shared(string(node, "soapType", path)),
                    integer(node, "length", path, 0),
                    integer(node, "precision", path, 0),
                    integer(node, "scale", path, 0),
                    integer(node, "digits", path, 0),
                    bool(node, "nillable", path, true),
                    bool(node, "createable", path, false),
                    // One hand-made describe in the wild spells it "updatable".
                    bool(node, node.has("updateable") ? "updateable" : "updatable", path, false),
                    bool(node, "defaultedOnCreate", path, false),
                    bool(node, "custom", path, name != null && name.endsWith("__c")),
                    bool(node, "calculated", path, false),
                    string(node, "calculatedFormula", path),
                    bool(node, "autoNumber", path, false),
                    bool(node, "externalId", path, false),
                    bool(node, "unique", path, false),
                    bool(node, "idLookup", path, false),
                    bool(node, "caseSensitive", path, false),
                    bool(node, "nameField", path, false),
                    bool(node, "filterable", path, true),
                    bool(node, "sortable", path, true),
                    bool(node, "groupable", path, false),
                    bool(node, "aggregatable", path, false),
                    bool(node, "htmlFormatted", path, false),
                    bool(node, "encrypted", path, false),
                    bool(node, "deprecatedAndHidden", path, false),
                    node.hasNonNull("defaultValue") ? node.get("defaultValue") : null,
                    string(node, "inlineHelpText", path),
                    shared(string(node, "extraTypeInfo", path)),
                    string(node, "compoundFieldName", path),
                    stringList(node.get("referenceTo"), path + ".referenceTo"),
                    string(node, "relationshipName", path),
                    node.hasNonNull("relationshipOrder") ? integer(node, "relationshipOrder", path, 0) : null,
                    bool(node, "cascadeDelete", path, false),
                    bool(node, "polymorphicForeignKey", path, false),
                    bool(node, "restrictedPicklist", path, false),
                    bool(node, "dependentPicklist", path, false),
                    string(node, "controllerName", path),
                    picklist);
            return errors > before ? null : field;
        }

        List<PicklistEntry> picklistValues(JsonNode node, String path) {
            if (node == null || node.isNull()) {
                return List.of();
            }
            if (!node.isArray()) {
                error(path, "expected an array, found " + kind(node));
                return List.of();
            }
            List<PicklistEntry> entries = new ArrayList<>();
            for (int i = 0; i < node.size(); i++) {
                String entryPath = path + "[" + i + "]";
                JsonNode entry = node.get(i);
                if (!entry.isObject()) {
                    error(entryPath, "expected a picklist entry object, found " + kind(entry));
                    continue;
                }
                String value = string(entry, "value", entryPath);
                if (value == null) {
                    error(entryPath + ".value", "missing");
                    continue;
                }
                String validFor = string(entry, "validFor", entryPath);
                if (validFor != null && !isBase64(validFor)) {
                    warning(entryPath + ".validFor", "not base64; the dependency is ignored");
                    validFor = null;
                }
                String label = string(entry, "label", entryPath);
                entries.add(new PicklistEntry(
                        value,
                        value.equals(label) ? value : label, // most labels are their values: one string for both
                        bool(entry, "active", entryPath, true),
                        bool(entry, "defaultValue", entryPath, false),
                        validFor));
            }
            return entries;
        }

        List<ChildRelationship> childRelationships(JsonNode node) {
            List<ChildRelationship> result = new ArrayList<>();
            if (node == null || !node.isArray()) {
                return result;
            }
            for (int i = 0; i < node.size(); i++) {
                JsonNode child = node.get(i);
                String path = "$.childRelationships[" + i + "]";
                if (!child.isObject()) {
                    continue;
                }
                result.add(new ChildRelationship(
                        string(child, "childSObject", path),
                        string(child, "field", path),
                        string(child, "relationshipName", path),
                        bool(child, "cascadeDelete", path, false)));
            }
            return result;
        }

        List<RecordTypeInfo> recordTypes(JsonNode node) {
            List<RecordTypeInfo> result = new ArrayList<>();
            if (node == null || !node.isArray()) {
                return result;
            }
            for (int i = 0; i < node.size(); i++) {
                JsonNode rt = node.get(i);
                String path = "$.recordTypeInfos[" + i + "]";
                if (!rt.isObject()) {
                    continue;
                }
                result.add(new RecordTypeInfo(
                        string(rt, "name", path),
                        string(rt, "developerName", path),
                        string(rt, "recordTypeId", path),
                        bool(rt, "active", path, true),
                        bool(rt, "available", path, true),
                        bool(rt, "defaultRecordTypeMapping", path, false),
                        bool(rt, "master", path, false)));
            }
            return result;
        }

        /**
         * One instance of each of the few values members such as {@code soapType} take, so parsed describes kept in
         * memory do not hold a copy per field; values beyond the first few hundred are returned as they are.
         */
        private static String shared(String value) {
            if (value == null || value.length() > 40) {
                return value;
            }
            String known = SHARED.get(value);
            if (known != null) {
                return known;
            }
            if (SHARED.size() < 512) {
                known = SHARED.putIfAbsent(value, value);
            }
            return known != null ? known : value;
        }

        private static final Map<String, String> SHARED = new java.util.concurrent.ConcurrentHashMap<>();

        String apiName(JsonNode node, String path) {
            String name = string(node, "name", path);
            if (name == null) {
                error(path + ".name", "missing");
            } else if (!ApiNames.isValid(name)) {
                error(
                        path + ".name",
                        "'" + name + "' is not a valid API name (letters, digits and underscores,"
                                + " starting with a letter)");
                return null;
            }
            return name;
        }

        String string(JsonNode node, String member, String path) {
            JsonNode value = node.get(member);
            if (value == null || value.isNull()) {
                return null;
            }
            if (value.isContainerNode()) {
                error(path + "." + member, "expected a string, found " + kind(value));
                return null;
            }
            return value.asText();
        }

        boolean bool(JsonNode node, String member, String path, boolean absent) {
            JsonNode value = node.get(member);
            if (value == null || value.isNull()) {
                return absent;
            }
            if (value.isBoolean()) {
                return value.booleanValue();
            }
            if (value.isTextual()
                    && (value.asText().equals("true") || value.asText().equals("false"))) {
                return Boolean.parseBoolean(value.asText());
            }
            error(path + "." + member, "expected true or false, found " + kind(value) + " " + abbreviate(value));
            return absent;
        }

        int integer(JsonNode node, String member, String path, int absent) {
            JsonNode value = node.get(member);
            if (value == null || value.isNull()) {
                return absent;
            }
            if (value.isIntegralNumber() && value.canConvertToInt()) {
                return value.intValue();
            }
            if (value.isTextual()) {
                try {
                    return Integer.parseInt(value.asText().trim());
                } catch (NumberFormatException e) {
                    // reported below
                }
            }
            error(path + "." + member, "expected an integer, found " + kind(value) + " " + abbreviate(value));
            return absent;
        }

        List<String> stringList(JsonNode node, String path) {
            if (node == null || node.isNull()) {
                return List.of();
            }
            if (!node.isArray()) {
                error(path, "expected an array of strings, found " + kind(node));
                return List.of();
            }
            List<String> result = new ArrayList<>();
            for (int i = 0; i < ((ArrayNode) node).size(); i++) {
                JsonNode item = node.get(i);
                if (!item.isTextual()) {
                    error(path + "[" + i + "]", "expected a string, found " + kind(item));
                    continue;
                }
                result.add(item.asText());
            }
            return result;
        }

        private static boolean isBase64(String text) {
            try {
                java.util.Base64.getDecoder().decode(text);
                return true;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }

        private static String kind(JsonNode node) {
            switch (node.getNodeType()) {
                case ARRAY:
                    return "an array";
                case OBJECT:
                    return "an object";
                case STRING:
                    return "a string";
                case NUMBER:
                    return "a number";
                case BOOLEAN:
                    return "a boolean";
                case NULL:
                    return "null";
                default:
                    return node.getNodeType().toString().toLowerCase(Locale.ROOT);
            }
        }

        private static String abbreviate(JsonNode node) {
            String text = node.toString();
            return text.length() > 40 ? text.substring(0, 40) + "..." : text;
        }
    }
}
