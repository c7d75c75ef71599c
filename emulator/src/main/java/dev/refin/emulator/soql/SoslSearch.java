package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.runtime.FieldType;
import io.github.apexdevtools.apexparser.ApexLexer;
import io.github.apexdevtools.apexparser.ApexParser;
import io.github.apexdevtools.apexparser.CaseInsensitiveInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.Interval;

/**
 * SOSL: {@code FIND {term} [IN group FIELDS] [RETURNING Object(fields WHERE ... ORDER BY ... LIMIT n), ...]
 * [LIMIT n]}, parsed with apex-parser's SOSL grammar. Each object searched is a SOQL query (its fields, filter and
 * order) whose rows are kept when the term matches one of their searchable text fields; at most {@value #MAX_ROWS}
 * rows in all.
 */
public final class SoslSearch {
    /** The most rows a search answers (the platform's limit since v28.0). */
    public static final int MAX_ROWS = 2000;

    /**
     * One object searched.
     *
     * @param object the object's API name
     * @param fields the fields returned, comma-separated, or null for {@code Id} alone
     * @param where the SOQL condition rows must meet, or null
     * @param orderBy the SOQL order, or null
     * @param limit the most rows of this object, or null
     */
    public record Target(String object, String fields, String where, String orderBy, Integer limit) {}

    /**
     * A search.
     *
     * @param term the search term, as between the braces of {@code FIND}
     * @param group the fields searched: {@code ALL}, {@code NAME}, {@code EMAIL}, {@code PHONE} or {@code SIDEBAR}
     * @param targets the objects searched, in order; empty for every object
     * @param limit the most rows in all
     */
    public record Request(String term, String group, List<Target> targets, int limit) {}

    private SoslSearch() {}

    /** Parses a SOSL statement, refusing it with {@code MALFORMED_SEARCH} as the platform does. */
    public static Request parse(String sosl) {
        if (sosl == null || !sosl.contains("{")) {
            throw QueryException.badRequest(
                    "MALFORMED_SEARCH", "No search term found. The search term must be enclosed in braces.");
        }
        String text = "[" + sosl + "]";
        CharStream chars = CharStreams.fromString(text);
        ApexLexer lexer = new ApexLexer(new CaseInsensitiveInputStream(chars));
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(
                    Recognizer<?, ?> recognizer,
                    Object offendingSymbol,
                    int line,
                    int charPositionInLine,
                    String msg,
                    RecognitionException e) {
                throw malformed(sosl, line, charPositionInLine - (line == 1 ? 1 : 0), msg);
            }
        };
        lexer.removeErrorListeners();
        lexer.addErrorListener(listener);
        ApexParser parser = new ApexParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(listener);
        ApexParser.SoslLiteralAltContext literal = parser.soslLiteralAlt();
        Token next = parser.getCurrentToken();
        if (next.getType() != Token.EOF) {
            throw malformed(
                    sosl, next.getLine(), next.getCharPositionInLine() - 1, "unexpected token: " + next.getText());
        }
        String find = literal.FindLiteralAlt().getText();
        String term = find.substring(find.indexOf('{') + 1, find.lastIndexOf('}'));
        ApexParser.SoslClausesContext clauses = literal.soslClauses();
        String group = clauses.searchGroup() == null
                ? "ALL"
                : clauses.searchGroup().getChild(0).getText().toUpperCase(Locale.ROOT);
        List<Target> targets = new ArrayList<>();
        for (ApexParser.FieldSpecListContext list = clauses.fieldSpecList();
                list != null;
                list = list.fieldSpecList().isEmpty() ? null : list.fieldSpecList(0)) {
            ApexParser.FieldSpecContext spec = list.fieldSpec();
            targets.add(new Target(
                    spec.soslId(0).getText(),
                    source(chars, spec.fieldList()),
                    source(chars, spec.logicalExpression()),
                    source(chars, spec.fieldOrderList()),
                    spec.limitClause() == null ? null : limit(spec.limitClause())));
        }
        int limit = clauses.limitClause() == null ? MAX_ROWS : Math.min(MAX_ROWS, limit(clauses.limitClause()));
        return new Request(term, group, targets, limit);
    }

    private static int limit(ApexParser.LimitClauseContext clause) {
        try {
            return Integer.parseInt(clause.getChild(1).getText());
        } catch (NumberFormatException e) {
            return MAX_ROWS;
        }
    }

    private static String source(CharStream chars, ParserRuleContext node) {
        return node == null
                ? null
                : chars.getText(Interval.of(
                        node.getStart().getStartIndex(), node.getStop().getStopIndex()));
    }

    private static QueryException malformed(String sosl, int line, int column, String message) {
        String[] lines = sosl.split("\n", -1);
        String text = line >= 1 && line <= lines.length ? lines[line - 1] : "";
        int pointer = Math.max(0, Math.min(column, text.length()));
        return QueryException.badRequest(
                "MALFORMED_SEARCH",
                "\n" + text + "\n" + " ".repeat(pointer) + "^\nERROR at Row:" + line + ":Column:" + (pointer + 1) + "\n"
                        + message);
    }

    /** The fields of an object a search group searches: text fields that are not formulas. */
    static List<FieldDescribe> searched(ObjectDescribe object, String group) {
        return object.fields().stream()
                .filter(f -> !f.calculated())
                .filter(f -> switch (group) {
                    case "NAME" -> f.nameField();
                    case "EMAIL" -> f.type() == FieldType.EMAIL;
                    case "PHONE" -> f.type() == FieldType.PHONE;
                    default -> f.type().isText() || f.type() == FieldType.PICKLIST;
                })
                .toList();
    }

    /**
     * The term as a test of a record's searched values: words and quoted phrases, all of which must match unless
     * joined by {@code OR} or {@code |}; {@code AND NOT} excludes; {@code *} and {@code ?} are wildcards; a
     * backslash makes the next character plain; case is ignored.
     */
    static Predicate<List<String>> matcher(String term) {
        List<List<Predicate<List<String>>>> anyOf = new ArrayList<>();
        List<Predicate<List<String>>> allOf = new ArrayList<>();
        anyOf.add(allOf);
        boolean negate = false;
        for (String token : tokens(term)) {
            String upper = token.toUpperCase(Locale.ROOT);
            if (upper.equals("OR") || upper.equals("|")) {
                allOf = new ArrayList<>();
                anyOf.add(allOf);
                continue;
            }
            if (upper.equals("AND") || upper.equals("&")) {
                continue;
            }
            if (upper.equals("NOT")) {
                negate = true;
                continue;
            }
            Predicate<List<String>> one = literal(token);
            allOf.add(negate ? one.negate() : one);
            negate = false;
        }
        return values ->
                anyOf.stream().anyMatch(all -> !all.isEmpty() && all.stream().allMatch(p -> p.test(values)));
    }

    private static List<String> tokens(String term) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < term.length(); i++) {
            char c = term.charAt(i);
            if (c == '\\' && i + 1 < term.length()) {
                current.append('\\').append(term.charAt(++i));
            } else if (c == '"') {
                current.append(c);
                quoted = !quoted;
            } else if (!quoted && (Character.isWhitespace(c) || c == '(' || c == ')')) {
                if (current.length() > 0) {
                    out.add(current.toString());
                    current.setLength(0);
                }
            } else {
                current.append(c);
            }
        }
        if (current.length() > 0) {
            out.add(current.toString());
        }
        return out;
    }

    private static Predicate<List<String>> literal(String token) {
        boolean phrase = token.length() > 1 && token.startsWith("\"") && token.endsWith("\"");
        String body = phrase ? token.substring(1, token.length() - 1) : token;
        StringBuilder regex = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) {
                regex.append(Pattern.quote(String.valueOf(body.charAt(++i))));
            } else if (c == '*') {
                regex.append("\\S*");
            } else if (c == '?') {
                regex.append("\\S");
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        // A word or phrase matches where it starts and ends at word boundaries of the value.
        Pattern pattern = Pattern.compile(
                "(?<![\\p{L}\\p{N}])" + regex + "(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        return values -> values.stream().anyMatch(v -> pattern.matcher(v).find());
    }

    /** The searched values of a stored record. */
    static List<String> values(JsonNode record, List<FieldDescribe> fields) {
        List<String> out = new ArrayList<>();
        for (FieldDescribe field : fields) {
            JsonNode value = record == null ? null : record.get(field.name());
            if (value != null && !value.isNull()) {
                out.add(value.asText());
            }
        }
        return out;
    }

    /** A returned row without its {@code Id} when the search did not ask for it. */
    static ObjectNode withoutId(ObjectNode row) {
        row.remove("Id");
        return row;
    }
}
