package dev.refin.spring.boot;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.EnumerablePropertySource;
import org.springframework.core.env.Environment;
import org.springframework.core.env.PropertySource;

/**
 * The properties a {@code refin.*} secret takes its value from through a placeholder ({@code
 * refin.auth.password.password=${DB_PASSWORD}}): they hold the secret too, so the actuator masks them. Names compare
 * as relaxed binding would resolve them: case, {@code .}, {@code _} and {@code -} ignored.
 */
final class SecretReferences {
    private final Environment environment;
    private volatile Set<String> referenced;

    SecretReferences(Environment environment) {
        this.environment = environment;
    }

    /** Whether {@code key} is named by a placeholder in the value of a {@code refin.*} secret. */
    boolean isReferenced(String key) {
        Set<String> names = referenced;
        if (names == null) {
            names = scan();
            referenced = names;
        }
        return !names.isEmpty() && key != null && names.contains(normalize(key));
    }

    private Set<String> scan() {
        Set<String> names = new HashSet<>();
        if (environment instanceof ConfigurableEnvironment configurable) {
            for (PropertySource<?> source : configurable.getPropertySources()) {
                if (source instanceof EnumerablePropertySource<?> enumerable) {
                    for (String key : enumerable.getPropertyNames()) {
                        Object value = enumerable.getProperty(key);
                        if (value instanceof CharSequence text
                                && text.toString().contains("${")
                                && RefinSecrets.isSecret(source, key, value)) {
                            placeholders(text.toString(), names);
                        }
                    }
                }
            }
        }
        return Set.copyOf(names);
    }

    /** Adds the name of each {@code ${name}} or {@code ${name:default}} in {@code text}, nested ones included. */
    static void placeholders(String text, Set<String> names) {
        int start = text.indexOf("${");
        while (start >= 0) {
            int end = start + 2;
            while (end < text.length()
                    && text.charAt(end) != '}'
                    && text.charAt(end) != ':'
                    && text.charAt(end) != '$') {
                end++;
            }
            String name = text.substring(start + 2, end).strip();
            if (!name.isEmpty()) {
                names.add(normalize(name));
            }
            start = text.indexOf("${", start + 2);
        }
    }

    private static String normalize(String name) {
        return name.replace(".", "").replace("_", "").replace("-", "").toLowerCase(Locale.ROOT);
    }
}
