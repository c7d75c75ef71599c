package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.describe.DescribeException;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.describe.source.testing.MetadataSourceWriter;
import dev.refin.runtime.RealFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A project whose package directories mix the two formats (part-way converted: {@code force-app} in the source format,
 * an older {@code src} or {@code legacy} folder of {@code .object} files): each object is read in the format it is
 * written in. Before, such a project was read as the source format and its {@code .object} files were left out
 * without a word.
 */
class MixedFormatsTest {
    @TempDir
    Path dir;

    @Test
    void eachObjectIsReadInItsOwnFormatAndGivesWhatTheSourceFormatGives() throws Exception {
        List<ObjectDescribe> objects = List.of(
                customFields("describe/restforce-whizbang-custom-describe.json"),
                customFields("describe/nifi-datetestobject__c-describe-v62-time-field.json"));
        Path source = dir.resolve("source");
        MetadataSourceWriter.write(source, objects, SourceFormat.SOURCE);
        Path mixed = dir.resolve("mixed");
        MetadataSourceWriter.write(mixed, objects.subList(0, 1), SourceFormat.SOURCE);
        MetadataSourceWriter.write(mixed.resolve("legacy"), objects.subList(1, 2), SourceFormat.METADATA_API);
        Files.writeString(
                mixed.resolve("sfdx-project.json"),
                "{\"packageDirectories\": [{\"path\": \"force-app\", \"default\": true}, {\"path\": \"legacy\"}]}");

        SourceProject read = MetadataSource.read(mixed);

        assertEquals(MetadataSource.read(source).objects(), read.objects());
        assertEquals(SourceFormat.SOURCE, read.format());
        String legacy = objects.get(1).name();
        ObjectProvenance where = read.provenance(legacy).orElseThrow();
        assertTrue(
                where.file().endsWith(Path.of("legacy", "objects", legacy + ".object")),
                where.file().toString());
        FieldDescribe field = objects.get(1).fields().get(0);
        assertEquals(
                where.file(),
                where.field(field.name()).orElseThrow().file(),
                "a field of a .object file comes from that file");
        String first = objects.get(0).name();
        assertTrue(read.provenance(first)
                .orElseThrow()
                .file()
                .endsWith(Path.of("force-app", "main", "default", "objects", first, first + ".object-meta.xml")));
    }

    @Test
    void oneObjectsFolderMayHoldBothAndGlobalValueSetsComeInEitherFormat() throws Exception {
        new SourceFiles(dir)
                .write("sfdx-project.json", "{\"packageDirectories\": [{\"path\": \"force-app\"}]}")
                .write(
                        "force-app/objects/A__c/A__c.object-meta.xml",
                        SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">" + SourceFiles.customObject("A")
                                + "</CustomObject>")
                .write("force-app/objects/A__c/fields/Colour__c.field-meta.xml", picklistField("Colour__c", "Colours"))
                .write(
                        "force-app/objects/B__c.object",
                        SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">"
                                + picklistField("Shade__c", "Shades")
                                        .replace(SourceFiles.HEADER, "")
                                        .replace("<CustomField" + SourceFiles.NS + ">", "<fields>")
                                        .replace("</CustomField>", "</fields>")
                                + SourceFiles.customObject("B") + "</CustomObject>")
                .write("force-app/globalValueSets/Colours.globalValueSet-meta.xml", valueSet("Red", "Green"))
                .write("force-app/globalValueSets/Shades.globalValueSet", valueSet("Dark", "Light"));

        SourceProject read = MetadataSource.read(dir);

        assertEquals(
                List.of("A__c", "B__c"),
                read.objects().stream().map(ObjectDescribe::name).toList());
        assertEquals(List.of("Red", "Green"), values(read, "A__c", "Colour__c"));
        assertEquals(List.of("Dark", "Light"), values(read, "B__c", "Shade__c"));
        assertEquals(SourceFormat.SOURCE, read.format());
    }

    @Test
    void anObjectWrittenInBothFormatsIsRefusedNamingBothFiles() {
        String object = SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">" + SourceFiles.customObject("A")
                + "</CustomObject>";
        new SourceFiles(dir)
                .write(
                        "sfdx-project.json",
                        "{\"packageDirectories\": [{\"path\": \"force-app\"}, {\"path\": \"src\"}]}")
                .write("force-app/objects/A__c/A__c.object-meta.xml", object)
                .write("src/objects/A__c.object", object);

        DescribeException e = assertThrows(DescribeException.class, () -> MetadataSource.read(dir));

        List<String> problems =
                e.problems().stream().map(p -> p.source() + " | " + p.message()).toList();
        assertEquals(
                List.of("src/objects/A__c.object | object 'A__c' is declared twice"
                        + " (also in force-app/objects/A__c/A__c.object-meta.xml)"),
                problems);
        assertTrue(e.problems().stream().allMatch(p -> p.severity() == DescribeProblem.Severity.ERROR));
    }

    /** The object with only its custom fields, as a project in Git declares them. */
    private static ObjectDescribe customFields(String fixture) throws Exception {
        ObjectDescribe real = DescribeParser.parseObject(fixture, RealFixtures.bytes(fixture));
        return real.withFields(
                real.fields().stream().filter(f -> f.custom() && !f.nameField()).toList());
    }

    private static String picklistField(String name, String valueSet) {
        return SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + "><fullName>" + name + "</fullName><label>"
                + name + "</label><type>Picklist</type><valueSet><restricted>true</restricted><valueSetName>"
                + valueSet + "</valueSetName></valueSet></CustomField>";
    }

    private static String valueSet(String... values) {
        StringBuilder xml = new StringBuilder(SourceFiles.HEADER + "<GlobalValueSet" + SourceFiles.NS + ">");
        for (String value : values) {
            xml.append("<customValue><fullName>")
                    .append(value)
                    .append("</fullName><default>false</default><label>")
                    .append(value)
                    .append("</label></customValue>");
        }
        return xml.append("<masterLabel>Set</masterLabel><sorted>false</sorted></GlobalValueSet>")
                .toString();
    }

    private static List<String> values(SourceProject project, String object, String field) {
        return project.object(object).orElseThrow().field(field).orElseThrow().picklistValues().stream()
                .map(PicklistEntry::value)
                .toList();
    }
}
