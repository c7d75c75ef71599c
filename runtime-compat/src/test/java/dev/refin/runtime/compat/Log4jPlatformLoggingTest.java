package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The runtime's {@code System.Logger} records reach Log4j 2 through {@code log4j-jpl}, with the level Log4j's
 * configuration ({@code logging/log4j2.xml}) gives the runtime's logger.
 */
class Log4jPlatformLoggingTest {
    @Test
    void aRuntimeDebugRecordArrivesInLog4j() {
        String logger = System.getLogger(RuntimeCall.LOGGER).getClass().getName();
        assertTrue(logger.startsWith("org.apache.logging.log4j"), "System.Logger is Log4j's: " + logger);
        Log4jCapture.assertRuntimeRecordsArrive();
    }
}
