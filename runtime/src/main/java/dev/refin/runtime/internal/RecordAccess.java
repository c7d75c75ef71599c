package dev.refin.runtime.internal;

import dev.refin.runtime.Field;
import dev.refin.runtime.SObject;

/**
 * What the runtime's client may do to a record beyond its public API: store a value the server assigned (a new
 * record's {@code Id}) and copy changes, whatever the field's descriptor type. Installed once by {@link SObject}.
 * Not for use outside the runtime.
 */
public abstract class RecordAccess {
    private static volatile RecordAccess instance;

    /** For {@link SObject}'s implementation only. */
    protected RecordAccess() {}

    /**
     * Installs the implementation; {@link SObject}'s static initializer calls it.
     *
     * @throws IllegalStateException when one is installed already
     */
    public static synchronized void install(RecordAccess access) {
        if (instance != null) {
            throw new IllegalStateException("record access is installed already");
        }
        instance = access;
    }

    /** The implementation, initializing {@link SObject} (which installs it) first when needed. */
    public static RecordAccess get() {
        RecordAccess access = instance;
        if (access == null) {
            try {
                Class.forName(SObject.class.getName(), true, SObject.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("cannot initialize " + SObject.class.getName(), e);
            }
            access = instance;
        }
        return access;
    }

    /** Stores a value the server sent or assigned: present, not a change. */
    public abstract <E extends SObject<E>, T> void load(E record, Field<E, T> field, T value);

    /** Stores a value as a change, as {@link SObject#set} does, whatever the field's descriptor type. */
    public abstract <E extends SObject<E>, T> void change(E record, Field<E, T> field, T value);
}
