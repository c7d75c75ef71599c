package demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.dreamhouse.Broker;
import com.example.dreamhouse.Property;
import dev.refin.runtime.SObjectJson;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** Runs code the plugin generated from dreamhouse-lwc's metadata source. */
class GeneratedFromSourceTest {

    @Test
    void fieldsFromSourceAreTyped() {
        Property property = new Property()
                .setName("Stunning Victorian")
                .setPrice(new BigDecimal("975000"))
                .setStatus(Property.Status.UNDER_AGREEMENT);
        String json = SObjectJson.write(property, SObjectJson.Scope.CHANGED);
        assertTrue(json.contains("\"Status__c\":\"Under Agreement\""), json);
        assertTrue(json.contains("\"Price__c\":975000"), json);
    }

    @Test
    void recordsReadBack() throws Exception {
        Property read = SObjectJson.read(
                Property.SOBJECT_TYPE, "{\"Name\":\"Modern Loft\",\"Beds__c\":2,\"Status__c\":\"Closed\"}");
        assertEquals("Modern Loft", read.getName());
        assertEquals(0, new BigDecimal("2").compareTo(read.getBeds()));
        assertEquals(Property.Status.CLOSED, read.getStatus());
    }

    @Test
    void whatSourceCannotKnowIsNotInvented() {
        // Source carries no key prefix: the generated type says it does not know one.
        assertNull(Property.SOBJECT_TYPE.keyPrefix());
        assertEquals("Broker__c", Broker.SOBJECT_TYPE.apiName());
    }
}
