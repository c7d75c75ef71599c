package dev.refin.spring.boot;

import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;

/**
 * With the actuator (either Boot line: {@link SanitizingFunction} did not move): masks the values of {@code refin.*}
 * secrets in {@code /configprops} and {@code /env} even when the application shows values.
 */
@AutoConfiguration
@ConditionalOnClass(SanitizingFunction.class)
public class RefinActuatorAutoConfiguration {

    /** Masks every key {@link RefinSecrets#isSecret} names. */
    @Bean
    public SanitizingFunction refinSecretsSanitizer() {
        return data -> RefinSecrets.isSecret(data.getKey()) ? data.withSanitizedValue() : data;
    }
}
