package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.refin.codegen.naming.DefaultNamingStrategy;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The sample snapshot generated into {@code com.example.accounting} must match the checked-in golden
 * sources under {@code src/test/golden} byte for byte.
 *
 * <p>After an intended change to the generated code, rerun with {@code -Drefin.golden.update=true}: the
 * golden directory is then rewritten (changed files written, stale ones deleted) and the test passes.
 */
public class GoldenFilesTest {
    static final String PACKAGE = "com.example.accounting";
    public static final Path SNAPSHOT = Path.of("../sample-project/src/main/refin");
    static final Path GOLDEN_ROOT = Path.of("src/test/golden");
    static final String UPDATE_PROPERTY = "refin.golden.update";

    /** Generated sources by path relative to the golden root, e.g. {@code com/example/accounting/Ledger.java}. */
    private static Map<String, String> generate() throws CodegenException {
        List<GeneratedSource> files = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName(PACKAGE),
                new DefaultNamingStrategy(),
                RefinCodegen.readSnapshot(SNAPSHOT));
        Map<String, String> byPath = new TreeMap<>();
        for (GeneratedSource file : files) {
            String path = file.packageName().replace('.', '/') + "/" + file.typeName() + ".java";
            String previous = byPath.put(path, file.toString());
            assertEquals(null, previous, "two generated types map to " + path);
        }
        return byPath;
    }

    /** Golden files currently on disk, by path relative to the golden root. */
    private static Map<String, Path> goldenFiles() throws IOException {
        Map<String, Path> result = new TreeMap<>();
        if (!Files.isDirectory(GOLDEN_ROOT)) {
            return result;
        }
        try (Stream<Path> walk = Files.walk(GOLDEN_ROOT)) {
            walk.filter(p -> Files.isRegularFile(p) && p.toString().endsWith(".java"))
                    .forEach(
                            p -> result.put(GOLDEN_ROOT.relativize(p).toString().replace('\\', '/'), p));
        }
        return result;
    }

    @Test
    void sampleSnapshotMatchesGoldenFiles() throws Exception {
        Map<String, String> generated = generate();
        Map<String, Path> golden = goldenFiles();
        assertFalse(generated.isEmpty(), "the sample snapshot generated nothing");

        if (Boolean.parseBoolean(System.getProperty(UPDATE_PROPERTY))) {
            update(generated, golden);
            return;
        }

        List<String> failures = new ArrayList<>();
        for (Map.Entry<String, String> entry : generated.entrySet()) {
            Path file = golden.get(entry.getKey());
            if (file == null) {
                failures.add(GOLDEN_ROOT.resolve(entry.getKey()) + ": generated but no golden file exists");
                continue;
            }
            String expected = Files.readString(file, StandardCharsets.UTF_8);
            String difference = firstDifference(expected, entry.getValue());
            if (difference != null) {
                failures.add(file + ": " + difference);
            }
        }
        for (String path : golden.keySet()) {
            if (!generated.containsKey(path)) {
                failures.add(GOLDEN_ROOT.resolve(path) + ": golden file is no longer generated (stale)");
            }
        }
        if (!failures.isEmpty()) {
            fail("generated sources differ from the golden files:\n  " + String.join("\n  ", failures)
                    + "\nIf the change is intended, rerun with -D" + UPDATE_PROPERTY + "=true to rewrite "
                    + GOLDEN_ROOT.toAbsolutePath().normalize());
        }
    }

    @Test
    void goldenFilesCoverEveryRefinObjectOfTheSample() throws Exception {
        // The default prefix selects the 18 refin__ objects; Account, Product2, User and Group are not generated.
        assertEquals(
                List.of(
                        "com/example/accounting/AccountingPeriod.java",
                        "com/example/accounting/AccountingTransaction.java",
                        "com/example/accounting/Budget.java",
                        "com/example/accounting/BudgetLine.java",
                        "com/example/accounting/CashReceipt.java",
                        "com/example/accounting/CashReceiptApplication.java",
                        "com/example/accounting/Dimension.java",
                        "com/example/accounting/Entity.java",
                        "com/example/accounting/GLAccount.java",
                        "com/example/accounting/Ledger.java",
                        "com/example/accounting/PaymentTerm.java",
                        "com/example/accounting/PurchaseInvoice.java",
                        "com/example/accounting/PurchaseInvoiceLine.java",
                        "com/example/accounting/SalesInvoice.java",
                        "com/example/accounting/SalesInvoiceLine.java",
                        "com/example/accounting/TaxProfile.java",
                        "com/example/accounting/VendorPayment.java",
                        "com/example/accounting/VendorPaymentApplication.java"),
                List.copyOf(generate().keySet()));
    }

    @Test
    void generatingTwiceIsByteIdentical() throws Exception {
        Map<String, String> first = generate();
        Map<String, String> second = generate();
        assertEquals(first.keySet(), second.keySet());
        for (Map.Entry<String, String> entry : first.entrySet()) {
            byte[] a = entry.getValue().getBytes(StandardCharsets.UTF_8);
            byte[] b = second.get(entry.getKey()).getBytes(StandardCharsets.UTF_8);
            assertTrue(java.util.Arrays.equals(a, b), entry.getKey() + " differs between two runs");
        }
    }

    @Test
    void firstDifferenceNamesLineAndBothTexts() {
        assertEquals(null, firstDifference("a\nb\n", "a\nb\n"));
        assertEquals(
                "first difference at line 2:\n    expected: b\n    actual:   c", firstDifference("a\nb\n", "a\nc\n"));
        assertEquals(
                "first difference at line 3:\n    expected: <end of file>\n    actual:   x",
                firstDifference("a\nb", "a\nb\nx"));
        // A trailing newline only is still a difference, reported at the line after the last.
        assertEquals(
                "first difference at line 2:\n    expected: <end of file>\n    actual:   ",
                firstDifference("a", "a\n"));
    }

    /** Null when equal; otherwise the 1-based first differing line with both versions of it. */
    static String firstDifference(String expected, String actual) {
        if (expected.equals(actual)) {
            return null;
        }
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        int n = Math.max(e.length, a.length);
        for (int i = 0; i < n; i++) {
            String el = i < e.length ? e[i] : null;
            String al = i < a.length ? a[i] : null;
            if (el == null || !el.equals(al)) {
                return "first difference at line " + (i + 1) + ":\n    expected: "
                        + (el == null ? "<end of file>" : el) + "\n    actual:   "
                        + (al == null ? "<end of file>" : al);
            }
        }
        // Same lines but different strings cannot happen with split(-1); keep a safe fallback.
        return "contents differ";
    }

    private static void update(Map<String, String> generated, Map<String, Path> golden) throws IOException {
        for (Map.Entry<String, String> entry : generated.entrySet()) {
            Path target = GOLDEN_ROOT.resolve(entry.getKey());
            byte[] content = entry.getValue().getBytes(StandardCharsets.UTF_8);
            if (Files.isRegularFile(target) && java.util.Arrays.equals(Files.readAllBytes(target), content)) {
                continue;
            }
            Files.createDirectories(target.getParent());
            Files.write(target, content);
            System.out.println("golden: wrote " + target);
        }
        for (Map.Entry<String, Path> entry : golden.entrySet()) {
            if (!generated.containsKey(entry.getKey())) {
                Files.delete(entry.getValue());
                System.out.println("golden: deleted stale " + entry.getValue());
            }
        }
    }
}
