package dev.refin.runtime.compat;

import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;

/** A two-field entity shaped like generated code. */
final class Note extends SObject<Note> {
    private static final SObjectType.Builder<Note> D =
            SObjectType.builder(Note.class, "refin__Note__c", "a0N", Note::new);
    static final Field.Writable<Note, String> TEXT =
            D.writable().text("refin__Text__c", FieldType.STRING, FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE);
    static final SObjectType<Note> TYPE = D.build();

    Note() {
        super(TYPE);
    }
}
