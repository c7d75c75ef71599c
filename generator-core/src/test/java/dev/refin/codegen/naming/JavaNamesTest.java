package dev.refin.codegen.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import javax.lang.model.SourceVersion;
import org.junit.jupiter.api.Test;

/** The fast paths of {@link JavaNames} agree with the JDK's rules they replace. */
class JavaNamesTest {

    @Test
    void identifiersAreWhatTheCompilerAccepts() {
        for (String word : List.of(
                "class",
                "var",
                "record",
                "yield",
                "sealed",
                "_",
                "__",
                "$",
                "a$",
                "true",
                "null",
                "goto",
                "const",
                "strictfp",
                "synchronized",
                "enum",
                "assert",
                "getClass",
                "été",
                "x1",
                "1x",
                "",
                "a-b",
                "Int",
                "int",
                "non-sealed",
                "permits",
                "module",
                "ℵ",
                "a\u0301")) {
            assertEquals(jdk(word), JavaNames.isIdentifier(word), word);
        }
        SplittableRandom random = new SplittableRandom(7);
        String alphabet = "abcfilnorstuvwyAZ09_$é-";
        int identifiers = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder name = new StringBuilder();
            int length = 1 + random.nextInt(13);
            for (int i = 0; i < length; i++) {
                name.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = name.toString();
            boolean expected = jdk(text);
            assertEquals(expected, JavaNames.isIdentifier(text), text);
            identifiers += expected ? 1 : 0;
        }
        assertTrue(identifiers > 10_000, "the sample has identifiers too: " + identifiers);
    }

    @Test
    void upperSnakeJoinsUpperCasedWords() {
        for (String text : List.of("salesInvoice", "GLAccount", "refin__Line_Items__c", "a1B2", "x", "", "ÉtéDue")) {
            List<String> words = JavaNames.words(text);
            assertEquals(
                    words.stream().map(w -> w.toUpperCase(Locale.ROOT)).collect(Collectors.joining("_")),
                    JavaNames.upperSnake(words),
                    text);
        }
    }

    private static boolean jdk(String name) {
        return SourceVersion.isIdentifier(name)
                && !SourceVersion.isKeyword(name, SourceVersion.latest())
                && !name.equals("_");
    }
}
