package dev.refin.codegen;

import java.util.Map;

/** Opens {@link RefinCodegen}'s package-private reference rendering to the tests of {@code dev.refin.codegen.reference}. */
public final class ReferencePages {
    private ReferencePages() {}

    /** The reference pages {@link RefinCodegen#generateReference} would write, by relative path. */
    public static Map<String, String> render(GeneratorConfig config, NamingStrategy naming, Snapshot snapshot)
            throws CodegenException {
        return RefinCodegen.renderReference(config, naming, snapshot);
    }
}
