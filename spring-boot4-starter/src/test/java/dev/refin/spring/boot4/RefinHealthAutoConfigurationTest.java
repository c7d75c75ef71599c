package dev.refin.spring.boot4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.emulator.Emulator;
import dev.refin.spring.boot.EmulatedOrg;
import dev.refin.spring.boot.HostileOrg;
import dev.refin.spring.boot.RefinAutoConfiguration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The Boot 4 health indicator, against a real emulator. */
class RefinHealthAutoConfigurationTest {
    private static Emulator emulator;

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(RefinAutoConfiguration.class, RefinHealthAutoConfiguration.class));

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatedOrg.start();
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    @Test
    void reportsTheOrgUpWithItsAllowanceAndDownBelowTheThreshold() {
        runner.withPropertyValues(EmulatedOrg.properties(emulator)).run(context -> {
            Health health = context.getBean("refinHealthIndicator", HealthIndicator.class)
                    .health();
            assertEquals(Status.UP, health.getStatus(), health.toString());
            assertTrue((Long) health.getDetails().get("dailyApiRequestsRemaining") > 0);
        });
        runner.withPropertyValues(EmulatedOrg.properties(emulator))
                .withPropertyValues("refin.health.min-remaining-requests=1000000000")
                .run(context -> assertEquals(
                        Status.DOWN,
                        context.getBean("refinHealthIndicator", HealthIndicator.class)
                                .health()
                                .getStatus()));
        runner.run(context -> assertFalse(context.containsBean("refinHealthIndicator")));
        runner.withPropertyValues(EmulatedOrg.properties(emulator))
                .withPropertyValues("management.health.refin.enabled=false")
                .run(context -> assertFalse(context.containsBean("refinHealthIndicator")));
    }

    @Test
    void answersWithinItsDeadlineWhenTheOrgStalls() throws Exception {
        try (HostileOrg org = HostileOrg.stalling()) {
            runner.withPropertyValues(org.properties())
                    .withPropertyValues("refin.health.timeout=400ms")
                    .run(context -> {
                        HealthIndicator indicator = context.getBean("refinHealthIndicator", HealthIndicator.class);
                        for (int check = 0; check < 3; check++) {
                            long start = System.nanoTime();
                            Health health = indicator.health();
                            long millis = (System.nanoTime() - start) / 1_000_000;
                            assertEquals(Status.DOWN, health.getStatus(), health.toString());
                            assertTrue(millis < 1_100, "check " + check + " took " + millis + " ms");
                            assertTrue(
                                    String.valueOf(health.getDetails().get("error"))
                                            .startsWith("timeout after 400ms"),
                                    health.toString());
                        }
                        assertEquals(1, org.accepted(), "a running check is not repeated");
                    });
        }
    }
}
