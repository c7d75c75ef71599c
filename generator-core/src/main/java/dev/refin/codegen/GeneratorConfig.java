package dev.refin.codegen;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What to generate and how to name it. Immutable; change it with the {@code with*} copies.
 *
 * <p>Object selection: an object is generated when its API name starts with {@link #prefix()} (an empty
 * prefix selects every object) and it is an object in its own right ({@code __c} or standard, not a companion
 * such as {@code __History} nor a {@code __e}, {@code __mdt}, {@code __b}, {@code __x} or knowledge object, see
 * {@link dev.refin.describe.ObjectKind}), or when it matches one of {@link #includes()}; and it matches none of
 * {@link #excludes()}. Patterns are globs on the API name: {@code *} any run of characters, {@code ?} one.
 *
 * @param packageName the Java package of the generated types; default {@code refin.generated}
 * @param prefix the object API-name prefix that selects objects; default {@code refin__}
 * @param includes extra objects to generate, by glob; default none
 * @param excludes objects never to generate, by glob; default none
 * @param nameOverrides Java names chosen by the user, keyed by {@code Object} (class name),
 *     {@code Object.Field} (property name) or {@code Object.Field=Value} (enum constant); default none
 * @param typeOverrides platform field types to generate instead of the described ones, keyed by
 *     {@code Object.Field}, e.g. {@code long} for a {@code double} that only ever holds whole numbers;
 *     default none
 */
public record GeneratorConfig(
        String packageName,
        String prefix,
        List<String> includes,
        List<String> excludes,
        Map<String, String> nameOverrides,
        Map<String, String> typeOverrides) {

    /** The default package name. */
    public static final String DEFAULT_PACKAGE = "refin.generated";

    /** The default object prefix: the accounting package's namespace. */
    public static final String DEFAULT_PREFIX = "refin__";

    public GeneratorConfig {
        Objects.requireNonNull(packageName, "packageName");
        prefix = prefix == null ? "" : prefix;
        includes = List.copyOf(includes);
        excludes = List.copyOf(excludes);
        nameOverrides = Map.copyOf(nameOverrides);
        typeOverrides = Map.copyOf(typeOverrides);
    }

    /** A configuration without type overrides. */
    public GeneratorConfig(
            String packageName,
            String prefix,
            List<String> includes,
            List<String> excludes,
            Map<String, String> nameOverrides) {
        this(packageName, prefix, includes, excludes, nameOverrides, Map.of());
    }

    /** The defaults: package {@code refin.generated}, prefix {@code refin__}, no patterns, no overrides. */
    public static GeneratorConfig defaults() {
        return new GeneratorConfig(DEFAULT_PACKAGE, DEFAULT_PREFIX, List.of(), List.of(), Map.of(), Map.of());
    }

    /** A copy generating into {@code packageName}. */
    public GeneratorConfig withPackageName(String packageName) {
        return new GeneratorConfig(packageName, prefix, includes, excludes, nameOverrides, typeOverrides);
    }

    /** A copy selecting objects by {@code prefix}; empty selects all. */
    public GeneratorConfig withPrefix(String prefix) {
        return new GeneratorConfig(packageName, prefix, includes, excludes, nameOverrides, typeOverrides);
    }

    /** A copy that also generates the objects matching these globs. */
    public GeneratorConfig withIncludes(List<String> includes) {
        return new GeneratorConfig(packageName, prefix, includes, excludes, nameOverrides, typeOverrides);
    }

    /** A copy that never generates the objects matching these globs. */
    public GeneratorConfig withExcludes(List<String> excludes) {
        return new GeneratorConfig(packageName, prefix, includes, excludes, nameOverrides, typeOverrides);
    }

    /** A copy with these name overrides. */
    public GeneratorConfig withNameOverrides(Map<String, String> nameOverrides) {
        return new GeneratorConfig(packageName, prefix, includes, excludes, nameOverrides, typeOverrides);
    }

    /** A copy with these type overrides. */
    public GeneratorConfig withTypeOverrides(Map<String, String> typeOverrides) {
        return new GeneratorConfig(packageName, prefix, includes, excludes, nameOverrides, typeOverrides);
    }
}
