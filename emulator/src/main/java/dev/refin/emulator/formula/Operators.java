package dev.refin.emulator.formula;

import java.math.BigDecimal;
import java.math.MathContext;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/** The formula operators: arithmetic over numbers, dates and date-times, and comparisons. */
final class Operators {
    private static final BigDecimal SECONDS_PER_DAY = BigDecimal.valueOf(86_400);

    private Operators() {}

    static Expr arithmetic(String op, Expr left, Expr right) {
        return env -> apply(op, left.eval(env), right.eval(env));
    }

    private static Object apply(String op, Object a, Object b) {
        if (a == null || b == null) {
            return null;
        }
        if (a instanceof LocalDate date) {
            if (b instanceof LocalDate other && op.equals("-")) {
                return BigDecimal.valueOf(ChronoUnit.DAYS.between(other, date));
            }
            long days = Values.number(b).longValue();
            return switch (op) {
                case "+" -> date.plusDays(days);
                case "-" -> date.minusDays(days);
                default -> throw new FormulaException("operator " + op + " does not apply to a date");
            };
        }
        if (a instanceof Instant instant) {
            if (b instanceof Instant other && op.equals("-")) {
                return new BigDecimal(Duration.between(other, instant).getSeconds())
                        .divide(SECONDS_PER_DAY, MathContext.DECIMAL64);
            }
            long seconds = Values.number(b).multiply(SECONDS_PER_DAY).longValue();
            return switch (op) {
                case "+" -> instant.plusSeconds(seconds);
                case "-" -> instant.minusSeconds(seconds);
                default -> throw new FormulaException("operator " + op + " does not apply to a date-time");
            };
        }
        BigDecimal x = Values.number(a);
        BigDecimal y = Values.number(b);
        return switch (op) {
            case "+" -> x.add(y);
            case "-" -> x.subtract(y);
            case "*" -> x.multiply(y);
            case "/" -> y.signum() == 0 ? null : x.divide(y, MathContext.DECIMAL64);
            default -> BigDecimal.valueOf(Math.pow(x.doubleValue(), y.doubleValue()));
        };
    }

    static Expr compare(String op, Expr left, Expr right) {
        return env -> {
            Object a = left.eval(env);
            Object b = right.eval(env);
            boolean equality = op.equals("=") || op.equals("==");
            boolean inequality = op.equals("!=") || op.equals("<>");
            if (a == null || b == null) {
                boolean same = a == null && b == null;
                return equality ? same : inequality ? !same : Boolean.FALSE;
            }
            int order = Values.compare(a, b);
            return switch (op) {
                case "=", "==" -> order == 0;
                case "!=", "<>" -> order != 0;
                case "<" -> order < 0;
                case "<=" -> order <= 0;
                case ">" -> order > 0;
                default -> order >= 0;
            };
        };
    }
}
