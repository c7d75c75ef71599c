package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random sequences of API calls (the package's ordinary traffic on both sides, mixed with every call that could
 * remove, move or add ledger rows: sObject, composite and collections deletes, edits of amounts and of the document
 * a row belongs to, inserts, deletes of posted documents and of their lines, a Bulk API delete job, refused at creation, and an update job) never unbalance
 * the ledger: after each call, debits equal credits in total and per document, no row disappears or changes its
 * accounting fields, and every posted document keeps entries that are not reversed.
 */
class LedgerPropertyTest {
    private static final String TX = "refin__Accounting_Transaction__c";
    private static final List<String> DOCUMENTS = List.of(
            "refin__Sales_Invoice__c",
            "refin__Cash_Receipt__c",
            "refin__Purchase_Invoice__c",
            "refin__Vendor_Payment__c");
    private static final List<String> LINES =
            List.of("refin__Sales_Invoice_Line__c", "refin__Purchase_Invoice_Line__c");
    private static final List<String> KEPT = List.of(
            "refin__Debit__c",
            "refin__Credit__c",
            "refin__GL_Account__c",
            "refin__Sales_Invoice__c",
            "refin__Cash_Receipt__c",
            "refin__Purchase_Invoice__c",
            "refin__Vendor_Payment__c");

    @Test
    void noSequenceOfApiCallsUnbalancesTheLedger() throws Exception {
        int[] refused = new int[1];
        for (long seed = 21; seed <= 23; seed++) {
            refused[0] += run(seed);
        }
        assertTrue(refused[0] > 30, "attacks on the ledger were made and refused: " + refused[0]);
    }

    private static int run(long seed) throws Exception {
        try (Emulator emulator = EmulatorClient.startReadyOrg()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            SplittableRandom random = new SplittableRandom(seed);
            Sides sides = new Sides(emulator, client, random);
            Map<String, Map<String, String>> seen = new HashMap<>();
            int refused = 0;
            for (int step = 0; step < 160; step++) {
                List<JsonNode> rows = emulator.records(TX);
                if (rows.isEmpty() || random.nextInt(100) < 65) {
                    sides.step(step);
                } else {
                    refused += attack(emulator, client, random, rows, step);
                }
                check(emulator, seen, "seed " + seed + " step " + step);
            }
            refused += bulkDelete(client, emulator.records(TX));
            check(emulator, seen, "seed " + seed + " after the Bulk API jobs");
            return refused;
        }
    }

    /** One call that would break the ledger if it were allowed; asserts the refusal and counts it. */
    private static int attack(
            Emulator emulator, EmulatorClient client, SplittableRandom random, List<JsonNode> rows, int step) {
        JsonNode row = rows.get(random.nextInt(rows.size()));
        String id = row.get("Id").asText();
        String rowPath = V + "/sobjects/" + TX + "/" + id;
        switch (random.nextInt(9)) {
            case 0 -> client.delete(rowPath).error(400, "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY");
            case 1 -> {
                JsonNode answer = client.delete(V + "/composite/sobjects?ids=" + id + ","
                                + rows.get(random.nextInt(rows.size()))
                                        .get("Id")
                                        .asText())
                        .json();
                for (JsonNode item : answer) {
                    assertEquals(false, item.get("success").asBoolean(), answer.toString());
                }
            }
            case 2 -> {
                JsonNode answer = client.post(
                                V + "/composite",
                                "{\"allOrNone\":true,\"compositeRequest\":[{\"method\":\"DELETE\",\"url\":\"" + rowPath
                                        + "\",\"referenceId\":\"r\"}]}")
                        .json();
                assertEquals(
                        400,
                        answer.get("compositeResponse")
                                .get(0)
                                .get("httpStatusCode")
                                .asInt(),
                        answer.toString());
            }
            case 3 ->
                client.patch(rowPath, "{\"refin__Debit__c\":" + (1 + random.nextInt(99)) + "}")
                        .error(400, "INVALID_FIELD_FOR_INSERT_UPDATE");
            case 4 -> {
                // Move the row to another document (or to none): the lookups a posting wrote stay as written.
                String field = DOCUMENTS.get(random.nextInt(DOCUMENTS.size()));
                List<JsonNode> targets = emulator.records(field);
                String target = targets.isEmpty() || random.nextInt(4) == 0
                        ? "null"
                        : "\""
                                + targets.get(random.nextInt(targets.size()))
                                        .get("Id")
                                        .asText() + "\"";
                if (target.equals("null") && row.path(field).asText(null) == null
                        || target.equals("\"" + row.path(field).asText() + "\"")) {
                    return 0;
                }
                EmulatorClient.Response answer = client.patch(rowPath, "{\"" + field + "\":" + target + "}");
                assertEquals(400, answer.status(), answer.text());
            }
            case 5 ->
                client.post(
                                V + "/sobjects/" + TX,
                                "{\"refin__Debit__c\":10,\"refin__GL_Account__c\":\"" + emulator.seeded("cash") + "\"}")
                        .error(400, "CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY");
            case 6 -> {
                String[] document = anyDocument(emulator, random, "Posted", "Void");
                if (document == null) {
                    return 0;
                }
                client.delete(V + "/sobjects/" + document[0] + "/" + document[1])
                        .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
            }
            case 7 -> {
                String lineObject = LINES.get(random.nextInt(LINES.size()));
                String header = lineObject.replace("_Line__c", "__c");
                for (JsonNode line : emulator.records(lineObject)) {
                    String parent = line.path(header).asText();
                    boolean locked = emulator.records(header).stream()
                            .anyMatch(d -> d.get("Id").asText().equals(parent)
                                    && !d.get("refin__Status__c").asText().equals("Draft"));
                    if (locked) {
                        client.delete(V + "/sobjects/" + lineObject + "/"
                                        + line.get("Id").asText())
                                .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
                        return 1;
                    }
                }
                return 0;
            }
            default -> client.patch(rowPath, "{\"refin__Description__c\":\"note " + step + "\"}");
        }
        return 1;
    }

    /** The object and id of a random document in one of the statuses, or null when there is none. */
    private static String[] anyDocument(Emulator emulator, SplittableRandom random, String... statuses) {
        List<String[]> candidates = new ArrayList<>();
        for (String object : DOCUMENTS) {
            for (JsonNode document : emulator.records(object)) {
                if (List.of(statuses).contains(document.get("refin__Status__c").asText())) {
                    candidates.add(new String[] {object, document.get("Id").asText()});
                }
            }
        }
        return candidates.isEmpty() ? null : candidates.get(random.nextInt(candidates.size()));
    }

    /** A Bulk API delete job over every ledger row: each row fails, none is deleted. */
    /**
     * The Bulk API's attacks: a delete job of ledger rows is refused when it is created (the object is not
     * deletable), and an update job that rewrites their debits fails on every row.
     */
    private static int bulkDelete(EmulatorClient client, List<JsonNode> rows) throws InterruptedException {
        JsonNode refused = client.post(V + "/jobs/ingest", "{\"object\":\"" + TX + "\",\"operation\":\"delete\"}")
                .error(400, "INVALIDJOB");
        assertTrue(refused.get("message").asText().contains("is not deletable"), refused.toString());
        EmulatorClient.Response created =
                client.post(V + "/jobs/ingest", "{\"object\":\"" + TX + "\",\"operation\":\"update\"}");
        assertEquals(200, created.status(), created.text());
        String job = created.json().get("id").asText();
        StringBuilder csv = new StringBuilder("Id,refin__Debit__c\n");
        rows.forEach(row -> csv.append(row.get("Id").asText()).append(",1\n"));
        assertEquals(
                201,
                client.send("PUT", V + "/jobs/ingest/" + job + "/batches", csv.toString(), "Content-Type", "text/csv")
                        .status());
        client.patch(V + "/jobs/ingest/" + job, "{\"state\":\"UploadComplete\"}");
        for (int i = 0; i < 1000; i++) {
            JsonNode info = client.get(V + "/jobs/ingest/" + job).json();
            if (info.get("state").asText().equals("JobComplete")) {
                assertEquals(rows.size(), info.get("numberRecordsFailed").asInt(), info.toString());
                return 1 + rows.size();
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the Bulk API update job did not finish");
    }

    private static void check(Emulator emulator, Map<String, Map<String, String>> seen, String where) {
        BigDecimal debit = BigDecimal.ZERO;
        BigDecimal credit = BigDecimal.ZERO;
        Map<String, BigDecimal> perDocument = new HashMap<>();
        Map<String, int[]> postings = new HashMap<>();
        Map<String, JsonNode> current = new HashMap<>();
        for (JsonNode row : emulator.records(TX)) {
            current.put(row.get("Id").asText(), row);
            BigDecimal d = row.get("refin__Debit__c").decimalValue();
            BigDecimal c = row.get("refin__Credit__c").decimalValue();
            debit = debit.add(d);
            credit = credit.add(c);
            for (String field : DOCUMENTS) {
                String document = row.path(field).asText(null);
                if (document != null) {
                    perDocument.merge(document, d.subtract(c), BigDecimal::add);
                    postings.computeIfAbsent(document, k -> new int[2])[
                            row.get("refin__Is_Reversal__c").asBoolean() ? 1 : 0]++;
                }
            }
        }
        assertEquals(0, debit.compareTo(credit), where + ": debits " + debit + " != credits " + credit);
        perDocument.forEach((document, net) ->
                assertEquals(0, net.signum(), where + ": document " + document + " nets " + net + " in the ledger"));
        for (Map.Entry<String, Map<String, String>> before : seen.entrySet()) {
            JsonNode row = current.get(before.getKey());
            assertTrue(row != null, where + ": ledger row " + before.getKey() + " disappeared");
            for (String field : KEPT) {
                assertEquals(
                        before.getValue().get(field),
                        row.path(field).asText(null),
                        where + ": " + field + " of ledger row " + before.getKey() + " changed");
            }
        }
        current.forEach((id, row) -> seen.computeIfAbsent(id, k -> {
            Map<String, String> kept = new HashMap<>();
            KEPT.forEach(field -> kept.put(field, row.path(field).asText(null)));
            return kept;
        }));
        for (String object : DOCUMENTS) {
            for (JsonNode document : emulator.records(object)) {
                int[] counts = postings.getOrDefault(document.get("Id").asText(), new int[2]);
                boolean posted = document.get("refin__Status__c").asText().equals("Posted");
                assertEquals(
                        posted,
                        counts[0] > counts[1],
                        where + ": " + object + " " + document.get("Id").asText() + " is "
                                + document.get("refin__Status__c").asText() + " with " + counts[0]
                                + " entries and " + counts[1] + " reversals");
            }
        }
    }
}
