package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.client.RefinClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The JUnit 5 extension: a started emulator per test class, injected into parameters. */
class ExtensionTest {
    @BeforeAll
    static void pointAtTheSampleSnapshot() {
        System.setProperty(
                EmulatorExtension.SNAPSHOT_PROPERTY, EmulatorClient.snapshot().toString());
    }

    @Nested
    @ExtendWith(EmulatorExtension.class)
    class Declarative {
        @Test
        void injectsTheEmulatorItsUrlItsTokenAndAClient(
                Emulator emulator,
                @EmulatorExtension.BaseUrl String baseUrl,
                @EmulatorExtension.Token String token,
                RefinClient refin) {
            assertEquals(emulator.baseUrl(), baseUrl);
            assertEquals(Emulator.DEFAULT_TOKEN, token);
            assertEquals(baseUrl, refin.instanceUrl().toString().replaceAll("/$", ""));
            EmulatorClient client = new EmulatorClient(baseUrl, token);
            assertEquals(200, client.get(V + "/sobjects").status());
        }
    }

    @Nested
    class Programmatic {
        @RegisterExtension
        final EmulatorExtension extension =
                EmulatorExtension.configure(builder -> builder.snapshot(EmulatorClient.snapshot())
                        .user("clerk@refin.test", "pw", false)
                        .defaultToken("custom-token"));

        @Test
        void appliesTheConfiguration(Emulator emulator, @EmulatorExtension.Token String token) {
            assertEquals("custom-token", token);
            EmulatorClient client = new EmulatorClient(emulator.baseUrl(), token);
            assertEquals(200, client.get(V).status());
            assertEquals(401, client.withToken(Emulator.DEFAULT_TOKEN).get(V).status());
            assertTrue(emulator.issueToken("clerk@refin.test").startsWith("00D"));
        }
    }

    @Nested
    class FromAConfigFile {
        @RegisterExtension
        final EmulatorExtension extension = EmulatorExtension.configure(
                builder -> builder.config(java.nio.file.Path.of("src/test/resources/ready-org.yaml")));

        @Test
        void startsTheSameReadyOrgAsTheJar(Emulator emulator) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            assertEquals(
                    "Main",
                    client.read("refin__Entity__c", emulator.seeded("entity"))
                            .get("Name")
                            .asText());
            assertTrue(emulator.issueToken("seatless@refin.test").startsWith("00D"));
        }
    }
}
