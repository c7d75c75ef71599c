package demo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.accounting.SalesInvoice;
import com.example.crm.Account;
import org.junit.jupiter.api.Test;

/** Code of both executions compiles side by side. */
class BothPackagesTest {

    @Test
    void bothExecutionsGenerated() {
        assertEquals("refin__Sales_Invoice__c", SalesInvoice.SOBJECT_TYPE.apiName());
        assertEquals("Account", Account.SOBJECT_TYPE.apiName());
    }
}
