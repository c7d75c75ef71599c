package dev.refin.spring.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.emulator.Emulator;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.spring.boot.health.RefinHealthProbe;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The shared auto-configuration against a real emulator, run by each Boot line's starter. */
class RefinAutoConfigurationTest {
    private static Emulator emulator;

    private final ApplicationContextRunner runner =
            new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(RefinAutoConfiguration.class));

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatedOrg.start();
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static String createLedger(RefinClient client) {
        return client.sendJson("POST", "/sobjects/refin__Ledger__c", "{\"Name\":\"Actuals\"}", false);
    }

    @Test
    void configuresTheClientFromPropertiesAndRecordsItsRequests() {
        runner.withPropertyValues(EmulatedOrg.properties(emulator))
                .withPropertyValues("refin.api-version=v64.0", "refin.retry.max-attempts=1")
                .withBean(SimpleMeterRegistry.class)
                .run(context -> {
                    RefinClient client = context.getBean(RefinClient.class);
                    assertEquals("v64.0", client.apiVersion());
                    assertTrue(createLedger(client).contains("\"success\":true"));
                    MeterRegistry meters = context.getBean(MeterRegistry.class);
                    Timer posts = meters.get("refin.client.requests")
                            .tags("method", "POST", "resource", "sobjects", "outcome", "SUCCESS", "status", "201")
                            .timer();
                    assertEquals(1, posts.count());
                    assertTrue(posts.totalTime(java.util.concurrent.TimeUnit.NANOSECONDS) > 0);
                    double used = meters.get("refin.api.requests.used").gauge().value();
                    double max = meters.get("refin.api.requests.max").gauge().value();
                    assertTrue(used >= 1, "used " + used);
                    assertEquals(
                            max - used,
                            meters.get("refin.api.requests.remaining").gauge().value());
                    assertEquals(client.lastApiUsage().orElseThrow().limit(), (long) max);
                });
    }

    @Test
    void shutdownReleasesTheMetersAndRecordsNoMore() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        RefinClient[] kept = new RefinClient[1];
        runner.withPropertyValues(EmulatedOrg.properties(emulator))
                .withBean("appRegistry", MeterRegistry.class, () -> registry, definition -> definition
                        .setDestroyMethodName("")) // the application's registry outlives this context
                .run(context -> {
                    kept[0] = context.getBean(RefinClient.class);
                    createLedger(kept[0]);
                    assertEquals(
                            1, registry.get("refin.client.requests").timers().size());
                    assertFalse(registry.find("refin.api.requests.used").gauges().isEmpty());
                });
        assertTrue(registry.getMeters().isEmpty(), "released at shutdown: " + registry.getMeters());
        createLedger(kept[0]);
        assertTrue(registry.getMeters().isEmpty(), "a call finishing after shutdown is not recorded");
    }

    @Test
    void countsRetries() throws Exception {
        try (Emulator failing = EmulatedOrg.failing()) {
            runner.withPropertyValues(EmulatedOrg.properties(failing))
                    .withPropertyValues("refin.retry.base-delay=1ms", "refin.retry.max-delay=2ms")
                    .withBean(SimpleMeterRegistry.class)
                    .run(context -> {
                        RefinClient client = context.getBean(RefinClient.class);
                        assertThrows(RefinApiException.class, () -> client.sendJson("GET", "/limits", null, true));
                        MeterRegistry meters = context.getBean(MeterRegistry.class);
                        assertEquals(
                                2,
                                meters.get("refin.client.retries")
                                        .tags("method", "GET", "resource", "limits")
                                        .counter()
                                        .count());
                        assertEquals(
                                3,
                                meters.get("refin.client.requests")
                                        .tags("outcome", "SERVER_ERROR")
                                        .timer()
                                        .count());
                    });
        }
    }

    @Test
    void countsTokenRefreshesAndRefusals() throws Exception {
        try (Emulator org = EmulatedOrg.start()) {
            countTokenRefreshes(org);
        }
    }

    private void countTokenRefreshes(Emulator emulator) {
        runner.withPropertyValues(
                        "refin.instance-url=" + emulator.baseUrl(),
                        "refin.auth.password.login-url=" + emulator.baseUrl(),
                        "refin.auth.password.client-id=" + Emulator.DEFAULT_CLIENT_ID,
                        "refin.auth.password.client-secret=" + Emulator.DEFAULT_CLIENT_SECRET,
                        "refin.auth.password.username=" + Emulator.DEFAULT_USERNAME,
                        "refin.auth.password.password=" + Emulator.DEFAULT_PASSWORD)
                .withBean(SimpleMeterRegistry.class)
                .run(context -> {
                    RefinClient client = context.getBean(RefinClient.class);
                    client.sendJson("GET", "/limits", null, true);
                    emulator.expireSessions();
                    client.sendJson("GET", "/limits", null, true);
                    assertEquals(
                            1,
                            context.getBean(MeterRegistry.class)
                                    .get("refin.client.token.refreshes")
                                    .counter()
                                    .count());
                    assertEquals(
                            1,
                            context.getBean(MeterRegistry.class)
                                    .get("refin.client.requests")
                                    .tags("outcome", "CLIENT_ERROR", "status", "401")
                                    .timer()
                                    .count());
                });
    }

    @Test
    void backsOffForTheApplicationsOwnClientAndWithoutAnInstanceUrl() {
        RefinClient own = RefinClient.builder()
                .instanceUrl(emulator.baseUrl())
                .auth(StaticTokenAuth.of(emulator.defaultToken()))
                .build();
        runner.withPropertyValues(EmulatedOrg.properties(emulator))
                .withBean(RefinClient.class, () -> own)
                .run(context -> assertSame(own, context.getBean(RefinClient.class)));
        runner.run(context -> {
            assertFalse(context.containsBean("refinClient"));
            assertFalse(context.containsBean("refinHealthProbe"));
        });
    }

    @Test
    void aWrongOrIncompleteConfigurationFailsNamingTheProperty() {
        runner.withPropertyValues("refin.instance-url=" + emulator.baseUrl()).run(context -> {
            Throwable failure = context.getStartupFailure();
            assertNotNull(failure);
            assertTrue(rootMessage(failure).contains("'refin.auth' configures no authentication flow"), rootMessage(failure));
        });
        runner.withPropertyValues(
                        "refin.instance-url=" + emulator.baseUrl(),
                        "refin.auth.password.login-url=" + emulator.baseUrl(),
                        "refin.auth.password.client-secret=hunter2")
                .run(context -> {
                    String message = rootMessage(context.getStartupFailure());
                    assertTrue(message.contains("'refin.auth.password.client-id' is not set"), message);
                    assertFalse(message.contains("hunter2"), message);
                });
        runner.withPropertyValues(EmulatedOrg.properties(emulator))
                .withPropertyValues("refin.auth.jwt.username=someone")
                .run(context -> assertTrue(
                        rootMessage(context.getStartupFailure()).contains("configures 2 flows"),
                        rootMessage(context.getStartupFailure())));
    }

    @Test
    void propertiesNeverShowSecrets() {
        RefinProperties properties = new RefinProperties();
        properties.getAuth().getPassword().setPassword("pw-hunter2");
        properties.getAuth().getPassword().setClientSecret("cs-hunter2");
        properties.getAuth().getStaticToken().setAccessToken("at-hunter2");
        properties.getAuth().getRefreshToken().setRefreshToken("rt-hunter2");
        properties.getAuth().getJwt().setPrivateKey("pk-hunter2");
        properties.getAuth().getClientCredentials().setClientSecret("cc-hunter2");
        properties.getAuth().getPassword().setUsername("ada@example.test");
        String text = properties.toString();
        assertFalse(text.contains("hunter2"), text);
        assertTrue(text.contains("ada@example.test"), text);
        assertTrue(text.contains("password=******"), text);
        for (String key : new String[] {
            "refin.auth.password.password",
            "refin.auth.password.client-secret",
            "refin.auth.static-token.accessToken",
            "refin.auth.refresh-token.refresh-token",
            "refin.auth.jwt.private-key",
            "clientSecret"
        }) {
            assertTrue(RefinSecrets.isSecret(key), key);
        }
        assertFalse(RefinSecrets.isSecret("refin.auth.token-timeout"));
        assertFalse(RefinSecrets.isSecret("refin.auth.password.username"));
    }

    @Test
    void theHealthProbeReusesFreshUsageAndAsksLimitsOtherwise() {
        runner.withPropertyValues(EmulatedOrg.properties(emulator))
                .withPropertyValues("refin.health.min-remaining-requests=10")
                .run(context -> {
                    RefinHealthProbe probe = context.getBean(RefinHealthProbe.class);
                    RefinHealthProbe.Result first = probe.check();
                    assertTrue(first.up(), first.details().toString());
                    assertEquals("/limits", first.details().get("source"));
                    long used = context.getBean(RefinClient.class)
                            .lastApiUsage()
                            .orElseThrow()
                            .used();
                    RefinHealthProbe.Result second = probe.check();
                    assertEquals("Sforce-Limit-Info", second.details().get("source"));
                    assertEquals(
                            used,
                            context.getBean(RefinClient.class)
                                    .lastApiUsage()
                                    .orElseThrow()
                                    .used(),
                            "a fresh usage report costs no call");
                    assertEquals(used, second.details().get("dailyApiRequestsUsed"));
                });
        runner.withPropertyValues(EmulatedOrg.properties(emulator))
                .withPropertyValues("refin.health.min-remaining-requests=100000000")
                .run(context -> {
                    RefinHealthProbe.Result result =
                            context.getBean(RefinHealthProbe.class).check();
                    assertFalse(result.up());
                    assertTrue(result.details().get("error").toString().contains("daily API requests remain"));
                });
        runner.withPropertyValues("refin.instance-url=http://127.0.0.1:9", "refin.auth.static-token.access-token=x")
                .withPropertyValues("refin.retry.max-attempts=1", "refin.request-timeout=2s")
                .run(context -> {
                    RefinHealthProbe.Result result =
                            context.getBean(RefinHealthProbe.class).check();
                    assertFalse(result.up());
                    assertNotNull(result.details().get("error"));
                });
        assertTrue(Duration.ofMinutes(1).equals(new RefinProperties().getHealth().getUsageMaxAge()));
    }

    static String rootMessage(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage();
    }
}
