package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The runtime's {@code System.Logger} records reach Logback through {@code slf4j-jdk-platform-logging}, with the
 * level Logback's configuration ({@code logging/logback.xml}) gives the runtime's logger.
 */
class LogbackPlatformLoggingTest {
    @Test
    void aRuntimeDebugRecordArrivesInLogback() {
        assertTrue(
                System.getLogger(RuntimeCall.LOGGER).getClass().getName().startsWith("org.slf4j"),
                "System.Logger is SLF4J's: "
                        + System.getLogger(RuntimeCall.LOGGER).getClass());
        Logger logger = (Logger) LoggerFactory.getLogger(RuntimeCall.LOGGER);
        @SuppressWarnings("unchecked") // logback.xml declares LIST as a ListAppender of logging events.
        ListAppender<ILoggingEvent> list = (ListAppender<ILoggingEvent>) logger.getAppender("LIST");
        list.list.clear();

        RuntimeCall.deleteOne();

        List<ILoggingEvent> debug = list.list.stream()
                .filter(event -> event.getFormattedMessage().startsWith(RuntimeCall.MESSAGE))
                .toList();
        assertEquals(1, debug.size(), "records: " + list.list);
        assertEquals(Level.DEBUG, debug.get(0).getLevel());
        assertEquals(RuntimeCall.LOGGER, debug.get(0).getLoggerName());

        logger.setLevel(Level.INFO);
        try {
            list.list.clear();
            RuntimeCall.deleteOne();
            assertEquals(List.of(), list.list, "a DEBUG record logged although Logback's level is INFO");
        } finally {
            logger.setLevel(Level.DEBUG);
        }
    }
}
