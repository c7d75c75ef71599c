package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Metadata text can never break out of a generated comment. */
class JavadocsTest {

    @Test
    void commentTerminatorsAreNeutralised() {
        assertEquals("a *&#47; b &#47;* c", Javadocs.escape("a */ b /* c"));
        assertEquals("*&#47;&#47;*", Javadocs.escape("*//*"));
    }

    @Test
    void unicodeEscapesCannotForm() {
        // javac translates \u002a/ into */ even inside comments: the backslash must not survive.
        assertEquals("&#92;u002a/ and &#92;u000a", Javadocs.escape("\\u002a/ and \\u000a"));
    }

    @Test
    void htmlAndTagsAreText() {
        assertEquals(
                "Use the &lt;b&gt;source&lt;/b&gt; id &amp; &#64;param {&#64;code x}",
                Javadocs.escape("Use the <b>source</b> id & @param {@code x}"));
    }

    @Test
    void lineBreaksAreKeptAndControlCharactersDropped() {
        assertEquals("one\ntwo\nthree\nfour five", Javadocs.escape("one\r\ntwo\rthree\u2028four\tfive\u0000\u0007"));
    }

    @Test
    void nonAsciiBecomesEntities() {
        assertEquals("Caf&#233; &#26085; &#128512;", Javadocs.escape("Café 日 😀"));
    }

    @Test
    void longTextIsWrappedAtWords() {
        String text = "word ".repeat(60);
        String escaped = Javadocs.escape(text);
        for (String line : escaped.split("\n")) {
            assertTrue(line.length() <= 100, line);
        }
        assertEquals(60, escaped.split("\\s+").length);
    }

    @Test
    void nullIsEmpty() {
        assertEquals("", Javadocs.escape(null));
    }

    @Test
    void preformattedKeepsLines() {
        String formula = "IF(a > 0,\n  TODAY() - b, /* c */ 0)";
        String escaped = Javadocs.preformatted(formula);
        assertEquals("IF(a &gt; 0,\nTODAY() - b, &#47;* c *&#47; 0)", escaped);
        assertFalse(escaped.contains("*/"));
    }
}
