package dev.refin.describe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Kinds of objects by suffix and by {@code associateEntityType}. */
class ObjectKindTest {
    @Test
    void kindsBySuffix() {
        assertEquals(ObjectKind.OBJECT, ObjectKind.of("refin__Sales_Invoice__c"));
        assertEquals(ObjectKind.OBJECT, ObjectKind.of("Account"));
        assertEquals(ObjectKind.OBJECT, ObjectKind.of("Region__c"));
        assertEquals(ObjectKind.SHARE, ObjectKind.of("refin__Sales_Invoice__Share"));
        assertEquals(ObjectKind.HISTORY, ObjectKind.of("Sales_Invoice__History"));
        assertEquals(ObjectKind.FEED, ObjectKind.of("refin__Sales_Invoice__Feed"));
        assertEquals(ObjectKind.CHANGE_EVENT, ObjectKind.of("refin__Sales_Invoice__ChangeEvent"));
        assertEquals(ObjectKind.TAG, ObjectKind.of("Sales_Invoice__Tag"));
        assertEquals(ObjectKind.HISTORICAL_DATA, ObjectKind.of("refin__Sales_Invoice__hd"));
        assertEquals(ObjectKind.PLATFORM_EVENT, ObjectKind.of("refin__Posted__e"));
        assertEquals(ObjectKind.CUSTOM_METADATA, ObjectKind.of("Setting__mdt"));
        assertEquals(ObjectKind.BIG_OBJECT, ObjectKind.of("refin__Log__b"));
        assertEquals(ObjectKind.EXTERNAL_OBJECT, ObjectKind.of("refin__Rate__x"));
        assertEquals(ObjectKind.ARTICLE_VERSION, ObjectKind.of("Knowledge__kav"));
        assertEquals(ObjectKind.OTHER, ObjectKind.of("refin__Foo__zz"));
        assertEquals("Zz", ObjectKind.OTHER.word("refin__Foo__zz"));
        assertEquals("", ObjectKind.OBJECT.word("refin__Foo__c"));
    }

    @Test
    void associateEntityTypeTellsStandardCompanions() {
        assertEquals(ObjectKind.SHARE, ObjectKind.of("WorkOrderShare", "Share"));
        assertEquals(ObjectKind.CHANGE_EVENT, ObjectKind.of("WorkOrderChangeEvent", "ChangeEvent"));
        assertEquals(ObjectKind.LOCALIZATION, ObjectKind.of("WebLinkLocalization", "Localization"));
        assertEquals(ObjectKind.OBJECT, ObjectKind.of("WorkOrder", null));
        assertEquals(ObjectKind.OTHER, ObjectKind.of("FooBar", "SomethingNew"));
        assertTrue(ObjectKind.of("refin__X__c").isObject());
        assertFalse(ObjectKind.of("refin__X__History").isObject());
    }
}
