package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.bridge.SLF4JBridgeHandler;

/**
 * Without a {@code System.LoggerFinder}, the runtime logs to {@code java.util.logging}; {@code jul-to-slf4j} carries
 * the records to Logback, and Logback's {@code LevelChangePropagator} ({@code logging/logback-jul.xml}) sets the
 * java.util.logging levels from Logback's, so that DEBUG records are not dropped before the bridge.
 */
class LogbackJulBridgeTest {
    private static final java.util.logging.Logger JUL = java.util.logging.Logger.getLogger(RuntimeCall.LOGGER);

    @BeforeAll
    static void installBridge() {
        LoggerFactory.getILoggerFactory(); // Configures Logback, whose propagator sets the JUL levels.
        SLF4JBridgeHandler.removeHandlersForRootLogger();
        SLF4JBridgeHandler.install();
    }

    @Test
    void aRuntimeDebugRecordArrivesInLogbackAndLevelsFollowLogback() {
        assertEquals(
                "java.util.logging.LogManager",
                java.util.logging.LogManager.getLogManager().getClass().getName());
        assertEquals(java.util.logging.Level.FINE, JUL.getLevel(), "Logback's DEBUG propagated to JUL");
        LogbackCapture.assertRuntimeRecordsArrive(
                () -> assertEquals(java.util.logging.Level.INFO, JUL.getLevel(), "Logback's INFO propagated to JUL"));
    }
}
