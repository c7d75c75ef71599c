package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.emulator.soql.Plan.Condition;
import dev.refin.emulator.soql.Plan.Path;
import dev.refin.emulator.soql.Values.Kind;
import io.github.apexdevtools.apexparser.ApexParser.ValueContext;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** Turns a comparison's literal into a typed value and the comparison into a {@link Condition}. */
final class Literals {
    private final SoqlSyntax syntax;
    private final LocalDate today;
    private final ZoneId zone;

    Literals(SoqlSyntax syntax, LocalDate today, ZoneId zone) {
        this.syntax = syntax;
        this.today = today;
        this.zone = zone;
    }

    /** The condition {@code path operator value}; the operator is upper case without spaces ({@code NOTIN}). */
    Condition condition(Path path, String operator, ValueContext value) {
        Kind kind = path.kind();
        return switch (operator) {
            case "IN", "NOTIN" -> {
                List<Object> wanted = list(path, kind, value);
                boolean negate = operator.equals("NOTIN");
                yield (resolver, record) -> {
                    JsonNode actual = path.value(resolver, record);
                    boolean any = wanted.stream().anyMatch(w -> matches(kind, actual, w));
                    return negate != any;
                };
            }
            case "INCLUDES", "EXCLUDES" -> {
                List<Object> wanted =
                        value.valueList() != null ? list(path, kind, value) : List.of(typed(path, kind, value));
                boolean negate = operator.equals("EXCLUDES");
                yield (resolver, record) -> {
                    JsonNode actual = path.value(resolver, record);
                    boolean any = actual != null
                            && wanted.stream().anyMatch(w -> w != null && Values.includes(actual, (String) w));
                    return negate != any;
                };
            }
            case "LIKE" -> like(path, value);
            default -> single(path, kind, operator, typed(path, kind, value));
        };
    }

    /**
     * A HAVING comparison of an aggregate with a literal; the condition is tested on the aggregate's computed value
     * (passed as the record).
     */
    Condition aggregateCondition(Plan.AggregateColumn aggregate, String operator, ValueContext value) {
        Kind kind =
                switch (aggregate.function()) {
                    case "MIN", "MAX" -> Values.kind(aggregate.path().field());
                    default -> Kind.NUMBER;
                };
        if (operator.equals("IN") || operator.equals("NOTIN")) {
            List<Object> wanted = list(aggregate.path(), kind, value);
            boolean negate = operator.equals("NOTIN");
            return (resolver, computed) -> negate != wanted.stream().anyMatch(w -> matches(kind, computed, w));
        }
        Object wanted = typed(aggregate.path(), kind, value);
        return (resolver, computed) -> switch (operator) {
            case "=" -> matches(kind, computed, wanted);
            case "!=", "<>" -> !matches(kind, computed, wanted);
            default -> {
                if (computed == null || wanted == null) {
                    yield false;
                }
                int order = Values.compare(kind, computed, wanted);
                yield switch (operator) {
                    case "<" -> order < 0;
                    case "<=" -> order <= 0;
                    case ">" -> order > 0;
                    default -> order >= 0;
                };
            }
        };
    }

    private Condition like(Path path, ValueContext value) {
        if (value.StringLiteral() == null) {
            throw syntax.error("MALFORMED_QUERY", value, "invalid LIKE pattern: a string literal is expected");
        }
        Pattern pattern =
                Values.likePattern(SoqlSyntax.decodeString(value.StringLiteral().getText()));
        return (resolver, record) -> {
            JsonNode actual = path.value(resolver, record);
            return actual != null && pattern.matcher(actual.asText()).matches();
        };
    }

    private Condition single(Path path, Kind kind, String operator, Object wanted) {
        return switch (operator) {
            case "=" -> (resolver, record) -> matches(kind, path.value(resolver, record), wanted);
            case "!=", "<>" -> (resolver, record) -> !matches(kind, path.value(resolver, record), wanted);
            default ->
                (resolver, record) -> {
                    JsonNode actual = path.value(resolver, record);
                    if (actual == null || wanted == null) {
                        return false;
                    }
                    int order = wanted instanceof DateRange range
                            ? Values.position(kind, actual, range, zone)
                            : Values.compare(kind, actual, wanted);
                    return switch (operator) {
                        case "<" -> order < 0;
                        case "<=" -> order <= 0;
                        case ">" -> order > 0;
                        default -> order >= 0;
                    };
                };
        };
    }

    private boolean matches(Kind kind, JsonNode actual, Object wanted) {
        if (wanted == null || actual == null) {
            return wanted == null && actual == null;
        }
        return Values.equal(kind, actual, wanted, zone);
    }

    private List<Object> list(Path path, Kind kind, ValueContext value) {
        if (value.valueList() == null) {
            throw syntax.error(
                    "MALFORMED_QUERY",
                    value,
                    value.subQuery() != null
                            ? "semi-join subqueries are not supported by the emulator"
                            : "unexpected token: '" + value.getText() + "'");
        }
        List<Object> out = new ArrayList<>();
        for (ValueContext one : value.valueList().value()) {
            out.add(typed(path, kind, one));
        }
        return out;
    }

    /** The literal as a Java value of the field's kind, or the platform's refusal when it is of another type. */
    private Object typed(Path path, Kind kind, ValueContext value) {
        if (value.NULL() != null) {
            return null;
        }
        try {
            if (value.StringLiteral() != null && (kind == Kind.TEXT || kind == Kind.ID)) {
                String text = SoqlSyntax.decodeString(value.StringLiteral().getText());
                // Text is never stored empty (an empty string is null), so '' compares as null does.
                return kind == Kind.TEXT && text.isEmpty() ? null : Values.plain(text);
            }
            if (value.BooleanLiteral() != null && kind == Kind.BOOLEAN) {
                return Boolean.valueOf(value.getText().toLowerCase(Locale.ROOT));
            }
            if (value.signedNumber() != null && kind == Kind.NUMBER) {
                return new BigDecimal(value.getText().replaceAll("[dD]$", ""));
            }
            if (value.DateLiteral() != null && kind == Kind.DATE) {
                return LocalDate.parse(value.getText());
            }
            if (value.DateTimeLiteral() != null && kind == Kind.DATETIME) {
                return Values.instant(value.getText());
            }
            if (value.dateFormula() != null && (kind == Kind.DATE || kind == Kind.DATETIME)) {
                return DateRange.of(value.dateFormula(), today);
            }
        } catch (DateTimeParseException | NumberFormatException e) {
            throw syntax.error("MALFORMED_QUERY", value, "unexpected token: '" + value.getText() + "'");
        }
        if (value.valueList() != null || value.subQuery() != null || value.boundExpression() != null) {
            throw syntax.error("MALFORMED_QUERY", value, "unexpected token: '" + value.getText() + "'");
        }
        boolean quoted = kind == Kind.TEXT || kind == Kind.ID;
        throw syntax.error(
                "INVALID_FIELD",
                value,
                "value of filter criterion for field '" + (path == null ? "COUNT()" : path.dotted())
                        + "' must be of type "
                        + typeName(kind)
                        + " and should " + (quoted ? "" : "not ") + "be enclosed in quotes");
    }

    private static String typeName(Kind kind) {
        return switch (kind) {
            case NUMBER -> "double";
            case DATE -> "date";
            case DATETIME -> "dateTime";
            case BOOLEAN -> "boolean";
            case ID -> "id";
            case TEXT -> "string";
        };
    }
}
