package dev.refin.describe;

import java.util.List;
import java.util.stream.Collectors;

/** Describe input that cannot be used; carries every problem found, not only the first. */
public final class DescribeException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Not serialized: the problems are rendered into the message. */
    private final transient List<DescribeProblem> problems;

    /** An exception listing every problem found, one per line of the message. */
    public DescribeException(List<DescribeProblem> problems) {
        super(render(problems));
        this.problems = List.copyOf(problems);
    }

    /** Every problem, errors and warnings, in the order found. */
    public List<DescribeProblem> problems() {
        return problems;
    }

    private static String render(List<DescribeProblem> problems) {
        long errors = problems.stream()
                .filter(p -> p.severity() == DescribeProblem.Severity.ERROR)
                .count();
        return errors + (errors == 1 ? " problem" : " problems") + " in describe input:\n"
                + problems.stream().map(p -> "  " + p).collect(Collectors.joining("\n"));
    }
}
