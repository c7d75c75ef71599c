package dev.refin.runtime.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.refin.runtime.query.TestEntities.Invoice;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class SoqlTemplateTest {

    @Test
    void bindsEveryPlaceholderAsALiteral() {
        SoqlQuery<Invoice> query = Soql.raw(
                        Invoice.SOBJECT_TYPE,
                        "SELECT Id FROM refin__Sales_Invoice__c WHERE Name IN :names AND refin__Amount__c > :min"
                                + " AND refin__Invoice_Date__c >= :from AND CreatedDate = LAST_N_DAYS:5"
                                + " AND refin__Reference__c != ':notAPlaceholder' AND Name != :min")
                .bind("names", List.of("a", "b'"))
                .bind("min", new BigDecimal("10.5"))
                .bind("from", LocalDate.of(2024, 1, 1))
                .toQuery();
        assertEquals(
                "SELECT Id FROM refin__Sales_Invoice__c WHERE Name IN ('a', 'b\\'') AND refin__Amount__c > 10.5"
                        + " AND refin__Invoice_Date__c >= 2024-01-01 AND CreatedDate = LAST_N_DAYS:5"
                        + " AND refin__Reference__c != ':notAPlaceholder' AND Name != 10.5",
                query.toSoql());
        assertEquals(Invoice.SOBJECT_TYPE, query.sobjectType());
    }

    @Test
    void unboundAndUnusedParametersAreRefused() {
        SoqlTemplate<Invoice> template = Soql.raw(Invoice.SOBJECT_TYPE, "SELECT Id FROM X WHERE Name = :name");
        assertThrows(IllegalStateException.class, template::toQuery);
        assertThrows(
                IllegalStateException.class,
                () -> template.bind("name", "a").bind("other", 1).toQuery());
        assertThrows(IllegalArgumentException.class, () -> template.bind("name", new Object()));
        assertThrows(IllegalArgumentException.class, () -> Soql.raw(
                        Invoice.SOBJECT_TYPE, "SELECT Id FROM X WHERE Name = 'open")
                .toQuery());
        assertThrows(
                IllegalStateException.class,
                () -> template.bind("name", "a").toQuery().limit(1));
    }

    @Test
    void toStringNeverShowsBoundValues() {
        SoqlTemplate<Invoice> template = Soql.raw(Invoice.SOBJECT_TYPE, "SELECT Id FROM X WHERE Name = :name")
                .bind("name", "secret");
        assertEquals("SELECT Id FROM X WHERE Name = :name", template.toString());
    }
}
