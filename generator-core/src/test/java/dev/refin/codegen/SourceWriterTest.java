package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Writing generated sources to disk through {@link RefinCodegen#generate}: idempotent, tidy and confined. */
class SourceWriterTest {
    private static final Path SAMPLE = Path.of("../sample-project/src/main/refin");
    private static final String PACKAGE = "com.example.accounting";
    private static final String PACKAGE_DIR = "com/example/accounting";
    private static final FileTime OLD = FileTime.from(Instant.parse("2001-02-03T04:05:06Z"));
    private static final List<String> SAMPLE_TYPES = List.of(
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

    private static GeneratorConfig config() {
        return GeneratorConfig.defaults().withPackageName(PACKAGE);
    }

    private static Path copySample(Path dir) throws IOException {
        Files.createDirectories(dir);
        try (Stream<Path> files = Files.list(SAMPLE)) {
            for (Path f : files.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
        return dir;
    }

    /** Every regular file under {@code root}, by relative path, with its bytes. */
    private static Map<String, byte[]> contents(Path root) throws IOException {
        Map<String, byte[]> result = new TreeMap<>();
        if (!Files.exists(root)) {
            return result;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                if (isToolState(root, p)) {
                    continue;
                }
                result.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
        }
        return result;
    }

    /**
     * The generator's own bookkeeping (a hidden non-Java file directly in the output root, e.g. the record
     * of the last run): not a source. Temporary files are written next to their targets, in package
     * directories, so they are still seen.
     */
    private static boolean isToolState(Path root, Path file) {
        String name = file.getFileName().toString();
        return file.getParent().equals(root) && name.startsWith(".") && !name.endsWith(".java");
    }

    private static List<String> relative(Path root, List<Path> paths) {
        return paths.stream()
                .map(p -> root.toAbsolutePath()
                        .normalize()
                        .relativize(p)
                        .toString()
                        .replace('\\', '/'))
                .sorted()
                .toList();
    }

    private static List<String> sampleFiles() {
        return SAMPLE_TYPES.stream()
                .map(t -> PACKAGE_DIR + "/" + t + ".java")
                .sorted()
                .toList();
    }

    @Test
    void firstRunWritesEveryFileMatchingTheGoldenSources(@TempDir Path out) throws Exception {
        RefinCodegen.Result result = RefinCodegen.generate(config(), SAMPLE, out);
        assertEquals(SAMPLE_TYPES, result.objects().stream().sorted().toList());
        assertEquals(sampleFiles(), relative(out, result.written()));
        assertEquals(List.of(), result.unchanged());
        assertEquals(List.of(), result.deleted());
        Map<String, byte[]> written = contents(out);
        assertEquals(sampleFiles(), List.copyOf(written.keySet()), "no temporary or extra files are left");
        for (Map.Entry<String, byte[]> e : written.entrySet()) {
            assertArrayEquals(
                    Files.readAllBytes(Path.of("src/test/golden").resolve(e.getKey())),
                    e.getValue(),
                    e.getKey() + " differs from the golden file");
        }
    }

    @Test
    void secondRunWritesNothingAndKeepsModificationTimes(@TempDir Path out) throws Exception {
        RefinCodegen.generate(config(), SAMPLE, out);
        Map<String, byte[]> before = contents(out);
        for (String file : before.keySet()) {
            Files.setLastModifiedTime(out.resolve(file), OLD);
        }

        RefinCodegen.Result second = RefinCodegen.generate(config(), SAMPLE, out);

        assertEquals(List.of(), second.written());
        assertEquals(List.of(), second.deleted());
        assertEquals(sampleFiles(), relative(out, second.unchanged()));
        Map<String, byte[]> after = contents(out);
        assertEquals(before.keySet(), after.keySet());
        for (String file : before.keySet()) {
            assertArrayEquals(before.get(file), after.get(file), file);
            assertEquals(OLD, Files.getLastModifiedTime(out.resolve(file)), file + " was touched");
        }
    }

    @Test
    void onlyTheChangedFileIsRewritten(@TempDir Path tmp) throws Exception {
        Path snapshot = copySample(tmp.resolve("snapshot"));
        Path out = tmp.resolve("out");
        RefinCodegen.generate(config(), snapshot, out);
        ageAll(out);

        Path ledger = snapshot.resolve("refin__Ledger__c.json");
        String json = Files.readString(ledger);
        String changed = json.replaceFirst("\"label\": \"Ledger\"", "\"label\": \"General Ledger\"");
        assertFalse(json.equals(changed), "fixture: the Ledger label was not found");
        Files.writeString(ledger, changed);

        RefinCodegen.Result result = RefinCodegen.generate(config(), snapshot, out);
        assertEquals(List.of(PACKAGE_DIR + "/Ledger.java"), relative(out, result.written()));
        assertEquals(17, result.unchanged().size());
        assertTrue(Files.readString(out.resolve(PACKAGE_DIR + "/Ledger.java")).contains("General Ledger"));
        assertFalse(OLD.equals(Files.getLastModifiedTime(out.resolve(PACKAGE_DIR + "/Ledger.java"))));
        assertEquals(OLD, Files.getLastModifiedTime(out.resolve(PACKAGE_DIR + "/SalesInvoice.java")));
    }

    private static void ageAll(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile).forEach(p -> setTime(p, OLD));
        }
    }

    private static void setTime(Path p, FileTime time) {
        try {
            Files.setLastModifiedTime(p, time);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void editedOrDeletedGeneratedFilesAreRestoredOnTheNextRun(@TempDir Path out) throws Exception {
        RefinCodegen.generate(config(), SAMPLE, out);
        Map<String, byte[]> pristine = contents(out);
        Path ledger = out.resolve(PACKAGE_DIR + "/Ledger.java");
        Path entity = out.resolve(PACKAGE_DIR + "/Entity.java");
        Files.writeString(ledger, "// my edit\n", java.nio.file.StandardOpenOption.APPEND);
        Files.delete(entity);

        RefinCodegen.Result result = RefinCodegen.generate(config(), SAMPLE, out);

        assertEquals(
                List.of(PACKAGE_DIR + "/Entity.java", PACKAGE_DIR + "/Ledger.java"), relative(out, result.written()));
        assertEquals(16, result.unchanged().size());
        Map<String, byte[]> after = contents(out);
        assertEquals(pristine.keySet(), after.keySet());
        for (String file : pristine.keySet()) {
            assertArrayEquals(pristine.get(file), after.get(file), file);
        }
    }

    @Test
    void unchangedRunReportsEveryFileUnchanged(@TempDir Path out) throws Exception {
        RefinCodegen.Result first = RefinCodegen.generate(config(), SAMPLE, out);
        RefinCodegen.Result second = RefinCodegen.generate(config(), SAMPLE, out);
        RefinCodegen.Result third = RefinCodegen.generate(config(), SAMPLE, out);
        for (RefinCodegen.Result r : List.of(second, third)) {
            assertEquals(List.of(), r.written());
            assertEquals(List.of(), r.deleted());
            assertEquals(sampleFiles(), relative(out, r.unchanged()));
            assertEquals(SAMPLE_TYPES, r.objects().stream().sorted().toList());
            assertEquals(first.warnings(), r.warnings());
        }
    }

    @Test
    void removedDescribeDeletesItsStaleGeneratedFile(@TempDir Path tmp) throws Exception {
        Path snapshot = copySample(tmp.resolve("snapshot"));
        Path out = tmp.resolve("out");
        RefinCodegen.generate(config(), snapshot, out);
        assertTrue(Files.isRegularFile(out.resolve(PACKAGE_DIR + "/TaxProfile.java")));

        // TaxProfile is referenced by lines; they then refer to it as any object.
        Files.delete(snapshot.resolve("refin__Tax_Profile__c.json"));
        RefinCodegen.Result result = RefinCodegen.generate(config(), snapshot, out);

        assertEquals(List.of(PACKAGE_DIR + "/TaxProfile.java"), relative(out, result.deleted()));
        assertFalse(Files.exists(out.resolve(PACKAGE_DIR + "/TaxProfile.java")));
        assertEquals(17, result.objects().size());
        assertFalse(result.objects().contains("TaxProfile"));
        List<String> remaining = new ArrayList<>(sampleFiles());
        remaining.remove(PACKAGE_DIR + "/TaxProfile.java");
        assertEquals(remaining, List.copyOf(contents(out).keySet()));
        assertTrue(relative(out, result.written()).contains(PACKAGE_DIR + "/SalesInvoiceLine.java"));
        String line = Files.readString(out.resolve(PACKAGE_DIR + "/SalesInvoiceLine.java"));
        assertFalse(line.contains("RecordId<TaxProfile>"), line);
        assertTrue(line.contains("public RecordId<RecordId.Untyped> getTaxProfileId() {"), line);
    }

    @Test
    void staleFilesInAnotherPackageAreDeletedWhenThePackageChanges(@TempDir Path out) throws Exception {
        RefinCodegen.generate(config(), SAMPLE, out);
        RefinCodegen.Result result = RefinCodegen.generate(config().withPackageName("org.example.books"), SAMPLE, out);
        assertEquals(sampleFiles(), relative(out, result.deleted()));
        assertEquals(
                SAMPLE_TYPES.stream()
                        .map(t -> "org/example/books/" + t + ".java")
                        .sorted()
                        .toList(),
                List.copyOf(contents(out).keySet()));
    }

    @Test
    void handWrittenJavaFilesAreNeverDeleted(@TempDir Path tmp) throws Exception {
        Path snapshot = copySample(tmp.resolve("snapshot"));
        Path out = tmp.resolve("out");
        Files.createDirectories(out.resolve(PACKAGE_DIR));
        Files.createDirectories(out.resolve("org/example/mine"));
        Map<String, String> own = new TreeMap<>();
        own.put(
                PACKAGE_DIR + "/InvoiceService.java",
                "package com.example.accounting;\n\npublic final class InvoiceService {}\n");
        own.put(
                "org/example/mine/Helper.java",
                "package org.example.mine;\n\n// uses @Generated(\"someone.Else\")\n"
                        + "@javax.annotation.processing.Generated(\"someone.Else\")\nclass Helper {}\n");
        own.put("Root.java", "class Root {}\n");
        own.put(PACKAGE_DIR + "/notes.txt", "@Generated(\"dev.refin.codegen.RefinCodegen\") but not a .java file\n");
        for (Map.Entry<String, String> e : own.entrySet()) {
            Files.writeString(out.resolve(e.getKey()), e.getValue());
        }

        RefinCodegen.generate(config(), snapshot, out);
        Files.delete(snapshot.resolve("refin__Dimension__c.json"));
        RefinCodegen.Result result = RefinCodegen.generate(config(), snapshot, out);
        assertEquals(List.of(PACKAGE_DIR + "/Dimension.java"), relative(out, result.deleted()));
        // And once more with a different package: every generated file goes stale.
        RefinCodegen.Result moved = RefinCodegen.generate(config().withPackageName("org.example.other"), snapshot, out);
        assertEquals(17, moved.deleted().size());

        for (Map.Entry<String, String> e : own.entrySet()) {
            assertEquals(e.getValue(), Files.readString(out.resolve(e.getKey())), e.getKey());
        }
    }

    @Test
    void handWrittenFileWithAGeneratedTypesNameIsNotOverwritten(@TempDir Path out) throws Exception {
        Path own = out.resolve(PACKAGE_DIR + "/Ledger.java");
        Files.createDirectories(own.getParent());
        String text = "package com.example.accounting;\n\n/** Mine. */\npublic final class Ledger {}\n";
        Files.writeString(own, text);
        // The writer's contract: files without its @Generated marker are never touched.
        IOException e = assertThrows(IOException.class, () -> RefinCodegen.generate(config(), SAMPLE, out));
        assertTrue(e.getMessage().startsWith("refusing to overwrite " + own.toAbsolutePath()), e.getMessage());
        assertTrue(e.getMessage().contains("it was not generated by refin-codegen"), e.getMessage());
        assertEquals(text, Files.readString(own));
    }

    @Test
    void generatedFilesGetTheUsualPermissions(@TempDir Path out) throws Exception {
        Assumptions.assumeTrue(out.getFileSystem().supportedFileAttributeViews().contains("posix"));
        RefinCodegen.generate(config(), SAMPLE, out);
        // A file created the ordinary way in the same directory, under the same umask.
        Path plain = Files.createFile(out.resolve("plain.txt"));
        var expected = Files.getPosixFilePermissions(plain);
        for (String file : sampleFiles()) {
            assertEquals(expected, Files.getPosixFilePermissions(out.resolve(file)), file);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"../evil", "a..b", "class", "com.example.class", "9lives", ".lead", "trail.", "com/example"})
    void illegalPackageNamesAreRejectedAndNothingIsWritten(String packageName, @TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("out");
        CodegenException e = assertThrows(
                CodegenException.class,
                () -> RefinCodegen.generate(GeneratorConfig.defaults().withPackageName(packageName), SAMPLE, out));
        assertEquals(1, e.problems().size(), e.problems().toString());
        String problem = e.problems().get(0);
        assertTrue(problem.startsWith("package name '" + packageName + "': '"), problem);
        assertTrue(problem.endsWith("' is not a legal Java identifier"), problem);
        assertFalse(Files.exists(out), "the output directory must not even be created");
        assertFalse(Files.exists(tmp.resolve("evil")));
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.toList());
        }
    }

    @Test
    void illegalPackageProblemsNameTheBadSegment(@TempDir Path out) {
        assertEquals(
                List.of("package name '../evil': '' is not a legal Java identifier"),
                problems(() -> RefinCodegen.generate(config().withPackageName("../evil"), SAMPLE, out)));
        assertEquals(
                List.of("package name 'a..b': '' is not a legal Java identifier"),
                problems(() -> RefinCodegen.generate(config().withPackageName("a..b"), SAMPLE, out)));
        assertEquals(
                List.of("package name 'class': 'class' is not a legal Java identifier"),
                problems(() -> RefinCodegen.generate(config().withPackageName("class"), SAMPLE, out)));
        assertEquals(
                List.of("package name: empty; generated types need a package"),
                problems(() -> RefinCodegen.generate(config().withPackageName(""), SAMPLE, out)));
    }

    private static List<String> problems(org.junit.jupiter.api.function.Executable run) {
        return assertThrows(CodegenException.class, run).problems();
    }

    @Test
    void rejectedPackageLeavesAnExistingOutputDirectoryUntouched(@TempDir Path out) throws Exception {
        RefinCodegen.generate(config(), SAMPLE, out);
        ageAll(out);
        Map<String, byte[]> before = contents(out);

        assertThrows(
                CodegenException.class, () -> RefinCodegen.generate(config().withPackageName("../evil"), SAMPLE, out));

        Map<String, byte[]> after = contents(out);
        assertEquals(before.keySet(), after.keySet());
        for (String file : before.keySet()) {
            assertArrayEquals(before.get(file), after.get(file), file);
            assertEquals(OLD, Files.getLastModifiedTime(out.resolve(file)), file);
        }
        assertFalse(Files.exists(out.getParent().resolve("evil")));
    }

    @Test
    void outputContainsNoTimestamps(@TempDir Path out) throws Exception {
        RefinCodegen.generate(config().withPrefix(""), SAMPLE, out);
        Pattern date = Pattern.compile("(19|20)\\d\\d-\\d\\d-\\d\\d");
        Pattern time = Pattern.compile("\\d\\d:\\d\\d:\\d\\d");
        Map<String, byte[]> files = contents(out);
        assertEquals(22, files.size());
        for (Map.Entry<String, byte[]> e : files.entrySet()) {
            String text = new String(e.getValue(), StandardCharsets.UTF_8);
            List<String> generatedLines =
                    text.lines().filter(l -> l.contains("@Generated")).toList();
            assertEquals(List.of("@Generated(\"dev.refin.codegen.RefinCodegen\")"), generatedLines, e.getKey());
            assertFalse(date.matcher(text).find(), e.getKey() + " contains a date");
            assertFalse(time.matcher(text).find(), e.getKey() + " contains a time of day");
            assertFalse(text.contains("\r"), e.getKey() + " contains a carriage return");
        }
    }
}
