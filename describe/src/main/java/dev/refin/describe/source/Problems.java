package dev.refin.describe.source;

import dev.refin.describe.DescribeException;
import dev.refin.describe.DescribeProblem;
import java.util.ArrayList;
import java.util.List;

/** Every problem found while reading a project, each naming its file and element. */
final class Problems {
    final List<DescribeProblem> all = new ArrayList<>();
    private int errors;

    void error(SourceFile file, String element, String message) {
        errors++;
        all.add(new DescribeProblem(DescribeProblem.Severity.ERROR, file.display(), element, message));
    }

    void warning(SourceFile file, String element, String message) {
        all.add(new DescribeProblem(DescribeProblem.Severity.WARNING, file.display(), element, message));
    }

    /** Adds {@code other}'s problems, in order, after these. */
    void addAll(Problems other) {
        addAll(other.all);
    }

    /** Adds the problems, in order, after these. */
    void addAll(List<DescribeProblem> problems) {
        for (DescribeProblem problem : problems) {
            all.add(problem);
            if (problem.severity() == DescribeProblem.Severity.ERROR) {
                errors++;
            }
        }
    }

    boolean hasErrors() {
        return errors > 0;
    }

    void throwIfErrors() throws DescribeException {
        if (errors > 0) {
            throw new DescribeException(all);
        }
    }

    List<DescribeProblem> warnings() {
        return all.stream()
                .filter(p -> p.severity() == DescribeProblem.Severity.WARNING)
                .toList();
    }
}
