package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.DescribeProblem;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A snapshot folder as users fill it: Windows UTF-16, CLI envelopes, macOS sidecar files. */
class SavedDescribeFormatsTest {
    private static final Path SAMPLE = Path.of("../sample-project/src/main/refin");

    @Test
    void utf16EnvelopesAndHiddenFilesGenerateTheSameSources(@TempDir Path dir) throws Exception {
        copySample(dir);
        // PowerShell 5: sf sobject describe --json > file writes UTF-16LE with a byte-order mark.
        String invoice = Files.readString(dir.resolve("refin__Sales_Invoice__c.json"));
        Files.write(
                dir.resolve("refin__Sales_Invoice__c.json"), utf16le("{\"status\": 0, \"result\": " + invoice + "}"));
        String ledger = Files.readString(dir.resolve("refin__Ledger__c.json"));
        Files.writeString(
                dir.resolve("refin__Ledger__c.json"), "{\"status\":0,\"result\":" + ledger + ",\"warnings\":[]}");
        Files.write(
                dir.resolve("refin__Entity__c.json"), utf16le(Files.readString(dir.resolve("refin__Entity__c.json"))));
        Files.write(
                dir.resolve("refin__Dimension__c.json"),
                concat(
                        new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                        Files.readAllBytes(dir.resolve("refin__Dimension__c.json"))));
        // macOS AppleDouble sidecars and editor dot-files: binary, not describes.
        Files.write(dir.resolve("._refin__Ledger__c.json"), new byte[] {0, 5, 22, 7, 0, 2, 0, 0, 'M', 'a', 'c'});
        Files.writeString(dir.resolve(".refin__Entity__c.json"), "not json");

        Snapshot snapshot = RefinCodegen.readSnapshot(dir);

        assertEquals(sources(RefinCodegen.readSnapshot(SAMPLE)), sources(snapshot));
        List<String> envelopeWarnings = snapshot.warnings().stream()
                .filter(w -> w.message().startsWith(DescribeParser.CLI_ENVELOPE_UNWRAPPED))
                .map(DescribeProblem::toString)
                .toList();
        assertEquals(
                List.of("warning: refin__Ledger__c.json: $: " + DescribeParser.CLI_ENVELOPE_UNWRAPPED
                        + " (so was 1 other file: refin__Sales_Invoice__c.json)"),
                envelopeWarnings);
    }

    @Test
    void otherInvalidFilesStayClearErrors(@TempDir Path dir) throws Exception {
        copySample(dir);
        Files.write(
                dir.resolve("refin__Ledger__c.json"),
                Files.readString(dir.resolve("refin__Ledger__c.json")).getBytes(StandardCharsets.UTF_16LE));
        Files.writeString(
                dir.resolve("refin__Entity__c.json"),
                "{\"status\":1,\"name\":\"NOT_FOUND\",\"message\":\"no\",\"exitCode\":1}");
        CodegenException e = assertThrows(CodegenException.class, () -> RefinCodegen.readSnapshot(dir));
        assertEquals(
                List.of(
                        "refin__Entity__c.json: $.status: is a failed Salesforce CLI command (status 1: NOT_FOUND: no),"
                                + " not a describe; run 'sf sobject describe --sobject <Object> --json' again against"
                                + " the org and save its output",
                        "refin__Ledger__c.json: $: is not UTF-8: it looks like UTF-16 or UTF-32 without a byte-order"
                                + " mark; save it as UTF-8 (or with a byte-order mark)"),
                e.problems());
    }

    private static void copySample(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(SAMPLE)) {
            for (Path file : files.toList()) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        }
    }

    private static List<String> sources(Snapshot snapshot) throws CodegenException {
        return RefinCodegen.generateFiles(GeneratorConfig.defaults(), new DefaultNamingStrategy(), snapshot).stream()
                .map(GeneratedSource::toString)
                .toList();
    }

    private static byte[] utf16le(String text) {
        return concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, text.getBytes(StandardCharsets.UTF_16LE));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(a);
        out.writeBytes(b);
        return out.toByteArray();
    }
}
