package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The runtime's {@code System.Logger} records reach Logback through {@code slf4j-jdk-platform-logging}, with the
 * level Logback's configuration ({@code logging/logback.xml}) gives the runtime's logger.
 */
class LogbackPlatformLoggingTest {
    @Test
    void aRuntimeDebugRecordArrivesInLogback() {
        String logger = System.getLogger(RuntimeCall.LOGGER).getClass().getName();
        assertTrue(logger.startsWith("org.slf4j"), "System.Logger is SLF4J's: " + logger);
        LogbackCapture.assertRuntimeRecordsArrive(() -> {});
    }
}
