package dev.refin.maven.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.OrgDescriber;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.emulator.Emulator;
import dev.refin.runtime.client.StaticTokenAuth;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Prints HTTP calls and wall time of live generation against the emulator serving a 300-object snapshot:
 * a first live run, an unchanged conditional refresh, and an offline no-op run of the sample. Figures only.
 *
 * <p>Run: {@code ./mvnw -q -B install -DskipTests && ./mvnw -q -B -pl maven-plugin exec:java
 * -Dexec.classpathScope=test -Dexec.mainClass=dev.refin.maven.bench.LiveGenerationBenchmark}
 */
public final class LiveGenerationBenchmark {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private LiveGenerationBenchmark() {}

    public static void main(String[] args) throws Exception {
        int objects = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        Path sample = Path.of(args.length > 1 ? args[1] : "sample-project/src/main/refin");
        if (!Files.isDirectory(sample)) {
            sample = Path.of("../sample-project/src/main/refin");
        }
        Path work = Files.createTempDirectory("refin-live-bench");
        try {
            Path org = work.resolve("org");
            int made = synthesize(sample, org, objects);
            try (Emulator emulator =
                    Emulator.builder().snapshot(org).port(0).build().start()) {
                GeneratorConfig config = GeneratorConfig.defaults().withPackageName("bench.live");
                Path snapshot = work.resolve("snapshot");
                Path live = work.resolve("live");
                Path out = work.resolve("out");
                System.out.printf(
                        Locale.ROOT,
                        "emulator serving %d refin objects (%d files) at %s%n",
                        made,
                        made + 4,
                        emulator.baseUrl());
                for (String run : new String[] {"first live run", "unchanged refresh", "unchanged refresh"}) {
                    OrgDescriber describer = OrgDescriber.of(
                            emulator.baseUrl(),
                            "v65.0",
                            StaticTokenAuth.of(emulator.defaultToken()),
                            Duration.ofSeconds(60),
                            4);
                    long start = System.nanoTime();
                    RefinCodegen.Result result = RefinCodegen.generateLive(
                            describer, config, new DefaultNamingStrategy(), snapshot, live, out, line -> {});
                    double seconds = (System.nanoTime() - start) / 1e9;
                    System.out.printf(
                            Locale.ROOT,
                            "%-18s %5.2f s, %d HTTP calls (target <= 1 + ceil(%d/25) = %d), %d files written,"
                                    + " up to date: %s%n",
                            run,
                            seconds,
                            describer.calls(),
                            made,
                            1 + (made + 24) / 25,
                            result.written().size(),
                            result.upToDate());
                }
            }
            Path sampleOut = work.resolve("sample-out");
            RefinCodegen.generate(GeneratorConfig.defaults(), sample, sampleOut);
            long best = Long.MAX_VALUE;
            for (int i = 0; i < 5; i++) {
                long start = System.nanoTime();
                RefinCodegen.Result noop = RefinCodegen.generate(GeneratorConfig.defaults(), sample, sampleOut);
                best = Math.min(best, System.nanoTime() - start);
                if (!noop.upToDate()) {
                    throw new IllegalStateException("the sample's second run was not up to date");
                }
            }
            System.out.printf(
                    Locale.ROOT,
                    "no-op offline run of the sample: %.1f ms (target: the build adds < 1 s)%n",
                    best / 1e6);
        } finally {
            try (Stream<Path> walk = Files.walk(work)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Copies the sample and adds renamed copies of its refin objects until there are {@code objects} of them. */
    private static int synthesize(Path sample, Path org, int objects) throws Exception {
        Files.createDirectories(org);
        java.util.List<JsonNode> templates = new java.util.ArrayList<>();
        try (Stream<Path> files = Files.list(sample)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                Files.copy(file, org.resolve(file.getFileName()));
                JsonNode json = MAPPER.readTree(file.toFile());
                if (json.path("name").asText().startsWith("refin__")) {
                    templates.add(json);
                }
            }
        }
        int count = templates.size();
        for (int i = 0; count < objects; i++) {
            ObjectNode copy = templates.get(i % templates.size()).deepCopy();
            String name = copy.path("name").asText().replace("__c", "_" + (i / templates.size() + 2) + "__c");
            copy.put("name", name).put("keyPrefix", String.format(Locale.ROOT, "b%02d", i % 100));
            copy.putArray("childRelationships");
            Files.writeString(org.resolve(name + ".json"), MAPPER.writeValueAsString(copy));
            count++;
        }
        return count;
    }
}
