package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.client.StaticTokenAuth;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A snapshot taken with metadata source configured records which input each object and field comes from when the
 * source is laid over it, in a manifest beside the describes (the org on loopback, {@link FakeOrg}, serves the sample
 * snapshot; the source is a small project an admin's pull request adds a field in).
 */
class SourceSnapshotTest {
    private static final Path SAMPLE = Path.of("../sample-project/src/main/refin");

    @TempDir
    Path tmp;

    private static OrgDescriber describer(FakeOrg org) {
        return OrgDescriber.of(org.url(), "v65.0", StaticTokenAuth.of(FakeOrg.TOKEN), Duration.ofSeconds(10), 2);
    }

    /** An sfdx project adding Region__c to refin__Ledger__c, and a new object Site__c. */
    private Path project() throws Exception {
        Path project = tmp.resolve("project/salesforce");
        Files.createDirectories(project);
        Files.writeString(
                project.resolve("sfdx-project.json"), "{\"packageDirectories\": [{\"path\": \"force-app\"}]}");
        Path objects = project.resolve("force-app/main/default/objects");
        Path ledgerFields = Files.createDirectories(objects.resolve("refin__Ledger__c/fields"));
        Files.writeString(ledgerFields.resolve("Region__c.field-meta.xml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <CustomField xmlns="http://soap.sforce.com/2006/04/metadata">
                    <fullName>Region__c</fullName>
                    <label>Region</label>
                    <length>40</length>
                    <type>Text</type>
                </CustomField>
                """);
        Path site = Files.createDirectories(objects.resolve("refin__Site__c"));
        Files.writeString(site.resolve("refin__Site__c.object-meta.xml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <CustomObject xmlns="http://soap.sforce.com/2006/04/metadata">
                    <label>Site</label>
                    <pluralLabel>Sites</pluralLabel>
                    <nameField><label>Site Name</label><type>Text</type></nameField>
                    <sharingModel>ReadWrite</sharingModel>
                    <deploymentStatus>Deployed</deploymentStatus>
                </CustomObject>
                """);
        return project;
    }

    @Test
    void theSnapshotSaysWhichInputEachObjectAndFieldComesFromAndItsDescribesStayDescribes() throws Exception {
        Path project = project();
        Path snap = tmp.resolve("project/src/main/refin");
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            RefinCodegen.SnapshotResult result = RefinCodegen.snapshot(
                    describer(org),
                    GeneratorConfig.defaults(),
                    snap,
                    List.of(project),
                    tmp.resolve("project"),
                    l -> {});
            Path manifest = snap.resolve(RefinCodegen.SNAPSHOT_INPUTS_FILE);
            assertTrue(result.written().contains(manifest), result.written().toString());
            List<String> lines = Files.readAllLines(manifest);
            String url = org.url();
            assertTrue(lines.get(0).startsWith("# Which input each object and field came from"), lines.get(0));
            assertTrue(
                    lines.contains(
                            "refin__Ledger__c: source salesforce (force-app/main/default/objects/refin__Ledger__c)"
                                    + " over describe " + url),
                    "the ledger's line");
            assertTrue(lines.contains("refin__Ledger__c.Region__c: source salesforce"
                    + " (force-app/main/default/objects/refin__Ledger__c/fields/Region__c.field-meta.xml)"));
            assertTrue(lines.contains("refin__Ledger__c.refin__Code__c: describe " + url));
            assertTrue(lines.contains(
                    "refin__Site__c: source salesforce (force-app/main/default/objects/refin__Site__c)"));
            assertTrue(
                    lines.contains("refin__Site__c.OwnerId: source salesforce (derived from the object's settings)"));
            assertTrue(lines.contains("refin__Sales_Invoice__c: describe " + url));
            // Sorted for review, only the selected objects (the sample's Account is not selected), no secret.
            // Each object's line, then its fields' lines, objects and fields in name order.
            List<String> keys = lines.subList(1, lines.size()).stream()
                    .map(l -> l.substring(0, l.indexOf(": ")))
                    .toList();
            java.util.Comparator<String> byObjectThenField = java.util.Comparator.<String, String>comparing(
                            k -> k.contains(".") ? k.substring(0, k.indexOf('.')) : k)
                    .thenComparing(k -> k.contains(".") ? k.substring(k.indexOf('.') + 1) : "");
            assertTrue(keys.equals(keys.stream().sorted(byObjectThenField).toList()), "not in review order");
            assertFalse(lines.stream().anyMatch(l -> l.startsWith("Account")), "Account is not selected");
            assertFalse(Files.readString(manifest).contains(FakeOrg.TOKEN));
            // The describe files are plain describes: the snapshot reads as before, without the source's field.
            Snapshot saved = RefinCodegen.readSnapshot(snap);
            assertEquals(18, saved.objects().size());
            assertTrue(saved.objects().stream()
                    .filter(o -> o.name().equals("refin__Ledger__c"))
                    .flatMap(o -> o.fields().stream())
                    .noneMatch(f -> f.name().equals("Region__c")));
            try (Stream<Path> files = Files.list(snap)) {
                for (Path json :
                        files.filter(f -> f.toString().endsWith(".json")).toList()) {
                    String text = Files.readString(json);
                    assertFalse(text.contains("field-meta.xml") || text.contains("refin__Site__c"), json.toString());
                }
            }

            // A second snapshot changes nothing; one without sources removes the manifest, which would be stale.
            RefinCodegen.SnapshotResult again = RefinCodegen.snapshot(
                    describer(org),
                    GeneratorConfig.defaults(),
                    snap,
                    List.of(project),
                    tmp.resolve("project"),
                    l -> {});
            assertEquals(List.of(), again.written());
            RefinCodegen.snapshot(describer(org), GeneratorConfig.defaults(), snap, List.of(), tmp, l -> {});
            assertFalse(Files.exists(manifest));
        }
    }

    @Test
    void badSourceStopsTheSnapshotBeforeTheOrgIsAskedOrAnythingIsWritten() throws Exception {
        Path project = project();
        Files.writeString(
                project.resolve("force-app/main/default/objects/refin__Ledger__c/fields/Region__c.field-meta.xml"),
                "<CustomField><fullName>Region__c</fullName><type>Text</typ></CustomField>");
        Path snap = tmp.resolve("snap");
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            CodegenException e = assertThrows(
                    CodegenException.class,
                    () -> RefinCodegen.snapshot(
                            describer(org), GeneratorConfig.defaults(), snap, List.of(project), tmp, l -> {}));
            assertTrue(e.getMessage().contains("Region__c.field-meta.xml"), e.getMessage());
            assertEquals(List.of(), org.requests);
            assertFalse(Files.exists(snap));
        }
    }

    @Test
    void theOrgIsNamedWithoutCredentials() {
        assertEquals(
                "https://acme.my.salesforce.com",
                RefinCodegen.withoutCredentials("https://user:secret@acme.my.salesforce.com/?sid=00Dxx"));
        assertEquals("http://127.0.0.1:8080", RefinCodegen.withoutCredentials("http://127.0.0.1:8080"));
        assertEquals("the org", RefinCodegen.withoutCredentials("not a url"));
    }

    @Test
    void whatOnlyTheOrgHasIsNotARemovalWhenComparedWithSource() {
        List<SchemaDiff.Change> changes = SchemaDiff.notInSource(
                List.of(
                        new SchemaDiff.Change(SchemaDiff.Impact.REMOVAL, "A__c", "object removed"),
                        new SchemaDiff.Change(SchemaDiff.Impact.REMOVAL, "B__c.F__c", "field removed"),
                        new SchemaDiff.Change(SchemaDiff.Impact.REMOVAL, "B__c.P__c", "picklist value 'x' removed"),
                        new SchemaDiff.Change(SchemaDiff.Impact.ADDITION, "B__c.G__c", "field added (date)")),
                "the org");
        assertEquals(
                List.of(
                        "not_in_source A__c: object only in the org, not in the source",
                        "not_in_source B__c.F__c: field only in the org, not in the source",
                        "removal     B__c.P__c: picklist value 'x' removed",
                        "addition    B__c.G__c: field added (date)"),
                changes.stream().map(Object::toString).toList());
    }
}
