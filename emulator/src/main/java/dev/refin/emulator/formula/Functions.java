package dev.refin.emulator.formula;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The supported formula functions; any other name is refused when the formula is compiled. */
final class Functions {
    /** Every function {@link #call} accepts. */
    static final Set<String> SUPPORTED = Set.of(
            "IF",
            "CASE",
            "AND",
            "OR",
            "NOT",
            "ISBLANK",
            "ISNULL",
            "BLANKVALUE",
            "NULLVALUE",
            "TODAY",
            "NOW",
            "TEXT",
            "ISPICKVAL",
            "ROUND",
            "MIN",
            "MAX",
            "FLOOR",
            "CEILING",
            "ABS",
            "MOD",
            "YEAR",
            "MONTH",
            "DAY",
            "DATE",
            "VALUE",
            "LEN",
            "UPPER",
            "LOWER",
            "BEGINS",
            "CONTAINS");

    private Functions() {}

    /** The call of a function with compiled arguments; checks the name and the number of arguments. */
    static Expr call(String name, List<Expr> args) {
        if (!SUPPORTED.contains(name)) {
            throw new FormulaException("function " + name + " is not supported");
        }
        return switch (name) {
            case "IF" -> {
                arity(name, args, 3, 3);
                yield env -> Values.truth(args.get(0).eval(env))
                        ? args.get(1).eval(env)
                        : args.get(2).eval(env);
            }
            case "CASE" -> caseOf(args);
            case "AND" -> env -> args.stream().allMatch(a -> Values.truth(a.eval(env)));
            case "OR" -> env -> args.stream().anyMatch(a -> Values.truth(a.eval(env)));
            case "NOT" -> {
                arity(name, args, 1, 1);
                yield env -> !Values.truth(args.get(0).eval(env));
            }
            case "ISBLANK", "ISNULL" -> {
                arity(name, args, 1, 1);
                yield env -> Values.blank(args.get(0).eval(env));
            }
            case "BLANKVALUE", "NULLVALUE" -> {
                arity(name, args, 2, 2);
                yield env -> {
                    Object value = args.get(0).eval(env);
                    return Values.blank(value) ? args.get(1).eval(env) : value;
                };
            }
            case "TODAY" -> {
                arity(name, args, 0, 0);
                yield Env::today;
            }
            case "NOW" -> {
                arity(name, args, 0, 0);
                yield Env::now;
            }
            case "ISPICKVAL" -> {
                arity(name, args, 2, 2);
                yield env -> Values.text(args.get(0).eval(env))
                        .equals(Values.text(args.get(1).eval(env)));
            }
            default -> simple(name, args);
        };
    }

    private static Expr caseOf(List<Expr> args) {
        if (args.size() < 4 || args.size() % 2 != 0) {
            throw new FormulaException("CASE needs an expression, value-result pairs and an else result");
        }
        return env -> {
            Object subject = args.get(0).eval(env);
            for (int i = 1; i + 1 < args.size(); i += 2) {
                Object candidate = args.get(i).eval(env);
                if (subject != null && candidate != null && Values.compare(subject, candidate) == 0) {
                    return args.get(i + 1).eval(env);
                }
            }
            return args.get(args.size() - 1).eval(env);
        };
    }

    /** Functions that map their evaluated arguments to a value and are blank when their first argument is. */
    private static Expr simple(String name, List<Expr> args) {
        switch (name) {
            case "ROUND", "MOD", "BEGINS", "CONTAINS" -> arity(name, args, 2, 2);
            case "MIN", "MAX" -> arity(name, args, 1, Integer.MAX_VALUE);
            case "DATE" -> arity(name, args, 3, 3);
            default -> arity(name, args, 1, 1);
        }
        return env -> {
            Object[] values = new Object[args.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = args.get(i).eval(env);
            }
            return apply(name, values);
        };
    }

    private static Object apply(String name, Object[] v) {
        if (name.equals("TEXT")) {
            return v[0] instanceof Instant instant
                    ? instant.atOffset(ZoneOffset.UTC).toString()
                    : Values.text(v[0]);
        }
        if (name.equals("LEN")) {
            return BigDecimal.valueOf(Values.text(v[0]).length());
        }
        for (Object value : v) {
            if (value == null) {
                return null;
            }
        }
        return switch (name) {
            case "ROUND" -> Values.number(v[0]).setScale(Values.number(v[1]).intValue(), RoundingMode.HALF_UP);
            case "MIN" -> extreme(v, -1);
            case "MAX" -> extreme(v, 1);
            case "FLOOR" -> Values.number(v[0]).setScale(0, RoundingMode.FLOOR);
            case "CEILING" -> Values.number(v[0]).setScale(0, RoundingMode.CEILING);
            case "ABS" -> Values.number(v[0]).abs();
            case "MOD" -> Values.number(v[0]).remainder(Values.number(v[1]));
            case "YEAR" -> BigDecimal.valueOf(date(v[0]).getYear());
            case "MONTH" -> BigDecimal.valueOf(date(v[0]).getMonthValue());
            case "DAY" -> BigDecimal.valueOf(date(v[0]).getDayOfMonth());
            case "DATE" ->
                LocalDate.of(
                        Values.number(v[0]).intValue(),
                        Values.number(v[1]).intValue(),
                        Values.number(v[2]).intValue());
            case "VALUE" -> new BigDecimal(Values.text(v[0]).trim());
            case "UPPER" -> Values.text(v[0]).toUpperCase(Locale.ROOT);
            case "LOWER" -> Values.text(v[0]).toLowerCase(Locale.ROOT);
            case "BEGINS" -> Values.text(v[0]).startsWith(Values.text(v[1]));
            default -> Values.text(v[0]).contains(Values.text(v[1]));
        };
    }

    private static Object extreme(Object[] values, int sign) {
        Object best = values[0];
        for (Object value : values) {
            if (Values.compare(value, best) * sign > 0) {
                best = value;
            }
        }
        return best;
    }

    private static LocalDate date(Object value) {
        if (value instanceof LocalDate date) {
            return date;
        }
        if (value instanceof Instant instant) {
            return LocalDate.ofInstant(instant, ZoneOffset.UTC);
        }
        throw new FormulaException("expected a date but got " + value);
    }

    private static void arity(String name, List<Expr> args, int min, int max) {
        if (args.size() < min || args.size() > max) {
            throw new FormulaException(name + " takes " + (min == max ? String.valueOf(min) : min + " or more")
                    + " arguments, not " + args.size());
        }
    }
}
