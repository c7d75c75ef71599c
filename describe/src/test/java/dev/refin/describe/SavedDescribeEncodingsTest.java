package dev.refin.describe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Describes as users save them: UTF-16 from a Windows shell, UTF-8 with a BOM, the Salesforce CLI's envelope. */
class SavedDescribeEncodingsTest {
    private static final String DESCRIBE = "{\"name\":\"refin__Ledger__c\",\"label\":\"Ledger – Général\",\"fields\":["
            + "{\"name\":\"Id\",\"type\":\"id\"},{\"name\":\"Name\",\"type\":\"string\",\"label\":\"Ledger 名\"}]}";

    @Test
    void utf16LittleEndianWithByteOrderMarkIsRead() {
        assertSameAsUtf8(withBom(new byte[] {(byte) 0xFF, (byte) 0xFE}, StandardCharsets.UTF_16LE, DESCRIBE));
    }

    @Test
    void utf16BigEndianWithByteOrderMarkIsRead() {
        assertSameAsUtf8(withBom(new byte[] {(byte) 0xFE, (byte) 0xFF}, StandardCharsets.UTF_16BE, DESCRIBE));
    }

    @Test
    void utf32WithByteOrderMarkIsRead() {
        assertSameAsUtf8(withBom(new byte[] {0, 0, (byte) 0xFE, (byte) 0xFF}, Charset.forName("UTF-32BE"), DESCRIBE));
        assertSameAsUtf8(withBom(new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 0}, Charset.forName("UTF-32LE"), DESCRIBE));
    }

    @Test
    void utf8WithByteOrderMarkIsRead() {
        assertSameAsUtf8(withBom(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, StandardCharsets.UTF_8, DESCRIBE));
    }

    @Test
    void utf16WithoutByteOrderMarkSaysHowToFixIt() {
        assertError(
                DESCRIBE.getBytes(StandardCharsets.UTF_16LE),
                "X.json: $: is not UTF-8: it looks like UTF-16 or UTF-32 without a byte-order mark; save it as UTF-8"
                        + " (or with a byte-order mark)");
    }

    @Test
    void cutUtf16SaysHowToFixIt() {
        byte[] whole = withBom(new byte[] {(byte) 0xFF, (byte) 0xFE}, StandardCharsets.UTF_16LE, DESCRIBE);
        byte[] odd = java.util.Arrays.copyOf(whole, whole.length - 1);
        assertError(
                odd,
                "X.json: $: starts with a UTF-16 byte-order mark but is not valid UTF-16 (cut or mixed encodings);"
                        + " save it again as UTF-8");
    }

    @Test
    void salesforceCliEnvelopeIsUnwrappedWithOneWarning() {
        String envelope = "{\"status\":0,\"result\":" + DESCRIBE + ",\"warnings\":[]}";
        List<DescribeProblem> problems = new ArrayList<>();
        ObjectDescribe object =
                assertInstanceOf(ObjectDescribe.class, DescribeParser.parse("X.json", utf8(envelope), problems));
        assertEquals("refin__Ledger__c", object.name());
        assertEquals(
                List.of(new DescribeProblem(
                        DescribeProblem.Severity.WARNING, "X.json", "$", DescribeParser.CLI_ENVELOPE_UNWRAPPED)),
                problems);
    }

    @Test
    void salesforceCliEnvelopeInUtf16IsRead() {
        String envelope = "{\r\n  \"status\": 0,\r\n  \"result\": " + DESCRIBE + "\r\n}\r\n";
        byte[] bytes = withBom(new byte[] {(byte) 0xFF, (byte) 0xFE}, StandardCharsets.UTF_16LE, envelope);
        List<DescribeProblem> problems = new ArrayList<>();
        assertInstanceOf(ObjectDescribe.class, DescribeParser.parse("X.json", bytes, problems));
        assertEquals(1, problems.size());
    }

    @Test
    void failedCliCommandSaysHowToFixIt() {
        assertError(
                utf8("{\"status\":1,\"name\":\"NOT_FOUND\",\"message\":\"The requested resource does not exist\","
                        + "\"exitCode\":1}"),
                "X.json: $.status: is a failed Salesforce CLI command (status 1: NOT_FOUND: The requested resource"
                        + " does not exist), not a describe; run 'sf sobject describe --sobject <Object> --json'"
                        + " again against the org and save its output");
    }

    @Test
    void cliEnvelopeWithoutADescribeSaysHowToFixIt() {
        assertError(
                utf8("{\"status\":0,\"result\":[1,2]}"),
                "X.json: $.result: the Salesforce CLI envelope holds an array, not a describe; save the output of"
                        + " 'sf sobject describe --sobject <Object> --json'");
    }

    private static void assertSameAsUtf8(byte[] bytes) {
        List<DescribeProblem> problems = new ArrayList<>();
        DescribeDocument read = DescribeParser.parse("X.json", bytes, problems);
        assertEquals(List.of(), problems);
        assertEquals(DescribeParser.parse("X.json", utf8(DESCRIBE), new ArrayList<>()), read);
        assertEquals("Ledger – Général", ((ObjectDescribe) read).label());
    }

    private static void assertError(byte[] bytes, String expected) {
        List<DescribeProblem> problems = new ArrayList<>();
        assertNull(DescribeParser.parse("X.json", bytes, problems));
        assertEquals(
                List.of(expected),
                problems.stream().map(DescribeProblem::toString).toList());
    }

    private static byte[] withBom(byte[] bom, Charset charset, String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(bom);
        out.writeBytes(text.getBytes(charset));
        return out.toByteArray();
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
