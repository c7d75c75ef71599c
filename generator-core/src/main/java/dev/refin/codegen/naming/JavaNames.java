package dev.refin.codegen.naming;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;

/** Word splitting and casing for Java identifiers. */
public final class JavaNames {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    private static final SourceVersion LATEST = SourceVersion.latest();

    /** Which simple names are top-level types of {@code java.lang}, asked of the running JDK once per name. */
    private static final Map<String, Boolean> JAVA_LANG_TYPES = new ConcurrentHashMap<>();

    private JavaNames() {}

    /** Splits text into ASCII words at underscores, punctuation and case changes; accents are dropped. */
    public static List<String> words(String text) {
        String ascii = isAscii(text)
                ? text
                : MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("");
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= ascii.length(); i++) {
            char c = i < ascii.length() ? ascii.charAt(i) : ' ';
            if (!isAlphanumeric(c)) {
                if (start >= 0) {
                    words.add(ascii.substring(start, i));
                    start = -1;
                }
                continue;
            }
            if (start < 0) {
                start = i;
            } else if (isBoundary(ascii, i)) {
                words.add(ascii.substring(start, i));
                start = i;
            }
        }
        return words;
    }

    /** A word starts at {@code i}: aB, 1B, ABc (at B), a1, A1. */
    private static boolean isBoundary(String text, int i) {
        char previous = text.charAt(i - 1);
        char current = text.charAt(i);
        if (isUpper(current) && (isLower(previous) || isDigit(previous))) {
            return true;
        }
        if (isUpper(current) && isUpper(previous) && i + 1 < text.length() && isLower(text.charAt(i + 1))) {
            return true;
        }
        return isDigit(current) && (isLower(previous) || isUpper(previous));
    }

    static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    private static boolean isAlphanumeric(char c) {
        return isLower(c) || isUpper(c) || isDigit(c);
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** {@code SalesInvoice}, keeping acronyms as written ({@code GLAccount}). */
    public static String upperCamel(List<String> words) {
        StringBuilder out = new StringBuilder();
        for (String word : words) {
            out.append(Character.toUpperCase(word.charAt(0))).append(word, 1, word.length());
        }
        return out.toString();
    }

    /** {@code salesInvoice}; a leading acronym is lower-cased whole ({@code glAccount}). */
    public static String lowerCamel(List<String> words) {
        if (words.isEmpty()) {
            return "";
        }
        String first = words.get(0);
        String head = first.equals(first.toUpperCase(Locale.ROOT))
                ? first.toLowerCase(Locale.ROOT)
                : Character.toLowerCase(first.charAt(0)) + first.substring(1);
        return head + upperCamel(words.subList(1, words.size()));
    }

    /** {@code SALES_INVOICE}. */
    public static String upperSnake(List<String> words) {
        StringBuilder out = new StringBuilder(24);
        for (String word : words) {
            if (out.length() > 0) {
                out.append('_');
            }
            for (int i = 0; i < word.length(); i++) {
                char c = word.charAt(i);
                out.append(isLower(c) ? (char) (c - ('a' - 'A')) : c); // words are ASCII letters and digits
            }
        }
        return out.toString();
    }

    /** Upper-cases the first character. */
    public static String capitalize(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** Whether {@code name} is a legal Java identifier (not a keyword or literal). */
    public static boolean isIdentifier(String name) {
        if (name.isEmpty()) {
            return false;
        }
        // Generated names are ASCII: checked here; only all-lower-case names short enough can be keywords.
        boolean lower = true;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c >= 0x80) {
                return SourceVersion.isIdentifier(name)
                        && !SourceVersion.isKeyword(name, SourceVersion.latest())
                        && !name.equals("_");
            }
            if (!(isLower(c) || isUpper(c) || c == '_' || c == '$' || (i > 0 && isDigit(c)))) {
                return false;
            }
            lower &= isLower(c);
        }
        return !name.equals("_") && !(lower && name.length() <= 12 && SourceVersion.isKeyword(name, LATEST));
    }

    /** The public top-level types of the package of {@code member}, read from where the class was loaded. */
    static Set<String> publicTypes(Class<?> member) {
        Set<String> names = new HashSet<>();
        String pkg = member.getPackageName().replace('.', '/');
        try {
            URI location =
                    member.getProtectionDomain().getCodeSource().getLocation().toURI();
            Path root = Path.of(location);
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.list(root.resolve(pkg))) {
                    addPublicTypes(files.map(file -> file.getFileName().toString()), member, names);
                }
            } else {
                // A JarFile, not a zip file system: the class loader has the jar open already, and its entries are
                // listed without the zip file system's provider, which a run would load for this alone.
                try (JarFile jar = new JarFile(root.toFile())) {
                    String prefix = pkg + "/";
                    addPublicTypes(
                            jar.stream()
                                    .map(JarEntry::getName)
                                    .filter(name -> name.startsWith(prefix) && name.indexOf('/', prefix.length()) < 0)
                                    .map(name -> name.substring(prefix.length())),
                            member,
                            names);
                }
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            // Not readable (an unusual class loader): the types generated code is known to name still count.
            names.add(member.getSimpleName());
        }
        return names;
    }

    /** Adds the public top-level types among the file names of the package of {@code member}. */
    private static void addPublicTypes(Stream<String> fileNames, Class<?> member, Set<String> names) {
        for (String name : (Iterable<String>) fileNames::iterator) {
            if (!name.endsWith(".class") || name.contains("$") || name.startsWith("package-info")) {
                continue;
            }
            String simple = name.substring(0, name.length() - ".class".length());
            try {
                Class<?> type = Class.forName(member.getPackageName() + "." + simple, false, member.getClassLoader());
                if (java.lang.reflect.Modifier.isPublic(type.getModifiers())) {
                    names.add(simple);
                }
            } catch (ClassNotFoundException | LinkageError e) {
                names.add(simple); // reserved all the same
            }
        }
    }

    /**
     * Whether {@code name} is a top-level type of {@code java.lang} (public or not) in the running JDK, which a
     * generated top-level or nested type must not shadow. Asked name by name of the boot class loader, which alone
     * defines {@code java.lang}, instead of listing {@code java.base}: a run asks about its few type names only.
     */
    public static boolean isJavaLangType(String name) {
        if (name.isEmpty() || !isUpper(name.charAt(0)) || name.indexOf('$') >= 0) {
            return false; // every type of java.lang starts with an ASCII capital
        }
        return JAVA_LANG_TYPES.computeIfAbsent(name, n -> {
            try {
                Class.forName("java.lang." + n, false, null);
                return true;
            } catch (ClassNotFoundException | LinkageError e) {
                return false;
            }
        });
    }
}
