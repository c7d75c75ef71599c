package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.refin.emulator.schema.Schema;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/** The discovery resources: the version list, the resources of a version, describeGlobal and describe. */
public final class MetadataResources {
    /** The oldest version served and listed; 21.0 to 30.0 were retired in Summer '25. */
    static final int OLDEST_VERSION = 31;

    static final int LATEST_VERSION = 66;

    /** The first version the platform ever had: from it to {@link #OLDEST_VERSION} a version is retired (410). */
    private static final int FIRST_VERSION = 7;

    /** describeGlobal members copied from each object's describe, in the platform's order. */
    private static final List<String> GLOBAL_MEMBERS = List.of(
            "activateable",
            "associateEntityType",
            "associateParentEntity",
            "createable",
            "custom",
            "customSetting",
            "dataTranslationEnabled",
            "deepCloneable",
            "deletable",
            "deprecatedAndHidden",
            "feedEnabled",
            "hasSubtypes",
            "isInterface",
            "isSubtype",
            "keyPrefix",
            "label",
            "labelPlural",
            "layoutable",
            "mergeable",
            "mruEnabled",
            "name",
            "queryable",
            "replicateable",
            "retrieveable",
            "searchable",
            "triggerable",
            "undeletable",
            "updateable");

    private static final Pattern VERSION_IN_URL = Pattern.compile("/services/data/v\\d+\\.\\d+/");

    private final Schema schema;

    /** Rendered describes by {@code <object>/<version>}. */
    private final Map<String, byte[]> describes = new ConcurrentHashMap<>();

    public MetadataResources(Schema schema) {
        this.schema = schema;
    }

    /** The version a path segment names ({@code v65.0} or {@code latest}), or the platform's 404. */
    static String version(String segment) {
        if (segment.equals("latest")) {
            return "v" + LATEST_VERSION + ".0";
        }
        // Every request names its version: checked by hand (vNN.0), not by a regular expression per request.
        if (segment.length() == 5
                && segment.charAt(0) == 'v'
                && isDigit(segment.charAt(1))
                && isDigit(segment.charAt(2))
                && segment.charAt(3) == '.'
                && segment.charAt(4) == '0') {
            int major = (segment.charAt(1) - '0') * 10 + (segment.charAt(2) - '0');
            if (major >= OLDEST_VERSION && major <= LATEST_VERSION) {
                return segment;
            }
            if (major >= FIRST_VERSION && major < OLDEST_VERSION) {
                throw retired(major);
            }
        }
        if (segment.length() == 4
                && segment.charAt(0) == 'v'
                && isDigit(segment.charAt(1))
                && segment.endsWith(".0")
                && segment.charAt(1) - '0' >= FIRST_VERSION) {
            throw retired(segment.charAt(1) - '0');
        }
        throw ApiException.notFound();
    }

    /** The platform's answer for a version it has retired: 410 {@code GONE}, without {@code fields}. */
    private static ApiException retired(int major) {
        return ApiException.framework(
                410,
                "GONE",
                "API version " + major + ".0 is retired and no longer available: use version " + OLDEST_VERSION
                        + ".0 or later.");
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** {@code GET /services/data}: every version, oldest first, with its release label. */
    static ArrayNode versions() {
        ArrayNode array = Json.array();
        String[] seasons = {"Winter", "Spring", "Summer"};
        for (int major = OLDEST_VERSION; major <= LATEST_VERSION; major++) {
            // v59.0 is Winter '24 and every year has three releases.
            int n = major - 59;
            String label = seasons[Math.floorMod(n, 3)] + " '" + (24 + Math.floorDiv(n, 3));
            ObjectNode item = array.addObject();
            item.put("label", label);
            item.put("url", "/services/data/v" + major + ".0");
            item.put("version", major + ".0");
        }
        return array;
    }

    /** {@code GET /services/data/vNN.N}: the resources this emulator serves. */
    static ObjectNode resources(String version) {
        ObjectNode out = Json.object();
        for (String name : List.of(
                "sobjects", "query", "queryAll", "search", "parameterizedSearch", "composite", "limits", "recent")) {
            out.put(name, "/services/data/" + version + "/" + name);
        }
        return out;
    }

    /** {@code GET /sobjects}: describeGlobal built from the snapshot's object describes. */
    ObjectNode describeGlobal(String version) {
        ObjectNode out = Json.object();
        out.put("encoding", "UTF-8");
        out.put("maxBatchSize", 200);
        ArrayNode sobjects = out.putArray("sobjects");
        for (Schema.SObjectSchema object : schema.objects()) {
            ObjectNode item = sobjects.addObject();
            for (String member : GLOBAL_MEMBERS) {
                JsonNode value = object.raw().get(member);
                if (value != null) {
                    item.set(member, value);
                }
            }
            item.put("name", object.name());
            String base = "/services/data/" + version + "/sobjects/" + object.name();
            ObjectNode urls = item.putObject("urls");
            urls.put("sobject", base);
            urls.put("describe", base + "/describe");
            urls.put("rowTemplate", base + "/{ID}");
        }
        return out;
    }

    /**
     * {@code GET /sobjects/X/describe}: the saved describe with its URLs moved to the requested version, as JSON
     * bytes. The schema does not change while the emulator runs, so each object's answer is rendered once per
     * version and served from memory after that, as the platform serves describes from its metadata cache.
     */
    byte[] describe(String objectName, String version) {
        Schema.SObjectSchema object = schema.object(objectName).orElseThrow(ApiException::notFound);
        return describes.computeIfAbsent(object.name() + "/" + version, key -> {
            ObjectNode copy = object.raw().deepCopy();
            rewriteUrls(copy, "/services/data/" + version + "/");
            return Json.bytes(copy);
        });
    }

    /** {@code GET /sobjects/X}: basic information, with no recent items. */
    ObjectNode basicInfo(String objectName, String version) {
        Schema.SObjectSchema object = schema.object(objectName).orElseThrow(ApiException::notFound);
        ObjectNode out = Json.object();
        ObjectNode global = describeGlobal(version);
        for (JsonNode item : global.get("sobjects")) {
            if (item.get("name")
                    .asText()
                    .toLowerCase(Locale.ROOT)
                    .equals(object.name().toLowerCase(Locale.ROOT))) {
                out.set("objectDescribe", item);
            }
        }
        out.putArray("recentItems");
        return out;
    }

    private static void rewriteUrls(JsonNode node, String prefix) {
        if (node.isObject()) {
            ObjectNode object = (ObjectNode) node;
            for (Map.Entry<String, JsonNode> entry : object.properties()) {
                if (entry.getValue().isTextual()) {
                    String text = entry.getValue().asText();
                    if (text.startsWith("/services/data/v")) {
                        entry.setValue(new TextNode(VERSION_IN_URL.matcher(text).replaceFirst(prefix)));
                    }
                } else {
                    rewriteUrls(entry.getValue(), prefix);
                }
            }
        } else if (node.isArray()) {
            node.forEach(child -> rewriteUrls(child, prefix));
        }
    }

    /** The Master record type's id, which every object has when it defines no record types of its own. */
    private static final String MASTER_RECORD_TYPE = "012000000000000AAA";

    /**
     * {@code GET /sobjects/X/describe/layouts[/recordTypeId]}: a minimal layout (no sections, buttons or related lists,
     * which the snapshot does not describe) and one record type mapping per record type; with a record type id, that
     * record type's layout alone. An object with several record types answers {@code layouts: null}, as the platform
     * does, and each layout by its record type.
     */
    ObjectNode layouts(String objectName, String version, String recordTypeId) {
        Schema.SObjectSchema object = schema.object(objectName).orElseThrow(ApiException::notFound);
        List<JsonNode> recordTypes = recordTypes(object);
        ObjectNode layout = Json.object();
        layout.putObject("buttonLayoutSection").putArray("detailButtons");
        layout.putArray("detailLayoutSections");
        layout.putArray("editLayoutSections");
        layout.putNull("feedView");
        layout.putNull("highlightsPanelLayoutSection");
        String prefix = object.describe().keyPrefix() == null
                ? "a00"
                : object.describe().keyPrefix();
        String layoutId = dev.refin.runtime.RecordId.to18("00h5g00000" + "0" + prefix + "A");
        layout.put("id", layoutId);
        layout.putArray("multirowEditLayoutSections");
        layout.putArray("offlineLinks");
        layout.putObject("quickActionList").putArray("quickActionListItems");
        layout.putNull("relatedContent");
        layout.putArray("relatedLists");
        layout.putArray("saveOptions");
        if (recordTypeId != null) {
            if (recordTypes.stream()
                    .noneMatch(rt -> rt.path("recordTypeId").asText().equals(recordTypeId))) {
                throw ApiException.notFound();
            }
            return layout;
        }
        ObjectNode out = Json.object();
        if (recordTypes.size() > 1) {
            out.putNull("layouts");
        } else {
            out.putArray("layouts").add(layout);
        }
        ArrayNode mappings = out.putArray("recordTypeMappings");
        for (JsonNode recordType : recordTypes) {
            ObjectNode mapping = mappings.addObject();
            mapping.put("available", recordType.path("available").asBoolean(true));
            mapping.put(
                    "defaultRecordTypeMapping",
                    recordType.path("defaultRecordTypeMapping").asBoolean(true));
            mapping.put("developerName", recordType.path("developerName").asText("Master"));
            mapping.put("layoutId", layoutId);
            mapping.put("master", recordType.path("master").asBoolean(true));
            mapping.put("name", recordType.path("name").asText("Master"));
            mapping.putArray("picklistsForRecordType");
            String id = recordType.path("recordTypeId").asText();
            mapping.put("recordTypeId", id);
            mapping.putObject("urls")
                    .put(
                            "layout",
                            "/services/data/" + version + "/sobjects/" + object.name() + "/describe/layouts/" + id);
        }
        out.putArray("recordTypeSelectorRequired").add(false);
        return out;
    }

    /** The object's record types as its describe lists them, or the Master record type alone. */
    private static List<JsonNode> recordTypes(Schema.SObjectSchema object) {
        List<JsonNode> out = new java.util.ArrayList<>();
        object.raw().path("recordTypeInfos").forEach(out::add);
        if (out.isEmpty()) {
            ObjectNode master = Json.object();
            master.put("recordTypeId", MASTER_RECORD_TYPE);
            master.put("name", "Master");
            master.put("developerName", "Master");
            master.put("master", true);
            master.put("available", true);
            master.put("defaultRecordTypeMapping", true);
            out.add(master);
        }
        return out;
    }
}
