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

/**
 * Queries the platform refuses do not compile, and each refusal's twin (the same call on a field the describe allows
 * it on) compiles with {@code -Xlint:all -Werror}: conditions only on filterable fields, ordering only on sortable
 * ones, grouping only on groupable ones, {@code LIKE} not on numbers, dates and times, aggregate conditions only in
 * {@code having}. Written against the golden
 * entities, and against a generated object for the trait combinations the sample lacks.
 */
class QueryTraitsCompileTest {
    private static final String IMPORTS = "import com.example.accounting.*;\n"
            + "import dev.refin.runtime.*;\n"
            + "import dev.refin.runtime.client.*;\n"
            + "import dev.refin.runtime.query.*;\n"
            + "import java.math.BigDecimal;\n"
            + "import java.time.*;\n"
            + "import java.util.*;\n";

    private static final String INVOICES = "Soql.select(SalesInvoice.NAME).from(SalesInvoice.SOBJECT_TYPE)";
    private static final String BY_COUNT = "Soql.aggregate(SalesInvoice.SOBJECT_TYPE, Soql.count(SalesInvoice.ID))";
    private static final String BY_GROUP = BY_COUNT + ".groupBy(Soql.field(SalesInvoice.STATUS))";
    private static final String LINE_PARENT = "Soql.parent(SalesInvoiceLine.SALES_INVOICE_ID)";

    /** A refused call, the error it must give (the type whose name says why), and its twin that compiles. */
    static Stream<Arguments> refusals() {
        return Stream.of(
                // filterable: false (a long text area)
                Arguments.of(
                        INVOICES + ".where(Soql.field(SalesInvoice.DESCRIPTION).eq(\"x\"));",
                        "NotFilterablePath",
                        INVOICES + ".where(Soql.field(SalesInvoice.REFERENCE).eq(\"x\"));"),
                Arguments.of(
                        INVOICES + ".where(Soql.field(SalesInvoice.DESCRIPTION).isNull());",
                        "NotFilterablePath",
                        INVOICES + ".where(Soql.field(SalesInvoice.REFERENCE).isNull());"),
                Arguments.of(
                        INVOICES + ".where(Soql.field(SalesInvoice.DESCRIPTION).like(\"%x%\"));",
                        "NotFilterablePath",
                        INVOICES + ".where(Soql.field(SalesInvoice.REFERENCE).like(\"%x%\"));"),
                Arguments.of(
                        "Soql.select(SalesInvoiceLine.NAME).from(SalesInvoiceLine.SOBJECT_TYPE).where(" + LINE_PARENT
                                + ".get(SalesInvoice.DESCRIPTION).contains(\"x\"));",
                        "NotFilterablePath",
                        "Soql.select(SalesInvoiceLine.NAME).from(SalesInvoiceLine.SOBJECT_TYPE).where(" + LINE_PARENT
                                + ".get(SalesInvoice.REFERENCE).contains(\"x\"));"),
                Arguments.of(
                        "Path.of(SalesInvoice.DESCRIPTION).eq(\"x\");",
                        "NotFilterablePath",
                        "Path.of(SalesInvoice.REFERENCE).eq(\"x\");"),
                // sortable: false
                Arguments.of(
                        INVOICES + ".orderBy(Soql.field(SalesInvoice.DESCRIPTION).asc());",
                        "NotFilterablePath",
                        INVOICES + ".orderBy(Soql.field(SalesInvoice.REFERENCE).asc());"),
                // groupable: false (currency, datetime, roll-up, percent)
                Arguments.of(
                        BY_COUNT + ".groupBy(Soql.field(SalesInvoice.TOTAL_AMOUNT));",
                        "found:    dev.refin.runtime.query.NotGroupablePath<com.example.accounting.SalesInvoice,"
                                + "java.math.BigDecimal>",
                        BY_COUNT + ".groupBy(Soql.field(SalesInvoice.STATUS));"),
                Arguments.of(
                        BY_COUNT + ".groupBy(Soql.field(SalesInvoice.CREATED_DATE));",
                        "NotGroupablePath",
                        BY_COUNT + ".groupBy(Soql.field(SalesInvoice.INVOICE_DATE));"),
                Arguments.of(
                        "Soql.aggregate(SalesInvoiceLine.SOBJECT_TYPE, Soql.count(SalesInvoiceLine.ID)).groupBy("
                                + LINE_PARENT + ".get(SalesInvoice.BALANCE_DUE));",
                        "NotGroupablePath",
                        "Soql.aggregate(SalesInvoiceLine.SOBJECT_TYPE, Soql.count(SalesInvoiceLine.ID)).groupBy("
                                + LINE_PARENT + ".get(SalesInvoice.STATUS));"),
                Arguments.of(
                        BY_COUNT + ".groupBy(Soql.field(SalesInvoice.DESCRIPTION));",
                        "NotFilterablePath",
                        BY_COUNT + ".groupBy(Soql.field(SalesInvoice.REFERENCE));"),
                // LIKE on a currency, a number and a datetime
                Arguments.of(
                        INVOICES + ".where(Soql.field(SalesInvoice.TOTAL_AMOUNT).like(\"1%\"));",
                        "NotGroupablePath",
                        INVOICES + ".where(Soql.field(SalesInvoice.REFERENCE).like(\"1%\"));"),
                Arguments.of(
                        "Soql.field(SalesInvoiceLine.QUANTITY).startsWith(\"1\");",
                        "NotGroupablePath",
                        "Soql.field(SalesInvoiceLine.DESCRIPTION).startsWith(\"1\");"),
                Arguments.of(
                        "Soql.field(SalesInvoice.CREATED_DATE).contains(\"2026\");",
                        "NotGroupablePath",
                        "Soql.field(SalesInvoice.NAME).contains(\"2026\");"),
                // an aggregate condition belongs in HAVING: WHERE SUM(...) > 1 is MALFORMED_QUERY
                Arguments.of(
                        BY_GROUP + ".where(Soql.count(SalesInvoice.ID).gt(1L));",
                        "dev.refin.runtime.query.HavingCondition<com.example.accounting.SalesInvoice> cannot be"
                                + " converted to dev.refin.runtime.query.Condition",
                        BY_GROUP + ".having(Soql.count(SalesInvoice.ID).gt(1L));"),
                Arguments.of(
                        INVOICES + ".where(Soql.sum(SalesInvoice.TOTAL_AMOUNT).ne(BigDecimal.ZERO));",
                        "HavingCondition",
                        BY_GROUP + ".having(Soql.sum(SalesInvoice.TOTAL_AMOUNT).ne(BigDecimal.ZERO));"),
                Arguments.of(
                        BY_GROUP + ".where(Soql.field(SalesInvoice.STATUS).isNotNull()"
                                + ".and(Soql.count(SalesInvoice.ID).lt(5L)));",
                        "HavingCondition",
                        BY_GROUP + ".having(Soql.field(SalesInvoice.STATUS).isNotNull()"
                                + ".and(Soql.count(SalesInvoice.ID).lt(5L)));"),
                Arguments.of(
                        BY_GROUP + ".where(Soql.count(SalesInvoice.ID).gt(1L).not()"
                                + ".or(Soql.field(SalesInvoice.STATUS).isNull()));",
                        "HavingCondition",
                        BY_GROUP + ".having(Soql.count(SalesInvoice.ID).gt(1L).not()"
                                + ".or(Soql.field(SalesInvoice.STATUS).isNull()));"));
    }

    @ParameterizedTest
    @MethodSource("refusals")
    void refusedWithATypeThatSaysWhyAndTheTwinCompiles(String refused, String error, String twin) {
        Compilation compilation = compile(List.of(), refused);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(error);
        assertThat(compile(List.of(), twin)).succeededWithoutWarnings();
    }

    /** What the platform accepts of the restricted fields still compiles: filters, orderings and aggregates. */
    @Test
    void whatTheDescribeAllowsOfRestrictedFieldsCompiles() {
        assertThat(compile(
                        List.of(),
                        "SoqlQuery<SalesInvoice> q = " + INVOICES + "\n"
                                + "    .where(Soql.field(SalesInvoice.TOTAL_AMOUNT).gt(BigDecimal.TEN))\n"
                                + "    .where(Soql.field(SalesInvoice.CREATED_DATE).ge(DateLiteral.lastNDays(7)))\n"
                                + "    .where(Soql.field(SalesInvoice.BALANCE_DUE).in(BigDecimal.ONE, BigDecimal.TEN))\n"
                                + "    .where(" + "Soql.field(SalesInvoice.AMOUNT_PAID).isNotNull())\n"
                                + "    .orderBy(Soql.field(SalesInvoice.TOTAL_AMOUNT).desc().nullsLast())\n"
                                + "    .orderBy(Soql.field(SalesInvoice.CREATED_DATE).asc())\n"
                                + "    .alsoSelect(Soql.parent(SalesInvoice.ENTITY_ID).get(Entity.NAME));\n"
                                + "SoqlQuery<SalesInvoiceLine> lines = Soql.select(SalesInvoiceLine.NAME,"
                                + " SalesInvoiceLine.QUANTITY).from(SalesInvoiceLine.SOBJECT_TYPE)\n"
                                + "    .alsoSelect(" + LINE_PARENT + ".get(SalesInvoice.DESCRIPTION), " + LINE_PARENT
                                + ".get(SalesInvoice.TOTAL_AMOUNT))\n"
                                + "    .where(" + LINE_PARENT + ".get(SalesInvoice.TOTAL_AMOUNT).gt(BigDecimal.ONE))\n"
                                + "    .orderBy(" + LINE_PARENT + ".get(SalesInvoice.CREATED_DATE).desc());\n"
                                + "Aggregate<SalesInvoice, BigDecimal> total = Soql.sum(SalesInvoice.TOTAL_AMOUNT);\n"
                                + "Aggregate<SalesInvoice, BigDecimal> due ="
                                + " Soql.sum(Soql.field(SalesInvoice.BALANCE_DUE));\n"
                                + "Aggregate<SalesInvoice, OffsetDateTime> last ="
                                + " Soql.max(Soql.field(SalesInvoice.CREATED_DATE));\n"
                                + "Aggregate<SalesInvoice, BigDecimal> least ="
                                + " Soql.min(Soql.field(SalesInvoice.TOTAL_AMOUNT));\n"
                                + "Aggregate<SalesInvoice, BigDecimal> mean ="
                                + " Soql.avg(Soql.field(SalesInvoice.TOTAL_AMOUNT));\n"
                                + "Aggregate<SalesInvoice, Long> counted ="
                                + " Soql.countDistinct(Soql.field(SalesInvoice.TOTAL_AMOUNT));\n"
                                + "AggregateQuery<SalesInvoice> byStatus = Soql.aggregate(SalesInvoice.SOBJECT_TYPE,"
                                + " total, due, last, least, mean, counted)\n"
                                + "    .groupBy(Soql.field(SalesInvoice.STATUS), Soql.field(SalesInvoice.INVOICE_DATE))\n"
                                + "    .where(Soql.field(SalesInvoice.TOTAL_AMOUNT).gt(BigDecimal.ZERO))\n"
                                + "    .having(total.gt(BigDecimal.ONE))\n"
                                + "    .orderBy(total.desc());\n"
                                + "SalesInvoice invoice2 = new SalesInvoice();\n"
                                + "Field<SalesInvoice, BigDecimal> readOnly = SalesInvoice.TOTAL_AMOUNT;\n"
                                + "List<Field<SalesInvoice, ?>> some = List.of(SalesInvoice.DESCRIPTION,"
                                + " SalesInvoice.TOTAL_AMOUNT, SalesInvoice.NAME);\n"
                                + "BigDecimal value = readOnly.get(invoice2);\n"
                                + "String text = SalesInvoice.DESCRIPTION.get(invoice2);\n"
                                + "invoice2.set(SalesInvoice.DESCRIPTION, \"notes\");\n"
                                + "SalesInvoice.DESCRIPTION.set(invoice2, \"notes\");"))
                .succeededWithoutWarnings();
    }

    /** The escape hatch for a field whose traits the org changed after generation compiles, every way. */
    @Test
    void theEscapeHatchOffersEverythingExplicitly() {
        assertThat(compile(
                        List.of(),
                        INVOICES + ".where(Path.unchecked(SalesInvoice.DESCRIPTION).like(\"%x%\"))\n"
                                + "    .where(Soql.field(SalesInvoice.DESCRIPTION).unchecked().isNotNull())\n"
                                + "    .where(" + "Soql.field(SalesInvoice.TOTAL_AMOUNT).unchecked().like(\"1%\"))\n"
                                + "    .orderBy(Soql.field(SalesInvoice.DESCRIPTION).unchecked().asc());\n"
                                + BY_COUNT + ".groupBy(Soql.field(SalesInvoice.TOTAL_AMOUNT).unchecked(),"
                                + " Soql.parent(SalesInvoice.ENTITY_ID).unchecked(Entity.NAME));"))
                .succeededWithoutWarnings();
    }

    /** A number the describe marks filterable but neither sortable nor groupable, which the sample lacks. */
    @Test
    void aFieldThatIsNotSortableFiltersButDoesNotSortOrGroup() throws Exception {
        List<JavaFileObject> generated = generated(List.of(NamingTest.parse(
                "refin__Gauge__c",
                List.of(
                        number("refin__Reading__c", true, false, false),
                        number("refin__Level__c", true, true, false),
                        number("refin__Rank__c", true, true, true)))));
        String gauges = "Soql.select(Gauge.RANK).from(Gauge.SOBJECT_TYPE)";
        String byCount = "Soql.aggregate(Gauge.SOBJECT_TYPE, Soql.count(Gauge.RANK))";
        Compilation sorted = compile(generated, gauges + ".orderBy(Soql.field(Gauge.READING).asc());");
        assertThat(sorted).failed();
        assertThat(sorted).hadErrorContaining("NotSortablePath");
        Compilation grouped = compile(generated, byCount + ".groupBy(Soql.field(Gauge.READING));");
        assertThat(grouped).failed();
        assertThat(grouped).hadErrorContaining("NotSortablePath");
        Compilation groupedLevel = compile(generated, byCount + ".groupBy(Soql.field(Gauge.LEVEL));");
        assertThat(groupedLevel).failed();
        assertThat(groupedLevel).hadErrorContaining("NotGroupablePath");
        assertThat(compile(
                        generated,
                        gauges + ".where(Soql.field(Gauge.READING).gt(BigDecimal.ONE))"
                                + ".orderBy(Soql.field(Gauge.LEVEL).asc(), Soql.field(Gauge.RANK).desc());\n"
                                + byCount + ".groupBy(Soql.field(Gauge.RANK));\n"
                                + "Field.Writable.NotSortable<Gauge, BigDecimal> reading = Gauge.READING;\n"
                                + "Field.Writable<Gauge, BigDecimal> asWritable = Gauge.READING;\n"
                                + "new Gauge().setReading(BigDecimal.ONE).setLevel(BigDecimal.TEN);"))
                .succeededWithoutWarnings();
    }

    private static ObjectNode number(String name, boolean filterable, boolean sortable, boolean groupable) {
        return JsonNodeFactory.instance
                .objectNode()
                .put("name", name)
                .put("type", "double")
                .put("label", name)
                .put("createable", true)
                .put("updateable", true)
                .put("filterable", filterable)
                .put("sortable", sortable)
                .put("groupable", groupable);
    }

    /** A method body compiled with {@code generated} (in package {@code org.example}) or the golden entities. */
    static Compilation compile(List<JavaFileObject> generated, String body) {
        return Compiling.snippet(IMPORTS, "RefinClient client", generated, body);
    }

    static List<JavaFileObject> generated(List<dev.refin.describe.ObjectDescribe> objects) throws Exception {
        return Compiling.generated(objects, List.of());
    }
}
