package dev.refin.spring.boot;

import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;
import org.springframework.core.env.PropertySource;

/**
 * With the actuator (either Boot line: {@link SanitizingFunction} did not move): masks the values of {@code refin.*}
 * secrets in {@code /configprops} and {@code /env} even when the application shows values, whether they are set as
 * properties, environment variables in any relaxed form, system properties, {@code SPRING_APPLICATION_JSON} or
 * mounted files ({@code configtree:}), and the variables a secret's placeholder names.
 */
@AutoConfiguration
@ConditionalOnClass(SanitizingFunction.class)
public class RefinActuatorAutoConfiguration {

    /**
     * Masks every key {@link RefinSecrets#isSecret(PropertySource, String, Object)} names, and the properties a secret
     * takes its value from through a placeholder.
     */
    @Bean
    public SanitizingFunction refinSecretsSanitizer(Environment environment) {
        SecretReferences references = new SecretReferences(environment);
        return data -> RefinSecrets.isSecret(data.getPropertySource(), data.getKey(), data.getValue())
                        || (data.getPropertySource() != null && references.isReferenced(data.getKey()))
                ? data.withSanitizedValue()
                : data;
    }
}
