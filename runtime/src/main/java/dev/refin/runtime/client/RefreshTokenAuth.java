package dev.refin.runtime.client;

import dev.refin.runtime.internal.auth.TokenEndpoint;
import dev.refin.runtime.internal.http.DeadlineAuth;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The OAuth refresh-token flow ({@code grant_type=refresh_token}): starts from an access token obtained
 * elsewhere (or none) and exchanges the long-lived refresh token for a new one after a 401.
 */
public final class RefreshTokenAuth implements DeadlineAuth {
    private final TokenEndpoint endpoint;
    private String initialToken;

    private RefreshTokenAuth(TokenEndpoint endpoint, String initialToken) {
        this.endpoint = endpoint;
        this.initialToken = initialToken;
    }

    /**
     * Refreshes at {@code loginUrl}; {@code clientSecret} may be null for apps that do not require it, and
     * {@code accessToken} may be null to refresh before the first request.
     */
    public static RefreshTokenAuth of(
            String loginUrl, String clientId, String clientSecret, String refreshToken, String accessToken) {
        return of(loginUrl, clientId, clientSecret, refreshToken, accessToken, TokenEndpoint.DEFAULT_TIMEOUT);
    }

    /** Like {@link #of(String, String, String, String, String)} with a timeout for token requests. */
    public static RefreshTokenAuth of(
            String loginUrl,
            String clientId,
            String clientSecret,
            String refreshToken,
            String accessToken,
            Duration timeout) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "refresh_token");
        form.put("refresh_token", Objects.requireNonNull(refreshToken, "refreshToken"));
        form.put("client_id", Objects.requireNonNull(clientId, "clientId"));
        if (clientSecret != null) {
            form.put("client_secret", clientSecret);
        }
        return new RefreshTokenAuth(
                new TokenEndpoint(loginUrl, form, Objects.requireNonNull(timeout, "timeout")), accessToken);
    }

    /** The given access token until it is refused, then the refreshed one. */
    @Override
    public String accessToken() {
        return accessToken(System.nanoTime() + endpoint.timeout().toNanos());
    }

    /** Exchanges the refresh token, unless another thread already replaced the rejected token. */
    @Override
    public Optional<String> refresh(String rejectedToken) {
        return refresh(rejectedToken, System.nanoTime() + endpoint.timeout().toNanos());
    }

    /** Internal: {@link #accessToken()} waiting no later than {@code deadline}; not for applications. */
    @Override
    public String accessToken(long deadline) {
        synchronized (this) {
            if (initialToken != null) {
                return initialToken;
            }
        }
        // Outside this provider's lock: the endpoint shares one request among the callers and bounds each wait.
        return endpoint.token(deadline).accessToken();
    }

    /** Internal: the current token without a token request, if any; not for applications. */
    @Override
    public Optional<String> cachedToken() {
        synchronized (this) {
            if (initialToken != null) {
                return Optional.of(initialToken);
            }
        }
        return endpoint.cached().map(OAuthToken::accessToken);
    }

    /** Internal: {@link #refresh(String)} waiting no later than {@code deadline}; not for applications. */
    @Override
    public Optional<String> refresh(String rejectedToken, long deadline) {
        synchronized (this) {
            if (initialToken != null) {
                if (!initialToken.equals(rejectedToken)) {
                    return Optional.of(initialToken);
                }
                initialToken = null;
            }
        }
        return endpoint.refresh(rejectedToken, deadline);
    }

    /** The token endpoint; tokens and secrets are never shown. */
    @Override
    public String toString() {
        return "RefreshTokenAuth[" + endpoint.tokenUri() + "]";
    }
}
