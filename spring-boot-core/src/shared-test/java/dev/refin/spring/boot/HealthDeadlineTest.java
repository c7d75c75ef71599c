package dev.refin.spring.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.emulator.Emulator;
import dev.refin.spring.boot.health.RefinHealthProbe;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The health probe answers within refin.health.timeout against orgs that stall, drip, refuse or fail, over real
 * loopback HTTP, and a check still running answers from the last result instead of starting another call.
 */
class HealthDeadlineTest {
    private static final long SLACK_MILLIS = 700;

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(RefinAutoConfiguration.class))
            .withPropertyValues("refin.health.timeout=500ms");

    @Test
    void aStallingOrgIsDownAtTheDeadlineAndARunningCheckIsNotRepeated() throws Exception {
        try (HostileOrg org = HostileOrg.stalling()) {
            runner.withPropertyValues(org.properties()).run(context -> {
                RefinHealthProbe probe = context.getBean(RefinHealthProbe.class);
                assertEquals(Duration.ofMillis(500), probe.timeout());

                Timed first = Timed.check(probe);
                assertFalse(first.result.up());
                assertTrue(first.millis < 500 + SLACK_MILLIS, first.millis + " ms");
                assertTrue(first.error().startsWith("timeout after 500ms"), first.error());

                // The stalled call still runs (the client's own deadline is 20s): no second call, an answer from
                // the last result at once, with its age.
                Timed second = Timed.check(probe);
                assertFalse(second.result.up());
                assertTrue(second.millis < 500 + SLACK_MILLIS, second.millis + " ms");
                assertTrue(second.error().startsWith("timeout after 500ms"), second.error());
                assertNotNull(second.result.details().get("age"), second.result.details().toString());
                assertNotNull(second.result.details().get("checkRunningFor"), second.result.details().toString());
                assertEquals(1, org.accepted(), "one call, not one per check");
            });
        }
    }

    @Test
    void aDrippingOrgIsDownAtTheDeadline() throws Exception {
        try (HostileOrg org = HostileOrg.dripping()) {
            runner.withPropertyValues(org.properties()).run(context -> {
                Timed check = Timed.check(context.getBean(RefinHealthProbe.class));
                assertFalse(check.result.up());
                assertTrue(check.millis < 500 + SLACK_MILLIS, check.millis + " ms");
                assertTrue(check.error().startsWith("timeout after 500ms"), check.error());
            });
        }
    }

    @Test
    void aRefusingOrgIsDownSayingSo() throws Exception {
        runner.withPropertyValues(
                        "refin.instance-url=" + HostileOrg.refusingUrl(),
                        "refin.auth.static-token.access-token=x",
                        "refin.retry.max-attempts=1")
                .run(context -> {
                    Timed check = Timed.check(context.getBean(RefinHealthProbe.class));
                    assertFalse(check.result.up());
                    assertTrue(check.error().startsWith("connection refused"), check.error());
                });
    }

    @Test
    void aFailingOrgIsDownWithItsStatus() throws Exception {
        try (Emulator emulator = EmulatedOrg.failing()) {
            runner.withPropertyValues(EmulatedOrg.properties(emulator))
                    .withPropertyValues("refin.retry.max-attempts=1")
                    .run(context -> {
                        Timed check = Timed.check(context.getBean(RefinHealthProbe.class));
                        assertFalse(check.result.up());
                        assertTrue(check.error().startsWith("HTTP 503"), check.error());
                    });
        }
    }

    @Test
    void aHealthyOrgIsUpAndAClosedProbeAnswersDown() throws Exception {
        try (Emulator emulator = EmulatedOrg.start()) {
            runner.withPropertyValues(EmulatedOrg.properties(emulator)).run(context -> {
                RefinHealthProbe probe = context.getBean(RefinHealthProbe.class);
                assertTrue(probe.check().up());
                probe.close();
                RefinHealthProbe.Result closed = probe.check();
                assertFalse(closed.up());
                assertEquals("the application is shutting down", closed.details().get("error"));
            });
        }
    }

    @Test
    void aStalledCallEndsWhenTheContextCloses() throws Exception {
        try (HostileOrg org = HostileOrg.stalling()) {
            Thread[] worker = new Thread[1];
            runner.withPropertyValues(org.properties()).run(context -> {
                Timed.check(context.getBean(RefinHealthProbe.class));
                worker[0] = Thread.getAllStackTraces().keySet().stream()
                        .filter(thread -> thread.getName().equals("refin-health") && thread.isAlive())
                        .findFirst()
                        .orElseThrow();
            });
            worker[0].join(5_000);
            assertFalse(worker[0].isAlive(), "the probe's thread ends with the context");
        }
    }

    /** A check and how long it took. */
    private record Timed(RefinHealthProbe.Result result, long millis) {
        static Timed check(RefinHealthProbe probe) {
            long start = System.nanoTime();
            RefinHealthProbe.Result result = probe.check();
            return new Timed(result, (System.nanoTime() - start) / 1_000_000);
        }

        String error() {
            return String.valueOf(result.details().get("error"));
        }
    }
}
