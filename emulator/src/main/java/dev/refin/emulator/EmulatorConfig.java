package dev.refin.emulator;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * An emulator configuration file (JSON, or YAML when the name ends in {@code .yaml}/{@code .yml}): the snapshot,
 * port, users with and without licence seats, exchange rates, a fixed clock, faults, limits and seed records, so a
 * test starts from a ready org. Used by {@code refin-emulator.jar --config FILE} and
 * {@link Emulator.Builder#config(Path)}. Every problem is reported as an {@link IllegalArgumentException} naming the
 * file and the key.
 */
public final class EmulatorConfig {
    private static final Set<String> TOP_KEYS = Set.of(
            "snapshot", "port", "clock", "readyOrg", "users", "clients", "exchangeRates", "faults", "limits", "seed");

    private final Path file;

    /**
     * One seed record.
     *
     * @param object the object's API name
     * @param ref the name other seed records use to refer to it as {@code "@name"}, or null
     * @param fields the field values
     * @param key where it is in the file, for messages
     */
    record SeedRecord(String object, String ref, ObjectNode fields, String key) {}

    private EmulatorConfig(Path file) {
        this.file = file;
    }

    /**
     * Reads a configuration file into the builder (settings the file leaves out keep the builder's values).
     *
     * @throws IllegalArgumentException naming the file and key when the file is unreadable or a value is wrong
     */
    static void apply(Path file, Emulator.Builder builder) {
        new EmulatorConfig(file).applyTo(builder);
    }

    private void applyTo(Emulator.Builder builder) {
        JsonNode root = read();
        if (!root.isObject()) {
            throw problem("(root)", "expected an object of settings");
        }
        for (Iterator<String> keys = root.fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            if (!TOP_KEYS.contains(key)) {
                throw problem(key, "unknown setting; known settings are " + String.join(", ", sorted(TOP_KEYS)));
            }
        }
        if (root.has("snapshot")) {
            Path base = file.toAbsolutePath().getParent();
            builder.snapshot(base.resolve(text(root, "snapshot")));
        }
        if (root.has("port")) {
            int port = integer(root, "port");
            guard("port", () -> builder.port(port));
        }
        if (root.has("clock")) {
            String text = text(root, "clock");
            try {
                builder.clock(Clock.fixed(Instant.parse(text), ZoneOffset.UTC));
            } catch (DateTimeParseException e) {
                throw problem("clock", "not an instant such as 2024-06-15T10:00:00Z: " + text);
            }
        }
        if (root.has("readyOrg")) {
            JsonNode ready = root.get("readyOrg");
            if (!ready.isBoolean()) {
                throw problem("readyOrg", "expected true or false, got " + ready);
            }
            builder.readyOrg(ready.asBoolean());
        }
        users(root.path("users"), builder);
        clients(root.path("clients"), builder);
        rates(root.path("exchangeRates"), builder);
        faults(root.path("faults"), builder);
        limits(root.path("limits"), builder);
        builder.seed(seed(root.path("seed")));
    }

    private JsonNode read() {
        ObjectMapper mapper = isYaml() ? new YAMLMapper() : Json.MAPPER;
        try {
            JsonNode root = mapper.readTree(Files.readAllBytes(file));
            return root == null ? Json.object() : root;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    "config " + file + ": not valid " + (isYaml() ? "YAML" : "JSON") + ": " + e.getOriginalMessage()
                            + locationOf(e),
                    e);
        } catch (IOException e) {
            throw new IllegalArgumentException("config " + file + ": cannot be read: " + e.getMessage(), e);
        }
    }

    private static String locationOf(JsonProcessingException e) {
        return e.getLocation() == null
                ? ""
                : " (line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr() + ")";
    }

    private boolean isYaml() {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".yaml") || name.endsWith(".yml");
    }

    /**
     * Connected apps: {@code clientId}, {@code secret}, {@code runAs} (the client-credentials user) and optionally
     * {@code jwtKey}, a PEM file (public key or X.509 certificate, relative to this file) whose key must have signed
     * the app's JWT bearer assertions.
     */
    private void clients(JsonNode clients, Emulator.Builder builder) {
        int i = 0;
        Path base = file.toAbsolutePath().getParent();
        for (JsonNode client : list(clients, "clients")) {
            String key = "clients[" + i++ + "]";
            known(client, key, Set.of("clientId", "secret", "runAs", "jwtKey"));
            java.security.PublicKey jwtKey =
                    client.has("jwtKey") ? publicKey(key + ".jwtKey", base.resolve(text(client, key, "jwtKey"))) : null;
            String clientId = text(client, key, "clientId");
            String secret = text(client, key, "secret");
            String runAs = text(client, key, "runAs");
            guard(key, () -> builder.client(clientId, secret, runAs, jwtKey));
        }
    }

    /** The RSA public key of a PEM file: a {@code PUBLIC KEY} or a {@code CERTIFICATE}. */
    private java.security.PublicKey publicKey(String key, Path pem) {
        String text;
        try {
            text = Files.readString(pem);
        } catch (IOException e) {
            throw problem(key, "cannot read " + pem + ": " + e.getMessage());
        }
        try {
            if (text.contains("-----BEGIN CERTIFICATE-----")) {
                return java.security.cert.CertificateFactory.getInstance("X.509")
                        .generateCertificate(new java.io.ByteArrayInputStream(
                                text.getBytes(java.nio.charset.StandardCharsets.US_ASCII)))
                        .getPublicKey();
            }
            if (text.contains("-----BEGIN PUBLIC KEY-----")) {
                String body =
                        text.replaceAll("-----(BEGIN|END) PUBLIC KEY-----", "").replaceAll("\\s", "");
                return java.security.KeyFactory.getInstance("RSA")
                        .generatePublic(new java.security.spec.X509EncodedKeySpec(
                                java.util.Base64.getDecoder().decode(body)));
            }
        } catch (java.security.GeneralSecurityException | IllegalArgumentException e) {
            throw problem(key, pem + " is not a readable RSA public key or certificate: " + e.getMessage());
        }
        throw problem(key, pem + " holds no PEM PUBLIC KEY or CERTIFICATE");
    }

    private void users(JsonNode users, Emulator.Builder builder) {
        int i = 0;
        for (JsonNode user : list(users, "users")) {
            String key = "users[" + i++ + "]";
            known(user, key, Set.of("username", "password", "licensed"));
            builder.user(
                    text(user, key, "username"),
                    text(user, key, "password"),
                    user.has("licensed") ? bool(user, key, "licensed") : true);
        }
    }

    private void rates(JsonNode rates, Emulator.Builder builder) {
        int i = 0;
        for (JsonNode rate : list(rates, "exchangeRates")) {
            String key = "exchangeRates[" + i++ + "]";
            known(rate, key, Set.of("from", "to", "rate"));
            BigDecimal value = decimal(rate, key, "rate");
            guard(key, () -> builder.exchangeRate(text(rate, key, "from"), text(rate, key, "to"), value));
        }
    }

    private void faults(JsonNode faults, Emulator.Builder builder) {
        if (faults.isMissingNode()) {
            return;
        }
        String key = "faults";
        known(
                faults,
                key,
                Set.of(
                        "seed",
                        "serverErrors",
                        "droppedConnections",
                        "requestLimitExceeded",
                        "unableToLockRow",
                        "unauthorizedAfter",
                        "bulkJobFailures",
                        "latency"));
        Faults.Builder out =
                Faults.builder(faults.has("seed") ? faults.get("seed").asLong() : 1L);
        guard(key, () -> {
            if (faults.has("serverErrors")) {
                out.serverErrors(decimal(faults, key, "serverErrors").doubleValue());
            }
            if (faults.has("droppedConnections")) {
                out.droppedConnections(
                        decimal(faults, key, "droppedConnections").doubleValue());
            }
            if (faults.has("requestLimitExceeded")) {
                out.requestLimitExceeded(
                        decimal(faults, key, "requestLimitExceeded").doubleValue());
            }
            if (faults.has("unableToLockRow")) {
                out.unableToLockRow(decimal(faults, key, "unableToLockRow").doubleValue());
            }
            if (faults.has("bulkJobFailures")) {
                out.bulkJobFailures(decimal(faults, key, "bulkJobFailures").doubleValue());
            }
            if (faults.has("unauthorizedAfter")) {
                out.unauthorizedAfter(integer(faults, "unauthorizedAfter"));
            }
            JsonNode latency = faults.path("latency");
            if (!latency.isMissingNode()) {
                known(latency, "faults.latency", Set.of("rate", "minMillis", "maxMillis"));
                out.latency(
                        decimal(latency, "faults.latency", "rate").doubleValue(),
                        Duration.ofMillis(
                                decimal(latency, "faults.latency", "minMillis").longValue()),
                        Duration.ofMillis(
                                decimal(latency, "faults.latency", "maxMillis").longValue()));
            }
        });
        builder.faults(out.build());
    }

    private void limits(JsonNode limits, Emulator.Builder builder) {
        if (limits.isMissingNode()) {
            return;
        }
        known(
                limits,
                "limits",
                Set.of(
                        "maxBodyBytes",
                        "threads",
                        "dailyApiRequests",
                        "bulkBatchSize",
                        "bulkQueryPageSize",
                        "dailyBulkV2QueryJobs",
                        "dailyBulkApiBatches",
                        "dailyBulkRecords"));
        if (limits.has("bulkQueryPageSize")) {
            int rows = decimal(limits, "limits", "bulkQueryPageSize").intValue();
            guard("limits.bulkQueryPageSize", () -> builder.bulkQueryPageSize(rows));
        }
        if (limits.has("dailyBulkV2QueryJobs")) {
            long max = decimal(limits, "limits", "dailyBulkV2QueryJobs").longValue();
            guard("limits.dailyBulkV2QueryJobs", () -> builder.dailyBulkV2QueryJobs(max));
        }
        if (limits.has("dailyBulkApiBatches")) {
            long max = decimal(limits, "limits", "dailyBulkApiBatches").longValue();
            guard("limits.dailyBulkApiBatches", () -> builder.dailyBulkApiBatches(max));
        }
        if (limits.has("dailyBulkRecords")) {
            long max = decimal(limits, "limits", "dailyBulkRecords").longValue();
            guard("limits.dailyBulkRecords", () -> builder.dailyBulkRecords(max));
        }
        if (limits.has("dailyApiRequests")) {
            long max = decimal(limits, "limits", "dailyApiRequests").longValue();
            guard("limits.dailyApiRequests", () -> builder.dailyApiRequests(max));
        }
        if (limits.has("bulkBatchSize")) {
            int size = decimal(limits, "limits", "bulkBatchSize").intValue();
            guard("limits.bulkBatchSize", () -> builder.bulkBatchSize(size));
        }
        if (limits.has("maxBodyBytes")) {
            long bytes = decimal(limits, "limits", "maxBodyBytes").longValue();
            guard("limits.maxBodyBytes", () -> builder.maxBodyBytes(bytes));
        }
        if (limits.has("threads")) {
            int threads = integer(limits, "threads");
            guard("limits.threads", () -> builder.threads(threads));
        }
    }

    private List<SeedRecord> seed(JsonNode seed) {
        List<SeedRecord> out = new ArrayList<>();
        int i = 0;
        for (JsonNode record : list(seed, "seed")) {
            String key = "seed[" + i++ + "]";
            known(record, key, Set.of("object", "ref", "fields"));
            JsonNode fields = record.path("fields");
            if (!fields.isMissingNode() && !fields.isObject()) {
                throw problem(key + ".fields", "expected an object of field names to values");
            }
            String ref = record.has("ref") ? text(record, key, "ref") : null;
            out.add(new SeedRecord(
                    text(record, key, "object"),
                    ref,
                    fields.isObject() ? (ObjectNode) fields : Json.object(),
                    "config " + file + ": " + key));
        }
        return out;
    }

    private List<JsonNode> list(JsonNode node, String key) {
        if (node.isMissingNode() || node.isNull()) {
            return List.of();
        }
        if (!node.isArray()) {
            throw problem(key, "expected a list");
        }
        List<JsonNode> out = new ArrayList<>();
        node.forEach(item -> {
            if (!item.isObject()) {
                throw problem(key, "expected a list of objects");
            }
            out.add(item);
        });
        return out;
    }

    private void known(JsonNode node, String key, Set<String> keys) {
        if (!node.isObject()) {
            throw problem(key, "expected an object");
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!keys.contains(name)) {
                throw problem(key + "." + name, "unknown setting; known here: " + String.join(", ", sorted(keys)));
            }
        }
    }

    private String text(JsonNode node, String key) {
        JsonNode value = node.get(key);
        if (value == null
                || !value.isValueNode()
                || value.isNull()
                || value.asText().isBlank()) {
            throw problem(key, "expected a text value");
        }
        return value.asText();
    }

    private String text(JsonNode node, String prefix, String key) {
        JsonNode value = node.get(key);
        if (value == null
                || !value.isValueNode()
                || value.isNull()
                || value.asText().isBlank()) {
            throw problem(prefix + "." + key, "required text value is missing or blank");
        }
        return value.asText();
    }

    private int integer(JsonNode node, String key) {
        JsonNode value = node.get(key);
        if (value == null || !value.canConvertToInt() || !value.isIntegralNumber()) {
            throw problem(key, "expected a whole number, got " + value);
        }
        return value.asInt();
    }

    private boolean bool(JsonNode node, String prefix, String key) {
        JsonNode value = node.get(key);
        if (value == null || !value.isBoolean()) {
            throw problem(prefix + "." + key, "expected true or false, got " + value);
        }
        return value.asBoolean();
    }

    private BigDecimal decimal(JsonNode node, String prefix, String key) {
        JsonNode value = node.get(key);
        if (value == null || !value.isNumber()) {
            throw problem(prefix + "." + key, "expected a number, got " + value);
        }
        return value.decimalValue();
    }

    private void guard(String key, Runnable action) {
        try {
            action.run();
        } catch (IllegalArgumentException e) {
            if (e.getMessage() != null && e.getMessage().startsWith("config ")) {
                throw e;
            }
            throw problem(key, e.getMessage());
        }
    }

    private IllegalArgumentException problem(String key, String message) {
        return new IllegalArgumentException("config " + file + ": " + key + ": " + message);
    }

    private static List<String> sorted(Set<String> keys) {
        return keys.stream().sorted().toList();
    }

    /**
     * Inserts the seed records in order, {@code "@ref"} values replaced by the ids of earlier seed records; returns
     * the ids by ref.
     */
    static Map<String, String> seed(SObjectService records, List<SeedRecord> seed) {
        Map<String, String> ids = new java.util.LinkedHashMap<>();
        for (SeedRecord record : seed) {
            ObjectNode fields = record.fields().deepCopy();
            for (Map.Entry<String, JsonNode> field : fields.properties()) {
                String text = field.getValue().isTextual() ? field.getValue().asText() : null;
                if (text != null && text.startsWith("@")) {
                    String id = ids.get(text.substring(1));
                    if (id == null) {
                        throw new IllegalArgumentException(record.key() + ".fields." + field.getKey()
                                + ": no earlier seed record has ref '" + text.substring(1) + "'");
                    }
                    field.setValue(Json.NODES.textNode(id));
                }
            }
            String id;
            try {
                id = records.create(record.object(), fields);
            } catch (ApiException e) {
                throw new IllegalArgumentException(
                        record.key() + " (" + record.object() + "): refused: " + e.getMessage(), e);
            }
            if (record.ref() != null && ids.put(record.ref(), id) != null) {
                throw new IllegalArgumentException(record.key() + ".ref: '" + record.ref() + "' is used twice");
            }
        }
        return ids;
    }
}
