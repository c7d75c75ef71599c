package dev.refin.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Checks 15/18-character record id parsing, the case checksum and rejection of malformed ids. */
class RecordIdTest {

    @Test
    void referenceExampleChecksum() {
        assertEquals("00558000001N0KeAAK", RecordId.to18("00558000001N0Ke"));
        assertEquals("00558000001N0KeAAK", RecordId.of("00558000001N0Ke").value());
        assertEquals("00558000001N0KeAAK", RecordId.of("00558000001N0Ke").toString());
    }

    @Test
    void moreChecksums() {
        assertEquals("001A0000006Vm9rIAC", RecordId.to18("001A0000006Vm9r"));
        assertEquals("000000000000000AAA", RecordId.to18("000000000000000"));
        assertEquals("ABCDEFGHIJKLMNO555", RecordId.to18("ABCDEFGHIJKLMNO"));
        assertEquals("aBcDeFgHiJkLmNoKVK", RecordId.to18("aBcDeFgHiJkLmNo"));
        assertEquals("Abcde0000000000BAA", RecordId.to18("Abcde0000000000"));
        assertEquals("abcdE0000000000QAA", RecordId.to18("abcdE0000000000"));
    }

    @Test
    void fifteenAndEighteenFormsAreEqual() {
        RecordId<Object> short15 = RecordId.of("00558000001N0Ke");
        RecordId<Object> long18 = RecordId.of("00558000001N0KeAAK");

        assertEquals(short15, long18);
        assertEquals(short15.hashCode(), long18.hashCode());
        assertEquals(0, short15.compareTo(long18));
        assertEquals("00558000001N0Ke", long18.value15());
        assertEquals("005", long18.keyPrefix());
    }

    @Test
    void checksumIsCaseInsensitive() {
        assertEquals(RecordId.of("00558000001N0KeAAK"), RecordId.of("00558000001N0Keaak"));
        assertEquals("00558000001N0KeAAK", RecordId.of("00558000001N0Keaak").value());
    }

    @Test
    void idsDifferingOnlyInCaseAreDifferent() {
        RecordId<Object> upper = RecordId.of("001A0000006Vm9r");
        RecordId<Object> lower = RecordId.of("001a0000006Vm9r");

        assertNotEquals(upper, lower);
        assertEquals("001a0000006Vm9rAAC", lower.value());
    }

    @Test
    void keyPrefix() {
        assertEquals("a0A", RecordId.of("a0A5g00000XyZ12EAF").keyPrefix());
        assertEquals("001", RecordId.of("001A0000006Vm9rIAC").keyPrefix());
    }

    @Test
    void sortsByEighteenCharacterForm() {
        TreeSet<RecordId<?>> ids = new TreeSet<>(List.of(
                RecordId.of("a0A5g00000XyZ12"), RecordId.of("001A0000006Vm9rIAC"), RecordId.of("00558000001N0Ke")));
        assertEquals(
                List.of("001A0000006Vm9rIAC", "00558000001N0KeAAK", "a0A5g00000XyZ12EAF"),
                ids.stream().map(RecordId::value).collect(java.util.stream.Collectors.toList()));
    }

    @Test
    void eighteenCharacterIdsRestoreCaseFromTheChecksum() {
        // The platform treats 18-character ids case-insensitively: the checksum carries the case.
        assertEquals(RecordId.of("00558000001N0KeAAK"), RecordId.of("00558000001n0keAAK"));
        assertEquals(RecordId.of("00558000001N0KeAAK"), RecordId.of("00558000001N0KEaak"));
        assertEquals("00558000001n0keAAA", RecordId.of("00558000001N0KeAAA").value());
    }

    @Test
    void badChecksumIsRejected() {
        // '9' is not a checksum character.
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> RecordId.of("00558000001N0Ke9AK"));
        assertEquals("not a record id (checksum does not match): '00558000001N0Ke9AK'", e.getMessage());
        // 'B' marks the first character upper case, but it is the digit '0'.
        IllegalArgumentException digit =
                assertThrows(IllegalArgumentException.class, () -> RecordId.of("00558000001N0KeBAK"));
        assertTrue(digit.getMessage().contains("'00558000001N0KeBAK'"), digit.getMessage());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"", "005", "00558000001N0K", "00558000001N0KeA", "00558000001N0KeAA", "00558000001N0KeAAKX"})
    void badLengthIsRejected(String id) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RecordId.of(id));
        assertEquals("not a record id (15 or 18 characters expected): '" + id + "'", e.getMessage());
    }

    @Test
    void longValueIsAbbreviatedInTheMessage() {
        String id = "x".repeat(100);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RecordId.of(id));
        assertEquals("not a record id (15 or 18 characters expected): '" + "x".repeat(40) + "...'", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "00558000001N0K-",
                "00558000001N0K ",
                "../../etc/pass/",
                "00558000001N0KéAAK",
                "0055800000_N0KeAAK"
            })
    void nonAlphanumericIsRejected(String id) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RecordId.of(id));
        assertEquals("not a record id (letters and digits only): '" + id + "'", e.getMessage());
    }

    @Test
    void nullIsRejected() {
        NullPointerException e = assertThrows(NullPointerException.class, () -> RecordId.of(null));
        assertEquals("id", e.getMessage());
    }

    @Test
    void everyFormOfRandomIdsParsesToTheCanonicalEighteenCharacterId() {
        // The canonical 18-character form takes a fast path; every other form (15 characters, case-folded, a
        // lower-case checksum) the full one. Both must agree on every id.
        java.util.SplittableRandom random = new java.util.SplittableRandom(20240601L);
        String alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder id15 = new StringBuilder();
            for (int i = 0; i < 15; i++) {
                id15.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String canonical = RecordId.to18(id15.toString());
            String folded = canonical.substring(0, 15).toLowerCase(java.util.Locale.ROOT) + canonical.substring(15);
            String upper = canonical.toUpperCase(java.util.Locale.ROOT);
            String lowerChecksum =
                    canonical.substring(0, 15) + canonical.substring(15).toLowerCase(java.util.Locale.ROOT);
            for (String form : List.of(id15.toString(), canonical, folded, upper, lowerChecksum)) {
                assertEquals(canonical, RecordId.of(form).value(), form);
            }
        }
    }

    @Test
    void anEighteenCharacterIdWithAWrongChecksumOrCharacterIsStillRefused() {
        String canonical = RecordId.to18("a0S5g00000ABcDe");
        assertThrows(IllegalArgumentException.class, () -> RecordId.of(canonical.substring(0, 17) + "9"));
        assertThrows(IllegalArgumentException.class, () -> RecordId.of("a0S5g0000-ABcDe" + canonical.substring(15)));
        // A digit whose checksum bit says upper case: no case of the digit can match.
        assertThrows(IllegalArgumentException.class, () -> RecordId.of("000000000000000BAA"));
    }
}
