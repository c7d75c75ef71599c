package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fault injection: each kind of fault, and the same seed giving the same faults. */
class FaultsTest {
    private static List<Integer> statuses(Faults faults, int calls) throws Exception {
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .faults(faults)
                .build()
                .start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            List<Integer> out = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                try {
                    out.add(client.post(V + "/sobjects/Account", "{\"Name\":\"f\"}")
                            .status());
                } catch (UncheckedIOException e) {
                    out.add(-1); // dropped connection
                }
            }
            return out;
        }
    }

    @Test
    void theSameSeedGivesTheSameFaults() throws Exception {
        Faults faults = Faults.builder(42)
                .serverErrors(0.2)
                .requestLimitExceeded(0.1)
                .unableToLockRow(0.1)
                .droppedConnections(0.1)
                .build();
        List<Integer> first = statuses(faults, 60);
        assertEquals(first, statuses(faults, 60));
        assertTrue(first.contains(503), first.toString());
        assertTrue(first.contains(403), first.toString());
        assertTrue(first.contains(400), first.toString());
        assertTrue(first.contains(-1), first.toString());
        assertTrue(first.contains(201), first.toString());
        List<Integer> other = statuses(
                Faults.builder(7)
                        .serverErrors(0.2)
                        .requestLimitExceeded(0.1)
                        .unableToLockRow(0.1)
                        .droppedConnections(0.1)
                        .build(),
                60);
        assertTrue(!first.equals(other), "another seed, other faults");
    }

    @Test
    void eachFaultHasThePlatformsShape() throws Exception {
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .faults(Faults.builder(1).serverErrors(1).build())
                .build()
                .start()) {
            new EmulatorClient(emulator.baseUrl()).get(V).error(503, "SERVER_UNAVAILABLE");
            assertEquals(
                    200,
                    new EmulatorClient(emulator.baseUrl()).get("/services/data").status());
        }
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .faults(Faults.builder(1).requestLimitExceeded(1).build())
                .build()
                .start()) {
            new EmulatorClient(emulator.baseUrl()).get(V).error(403, "REQUEST_LIMIT_EXCEEDED");
        }
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .faults(Faults.builder(1).unableToLockRow(1).build())
                .build()
                .start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            assertEquals(200, client.get(V).status(), "reads never lock rows");
            client.post(V + "/sobjects/Account", "{\"Name\":\"x\"}").error(400, "UNABLE_TO_LOCK_ROW");
        }
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .faults(Faults.builder(1).droppedConnections(1).build())
                .build()
                .start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            assertThrows(UncheckedIOException.class, () -> client.get(V));
        }
    }

    @Test
    void sessionsExpireAfterNCallsAndLatencyIsAdded() throws Exception {
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .faults(Faults.builder(3)
                        .unauthorizedAfter(3)
                        .latency(1, Duration.ofMillis(30), Duration.ofMillis(40))
                        .build())
                .build()
                .start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            long start = System.nanoTime();
            assertEquals(200, client.get(V).status());
            assertTrue(System.nanoTime() - start >= Duration.ofMillis(30).toNanos());
            assertEquals(200, client.get(V).status());
            client.get(V).error(401, "INVALID_SESSION_ID");
            String fresh = emulator.issueToken(Emulator.DEFAULT_USERNAME);
            assertEquals(200, client.withToken(fresh).get(V).status());
        }
    }

    @Test
    void ratesOutsideZeroToOneAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Faults.builder(1).serverErrors(1.5));
        assertThrows(IllegalArgumentException.class, () -> Faults.builder(1).unauthorizedAfter(0));
    }
}
