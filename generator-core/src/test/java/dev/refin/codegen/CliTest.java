package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line, run in-process through {@code Cli.run}. */
class CliTest {
    private static final String SAMPLE =
            Path.of("../sample-project/src/main/refin").toString();
    private static final String PKG_DIR = "com/example/accounting";

    @TempDir
    Path tmp;

    /** Exit status and both streams of one run. */
    record Run(int status, String out, String err) {}

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = Cli.run(args, o, e);
        }
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static List<String> javaFiles(Path root) throws IOException {
        if (!Files.exists(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".java"))
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .sorted()
                    .toList();
        }
    }

    private static List<String> types(String... names) {
        return Stream.of(names).map(n -> PKG_DIR + "/" + n + ".java").sorted().toList();
    }

    private static final List<String> REFIN_TYPES = types(
            "AccountingPeriod",
            "AccountingTransaction",
            "Budget",
            "BudgetLine",
            "CashReceipt",
            "CashReceiptApplication",
            "Dimension",
            "Entity",
            "GLAccount",
            "Ledger",
            "PaymentTerm",
            "PurchaseInvoice",
            "PurchaseInvoiceLine",
            "SalesInvoice",
            "SalesInvoiceLine",
            "TaxProfile",
            "VendorPayment",
            "VendorPaymentApplication");

    private static void assertNoStackTrace(Run run) {
        for (String text : List.of(run.out(), run.err())) {
            assertFalse(text.contains("\tat "), text);
            assertFalse(text.contains("Exception in thread"), text);
            assertFalse(text.contains("Exception:"), text);
        }
    }

    @Test
    void generatesAndPrintsTheSummary() throws Exception {
        Path output = tmp.resolve("out");
        Run run = run("--input", SAMPLE, "--output", output.toString(), "--package", "com.example.accounting");
        assertEquals(0, run.status(), run.err());
        assertEquals(
                "refin-codegen: 18 types from " + SAMPLE + " into "
                        + output.toAbsolutePath().normalize() + " (18 written, 0 unchanged, 0 removed)"
                        + System.lineSeparator(),
                run.out());
        assertEquals("", run.err());
        assertEquals(REFIN_TYPES, javaFiles(output));
        assertEquals(
                Files.readString(Path.of("src/test/golden").resolve(PKG_DIR + "/SalesInvoice.java")),
                Files.readString(output.resolve(PKG_DIR + "/SalesInvoice.java")));

        Run again = run("--input", SAMPLE, "--output", output.toString(), "--package", "com.example.accounting");
        assertEquals(0, again.status());
        assertTrue(again.out().endsWith(" (0 written, 18 unchanged, 0 removed)" + System.lineSeparator()), again.out());
    }

    @Test
    void helpPrintsUsageAndSucceeds() {
        Run run = run("--help");
        assertEquals(0, run.status());
        assertEquals(Cli.USAGE + System.lineSeparator(), run.out());
        assertEquals("", run.err());
    }

    @Test
    void missingPackageIsAUsageError() {
        Path output = tmp.resolve("out");
        Run run = run("--input", SAMPLE, "--output", output.toString());
        assertEquals(2, run.status());
        assertEquals(
                "refin-codegen: --input or --source, --output and --package are required" + System.lineSeparator()
                        + Cli.USAGE
                        + System.lineSeparator(),
                run.err());
        assertTrue(run.err()
                .contains("usage: java -jar refin-codegen-cli.jar (--input DIR | --source DIR...) --output DIR"
                        + " --package NAME"));
        assertEquals("", run.out());
        assertFalse(Files.exists(output));
    }

    @Test
    void otherUsageErrors() {
        Run unknown = run("--input", SAMPLE, "--output", "x", "--package", "p", "--verbose", "yes");
        assertEquals(2, unknown.status());
        assertTrue(
                unknown.err().startsWith("refin-codegen: unknown option --verbose" + System.lineSeparator()),
                unknown.err());
        assertTrue(unknown.err().contains(Cli.USAGE));

        Run dangling = run("--input", SAMPLE, "--package");
        assertEquals(2, dangling.status());
        assertTrue(dangling.err().startsWith("refin-codegen: missing value after --package"), dangling.err());

        Run badName = run("--input", SAMPLE, "--output", "x", "--package", "p", "--name", "refin__Ledger__c=");
        assertEquals(2, badName.status());
        assertTrue(
                badName.err().startsWith("refin-codegen: --name expects KEY=VALUE, got 'refin__Ledger__c='"),
                badName.err());
        assertFalse(Files.exists(Path.of("x")), "nothing may be generated on a usage error");
    }

    @Test
    void invalidInputExitsOneWithLocatedProblemsAndNoStackTrace() throws Exception {
        Path snapshot = Files.createDirectories(tmp.resolve("snapshot"));
        try (Stream<Path> files = Files.list(Path.of(SAMPLE))) {
            for (Path f : files.toList()) {
                Files.copy(f, snapshot.resolve(f.getFileName()));
            }
        }
        Files.writeString(snapshot.resolve("refin__Ledger__c.json"), "");
        Files.writeString(snapshot.resolve("refin__Entity__c.json"), "<html>Login</html>");
        Path output = tmp.resolve("out");

        Run run = run("--input", snapshot.toString(), "--output", output.toString(), "--package", "com.example.x");

        assertEquals(1, run.status());
        assertEquals("", run.out());
        assertEquals(
                "refin-codegen: 2 problems; nothing was generated:\n"
                        + "  refin__Entity__c.json: $: is not JSON but markup (starts with '<'): an HTML page, e.g."
                        + " from a proxy or a login redirect, was saved instead of the describe\n"
                        + "  refin__Ledger__c.json: $: is empty: expected a describe JSON object"
                        + System.lineSeparator(),
                run.err());
        assertNoStackTrace(run);
        assertFalse(Files.exists(output));
    }

    @Test
    void invalidPackageExitsOne() {
        Path output = tmp.resolve("out");
        Run run = run("--input", SAMPLE, "--output", output.toString(), "--package", "../evil");
        assertEquals(1, run.status());
        assertEquals(
                "refin-codegen: 1 problem; nothing was generated:\n"
                        + "  package name '../evil': '' is not a legal Java identifier" + System.lineSeparator(),
                run.err());
        assertNoStackTrace(run);
        assertFalse(Files.exists(output));
    }

    @Test
    void missingInputDirectoryExitsOne() {
        Path missing = tmp.resolve("missing");
        Run run = run(
                "--input", missing.toString(), "--output", tmp.resolve("out").toString(), "--package", "p");
        assertEquals(1, run.status());
        assertEquals(
                "refin-codegen: 1 problem; nothing was generated:\n  " + missing
                        + ": not a directory (expected a directory of saved describe JSON)" + System.lineSeparator(),
                run.err());
        assertNoStackTrace(run);
    }

    @Test
    void outputThatIsAFileExitsThreeWithoutStackTrace() throws Exception {
        Path file = Files.writeString(tmp.resolve("not-a-dir"), "x");
        Run run = run("--input", SAMPLE, "--output", file.toString(), "--package", "com.example.accounting");
        assertEquals(3, run.status());
        assertTrue(run.err().startsWith("refin-codegen: cannot write output: "), run.err());
        assertNoStackTrace(run);
        assertEquals("x", Files.readString(file));
    }

    @Test
    void emptyPrefixGeneratesEveryObjectOfTheSample() throws Exception {
        Path output = tmp.resolve("out");
        Run run = run(
                "--input",
                SAMPLE,
                "--output",
                output.toString(),
                "--package",
                "com.example.accounting",
                "--prefix",
                "");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("refin-codegen: 22 types from "), run.out());
        List<String> expected = new java.util.ArrayList<>(REFIN_TYPES);
        expected.addAll(types("Account", "Product2", "User", "Group"));
        assertEquals(expected.stream().sorted().toList(), javaFiles(output));
        // With Account generated, the customer reference is typed.
        assertTrue(Files.readString(output.resolve(PKG_DIR + "/SalesInvoice.java"))
                .contains("public RecordId<Account> getCustomerId() {"));
    }

    @Test
    void excludeGlobsRemoveObjects() throws Exception {
        Path output = tmp.resolve("out");
        Run run = run(
                "--input",
                SAMPLE,
                "--output",
                output.toString(),
                "--package",
                "com.example.accounting",
                "--exclude",
                "refin__Cash_*",
                "--exclude",
                "*__Ledger__?");
        assertEquals(0, run.status(), run.err());
        List<String> expected = new java.util.ArrayList<>(REFIN_TYPES);
        expected.removeAll(types("CashReceipt", "CashReceiptApplication", "Ledger"));
        assertEquals(expected, javaFiles(output));
        assertTrue(run.out().startsWith("refin-codegen: 15 types from "), run.out());
    }

    @Test
    void includeGlobsAddObjectsOutsideThePrefix() throws Exception {
        Path output = tmp.resolve("out");
        Run run = run(
                "--input",
                SAMPLE,
                "--output",
                output.toString(),
                "--package",
                "com.example.accounting",
                "--include",
                "Acc*",
                "--include",
                "user");
        assertEquals(0, run.status(), run.err());
        List<String> expected = new java.util.ArrayList<>(REFIN_TYPES);
        expected.addAll(types("Account", "User"));
        assertEquals(expected.stream().sorted().toList(), javaFiles(output));
        assertTrue(run.out().startsWith("refin-codegen: 20 types from "), run.out());
    }

    @Test
    void includeWithNonMatchingPrefixAndExcludeWinsOverInclude() throws Exception {
        Path output = tmp.resolve("out");
        Run run = run(
                "--input",
                SAMPLE,
                "--output",
                output.toString(),
                "--package",
                "com.example.accounting",
                "--prefix",
                "nothing__",
                "--include",
                "refin__Sales_Invoice*",
                "--exclude",
                "*Line*");
        assertEquals(0, run.status(), run.err());
        assertEquals(types("SalesInvoice"), javaFiles(output));
    }

    @Test
    void nameOverrideRenamesTheClassAndItsReferences() throws Exception {
        Path output = tmp.resolve("out");
        Run run = run(
                "--input",
                SAMPLE,
                "--output",
                output.toString(),
                "--package",
                "com.example.accounting",
                "--name",
                "refin__Sales_Invoice__c=Invoice");
        assertEquals(0, run.status(), run.err());
        List<String> expected = new java.util.ArrayList<>(REFIN_TYPES);
        expected.remove(PKG_DIR + "/SalesInvoice.java");
        expected.add(PKG_DIR + "/Invoice.java");
        assertEquals(expected.stream().sorted().toList(), javaFiles(output));
        String invoice = Files.readString(output.resolve(PKG_DIR + "/Invoice.java"));
        assertTrue(
                invoice.contains("public final class Invoice extends SObject<Invoice> implements HasStatus {"),
                invoice);
        assertTrue(invoice.contains("SObjectType.builder(Invoice.class,"), invoice);
        assertTrue(invoice.contains("ChildRelationship.<Invoice, SalesInvoiceLine>of("), invoice);
        String line = Files.readString(output.resolve(PKG_DIR + "/SalesInvoiceLine.java"));
        assertTrue(line.contains("public RecordId<Invoice> getSalesInvoiceId() {"), line);
        assertFalse(line.contains("SalesInvoice>"), line);
    }

    @Test
    void fieldAndValueNameOverrides() throws Exception {
        Path output = tmp.resolve("out");
        Run run = run(
                "--input",
                SAMPLE,
                "--output",
                output.toString(),
                "--package",
                "com.example.accounting",
                "--name",
                "refin__Sales_Invoice__c.refin__Customer_PO_Number__c=purchaseOrder",
                "--name",
                "refin__Sales_Invoice__c.refin__Status__c=Void=VOIDED");
        assertEquals(0, run.status(), run.err());
        String invoice = Files.readString(output.resolve(PKG_DIR + "/SalesInvoice.java"));
        assertTrue(invoice.contains("public String getPurchaseOrder() {"), invoice);
        assertTrue(
                invoice.contains("public static final Field.Writable<SalesInvoice, String> PURCHASE_ORDER ="), invoice);
        assertFalse(invoice.contains("getCustomerPONumber"), invoice);
        assertTrue(invoice.contains("VOIDED(\"Void\"),"), invoice);
    }

    @Test
    void unusedOrIllegalNameOverridesAreInputErrors() {
        Path output = tmp.resolve("out");
        Run run = run(
                "--input",
                SAMPLE,
                "--output",
                output.toString(),
                "--package",
                "com.example.accounting",
                "--name",
                "refin__Nope__c=Nope",
                "--name",
                "refin__Ledger__c=class");
        assertEquals(1, run.status());
        assertEquals(
                "refin-codegen: 2 problems; nothing was generated:\n"
                        + "  name override refin__Ledger__c=class: not a legal Java identifier\n"
                        + "  name override refin__Nope__c: no generated object, field or picklist value has this"
                        + " API name" + System.lineSeparator(),
                run.err());
        assertNoStackTrace(run);
        assertFalse(Files.exists(output));
    }

    @Test
    void warningsGoToStandardErrorAndTheRunSucceeds() throws Exception {
        Path snapshot = Files.createDirectories(tmp.resolve("snapshot"));
        Files.copy(Path.of(SAMPLE, "refin__Ledger__c.json"), snapshot.resolve("ledger-2024.json"));
        Path output = tmp.resolve("out");
        Run run = run("--input", snapshot.toString(), "--output", output.toString(), "--package", "p");
        assertEquals(0, run.status(), run.err());
        assertEquals(
                "warning: ledger-2024.json: $.name: describes 'refin__Ledger__c'; the file is usually named"
                        + " refin__Ledger__c.json" + System.lineSeparator(),
                run.err());
        assertEquals(List.of("p/Ledger.java"), javaFiles(output));
    }
}
