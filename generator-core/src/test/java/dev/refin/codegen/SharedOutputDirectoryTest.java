package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.naming.DefaultNamingStrategy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Several executions, one output directory: each owns exactly the files it wrote. */
class SharedOutputDirectoryTest {
    private static final Path SAMPLE = Path.of("../sample-project/src/main/refin");
    private static final GeneratorConfig BOOKS = GeneratorConfig.defaults().withPackageName("com.example.books");
    private static final GeneratorConfig CRM = GeneratorConfig.defaults()
            .withPackageName("com.example.crm")
            .withPrefix("crm__")
            .withIncludes(List.of("Account", "Product2", "User", "Group"));

    @TempDir
    Path tmp;

    @Test
    void twoExecutionsKeepEachOthersFiles() throws Exception {
        Path out = tmp.resolve("out");
        Path books = copySample("books");
        RefinCodegen.Result first = generate(BOOKS, books, out, "books");
        RefinCodegen.Result second = generate(CRM, SAMPLE, out, "crm");
        assertEquals(18, first.written().size());
        assertEquals(4, second.written().size());
        assertEquals(List.of(), second.deleted());
        Map<String, String> both = sources(out);
        assertEquals(22, both.size());

        // Rebuilds: both up to date, nothing deleted, every file still there.
        assertTrue(generate(BOOKS, books, out, "books").upToDate());
        assertTrue(generate(CRM, SAMPLE, out, "crm").upToDate());
        assertEquals(both, sources(out));

        // An object leaves one execution's snapshot: only its file goes, the other execution's stay.
        Files.delete(books.resolve("refin__Dimension__c.json"));
        RefinCodegen.Result shrunk = generate(BOOKS, books, out, "books");
        assertEquals(List.of(out.resolve("com/example/books/Dimension.java")), shrunk.deleted());
        assertEquals(21, sources(out).size());
        assertTrue(Files.isRegularFile(out.resolve("com/example/crm/Account.java")));
    }

    @Test
    void anExecutionThatChangesItsPackageRemovesOnlyItsOwnOldFiles() throws Exception {
        Path out = tmp.resolve("out");
        generate(BOOKS, SAMPLE, out, "books");
        generate(CRM, SAMPLE, out, "crm");
        RefinCodegen.Result moved = generate(BOOKS.withPackageName("com.example.ledger"), SAMPLE, out, "books");
        assertEquals(18, moved.deleted().size());
        assertTrue(moved.deleted().stream().allMatch(p -> p.toString().contains("books")), moved.deleted()::toString);
        assertEquals(
                4,
                sources(out).keySet().stream()
                        .filter(k -> k.startsWith("com/example/crm/"))
                        .count());
    }

    @Test
    void aHandWrittenFileInTheWayWritesNothingAtAll() throws Exception {
        Path out = tmp.resolve("out");
        Path books = copySample("books");
        Files.delete(books.resolve("refin__Ledger__c.json"));
        generate(BOOKS, books, out, "books");
        // An object is added to the snapshot, an old one removed, and one of the files is hand-written now.
        Files.copy(SAMPLE.resolve("refin__Ledger__c.json"), books.resolve("refin__Ledger__c.json"));
        Files.delete(books.resolve("refin__Dimension__c.json"));
        Files.writeString(
                books.resolve("refin__Entity__c.json"),
                Files.readString(books.resolve("refin__Entity__c.json")).replace("\"Entity\"", "\"Legal Entity\""));
        Path own = out.resolve("com/example/books/Ledger.java");
        Files.writeString(own, "package com.example.books;\n\npublic final class Ledger {}\n");
        Map<String, String> before = sources(out);

        IOException e = assertThrows(IOException.class, () -> generate(BOOKS, books, out, "books"));

        assertTrue(e.getMessage().startsWith("refusing to overwrite " + own.toAbsolutePath()), e.getMessage());
        assertTrue(e.getMessage().endsWith("nothing was written"), e.getMessage());
        assertEquals(before, sources(out), "no file written or deleted");
    }

    @Test
    void twoExecutionsGeneratingTheSameFileIsAClearError() throws Exception {
        Path out = tmp.resolve("out");
        generate(BOOKS, SAMPLE, out, "books");
        Map<String, String> before = sources(out);
        IOException e = assertThrows(IOException.class, () -> generate(BOOKS, SAMPLE, out, "books-again"));
        assertTrue(
                e.getMessage().contains("another execution generated it (see .refin-codegen-books.state)"),
                e.getMessage());
        assertEquals(before, sources(out));
    }

    @Test
    void badExecutionIdsAreRefused() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> generate(BOOKS, SAMPLE, tmp.resolve("out"), "../x"));
        assertTrue(e.getMessage().startsWith("execution id '../x'"), e.getMessage());
    }

    private static RefinCodegen.Result generate(GeneratorConfig config, Path snapshot, Path out, String execution)
            throws Exception {
        return RefinCodegen.generate(config, new DefaultNamingStrategy(), snapshot, out, execution);
    }

    private Path copySample(String name) throws IOException {
        Path dir = tmp.resolve(name);
        Files.createDirectories(dir);
        try (Stream<Path> files = Files.list(SAMPLE)) {
            for (Path file : files.toList()) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        }
        return dir;
    }

    private static Map<String, String> sources(Path root) throws IOException {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (file.toString().endsWith(".java")) {
                    sources.put(root.relativize(file).toString().replace('\\', '/'), Files.readString(file));
                }
            }
        }
        return sources;
    }
}
