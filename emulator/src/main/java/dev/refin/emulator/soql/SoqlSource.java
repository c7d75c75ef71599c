package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.ObjectDescribe;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/** What queries read: the org's objects, their stored records and the org's clock. */
public interface SoqlSource {
    /** The object with this API name, ignoring case, or empty when the org has none. */
    Optional<ObjectDescribe> object(String name);

    /** The stored records of an object (its canonical API name), in insertion order; callers do not change them. */
    List<JsonNode> records(String objectName);

    /** The clock that relative date literals such as {@code TODAY} are computed from. */
    Clock clock();
}
