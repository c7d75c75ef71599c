package dev.refin.runtime.query;

import static dev.refin.runtime.query.Soql.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.refin.runtime.query.TestEntities.Invoice;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hostile values stay inside their literal: the query's structure cannot change. */
class SoqlInjectionTest {
    private static final List<String> HOSTILE = List.of(
            "x' OR Name != '",
            "x\\' OR Name != '",
            "x\\",
            "' OR ''='",
            "a\nb\rc\td\bf\f",
            "\"quoted\"",
            "100% _sure_",
            "x') OR (Name != 'y",
            "\u0000\u001f\u2028",
            "x' LIMIT 1 --");

    /** Reads the literal starting at index 0 the way the SOQL lexer does; returns its decoded text. */
    private static String unquote(String literal, int[] end) {
        StringBuilder out = new StringBuilder();
        if (literal.charAt(0) != '\'') {
            throw new AssertionError("not a literal: " + literal);
        }
        int i = 1;
        while (true) {
            char c = literal.charAt(i);
            if (c == '\'') {
                end[0] = i + 1;
                return out.toString();
            }
            if (c == '\\') {
                char e = literal.charAt(i + 1);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(literal.substring(i + 2, i + 6), 16));
                        i += 4;
                    }
                    case '\\', '\'', '"', '%', '_' -> out.append(e);
                    default -> throw new AssertionError("invalid escape \\" + e + " in " + literal);
                }
                i += 2;
            } else {
                out.append(c);
                i++;
            }
        }
    }

    @Test
    void hostileValuesStayInsideOneLiteral() {
        for (String value : HOSTILE) {
            String soql = Soql.select(Invoice.ID)
                    .from(Invoice.SOBJECT_TYPE)
                    .where(field(Invoice.NAME).eq(value))
                    .toSoql();
            String prefix = "SELECT Id FROM refin__Sales_Invoice__c WHERE Name = ";
            assertEquals(prefix, soql.substring(0, prefix.length()), value);
            int[] end = new int[1];
            String decoded = unquote(soql.substring(prefix.length()), end);
            assertEquals(value, decoded, "the literal decodes to the value");
            assertEquals(soql.length(), prefix.length() + end[0], "nothing follows the literal for " + value);
        }
    }

    @Test
    void theClassicPayloadIsEscaped() {
        assertEquals(
                "Name = 'x\\' OR Name != \\''",
                field(Invoice.NAME).eq("x' OR Name != '").toString());
        assertEquals(
                "Name = 'x\\\\\\' OR 1=1'",
                field(Invoice.NAME).eq("x\\' OR 1=1").toString());
    }

    @Test
    void likeHelpersEscapeWildcardsButLikeKeepsThem() {
        assertEquals(
                "Name LIKE '100\\% \\_sure\\_%'",
                field(Invoice.NAME).startsWith("100% _sure_").toString());
        assertEquals("Name LIKE '%a\\'b%'", field(Invoice.NAME).contains("a'b").toString());
        assertEquals(
                "Name LIKE 'x\\' OR Name LIKE \\'%'",
                field(Invoice.NAME).like("x' OR Name LIKE '%").toString());
    }

    @Test
    void hostileValuesInInListsAndBoundParameters() {
        assertEquals("Name IN ('a\\'', 'b')", field(Invoice.NAME).in("a'", "b").toString());
        for (String value : HOSTILE) {
            String soql = Soql.raw(Invoice.SOBJECT_TYPE, "SELECT Id FROM refin__Sales_Invoice__c WHERE Name = :name")
                    .bind("name", value)
                    .toQuery()
                    .toSoql();
            String prefix = "SELECT Id FROM refin__Sales_Invoice__c WHERE Name = ";
            int[] end = new int[1];
            assertEquals(value, unquote(soql.substring(prefix.length()), end));
            assertEquals(soql.length(), prefix.length() + end[0]);
        }
    }

    @Test
    void identifiersAreChecked() {
        assertThrows(
                IllegalArgumentException.class, () -> Soql.sum(Invoice.AMOUNT).as("t FROM x"));
        assertThrows(
                IllegalArgumentException.class, () -> Soql.raw(Invoice.SOBJECT_TYPE, "SELECT Id FROM X WHERE Name = :n")
                        .bind("n OR", "x"));
    }
}
