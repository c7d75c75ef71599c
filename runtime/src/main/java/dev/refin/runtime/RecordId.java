package dev.refin.runtime;

import java.util.Objects;
import java.util.Optional;

/**
 * A record id that says which object it points to: {@code RecordId<SalesInvoice>}.
 *
 * <p>Accepts the platform's 15-character case-sensitive and 18-character forms and always holds the
 * 18-character form, so ids compare equal whichever form they came in.
 *
 * @param <T> the object the id points to: a generated entity, or {@link Untyped} when the generated code cannot say
 *     which (a polymorphic lookup, or one to an object that is not generated)
 */
public final class RecordId<T> implements Comparable<RecordId<?>> {
    private static final String CHECKSUM_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345";

    private final String id;

    /** The object the id points to when known at run time (ids made by the client or read from a record). */
    private final SObjectType<?> sobjectType;

    private RecordId(String id, SObjectType<?> sobjectType) {
        this.id = id;
        this.sobjectType = sobjectType;
    }

    /**
     * Parses a 15- or 18-character id of a record of {@code type}; the id then carries its type, so
     * {@code client.get(id)} and {@code client.post(id)} need no type argument.
     *
     * @throws IllegalArgumentException naming the value when it is not an id
     */
    public static <E extends SObject<E>> RecordId<E> of(SObjectType<E> type, String id) {
        Objects.requireNonNull(type, "type");
        return new RecordId<>(canonical(id), type);
    }

    /** This id, carrying {@code type}. */
    public <E extends SObject<E>> RecordId<E> withType(SObjectType<E> type) {
        Objects.requireNonNull(type, "type");
        return new RecordId<>(id, type);
    }

    /**
     * This id as an id of {@code type} when it may point to a record of it: when the id carries its object at run time
     * (ids returned by the client or read from a record), that object must be {@code type}; otherwise the id's key
     * prefix must be {@code type}'s (ids of a type without a key prefix are taken as they are). Empty otherwise. How
     * a polymorphic lookup's id becomes a typed one: {@code id.as(SalesInvoice.SOBJECT_TYPE).map(client::get)}.
     */
    public <E extends SObject<E>> Optional<RecordId<E>> as(SObjectType<E> type) {
        Objects.requireNonNull(type, "type");
        boolean matches = sobjectType != null
                ? sobjectType == type || sobjectType.apiName().equals(type.apiName())
                : type.keyPrefix() == null || type.keyPrefix().equals(keyPrefix());
        return matches ? Optional.of(withType(type)) : Optional.empty();
    }

    /** This id with its object known at run time, its type argument unchanged; for the runtime's readers. */
    RecordId<T> carrying(SObjectType<?> type) {
        return type == sobjectType ? this : new RecordId<>(id, type);
    }

    /**
     * The object the id points to, when known at run time: for ids returned by the client, read from a record's
     * {@code Id} field, or made with {@link #of(SObjectType, String)}; empty for {@link #of(String)}.
     */
    public Optional<SObjectType<?>> sobjectType() {
        return Optional.ofNullable(sobjectType);
    }

    /**
     * Parses a 15- or 18-character id.
     *
     * @throws IllegalArgumentException naming the value when it is not an id
     */
    public static <T> RecordId<T> of(String id) {
        return new RecordId<>(canonical(id), null);
    }

    /** The 18-character form of a 15- or 18-character id, checked. */
    private static String canonical(String id) {
        Objects.requireNonNull(id, "id");
        if (isCanonical18(id)) {
            // The common case (every id the platform sends): already the 18-character form, kept as it is.
            return id;
        }
        if (id.length() != 15 && id.length() != 18) {
            throw new IllegalArgumentException(
                    "not a record id (15 or 18 characters expected): '" + abbreviate(id) + "'");
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                throw new IllegalArgumentException(
                        "not a record id (letters and digits only): '" + abbreviate(id) + "'");
            }
        }
        if (id.length() == 15) {
            return to18(id);
        }
        // The 18-character form is case-insensitive: its checksum says which of the 15 characters are upper case.
        char[] chars = id.substring(0, 15).toCharArray();
        for (int chunk = 0; chunk < 3; chunk++) {
            int bits = CHECKSUM_ALPHABET.indexOf(Character.toUpperCase(id.charAt(15 + chunk)));
            if (bits < 0) {
                throw new IllegalArgumentException("not a record id (checksum does not match): '" + id + "'");
            }
            for (int j = 0; j < 5; j++) {
                int i = chunk * 5 + j;
                boolean upper = (bits & (1 << j)) != 0;
                if (Character.isLetter(chars[i])) {
                    chars[i] = upper ? Character.toUpperCase(chars[i]) : Character.toLowerCase(chars[i]);
                } else if (upper) {
                    throw new IllegalArgumentException("not a record id (checksum does not match): '" + id + "'");
                }
            }
        }
        return to18(new String(chars));
    }

    /**
     * Whether {@code id} is an 18-character id exactly as {@link #to18} writes it: letters and digits whose upper-case
     * checksum matches the case of the first 15 characters. One pass, no copy.
     */
    private static boolean isCanonical18(String id) {
        if (id.length() != 18) {
            return false;
        }
        for (int chunk = 0; chunk < 3; chunk++) {
            int bits = 0;
            for (int j = 0; j < 5; j++) {
                char c = id.charAt(chunk * 5 + j);
                if (c >= 'A' && c <= 'Z') {
                    bits |= 1 << j;
                } else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) {
                    return false;
                }
            }
            if (id.charAt(15 + chunk) != CHECKSUM_ALPHABET.charAt(bits)) {
                return false;
            }
        }
        return true;
    }

    /** The 18-character form of a 15-character id: the id plus its case checksum. */
    public static String to18(String id15) {
        StringBuilder out = new StringBuilder(18).append(id15);
        for (int chunk = 0; chunk < 3; chunk++) {
            int bits = 0;
            for (int j = 0; j < 5; j++) {
                char c = id15.charAt(chunk * 5 + j);
                if (c >= 'A' && c <= 'Z') {
                    bits |= 1 << j;
                }
            }
            out.append(CHECKSUM_ALPHABET.charAt(bits));
        }
        return out.toString();
    }

    /** The first three characters: the object's key prefix. */
    public String keyPrefix() {
        return id.substring(0, 3);
    }

    /** The 18-character form. */
    public String value() {
        return id;
    }

    /** The 15-character case-sensitive form. */
    public String value15() {
        return id.substring(0, 15);
    }

    /** Equal when the 18-character ids are; whether the type is known does not matter. */
    @Override
    public boolean equals(Object other) {
        return other instanceof RecordId<?> that && id.equals(that.id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    @Override
    public int compareTo(RecordId<?> other) {
        return id.compareTo(other.id);
    }

    /** The 18-character id. */
    @Override
    public String toString() {
        return id;
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }

    /**
     * The type argument of ids whose object the generated code cannot name: a lookup to an object that is not
     * generated ({@code User}, {@code Account}, ...) or to several objects (polymorphic). Not an entity, so such an
     * id cannot be passed where the client needs to know the object ({@code client.get(id)}, {@code client.post(id)})
     * and then fail at run time: name the object with {@link RecordId#as} or {@link RecordId#withType} first.
     */
    public static final class Untyped {
        private Untyped() {}
    }
}
