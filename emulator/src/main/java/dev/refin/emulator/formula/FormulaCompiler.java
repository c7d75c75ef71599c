package dev.refin.emulator.formula;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Compiles a formula's text (the describe's {@code calculatedFormula}) into an {@link Expr}: parsed once with the
 * ANTLR grammar {@code Formula.g4}, fields resolved once, functions checked against the supported set.
 */
public final class FormulaCompiler {
    private final FieldResolver fields;

    /** A compiler resolving field references with the given resolver. */
    public FormulaCompiler(FieldResolver fields) {
        this.fields = fields;
    }

    /**
     * The compiled formula.
     *
     * @throws FormulaException when the text does not parse, names an unknown field or calls an unsupported function
     */
    public Expr compile(String text) {
        FormulaLexer lexer = new FormulaLexer(CharStreams.fromString(text));
        FormulaParser parser = new FormulaParser(new CommonTokenStream(lexer));
        BaseErrorListener failFast = new BaseErrorListener() {
            @Override
            public void syntaxError(
                    Recognizer<?, ?> recognizer,
                    Object offending,
                    int line,
                    int column,
                    String message,
                    RecognitionException e) {
                throw new FormulaException("syntax error at line " + line + ":" + column + ": " + message);
            }
        };
        lexer.removeErrorListeners();
        lexer.addErrorListener(failFast);
        parser.removeErrorListeners();
        parser.addErrorListener(failFast);
        return new Builder().visit(parser.formula().expr());
    }

    /** Turns the parse tree into expressions. */
    private final class Builder extends FormulaBaseVisitor<Expr> {
        @Override
        public Expr visitParens(FormulaParser.ParensContext ctx) {
            return visit(ctx.expr());
        }

        @Override
        public Expr visitUnary(FormulaParser.UnaryContext ctx) {
            Expr operand = visit(ctx.expr());
            if (ctx.op.getText().equals("+")) {
                return operand;
            }
            return env -> {
                BigDecimal value = Values.number(operand.eval(env));
                return value == null ? null : value.negate();
            };
        }

        @Override
        public Expr visitNot(FormulaParser.NotContext ctx) {
            Expr operand = visit(ctx.expr());
            return env -> !Values.truth(operand.eval(env));
        }

        @Override
        public Expr visitPower(FormulaParser.PowerContext ctx) {
            return Operators.arithmetic("^", visit(ctx.expr(0)), visit(ctx.expr(1)));
        }

        @Override
        public Expr visitMultiply(FormulaParser.MultiplyContext ctx) {
            return Operators.arithmetic(ctx.op.getText(), visit(ctx.expr(0)), visit(ctx.expr(1)));
        }

        @Override
        public Expr visitAdd(FormulaParser.AddContext ctx) {
            return Operators.arithmetic(ctx.op.getText(), visit(ctx.expr(0)), visit(ctx.expr(1)));
        }

        @Override
        public Expr visitConcat(FormulaParser.ConcatContext ctx) {
            Expr left = visit(ctx.expr(0));
            Expr right = visit(ctx.expr(1));
            return env -> Values.text(left.eval(env)) + Values.text(right.eval(env));
        }

        @Override
        public Expr visitCompare(FormulaParser.CompareContext ctx) {
            return Operators.compare(ctx.op.getText(), visit(ctx.expr(0)), visit(ctx.expr(1)));
        }

        @Override
        public Expr visitAnd(FormulaParser.AndContext ctx) {
            Expr left = visit(ctx.expr(0));
            Expr right = visit(ctx.expr(1));
            return env -> Values.truth(left.eval(env)) && Values.truth(right.eval(env));
        }

        @Override
        public Expr visitOr(FormulaParser.OrContext ctx) {
            Expr left = visit(ctx.expr(0));
            Expr right = visit(ctx.expr(1));
            return env -> Values.truth(left.eval(env)) || Values.truth(right.eval(env));
        }

        @Override
        public Expr visitCall(FormulaParser.CallContext ctx) {
            List<Expr> arguments = new ArrayList<>();
            for (FormulaParser.ExprContext argument : ctx.expr()) {
                arguments.add(visit(argument));
            }
            return Functions.call(ctx.ID().getText().toUpperCase(Locale.ROOT), arguments);
        }

        @Override
        public Expr visitNumber(FormulaParser.NumberContext ctx) {
            BigDecimal value = new BigDecimal(ctx.NUMBER().getText());
            return env -> value;
        }

        @Override
        public Expr visitText(FormulaParser.TextContext ctx) {
            String value = Values.unquote(ctx.STRING().getText());
            return env -> value;
        }

        @Override
        public Expr visitField(FormulaParser.FieldContext ctx) {
            List<String> path = new ArrayList<>();
            for (TerminalNode id : ctx.ID()) {
                path.add(id.getText());
            }
            if (path.size() == 1) {
                switch (path.get(0).toUpperCase(Locale.ROOT)) {
                    case "TRUE":
                        return env -> Boolean.TRUE;
                    case "FALSE":
                        return env -> Boolean.FALSE;
                    case "NULL":
                        return env -> null;
                    default:
                        break;
                }
            }
            return fields.resolve(path);
        }
    }
}
