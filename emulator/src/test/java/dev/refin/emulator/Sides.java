package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A random walk over both sides of the package for {@link RollupPropertyTest}: sales invoices, credit memos, receipts
 * and applications; bills, vendor credit memos, vendor payments and applications; then the ledger check.
 */
final class Sides {
    static final String INVOICE = "refin__Sales_Invoice__c";
    static final String LINE = "refin__Sales_Invoice_Line__c";
    static final String RECEIPT = "refin__Cash_Receipt__c";
    static final String RECEIPT_APPLICATION = "refin__Cash_Receipt_Application__c";
    static final String BILL = "refin__Purchase_Invoice__c";
    static final String BILL_LINE = "refin__Purchase_Invoice_Line__c";
    static final String PAYMENT = "refin__Vendor_Payment__c";
    static final String PAYMENT_APPLICATION = "refin__Vendor_Payment_Application__c";
    static final String BUDGET = "refin__Budget__c";
    static final String BUDGET_LINE = "refin__Budget_Line__c";
    static final String TX = "refin__Accounting_Transaction__c";

    private final Emulator emulator;
    private final EmulatorClient client;
    private final SplittableRandom random;
    private final List<String> invoices = new ArrayList<>();
    private final List<String> receipts = new ArrayList<>();
    private final List<String> bills = new ArrayList<>();
    private final List<String> payments = new ArrayList<>();
    private final List<String[]> applications = new ArrayList<>();
    final List<String> budgetLines = new ArrayList<>();
    /** How many applications were made on each side (payables, receivables), so a walk that applies nothing fails. */
    final int[] applied = new int[2];

    Sides(Emulator emulator, EmulatorClient client, SplittableRandom random) {
        this.emulator = emulator;
        this.client = client;
        this.random = random;
    }

    private String pick(List<String> ids) {
        return ids.get(random.nextInt(ids.size()));
    }

    private final Map<String, String> vendorOf = new HashMap<>();

    private String vendor() {
        return emulator.seeded(random.nextBoolean() ? "vendor" : "vendor2");
    }

    private String body(String json) {
        return json.replace('\'', '"');
    }

    void step(int step) {
        int dice = random.nextInt(100);
        String entity = emulator.seeded("entity");
        if (bills.isEmpty() || dice < 6) {
            String type = random.nextInt(6) == 0 ? ",'refin__Invoice_Type__c':'Vendor Credit Memo'" : "";
            String vendor = vendor();
            bills.add(client.create(
                    BILL,
                    "{'refin__Entity__c':'" + entity + "','refin__Vendor__c':'" + vendor
                            + "','refin__Invoice_Date__c':'2024-06-10','refin__Vendor_Reference__c':'R-" + step + "'"
                            + type + "}"));
            vendorOf.put(bills.get(bills.size() - 1), vendor);
        } else if (invoices.isEmpty() || dice < 10) {
            invoices.add(client.create(
                    INVOICE,
                    "{'refin__Entity__c':'" + entity + "','refin__Customer__c':'" + emulator.seeded("customer")
                            + "'}"));
        } else if (dice < 30) {
            boolean taxed = random.nextBoolean();
            client.post(
                    V + "/sobjects/" + BILL_LINE,
                    body("{'refin__Purchase_Invoice__c':'" + pick(bills) + "','refin__Quantity__c':"
                            + (1 + random.nextInt(3)) + ",'refin__Unit_Cost__c':" + (3 + random.nextInt(300))
                            + (taxed
                                    ? ",'refin__Taxable__c':true,'refin__Tax_Profile__c':'" + emulator.seeded("vat")
                                            + "'"
                                    : "")
                            + "}"));
        } else if (dice < 38) {
            client.post(
                    V + "/sobjects/" + LINE,
                    body("{'refin__Sales_Invoice__c':'" + pick(invoices) + "','refin__GL_Account__c':'"
                            + emulator.seeded("revenue") + "','refin__Quantity__c':1,'refin__Unit_Price__c':"
                            + (5 + random.nextInt(200)) + "}"));
        } else if (dice < 62) {
            String status = dice < 54 ? "Posted" : dice < 58 ? "Draft" : "Void";
            boolean bill = random.nextBoolean();
            client.patch(
                    V + "/sobjects/" + (bill ? BILL : INVOICE) + "/" + pick(bill ? bills : invoices),
                    "{\"refin__Status__c\":\"" + status + "\"}");
        } else if (dice < 70) {
            boolean payment = random.nextInt(3) > 0;
            String vendor = vendor();
            String id = client.create(
                    payment ? PAYMENT : RECEIPT,
                    "{'refin__Entity__c':'" + entity + "','"
                            + (payment
                                    ? "refin__Vendor__c':'" + vendor + "','refin__Payment_Date__c"
                                    : "refin__Customer__c':'" + emulator.seeded("customer")
                                            + "','refin__Receipt_Date__c")
                            + "':'2024-06-20','refin__Amount__c':" + (10 + random.nextInt(400)) + "}");
            client.patch(
                    V + "/sobjects/" + (payment ? PAYMENT : RECEIPT) + "/" + id, "{\"refin__Status__c\":\"Posted\"}");
            (payment ? payments : receipts).add(id);
            vendorOf.put(id, payment ? vendor : "customer");
        } else if (dice < 90) {
            apply();
        } else if (!applications.isEmpty()) {
            String[] application = applications.remove(random.nextInt(applications.size()));
            assertEquals(
                    204,
                    client.delete(V + "/sobjects/" + application[0] + "/" + application[1])
                            .status());
        }
    }

    private void apply() {
        boolean payables = random.nextBoolean();
        List<String> sources = payables ? payments : receipts;
        List<String> targets = payables ? bills : invoices;
        if (sources.isEmpty() || targets.isEmpty()) {
            return;
        }
        String object = payables ? PAYMENT_APPLICATION : RECEIPT_APPLICATION;
        String target = pick(targets);
        // Mostly the same vendor, so that applications happen; sometimes any, so that the guard is crossed too.
        List<String> sameParty = sources.stream()
                .filter(id ->
                        !payables || random.nextInt(8) == 0 || vendorOf.get(id).equals(vendorOf.get(target)))
                .toList();
        if (sameParty.isEmpty()) {
            return;
        }
        EmulatorClient.Response response = client.post(
                V + "/sobjects/" + object,
                body("{'" + (payables ? PAYMENT : RECEIPT) + "':'" + pick(sameParty) + "','"
                        + (payables ? BILL : INVOICE) + "':'" + target + "','refin__Amount_Applied__c':"
                        + (1 + random.nextInt(150)) + "}"));
        if (response.status() == 201) {
            applications.add(new String[] {object, response.json().get("id").asText()});
            applied[payables ? 0 : 1]++;
        }
    }

    /** The ledger per counterparty equals the served balances; bills' roll-ups and budget lines follow the rules. */
    void check() {
        Map<String, String> partyOf = new HashMap<>();
        Map<String, BigDecimal> served = new HashMap<>();
        for (String id : bills) {
            JsonNode bill = client.read(BILL, id);
            checkBill(id, bill);
            partyOf.put(id, bill.get("refin__Vendor__c").asText());
            if (bill.get("refin__Status__c").asText().equals("Posted")) {
                served.merge(partyOf.get(id), bill.get("refin__Balance_Due__c").decimalValue(), BigDecimal::add);
            }
        }
        for (String id : payments) {
            JsonNode payment = client.read(PAYMENT, id);
            partyOf.put(id, payment.get("refin__Vendor__c").asText());
            if (payment.get("refin__Status__c").asText().equals("Posted")) {
                served.merge(
                        partyOf.get(id),
                        payment.get("refin__Unapplied_Amount__c").decimalValue().negate(),
                        BigDecimal::add);
            }
        }
        for (String id : invoices) {
            JsonNode invoice = client.read(INVOICE, id);
            partyOf.put(id, "AR:" + invoice.get("refin__Customer__c").asText());
            if (invoice.get("refin__Status__c").asText().equals("Posted")) {
                served.merge(
                        partyOf.get(id), invoice.get("refin__Balance_Due__c").decimalValue(), BigDecimal::add);
            }
        }
        for (String id : receipts) {
            JsonNode receipt = client.read(RECEIPT, id);
            partyOf.put(id, "AR:" + receipt.get("refin__Customer__c").asText());
            if (receipt.get("refin__Status__c").asText().equals("Posted")) {
                served.merge(
                        partyOf.get(id),
                        receipt.get("refin__Unapplied_Amount__c").decimalValue().negate(),
                        BigDecimal::add);
            }
        }
        Map<String, BigDecimal> ledger = new HashMap<>();
        String payable = emulator.seeded("payable");
        String receivable = emulator.seeded("receivable");
        for (JsonNode row : emulator.records(TX)) {
            String account = row.path("refin__GL_Account__c").asText();
            BigDecimal amount = row.get("refin__Debit__c")
                    .decimalValue()
                    .subtract(row.get("refin__Credit__c").decimalValue());
            String document = firstOf(row, BILL, PAYMENT, INVOICE, RECEIPT);
            if (account.equals(payable)) {
                ledger.merge(partyOf.get(document), amount.negate(), BigDecimal::add);
            } else if (account.equals(receivable)) {
                ledger.merge(partyOf.get(document), amount, BigDecimal::add);
            }
        }
        for (String party : union(served, ledger)) {
            BigDecimal expected = served.getOrDefault(party, BigDecimal.ZERO);
            BigDecimal actual = ledger.getOrDefault(party, BigDecimal.ZERO);
            assertEquals(0, expected.compareTo(actual), party + ": served " + expected + ", ledger " + actual);
        }
        assertEquals(true, ledger.size() >= 3, "both vendors and the customer carry balances: " + ledger);
        for (String line : budgetLines) {
            checkBudgetLine(client.read(BUDGET_LINE, line));
        }
    }

    private static List<String> union(Map<String, BigDecimal> a, Map<String, BigDecimal> b) {
        List<String> keys = new ArrayList<>(a.keySet());
        b.keySet().stream().filter(k -> !a.containsKey(k)).forEach(keys::add);
        return keys;
    }

    private static String firstOf(JsonNode row, String... fields) {
        for (String field : fields) {
            if (row.hasNonNull(field)) {
                return row.get(field).asText();
            }
        }
        throw new AssertionError("a ledger row without its document: " + row);
    }

    private List<JsonNode> linesOf(String id) {
        List<JsonNode> out = new ArrayList<>();
        client.get(V + "/query?q="
                        + java.net.URLEncoder.encode(
                                "SELECT Id, refin__Line_Amount__c, refin__Tax_Amount__c, refin__Withholding_Amount__c,"
                                        + " refin__Total_Amount__c, refin__GL_Account__c FROM " + BILL_LINE
                                        + " WHERE refin__Purchase_Invoice__c = '" + id + "'",
                                java.nio.charset.StandardCharsets.UTF_8))
                .json()
                .get("records")
                .forEach(out::add);
        return out;
    }

    private void checkBill(String id, JsonNode bill) {
        int sign =
                "Vendor Credit Memo".equals(bill.path("refin__Invoice_Type__c").asText()) ? -1 : 1;
        BigDecimal subtotal = BigDecimal.ZERO;
        BigDecimal total = BigDecimal.ZERO;
        for (JsonNode line : linesOf(id)) {
            subtotal = subtotal.add(line.get("refin__Line_Amount__c").decimalValue());
            total = total.add(line.get("refin__Total_Amount__c").decimalValue());
        }
        BigDecimal factor = BigDecimal.valueOf(sign);
        assertEquals(
                0,
                subtotal.multiply(factor)
                        .compareTo(bill.get("refin__Subtotal__c").decimalValue()),
                id);
        assertEquals(
                0,
                total.multiply(factor)
                        .compareTo(bill.get("refin__Total_Amount__c").decimalValue()),
                id);
        BigDecimal balance = bill.get("refin__Total_Amount__c")
                .decimalValue()
                .subtract(bill.get("refin__Amount_Paid__c").decimalValue());
        assertEquals(0, balance.compareTo(bill.get("refin__Balance_Due__c").decimalValue()), id);
    }

    /** The budget rule recomputed from served values: each posted bill line split by its bill's paid share. */
    private void checkBudgetLine(JsonNode budgetLine) {
        String account = budgetLine.get("refin__GL_Account__c").asText();
        BigDecimal committed = BigDecimal.ZERO;
        BigDecimal actual = BigDecimal.ZERO;
        for (String id : bills) {
            JsonNode bill = client.read(BILL, id);
            if (!bill.get("refin__Status__c").asText().equals("Posted")
                    || !budgetLine
                            .get("refin__Accounting_Period__c")
                            .asText()
                            .equals(bill.path("refin__Accounting_Period__c").asText())) {
                continue;
            }
            int sign = "Vendor Credit Memo"
                            .equals(bill.path("refin__Invoice_Type__c").asText())
                    ? -1
                    : 1;
            BigDecimal total = bill.get("refin__Total_Amount__c").decimalValue();
            BigDecimal paid = bill.get("refin__Amount_Paid__c").decimalValue();
            for (JsonNode line : linesOf(id)) {
                if (!account.equals(line.path("refin__GL_Account__c").asText())) {
                    continue;
                }
                BigDecimal amount =
                        line.get("refin__Line_Amount__c").decimalValue().multiply(BigDecimal.valueOf(sign));
                BigDecimal spent = total.signum() == 0
                        ? BigDecimal.ZERO
                        : amount.multiply(paid).divide(total, 2, RoundingMode.HALF_UP);
                actual = actual.add(spent);
                committed = committed.add(amount.subtract(spent));
            }
        }
        assertEquals(
                0,
                committed.compareTo(budgetLine.get("refin__Committed_Amount__c").decimalValue()),
                "committed");
        assertEquals(
                0, actual.compareTo(budgetLine.get("refin__Actual_Amount__c").decimalValue()), "actual");
        BigDecimal available = budgetLine
                .get("refin__Budgeted_Amount__c")
                .decimalValue()
                .subtract(committed)
                .subtract(actual);
        assertEquals(
                0,
                available.compareTo(budgetLine.get("refin__Available_Amount__c").decimalValue()),
                "available");
    }
}
