package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.Compiling;
import dev.refin.runtime.RealFixtures;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Generation from the org's metadata source, on real public projects (runtime/src/testFixtures/real/source, see
 * SOURCES.md there): camel's sfdx project and metadata API folder, whose Invoice__c also has a public describe, and
 * trailheadapps/dreamhouse-lwc. The generated code is compiled and run.
 */
class SourceGenerationTest {
    private static final Path CAMEL_SFDX = RealFixtures.root().resolve("source/camel-sfdx-project");
    private static final Path CAMEL_MDAPI = RealFixtures.root().resolve("source/camel-mdapi");
    private static final Path DREAMHOUSE = RealFixtures.root().resolve("source/dreamhouse-lwc");
    private static final String INVOICE_DESCRIBE = "describe/camel-invoice__c-describe-v42.json";
    private static final String PKG = "org.example.camel";
    private static final GeneratorConfig CONFIG =
            GeneratorConfig.defaults().withPackageName(PKG).withPrefix("");

    @TempDir
    Path tmp;

    private RefinCodegen.Result fromSource(Path out, Path describes, Path... sources)
            throws CodegenException, IOException {
        return RefinCodegen.generateFromSource(
                CONFIG, new DefaultNamingStrategy(), List.of(sources), describes, out, "default");
    }

    /** A snapshot directory holding the public describe of camel's Invoice__c. */
    private Path invoiceDescribes() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("describes"));
        Files.write(dir.resolve("Invoice__c.json"), RealFixtures.bytes(INVOICE_DESCRIBE));
        return dir;
    }

    @Test
    void sourceGivesTheTypedApiOfThePublicDescribeForCustomFieldsIdNameAndPicklistValues() throws Exception {
        Path fromDescribe = tmp.resolve("from-describe");
        Path fromSource = tmp.resolve("from-source");
        RefinCodegen.generate(CONFIG, invoiceDescribes(), fromDescribe);
        RefinCodegen.Result result = fromSource(fromSource, null, CAMEL_SFDX);
        assertEquals(List.of("Invoice__c"), result.objects());

        try (URLClassLoader d = Compiling.compileAndLoad(
                        fromDescribe, tmp.resolve("classes-d"), SourceGenerationTest.class.getClassLoader());
                URLClassLoader s = Compiling.compileAndLoad(
                        fromSource, tmp.resolve("classes-s"), SourceGenerationTest.class.getClassLoader())) {
            Class<?> described = d.loadClass(PKG + ".Invoice");
            Class<?> sourced = s.loadClass(PKG + ".Invoice");
            // Id, Name (an auto-number: read-only) and the custom picklist Status__c, with their constants.
            for (String member : List.of("Id", "Name", "Status")) {
                assertEquals(api(described, member), api(sourced, member), member);
                assertFalse(api(sourced, member).isEmpty(), member);
            }
            assertTrue(api(sourced, "Name").stream().noneMatch(m -> m.startsWith("setName(")), "Name is auto-number");
            // The picklist's values, API values and default, as the describe gives them.
            assertEquals(picklist(described), picklist(sourced));
            assertEquals(
                    List.of("OPEN=Open", "CLOSED=Closed", "NEGOTIATING=Negotiating", "PENDING=Pending"),
                    picklist(sourced));
            // The whole public API of the class: every standard field the platform adds is derived as the org has it.
            assertEquals(api(described, ""), api(sourced, ""));

            // Run the source-generated class: a record written and read as the REST API carries it.
            SObjectType<?> type =
                    (SObjectType<?>) sourced.getField("SOBJECT_TYPE").get(null);
            SObject<?> record = read(type, "{\"Name\":\"INV-0001\",\"Status__c\":\"Negotiating\"}");
            Object status = sourced.getMethod("getStatus").invoke(record);
            assertEquals("NEGOTIATING", ((Enum<?>) status).name());
            Object closed = Enum.valueOf(enumType(sourced), "CLOSED");
            sourced.getMethod("setStatus", enumType(sourced)).invoke(record, closed);
            assertTrue(
                    SObjectJson.write(record, SObjectJson.Scope.ALL).contains("\"Status__c\":\"Closed\""),
                    SObjectJson.write(record, SObjectJson.Scope.ALL));
            assertEquals("INV-0001", sourced.getMethod("getName").invoke(record));
        }
    }

    @Test
    void whatSourceCannotKnowIsMarkedUnknownAndAnOverlaidDescribeFillsIt() throws Exception {
        Path alone = tmp.resolve("alone");
        fromSource(alone, null, CAMEL_SFDX);
        String source = Files.readString(alone.resolve("org/example/camel/Invoice.java"));
        assertTrue(source.contains("not known from source; overlay a describe"), source);
        assertTrue(source.contains("Key prefix"), source);
        assertTrue(source.contains("Field-level permissions: not known from source; overlay a describe."), source);
        assertFalse(source.contains("Record ids start with"), source);
        assertTrue(source.contains("Generated from the org's metadata source by refin-codegen"), source);

        Path overlaid = tmp.resolve("overlaid");
        RefinCodegen.Result result = fromSource(overlaid, invoiceDescribes(), CAMEL_SFDX);
        assertEquals(List.of("Invoice__c"), result.objects());
        String filled = Files.readString(overlaid.resolve("org/example/camel/Invoice.java"));
        assertTrue(filled.contains("Record ids start with {@code a01}."), filled);
        assertFalse(filled.contains("not known from source"), filled);
        assertTrue(filled.contains("Generated from the org's metadata source laid over the object's describe"), filled);

        // Which input each object and field came from, beside the sources.
        List<String> inputs = Files.readAllLines(overlaid.resolve(".refin-codegen-inputs.txt"));
        assertTrue(
                inputs.contains("Invoice__c: source " + CAMEL_SFDX + " (salesforce-source/main/default/objects/"
                        + "Invoice__c) over describe " + tmp.resolve("describes")),
                String.join("\n", inputs));
        assertTrue(
                inputs.contains("Invoice__c.Status__c: source " + CAMEL_SFDX + " (salesforce-source/main/default/"
                        + "objects/Invoice__c/fields/Status__c.field-meta.xml)"),
                String.join("\n", inputs));
        assertTrue(
                inputs.contains("Invoice__c.OwnerId: describe " + tmp.resolve("describes")), String.join("\n", inputs));
        assertTrue(
                inputs.contains("Invoice__c.Name: source " + CAMEL_SFDX + " (salesforce-source/main/default/objects/"
                        + "Invoice__c/Invoice__c.object-meta.xml)"),
                String.join("\n", inputs));
    }

    @Test
    void metadataApiFormatGivesTheSameBytesAsTheSourceFormat() throws Exception {
        Path sfdx = tmp.resolve("sfdx");
        Path mdapi = tmp.resolve("mdapi");
        fromSource(sfdx, null, CAMEL_SFDX);
        fromSource(mdapi, null, CAMEL_MDAPI);
        Map<String, String> expected = javaFiles(sfdx);
        assertEquals(List.of("org/example/camel/Invoice.java"), List.copyOf(expected.keySet()));
        assertEquals(expected, javaFiles(mdapi));

        // dreamhouse-lwc, converted here into the metadata API format as the platform's tools do (one .object per
        // object with its fields inline), generates the same bytes as the project itself.
        Path converted = toMetadataApiFormat(DREAMHOUSE.resolve("force-app/main/default/objects"), tmp.resolve("dh"));
        Path a = tmp.resolve("dh-sfdx");
        Path b = tmp.resolve("dh-mdapi");
        fromSource(a, null, DREAMHOUSE);
        fromSource(b, null, converted);
        Map<String, String> dreamhouse = javaFiles(a);
        assertTrue(
                dreamhouse.containsKey("org/example/camel/Property.java"),
                dreamhouse.keySet().toString());
        assertEquals(dreamhouse, javaFiles(b));
    }

    @Test
    void aRealProjectGeneratesCodeThatCompilesAndRuns() throws Exception {
        Path out = tmp.resolve("dreamhouse");
        RefinCodegen.Result result = fromSource(out, null, DREAMHOUSE);
        assertTrue(result.objects().contains("Property__c"), result.objects().toString());
        assertTrue(result.objects().contains("Broker__c"), result.objects().toString());
        try (URLClassLoader loader =
                Compiling.compileAndLoad(out, tmp.resolve("classes"), SourceGenerationTest.class.getClassLoader())) {
            Class<?> property = loader.loadClass(PKG + ".Property");
            SObjectType<?> type =
                    (SObjectType<?>) property.getField("SOBJECT_TYPE").get(null);
            SObject<?> record = read(type, "{\"Name\":\"Stunning Victorian\",\"Price__c\":975000,\"Beds__c\":4}");
            assertEquals("Stunning Victorian", property.getMethod("getName").invoke(record));
            assertEquals(0, new java.math.BigDecimal("975000").compareTo((java.math.BigDecimal)
                            property.getMethod("getPrice").invoke(record)));
            // The Location field's components are typed numbers, as the describe gives them.
            Method latitude = property.getMethod("getLocationLatitude");
            assertNotNull(latitude);
        }
    }

    /**
     * Every real project under source/ generates from its source alone, and the code compiles: platform events,
     * custom metadata types (relationships to EntityDefinition), master-detail junctions, roll-ups and formulas,
     * standard objects with only custom fields, standard fields' settings files, missing package directories.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "apex-recipes",
                "coral-cloud",
                "ebikes-lwc",
                "lwc-recipes",
                "npsp-account",
                "npsp-crlp-mdapi",
                "volunteers-for-salesforce"
            })
    void everyRealProjectGeneratesCodeThatCompiles(String project) throws Exception {
        Path out = tmp.resolve(project);
        RefinCodegen.Result result = fromSource(out, null, RealFixtures.root().resolve("source/" + project));
        assertFalse(result.objects().isEmpty(), project);
        try (URLClassLoader loader = Compiling.compileAndLoad(
                out, tmp.resolve("classes-" + project), SourceGenerationTest.class.getClassLoader())) {
            assertNotNull(loader);
        }
    }

    /** NPSP's Account source laid over the public describe of an org with NPSP gives the describe's own class. */
    @Test
    void npspAccountSourceOverItsDescribeIsTheDescribesClass() throws Exception {
        Path describes = Files.createDirectories(tmp.resolve("npsp-describes"));
        Files.write(
                describes.resolve("Account.json"),
                RealFixtures.bytes("describe/cumulusci-account-personaccount-npsp-describe-v59.json"));
        Path fromDescribe = tmp.resolve("npsp-from-describe");
        Path overlaid = tmp.resolve("npsp-overlaid");
        RefinCodegen.generate(CONFIG, describes, fromDescribe);
        fromSource(overlaid, describes, RealFixtures.root().resolve("source/npsp-account"));
        try (URLClassLoader d = Compiling.compileAndLoad(
                        fromDescribe, tmp.resolve("npsp-classes-d"), SourceGenerationTest.class.getClassLoader());
                URLClassLoader s = Compiling.compileAndLoad(
                        overlaid, tmp.resolve("npsp-classes-s"), SourceGenerationTest.class.getClassLoader())) {
            assertEquals(api(d.loadClass(PKG + ".Account"), ""), api(s.loadClass(PKG + ".Account"), ""));
        }
    }

    @Test
    void badSourceIsRefusedNamingTheFileAndElementWithNothingWritten() throws Exception {
        Path project = copy(CAMEL_SFDX, tmp.resolve("bad"));
        Path field =
                project.resolve("salesforce-source/main/default/objects/Invoice__c/fields/Status__c.field-meta.xml");
        Files.writeString(field, Files.readString(field).replace("<type>Picklist</type>", "<type>Picklist</typ>"));
        Path out = tmp.resolve("out");
        CodegenException e = assertThrows(CodegenException.class, () -> fromSource(out, null, project));
        assertTrue(e.getMessage().contains("Status__c.field-meta.xml"), e.getMessage());
        assertTrue(e.getMessage().contains("nothing was generated"), e.getMessage());
        assertFalse(Files.exists(out), "something was written");

        // The command line says the same and exits 1.
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
                PrintStream er = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = Cli.run(
                    new String[] {"--source", project.toString(), "--output", out.toString(), "--package", PKG}, o, er);
        }
        String message = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, status, message);
        assertTrue(message.contains("Status__c.field-meta.xml"), message);
        assertFalse(message.contains("\tat "), "a stack trace reached the user: " + message);
        assertFalse(Files.exists(out), "something was written");
    }

    @Test
    void commandLineGeneratesFromSourceAloneAndOverDescribes() throws Exception {
        Path out = tmp.resolve("cli");
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(stdout, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(stderr, true, StandardCharsets.UTF_8)) {
            status = Cli.run(
                    new String[] {
                        "--input", invoiceDescribes().toString(),
                        "--source", CAMEL_SFDX.toString(),
                        "--output", out.toString(),
                        "--package", PKG,
                        "--prefix", ""
                    },
                    o,
                    e);
        }
        String said = stdout.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, stderr.toString(StandardCharsets.UTF_8));
        assertTrue(said.contains("1 type from source " + CAMEL_SFDX + " + describes "), said);
        assertTrue(
                Files.readString(out.resolve("org/example/camel/Invoice.java")).contains("{@code a01}"));
        assertTrue(Cli.USAGE.contains("--source DIR"), Cli.USAGE);
    }

    // ---------------------------------------------------------------------------------------------------------------

    /** The public methods and fields of {@code type} whose name contains {@code member}, as signature strings. */
    private static List<String> api(Class<?> type, String member) {
        List<String> all = new ArrayList<>();
        for (Method m : type.getMethods()) {
            if (m.getDeclaringClass() == type && m.getName().contains(member)) {
                all.add(m.getName()
                        + Arrays.stream(m.getParameterTypes())
                                .map(Class::getSimpleName)
                                .collect(Collectors.joining(",", "(", ")"))
                        + m.getGenericReturnType().getTypeName().replace(type.getPackageName() + ".", ""));
            }
        }
        for (java.lang.reflect.Field f : type.getFields()) {
            if (f.getDeclaringClass() == type
                    && Modifier.isStatic(f.getModifiers())
                    && f.getName().contains(member.toUpperCase(java.util.Locale.ROOT))) {
                all.add(f.getName() + ":" + f.getGenericType().getTypeName().replace(type.getPackageName() + ".", ""));
            }
        }
        return all.stream().sorted().toList();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Class<Enum> enumType(Class<?> entity) throws ClassNotFoundException {
        return (Class<Enum>) entity.getClassLoader().loadClass(entity.getName() + "$Status");
    }

    /** The Status enum's constants with their API values. */
    private static List<String> picklist(Class<?> entity) throws Exception {
        List<String> values = new ArrayList<>();
        for (Object constant : enumType(entity).getEnumConstants()) {
            Enum<?> e = (Enum<?>) constant;
            if (e.name().equals("UNRECOGNIZED")) {
                continue;
            }
            values.add(e.name() + "=" + e.getClass().getMethod("apiValue").invoke(e));
        }
        return values;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static SObject<?> read(SObjectType<?> type, String json) throws IOException {
        return SObjectJson.read((SObjectType) type, json);
    }

    private static Map<String, String> javaFiles(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                files.put(root.relativize(p).toString().replace('\\', '/'), Files.readString(p));
            }
        }
        return files;
    }

    private static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    /**
     * Writes the objects of a source-format {@code objects} folder in the metadata API format under {@code dir}:
     * {@code objects/<Object>.object}, the object file's elements with each field file's {@code CustomField} as a
     * {@code <fields>} element.
     */
    private static Path toMetadataApiFormat(Path objects, Path dir) throws Exception {
        Path out = Files.createDirectories(dir.resolve("objects"));
        var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        var builder = factory.newDocumentBuilder();
        String ns = "http://soap.sforce.com/2006/04/metadata";
        List<Path> folders;
        try (Stream<Path> list = Files.list(objects)) {
            folders = list.filter(Files::isDirectory).sorted().toList();
        }
        for (Path folder : folders) {
            String name = folder.getFileName().toString();
            Path objectFile = folder.resolve(name + ".object-meta.xml");
            Document object;
            if (Files.exists(objectFile)) {
                object = builder.parse(objectFile.toFile());
            } else {
                object = builder.newDocument();
                object.appendChild(object.createElementNS(ns, "CustomObject"));
            }
            Element root = object.getDocumentElement();
            Node first = root.getFirstChild();
            Path fields = folder.resolve("fields");
            if (Files.isDirectory(fields)) {
                List<Path> fieldFiles;
                try (Stream<Path> list = Files.list(fields)) {
                    fieldFiles = list.sorted().toList();
                }
                for (Path fieldFile : fieldFiles) {
                    Element custom = builder.parse(fieldFile.toFile()).getDocumentElement();
                    Element inline = object.createElementNS(ns, "fields");
                    for (Node child = custom.getFirstChild(); child != null; child = child.getNextSibling()) {
                        inline.appendChild(object.importNode(child, true));
                    }
                    root.insertBefore(inline, first);
                }
            }
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            try (var w = Files.newBufferedWriter(out.resolve(name + ".object"))) {
                transformer.transform(new DOMSource(object), new StreamResult(w));
            }
        }
        return dir;
    }
}
