package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.slf4j.LoggerFactory;

/** Checks that a runtime call's record arrives in Logback, through the {@code LIST} appender the configuration sets. */
final class LogbackCapture {
    private LogbackCapture() {}

    /**
     * Makes a runtime call and checks that its DEBUG record arrives in Logback under the runtime's logger; then, with
     * Logback's level for that logger at INFO and after {@code atInfo} has checked what it needs, that none arrives.
     */
    static void assertRuntimeRecordsArrive(Runnable atInfo) {
        Logger logger = (Logger) LoggerFactory.getLogger(RuntimeCall.LOGGER);
        @SuppressWarnings("unchecked") // The configuration declares LIST as a ListAppender of logging events.
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
            atInfo.run();
            list.list.clear();
            RuntimeCall.deleteOne();
            assertEquals(List.of(), list.list, "a DEBUG record logged although Logback's level is INFO");
        } finally {
            logger.setLevel(Level.DEBUG);
        }
    }
}
