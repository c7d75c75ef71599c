package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.naming.NamingTest;
import dev.refin.describe.ObjectDescribe;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Exact generated text for small in-memory describes: type mapping, accessors, enums, escaping. */
class EntityGeneratorTest {

    @Test
    void typeMapping() throws Exception {
        String code = generate(List.of(
                field("refin__Amount__c", "currency"),
                field("refin__Rate__c", "percent"),
                field("refin__Ratio__c", "double"),
                field("refin__Count__c", "int"),
                field("refin__Big__c", "long"),
                field("refin__Due__c", "date"),
                field("refin__At__c", "datetime"),
                field("refin__Time__c", "time"),
                field("refin__Done__c", "boolean"),
                field("refin__Note__c", "textarea"),
                field("refin__Where__c", "location").put("createable", false).put("updateable", false),
                field("refin__Blob__c", "base64"),
                field("refin__Future__c", "vector")));
        assertTrue(code.contains("public BigDecimal getAmount() {\n        return AMOUNT.get(this);\n    }"), code);
        assertTrue(code.contains("public BigDecimal getRate()"));
        assertTrue(code.contains("public BigDecimal getRatio()"));
        assertTrue(code.contains("public Integer getCount()"));
        assertTrue(code.contains("public Long getBig()"));
        assertTrue(code.contains("public LocalDate getDue()"));
        assertTrue(code.contains("public OffsetDateTime getAt()"));
        assertTrue(code.contains("public LocalTime getTime()"));
        assertTrue(code.contains("public Boolean getDone()"));
        assertTrue(code.contains("public String getNote()"));
        assertTrue(code.contains("public Location getWhere()"));
        assertTrue(code.contains("public String getBlob()"));
        assertTrue(code.contains("public JsonNode getFuture()"));
        assertTrue(code.contains(
                "public Thing setAmount(BigDecimal value) {\n        return AMOUNT.set(this, value);\n    }"));
        assertFalse(code.contains("setWhere"), "compound fields are read-only");
        assertTrue(
                code.contains("public static final Field.Writable.NotGroupable<Thing, BigDecimal> AMOUNT =\n"
                        + "            DESCRIBE.writable().<BigDecimal>notGroupable(\"refin__Amount__c\","
                        + " FieldType.CURRENCY, TRAITS_1);\n"),
                code);
        assertTrue(code.contains("FieldType.CURRENCY,"), code);
    }

    @Test
    void traitCombinationsSeveralFieldsShareAreNamedOnceWithoutTakingAFieldsName() throws Exception {
        List<ObjectNode> fields = List.of(
                field("Traits_1__c", "string"),
                field("refin__A__c", "string"),
                field("refin__B__c", "date"),
                field("refin__C__c", "date").put("sortable", false));
        String code = generate(fields);
        assertTrue(
                code.contains(
                        "    private static final int TRAITS_2 = CREATEABLE | UPDATEABLE | NILLABLE | FILTERABLE | SORTABLE;\n"),
                code);
        assertFalse(code.contains("int TRAITS_1 ="), "TRAITS_1 is the field's constant");
        assertTrue(
                code.contains(
                        "TRAITS_1 = DESCRIBE.writable().text(\"Traits_1__c\",\n            FieldType.STRING, TRAITS_2);"),
                code);
        assertTrue(
                code.contains(
                        "A = DESCRIBE.writable().text(\"refin__A__c\", FieldType.STRING,\n            TRAITS_2);"),
                code);
        // A date the describe does not group by is declared NotGroupable; one it does not sort by, NotSortable.
        assertTrue(
                code.contains(
                        "B =\n            DESCRIBE.writable().<LocalDate>notGroupable(\"refin__B__c\", FieldType.DATE,"
                                + " TRAITS_2);"),
                code);
        assertTrue(
                code.contains(
                        "C =\n            DESCRIBE.writable().<LocalDate>notSortable(\"refin__C__c\", FieldType.DATE,"
                                + " CREATEABLE | UPDATEABLE |\n            NILLABLE | FILTERABLE);"),
                code);
        CompileTest.assertCompilesCleanly(RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName("org.example"),
                new DefaultNamingStrategy(),
                new Snapshot(List.of(NamingTest.parse("refin__Thing__c", fields)), List.of())));
    }

    @Test
    void traitsAreImportedStaticallyAndNeverShadowed() throws Exception {
        String code = generate(List.of(field("Createable__c", "string"), field("refin__Filterable__c", "string")));
        assertTrue(code.contains("import static dev.refin.runtime.FieldTraits.CREATEABLE;\n"), code);
        assertFalse(code.contains("import static dev.refin.runtime.FieldTraits.AUTO_NUMBER;"), "only used traits");
        assertTrue(code.contains("Field.Writable<Thing, String> CREATEABLE_CUSTOM ="), code);
        assertTrue(code.contains("DESCRIBE.writable().text(\"Createable__c\","), code);
        assertTrue(code.contains("Field.Writable<Thing, String> REFIN_FILTERABLE ="), code);
        assertTrue(code.contains("DESCRIBE.writable().text(\"refin__Filterable__c\","), code);
        CompileTest.assertCompilesCleanly(RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName("org.example"),
                new DefaultNamingStrategy(),
                new Snapshot(
                        List.of(NamingTest.parse(
                                "refin__Thing__c",
                                List.of(field("Createable__c", "string"), field("refin__Filterable__c", "string")))),
                        List.of())));
    }

    @Test
    void readOnlyFieldsHaveNoSetter() throws Exception {
        String code = generate(List.of(
                field("refin__Balance__c", "currency")
                        .put("calculated", true)
                        .put("calculatedFormula", "refin__A__c - refin__B__c")
                        .put("createable", false)
                        .put("updateable", false),
                field("refin__Number__c", "string")
                        .put("autoNumber", true)
                        .put("createable", false)
                        .put("updateable", false)));
        assertTrue(code.contains("public BigDecimal getBalance()"));
        assertFalse(code.contains("setBalance"));
        assertFalse(code.contains("setNumber"));
        assertTrue(code.contains("<p>Formula, computed by the platform. Read-only.\n"), code);
        assertTrue(code.contains("<pre>\n     * refin__A__c - refin__B__c\n     * </pre>"), code);
        assertTrue(code.contains("<p>Auto-number, assigned by the platform. Read-only.\n"), code);
    }

    @Test
    void referencesAreTypedWhenTheTargetIsGenerated() throws Exception {
        ObjectNode entity = field("refin__Entity__c", "reference").put("relationshipName", "refin__Entity__r");
        entity.putArray("referenceTo").add("refin__Thing__c");
        ObjectNode owner = field("OwnerId", "reference").put("relationshipName", "Owner");
        owner.putArray("referenceTo").add("Group").add("User");
        String code = generate(List.of(entity, owner));
        assertTrue(code.contains("public RecordId<Thing> getEntityId()"), code);
        assertTrue(code.contains("public RecordId<RecordId.Untyped> getOwnerId()"), code);
        assertTrue(
                code.contains("ReferenceField.Writable<Thing, Thing> ENTITY_ID =\n"
                        + "            DESCRIBE.writable().<Thing>lookup(\"refin__Entity__c\","),
                code);
        // Polymorphic: the varargs method; one target: the fixed-arity one, cheaper for javac.
        assertTrue(code.contains("OWNER_ID =\n            DESCRIBE.writable().reference(\"OwnerId\","), code);
        assertTrue(code.contains("\"refin__Entity__r\","), code);
        // The target's class, so that ids read from a record carry its type.
        assertTrue(code.contains("\"refin__Thing__c\",\n            Thing.class);"), code);
        assertTrue(code.contains("<p>No target is generated: the id is untyped;"), code);
        assertTrue(code.contains("\"Owner\", \"Group\", \"User\");"), code);
    }

    @Test
    void picklistEnumCarriesValuesAndUnknownValuesStayReadable() throws Exception {
        ObjectNode status = field("refin__Status__c", "picklist").put("restrictedPicklist", true);
        status.putArray("picklistValues")
                .add(value("Draft", "Draft", true, true))
                .add(value("Posted", "Posted", true, false))
                .add(value("Void", "Voided", false, false));
        String code = generate(List.of(status));
        // The document status enum is what RefinClient.transition(id, status) takes: typed by its object.
        assertTrue(code.contains("public enum Status implements StatusValue<Thing> {"), code);
        assertTrue(
                code.contains("@Override\n        public SObjectType<Thing> sobjectType() {\n"
                        + "            return Thing.SOBJECT_TYPE;\n        }"),
                code);
        // Three things say more than the API values (Void's label, Void inactive, Draft the default): few enough
        // that the constants carry only their API values and one constructor, and the enum names the three.
        assertTrue(code.contains("        DRAFT(\"Draft\"),\n"), code);
        assertTrue(code.contains("        POSTED(\"Posted\"),\n"), code);
        assertTrue(code.contains("        VOID(\"Void\"),\n"), code);
        assertTrue(code.contains("        UNRECOGNIZED(null);\n"), code);
        assertTrue(code.contains("        Status(String apiValue) {\n            this.apiValue = apiValue;\n"), code);
        assertTrue(
                code.contains("public String label() {\n            return this == VOID ? \"Voided\" : apiValue;"),
                code);
        assertTrue(code.contains("public boolean isActive() {\n            return this != VOID;"), code);
        assertTrue(code.contains("public boolean isDefault() {\n            return this == DRAFT;"), code);
        assertTrue(code.contains("<p>Restricted: the org refuses values not listed here."), code);
        assertTrue(code.contains("Inactive: kept for existing records, not offered for new data."), code);
        assertTrue(code.contains("public Status getStatus() {\n        return STATUS.getEnum(this);\n    }"), code);
        assertTrue(code.contains("public String getStatusAsString() {\n        return STATUS.get(this);\n    }"), code);
        assertTrue(code.contains(
                "public Thing setStatusAsString(String value) {\n        return STATUS.set(this, value);\n    }"));
        assertTrue(code.contains(
                "public Thing setStatus(Status value) {\n        return STATUS.setEnum(this, value);\n    }"));
        assertTrue(code.contains("DESCRIBE.writable().<Status>picklist(\"refin__Status__c\","), code);
    }

    @Test
    void constantsCarryLabelsAndFlagsWhenManyValuesSayMoreThanTheirApiValues() throws Exception {
        ObjectNode currency = field("refin__Currency__c", "picklist");
        currency.putArray("picklistValues")
                .add(value("USD", "U.S. Dollar", true, true))
                .add(value("EUR", "Euro", true, false))
                .add(value("GBP", "British Pound", true, false))
                .add(value("CHF", "CHF", false, false));
        String code = generate(List.of(currency));
        assertTrue(code.contains("        USD(\"USD\", \"U.S. Dollar\", true, true),\n"), code);
        assertTrue(code.contains("        CHF(\"CHF\", \"CHF\", false, false),\n"), code);
        assertTrue(code.contains("        UNRECOGNIZED(null, null, true, false);\n"), code);
        assertTrue(code.contains("            return label;\n"), code);
        assertFalse(
                code.contains("Currency(String apiValue) {"), "one constructor: javac tries each on every constant");
    }

    @Test
    void multiPicklistIsASetOfEnums() throws Exception {
        ObjectNode tags = field("refin__Tags__c", "multipicklist");
        tags.putArray("picklistValues").add(value("A", "A", true, false)).add(value("B", "B", true, false));
        String code = generate(List.of(tags));
        assertTrue(code.contains("public enum Tags implements PicklistValue {"), code);
        assertTrue(code.contains("public Set<Tags> getTags() {\n        return TAGS.getEnums(this);\n    }"), code);
        assertTrue(code.contains("public List<String> getTagsAsStrings()"), code);
        assertTrue(code.contains("public Thing setTags(Collection<Tags> value)"), code);
        assertTrue(code.contains("DESCRIBE.writable().<Tags>multiPicklist(\"refin__Tags__c\","), code);
        assertTrue(code.contains("return TAGS.setEnums(this, value);"), code);
        assertTrue(code.contains("return TAGS.getApiValues(this);"), code);
    }

    @Test
    void hostileTextStaysInsideCommentsAndLiterals() throws Exception {
        ObjectNode status = field("refin__Status__c", "picklist")
                .put("label", "Evil */ class X {")
                .put("inlineHelpText", "<script>alert(1)</script> \\u002a/ @param x\u2028next");
        status.putArray("picklistValues").add(value("a\"b\\c\u2028d", "Caf\u00e9 */", true, false));
        String code = generate(List.of(status));
        assertTrue(code.contains("Evil *&#47; class X {"), code);
        assertTrue(code.contains("&lt;script&gt;alert(1)&lt;/script&gt; &#92;u002a/ &#64;param x\n     * next"), code);
        assertTrue(code.contains("(\"a\\\"b\\\\c\\u2028d\"),"), code);
        assertTrue(code.contains(" ? \"Caf\\u00e9 */\" : apiValue;"), code);
        assertFalse(code.chars().anyMatch(c -> c > 0x7F), "generated sources are ASCII");
    }

    @Test
    void outputIsDeterministicAndCarriesNoTimestamp() throws Exception {
        List<ObjectNode> fields = List.of(field("refin__A__c", "string"), field("Region__c", "string"));
        String first = generate(fields);
        assertEquals(first, generate(fields));
        assertTrue(first.contains("@Generated(\"dev.refin.codegen.RefinCodegen\")\npublic final class Thing"));
    }

    @Test
    void typeOverridesChangeTheGeneratedType() throws Exception {
        ObjectDescribe object = NamingTest.parse("refin__Thing__c", List.of(field("refin__Count__c", "double")));
        GeneratorConfig config = GeneratorConfig.defaults()
                .withPackageName("org.example")
                .withTypeOverrides(java.util.Map.of("refin__Thing__c.refin__Count__c", "long"));
        String code = RefinCodegen.generateFiles(
                        config, new DefaultNamingStrategy(), new Snapshot(List.of(object), List.of()))
                .get(0)
                .toString();
        assertTrue(code.contains("public Long getCount()"), code);

        CodegenException e = org.junit.jupiter.api.Assertions.assertThrows(
                CodegenException.class,
                () -> RefinCodegen.generateFiles(
                        config.withTypeOverrides(java.util.Map.of(
                                "refin__Thing__c.refin__Count__c", "bigint", "refin__Thing__c.refin__Nope__c", "long")),
                        new DefaultNamingStrategy(),
                        new Snapshot(List.of(object), List.of())));
        assertEquals(
                List.of(
                        "type override refin__Thing__c.refin__Count__c=bigint: not a platform field type (string,"
                                + " picklist, double, long, date, ...)",
                        "type override refin__Thing__c.refin__Nope__c: no generated object and field has this API name"),
                e.problems());
    }

    @Test
    void typeOverridesToIncompatibleTypesAreConfigurationErrorsNamingTheField() throws Exception {
        ObjectDescribe object = NamingTest.parse(
                "refin__Thing__c",
                List.of(
                        field("refin__Due__c", "date"),
                        field("refin__Code__c", "string"),
                        field("refin__Rate__c", "percent"),
                        field("refin__Flag__c", "boolean")));
        GeneratorConfig config = GeneratorConfig.defaults()
                .withPackageName("org.example")
                .withTypeOverrides(java.util.Map.of(
                        "refin__Thing__c.refin__Due__c", "boolean",
                        "refin__Thing__c.refin__Code__c", "int",
                        "refin__Thing__c.refin__Rate__c", "long",
                        "refin__Thing__c.refin__Flag__c", "json"));
        CodegenException e = org.junit.jupiter.api.Assertions.assertThrows(
                CodegenException.class,
                () -> RefinCodegen.generateFiles(
                        config, new DefaultNamingStrategy(), new Snapshot(List.of(object), List.of())));
        assertEquals(
                List.of(
                        "type override refin__Thing__c.refin__Due__c=boolean: the field is described as date, whose"
                                + " values cannot be read as boolean; use date or remove the override",
                        "type override refin__Thing__c.refin__Code__c=int: the field is described as string, whose"
                                + " values cannot be read as int; use one of base64, combobox, datacategorygroupreference,"
                                + " email, encryptedstring, id, multipicklist, phone, picklist, reference, string,"
                                + " textarea, url, or remove the override"),
                e.problems());
        // Compatible ones (a percent as long, anything as raw JSON) generate.
        String code = RefinCodegen.generateFiles(
                        config.withTypeOverrides(java.util.Map.of(
                                "refin__Thing__c.refin__Rate__c", "long", "refin__Thing__c.refin__Flag__c", "json")),
                        new DefaultNamingStrategy(),
                        new Snapshot(List.of(object), List.of()))
                .get(0)
                .toString();
        assertTrue(code.contains("public Long getRate()"), code);
        assertTrue(code.contains("public JsonNode getFlag()"), code);
    }

    private static String generate(List<ObjectNode> fields) throws Exception {
        ObjectDescribe object = NamingTest.parse("refin__Thing__c", fields);
        Snapshot snapshot = new Snapshot(List.of(object), List.of());
        List<GeneratedSource> files = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName("org.example"), new DefaultNamingStrategy(), snapshot);
        assertEquals(1, files.size());
        return files.get(0).toString();
    }

    private static ObjectNode field(String name, String type) {
        return JsonNodeFactory.instance
                .objectNode()
                .put("name", name)
                .put("type", type)
                .put("label", name)
                .put("createable", true)
                .put("updateable", true);
    }

    private static ObjectNode value(String value, String label, boolean active, boolean isDefault) {
        return JsonNodeFactory.instance
                .objectNode()
                .put("value", value)
                .put("label", label)
                .put("active", active)
                .put("defaultValue", isDefault);
    }
}
