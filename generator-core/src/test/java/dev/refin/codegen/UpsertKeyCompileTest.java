package dev.refin.codegen;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.testing.compile.Compilation;
import dev.refin.codegen.naming.NamingTest;
import dev.refin.codegen.testing.Compiling;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Upserts take only the fields the platform matches records by: the {@code Id} and the fields the describe marks
 * {@code externalId: true}, declared {@code Field.Key} / {@code Field.Writable.Key}, the {@code Field.UpsertKey}s
 * that {@code RefinClient.upsert}, {@code upsertAll} and {@code Bulk.upsert} take. Every refusal has a twin that
 * compiles: the same call keyed by an external id.
 */
class UpsertKeyCompileTest {
    private static final String IMPORTS = "import com.example.accounting.*;\n"
            + "import dev.refin.runtime.*;\n"
            + "import dev.refin.runtime.client.*;\n"
            + "import dev.refin.runtime.query.*;\n"
            + "import java.util.*;\n"
            + "import java.util.stream.*;\n";

    /**
     * Each entry point keyed by a field that is no external id (the refusal) and by one that is (its twin). {@code
     * SalesInvoice.NAME} is an {@code idLookup} field of a custom object, which the platform does not upsert by.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "client.upsert(invoice, KEY);|SalesInvoice.NAME|SalesInvoice.REFERENCE",
                "client.upsert(invoice, KEY);|SalesInvoice.MEMO|SalesInvoice.ID",
                "client.upsertAll(SalesInvoice.SOBJECT_TYPE, List.of(invoice), KEY, true);|SalesInvoice.DUE_DATE"
                        + "|SalesInvoice.REFERENCE",
                "client.bulk().upsert(SalesInvoice.SOBJECT_TYPE, KEY, List.of(invoice), o -> {});|SalesInvoice.NAME"
                        + "|SalesInvoice.REFERENCE",
                "client.bulk().upsert(SalesInvoice.SOBJECT_TYPE, KEY, Stream.of(invoice), o -> {});"
                        + "|SalesInvoice.CUSTOMER_ID|SalesInvoice.ID",
                "client.upsert(new Entity(), KEY);|Entity.NAME|Entity.CODE",
                "client.upsert(new GLAccount(), KEY);|GLAccount.NAME|GLAccount.ACCOUNT_NUMBER",
                "client.upsert(new Ledger(), KEY);|Ledger.NAME|Ledger.ID"
            })
    void anUpsertKeyedByAFieldThatIsNoExternalIdDoesNotCompile(String call, String refused, String twin) {
        Compilation compilation = compile(call.replace("KEY", refused));
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("dev.refin.runtime.Field.UpsertKey");
        assertThat(compile(call.replace("KEY", twin))).succeededWithoutWarnings();
    }

    /** A key of another object is refused too; the same key on its own object compiles. */
    @Test
    void aKeyOfAnotherObjectDoesNotCompile() {
        Compilation compilation = compile("client.upsert(invoice, Entity.CODE);");
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("Entity");
        assertThat(compile("Entity entity = new Entity();\nclient.upsert(entity, Entity.CODE);"))
                .succeededWithoutWarnings();
    }

    /** Nothing else changes for the key fields: they are set, read, queried and assigned as before. */
    @Test
    void keyFieldsStayFieldsEverywhereElse() {
        assertThat(compile("invoice.set(SalesInvoice.REFERENCE, \"ERP-1\");\n"
                        + "invoice.setReference(\"ERP-2\");\n"
                        + "String reference = invoice.get(SalesInvoice.REFERENCE);\n"
                        + "Field.Writable<SalesInvoice, String> writable = SalesInvoice.REFERENCE;\n"
                        + "WritableField<SalesInvoice, String> generic = SalesInvoice.REFERENCE;\n"
                        + "Field<SalesInvoice, RecordId<SalesInvoice>> id = SalesInvoice.ID;\n"
                        + "Path<SalesInvoice, String> path = Soql.field(SalesInvoice.REFERENCE);\n"
                        + "Path<SalesInvoice, RecordId<SalesInvoice>> idPath = Soql.field(SalesInvoice.ID);\n"
                        + "SoqlQuery<SalesInvoice> q = Soql.select(SalesInvoice.ID, SalesInvoice.REFERENCE)\n"
                        + "        .from(SalesInvoice.SOBJECT_TYPE)\n"
                        + "        .where(Soql.field(SalesInvoice.REFERENCE).like(\"ERP-%\"))\n"
                        + "        .orderBy(Soql.field(SalesInvoice.REFERENCE).asc());\n"
                        + "Optional<SalesInvoice> found = client.findByExternalId(SalesInvoice.SOBJECT_TYPE,"
                        + " SalesInvoice.REFERENCE, \"ERP-1\");\n"
                        + "RecordId<SalesInvoice> created = client.createIfAbsent(invoice, SalesInvoice.REFERENCE);"))
                .succeededWithoutWarnings();
    }

    /** The escape hatch for a field an org made an external id after generation: explicit, and it compiles. */
    @Test
    void uncheckedTakesAnyFieldOfTheObject() {
        assertThat(compile("UpsertResult<SalesInvoice> r = client.upsert(invoice,"
                        + " Field.UpsertKey.unchecked(SalesInvoice.NAME));\n"
                        + "client.upsertAll(SalesInvoice.SOBJECT_TYPE, List.of(invoice),"
                        + " Field.UpsertKey.unchecked(SalesInvoice.MEMO), false);"))
                .succeededWithoutWarnings();
        Compilation other = compile("client.upsert(invoice, Field.UpsertKey.unchecked(Entity.NAME));");
        assertThat(other).failed();
    }

    /**
     * Generated from a describe: text and number external ids (writable or filled by the platform, as an
     * auto-number) become keys; an id lookup or unique field that is no external id does not.
     */
    @Test
    void theDescribeDecidesWhichFieldsAreKeys() throws Exception {
        List<ObjectNode> fields = List.of(
                field("Id", "id", false, false).put("idLookup", true),
                field("refin__Code__c", "string", true, true)
                        .put("externalId", true)
                        .put("idLookup", true)
                        .put("unique", true),
                field("refin__Number__c", "double", true, true).put("externalId", true),
                field("refin__Seq__c", "string", false, false)
                        .put("externalId", true)
                        .put("autoNumber", true)
                        .put("idLookup", true),
                field("Name", "string", true, true).put("idLookup", true),
                field("refin__Alt_Code__c", "string", true, true).put("unique", true));
        List<JavaFileObject> generated = generated(List.of(NamingTest.parse("refin__Thing__c", fields)));
        assertThat(compile(
                        generated,
                        "Thing thing = new Thing();\n"
                                + "client.upsert(thing, Thing.ID);\n"
                                + "client.upsert(thing, Thing.CODE);\n"
                                + "client.upsert(thing, Thing.NUMBER);\n"
                                + "client.upsert(thing, Thing.SEQ);\n"
                                + "Field.Writable.Key<Thing, String> code = Thing.CODE;\n"
                                + "Field.Key<Thing, String> seq = Thing.SEQ;\n"
                                + "Field.Key<Thing, RecordId<Thing>> id = Thing.ID;"))
                .succeededWithoutWarnings();
        for (String refused : List.of("NAME", "ALT_CODE")) {
            Compilation compilation = compile(generated, "client.upsert(new Thing(), Thing." + refused + ");");
            assertThat(compilation).failed();
            assertThat(compilation).hadErrorContaining("dev.refin.runtime.Field.UpsertKey");
        }
    }

    /** On a standard object the platform also upserts by its {@code idLookup} fields (a contact's Email). */
    @Test
    void aStandardObjectsIdLookupFieldsAreKeys() throws Exception {
        List<ObjectNode> fields = List.of(
                field("Id", "id", false, false).put("idLookup", true),
                field("Email", "email", true, true).put("idLookup", true),
                field("Phone", "phone", true, true));
        List<JavaFileObject> generated = generated(List.of(NamingTest.parse("Contact", fields)), List.of("Contact"));
        assertThat(compile(
                        generated,
                        "client.upsert(new Contact(), Contact.EMAIL);\n" + "client.upsert(new Contact(), Contact.ID);"))
                .succeededWithoutWarnings();
        Compilation compilation = compile(generated, "client.upsert(new Contact(), Contact.PHONE);");
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("dev.refin.runtime.Field.UpsertKey");
    }

    // ---------------------------------------------------------------- helpers

    private static Compilation compile(String body) {
        return compile(List.of(), body);
    }

    /** A method body compiled with {@code generated} (package {@code org.example}) or the golden entities. */
    private static Compilation compile(List<JavaFileObject> generated, String body) {
        return Compiling.clientSnippet(IMPORTS, generated, body);
    }

    private static List<JavaFileObject> generated(List<dev.refin.describe.ObjectDescribe> objects) throws Exception {
        return generated(objects, List.of());
    }

    /** The objects generated into {@code org.example}, with {@code includes} beside the package's own. */
    private static List<JavaFileObject> generated(
            List<dev.refin.describe.ObjectDescribe> objects, List<String> includes) throws Exception {
        return Compiling.generated(objects, includes);
    }

    private static ObjectNode field(String name, String type, boolean createable, boolean updateable) {
        return JsonNodeFactory.instance
                .objectNode()
                .put("name", name)
                .put("type", type)
                .put("label", name)
                .put("createable", createable)
                .put("updateable", updateable)
                .put("filterable", true)
                .put("sortable", true)
                .put("groupable", !type.equals("double"));
    }
}
