package dev.refin.codegen;

import dev.refin.describe.DescribeProblem;
import dev.refin.describe.ObjectDescribe;
import java.util.List;

/**
 * A directory of saved describes, parsed and validated as a whole.
 *
 * @param objects every object describe, sorted by API name
 * @param warnings problems that did not stop the run, e.g. unknown field types
 */
public record Snapshot(List<ObjectDescribe> objects, List<DescribeProblem> warnings) {

    public Snapshot {
        objects = List.copyOf(objects);
        warnings = List.copyOf(warnings);
    }
}
