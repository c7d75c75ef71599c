package dev.refin.runtime;

/** Bit flags of a field's describe properties, combined with {@code |} in generated field declarations. */
public final class FieldTraits {
    /** May be sent on insert. */
    public static final int CREATEABLE = 1;
    /** May be sent on update. */
    public static final int UPDATEABLE = 1 << 1;
    /** May be null. */
    public static final int NILLABLE = 1 << 2;
    /** The platform fills it when omitted on insert. */
    public static final int DEFAULTED_ON_CREATE = 1 << 3;
    /** Usable as an upsert key. */
    public static final int EXTERNAL_ID = 1 << 4;
    /** Has a unique index. */
    public static final int UNIQUE = 1 << 5;
    /** Formula or roll-up: computed by the platform. */
    public static final int CALCULATED = 1 << 6;
    /** Auto-number: assigned by the platform. */
    public static final int AUTO_NUMBER = 1 << 7;
    /** Allowed in WHERE. */
    public static final int FILTERABLE = 1 << 8;
    /** Allowed in ORDER BY. */
    public static final int SORTABLE = 1 << 9;
    /** Allowed in GROUP BY. */
    public static final int GROUPABLE = 1 << 10;
    /** Allowed in aggregate functions. */
    public static final int AGGREGATABLE = 1 << 11;
    /** The record's name field. */
    public static final int NAME_FIELD = 1 << 12;
    /** Picklist values outside the describe are refused. */
    public static final int RESTRICTED_PICKLIST = 1 << 13;
    /** Identifies a record in upsert. */
    public static final int ID_LOOKUP = 1 << 14;

    private FieldTraits() {}
}
