package dev.refin.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Entities declared the way generated code declares them, by class alone: no factory method reference
 * ({@code SObjectType.builder(Parent.class, ...)}) and child relationships naming the child's class
 * ({@code ChildRelationship.of(..., Child.class)}). Records come from the public no-argument constructor; a child's
 * type is looked up when first needed, initializing its class.
 */
public class ClassOnlyEntityTest {
    /** Set by {@link Child}'s static initializer. */
    static volatile boolean childInitialized;

    /** Refers to {@link Child} both ways, like an invoice and its lines. */
    public static final class Parent extends SObject<Parent> {
        private static final SObjectType.Builder<Parent> DESCRIBE =
                SObjectType.builder(Parent.class, "refin__Parent__c", "p01");

        public static final Field.Writable<Parent, String> NAME =
                DESCRIBE.writable().text("Name", FieldType.STRING, FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE);

        public static final SObjectType<Parent> SOBJECT_TYPE = DESCRIBE.build();

        public static final ChildRelationship<Parent, Child> CHILDREN =
                ChildRelationship.<Parent, Child>of("refin__Children__r", "refin__Parent__c", Child.class);

        public Parent() {
            super(SOBJECT_TYPE);
        }
    }

    /** Initialized only when a test first asks a relationship for its type. */
    public static final class Child extends SObject<Child> {
        private static final SObjectType.Builder<Child> DESCRIBE =
                SObjectType.builder(Child.class, "refin__Child__c", "c01");

        public static final ReferenceField.Writable<Child, Parent> PARENT_ID = DESCRIBE.writable()
                .<Parent>lookup(
                        "refin__Parent__c",
                        FieldTraits.CREATEABLE,
                        "refin__Parent__r",
                        "refin__Parent__c",
                        Parent.class);

        public static final SObjectType<Child> SOBJECT_TYPE = DESCRIBE.build();

        public static final ChildRelationship<Child, Parent> BACK =
                ChildRelationship.<Child, Parent>of("refin__Back__r", "refin__Child__c", Parent.class);

        static {
            childInitialized = true;
        }

        public Child() {
            super(SOBJECT_TYPE);
        }
    }

    /** Its constructor is private: the runtime may not call it. */
    public static final class Sealed extends SObject<Sealed> {
        private Sealed() {
            super(null);
        }
    }

    @Test
    void recordsComeFromThePublicConstructor() {
        Parent first = Parent.SOBJECT_TYPE.newRecord();
        Parent second = Parent.SOBJECT_TYPE.newRecord();
        assertInstanceOf(Parent.class, first);
        assertNotSame(first, second);
        assertSame(Parent.SOBJECT_TYPE, first.sobjectType());
        assertTrue(first.changedFields().isEmpty(), "a new record has no field set");
    }

    @Test
    void aChildTypeIsFoundFromItsClassAndInitializesIt() throws Exception {
        ChildRelationship<Parent, Child> children = Parent.CHILDREN;
        assertFalse(childInitialized, "naming Child.class does not initialize it");
        SObjectType<Child> type = children.childType();
        assertTrue(childInitialized, "asking for its type does");
        assertSame(Child.SOBJECT_TYPE, type);
        assertEquals("refin__Child__c", children.childType().apiName());
        assertSame(Parent.SOBJECT_TYPE, Child.BACK.childType(), "relationships both ways resolve");
        assertEquals("refin__Children__r (refin__Child__c.refin__Parent__c)", children.toString());
        assertFalse(Child.SOBJECT_TYPE.fields().isEmpty());
    }

    @Test
    void anEntityTheRuntimeCannotConstructIsRefusedNamingIt() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> SObjectType.builder(Sealed.class, "refin__Sealed__c", "s01"));
        assertTrue(
                e.getMessage().startsWith(Sealed.class.getName() + " needs a public no-argument constructor"),
                e.getMessage());
    }
}
