package dev.refin.emulator.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.DescribeDocument;
import dev.refin.describe.DescribeException;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The emulated org's schema: every object describe of a snapshot directory, parsed once. */
public final class Schema {
    private final Map<String, SObjectSchema> byName;
    private final Map<String, SObjectSchema> byPrefix;

    private Schema(Map<String, SObjectSchema> byName) {
        this.byName = byName;
        this.byPrefix = new HashMap<>();
        for (SObjectSchema object : byName.values()) {
            if (object.describe().keyPrefix() != null) {
                byPrefix.putIfAbsent(object.describe().keyPrefix(), object);
            }
        }
    }

    /**
     * Loads every {@code *.json} object describe of a directory; describeGlobal lists are skipped.
     *
     * @throws DescribeException with every problem of every file when the snapshot is not usable
     */
    public static Schema load(Path dir) throws IOException, DescribeException {
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
        List<DescribeProblem> problems = new ArrayList<>();
        Map<String, SObjectSchema> byName = new TreeMap<>();
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            DescribeDocument document = DescribeParser.parse(file.getFileName().toString(), bytes, problems);
            if (document instanceof ObjectDescribe describe) {
                JsonNode raw = Json.MAPPER.readTree(bytes);
                byName.put(describe.name().toLowerCase(Locale.ROOT), new SObjectSchema(describe, (ObjectNode) raw));
            }
        }
        if (hasError(problems)) {
            throw new DescribeException(problems);
        }
        for (String builtIn : BUILT_IN) {
            if (!byName.containsKey(builtIn.toLowerCase(Locale.ROOT))) {
                byName.put(builtIn.toLowerCase(Locale.ROOT), builtIn(builtIn));
            }
        }
        return new Schema(byName);
    }

    /**
     * The objects every org has, served when the snapshot does not describe them: {@code Organization} (one
     * record, the org itself). Their describes are resources beside this class, written from the platform's
     * documented fields; a snapshot's own describe of the object wins.
     */
    private static final List<String> BUILT_IN = List.of("Organization");

    private static SObjectSchema builtIn(String name) throws IOException {
        String resource = name + ".json";
        byte[] bytes;
        try (java.io.InputStream in = Schema.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the emulator jar lacks its built-in describe " + resource);
            }
            bytes = in.readAllBytes();
        }
        List<DescribeProblem> problems = new ArrayList<>();
        if (!(DescribeParser.parse(resource, bytes, problems) instanceof ObjectDescribe describe)
                || hasError(problems)) {
            throw new IllegalStateException("the built-in describe " + resource + " is not usable: " + problems);
        }
        return new SObjectSchema(describe, (ObjectNode) Json.MAPPER.readTree(bytes));
    }

    private static boolean hasError(List<DescribeProblem> problems) {
        return problems.stream().anyMatch(p -> p.severity() == DescribeProblem.Severity.ERROR);
    }

    /** The object with this API name, ignoring case as the platform does. */
    public Optional<SObjectSchema> object(String name) {
        return Optional.ofNullable(byName.get(name.toLowerCase(Locale.ROOT)));
    }

    /** The object whose records have this key prefix. */
    public Optional<SObjectSchema> objectByPrefix(String keyPrefix) {
        return Optional.ofNullable(byPrefix.get(keyPrefix));
    }

    /** Every object, sorted by API name. */
    public Collection<SObjectSchema> objects() {
        return byName.values();
    }

    /**
     * One object of the schema.
     *
     * @param describe the parsed describe
     * @param raw the describe JSON as saved, served back by the describe resource
     */
    public record SObjectSchema(ObjectDescribe describe, ObjectNode raw) {
        public String name() {
            return describe.name();
        }
    }
}
