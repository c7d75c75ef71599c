package dev.refin.codegen.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ApiNames;
import dev.refin.describe.ChildRelationship;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.RecordTypeInfo;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A snapshot directory in its normalized, review-friendly form: one pretty-printed {@code <Object>.json}
 * per object with keys sorted, fields and relationships in a stable order and nothing instance-specific
 * (no {@code urls}), plus {@value #MANIFEST} recording each object's {@code Last-Modified} for conditional
 * refreshes. A diff of two snapshots shows only real schema changes.
 */
public final class SnapshotFiles {
    static final String MANIFEST = "refin-snapshot.properties";

    /**
     * Jackson's mapper and the snapshot's writer, made when first used: a generation that only reads the snapshot's
     * order and manifest never builds them (an ObjectMapper costs a cold command-line run tens of milliseconds).
     */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
        static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter(
                        Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n")));
    }

    private SnapshotFiles() {}

    /**
     * The arrays of a describe kept in a stable order, with the order of each. Picklist values keep theirs:
     * dependencies index into it.
     */
    private static final Map<String, Comparator<JsonNode>> ORDERED_ARRAYS = Map.of(
            "fields",
            Comparator.comparing(f -> f.path("name").asText(), ApiOrder.INSTANCE),
            "childRelationships",
            Comparator.comparing(
                    r -> r.path("childSObject").asText() + "."
                            + r.path("field").asText() + "."
                            + r.path("relationshipName").asText(),
                    ApiOrder.INSTANCE),
            "recordTypeInfos",
            Comparator.comparing(
                    r -> r.path("developerName").asText(r.path("name").asText()), ApiOrder.INSTANCE),
            "namedLayoutInfos",
            Comparator.comparing(r -> r.path("name").asText(), ApiOrder.INSTANCE),
            "supportedScopes",
            Comparator.comparing(r -> r.path("name").asText(), ApiOrder.INSTANCE));

    /** The normalized form of a describe: keys sorted, no {@code urls}, the {@link #ORDERED_ARRAYS} in order. */
    static JsonNode normalize(JsonNode describe) {
        JsonNode sorted = sortKeys(describe);
        if (sorted instanceof ObjectNode object) {
            ORDERED_ARRAYS.forEach((member, order) -> sortArray(object, member, order));
        }
        return sorted;
    }

    /**
     * {@code render(normalize(describe))} as UTF-8 bytes, written straight from the describe as it arrived: no sorted
     * copy of the tree and no text copy of the output, which matters when a live run writes hundreds of them.
     */
    static byte[] renderNormalized(JsonNode describe) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(256 * 1024);
        try (JsonGenerator generator = Json.WRITER.createGenerator(out)) {
            writeNormalized(generator, describe, true);
        }
        out.write('\n');
        return out.toByteArray();
    }

    /**
     * A describe as its snapshot file holds it: the file's bytes, and the JSON tree reading those bytes gives, or null
     * when that is not known without reading them (the describe is not an object with fields, or a value would read
     * back differently, such as a number too large for a double, which is written as text).
     */
    public record Normalized(byte[] bytes, JsonNode tree) {}

    /**
     * {@code render(normalize(describe))} with the tree that reading it back gives: the describe is normalized in
     * place (it is the caller's to give up) and rendered from there, so the live run that saves it can parse it from
     * the tree instead of reading the file again.
     */
    public static Normalized normalized(JsonNode describe) throws IOException {
        if (!(describe instanceof ObjectNode object) || !object.has("fields")) {
            return new Normalized(renderNormalized(describe), null);
        }
        boolean exact = normalizeInPlace(object, true);
        byte[] printed = SnapshotPrinter.print(object); // null for a value only Jackson writes as before
        return new Normalized(printed != null ? printed : renderNormalized(object), exact ? object : null);
    }

    /**
     * Sorts the keys of every object of the tree and drops its {@code urls}, and at the top puts the {@link
     * #ORDERED_ARRAYS} in order, changing only what is out of order. Returns whether every value reads back as it is
     * from the rendered tree: false for a non-finite number, which is written as text.
     */
    private static boolean normalizeInPlace(JsonNode node, boolean top) {
        boolean exact = true;
        if (node instanceof ObjectNode object) {
            object.remove("urls");
            String last = null;
            boolean sorted = true;
            for (Map.Entry<String, JsonNode> entry : object.properties()) {
                String name = entry.getKey();
                sorted &= last == null || last.compareTo(name) < 0;
                last = name;
                JsonNode value = entry.getValue();
                Comparator<JsonNode> order = top ? ORDERED_ARRAYS.get(name) : null;
                if (order != null && value instanceof ArrayNode array) {
                    for (JsonNode item : array) {
                        exact &= normalizeInPlace(item, false);
                    }
                    sortInPlace(array, order);
                } else {
                    exact &= normalizeInPlace(value, false);
                }
            }
            if (!sorted) {
                Map<String, JsonNode> members = new TreeMap<>();
                object.properties().forEach(e -> members.put(e.getKey(), e.getValue()));
                object.removeAll();
                object.setAll(members);
            }
        } else if (node instanceof ArrayNode array) {
            for (JsonNode item : array) {
                exact &= normalizeInPlace(item, false);
            }
        } else if (node.isDouble() || node.isFloat()) {
            exact = Double.isFinite(node.doubleValue());
        }
        return exact;
    }

    private static void sortInPlace(ArrayNode array, Comparator<JsonNode> order) {
        List<JsonNode> items = new ArrayList<>(array.size());
        array.forEach(items::add);
        if (!isSorted(items, order)) {
            items.sort(order);
            array.removeAll();
            array.addAll(items);
        }
    }

    private static void writeNormalized(JsonGenerator out, JsonNode node, boolean top) throws IOException {
        if (node instanceof ObjectNode object) {
            List<String> names = new ArrayList<>(object.size());
            object.fieldNames().forEachRemaining(names::add);
            names.sort(Comparator.naturalOrder());
            out.writeStartObject();
            for (String name : names) {
                if (name.equals("urls")) {
                    continue;
                }
                out.writeFieldName(name);
                JsonNode value = object.get(name);
                Comparator<JsonNode> order = top ? ORDERED_ARRAYS.get(name) : null;
                if (order != null && value instanceof ArrayNode array) {
                    List<JsonNode> items = new ArrayList<>(array.size());
                    array.forEach(items::add);
                    items.sort(order);
                    out.writeStartArray();
                    for (JsonNode item : items) {
                        writeNormalized(out, item, false);
                    }
                    out.writeEndArray();
                } else {
                    writeNormalized(out, value, false);
                }
            }
            out.writeEndObject();
        } else if (node instanceof ArrayNode array) {
            out.writeStartArray();
            for (JsonNode item : array) {
                writeNormalized(out, item, false);
            }
            out.writeEndArray();
        } else {
            writeScalar(out, node);
        }
    }

    private static void writeScalar(JsonGenerator out, JsonNode node) throws IOException {
        switch (node.getNodeType()) {
            case STRING -> out.writeString(node.textValue());
            case BOOLEAN -> out.writeBoolean(node.booleanValue());
            case NULL -> out.writeNull();
            case NUMBER -> {
                switch (node.numberType()) {
                    case INT -> out.writeNumber(node.intValue());
                    case LONG -> out.writeNumber(node.longValue());
                    case BIG_INTEGER -> out.writeNumber(node.bigIntegerValue());
                    case FLOAT -> out.writeNumber(node.floatValue());
                    case DOUBLE -> out.writeNumber(node.doubleValue());
                    default -> out.writeNumber(node.decimalValue());
                }
            }
            default -> Json.MAPPER.writeTree(out, node);
        }
    }

    /**
     * The parsed form of {@link #normalize(JsonNode)}: the same describe with fields, child relationships and
     * record types in the order the normalized file has them (each key read as the JSON sort reads it, a null as
     * {@code "null"}), without parsing the normalized tree again.
     */
    static ObjectDescribe normalize(ObjectDescribe describe) {
        Comparator<FieldDescribe> fieldOrder = Comparator.comparing(f -> text(f.name()), ApiOrder.INSTANCE);
        Comparator<ChildRelationship> childOrder = Comparator.comparing(
                r -> text(r.childSObject()) + "." + text(r.field()) + "." + text(r.relationshipName()),
                ApiOrder.INSTANCE);
        Comparator<RecordTypeInfo> recordTypeOrder = Comparator.comparing(
                r -> r.developerName() != null ? r.developerName() : text(r.name()), ApiOrder.INSTANCE);
        if (isSorted(describe.fields(), fieldOrder)
                && isSorted(describe.childRelationships(), childOrder)
                && isSorted(describe.recordTypeInfos(), recordTypeOrder)) {
            return describe; // saved normalized, as live snapshots are
        }
        List<FieldDescribe> fields = new ArrayList<>(describe.fields());
        fields.sort(fieldOrder);
        List<ChildRelationship> children = new ArrayList<>(describe.childRelationships());
        children.sort(childOrder);
        List<RecordTypeInfo> recordTypes = new ArrayList<>(describe.recordTypeInfos());
        recordTypes.sort(recordTypeOrder);
        return new ObjectDescribe(
                describe.name(),
                describe.label(),
                describe.labelPlural(),
                describe.keyPrefix(),
                describe.custom(),
                describe.customSetting(),
                describe.createable(),
                describe.updateable(),
                describe.deletable(),
                describe.queryable(),
                fields,
                children,
                recordTypes);
    }

    private static <T> boolean isSorted(List<T> list, Comparator<? super T> order) {
        for (int i = 1; i < list.size(); i++) {
            if (order.compare(list.get(i - 1), list.get(i)) > 0) {
                return false;
            }
        }
        return true;
    }

    private static String text(String value) {
        return value == null ? "null" : value;
    }

    /** Pretty-printed JSON with a final newline. */
    static String render(JsonNode node) throws IOException {
        return Json.WRITER.writeValueAsString(node) + "\n";
    }

    /**
     * Writes the describes into {@code dir}: changed files only, and removes describe files that the
     * previous manifest listed but that are no longer produced. Returns the files written.
     */
    static List<Path> write(Path dir, Map<String, JsonNode> describes, Map<String, String> lastModified)
            throws IOException {
        prepare(dir);
        List<Path> written = new ArrayList<>();
        for (Map.Entry<String, JsonNode> entry : new TreeMap<>(describes).entrySet()) {
            writeOne(dir, entry.getKey(), entry.getValue()).ifPresent(written::add);
        }
        finish(dir, describes.keySet(), lastModified);
        return written;
    }

    /** Creates the snapshot directory if needed. */
    public static void prepare(Path dir) throws IOException {
        Files.createDirectories(dir);
    }

    /** Writes one describe in normalized form unless the file already holds it; the file when written. */
    static Optional<Path> writeOne(Path dir, String name, JsonNode describe) throws IOException {
        return writeOne(dir, name, renderNormalized(describe));
    }

    /** Writes one describe rendered by {@link #normalized(JsonNode)} unless the file already holds it. */
    public static Optional<Path> writeOne(Path dir, String name, byte[] normalized) throws IOException {
        if (!ApiNames.isValid(name)) {
            throw new IOException("refusing to write a describe for '" + name + "': not an API name");
        }
        Path file = dir.resolve(name + ".json");
        return writeIfChanged(file, normalized) ? Optional.of(file) : Optional.empty();
    }

    /**
     * Ends a run that wrote {@code names}: removes describe files the previous manifest listed but that are no
     * longer produced, and writes the manifest.
     */
    public static void finish(Path dir, Set<String> names, Map<String, String> lastModified) throws IOException {
        Map<String, String> previous = readManifest(dir);
        for (String gone : previous.keySet()) {
            if (!names.contains(gone) && ApiNames.isValid(gone)) {
                Files.deleteIfExists(dir.resolve(gone + ".json"));
            }
        }
        StringBuilder manifest = new StringBuilder(
                "# refin-codegen snapshot: each object's Last-Modified in the org, for conditional refreshes\n");
        new TreeMap<>(lastModified).forEach((name, date) -> {
            if (names.contains(name)) {
                manifest.append(name).append('=').append(date).append('\n');
            }
        });
        writeIfChanged(dir.resolve(MANIFEST), manifest.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Object API name to recorded {@code Last-Modified}; empty when there is no manifest. */
    public static Map<String, String> readManifest(Path dir) throws IOException {
        Map<String, String> result = new TreeMap<>();
        Path file = dir.resolve(MANIFEST);
        if (!Files.isRegularFile(file)) {
            return result;
        }
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            int eq = line.indexOf('=');
            if (!line.startsWith("#") && eq > 0) {
                result.put(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
            }
        }
        return result;
    }

    /** Reads one saved describe as JSON. */
    public static JsonNode readJson(Path file) throws IOException {
        return Json.MAPPER.readTree(file.toFile());
    }

    private static boolean writeIfChanged(Path file, byte[] bytes) throws IOException {
        if (Files.isRegularFile(file) && java.util.Arrays.equals(Files.readAllBytes(file), bytes)) {
            return false;
        }
        Files.write(file, bytes);
        return true;
    }

    private static JsonNode sortKeys(JsonNode node) {
        if (node instanceof ObjectNode object) {
            ObjectNode sorted = JsonNodeFactory.instance.objectNode();
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            names.sort(Comparator.naturalOrder());
            for (String name : names) {
                if (!name.equals("urls")) {
                    sorted.set(name, sortKeys(object.get(name)));
                }
            }
            return sorted;
        }
        if (node instanceof ArrayNode array) {
            ArrayNode copy = JsonNodeFactory.instance.arrayNode();
            array.forEach(item -> copy.add(sortKeys(item)));
            return copy;
        }
        return node;
    }

    private static void sortArray(ObjectNode object, String member, Comparator<JsonNode> order) {
        if (object.get(member) instanceof ArrayNode array) {
            List<JsonNode> items = new ArrayList<>();
            array.forEach(items::add);
            items.sort(order);
            ArrayNode sorted = JsonNodeFactory.instance.arrayNode();
            items.forEach(sorted::add);
            object.set(member, sorted);
        }
    }

    /** Case-insensitive, then exact: a total order that reads naturally. */
    private enum ApiOrder implements Comparator<String> {
        INSTANCE;

        @Override
        public int compare(String a, String b) {
            int folded = String.CASE_INSENSITIVE_ORDER.compare(a, b);
            return folded != 0 ? folded : a.compareTo(b);
        }
    }
}
