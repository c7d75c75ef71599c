package dev.refin.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Record ids that know their object at run time, and parent records read from query results. */
class RecordIdTypeTest {
    private static final String ID = "a0A5e000001AbCdEAA";

    @Test
    void anIdMadeWithItsTypeCarriesItAndStillEqualsTheBareId() {
        RecordId<TestInvoice> typed = RecordId.of(TestInvoice.SOBJECT_TYPE, ID);
        RecordId<TestInvoice> bare = RecordId.of(ID);
        assertEquals(TestInvoice.SOBJECT_TYPE, typed.sobjectType().orElseThrow());
        assertTrue(bare.sobjectType().isEmpty());
        assertEquals(bare, typed);
        assertEquals(bare.hashCode(), typed.hashCode());
        assertEquals(
                TestInvoice.SOBJECT_TYPE,
                bare.withType(TestInvoice.SOBJECT_TYPE).sobjectType().orElseThrow());
    }

    @Test
    void idsReadFromARecordKnowTheirObject() throws Exception {
        TestInvoice read = SObjectJson.read(TestInvoice.SOBJECT_TYPE, "{\"Id\":\"" + ID + "\"}");
        assertEquals(
                TestInvoice.SOBJECT_TYPE, read.get(TestInvoice.ID).sobjectType().orElseThrow());
    }
}
