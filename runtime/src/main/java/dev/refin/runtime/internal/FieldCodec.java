package dev.refin.runtime.internal;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;

/**
 * Reads and writes one field value in the platform's wire format. Not for use outside the runtime.
 *
 * @param <T> the Java type
 */
public interface FieldCodec<T> {

    /** Reads the value at the parser's current (non-null) token. */
    T read(JsonParser parser) throws IOException;

    /** Writes a non-null value. */
    void write(JsonGenerator generator, T value) throws IOException;
}
