package dev.refin.codegen;

import java.util.List;

/** Generation refused: the input or the configuration has problems, each described in one line. Nothing was written. */
public final class CodegenException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Not serialized: the problems are rendered into the message. */
    private final transient List<String> problems;

    /** An exception listing every problem found, one per line of the message. */
    public CodegenException(List<String> problems) {
        super(problems.size() + (problems.size() == 1 ? " problem" : " problems") + "; nothing was generated:\n  "
                + String.join("\n  ", problems));
        this.problems = List.copyOf(problems);
    }

    /** One line per problem, e.g. {@code refin__X__c.json: $.fields[3].type: missing}. */
    public List<String> problems() {
        return problems;
    }
}
