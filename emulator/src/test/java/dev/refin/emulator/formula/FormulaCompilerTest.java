package dev.refin.emulator.formula;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The formula language: operators, functions, blanks and the refusal of what is not supported. */
class FormulaCompilerTest {
    private static final LocalDate TODAY = LocalDate.of(2024, 6, 15);

    private static Object eval(String formula, Map<String, Object> fields) {
        Expr expr = new FormulaCompiler(path -> {
                    String name = String.join(".", path);
                    if (!fields.containsKey(name)) {
                        throw new FormulaException("unknown field " + name);
                    }
                    return env -> fields.get(name);
                })
                .compile(formula);
        return expr.eval(new Env() {
            @Override
            public JsonNode record() {
                return JsonNodeFactory.instance.objectNode();
            }

            @Override
            public LocalDate today() {
                return TODAY;
            }

            @Override
            public Instant now() {
                return Instant.parse("2024-06-15T10:00:00Z");
            }
        });
    }

    private static void assertNumber(String expected, Object actual) {
        assertEquals(0, new BigDecimal(expected).compareTo((BigDecimal) actual), expected + " != " + actual);
    }

    @Test
    void arithmeticFollowsPrecedenceAndRounds() {
        assertNumber("7", eval("1 + 2 * 3", Map.of()));
        assertNumber("9", eval("(1 + 2) * 3", Map.of()));
        assertNumber("-2", eval("-(1 + 1)", Map.of()));
        assertNumber("8", eval("2 ^ 3", Map.of()));
        assertNumber("33.33", eval("ROUND(100 / 3, 2)", Map.of()));
        assertNumber(
                "270",
                eval(
                        "ROUND(q * p * (1 - BLANKVALUE(d, 0)), 2)",
                        Map.of("q", new BigDecimal("3"), "p", new BigDecimal("100"), "d", new BigDecimal("0.1"))));
        java.util.HashMap<String, Object> blank = new java.util.HashMap<>();
        blank.put("q", new BigDecimal("2"));
        blank.put("p", new BigDecimal("10"));
        blank.put("d", null);
        assertNumber("20", eval("ROUND(q * p * (1 - BLANKVALUE(d, 0)), 2)", blank));
        assertNull(eval("q + d", blank), "a blank operand makes the sum blank");
    }

    @Test
    void datesSubtractToDaysAndTodayIsTheClock() {
        assertNumber("-30", eval("TODAY() - due", Map.of("due", TODAY.plusDays(30))));
        assertEquals(TODAY.plusDays(2), eval("TODAY() + 2", Map.of()));
        assertNumber("6", eval("MONTH(TODAY())", Map.of()));
        assertEquals("Q2", eval("\"Q\" & TEXT(CEILING(MONTH(TODAY()) / 3))", Map.of()));
    }

    @Test
    void logicComparisonsAndCase() {
        assertEquals(true, eval("1 < 2 && 2 <= 2 || false", Map.of()));
        assertEquals(false, eval("NOT(1 <> 2)", Map.of()));
        assertEquals(true, eval("AND(1 = 1, OR(false, 2 > 1))", Map.of()));
        assertEquals("b", eval("CASE(2, 1, \"a\", 2, \"b\", \"z\")", Map.of()));
        assertEquals("z", eval("CASE(9, 1, \"a\", 2, \"b\", \"z\")", Map.of()));
        assertEquals("yes", eval("IF(ISPICKVAL(s, 'Posted'), 'yes', 'no')", Map.of("s", "Posted")));
        java.util.HashMap<String, Object> blank = new java.util.HashMap<>();
        blank.put("x", null);
        assertEquals(true, eval("ISBLANK(x)", blank));
        assertNumber("4", eval("MIN(4, FLOOR(MAX(200 - 1, -1) / 30) + 1)", Map.of()));
        assertNumber("0", eval("MIN(4, FLOOR(MAX(-30 - 1, -1) / 30) + 1)", Map.of()));
    }

    @Test
    void unsupportedFunctionsUnknownFieldsAndBadSyntaxAreRefusedAtCompileTime() {
        FormulaException function = assertThrows(FormulaException.class, () -> eval("VLOOKUP(1, 2, 3)", Map.of()));
        assertTrue(function.getMessage().contains("VLOOKUP"), function.getMessage());
        FormulaException field = assertThrows(FormulaException.class, () -> eval("nope__c + 1", Map.of()));
        assertTrue(field.getMessage().contains("nope__c"), field.getMessage());
        assertThrows(FormulaException.class, () -> eval("1 +", Map.of()));
        assertThrows(FormulaException.class, () -> eval("IF(true, 1)", Map.of()));
    }
}
