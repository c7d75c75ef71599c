package dev.refin.runtime.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.HasStatus;
import dev.refin.runtime.PicklistField;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.ReferenceField;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.client.CompositeRequest;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.client.TreeNode;
import dev.refin.runtime.internal.Codecs;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts the HTTP round trips to create a sales invoice with 10 lines and post it, against a loopback server:
 * sObject tree + post PATCH, and a single all-or-none {@code /composite} call. Not a test: figures only.
 *
 * <p>Run: {@code ./mvnw -q -pl runtime test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=dev.refin.runtime.bench.RoundTripBenchmark}
 */
public final class RoundTripBenchmark {
    private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE;
    private static final int LINES = 10;

    private RoundTripBenchmark() {}

    /** Status values. */
    enum Status implements PicklistValue {
        DRAFT("Draft"),
        POSTED("Posted"),
        UNRECOGNIZED(null);

        private final String apiValue;

        Status(String apiValue) {
            this.apiValue = apiValue;
        }

        @Override
        public String apiValue() {
            return apiValue;
        }

        @Override
        public String label() {
            return apiValue;
        }

        @Override
        public boolean isActive() {
            return apiValue != null;
        }

        @Override
        public boolean isDefault() {
            return this == DRAFT;
        }
    }

    /** A sales invoice header. */
    static final class Invoice extends SObject<Invoice> implements HasStatus {
        private static final SObjectType.Builder<Invoice> D =
                SObjectType.builder(Invoice.class, "refin__Sales_Invoice__c", "a0A", Invoice::new);
        static final Field<Invoice, RecordId<Invoice>> ID = D.id("Id", 0);
        static final Field.Writable<Invoice, String> REFERENCE =
                D.writable().text("refin__Reference__c", FieldType.STRING, RW);
        static final PicklistField.Writable<Invoice, Status> STATUS =
                D.writable().picklist("refin__Status__c", RW, Status.class);
        static final SObjectType<Invoice> SOBJECT_TYPE = D.build();

        Invoice() {
            super(SOBJECT_TYPE);
        }
    }

    /** A sales invoice line. */
    static final class Line extends SObject<Line> {
        private static final SObjectType.Builder<Line> D =
                SObjectType.builder(Line.class, "refin__Sales_Invoice_Line__c", "a0B", Line::new);
        static final Field<Line, RecordId<Line>> ID = D.id("Id", 0);
        static final ReferenceField.Writable<Line, Invoice> INVOICE = D.writable()
                .lookup(
                        "refin__Sales_Invoice__c",
                        FieldTraits.CREATEABLE,
                        "refin__Sales_Invoice__r",
                        "refin__Sales_Invoice__c",
                        Invoice.class);
        static final Field.Writable<Line, BigDecimal> NET =
                D.writable().decimal("refin__Net_Value__c", FieldType.CURRENCY, RW);
        static final SObjectType<Line> SOBJECT_TYPE = D.build();

        Line() {
            super(SOBJECT_TYPE);
        }
    }

    /** Runs the benchmark and prints its figures. */
    public static void main(String[] args) throws Exception {
        AtomicInteger ids = new AtomicInteger();
        try (BenchServer server = new BenchServer((exchange, body) ->
                answer(exchange.getRequestURI().getRawPath(), exchange.getRequestMethod(), body, ids))) {
            RefinClient client = RefinClient.builder()
                    .instanceUrl(server.url())
                    .auth(StaticTokenAuth.of("bench"))
                    .build();

            Invoice header = new Invoice().set(Invoice.REFERENCE, "ERP-1");
            client.createTree(TreeNode.of(header).withChildren("refin__Lines__r", lines()));
            client.post(Invoice.SOBJECT_TYPE, header.get(Invoice.ID));
            List<String> tree = server.log();
            System.out.printf(Locale.ROOT, "tree + post: %d round trips %s%n", tree.size(), tree);

            CompositeRequest composite =
                    CompositeRequest.allOrNone().create("header", new Invoice().set(Invoice.REFERENCE, "ERP-2"));
            List<Line> more = lines();
            for (int i = 0; i < more.size(); i++) {
                composite.create("line" + i, more.get(i), Line.INVOICE, "header");
            }
            composite.post("post", Invoice.SOBJECT_TYPE, "header");
            client.composite(composite);
            List<String> all = server.log().subList(tree.size(), server.log().size());
            System.out.printf(
                    Locale.ROOT,
                    "composite (create %d lines + post, all-or-none): %d round trip %s%n",
                    LINES,
                    all.size(),
                    all);
        }
    }

    private static List<Line> lines() {
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < LINES; i++) {
            lines.add(new Line().set(Line.NET, BigDecimal.valueOf(10 + i)));
        }
        return lines;
    }

    private static BenchServer.Reply answer(String path, String method, String body, AtomicInteger ids) {
        try {
            if (path.contains("/composite/tree/")) {
                int records = body.split("\"referenceId\"", -1).length - 1;
                StringBuilder out = new StringBuilder("{\"hasErrors\":false,\"results\":[");
                for (int i = 1; i <= records; i++) {
                    out.append(i == 1 ? "" : ",")
                            .append("{\"referenceId\":\"ref")
                            .append(i)
                            .append("\",\"id\":\"")
                            .append(id(ids.incrementAndGet()))
                            .append("\"}");
                }
                return new BenchServer.Reply(201, out.append("]}").toString());
            }
            if (path.endsWith("/composite")) {
                StringBuilder out = new StringBuilder("{\"compositeResponse\":[");
                String separator = "";
                for (JsonNode sub : Codecs.MAPPER.readTree(body).get("compositeRequest")) {
                    boolean create = sub.get("method").asText().equals("POST");
                    out.append(separator)
                            .append("{\"referenceId\":\"")
                            .append(sub.get("referenceId").asText())
                            .append("\",\"httpHeaders\":{},\"httpStatusCode\":")
                            .append(create ? 201 : 204)
                            .append(",\"body\":")
                            .append(
                                    create
                                            ? "{\"id\":\"" + id(ids.incrementAndGet())
                                                    + "\",\"success\":true,\"errors\":[]}"
                                            : "null")
                            .append('}');
                    separator = ",";
                }
                return new BenchServer.Reply(200, out.append("]}").toString());
            }
            return method.equals("PATCH") ? new BenchServer.Reply(204, "") : new BenchServer.Reply(404, "[]");
        } catch (java.io.IOException e) {
            return new BenchServer.Reply(400, "[{\"errorCode\":\"JSON_PARSER_ERROR\",\"message\":\"bad\"}]");
        }
    }

    private static String id(int n) {
        return RecordId.to18(String.format(Locale.ROOT, "a0X5g%010d", n));
    }
}
