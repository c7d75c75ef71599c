package dev.refin.spring.boot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.client.RefinClient;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.context.event.ApplicationFailedEvent;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.core.io.support.SpringFactoriesLoader;

/**
 * A start the refin.* settings stop fails with Boot's report naming the property and the fix, and no secret: the
 * analysis is the one Boot shows, the first of every registered analyzer in Boot's order that claims the failure.
 */
class StartupFailureTest {
    private static final String TOKEN = "refin.auth.static-token.access-token=tok-hunter2";

    @Test
    void aMissingInstanceUrlIsNamedWhenABeanNeedsTheClient() {
        String report = report(TOKEN);
        assertTrue(report.startsWith("Failed to configure a RefinClient: 'refin.instance-url' is not set."), report);
        assertTrue(report.contains("Action: Set 'refin.instance-url' to the org's instance URL"), report);
        assertTrue(report.contains("refin.auth.* is set"), report);
        assertFalse(report.contains("could not be found"), "not Boot's generic analysis: " + report);
        assertFalse(report.contains("hunter2"), report);
    }

    @Test
    void aMalformedOrInsecureInstanceUrlIsNamed() {
        String malformed = report("refin.instance-url=https://acme example.com", TOKEN);
        assertTrue(
                malformed.startsWith("Failed to configure the RefinClient from refin.* properties:"
                        + " 'refin.instance-url' is not a URL: 'https://acme example.com'"),
                malformed);
        String relative = report("refin.instance-url=acme.my.salesforce.com", TOKEN);
        assertTrue(relative.contains("'refin.instance-url' is not an absolute https URL with a host"), relative);
        String insecure = report("refin.instance-url=http://user:pw-hunter2@acme.example.com", TOKEN);
        assertTrue(
                insecure.contains("'refin.instance-url' uses plain http to 'acme.example.com', which is not a loopback"),
                insecure);
        assertTrue(insecure.contains("Action: Use https (https://acme.example.com)"), insecure);
        assertFalse(insecure.contains("hunter2"), insecure);
        assertFalse(relative.contains("hunter2"), relative);
    }

    @Test
    void missingOrConflictingAuthIsNamedWithoutSecrets() {
        String none = report("refin.instance-url=https://acme.my.salesforce.com");
        assertTrue(none.contains("'refin.auth' configures no authentication flow."), none);
        assertTrue(none.contains("Action: Set the properties of one flow"), none);
        String both = report(
                "refin.instance-url=https://acme.my.salesforce.com",
                TOKEN,
                "refin.auth.password.password=pw-hunter2",
                "refin.auth.password.username=ada@example.test");
        assertTrue(both.contains("'refin.auth' configures 2 flows [STATIC_TOKEN, PASSWORD]"), both);
        assertTrue(both.contains("choose one with 'refin.auth.flow'"), both);
        String incomplete = report(
                "refin.instance-url=https://acme.my.salesforce.com",
                "refin.auth.password.login-url=https://login.salesforce.com",
                "refin.auth.password.client-secret=cs-hunter2");
        assertTrue(
                incomplete.contains(
                        "'refin.auth.password.client-id' is not set, and the refin.auth.password flow needs it."),
                incomplete);
        for (String report : List.of(none, both, incomplete)) {
            assertFalse(report.contains("hunter2"), report);
        }
        String timeout = report("refin.instance-url=https://acme.my.salesforce.com", TOKEN, "refin.request-timeout=0s");
        assertTrue(timeout.contains("'refin.request-timeout' must be a positive duration"), timeout);
    }

    /** Starts an application whose bean needs the client; Boot's failure analysis of the start, as Boot picks it. */
    private static String report(String... properties) {
        AtomicReference<ApplicationFailedEvent> failed = new AtomicReference<>();
        SpringApplicationBuilder application = new SpringApplicationBuilder(NeedsClient.class)
                .web(WebApplicationType.NONE)
                .listeners((ApplicationListener<ApplicationFailedEvent>) failed::set)
                .properties(properties);
        assertThrows(RuntimeException.class, application::run);
        ConfigurableApplicationContext context = failed.get().getApplicationContext();
        Throwable failure = failed.get().getException();
        SpringFactoriesLoader.ArgumentResolver arguments = SpringFactoriesLoader.ArgumentResolver.of(
                        BeanFactory.class, context.getBeanFactory())
                .and(Environment.class, context.getEnvironment());
        List<FailureAnalyzer> analyzers = SpringFactoriesLoader.forDefaultResourceLocation(
                        StartupFailureTest.class.getClassLoader())
                .load(FailureAnalyzer.class, arguments, SpringFactoriesLoader.FailureHandler.handleMessage((m, e) -> {}));
        for (FailureAnalyzer analyzer : analyzers) {
            FailureAnalysis analysis = analyzer.analyze(failure);
            if (analysis != null) {
                assertNotNull(analysis.getAction());
                return analysis.getDescription() + "\nAction: " + analysis.getAction();
            }
        }
        throw new AssertionError("no analysis of " + failure);
    }

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration(RefinAutoConfiguration.class)
    static class NeedsClient {
        @Bean
        String clientUser(RefinClient client) {
            return client.instanceUrl().toString();
        }
    }
}
