package dev.refin.emulator.store;

import dev.refin.runtime.RecordId;
import java.util.concurrent.atomic.AtomicLong;

/** Mints and checks the platform's 18-character record ids. */
public final class RecordIds {
    private static final String BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    /** The id of the user every write is attributed to (the platform's user key prefix is 005). */
    public static final String INTEGRATION_USER_ID = RecordId.to18("005000000000001");

    private final AtomicLong counter = new AtomicLong();

    /** A new 18-character id: key prefix, a fixed pod segment, a base-62 counter, the case checksum. */
    public String mint(String keyPrefix) {
        long n = counter.incrementAndGet();
        char[] digits = new char[7];
        for (int i = digits.length - 1; i >= 0; i--) {
            digits[i] = BASE62.charAt((int) (n % 62));
            n /= 62;
        }
        return RecordId.to18(keyPrefix + "5g000" + new String(digits));
    }

    /**
     * The canonical 18-character form of an id, or null when the text is not a well-formed id (wrong length,
     * characters or checksum).
     */
    public static String canonical(String text) {
        if (text == null) {
            return null;
        }
        try {
            return RecordId.of(text).value();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** True when the text has an id's length and characters, whether or not its checksum holds. */
    public static boolean looksLikeId(String text) {
        if (text.length() != 15 && text.length() != 18) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                return false;
            }
        }
        return true;
    }
}
