package dev.refin.runtime.client;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.paging.QueryPage;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Locale;

/**
 * Decodes one 2,000-row query page of a 23-field document line (id, name, three references, text, amounts, dates,
 * a timestamp, flags) into typed entities, the way {@code client.query(...)} does, against the floor: Jackson's
 * {@code readTree} of the same bytes. Interleaved rounds, medians, ratio; also the decode from a String copy of the
 * page (what the transport did before it handed bytes on). Figures only, not a test. It lives beside
 * {@code QueryPage} to call the page reader itself.
 *
 * <p>Run: {@code ./mvnw -q -pl runtime test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt &&
 * java -cp runtime/target/test-classes:runtime/target/classes:$(cat runtime/target/cp.txt)
 * dev.refin.runtime.client.QueryDecodeBenchmark [rounds]}
 */
public final class QueryDecodeBenchmark {
    private static final int ROWS = 2000;

    private QueryDecodeBenchmark() {}

    /**
     * A document line as generated code declares it: id, name, references, values; records made through its public
     * constructor, as for generated entities (no factory passed to the builder).
     */
    public static final class Line extends SObject<Line> {
        private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE;
        private static final SObjectType.Builder<Line> D =
                SObjectType.builder(Line.class, "refin__Sales_Invoice_Line__c", "a0L");
        static final Field<Line, RecordId<Line>> ID = D.id("Id", 0);
        static final Field<Line, String> NAME = D.text("Name", FieldType.STRING, 0);
        static final ReferenceField.Writable<Line, RecordId.Untyped> INVOICE = D.writable()
                .reference("refin__Sales_Invoice__c", RW, "refin__Sales_Invoice__r", "refin__Sales_Invoice__c");
        static final ReferenceField.Writable<Line, RecordId.Untyped> ACCOUNT =
                D.writable().reference("refin__GL_Account__c", RW, "refin__GL_Account__r", "refin__GL_Account__c");
        static final ReferenceField.Writable<Line, RecordId.Untyped> OWNER =
                D.writable().reference("OwnerId", RW, "Owner", "User");
        static final Field.Writable<Line, String> DESCRIPTION =
                D.writable().text("refin__Description__c", FieldType.TEXTAREA, RW);
        static final Field.Writable<Line, String> CURRENCY =
                D.writable().text("CurrencyIsoCode", FieldType.PICKLIST, RW);
        static final Field.Writable<Line, BigDecimal> QUANTITY =
                D.writable().decimal("refin__Quantity__c", FieldType.DOUBLE, RW);
        static final Field.Writable<Line, BigDecimal> PRICE =
                D.writable().decimal("refin__Unit_Price__c", FieldType.CURRENCY, RW);
        static final Field<Line, BigDecimal> NET = D.decimal("refin__Net__c", FieldType.CURRENCY, 0);
        static final Field<Line, BigDecimal> TAX = D.decimal("refin__Tax__c", FieldType.CURRENCY, 0);
        static final Field<Line, BigDecimal> GROSS = D.decimal("refin__Gross__c", FieldType.CURRENCY, 0);
        static final Field.Writable<Line, BigDecimal> RATE =
                D.writable().decimal("refin__Tax_Rate__c", FieldType.PERCENT, RW);
        static final Field.Writable<Line, Integer> NUMBER = D.writable().integer("refin__Line_Number__c", RW);
        static final Field.Writable<Line, LocalDate> SERVICE_FROM = D.writable().date("refin__Service_From__c", RW);
        static final Field.Writable<Line, LocalDate> SERVICE_TO = D.writable().date("refin__Service_To__c", RW);
        static final Field<Line, OffsetDateTime> CREATED = D.dateTime("CreatedDate", 0);
        static final Field<Line, OffsetDateTime> MODIFIED = D.dateTime("LastModifiedDate", 0);
        static final Field<Line, Boolean> DELETED = D.bool("IsDeleted", 0);
        static final Field.Writable<Line, Boolean> BILLABLE = D.writable().bool("refin__Billable__c", RW);
        static final Field.Writable<Line, String> MEMO = D.writable().text("refin__Memo__c", FieldType.STRING, RW);
        static final Field.Writable<Line, String> PROJECT =
                D.writable().text("refin__Project_Code__c", FieldType.STRING, RW);
        static final Field.Writable<Line, String> EXTERNAL =
                D.writable().text("refin__External_Id__c", FieldType.STRING, RW);
        static final SObjectType<Line> TYPE = D.build();

        public Line() {
            super(TYPE);
        }
    }

    /** Runs the benchmark and prints its figures. */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        byte[] page = page().getBytes(StandardCharsets.UTF_8);
        long[] tree = new long[rounds];
        long[] typed = new long[rounds];
        long[] viaString = new long[rounds];
        long sink = 0;
        for (int round = -rounds / 2; round < rounds; round++) { // the first half-round count warms up the JIT
            long start = System.nanoTime();
            JsonNode node = Codecs.MAPPER.readTree(page);
            long t1 = System.nanoTime();
            QueryPage<Line> lines = QueryPage.parse(page, parser -> SObjectJson.read(Line.TYPE, parser));
            long t2 = System.nanoTime();
            QueryPage<Line> fromText = QueryPage.parse(
                    new String(page, StandardCharsets.UTF_8), parser -> SObjectJson.read(Line.TYPE, parser));
            long t3 = System.nanoTime();
            sink += node.get("records").size()
                    + lines.records().size()
                    + fromText.records().size();
            if (round >= 0) {
                tree[round] = t1 - start;
                typed[round] = t2 - t1;
                viaString[round] = t3 - t2;
            }
        }
        QueryPage<Line> check = QueryPage.parse(page, parser -> SObjectJson.read(Line.TYPE, parser));
        Line last = check.records().get(ROWS - 1);
        if (check.records().size() != ROWS
                || !last.get(Line.NET).equals(new BigDecimal("1999.50"))
                || last.get(Line.ID).value().length() != 18) {
            throw new IllegalStateException("the page did not decode as written");
        }
        double floor = median(tree);
        double ours = median(typed);
        double text = median(viaString);
        System.out.printf(
                Locale.ROOT,
                "one %d-row page (%,d bytes, %d fields per row), %d interleaved rounds, medians (checksum %d):%n",
                ROWS,
                page.length,
                Line.TYPE.fields().size(),
                rounds,
                sink);
        System.out.printf(Locale.ROOT, "  Jackson readTree (floor)      %7.2f ms%n", floor / 1e6);
        System.out.printf(
                Locale.ROOT,
                "  typed entities from bytes     %7.2f ms = %.2fx the floor (target <= 1.10x)%n",
                ours / 1e6,
                ours / floor);
        System.out.printf(
                Locale.ROOT, "  typed entities via a String   %7.2f ms = %.2fx the floor%n", text / 1e6, text / floor);
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted.length % 2 == 1
                ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2.0;
    }

    /** The page as the platform writes it: attributes first, fields in select order, 18-character ids. */
    private static String page() {
        StringBuilder out = new StringBuilder(ROWS * 1100);
        out.append("{\"totalSize\":").append(ROWS).append(",\"done\":true,\"records\":[");
        for (int n = 0; n < ROWS; n++) {
            String id = id("a0L", n);
            out.append(n == 0 ? "" : ",")
                    .append("{\"attributes\":{\"type\":\"refin__Sales_Invoice_Line__c\",")
                    .append("\"url\":\"/services/data/v65.0/sobjects/refin__Sales_Invoice_Line__c/")
                    .append(id)
                    .append("\"},\"Id\":\"")
                    .append(id)
                    .append("\",\"Name\":\"SIL-")
                    .append(String.format(Locale.ROOT, "%06d", n))
                    .append("\",\"refin__Sales_Invoice__c\":\"")
                    .append(id("a0S", n / 10))
                    .append("\",\"refin__GL_Account__c\":\"")
                    .append(id("a0G", n % 40))
                    .append("\",\"OwnerId\":\"")
                    .append(id("005", 7))
                    .append("\",\"refin__Description__c\":\"Consulting services, week ")
                    .append(n % 52)
                    .append(" \\u2013 on site\",\"CurrencyIsoCode\":\"EUR\",\"refin__Quantity__c\":")
                    .append(n % 8 + 1)
                    .append(".0,\"refin__Unit_Price__c\":1200.00,\"refin__Net__c\":")
                    .append(n)
                    .append(".50,\"refin__Tax__c\":")
                    .append(n % 100)
                    .append(".19,\"refin__Gross__c\":")
                    .append(n + 100)
                    .append(".69,\"refin__Tax_Rate__c\":19.0,\"refin__Line_Number__c\":")
                    .append(n % 20 + 1)
                    .append(",\"refin__Service_From__c\":\"2024-05-01\",\"refin__Service_To__c\":\"2024-05-31\"")
                    .append(",\"CreatedDate\":\"2024-05-20T20:49:32.000+0000\"")
                    .append(",\"LastModifiedDate\":\"2024-06-01T08:15:00.000+0000\"")
                    .append(",\"IsDeleted\":false,\"refin__Billable__c\":")
                    .append(n % 3 == 0)
                    .append(",\"refin__Memo__c\":null,\"refin__Project_Code__c\":\"PRJ-")
                    .append(n % 17)
                    .append("\",\"refin__External_Id__c\":\"ERP-")
                    .append(n)
                    .append("\"}");
        }
        return out.append("]}").toString();
    }

    private static String id(String prefix, int n) {
        // Mixed case, as the platform's ids are: the checksum then carries upper-case bits.
        return RecordId.to18(prefix + "5gA" + String.format(Locale.ROOT, "%08d", n) + "Q");
    }
}
