package dev.refin.spring.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.emulator.Emulator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.actuate.context.properties.ConfigurationPropertiesReportEndpoint;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.actuate.endpoint.Show;
import org.springframework.boot.actuate.env.EnvironmentEndpoint;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.StandardEnvironment;

/**
 * The actuator's {@code /env} and {@code /configprops} show the client's settings but none of its secrets, with
 * values shown, however the secrets are set: properties, environment variables in relaxed forms, system properties,
 * {@code SPRING_APPLICATION_JSON} and mounted files; on each Boot line.
 */
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
                        String shown = configprops(context);
                        assertTrue(shown.contains(emulator.baseUrl()), shown);
                        assertFalse(shown.contains(emulator.defaultToken()), shown);
                        assertFalse(shown.contains("hunter2"), shown);
                    });
        }
    }

    @Test
    void envAndConfigpropsShowNoSecretHoweverItIsSet(@TempDir Path tree) throws Exception {
        // Kubernetes mounts secrets as files: one per property, in folders or with dotted names.
        Files.createDirectories(tree.resolve("refin/auth/jwt"));
        Files.writeString(tree.resolve("refin/auth/jwt/private-key"), "file1-hunter2");
        Files.writeString(tree.resolve("refin.auth.password.client-secret"), "file2-hunter2");
        Map<String, Object> environment = new LinkedHashMap<>();
        environment.put("REFIN_AUTH_PASSWORD_PASSWORD", "env1-hunter2");
        environment.put("refin_auth_password", "env2-hunter2");
        environment.put("REFIN_AUTH_CLIENTSECRET", "env3-hunter2");
        environment.put("REFIN_AUTH_CLIENTCREDENTIALS_CLIENTSECRET", "env4-hunter2");
        environment.put("REFIN_AUTH_REFRESH_TOKEN_CLIENT_SECRET", "env5-hunter2");
        environment.put("REFIN_AUTH_JWT_PRIVATEKEY", "env6-hunter2");
        environment.put("REFIN_AUTH_REFRESHTOKEN_REFRESHTOKEN", "env7-hunter2");
        environment.put("Refin_Auth_StaticToken_AccessToken", "env8-hunter2");
        environment.put("SPRING_APPLICATION_JSON", "{\"refin\":{\"auth\":{\"jwt\":{\"private-key\":\"json-hunter2\"}}}}");
        environment.put("REFIN_AUTH_PASSWORD_USERNAME", "ada@example.test");
        environment.put("VAULT_RT_SECRET", "ref1-hunter2");
        environment.put("PLAIN_SETTING", "shown-value");
        Map<String, Object> system = new LinkedHashMap<>();
        system.put("refin.auth.refresh-token.access-token", "sys1-hunter2");
        system.put("refin.auth.client-credentials.clientSecret", "sys2-hunter2");
        system.put("spring.config.import", "configtree:" + tree.toAbsolutePath() + "/");
        try (Emulator emulator = EmulatedOrg.start();
                ConfigurableApplicationContext context = new SpringApplicationBuilder(Application.class)
                        .environment(new FixedEnvironment(environment, system))
                        .web(WebApplicationType.NONE)
                        .properties(
                                "refin.instance-url=" + emulator.baseUrl(),
                                "refin.auth.flow=static-token",
                                "refin.auth.refresh-token.client-secret=${vault.rt.secret}")
                        .run()) {
            assertEquals(
                    "env1-hunter2", context.getBean(RefinProperties.class).getAuth().getPassword().getPassword(),
                    "the relaxed forms bind");
            assertEquals(
                    "file2-hunter2",
                    context.getBean(RefinProperties.class).getAuth().getPassword().getClientSecret(),
                    "mounted files bind");
            String env = env(context);
            assertTrue(env.contains("ada@example.test"), "values are shown: " + env);
            assertTrue(env.contains("REFIN_AUTH_PASSWORD_PASSWORD=******"), env);
            assertTrue(env.contains("VAULT_RT_SECRET=******"), "a secret's placeholder's variable: " + env);
            assertTrue(env.contains("PLAIN_SETTING=shown-value"), env);
            assertFalse(env.contains("hunter2"), env);
            String configprops = configprops(context);
            assertTrue(configprops.contains("ada@example.test"), configprops);
            assertFalse(configprops.contains("hunter2"), configprops);
        }
    }

    @Test
    void theRulesReadKeysAsRelaxedBindingDoes() {
        var env = new org.springframework.core.env.SystemEnvironmentPropertySource("systemEnvironment", Map.of());
        var props = new org.springframework.core.env.MapPropertySource("application.properties", Map.of());
        for (String key : List.of(
                "REFIN_AUTH_PASSWORD",
                "refin_auth_password",
                "REFIN_AUTH_CLIENTSECRET",
                "REFIN_AUTH_JWT_PRIVATE_KEY",
                "REFIN_AUTH_STATIC_TOKEN_ACCESS_TOKEN",
                "refin_auth_refreshtoken_refreshtoken")) {
            assertTrue(RefinSecrets.isSecret(env, key, "x"), key);
        }
        for (String key : List.of(
                "refin.auth.password.password",
                "refin.auth.jwt.privateKey",
                "refin.auth.jwt.private-key",
                "refin.auth.client-credentials.client-secret",
                "refin.auth.refresh-token.refresh-token",
                "refin.auth.refresh-token.accessToken",
                "refin.auth.static-token.access-token",
                "refin[auth][password][password]")) {
            assertTrue(RefinSecrets.isSecret(props, key, "x"), key);
        }
        for (String key : List.of("REFIN_AUTH_PASSWORD_USERNAME", "REFIN_AUTH_TOKEN_TIMEOUT", "PASSWORD_FILE", "PATH")) {
            assertFalse(RefinSecrets.isSecret(env, key, "x"), key);
        }
        for (String key : List.of(
                "refin.auth.token-timeout", "refin.auth.jwt.private-key-location", "refin.instance-url", "other.password")) {
            assertFalse(RefinSecrets.isSecret(props, key, "x"), key);
        }
        assertTrue(RefinSecrets.isSecret(env, "SPRING_APPLICATION_JSON", "{\"refin\":{}}"));
        assertFalse(RefinSecrets.isSecret(env, "SPRING_APPLICATION_JSON", "{\"server\":{}}"));
    }

    private static String env(ConfigurableApplicationContext context) {
        List<String> shown = new ArrayList<>();
        new EnvironmentEndpoint(context.getEnvironment(), sanitizers(context), Show.ALWAYS)
                .environment(null)
                .getPropertySources()
                .forEach(source -> source.getProperties()
                        .forEach((key, value) -> shown.add(source.getName() + ": " + key + "=" + value.getValue())));
        return String.join("\n", shown);
    }

    private static String configprops(org.springframework.context.ApplicationContext context) {
        ConfigurationPropertiesReportEndpoint endpoint =
                new ConfigurationPropertiesReportEndpoint(sanitizers(context), Show.ALWAYS);
        endpoint.setApplicationContext(context);
        return endpoint.configurationProperties().getContexts().values().stream()
                .flatMap(beans -> beans.getBeans().values().stream())
                .map(bean -> bean.getProperties() + " " + bean.getInputs())
                .toList()
                .toString();
    }

    private static List<SanitizingFunction> sanitizers(org.springframework.context.ApplicationContext context) {
        return List.copyOf(context.getBeansOfType(SanitizingFunction.class).values());
    }

    /** An environment whose variables and system properties are given, as a container's would be. */
    private static final class FixedEnvironment extends StandardEnvironment {
        private final Map<String, Object> environment;
        private final Map<String, Object> system;

        FixedEnvironment(Map<String, Object> environment, Map<String, Object> system) {
            super(new org.springframework.core.env.MutablePropertySources());
            this.environment = environment;
            this.system = system;
            customizePropertySources(getPropertySources());
        }

        @Override
        protected void customizePropertySources(org.springframework.core.env.MutablePropertySources sources) {
            if (environment == null) {
                return; // the super constructor's call; the sources are added once the maps are set
            }
            super.customizePropertySources(sources);
        }

        @Override
        public Map<String, Object> getSystemEnvironment() {
            return environment;
        }

        @Override
        public Map<String, Object> getSystemProperties() {
            return system;
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({RefinAutoConfiguration.class, RefinActuatorAutoConfiguration.class})
    static class Application {}
}
