package dev.refin.spring.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.refin.emulator.Emulator;
import dev.refin.runtime.client.RefinClient;
import dev.refin.spring.boot.test.AutoConfigureRefinEmulator;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;

/** {@link AutoConfigureRefinEmulator} starts an emulator and points the client at it, overriding the org's URL. */
@SpringBootTest(
        classes = EmulatorTestSupportTest.App.class,
        properties = {
            "refin.emulator.snapshot=../sample-project/src/main/refin",
            "refin.instance-url=https://acme.my.salesforce.com",
            "refin.auth.password.login-url=https://login.salesforce.com",
            "refin.auth.password.password=not-used"
        })
@AutoConfigureRefinEmulator
class EmulatorTestSupportTest {
    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class App {}

    @Autowired
    RefinClient client;

    @Autowired
    Emulator emulator;

    @Test
    void theClientWritesToTheEmulator() {
        assertEquals(emulator.baseUrl(), client.instanceUrl().toString().replaceAll("/$", ""));
        client.sendJson("POST", "/sobjects/refin__Ledger__c", "{\"Name\":\"Actuals\"}", false);
        assertEquals(1, emulator.records("refin__Ledger__c").size());
    }
}
