package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.runtime.client.StaticTokenAuth;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Snapshot refresh and drift detection against an org on loopback. */
class LiveDescribeTest {
    private static final Path SAMPLE = Path.of("../sample-project/src/main/refin");

    @Test
    void snapshotDescribesInBatchesAndNormalizes(@TempDir Path dir) throws Exception {
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            OrgDescriber describer = describer(org);
            List<String> progress = new ArrayList<>();
            RefinCodegen.SnapshotResult result =
                    RefinCodegen.snapshot(describer, GeneratorConfig.defaults(), dir.resolve("snap"), progress::add);
            assertEquals(18, result.objects().size());
            assertEquals(18, result.written().size());
            // describeGlobal + ceil(18 / 25) composite calls.
            assertEquals(2, result.calls());
            assertEquals(
                    List.of("GET /services/data/v65.0/sobjects/", "POST /services/data/v65.0/composite"), org.requests);
            String invoice = Files.readString(dir.resolve("snap/refin__Sales_Invoice__c.json"));
            assertFalse(invoice.contains("\"urls\""), "instance-specific urls are dropped");
            assertTrue(invoice.startsWith("{\n  \"actionOverrides\": "), invoice.substring(0, 40));
            assertTrue(Files.readString(dir.resolve("snap/refin-snapshot.properties"))
                    .contains("refin__Sales_Invoice__c=" + FakeOrg.LAST_MODIFIED));
            // The normalized snapshot generates exactly the sources of the raw files it came from.
            assertEquals(
                    render(RefinCodegen.readSnapshot(SAMPLE)), render(RefinCodegen.readSnapshot(dir.resolve("snap"))));
        }
    }

    @Test
    void sameMetadataGivesByteIdenticalSourcesOfflineAndLive(@TempDir Path dir) throws Exception {
        // The sample files are raw describes (platform order, urls kept); the org serves the same JSON.
        Path offline = dir.resolve("offline");
        RefinCodegen.generate(GeneratorConfig.defaults(), SAMPLE, offline);
        Path live = dir.resolve("live");
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            RefinCodegen.generateLive(
                    describer(org),
                    GeneratorConfig.defaults(),
                    new DefaultNamingStrategy(),
                    dir.resolve("no-snapshot"),
                    dir.resolve("work"),
                    live,
                    line -> {});
        }
        Map<String, String> offlineSources = Fixtures.files(offline, ".java");
        assertEquals(18, offlineSources.size());
        assertEquals(offlineSources, Fixtures.files(live, ".java"));
    }

    @Test
    void unchangedRefreshIsConditionalAndWritesNothing(@TempDir Path dir) throws Exception {
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            Path snap = dir.resolve("snap");
            RefinCodegen.snapshot(describer(org), GeneratorConfig.defaults(), snap, line -> {});
            List<Long> before = mtimes(snap);
            RefinCodegen.SnapshotResult again =
                    RefinCodegen.snapshot(describer(org), GeneratorConfig.defaults(), snap, line -> {});
            assertEquals(18, again.notModified());
            assertEquals(List.of(), again.written());
            assertEquals(before, mtimes(snap));
        }
    }

    @Test
    void liveGenerationIsConditionalAndUpToDateWhenTheOrgDidNotChange(@TempDir Path dir) throws Exception {
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            Path snap = dir.resolve("snap");
            RefinCodegen.snapshot(describer(org), GeneratorConfig.defaults(), snap, line -> {});
            Path work = dir.resolve("work");
            Path out = dir.resolve("out");
            RefinCodegen.Result first = RefinCodegen.generateLive(
                    describer(org),
                    GeneratorConfig.defaults(),
                    new DefaultNamingStrategy(),
                    snap,
                    work,
                    out,
                    line -> {});
            assertEquals(18, first.written().size());
            org.requests.clear();
            OrgDescriber again = describer(org);
            RefinCodegen.Result second = RefinCodegen.generateLive(
                    again, GeneratorConfig.defaults(), new DefaultNamingStrategy(), snap, work, out, line -> {});
            assertTrue(second.upToDate());
            assertEquals(2, again.calls()); // describeGlobal + one composite call of 18 conditional describes
            // An admin adds a field: only that object is sent again, and the entity gains the field.
            ObjectNode invoice =
                    (ObjectNode) org.describes.get("refin__Sales_Invoice__c").deepCopy();
            invoice.withArray("fields")
                    .addObject()
                    .put("name", "Channel__c")
                    .put("type", "string")
                    .put("label", "Channel")
                    .put("createable", true)
                    .put("updateable", true);
            org.describes.put("refin__Sales_Invoice__c", invoice);
            org.modified.put("refin__Sales_Invoice__c", "Tue, 24 Nov 2026 09:00:00 GMT");
            RefinCodegen.Result third = RefinCodegen.generateLive(
                    describer(org),
                    GeneratorConfig.defaults(),
                    new DefaultNamingStrategy(),
                    snap,
                    work,
                    out,
                    line -> {});
            assertEquals(List.of(out.toAbsolutePath().resolve("refin/generated/SalesInvoice.java")), third.written());
            assertTrue(
                    Files.readString(third.written().get(0)).contains("public SalesInvoice setChannel(String value)"));
        }
    }

    @Test
    void manyObjectsAreDescribedInParallelBatchesWithProgress(@TempDir Path dir) throws Exception {
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            ObjectNode template = (ObjectNode) org.describes.get("refin__Ledger__c");
            for (int i = 0; i < 60; i++) {
                String name = String.format("refin__Extra%02d__c", i);
                org.describes.put(name, template.deepCopy().put("name", name));
                org.modified.put(name, FakeOrg.LAST_MODIFIED);
            }
            List<String> progress = new ArrayList<>();
            RefinCodegen.SnapshotResult result =
                    RefinCodegen.snapshot(describer(org), GeneratorConfig.defaults(), dir, progress::add);
            assertEquals(78, result.objects().size());
            assertEquals(1 + 4, result.calls()); // 1 + ceil(78 / 25)
            assertEquals(4, progress.size());
            assertTrue(progress.contains("described 78/78 objects"), progress.toString());
        }
    }

    @Test
    void diffShowsExactlyTheAddedField(@TempDir Path dir) throws Exception {
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            Path snap = dir.resolve("snap");
            RefinCodegen.snapshot(describer(org), GeneratorConfig.defaults(), snap, line -> {});
            ObjectNode ledger =
                    (ObjectNode) org.describes.get("refin__Ledger__c").deepCopy();
            ObjectNode added = ledger.withArray("fields").addObject();
            added.put("name", "Division__c")
                    .put("type", "string")
                    .put("label", "Division")
                    .put("length", 40);
            org.describes.put("refin__Ledger__c", ledger);
            org.modified.put("refin__Ledger__c", "Tue, 24 Nov 2026 09:00:00 GMT");

            List<SchemaDiff.Change> changes = RefinCodegen.diff(
                    describer(org), GeneratorConfig.defaults(), snap, dir.resolve("work"), line -> {});
            assertEquals(
                    List.of(new SchemaDiff.Change(
                            SchemaDiff.Impact.ADDITION, "refin__Ledger__c.Division__c", "field added (string)")),
                    changes);
            assertEquals(
                    "addition    refin__Ledger__c.Division__c: field added (string)\n1 difference: 1 addition",
                    SchemaDiff.report(changes));
        }
    }

    @Test
    void badCredentialsAndUnreachableOrgsGiveClearErrors(@TempDir Path dir) throws Exception {
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            OrgDescriber wrong =
                    OrgDescriber.of(org.url(), "v65.0", StaticTokenAuth.of("wrong"), Duration.ofSeconds(5), 2);
            IOException e = assertThrows(
                    IOException.class, () -> RefinCodegen.snapshot(wrong, GeneratorConfig.defaults(), dir, l -> {}));
            assertEquals(
                    org.url() + ": authentication failed (HTTP 401): INVALID_SESSION_ID: Session expired or invalid",
                    e.getMessage());
            assertFalse(e.getMessage().contains("wrong"), "the token never appears");
        }
        OrgDescriber nowhere =
                OrgDescriber.of("http://127.0.0.1:9", "v65.0", StaticTokenAuth.of("t"), Duration.ofSeconds(5), 2);
        IOException e = assertThrows(
                IOException.class, () -> RefinCodegen.snapshot(nowhere, GeneratorConfig.defaults(), dir, l -> {}));
        assertEquals("cannot reach http://127.0.0.1:9: connection refused", e.getMessage());
        IllegalArgumentException plain = assertThrows(
                IllegalArgumentException.class,
                () -> OrgDescriber.of(
                        "http://example.com", "v65.0", StaticTokenAuth.of("t"), Duration.ofSeconds(1), 1));
        assertEquals(
                "instance URL must use https (plain http only for loopback hosts): http://example.com",
                plain.getMessage());
    }

    @Test
    void missingObjectsAreNamed(@TempDir Path dir) throws Exception {
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            IOException missing = assertThrows(
                    IOException.class,
                    () -> RefinCodegen.snapshot(
                            describer(org),
                            GeneratorConfig.defaults().withIncludes(List.of("Account", "refin__Fixed_Asset__c")),
                            dir,
                            l -> {}));
            assertEquals(
                    org.url() + ": not in the org (or not visible to the integration user):" + " refin__Fixed_Asset__c",
                    missing.getMessage());
            IOException none = assertThrows(
                    IOException.class,
                    () -> RefinCodegen.snapshot(
                            describer(org), GeneratorConfig.defaults().withPrefix("acme__"), dir, l -> {}));
            assertTrue(
                    none.getMessage()
                            .endsWith("no custom object matches prefix 'acme__' or the includes; is the package"
                                    + " installed and visible to the integration user?"),
                    none.getMessage());
        }
    }

    private static OrgDescriber describer(FakeOrg org) {
        return OrgDescriber.of(org.url(), "v65.0", StaticTokenAuth.of(FakeOrg.TOKEN), Duration.ofSeconds(10), 2);
    }

    private static List<String> render(Snapshot snapshot) throws Exception {
        List<String> files = new ArrayList<>();
        for (var file : RefinCodegen.generateFiles(GeneratorConfig.defaults(), new DefaultNamingStrategy(), snapshot)) {
            files.add(file.toString());
        }
        return files;
    }

    private static List<Long> mtimes(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().map(f -> f.toFile().lastModified()).toList();
        }
    }
}
