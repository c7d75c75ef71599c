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
import java.util.ArrayList;
import java.util.List;

/** Builds a {@link RefinClient} from {@link RefinProperties}: the same client the auto-configuration makes. */
public final class RefinClientFactory {
    private RefinClientFactory() {}

    /**
     * A client configured by {@code properties}, telling {@code listener} of every request.
     *
     * @throws IllegalStateException naming the {@code refin.*} property that is missing or wrong
     */
    public static RefinClient create(RefinProperties properties, RequestListener listener) {
        if (properties.getInstanceUrl() == null) {
            throw new IllegalStateException("refin.instance-url is not set: set it to the org's instance URL");
        }
        try {
            return RefinClient.builder()
                    .instanceUrl(properties.getInstanceUrl())
                    .apiVersion(properties.getApiVersion())
                    .connectTimeout(properties.getConnectTimeout())
                    .requestTimeout(properties.getRequestTimeout())
                    .maxResponseBytes(properties.getMaxResponseSize().toBytes())
                    .maxCollectedRows(properties.getMaxCollectedRows())
                    .retry(retry(properties.getRetry()))
                    .auth(auth(properties.getAuth()))
                    .listener(listener)
                    .build();
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("refin.* properties: " + e.getMessage(), e);
        }
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
        if (set.size() != 1) {
            throw new IllegalStateException((set.isEmpty()
                            ? "no refin.auth flow is configured"
                            : "refin.auth" + " configures " + set.size() + " flows " + set)
                    + ": set one of refin.auth.static-token, .password, .client-credentials, .refresh-token, .jwt,"
                    + " or choose with refin.auth.flow");
        }
        return set.get(0);
    }

    private static String privateKey(RefinProperties.Jwt jwt) {
        if (jwt.getPrivateKey() != null) {
            return jwt.getPrivateKey();
        }
        if (jwt.getPrivateKeyLocation() == null) {
            throw new IllegalStateException(
                    "refin.auth.jwt.private-key and refin.auth.jwt.private-key-location are both unset: set one");
        }
        try (InputStream in = jwt.getPrivateKeyLocation().getInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new IllegalStateException(
                    "refin.auth.jwt.private-key-location " + jwt.getPrivateKeyLocation() + ": cannot read: " + e, e);
        }
    }

    private static String required(String value, String property) {
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(property + " is not set");
        }
        return value;
    }
}
