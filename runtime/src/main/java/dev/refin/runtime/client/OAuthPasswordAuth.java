package dev.refin.runtime.client;

import dev.refin.runtime.internal.auth.TokenEndpoint;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The OAuth username-password flow ({@code grant_type=password}): obtains a token on first use and a new
 * one after a 401. No refresh token is issued in this flow, so refreshing re-runs the grant.
 */
public final class OAuthPasswordAuth extends GrantAuth {
    private OAuthPasswordAuth(TokenEndpoint endpoint, String username) {
        super(endpoint, "username=" + username);
    }

    /**
     * Logs in at {@code loginUrl} (e.g. {@code https://login.salesforce.com}); the password includes the
     * security token where the org requires one.
     */
    public static OAuthPasswordAuth of(
            String loginUrl, String clientId, String clientSecret, String username, String password) {
        return of(loginUrl, clientId, clientSecret, username, password, TokenEndpoint.DEFAULT_TIMEOUT);
    }

    /** Like {@link #of(String, String, String, String, String)} with a timeout for token requests. */
    public static OAuthPasswordAuth of(
            String loginUrl, String clientId, String clientSecret, String username, String password, Duration timeout) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "password");
        form.put("client_id", Objects.requireNonNull(clientId, "clientId"));
        form.put("client_secret", Objects.requireNonNull(clientSecret, "clientSecret"));
        form.put("username", Objects.requireNonNull(username, "username"));
        form.put("password", Objects.requireNonNull(password, "password"));
        return new OAuthPasswordAuth(
                new TokenEndpoint(loginUrl, form, Objects.requireNonNull(timeout, "timeout")), username);
    }
}
