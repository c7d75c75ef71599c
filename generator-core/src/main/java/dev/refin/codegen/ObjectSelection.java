package dev.refin.codegen;

import dev.refin.describe.ObjectKind;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Which objects a configuration selects: the prefix selects objects in their own right ({@code __c} and, with an
 * empty prefix, standard objects), never their companions ({@code __Share}, {@code __History}, {@code __Feed},
 * {@code __ChangeEvent}, ...) or other kinds ({@code __e}, {@code __mdt}, {@code __b}, {@code __x}, {@code __kav},
 * ...); an include selects whatever it matches; an exclude wins over both.
 */
final class ObjectSelection implements Predicate<String> {
    private final String prefix;
    private final List<Pattern> includes;
    private final List<Pattern> excludes;

    ObjectSelection(GeneratorConfig config) {
        this.prefix = config.prefix();
        this.includes = config.includes().stream().map(ObjectSelection::glob).toList();
        this.excludes = config.excludes().stream().map(ObjectSelection::glob).toList();
    }

    /** Whether the object {@code name} is selected, its kind read from its name. */
    @Override
    public boolean test(String name) {
        return test(name, null);
    }

    /**
     * Whether the object {@code name} is selected, its kind read from the {@code associateEntityType} the org's
     * describeGlobal gives it (null when absent), which also tells the companions of standard objects.
     */
    boolean test(String name, String associateEntityType) {
        boolean byPrefix = name.regionMatches(true, 0, prefix, 0, prefix.length())
                && ObjectKind.of(name, associateEntityType).isObject();
        return (byPrefix || includes.stream().anyMatch(p -> p.matcher(name).matches()))
                && excludes.stream().noneMatch(p -> p.matcher(name).matches());
    }

    private static Pattern glob(String glob) {
        StringBuilder regex = new StringBuilder();
        for (char c : glob.toCharArray()) {
            if (c == '*') {
                regex.append(".*");
            } else if (c == '?') {
                regex.append('.');
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE);
    }
}
