package dev.refin.spring.boot;

import java.util.Locale;
import java.util.Set;

/** Which {@code refin.*} property keys hold secrets, for the actuator's sanitizing functions of each Boot line. */
public final class RefinSecrets {
    private static final Set<String> SECRET_NAMES =
            Set.of("password", "clientsecret", "accesstoken", "refreshtoken", "privatekey");

    private RefinSecrets() {}

    /**
     * Whether the property {@code key} (its last segment, in any of Spring's spellings: {@code client-secret},
     * {@code clientSecret}) names a secret.
     */
    public static boolean isSecret(String key) {
        if (key == null) {
            return false;
        }
        String last = key.substring(key.lastIndexOf('.') + 1)
                .replace("-", "")
                .replace("_", "")
                .toLowerCase(Locale.ROOT);
        return SECRET_NAMES.contains(last);
    }
}
