package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.Property;

/** Collects what Log4j 2 logs under the runtime's logger, and checks that a runtime call arrives at DEBUG. */
final class Log4jCapture extends AbstractAppender {
    private final List<LogEvent> events = new CopyOnWriteArrayList<>();

    private Log4jCapture() {
        super("CAPTURE", null, null, true, Property.EMPTY_ARRAY);
    }

    @Override
    public void append(LogEvent event) {
        events.add(event.toImmutable());
    }

    /**
     * Makes a runtime call and checks that its DEBUG record arrives in Log4j under the runtime's logger; then that
     * none arrives once Log4j's level for that logger is INFO.
     */
    static void assertRuntimeRecordsArrive() {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        Log4jCapture capture = new Log4jCapture();
        capture.start();
        context.getConfiguration().getLoggerConfig(RuntimeCall.LOGGER).addAppender(capture, null, null);
        context.updateLoggers();

        RuntimeCall.deleteOne();

        List<LogEvent> debug = capture.events.stream()
                .filter(event -> event.getMessage().getFormattedMessage().startsWith(RuntimeCall.MESSAGE))
                .toList();
        assertEquals(1, debug.size(), "records: " + capture.events);
        assertEquals(Level.DEBUG, debug.get(0).getLevel());
        assertEquals(RuntimeCall.LOGGER, debug.get(0).getLoggerName());

        Configurator.setLevel(RuntimeCall.LOGGER, Level.INFO);
        try {
            capture.events.clear();
            RuntimeCall.deleteOne();
            assertEquals(List.of(), capture.events, "a DEBUG record logged although Log4j's level is INFO");
        } finally {
            Configurator.setLevel(RuntimeCall.LOGGER, Level.DEBUG);
        }
    }
}
