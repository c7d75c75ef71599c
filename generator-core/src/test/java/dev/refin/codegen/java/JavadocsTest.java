package dev.refin.codegen.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
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

    @Test
    void wrapMatchesSplittingAtSpaces() {
        // The single-pass wrap against the split-based one it replaced, on texts of words, runs of spaces, blank and
        // blank-looking lines and words longer than a line.
        String[] pieces = {
            "a", "word", "x".repeat(99), "y".repeat(100), "z".repeat(130), " ", "   ", "\n", "\n\n", " \n "
        };
        SplittableRandom random = new SplittableRandom(11);
        for (int round = 0; round < 2000; round++) {
            StringBuilder text = new StringBuilder();
            int count = random.nextInt(60);
            for (int i = 0; i < count; i++) {
                text.append(pieces[random.nextInt(pieces.length)]);
            }
            String input = text.toString().strip(); // escape() wraps stripped text
            assertEquals(splitWrap(input), Javadocs.wrap(input), input);
        }
        assertEquals("one two\n\nthree", Javadocs.wrap("one   two\n  \nthree"));
    }

    /** The wrap of escape() before it became one pass: split into lines, then each stripped line at runs of spaces. */
    private static String splitWrap(String text) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            int column = 0;
            for (String word : line.strip().split(" +")) {
                if (word.isEmpty()) {
                    continue;
                }
                if (column > 0 && column + 1 + word.length() > 100) {
                    out.append('\n');
                    column = 0;
                } else if (column > 0) {
                    out.append(' ');
                    column++;
                }
                out.append(word);
                column += word.length();
            }
        }
        return out.toString();
    }
}
