package dev.refin.codegen.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * The generator's own printer for one Java source file, in a single pass: the entity classes repeat the same few
 * member shapes thousands of times, where JavaPoet's two rendering passes were most of a run's time. Types are
 * named through JavaPoet's {@link TypeName} and imported as they are used; statements wrap greedily at
 * {@value #COLUMNS} columns at the points marked {@link #WRAP}; Javadoc that fits on one line takes one line. The
 * golden, compile and functional tests are its contract.
 */
final class SourcePrinter {
    /** The column limit of wrapped statements and one-line Javadoc. */
    static final int COLUMNS = 120;

    /** Marks where a statement may wrap: a space if the rest fits, else a line break with continuation indent. */
    static final char WRAP = '\u0001';

    private static final String INDENT = "    ";
    private static final String CONTINUATION = INDENT + INDENT;

    /** The JavaPoet name of each runtime class named, made once: entities name the same few classes per field. */
    private static final ClassValue<ClassName> CLASS_NAMES = new ClassValue<>() {
        @Override
        protected ClassName computeValue(Class<?> type) {
            return ClassName.get(type);
        }
    };

    private final String packageName;
    private final ClassName self;
    // Hash sets while printing (a type is named several times per field), sorted once when the file is finished.
    private final Set<String> imports = new HashSet<>();
    private final Set<String> staticImports = new HashSet<>();
    private final StringBuilder body = new StringBuilder(64 * 1024);
    /** The variables in scope where printing is, one set per enclosing type: they hide types in expressions. */
    private final java.util.ArrayDeque<Set<String>> variables = new java.util.ArrayDeque<>();

    private String indent = "";
    private boolean blankPending;

    /** A printer for the file of the top-level type {@code self}. */
    SourcePrinter(ClassName self) {
        this.packageName = self.packageName();
        this.self = self;
    }

    /** The text of {@code type} in this file, importing what it needs. */
    String type(TypeName type) {
        if (type instanceof ClassName className) {
            return className(className);
        }
        if (type instanceof ParameterizedTypeName parameterized) {
            StringBuilder out = new StringBuilder(className(parameterized.rawType())).append('<');
            for (int i = 0; i < parameterized.typeArguments().size(); i++) {
                out.append(i == 0 ? "" : ", ")
                        .append(type(parameterized.typeArguments().get(i)));
            }
            return out.append('>').toString();
        }
        return type.toString(); // primitives
    }

    /** The text of {@code type} in this file, importing it if needed. */
    String type(Class<?> type) {
        return type(CLASS_NAMES.get(type));
    }

    /**
     * The text of {@code type} as the qualifier of a static member in an expression ({@code T.SOBJECT_TYPE},
     * {@code T.of(...)}): there a variable of the same simple name in scope would hide the type, so a hidden type is
     * named by its canonical name.
     */
    String qualifier(ClassName type) {
        String text = type(type);
        int dot = text.indexOf('.');
        String first = dot < 0 ? text : text.substring(0, dot);
        for (Set<String> scope : variables) {
            if (scope.contains(first)) {
                return type.canonicalName();
            }
        }
        return text;
    }

    /** {@link #qualifier(ClassName)} of a runtime class. */
    String qualifier(Class<?> type) {
        return qualifier(CLASS_NAMES.get(type));
    }

    /** Enters the body of a type whose fields (and inherited or enclosing ones) are {@code names}. */
    void enterVariables(Set<String> names) {
        variables.push(names);
    }

    /** Leaves the body entered last with {@link #enterVariables}. */
    void leaveVariables() {
        variables.pop();
    }

    private String className(ClassName name) {
        ClassName enclosing = name.enclosingClassName();
        if (enclosing != null) {
            // Nested types of this class are in scope by their simple names.
            return isSelf(enclosing) ? name.simpleName() : className(enclosing) + "." + name.simpleName();
        }
        String pkg = name.packageName();
        if (!pkg.equals(packageName) && !pkg.equals("java.lang")) {
            // A top-level name's canonical name is "package.Simple", made once by JavaPoet.
            imports.add(pkg.isEmpty() ? "." + name.simpleName() : name.canonicalName());
        }
        return name.simpleName();
    }

    private boolean isSelf(ClassName name) {
        return name.enclosingClassName() == null
                && name.simpleName().equals(self.simpleName())
                && name.packageName().equals(packageName);
    }

    /** Imports {@code member} of {@code type} statically. */
    void staticImport(Class<?> type, String member) {
        staticImports.add(type.getCanonicalName() + "." + member);
    }

    /** Enters a block. */
    void indent() {
        indent += INDENT;
        blankPending = false;
    }

    /** Leaves a block. */
    void unindent() {
        indent = indent.substring(INDENT.length());
        blankPending = false;
    }

    /** Asks for a blank line before the next line, if that line is not the end of a block. */
    void blank() {
        blankPending = true;
    }

    /** One line at the current indentation. */
    void line(String text) {
        flushBlank();
        body.append(indent).append(text).append('\n');
    }

    /** A documented public method with a one-statement body, after a blank line. */
    void documentedMethod(String doc, String signature, String statement) {
        blank();
        javadoc(doc);
        publicMethod(signature, statement);
    }

    /** A public method whose body is one statement; signature and statement may carry {@link #WRAP} points. */
    void publicMethod(String signature, String statement) {
        wrapped("public " + signature + " {");
        indent();
        wrapped(statement);
        close("}");
    }

    /** The closing brace of a block, after leaving it. */
    void close(String text) {
        unindent();
        line(text);
    }

    /**
     * A statement or declaration with {@link #WRAP} points: each becomes a space while the next piece fits within
     * {@value #COLUMNS} columns, else a line break followed by the continuation indent.
     */
    void wrapped(String text) {
        flushBlank();
        if (text.indexOf(WRAP) < 0) {
            body.append(indent).append(text).append('\n');
            return;
        }
        body.append(indent);
        int column = indent.length();
        int start = 0;
        boolean first = true;
        while (start <= text.length()) {
            int end = text.indexOf(WRAP, start);
            if (end < 0) {
                end = text.length();
            }
            int length = end - start;
            if (first) {
                first = false;
            } else if (column + 1 + length > COLUMNS) {
                body.append('\n').append(indent).append(CONTINUATION);
                column = indent.length() + CONTINUATION.length();
            } else {
                body.append(' ');
                column++;
            }
            body.append(text, start, end);
            column += length;
            start = end + 1;
        }
        body.append('\n');
    }

    /**
     * A Javadoc comment of {@code text} (lines separated by {@code \n}; a trailing one is ignored): one line when
     * it is a single line that fits, else a block.
     */
    void javadoc(String text) {
        flushBlank();
        String doc = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        if (doc.indexOf('\n') < 0 && indent.length() + doc.length() + 7 <= COLUMNS) {
            body.append(indent).append("/** ").append(doc).append(" */\n");
            return;
        }
        body.append(indent).append("/**\n");
        int width = COLUMNS - indent.length() - 3;
        boolean preformatted = false;
        int start = 0;
        while (start <= doc.length()) {
            int end = doc.indexOf('\n', start);
            if (end < 0) {
                end = doc.length();
            }
            String line = doc.substring(start, end);
            if (line.startsWith("<pre>")) {
                preformatted = true;
            }
            commentLine(preformatted ? line : fold(line, width));
            if (line.endsWith("</pre>")) {
                preformatted = false;
            }
            start = end + 1;
        }
        body.append(indent).append(" */\n");
    }

    private void commentLine(String text) {
        int start = 0;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            body.append(indent).append(" *");
            if (end > start) {
                body.append(' ').append(text, start, end);
            }
            body.append('\n');
            start = end + 1;
        }
    }

    /**
     * {@code line} with line breaks at spaces outside inline tags, so that no part exceeds {@code width} where such
     * a space allows.
     */
    private static String fold(String line, int width) {
        if (line.length() <= width) {
            return line;
        }
        StringBuilder out = new StringBuilder(line.length() + 8);
        int lineStart = 0;
        int lastSpace = -1;
        int depth = 0; // never inside an inline tag such as {@link #getName()}
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            depth += c == '{' ? 1 : c == '}' && depth > 0 ? -1 : 0;
            if (c == ' ' && depth == 0) {
                if (i - lineStart > width && lastSpace > lineStart) {
                    out.setCharAt(lastSpace, '\n');
                    lineStart = lastSpace + 1;
                }
                lastSpace = i;
            }
            out.append(line.charAt(i));
        }
        if (line.length() - lineStart > width && lastSpace > lineStart) {
            out.setCharAt(lastSpace, '\n');
        }
        return out.toString();
    }

    private void flushBlank() {
        if (blankPending) {
            body.append('\n');
            blankPending = false;
        }
    }

    /** The whole file: package, static imports, imports, then everything printed. */
    String finish() {
        StringBuilder out = new StringBuilder(body.length() + 64 * (imports.size() + staticImports.size() + 4));
        out.append("package ").append(packageName).append(";\n\n");
        if (!staticImports.isEmpty()) {
            new TreeSet<>(staticImports)
                    .forEach(i -> out.append("import static ").append(i).append(";\n"));
            out.append('\n');
        }
        if (!imports.isEmpty()) {
            new TreeSet<>(imports).forEach(i -> out.append("import ").append(i).append(";\n"));
            out.append('\n');
        }
        return out.append(body).toString();
    }
}
