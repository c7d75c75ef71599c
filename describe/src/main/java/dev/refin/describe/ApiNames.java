package dev.refin.describe;

import java.util.Optional;
import java.util.Set;

/** Rules for the platform's API names of objects and fields. */
public final class ApiNames {

    private static final int MAX_LENGTH = 120;

    /**
     * Suffixes of custom names: objects, fields, relationships, events, metadata types, big/external objects, and
     * the companions of custom objects (see {@link ObjectKind}).
     */
    private static final Set<String> SUFFIXES = Set.of(
            "c",
            "r",
            "e",
            "b",
            "x",
            "xo",
            "s",
            "mdt",
            "kav",
            "ka",
            "pc",
            "pr",
            "Share",
            "History",
            "Feed",
            "ChangeEvent",
            "Tag",
            "hd",
            "OwnerSharingRule",
            "CriteriaSharingRule",
            "ViewStat",
            "VoteStat",
            "DataCategorySelection",
            "dlm",
            "dll",
            "chn");

    private ApiNames() {}

    /** True when {@code name} has the shape of an API name (so it is also safe as a file name). */
    public static boolean isValid(String name) {
        if (name == null || name.isEmpty() || name.length() > MAX_LENGTH || !isLetter(name.charAt(0))) {
            return false;
        }
        // Letters, digits and single underscores, starting with a letter; double underscores only as separators, at
        // most three: ^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*(?:__[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*){0,3}$
        int underscores = 0;
        int doubles = 0;
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '_') {
                if (++underscores > 2) {
                    return false;
                }
            } else if (isLetter(c) || (c >= '0' && c <= '9')) {
                if (underscores == 2 && ++doubles > 3) {
                    return false;
                }
                underscores = 0;
            } else {
                return false;
            }
        }
        return underscores == 0;
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** The namespace of {@code ns__Name__c}, if the name has one. */
    public static Optional<String> namespace(String name) {
        return Optional.ofNullable(split(name)[0]);
    }

    /** The name without namespace and custom suffix: {@code refin__Sales_Invoice__c} gives {@code Sales_Invoice}. */
    public static String localName(String name) {
        return split(name)[1];
    }

    /** The custom suffix ({@code c} for {@code Foo__c}), if any. */
    public static Optional<String> suffix(String name) {
        // Standard names (most of those asked about) have no double underscore, so neither suffix nor namespace.
        if (name.indexOf("__") < 0) {
            return Optional.empty();
        }
        return Optional.ofNullable(split(name)[2]);
    }

    /** Splits into namespace (nullable), local name, suffix (nullable). */
    private static String[] split(String name) {
        String[] parts = splitOnDoubleUnderscore(name);
        switch (parts.length) {
            case 1:
                return new String[] {null, name, null};
            case 2:
                return SUFFIXES.contains(parts[1])
                        ? new String[] {null, parts[0], parts[1]}
                        : new String[] {parts[0], parts[1], null};
            case 3:
                if (parts[2].equals("s") && isCoordinate(parts[1])) {
                    // Location component: Shipping_Location__Latitude__s.
                    return new String[] {null, parts[0] + "_" + parts[1], "s"};
                }
                return new String[] {parts[0], parts[1], parts[2]};
            default:
                String rest = String.join("_", java.util.Arrays.asList(parts).subList(1, parts.length - 1));
                return new String[] {parts[0], rest, parts[parts.length - 1]};
        }
    }

    /** Like {@code name.split("__", -1)}, without compiling a pattern on every call. */
    private static String[] splitOnDoubleUnderscore(String name) {
        java.util.List<String> parts = new java.util.ArrayList<>(4);
        int from = 0;
        for (int at = name.indexOf("__"); at >= 0; at = name.indexOf("__", from)) {
            parts.add(name.substring(from, at));
            from = at + 2;
        }
        parts.add(name.substring(from));
        return parts.toArray(String[]::new);
    }

    private static boolean isCoordinate(String part) {
        return part.equals("Latitude") || part.equals("Longitude");
    }
}
