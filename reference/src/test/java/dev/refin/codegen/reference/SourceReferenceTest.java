package dev.refin.codegen.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The schema reference from the org's metadata source: camel's sfdx project (a real public project, copied under
 * runtime/src/testFixtures/real/source with its provenance), alone and laid over the public describe of its Invoice__c.
 */
class SourceReferenceTest {
    private static final Path REAL = Path.of("../runtime/src/testFixtures/real");
    private static final Path CAMEL_SFDX = REAL.resolve("source/camel-sfdx-project");
    private static final GeneratorConfig CONFIG =
            GeneratorConfig.defaults().withPackageName("org.example.camel").withPrefix("");

    @TempDir
    Path tmp;

    @Test
    void keyPrefixAndPermissionsOfASourceOnlyObjectAreMarkedUnknownAndAnOverlaidDescribeFillsThem() throws Exception {
        Path alone = tmp.resolve("alone");
        RefinReference.generateReferenceFromSource(
                CONFIG, new DefaultNamingStrategy(), List.of(CAMEL_SFDX), null, alone);
        String md = Files.readString(alone.resolve("Invoice.md"));
        assertTrue(md.contains("| Key prefix | not known from source; overlay a describe |"), md);
        assertTrue(md.contains("| Generated from | the org's metadata source |"), md);
        assertTrue(
                md.contains("| Not known from source | key prefix, object permissions, field-level permissions"), md);
        String html = Files.readString(alone.resolve("Invoice.html"));
        assertTrue(
                html.contains("<tr><th>Key prefix</th><td>not known from source; overlay a describe</td></tr>"), html);

        // The index says the same as the object page, rather than leaving the cell blank.
        String index = Files.readString(alone.resolve("index.md"));
        assertTrue(index.contains("| `Invoice__c` | Invoice | not known from source; overlay a describe |"), index);
        String indexHtml = Files.readString(alone.resolve("index.html"));
        assertTrue(
                indexHtml.contains(
                        "<td><code>Invoice__c</code></td><td>Invoice</td><td>not known from source; overlay a describe</td>"),
                indexHtml);

        Path describes = Files.createDirectories(tmp.resolve("describes"));
        Files.copy(REAL.resolve("describe/camel-invoice__c-describe-v42.json"), describes.resolve("Invoice__c.json"));
        Path overlaid = tmp.resolve("overlaid");
        RefinReference.generateReferenceFromSource(
                CONFIG, new DefaultNamingStrategy(), List.of(CAMEL_SFDX), describes, overlaid);
        String filled = Files.readString(overlaid.resolve("Invoice.md"));
        assertTrue(filled.contains("| Key prefix | `a01` |"), filled);
        assertFalse(filled.contains("not known from source"), filled);
        String filledIndex = Files.readString(overlaid.resolve("index.md"));
        assertTrue(filledIndex.contains("| `Invoice__c` | Invoice | `a01` |"), filledIndex);
        assertFalse(filledIndex.contains("not known from source"), filledIndex);
        assertTrue(
                filled.contains("| Generated from | the org's metadata source laid over the object's describe |"),
                filled);
    }

    @Test
    void aReferenceFromDescribesIsUnchanged() throws Exception {
        Path describes = Files.createDirectories(tmp.resolve("describes"));
        Files.copy(REAL.resolve("describe/camel-invoice__c-describe-v42.json"), describes.resolve("Invoice__c.json"));
        Path out = tmp.resolve("out");
        RefinReference.generateReference(CONFIG, new DefaultNamingStrategy(), describes, out);
        String md = Files.readString(out.resolve("Invoice.md"));
        assertTrue(md.contains("| Key prefix | `a01` |"), md);
        assertFalse(md.contains("Generated from |"), md);
        assertFalse(md.contains("not known from source"), md);
    }

    @Test
    void theDriftReportOfAPullRequestThatAddsAFieldInGitSaysWhereTheFieldCameFrom() throws Exception {
        Path describes = Files.createDirectories(tmp.resolve("describes"));
        Files.copy(REAL.resolve("describe/camel-invoice__c-describe-v42.json"), describes.resolve("Invoice__c.json"));
        // The project as a pull request leaves it: camel's Invoice__c with one field more.
        Path project = tmp.resolve("project");
        try (var walk = Files.walk(CAMEL_SFDX)) {
            for (Path p : walk.toList()) {
                Path target = project.resolve(CAMEL_SFDX.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        Path fields = project.resolve("salesforce-source/main/default/objects/Invoice__c/fields");
        Files.writeString(fields.resolve("Due_Date__c.field-meta.xml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <CustomField xmlns="http://soap.sforce.com/2006/04/metadata">
                    <fullName>Due_Date__c</fullName>
                    <label>Due Date</label>
                    <required>false</required>
                    <type>Date</type>
                </CustomField>
                """);
        Path report = tmp.resolve("report");
        RefinReference.DiffResult result =
                RefinReference.diffSource(CONFIG, describes, List.of(project), report, line -> {});
        assertEquals(
                List.of("addition    Invoice__c.Due_Date__c: field added (date)"),
                result.changes().stream().map(Object::toString).toList());
        String md = Files.readString(report.resolve("drift-report.md"));
        assertTrue(
                md.contains(("field added (date) (from source " + project
                                + " (salesforce-source/main/default/objects/Invoice__c/fields/Due_Date__c.field-meta.xml))")
                        .replace("_", "\\_")),
                md);
        assertTrue(md.contains("From snapshot describes to source project"), md);
    }

    @Test
    void aChangeInTheMetadataApiFormatNamesItsFileAndLineRelativeToTheProject() throws Exception {
        Path describes = Files.createDirectories(tmp.resolve("project/src/main/refin"));
        Files.copy(REAL.resolve("describe/camel-invoice__c-describe-v42.json"), describes.resolve("Invoice__c.json"));
        // camel's metadata API folder as a pull request leaves it: Pending dropped from Status__c, Due_Date__c added.
        Path mdapi = Files.createDirectories(tmp.resolve("project/salesforce/objects"));
        String object = Files.readString(REAL.resolve("source/camel-mdapi/objects/Invoice__c.object"));
        String pending = """
                                <value>
                                    <fullName>Pending</fullName>
                                    <default>false</default>
                                </value>
                """;
        assertTrue(object.contains(pending));
        object = object.replace(pending, "").replace("    <label>Invoice</label>\n", """
                            <fields>
                                <fullName>Due_Date__c</fullName>
                                <label>Due Date</label>
                                <required>false</required>
                                <type>Date</type>
                            </fields>
                            <label>Invoice</label>
                        """);
        Files.writeString(mdapi.resolve("Invoice__c.object"), object);
        int dueDateLine = object.lines().toList().indexOf("        <fullName>Due_Date__c</fullName>");
        int statusLine = object.lines().toList().indexOf("        <fullName>Status__c</fullName>");

        Path report = tmp.resolve("report");
        RefinReference.DiffResult result = RefinReference.diffSource(
                CONFIG, describes, List.of(mdapi.getParent()), tmp.resolve("project"), report, line -> {});
        assertEquals(
                List.of(
                        "addition    Invoice__c.Due_Date__c: field added (date) (from source salesforce"
                                + " (objects/Invoice__c.object:" + dueDateLine + "))",
                        "removal     Invoice__c.Status__c: picklist value 'Pending' removed (from source salesforce"
                                + " (objects/Invoice__c.object:" + statusLine + "))"),
                result.changes().stream().map(result::line).toList());
        String md = Files.readString(report.resolve("drift-report.md"));
        assertTrue(md.contains("objects/Invoice\\_\\_c.object:" + dueDateLine), md);
        assertTrue(md.contains("From the snapshot to source salesforce"), md);
    }
}
