package dev.refin.spring.boot;

import dev.refin.runtime.client.AuthProvider;
import dev.refin.runtime.client.ClientCredentialsAuth;
import dev.refin.runtime.client.JwtBearerAuth;
import dev.refin.runtime.client.OAuthPasswordAuth;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.RefreshTokenAuth;
import dev.refin.runtime.client.RequestListener;
import dev.refin.runtime.client.RetryPolicy;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.spring.boot.RefinProperties.Auth;
import dev.refin.spring.boot.RefinProperties.AuthFlow;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Builds a {@link RefinClient} from {@link RefinProperties}: the same client the auto-configuration makes. */
public final class RefinClientFactory {
    private RefinClientFactory() {}

    /**
     * A client configured by {@code properties}, telling {@code listener} of every request.
     *
     * @throws RefinConfigurationException naming the {@code refin.*} property that is missing or wrong, and the fix
     */
    public static RefinClient create(RefinProperties properties, RequestListener listener) {
        String instanceUrl = InstanceUrls.require(properties.getInstanceUrl());
        positive(properties.getConnectTimeout(), "refin.connect-timeout");
        positive(properties.getRequestTimeout(), "refin.request-timeout");
        positive(properties.getAuth().getTokenTimeout(), "refin.auth.token-timeout");
        AuthProvider auth;
        try {
            auth = auth(properties.getAuth());
        } catch (IllegalArgumentException e) {
            // A provider refuses a login URL (https unless loopback); its messages carry no secret.
            throw new RefinConfigurationException(
                    "refin.auth", "has a setting the client refuses: " + e.getMessage(), "Correct that setting.", e);
        }
        try {
            return RefinClient.builder()
                    .instanceUrl(instanceUrl)
                    .apiVersion(properties.getApiVersion())
                    .connectTimeout(properties.getConnectTimeout())
                    .requestTimeout(properties.getRequestTimeout())
                    .maxResponseBytes(properties.getMaxResponseSize().toBytes())
                    .maxCollectedRows(properties.getMaxCollectedRows())
                    .retry(retry(properties.getRetry()))
                    .auth(auth)
                    .listener(listener)
                    .build();
        } catch (IllegalArgumentException e) {
            // The builder names its option; the runtime's messages carry no secret (URLs without user info).
            String property = builderOption(e.getMessage());
            throw new RefinConfigurationException(
                    property, "is refused by the client: " + e.getMessage(), "Correct '" + property + "'.", e);
        }
    }

    static Duration positive(Duration duration, String property) {
        if (duration == null || duration.isZero() || duration.isNegative()) {
            throw new RefinConfigurationException(
                    property, "must be a positive duration, but is " + duration, "Set '" + property + "' to e.g. 10s.");
        }
        return duration;
    }

    /** The property behind the builder option a message names. */
    private static String builderOption(String message) {
        String text = String.valueOf(message);
        if (text.startsWith("API version")) {
            return "refin.api-version";
        }
        if (text.startsWith("maxResponseBytes")) {
            return "refin.max-response-size";
        }
        if (text.startsWith("maxCollectedRows")) {
            return "refin.max-collected-rows";
        }
        if (text.startsWith("maxAttempts")) {
            return "refin.retry.max-attempts";
        }
        if (text.startsWith("delays")) {
            return "refin.retry";
        }
        if (text.startsWith("instance URL")) {
            return InstanceUrls.PROPERTY;
        }
        return "refin";
    }

    private static RetryPolicy retry(RefinProperties.Retry retry) {
        return retry.getMaxAttempts() == 1
                ? RetryPolicy.none()
                : RetryPolicy.exponential(retry.getMaxAttempts(), retry.getBaseDelay(), retry.getMaxDelay());
    }

    /** The auth provider of the configured flow. */
    static AuthProvider auth(Auth auth) {
        AuthFlow flow = auth.getFlow() != null ? auth.getFlow() : inferFlow(auth);
        return switch (flow) {
            case STATIC_TOKEN ->
                StaticTokenAuth.of(
                        required(auth.getStaticToken().getAccessToken(), "refin.auth.static-token.access-token"));
            case PASSWORD -> {
                RefinProperties.Password p = auth.getPassword();
                yield OAuthPasswordAuth.of(
                        required(p.getLoginUrl(), "refin.auth.password.login-url"),
                        required(p.getClientId(), "refin.auth.password.client-id"),
                        required(p.getClientSecret(), "refin.auth.password.client-secret"),
                        required(p.getUsername(), "refin.auth.password.username"),
                        required(p.getPassword(), "refin.auth.password.password"),
                        auth.getTokenTimeout());
            }
            case CLIENT_CREDENTIALS -> {
                RefinProperties.ClientCredentials c = auth.getClientCredentials();
                yield ClientCredentialsAuth.of(
                        required(c.getMyDomainUrl(), "refin.auth.client-credentials.my-domain-url"),
                        required(c.getClientId(), "refin.auth.client-credentials.client-id"),
                        required(c.getClientSecret(), "refin.auth.client-credentials.client-secret"),
                        auth.getTokenTimeout());
            }
            case REFRESH_TOKEN -> {
                RefinProperties.RefreshToken r = auth.getRefreshToken();
                yield RefreshTokenAuth.of(
                        required(r.getLoginUrl(), "refin.auth.refresh-token.login-url"),
                        required(r.getClientId(), "refin.auth.refresh-token.client-id"),
                        r.getClientSecret(),
                        required(r.getRefreshToken(), "refin.auth.refresh-token.refresh-token"),
                        r.getAccessToken(),
                        auth.getTokenTimeout());
            }
            case JWT -> {
                RefinProperties.Jwt j = auth.getJwt();
                String loginUrl = required(j.getLoginUrl(), "refin.auth.jwt.login-url");
                yield JwtBearerAuth.of(
                        loginUrl,
                        j.getAudience() != null ? j.getAudience() : loginUrl,
                        required(j.getConsumerKey(), "refin.auth.jwt.consumer-key"),
                        required(j.getUsername(), "refin.auth.jwt.username"),
                        privateKey(j),
                        auth.getTokenTimeout(),
                        Clock.systemUTC());
            }
        };
    }

    private static AuthFlow inferFlow(Auth auth) {
        List<AuthFlow> set = new ArrayList<>();
        if (auth.getStaticToken().isSet()) {
            set.add(AuthFlow.STATIC_TOKEN);
        }
        if (auth.getPassword().isSet()) {
            set.add(AuthFlow.PASSWORD);
        }
        if (auth.getClientCredentials().isSet()) {
            set.add(AuthFlow.CLIENT_CREDENTIALS);
        }
        if (auth.getRefreshToken().isSet()) {
            set.add(AuthFlow.REFRESH_TOKEN);
        }
        if (auth.getJwt().isSet()) {
            set.add(AuthFlow.JWT);
        }
        if (set.isEmpty()) {
            throw new RefinConfigurationException(
                    "refin.auth",
                    "configures no authentication flow",
                    "Set the properties of one flow: refin.auth.jwt.* (recommended for servers),"
                            + " refin.auth.client-credentials.*, refin.auth.password.*, refin.auth.refresh-token.* or"
                            + " refin.auth.static-token.access-token.");
        }
        if (set.size() > 1) {
            throw new RefinConfigurationException(
                    "refin.auth",
                    "configures " + set.size() + " flows " + set,
                    "Remove the settings of all but one flow, or choose one with 'refin.auth.flow' (one of"
                            + " static-token, password, client-credentials, refresh-token, jwt).");
        }
        return set.get(0);
    }

    private static String privateKey(RefinProperties.Jwt jwt) {
        if (jwt.getPrivateKey() != null) {
            return jwt.getPrivateKey();
        }
        if (jwt.getPrivateKeyLocation() == null) {
            throw new RefinConfigurationException(
                    "refin.auth.jwt.private-key-location",
                    "is not set, nor is 'refin.auth.jwt.private-key'",
                    "Set 'refin.auth.jwt.private-key-location' to the PKCS#8 PEM key's location, e.g."
                            + " file:/run/secrets/refin.key (or give the PEM text in 'refin.auth.jwt.private-key').");
        }
        try (InputStream in = jwt.getPrivateKeyLocation().getInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new RefinConfigurationException(
                    "refin.auth.jwt.private-key-location",
                    "(" + jwt.getPrivateKeyLocation().getDescription() + ") cannot be read: "
                            + e.getClass().getSimpleName(),
                    "Make the key file readable by the application, or correct the location.",
                    e);
        }
    }

    private static String required(String value, String property) {
        if (value == null || value.isBlank()) {
            String group = property.substring(0, property.lastIndexOf('.'));
            throw new RefinConfigurationException(
                    property,
                    "is not set, and the " + group + " flow needs it",
                    "Set '" + property + "', or choose another flow with 'refin.auth.flow'.");
        }
        return value;
    }
}
