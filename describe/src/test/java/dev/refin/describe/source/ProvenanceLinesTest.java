package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RealFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each field's provenance names the line that declares it, so a report can point a reviewer at it: in the metadata
 * API format, where every field of an object sits in one {@code .object} file, the line of its {@code <fields>}
 * element (camel's real metadata API folder, runtime/src/testFixtures/real/source).
 */
class ProvenanceLinesTest {
    private static final Path CAMEL_MDAPI = RealFixtures.root().resolve("source/camel-mdapi");

    @Test
    void everyDeclaredFieldOfAnObjectFilePointsAtItsFieldsElement() throws Exception {
        SourceProject project = MetadataSource.read(CAMEL_MDAPI);
        ObjectProvenance invoice = project.provenance("Invoice__c").orElseThrow();
        List<String> lines = Files.readAllLines(invoice.file());
        int checked = 0;
        for (FieldProvenance field : invoice.fields().values()) {
            assertTrue(field.line() > 0, field.toString());
            String declaring = lines.get(field.line() - 1);
            if (field.derived()) {
                assertTrue(declaring.contains("<CustomObject"), field + ": " + declaring);
                continue;
            }
            String element =
                    String.join("\n", lines.subList(field.line() - 1, Math.min(lines.size(), field.line() + 3)));
            String expected = field.field().equals("Name") ? "<nameField>" : "<fields>";
            assertTrue(declaring.contains(expected), field + ": " + declaring);
            if (!field.field().equals("Name")) {
                assertTrue(element.contains("<fullName>" + field.field() + "</fullName>"), field + ": " + element);
            }
            checked++;
        }
        assertTrue(checked >= 2, "declared fields checked (Name and the custom ones): " + checked);
    }

    @Test
    void aFieldFileOfTheSourceFormatPointsAtItsRootElement(@TempDir Path dir) throws Exception {
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .field("Thing__c", "Memo__c", "<label>Memo</label><type>Text</type><length>20</length>");
        FieldProvenance memo = MetadataSource.read(dir)
                .provenance("Thing__c")
                .orElseThrow()
                .field("Memo__c")
                .orElseThrow();
        assertEquals(2, memo.line(), "the line after the XML declaration");
        assertTrue(Files.readAllLines(memo.file()).get(memo.line() - 1).startsWith("<CustomField"));
    }

    @Test
    void aFieldFileWithAByteOrderMarkWindowsLineEndsAndACommentPointsAtItsRootElement(@TempDir Path dir)
            throws Exception {
        // As a Windows checkout or an editor may leave it: the root element is on the fourth line.
        SourceFiles.project(dir)
                .object("Thing__c", SourceFiles.customObject("Thing"))
                .write(
                        "force-app/main/default/objects/Thing__c/fields/Memo__c.field-meta.xml",
                        "\uFEFF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<!-- kept by hand -->\r\n\r\n"
                                + "<CustomField xmlns=\"http://soap.sforce.com/2006/04/metadata\">\r\n"
                                + "    <fullName>Memo__c</fullName>\r\n    <label>Memo</label>\r\n"
                                + "    <type>Text</type>\r\n    <length>20</length>\r\n</CustomField>\r\n");
        FieldProvenance memo = MetadataSource.read(dir)
                .provenance("Thing__c")
                .orElseThrow()
                .field("Memo__c")
                .orElseThrow();
        assertEquals(4, memo.line());
    }
}
