package dev.refin.spring.boot;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.springframework.boot.context.properties.source.ConfigurationPropertyName;
import org.springframework.core.env.PropertySource;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/**
 * Which keys hold {@code refin.*} secrets, however they are spelled and wherever they come from, for the actuator's
 * sanitizing function of each Boot line.
 *
 * <p>A key is read as Spring Boot's relaxed binding reads the property source it comes from ({@link
 * ConfigurationPropertyName#adapt}: {@code _} separates the elements of an environment variable, {@code .} those of
 * every other source) and is a secret when its first element is {@code refin} and its remaining elements, joined
 * without separators in Boot's uniform form (lower case, no dashes), end with {@code password}, {@code secret},
 * {@code token} or {@code privatekey}. That covers every property {@link RefinProperties} masks in every relaxed
 * form ({@code refin.auth.jwt.private-key}, {@code refin.auth.jwt.privateKey}, {@code REFIN_AUTH_JWT_PRIVATEKEY},
 * {@code REFIN_AUTH_JWT_PRIVATE_KEY}, {@code refin_auth_jwt_private_key}), and also names no property binds (such
 * as {@code REFIN_AUTH_PASSWORD}), which are masked all the same. {@code spring.application.json} (and {@code
 * SPRING_APPLICATION_JSON}) is masked whole when its text mentions {@code refin}.
 */
public final class RefinSecrets {
    private static final List<String> SECRET_ENDINGS = List.of("password", "secret", "token", "privatekey");
    private static final Set<String> PROPERTY_NAMES =
            Set.of("password", "clientsecret", "accesstoken", "refreshtoken", "privatekey");
    private static final ConfigurationPropertyName JSON = ConfigurationPropertyName.of("spring.application.json");

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
        return PROPERTY_NAMES.contains(last);
    }

    /**
     * Whether {@code key} of {@code source} (null when the key is a bean property of {@code /configprops}) holds a
     * secret of the starter, or {@code value} is JSON configuration that mentions one.
     */
    public static boolean isSecret(PropertySource<?> source, String key, Object value) {
        if (key == null) {
            return false;
        }
        if (source == null) {
            return isSecret(key);
        }
        ConfigurationPropertyName name = relaxed(source, key);
        if (name == null || name.isEmpty()) {
            return false;
        }
        if (JSON.equals(name)) {
            return value != null
                    && String.valueOf(value).toLowerCase(Locale.ROOT).contains("refin");
        }
        if (name.getNumberOfElements() < 2
                || !"refin".equals(name.getElement(0, ConfigurationPropertyName.Form.UNIFORM))) {
            return false;
        }
        StringBuilder rest = new StringBuilder();
        for (int i = 1; i < name.getNumberOfElements(); i++) {
            rest.append(name.getElement(i, ConfigurationPropertyName.Form.UNIFORM));
        }
        String joined = rest.toString();
        return SECRET_ENDINGS.stream().anyMatch(joined::endsWith);
    }

    /** {@code key} as relaxed binding reads it in {@code source}; null when it is not a property name at all. */
    private static ConfigurationPropertyName relaxed(PropertySource<?> source, String key) {
        try {
            String dotted = source instanceof SystemEnvironmentPropertySource ? key.replace('_', '.') : key;
            return ConfigurationPropertyName.adapt(dotted, '.');
        } catch (RuntimeException e) {
            return null;
        }
    }
}
