package dev.refin.codegen.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The state file's values are URL-encoded exactly as URLEncoder encodes them, "~" standing for null. */
class BuildStateScalarTest {

    @Test
    void everyCharacterIsEncodedAsUrlEncoderEncodesIt() {
        for (char c = 0; c < 0x800; c++) {
            String value = "refin__A" + c + "b";
            assertEquals(
                    URLEncoder.encode(value, StandardCharsets.UTF_8),
                    BuildState.ObjectState.scalar(value),
                    "U+" + Integer.toHexString(c));
        }
        for (String value :
                new String[] {"", "~", "a b", "x+y", "%41", "caf\u00e9", "\uD83D\uDE00", "a|b,c\td", "Obj.Field=1"}) {
            assertEquals(URLEncoder.encode(value, StandardCharsets.UTF_8), BuildState.ObjectState.scalar(value), value);
        }
    }

    @Test
    void namesAreKeptAsTheyAreAndNullIsATilde() {
        String name = "refin__Obj0001__c";
        assertSame(name, BuildState.ObjectState.scalar(name));
        assertEquals("~", BuildState.ObjectState.scalar(null));
        assertEquals("%7E", BuildState.ObjectState.scalar("~"));
    }
}
