package demo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.accounting.Ledger;
import org.junit.jupiter.api.Test;

/** The field an admin added in the org is a typed member after a live regeneration. */
class LiveGeneratedTest {

    @Test
    void addedFieldIsTyped() {
        Ledger ledger = new Ledger().setDivision("North America");
        assertEquals("North America", ledger.getDivision());
        assertEquals("Division__c", Ledger.Fields.DIVISION);
    }
}
