package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Without a {@code System.LoggerFinder}, the runtime logs to {@code java.util.logging}; with log4j-jul's
 * {@code LogManager} ({@code -Djava.util.logging.manager=org.apache.logging.log4j.jul.LogManager}), every
 * java.util.logging logger is a Log4j logger, its level Log4j's.
 */
class Log4jJulManagerTest {
    @Test
    void aRuntimeDebugRecordArrivesInLog4j() {
        assertEquals(
                "org.apache.logging.log4j.jul.LogManager",
                java.util.logging.LogManager.getLogManager().getClass().getName());
        Log4jCapture.assertRuntimeRecordsArrive();
    }
}
