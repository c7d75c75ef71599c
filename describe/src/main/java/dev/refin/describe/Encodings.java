package dev.refin.describe;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Describe files as users save them: a Windows shell writes UTF-16 with a byte-order mark ({@code sf sobject
 * describe --json > Account.json} in PowerShell 5), editors write UTF-8 with or without one.
 */
final class Encodings {
    private Encodings() {}

    /**
     * The content as UTF-8: UTF-8 input unchanged (a UTF-8 byte-order mark is left for the reader to skip), UTF-16
     * or UTF-32 with a byte-order mark decoded and re-encoded. Returns null for what looks like UTF-16 or UTF-32
     * without a byte-order mark (a NUL among the first bytes), which cannot be read reliably.
     *
     * @throws CharacterCodingException when the content is not valid in the encoding its byte-order mark names
     */
    static byte[] toUtf8(byte[] raw) throws CharacterCodingException {
        Charset charset = null;
        int skip = 0;
        if (startsWith(raw, 0x00, 0x00, 0xFE, 0xFF)) {
            charset = Charset.forName("UTF-32BE");
            skip = 4;
        } else if (startsWith(raw, 0xFF, 0xFE, 0x00, 0x00)) {
            charset = Charset.forName("UTF-32LE");
            skip = 4;
        } else if (startsWith(raw, 0xFE, 0xFF)) {
            charset = StandardCharsets.UTF_16BE;
            skip = 2;
        } else if (startsWith(raw, 0xFF, 0xFE)) {
            charset = StandardCharsets.UTF_16LE;
            skip = 2;
        }
        if (charset == null) {
            return raw.length >= 2 && (raw[0] == 0 || raw[1] == 0) ? null : raw;
        }
        String text = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(raw, skip, raw.length - skip))
                .toString();
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** The name of the encoding a byte-order mark at the start names, for messages. */
    static String named(byte[] raw) {
        if (startsWith(raw, 0x00, 0x00, 0xFE, 0xFF) || startsWith(raw, 0xFF, 0xFE, 0x00, 0x00)) {
            return "UTF-32";
        }
        return "UTF-16";
    }

    private static boolean startsWith(byte[] raw, int... prefix) {
        if (raw.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((raw[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
