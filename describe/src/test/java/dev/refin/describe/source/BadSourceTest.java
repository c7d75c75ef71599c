package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.describe.DescribeException;
import dev.refin.describe.DescribeProblem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad source gets an error naming the file, the element (with its line) and what is wrong; every problem at once. */
class BadSourceTest {
    private static final String FIELDS = "force-app/main/default/objects/Thing__c/fields/";

    @TempDir
    Path dir;

    private List<DescribeProblem> problems() {
        DescribeException e = assertThrows(DescribeException.class, () -> MetadataSource.read(dir));
        assertTrue(e.getMessage().startsWith(e.problems().size() + " problem"), e.getMessage());
        return e.problems();
    }

    private SourceFiles thing() {
        return SourceFiles.project(dir).object("Thing__c", SourceFiles.customObject("Thing"));
    }

    @Test
    void malformedXmlNamesTheFileAndLine() {
        thing().write(
                        FIELDS + "Code__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + ">\n"
                                + "    <fullName>Code__c</fullName>\n    <label>Code</lable>\n</CustomField>\n");
        List<DescribeProblem> problems = problems();
        assertEquals(1, problems.size());
        DescribeProblem p = problems.get(0);
        assertEquals(FIELDS + "Code__c.field-meta.xml", p.source());
        assertTrue(p.message().startsWith("is not well-formed XML (line 4, column "), p.message());
        assertTrue(p.message().contains("label"), p.message());
    }

    @Test
    void anObjectOrFieldDeclaredInTwoPackageDirectoriesIsRefusedNamingBothFiles() {
        // Two package directories each define object A__c and its field X__c (the second one's X__c also has no
        // type): each second declaration is refused, naming the first, and the problems of each file come first.
        String object = SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">" + SourceFiles.customObject("A")
                + "</CustomObject>";
        new SourceFiles(dir)
                .write("sfdx-project.json", "{\"packageDirectories\": [{\"path\": \"core\"}, {\"path\": \"extra\"}]}")
                .write("core/objects/A__c/A__c.object-meta.xml", object)
                .write(
                        "core/objects/A__c/fields/X__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + "><fullName>X__c</fullName>"
                                + "<label>X</label><type>Date</type></CustomField>")
                .write("extra/objects/A__c/A__c.object-meta.xml", object)
                .write(
                        "extra/objects/A__c/fields/X__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + "><fullName>X__c</fullName>"
                                + "<label>X</label></CustomField>")
                .write(
                        "extra/objects/A__c/fields/Y__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + "><fullName>Y__c</fullName>"
                                + "<label>Y</label><type>Hologram</type></CustomField>");
        List<String> problems = problems().stream()
                .map(p -> p.source() + " | " + p.path() + " | " + p.message())
                .toList();
        assertEquals(
                List.of(
                        "extra/objects/A__c/A__c.object-meta.xml | CustomObject | object 'A__c' is declared twice"
                                + " (also in core/objects/A__c/A__c.object-meta.xml)",
                        "extra/objects/A__c/fields/X__c.field-meta.xml | CustomField/fullName | field 'X__c' of"
                                + " object 'A__c' is declared twice (also in core/objects/A__c/fields/X__c.field-meta.xml)",
                        "extra/objects/A__c/fields/Y__c.field-meta.xml | CustomField/type (line 2) | unknown field type"
                                + " 'Hologram' on field 'Y__c'; known types: " + FieldReader.KNOWN_TYPES),
                problems);
    }

    @Test
    void unknownFieldTypeNamesTheElement() {
        thing().field("Thing__c", "Odd__c", "<label>Odd</label>\n    <type>Hologram</type>");
        DescribeProblem p = problems().get(0);
        assertEquals(FIELDS + "Odd__c.field-meta.xml", p.source());
        assertEquals("CustomField/type (line 5)", p.path());
        assertTrue(p.message().startsWith("unknown field type 'Hologram' on field 'Odd__c'"), p.message());
    }

    @Test
    void aFieldWithoutTypeIsRefused() {
        thing().field("Thing__c", "Odd__c", "<label>Odd</label>");
        DescribeProblem p = problems().get(0);
        assertEquals("CustomField/type", p.path());
        assertTrue(p.message().startsWith("missing"), p.message());
    }

    @Test
    void fullNameDisagreeingWithTheFileNameIsRefused() {
        thing().write(
                        FIELDS + "Code__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + ">\n"
                                + "    <fullName>Kode__c</fullName>\n    <label>Code</label><type>Text</type><length>5</length>\n"
                                + "</CustomField>\n");
        DescribeProblem p = problems().get(0);
        assertEquals(FIELDS + "Code__c.field-meta.xml", p.source());
        assertEquals("CustomField/fullName (line 3)", p.path());
        assertEquals("fullName 'Kode__c' disagrees with the file name, which names field 'Code__c'", p.message());
    }

    @Test
    void aFieldUnderTheWrongObjectIsRefused() {
        thing().write(
                        FIELDS + "Code__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + ">\n"
                                + "    <fullName>Other__c.Code__c</fullName>\n    <label>Code</label><type>Text</type>\n"
                                + "</CustomField>\n");
        DescribeProblem p = problems().get(0);
        assertEquals(
                "field 'Other__c.Code__c' belongs to object 'Other__c' but sits under object 'Thing__c'", p.message());
    }

    @Test
    void aQualifiedFullNameOfTheRightObjectIsAccepted() throws Exception {
        thing().write(
                        FIELDS + "Code__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomField" + SourceFiles.NS + ">\n"
                                + "    <fullName>Thing__c.Code__c</fullName>\n    <label>Code</label><type>Text</type>\n"
                                + "</CustomField>\n");
        assertTrue(MetadataSource.read(dir).objects().get(0).field("Code__c").isPresent());
    }

    @Test
    void aMissingPackageDirectoryIsNamed() {
        new SourceFiles(dir)
                .write("sfdx-project.json", "{\"packageDirectories\": [{\"path\": \"gone\"}]}")
                .object("Thing__c", SourceFiles.customObject("Thing"));
        DescribeProblem p = problems().get(0);
        assertEquals("sfdx-project.json", p.source());
        assertEquals("$.packageDirectories[0].path", p.path());
        assertEquals("package directory 'gone' does not exist", p.message());
    }

    @Test
    void aProjectFileThatIsNotJsonIsNamed() {
        new SourceFiles(dir).write("sfdx-project.json", "packageDirectories: force-app");
        DescribeProblem p = problems().get(0);
        assertEquals("sfdx-project.json", p.source());
        assertTrue(p.message().startsWith("is not JSON"), p.message());
    }

    @Test
    void aFolderThatIsNoProjectIsNamed() {
        new SourceFiles(dir).write("README.md", "hello");
        DescribeProblem p = problems().get(0);
        assertTrue(p.message().startsWith("is neither an sfdx project"), p.message());
    }

    @Test
    void aDependentPicklistWhoseControllerIsMissingIsRefused() {
        thing().field(
                        "Thing__c",
                        "City__c",
                        "<label>City</label><type>Picklist</type><valueSet>"
                                + "<controllingField>Country__c</controllingField><valueSetDefinition><value><fullName>Paris"
                                + "</fullName><default>false</default><label>Paris</label></value></valueSetDefinition></valueSet>");
        DescribeProblem p = problems().get(0);
        assertEquals(FIELDS + "City__c.field-meta.xml", p.source());
        assertTrue(p.path().startsWith("CustomField/valueSet/controllingField (line "), p.path());
        assertEquals("controlling field 'Country__c' of 'City__c' is not a field of object 'Thing__c'", p.message());
    }

    @Test
    void aMissingGlobalValueSetIsNamed() {
        thing().field(
                        "Thing__c",
                        "Region__c",
                        "<label>Region</label><type>Picklist</type><valueSet><valueSetName>"
                                + "Regions</valueSetName></valueSet>");
        DescribeProblem p = problems().get(0);
        assertTrue(p.message().startsWith("global value set 'Regions' is not in the project"), p.message());
    }

    @Test
    void aCustomObjectWithoutNameFieldIsRefused() {
        SourceFiles.project(dir).object("Thing__c", "<label>Thing</label>");
        DescribeProblem p = problems().get(0);
        assertEquals("force-app/main/default/objects/Thing__c/Thing__c.object-meta.xml", p.source());
        assertTrue(p.message().startsWith("missing <nameField>"), p.message());
    }

    @Test
    void aWrongDocumentIsRefused() {
        thing().write(
                        FIELDS + "Code__c.field-meta.xml",
                        SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + "><label>x</label></CustomObject>");
        DescribeProblem p = problems().get(0);
        assertEquals("expected a <CustomField> document, found <CustomObject>", p.message());
    }

    @Test
    void aBadNumberIsNamed() {
        thing().field("Thing__c", "Qty__c", "<label>Qty</label><precision>many</precision><type>Number</type>");
        DescribeProblem p = problems().get(0);
        assertEquals(FIELDS + "Qty__c.field-meta.xml", p.source());
        assertTrue(p.path().startsWith("CustomField/precision (line "), p.path());
        assertEquals("expected a whole number, found 'many'", p.message());
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        thing().field("Thing__c", "A__c", "<label>A</label><type>Hologram</type>")
                .field("Thing__c", "B__c", "<label>B</label><type>Wormhole</type>")
                .write(FIELDS + "C__c.field-meta.xml", "<CustomField>");
        assertEquals(3, problems().size());
    }

    @Test
    void problemsComeInFileOrderHoweverTheReadIsSplit() {
        // Objects are read and settled on every core; the problems still come as one reader reading the objects one
        // after the other would find them: object by object, its files' problems in file order, then its fields',
        // then its dependent picklists'; what spans objects (roll-ups) after every object.
        SourceFiles files = SourceFiles.project(dir);
        List<String> expected = new ArrayList<>();
        List<String> spanning = new ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            String object = String.format(Locale.ROOT, "Obj%02d__c", i);
            String fields = "force-app/main/default/objects/" + object + "/fields/";
            files.object(object, SourceFiles.customObject("Obj " + i))
                    .write(fields + "A__c.field-meta.xml", "<CustomField>")
                    .field(object, "B__c", "<label>B</label><type>Hologram</type>")
                    .field(object, "C__c", "<label>C</label><precision>many</precision><type>Number</type>")
                    .field(
                            object,
                            "D__c",
                            "<label>D</label><type>Picklist</type><valueSet><controllingField>Nope__c"
                                    + "</controllingField><valueSetDefinition><value><fullName>x</fullName>"
                                    + "</value></valueSetDefinition></valueSet>")
                    .field(
                            object,
                            "E__c",
                            "<label>E</label><summarizedField>Gone__c.Amount__c</summarizedField>"
                                    + "<summaryOperation>sum</summaryOperation><type>Summary</type>");
            expected.add(fields + "A__c.field-meta.xml: is not well-formed XML");
            expected.add(fields + "B__c.field-meta.xml: unknown field type 'Hologram'");
            expected.add(fields + "C__c.field-meta.xml: expected a whole number, found 'many'");
            expected.add(fields + "D__c.field-meta.xml: controlling field 'Nope__c' of 'D__c' is not a field");
            spanning.add(fields + "E__c.field-meta.xml: summarized field 'Gone__c.Amount__c' of roll-up 'E__c' is not");
        }
        expected.addAll(spanning);
        for (int read = 0; read < 3; read++) {
            List<DescribeProblem> problems = assertThrows(DescribeException.class, () -> MetadataSource.read(dir))
                    .problems();
            assertEquals(expected.size(), problems.size());
            for (int i = 0; i < expected.size(); i++) {
                String[] want = expected.get(i).split(": ", 2);
                assertEquals(want[0], problems.get(i).source(), "problem " + i);
                assertTrue(
                        problems.get(i).message().startsWith(want[1]),
                        i + ": " + problems.get(i).message());
            }
        }
    }

    @Test
    void metadataApiFieldsNeedAFullName() {
        new SourceFiles(dir)
                .write(
                        "objects/Thing__c.object",
                        SourceFiles.HEADER + "<CustomObject" + SourceFiles.NS + ">\n<fields>\n<label>X</label>"
                                + "<type>Text</type>\n</fields>\n" + SourceFiles.customObject("Thing")
                                + "</CustomObject>");
        DescribeProblem p = problems().get(0);
        assertEquals("objects/Thing__c.object", p.source());
        assertEquals("CustomObject/fields (line 3)", p.path());
        assertTrue(p.message().startsWith("missing <fullName>"), p.message());
    }
}
