package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The standalone entry point's argument handling. */
class MainTest {
    @Test
    void startsOnTheSnapshotAndPortGiven() throws Exception {
        try (Emulator emulator = Main.start(
                new String[] {"--snapshot", EmulatorClient.snapshot().toString(), "--port", "0"}, System.err)) {
            assertEquals(
                    200,
                    new EmulatorClient(emulator.baseUrl()).get(V + "/sobjects").status());
        }
    }

    @Test
    void badArgumentsPrintTheUsage() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        assertNull(Main.start(new String[] {"--port", "80"}, err));
        assertNull(Main.start(new String[] {"--snapshot", "/no/such/dir"}, err));
        assertNull(Main.start(new String[] {"--snapshot", "x", "--port", "http"}, err));
        assertNull(Main.start(new String[] {"--bogus"}, err));
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("--snapshot is required"), text);
        assertTrue(
                text.contains("usage: java -jar refin-emulator.jar [--config FILE] [--snapshot DIR] [--port N]"), text);
    }

    @Test
    void aConfigFileAloneStartsASeededOrg(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("org.json");
        java.nio.file.Files.writeString(
                file,
                "{\"snapshot\":\""
                        + EmulatorClient.snapshot().toAbsolutePath().toString().replace("\\", "/")
                        + "\",\"users\":[{\"username\":\"clerk@x.test\",\"password\":\"pw\",\"licensed\":false}],"
                        + "\"seed\":[{\"object\":\"refin__Ledger__c\",\"ref\":\"ledger\",\"fields\":{\"Name\":\"A\"}}]}");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Emulator emulator = Main.start(
                new String[] {"--config", file.toString()}, new PrintStream(bytes, true, StandardCharsets.UTF_8))) {
            assertTrue(emulator != null, bytes.toString(StandardCharsets.UTF_8));
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            assertEquals(
                    "A",
                    client.read("refin__Ledger__c", emulator.seeded("ledger"))
                            .get("Name")
                            .asText());
            EmulatorClient clerk = client.withToken(emulator.issueToken("clerk@x.test"));
            clerk.post(V + "/sobjects/refin__Ledger__c", "{\"Name\":\"B\"}")
                    .error(400, "FIELD_CUSTOM_VALIDATION_EXCEPTION");
        }
    }
}
