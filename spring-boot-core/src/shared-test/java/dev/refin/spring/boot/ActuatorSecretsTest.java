package dev.refin.spring.boot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.emulator.Emulator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.context.properties.ConfigurationPropertiesReportEndpoint;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.actuate.endpoint.Show;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The actuator's {@code /configprops} shows the client's settings but none of its secrets, on each Boot line. */
class ActuatorSecretsTest {
    @Test
    void configpropsShowsNoSecretEvenWhenValuesAreShown() throws Exception {
        try (Emulator emulator = EmulatedOrg.start()) {
            new ApplicationContextRunner()
                    .withConfiguration(AutoConfigurations.of(
                            RefinAutoConfiguration.class, RefinActuatorAutoConfiguration.class))
                    .withPropertyValues(EmulatedOrg.properties(emulator))
                    .withPropertyValues(
                            "refin.auth.flow=static-token",
                            "refin.auth.password.password=pw-hunter2",
                            "refin.auth.refresh-token.client-secret=cs-hunter2")
                    .run(context -> {
                        ConfigurationPropertiesReportEndpoint endpoint = new ConfigurationPropertiesReportEndpoint(
                                List.copyOf(context.getBeansOfType(SanitizingFunction.class)
                                        .values()),
                                Show.ALWAYS);
                        endpoint.setApplicationContext(context);
                        String shown = endpoint.configurationProperties().getContexts().values().stream()
                                .flatMap(beans -> beans.getBeans().values().stream())
                                .map(bean -> String.valueOf(bean.getProperties()))
                                .toList()
                                .toString();
                        assertTrue(shown.contains(emulator.baseUrl()), shown);
                        assertFalse(shown.contains(emulator.defaultToken()), shown);
                        assertFalse(shown.contains("hunter2"), shown);
                    });
        }
    }
}
