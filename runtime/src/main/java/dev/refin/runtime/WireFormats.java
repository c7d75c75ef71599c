package dev.refin.runtime;

import dev.refin.runtime.internal.Codecs;
import java.time.OffsetDateTime;

/**
 * The platform's text form of date-time values, for code that reads or writes the wire format by hand (servers such as
 * the emulator, custom serializers). Generated entities and the client already use it.
 */
public final class WireFormats {
    private WireFormats() {}

    /**
     * Reads a date-time as the platform writes or accepts it: {@code 2024-01-31T10:00:00.000+0000}, {@code ...Z} or
     * {@code ...+01:00}, with or without millis.
     *
     * @throws java.time.format.DateTimeParseException if the text is not such a date-time
     */
    public static OffsetDateTime parseDateTime(String text) {
        return Codecs.parseDateTime(text);
    }

    /** Writes a date-time as the platform does: millis and an offset without a colon ({@code 2024-01-31T10:00:00.000+0000}). */
    public static String formatDateTime(OffsetDateTime value) {
        return Codecs.formatDateTime(value);
    }
}
