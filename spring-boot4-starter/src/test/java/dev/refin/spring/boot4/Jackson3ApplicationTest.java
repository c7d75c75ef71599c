package dev.refin.spring.boot4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.emulator.Emulator;
import dev.refin.runtime.client.RefinClient;
import dev.refin.spring.boot.EmulatedOrg;
import dev.refin.spring.boot.RefinAutoConfiguration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The runtime inside a Boot 4 application whose JSON is Jackson 3: Boot's auto-configured {@link JsonMapper}
 * (tools.jackson) reads what the auto-configured client (Jackson 2) writes and reads, in one context.
 */
class Jackson3ApplicationTest {
    private static Emulator emulator;

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class, RefinAutoConfiguration.class));

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatedOrg.start();
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    @Test
    void theClientCreatesAndReadsBesideBootsJackson3Mapper() {
        runner.withPropertyValues(EmulatedOrg.properties(emulator)).run(context -> {
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertEquals(3, mapper.version().getMajorVersion(), "Boot 4's mapper is Jackson 3");
            RefinClient client = context.getBean(RefinClient.class);

            String created = client.sendJson("POST", "/sobjects/refin__Ledger__c", "{\"Name\":\"Actuals\"}", false);
            JsonNode answer = mapper.readTree(created);
            assertTrue(answer.get("success").asBoolean(), created);

            String read = client.sendJson(
                    "GET", "/sobjects/refin__Ledger__c/" + answer.get("id").asString(), null, true);
            assertEquals("Actuals", mapper.readTree(read).get("Name").asString());
        });
    }
}
