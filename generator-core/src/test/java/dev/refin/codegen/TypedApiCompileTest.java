package dev.refin.codegen;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.testing.compile.Compilation;
import dev.refin.codegen.naming.NamingTest;
import dev.refin.codegen.testing.Compiling;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The compiler refuses what the platform would refuse: user code written against generated entities, compiled with
 * javac. Every refusal has a counterpart that compiles; {@code GeneratedEntityTest} and the sample project's tests
 * run those counterparts (against the emulator).
 */
class TypedApiCompileTest {
    private static final String IMPORTS = "import com.example.accounting.*;\n"
            + "import dev.refin.runtime.*;\n"
            + "import dev.refin.runtime.client.*;\n"
            + "import dev.refin.runtime.query.*;\n"
            + "import java.math.BigDecimal;\n"
            + "import java.time.*;\n"
            + "import java.util.*;\n";

    // ---------------------------------------------------------------- read-only fields

    /** Read-only fields of the sample's entities: roll-up, formula, audit, system and auto-number fields. */
    static Stream<Arguments> readOnlyFields() {
        return Stream.of(
                Arguments.of("SalesInvoice", "BALANCE_DUE", "roll-up / formula"),
                Arguments.of("SalesInvoice", "AMOUNT_PAID", "roll-up"),
                Arguments.of("SalesInvoice", "AGING_BUCKET", "formula text"),
                Arguments.of("SalesInvoice", "IS_LOCKED", "formula checkbox"),
                Arguments.of("SalesInvoice", "TOTAL_AMOUNT", "roll-up"),
                Arguments.of("SalesInvoice", "CREATED_DATE", "audit"),
                Arguments.of("SalesInvoice", "CREATED_BY_ID", "audit lookup"),
                Arguments.of("SalesInvoice", "LAST_MODIFIED_DATE", "audit"),
                Arguments.of("SalesInvoice", "LAST_MODIFIED_BY_ID", "audit lookup"),
                Arguments.of("SalesInvoice", "SYSTEM_MODSTAMP", "audit"),
                Arguments.of("SalesInvoice", "ID", "system"),
                Arguments.of("SalesInvoice", "IS_DELETED", "system"),
                Arguments.of("SalesInvoiceLine", "NAME", "auto-number"),
                Arguments.of("AccountingTransaction", "NAME", "auto-number"));
    }

    @ParameterizedTest(name = "{0}.{1} ({2}) through SObject.set")
    @MethodSource("readOnlyFields")
    void aReadOnlyFieldCannotBeSetThroughTheRecord(String entity, String field, String kind) {
        Compilation compilation = compile(
                entity + " record = new " + entity + "();\n" + "record.set(" + entity + "." + field + ", null);");
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("cannot be converted to dev.refin.runtime.WritableField");
    }

    @ParameterizedTest(name = "{0}.{1} ({2}) through its descriptor")
    @MethodSource("readOnlyFields")
    void aReadOnlyFieldCannotBeSetThroughItsDescriptor(String entity, String field, String kind) {
        Compilation compilation =
                compile(entity + " record = new " + entity + "();\n" + entity + "." + field + ".set(record, null);");
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("cannot find symbol");
        assertThat(compilation).hadErrorContaining("method set(com.example.accounting." + entity);
    }

    @Test
    void theIssuesExamplesDoNotCompile() {
        Compilation generic = compile("invoice.set(SalesInvoice.BALANCE_DUE, BigDecimal.ONE);");
        assertThat(generic).failed();
        assertThat(generic)
                .hadErrorContaining(
                        "dev.refin.runtime.Field.NotGroupable<com.example.accounting.SalesInvoice,java.math.BigDecimal>"
                                + " cannot be converted to dev.refin.runtime.WritableField");
        Compilation descriptor = compile("SalesInvoice.CREATED_DATE.set(invoice, OffsetDateTime.now());");
        assertThat(descriptor).failed();
        assertThat(descriptor)
                .hadErrorContaining("method set(com.example.accounting.SalesInvoice,java.time.OffsetDateTime)");
        Compilation setter = compile("invoice.setBalanceDue(BigDecimal.ONE);");
        assertThat(setter).failed();
        assertThat(setter).hadErrorContaining("method setBalanceDue(java.math.BigDecimal)");
    }

    @Test
    void aReadOnlyDescriptorCannotBeCastToAWritableOneWithoutAnExplicitCast() {
        Compilation compilation = compile("Field.Writable<SalesInvoice, BigDecimal> f = SalesInvoice.BALANCE_DUE;");
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("incompatible types");
    }

    @Test
    void writableAndCreateOnlyFieldsCanBeSetEveryWay() {
        assertThat(
                        compile(
                                "invoice.set(SalesInvoice.DUE_DATE, LocalDate.of(2024, 1, 1))\n"
                                        + "        .set(SalesInvoice.STATUS, \"Draft\")\n"
                                        + "        .set(SalesInvoice.ENTITY_ID, RecordId.of(\"a0F5g00000XyZ12\"))\n"
                                        + "        .set(SalesInvoice.DELIVERY_CHANNELS, \"Email\");\n"
                                        + "SalesInvoice.DUE_DATE.set(invoice, null);\n"
                                        + "SalesInvoice.STATUS.setEnum(invoice, SalesInvoice.Status.DRAFT);\n"
                                        + "SalesInvoice.DELIVERY_CHANNELS.setEnums(invoice, Set.of(SalesInvoice.DeliveryChannels.EMAIL));\n"
                                        + "SalesInvoiceLine line = new SalesInvoiceLine()\n"
                                        + "        .set(SalesInvoiceLine.SALES_INVOICE_ID, RecordId.of(\"a0A5g00000AbCdE\"));\n"
                                        + "line.setSalesInvoiceId(RecordId.of(\"a0A5g00000AbCdE\"));\n"
                                        + "WritableField<SalesInvoice, LocalDate> generic = SalesInvoice.DUE_DATE;\n"
                                        + "generic.set(invoice, LocalDate.of(2024, 2, 1));\n"
                                        + "BigDecimal due = invoice.get(SalesInvoice.BALANCE_DUE);\n"
                                        + "OffsetDateTime created = SalesInvoice.CREATED_DATE.get(invoice);\n"
                                        + "SalesInvoice existing = SalesInvoice.SOBJECT_TYPE.newRecord(RecordId.of(\"a0A5g00000AbCdE\"));"))
                .succeededWithoutWarnings();
    }

    @Test
    void readOnlyPicklistsAndMultiPicklistsHaveNoWritingMethods() throws Exception {
        List<ObjectNode> fields = List.of(
                field("refin__Stage__c", "picklist", false, false).set("picklistValues", values("Open", "Done")),
                field("refin__Tags__c", "multipicklist", false, false).set("picklistValues", values("A", "B")),
                field("refin__Kind__c", "picklist", true, true).set("picklistValues", values("X", "Y")));
        List<JavaFileObject> generated = generated(List.of(NamingTest.parse("refin__Thing__c", fields)));
        for (String refused : List.of(
                "Thing.STAGE.setEnum(thing, Thing.Stage.OPEN);",
                "thing.set(Thing.STAGE, \"Open\");",
                "Thing.TAGS.setEnums(thing, Set.of(Thing.Tags.A));",
                "Thing.TAGS.setApiValues(thing, List.of(\"A\"));",
                "thing.setStage(Thing.Stage.OPEN);",
                "thing.setTags(Set.of(Thing.Tags.A));")) {
            Compilation compilation = compile(generated, "Thing thing = new Thing();\n" + refused);
            assertThat(compilation).failed();
            assertThat(compilation)
                    .hadErrorContaining(refused.startsWith("thing.set(") ? "WritableField" : "cannot find symbol");
        }
        assertThat(compile(
                        generated,
                        "Thing thing = new Thing();\n"
                                + "Thing.Stage stage = thing.getStage();\n"
                                + "Set<Thing.Tags> tags = Thing.TAGS.getEnums(thing);\n"
                                + "thing.setKind(Thing.Kind.X);\n"
                                + "Thing.KIND.setEnum(thing, Thing.Kind.Y);\n"
                                + "thing.set(Thing.KIND, \"X\");"))
                .succeededWithoutWarnings();
    }

    // ---------------------------------------------------------------- picklist conditions

    @Test
    void aPicklistConditionTakesOnlyItsOwnEnum() {
        Compilation other =
                compile("Condition<SalesInvoice> c = Soql.field(SalesInvoice.STATUS).is(SalesInvoice.Region.NORTH);");
        assertThat(other).failed();
        assertThat(other)
                .hadErrorContaining("com.example.accounting.SalesInvoice.Region cannot be converted to"
                        + " com.example.accounting.SalesInvoice.Status");
        Compilation text = compile("Condition<SalesInvoice> c = Soql.field(SalesInvoice.STATUS).eq(\"Posted\");");
        assertThat(text).failed();
        assertThat(text)
                .hadErrorContaining(
                        "java.lang.String cannot be converted to com.example.accounting.SalesInvoice.Status");
        Compilation anotherObjects = compile("Condition<SalesInvoice> c ="
                + " Soql.field(SalesInvoice.STATUS).in(SalesInvoice.Status.POSTED, PurchaseInvoice.Status.POSTED);");
        assertThat(anotherObjects).failed();
        Compilation parent = compile("Condition<SalesInvoiceLine> c = Soql.parent(SalesInvoiceLine.SALES_INVOICE_ID)"
                + ".get(SalesInvoice.STATUS).is(SalesInvoice.InvoiceType.INVOICE);");
        assertThat(parent).failed();
        assertThat(parent).hadErrorContaining("cannot be converted to com.example.accounting.SalesInvoice.Status");
    }

    @Test
    void aPicklistConditionWithItsOwnEnumOrTheExplicitEscapeHatchCompiles() {
        assertThat(compile(
                        "Condition<SalesInvoice> a = Soql.field(SalesInvoice.STATUS).is(SalesInvoice.Status.POSTED);\n"
                                + "Condition<SalesInvoice> b = Soql.field(SalesInvoice.REGION).eq(SalesInvoice.Region.NORTH)\n"
                                + "        .or(Soql.field(SalesInvoice.REGION).in(SalesInvoice.Region.SOUTH, SalesInvoice.Region.EAST));\n"
                                + "Condition<SalesInvoice> escape = Soql.field(SalesInvoice.STATUS).isValue(\"Disputed\");\n"
                                + "Condition<SalesInvoiceLine> p = Soql.parent(SalesInvoiceLine.SALES_INVOICE_ID)\n"
                                + "        .get(SalesInvoice.STATUS).is(SalesInvoice.Status.DRAFT);\n"
                                + "Path<SalesInvoice, SalesInvoice.Status> path = Soql.field(SalesInvoice.STATUS);"))
                .succeededWithoutWarnings();
    }

    @Test
    void aMultiSelectPicklistConditionTakesOnlyItsOwnEnum() {
        Compilation text =
                compile("Condition<SalesInvoice> c = Soql.field(SalesInvoice.DELIVERY_CHANNELS).eq(\"Email\");");
        assertThat(text).failed();
        assertThat(text)
                .hadErrorContaining(
                        "java.lang.String cannot be converted to com.example.accounting.SalesInvoice.DeliveryChannels");
        Compilation other = compile(
                "Condition<SalesInvoice> c = Soql.includes(SalesInvoice.DELIVERY_CHANNELS, SalesInvoice.Region.NORTH);");
        assertThat(other).failed();
        assertThat(other).hadErrorContaining("SalesInvoice.Region");
        assertThat(compile("Condition<SalesInvoice> a = Soql.includes(SalesInvoice.DELIVERY_CHANNELS,\n"
                        + "        SalesInvoice.DeliveryChannels.EMAIL, SalesInvoice.DeliveryChannels.POST);\n"
                        + "Condition<SalesInvoice> b = Soql.excludes(SalesInvoice.DELIVERY_CHANNELS,"
                        + " SalesInvoice.DeliveryChannels.EDI);\n"
                        + "Condition<SalesInvoice> c = Soql.field(SalesInvoice.DELIVERY_CHANNELS)"
                        + ".eq(SalesInvoice.DeliveryChannels.PORTAL);\n"
                        + "Condition<SalesInvoice> d = Soql.field(SalesInvoice.DELIVERY_CHANNELS).isValue(\"Fax\");"))
                .succeededWithoutWarnings();
    }

    // ---------------------------------------------------------------- posting and transitions

    @ParameterizedTest
    @ValueSource(
            strings = {
                "client.post(RecordId.of(PaymentTerm.SOBJECT_TYPE, \"a0P5g00000AbCdE\"));",
                "client.post(PaymentTerm.SOBJECT_TYPE, RecordId.of(\"a0P5g00000AbCdE\"));",
                "client.ensurePosted(SalesInvoiceLine.SOBJECT_TYPE, RecordId.of(\"a0B5g00000AbCdE\"));",
                "client.transition(Ledger.SOBJECT_TYPE, RecordId.of(\"a0G5g00000AbCdE\"), \"Void\");",
                "CompositeRequest.allOrNone().post(\"p\", PaymentTerm.SOBJECT_TYPE, \"header\");",
                "client.post(invoice.getEntityId());"
            })
    void postingAndTransitionsRefuseObjectsWithoutAStatusField(String call) {
        Compilation compilation = compile(call);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("dev.refin.runtime.HasStatus");
    }

    @Test
    void aStatusOfAnotherObjectIsRefused() {
        Compilation compilation = compile("client.transition(invoice.getId(), PurchaseInvoice.Status.VOID);");
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("no suitable method found for transition");
    }

    @Test
    void postingAndTransitionsOfDocumentsCompile() {
        assertThat(compile("client.post(invoice.getId());\n"
                        + "client.post(SalesInvoice.SOBJECT_TYPE, invoice.getId());\n"
                        + "client.ensurePosted(PurchaseInvoice.SOBJECT_TYPE, RecordId.of(\"a0C5g00000AbCdE\"));\n"
                        + "client.transition(invoice.getId(), SalesInvoice.Status.VOID);\n"
                        + "client.transition(SalesInvoice.SOBJECT_TYPE, invoice.getId(), \"Draft\");\n"
                        + "CompositeRequest.allOrNone().post(\"p\", VendorPayment.SOBJECT_TYPE, \"header\");"))
                .succeededWithoutWarnings();
    }

    /** An accounting period's status (Open, Closed) is updateable but holds no posting value. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "client.post(RecordId.of(AccountingPeriod.SOBJECT_TYPE, \"a0H5g00000AbCdE\"));",
                "client.post(AccountingPeriod.SOBJECT_TYPE, RecordId.of(\"a0H5g00000AbCdE\"));",
                "client.ensurePosted(AccountingPeriod.SOBJECT_TYPE, RecordId.of(\"a0H5g00000AbCdE\"));",
                "CompositeRequest.allOrNone().post(\"p\", AccountingPeriod.SOBJECT_TYPE, \"period\");"
            })
    void postingRefusesAStatusWithoutThePostingValue(String call) {
        Compilation compilation = compile(call);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("dev.refin.runtime.HasStatus");
    }

    /** The twin: the same period moves between its own status values. */
    @Test
    void aStatusWithoutThePostingValueMovesBetweenItsOwnValues() {
        assertThat(compile("RecordId<AccountingPeriod> period = RecordId.of(AccountingPeriod.SOBJECT_TYPE,"
                        + " \"a0H5g00000AbCdE\");\n"
                        + "client.transition(period, AccountingPeriod.Status.CLOSED);\n"
                        + "client.transition(AccountingPeriod.SOBJECT_TYPE, period, AccountingPeriod.Status.OPEN);\n"
                        + "client.transition(AccountingPeriod.SOBJECT_TYPE, period, \"Closed\");\n"
                        + "CompositeRequest.allOrNone().transition(\"c\", AccountingPeriod.SOBJECT_TYPE, \"period\","
                        + " \"Closed\");"))
                .succeededWithoutWarnings();
        assertThat(compile("client.transition(RecordId.of(AccountingPeriod.SOBJECT_TYPE, \"a0H5g00000AbCdE\"),"
                        + " SalesInvoice.Status.POSTED);"))
                .hadErrorContaining("no suitable method found for transition");
    }

    /** Generated objects: Posted inactive, or absent, makes no document; Posted active does. */
    @Test
    void onlyAnActivePostingValueMakesADocument() throws Exception {
        com.fasterxml.jackson.databind.node.ArrayNode gateValues = values("Draft", "Approved");
        gateValues.addObject().put("value", "Posted").put("label", "Posted").put("active", false);
        ObjectNode inactive = field("refin__Status__c", "picklist", true, true).set("picklistValues", gateValues);
        ObjectNode posting =
                field("refin__Status__c", "picklist", true, true).set("picklistValues", values("Draft", "Posted"));
        List<JavaFileObject> generated = generated(List.of(
                NamingTest.parse("refin__Gate__c", List.of(inactive)),
                NamingTest.parse("refin__Slip__c", List.of(posting))));
        Compilation refused = compile(generated, "client.post(RecordId.of(Gate.SOBJECT_TYPE, \"a0X5g00000AbCdE\"));");
        assertThat(refused).failed();
        assertThat(refused).hadErrorContaining("dev.refin.runtime.HasStatus");
        assertThat(compile(
                        generated,
                        "client.transition(RecordId.of(Gate.SOBJECT_TYPE, \"a0X5g00000AbCdE\"),"
                                + " Gate.Status.APPROVED);\n"
                                + "client.post(RecordId.of(Slip.SOBJECT_TYPE, \"a0Y5g00000AbCdE\"));\n"
                                + "client.transition(RecordId.of(Slip.SOBJECT_TYPE, \"a0Y5g00000AbCdE\"),"
                                + " Slip.Status.DRAFT);"))
                .succeededWithoutWarnings();
    }

    @Test
    void aStatusTheUserMayNotUpdateMakesNoDocument() throws Exception {
        List<ObjectNode> fields = List.of(
                field("refin__Status__c", "picklist", false, false).set("picklistValues", values("Draft", "Posted")));
        List<JavaFileObject> generated = generated(List.of(NamingTest.parse("refin__Thing__c", fields)));
        Compilation compilation =
                compile(generated, "client.post(RecordId.of(Thing.SOBJECT_TYPE, \"a0X5g00000AbCdE\"));");
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("dev.refin.runtime.HasStatus");
    }

    // ---------------------------------------------------------------- lookup ids

    @Test
    void aLookupToAnObjectThatIsNotGeneratedCannotReachTheClient() {
        for (String call : List.of(
                "client.get(invoice.getCustomerId());",
                "client.get(invoice.getOwnerId());",
                "client.get(invoice.getCreatedById());",
                "client.post(invoice.getCustomerId());")) {
            Compilation compilation = compile(call);
            assertThat(compilation).failed();
            assertThat(compilation).hadErrorContaining("dev.refin.runtime.RecordId.Untyped");
        }
    }

    @Test
    void aLookupToAGeneratedObjectIsTypedAndReachesTheClient() {
        assertThat(compile("Entity entity = client.get(invoice.getEntityId());\n"
                        + "Ledger ledger = client.get(invoice.getLedgerId());\n"
                        + "SalesInvoice original = client.get(invoice.getOriginalInvoiceId());\n"
                        + "RecordId<RecordId.Untyped> customer = invoice.getCustomerId();\n"
                        + "Optional<RecordId<Entity>> typed = customer.as(Entity.SOBJECT_TYPE);"))
                .succeededWithoutWarnings();
    }

    @Test
    void aPolymorphicLookupIsUntypedAndSaysWhichTargetsAreGenerated() throws Exception {
        ObjectNode poly =
                field("refin__Document__c", "reference", true, true).put("relationshipName", "refin__Document__r");
        poly.putArray("referenceTo").add("refin__A__c").add("refin__B__c").add("User");
        ObjectNode a = field("refin__Name__c", "string", true, true);
        List<JavaFileObject> generated = generated(List.of(
                NamingTest.parse("refin__Thing__c", List.of(poly)),
                NamingTest.parse("refin__A__c", List.of(a)),
                NamingTest.parse("refin__B__c", List.of(a.deepCopy()))));
        String thing = generated.stream()
                .filter(f -> f.getName().endsWith("Thing.java"))
                .findFirst()
                .orElseThrow()
                .getCharContent(true)
                .toString();
        org.junit.jupiter.api.Assertions.assertTrue(
                thing.contains("Polymorphic; generated targets: {@link A}, {@link B}."), thing);
        org.junit.jupiter.api.Assertions.assertTrue(
                thing.contains("List.of(\"refin__A__c\", \"refin__B__c\", \"User\"), A.class, B.class)"), thing);
        Compilation refused = compile(generated, "Thing thing = new Thing();\nclient.get(thing.getDocumentId());");
        assertThat(refused).failed();
        assertThat(refused).hadErrorContaining("dev.refin.runtime.RecordId.Untyped");
        assertThat(compile(
                        generated,
                        "Thing thing = new Thing();\n"
                                + "Optional<A> a = thing.getDocumentId().as(A.SOBJECT_TYPE).map(client::get);\n"
                                + "List<SObjectType<?>> targets = Thing.DOCUMENT_ID.targetTypes();"))
                .succeededWithoutWarnings();
    }

    // ---------------------------------------------------------------- helpers

    /** A method body compiled against the sample's golden entities (on the test class path). */
    private static Compilation compile(String body) {
        return compile(List.of(), body);
    }

    /** A method body compiled with {@code generated} (in package {@code org.example}) and the golden entities. */
    private static Compilation compile(List<JavaFileObject> generated, String body) {
        return Compiling.clientSnippet(IMPORTS, generated, body);
    }

    private static List<JavaFileObject> generated(List<dev.refin.describe.ObjectDescribe> objects) throws Exception {
        return Compiling.generated(objects, List.of());
    }

    private static ObjectNode field(String name, String type, boolean createable, boolean updateable) {
        return JsonNodeFactory.instance
                .objectNode()
                .put("name", name)
                .put("type", type)
                .put("label", name)
                .put("createable", createable)
                .put("updateable", updateable);
    }

    private static com.fasterxml.jackson.databind.node.ArrayNode values(String... apiValues) {
        com.fasterxml.jackson.databind.node.ArrayNode array = JsonNodeFactory.instance.arrayNode();
        for (String value : apiValues) {
            array.addObject().put("value", value).put("label", value).put("active", true);
        }
        return array;
    }
}
