package dev.refin.emulator.accounting;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.ObjectDescribe;

/** One of the package's triggers; the record service runs them in list order around every write. */
public interface Trigger {
    /** Runs before a record is stored on insert; may fill fields of the record or refuse it. */
    default void beforeInsert(ObjectDescribe object, ObjectNode record) {}

    /**
     * Runs before an update is stored: {@code before} is the stored record, {@code after} the record with the body
     * applied (the trigger may change it further), {@code body} the validated values sent.
     */
    default void beforeUpdate(ObjectDescribe object, ObjectNode before, ObjectNode after, ObjectNode body) {}

    /** Runs before a record is deleted; may refuse it. */
    default void beforeDelete(ObjectDescribe object, ObjectNode record) {}
}
