package dev.refin.emulator.soql;

import io.github.apexdevtools.apexparser.ApexLexer;
import io.github.apexdevtools.apexparser.ApexParser;
import io.github.apexdevtools.apexparser.CaseInsensitiveInputStream;
import java.util.Locale;
import java.util.Set;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.Trees;

/** Parses SOQL with the apex-parser grammar and words refusals the way the platform does, with the caret line. */
final class SoqlSyntax {
    /** Marks the next character of a decoded string literal as escaped: a literal {@code %} or {@code _} in LIKE. */
    static final char ESCAPED = '\uE000';

    private static final char PROTECTED_PERCENT = '\uE001';
    private static final char PROTECTED_UNDERSCORE = '\uE002';

    private static final Set<String> RESERVED = Set.of(
            "SELECT",
            "FROM",
            "WHERE",
            "ORDER",
            "GROUP",
            "BY",
            "LIMIT",
            "OFFSET",
            "WITH",
            "HAVING",
            "USING",
            "FOR",
            "UPDATE",
            "AND",
            "OR",
            "NOT",
            "NULL",
            "TRUE",
            "FALSE",
            "ASC",
            "DESC",
            "NULLS",
            "LIKE",
            "IN",
            "INCLUDES",
            "EXCLUDES",
            "TYPEOF",
            "WHEN",
            "THEN",
            "ELSE",
            "END",
            "ALL",
            "ROWS");

    private final String soql;

    SoqlSyntax(String soql) {
        this.soql = soql;
    }

    /** Parses the whole text as one query, or refuses it with MALFORMED_QUERY at the first unexpected token. */
    ApexParser.QueryContext parse() {
        ApexLexer lexer = new ApexLexer(new CaseInsensitiveInputStream(CharStreams.fromString(protectLikeEscapes())));
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(
                    Recognizer<?, ?> recognizer,
                    Object offendingSymbol,
                    int line,
                    int charPositionInLine,
                    String msg,
                    RecognitionException e) {
                String shown = offendingSymbol instanceof Token token
                        ? tokenText(token)
                        : "'" + charAt(line, charPositionInLine) + "'";
                throw error("MALFORMED_QUERY", line, charPositionInLine, "unexpected token: " + shown);
            }
        };
        lexer.removeErrorListeners();
        lexer.addErrorListener(listener);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        ApexParser parser = new ApexParser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(listener);
        ApexParser.QueryContext query = parser.query();
        Token next = parser.getCurrentToken();
        if (next.getType() != Token.EOF) {
            throw error("MALFORMED_QUERY", next, "unexpected token: " + tokenText(next));
        }
        checkAliases(query, tokens);
        return query;
    }

    /**
     * Refuses a keyword taken as an object alias: the grammar lets {@code FROM X WHERE} end there with
     * {@code WHERE} as the alias, where the platform expects the condition.
     */
    private void checkAliases(ApexParser.QueryContext query, CommonTokenStream tokens) {
        for (ParseTree node : Trees.findAllRuleNodes(query, ApexParser.RULE_fromNameList)) {
            for (ApexParser.SoqlIdContext alias : ((ApexParser.FromNameListContext) node).soqlId()) {
                if (RESERVED.contains(alias.getText().toUpperCase(Locale.ROOT))) {
                    Token after = tokens.get(alias.getStop().getTokenIndex() + 1);
                    throw error("MALFORMED_QUERY", after, "unexpected token: " + tokenText(after));
                }
            }
        }
    }

    private static String tokenText(Token token) {
        return token.getType() == Token.EOF ? "<EOF>" : "'" + token.getText() + "'";
    }

    private String charAt(int line, int column) {
        String text = line(line);
        return column < text.length() ? String.valueOf(text.charAt(column)) : "<EOF>";
    }

    /**
     * Replaces the LIKE escapes {@code \%} and {@code \_}, which the grammar's string literal does not accept,
     * with private characters of the same length, so positions in error messages stay right.
     */
    private String protectLikeEscapes() {
        StringBuilder out = new StringBuilder(soql.length());
        boolean inString = false;
        for (int i = 0; i < soql.length(); i++) {
            char c = soql.charAt(i);
            if (inString && c == '\\' && i + 1 < soql.length()) {
                char next = soql.charAt(i + 1);
                if (next == '%' || next == '_') {
                    out.append(next == '%' ? PROTECTED_PERCENT : PROTECTED_UNDERSCORE)
                            .append(ESCAPED);
                } else {
                    out.append(c).append(next);
                }
                i++;
                continue;
            }
            if (c == '\'') {
                inString = !inString;
            }
            out.append(c);
        }
        return out.toString();
    }

    /**
     * The value of a string literal token: quotes removed and escapes resolved; an escaped {@code %} or {@code _}
     * comes back as {@link #ESCAPED} followed by the character.
     */
    static String decodeString(String token) {
        String body = token.substring(1, token.length() - 1);
        StringBuilder out = new StringBuilder(body.length());
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == PROTECTED_PERCENT || c == PROTECTED_UNDERSCORE) {
                out.append(ESCAPED).append(c == PROTECTED_PERCENT ? '%' : '_');
                i++;
                continue;
            }
            if (c != '\\' || i + 1 >= body.length()) {
                out.append(c);
                continue;
            }
            char next = body.charAt(++i);
            switch (Character.toLowerCase(next)) {
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    out.append((char) Integer.parseInt(body.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> out.append(next);
            }
        }
        return out.toString();
    }

    /** The platform's refusal pointing at the start of a parse-tree node. */
    QueryException error(String errorCode, ParserRuleContext at, String message) {
        return error(errorCode, at.getStart(), message);
    }

    /** The platform's refusal pointing at a token. */
    QueryException error(String errorCode, Token at, String message) {
        return error(errorCode, at.getLine(), at.getCharPositionInLine(), message);
    }

    private QueryException error(String errorCode, int line, int column, String message) {
        String text = line(line);
        int pointer = Math.max(0, Math.min(column, text.length()));
        return QueryException.badRequest(
                errorCode,
                "\n" + text + "\n" + " ".repeat(pointer) + "^\nERROR at Row:" + line + ":Column:" + (column + 1) + "\n"
                        + message);
    }

    private String line(int line) {
        String[] lines = soql.split("\n", -1);
        return line >= 1 && line <= lines.length ? lines[line - 1] : "";
    }
}
