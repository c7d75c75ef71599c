package dev.refin.runtime.client;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The OAuth client credentials flow ({@code grant_type=client_credentials}) of a connected app running as
 * its integration user; it must be sent to the org's My Domain URL, not the generic login host.
 */
public final class ClientCredentialsAuth implements AuthProvider {
    private final TokenEndpoint endpoint;

    private ClientCredentialsAuth(TokenEndpoint endpoint) {
        this.endpoint = endpoint;
    }

    /** Obtains tokens from {@code myDomainUrl} (e.g. {@code https://acme.my.salesforce.com}). */
    public static ClientCredentialsAuth of(String myDomainUrl, String clientId, String clientSecret) {
        return of(myDomainUrl, clientId, clientSecret, TokenEndpoint.DEFAULT_TIMEOUT);
    }

    /** Like {@link #of(String, String, String)} with a timeout for token requests. */
    public static ClientCredentialsAuth of(String myDomainUrl, String clientId, String clientSecret, Duration timeout) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "client_credentials");
        form.put("client_id", Objects.requireNonNull(clientId, "clientId"));
        form.put("client_secret", Objects.requireNonNull(clientSecret, "clientSecret"));
        return new ClientCredentialsAuth(
                new TokenEndpoint(myDomainUrl, form, Objects.requireNonNull(timeout, "timeout")));
    }

    /** The current token response (instance URL, identity URL), obtaining one first if needed. */
    public OAuthToken token() {
        return endpoint.token();
    }

    /** The current access token, obtaining one first if needed. */
    @Override
    public String accessToken() {
        return endpoint.token().accessToken();
    }

    /** Runs the grant again unless another thread already replaced the rejected token. */
    @Override
    public Optional<String> refresh(String rejectedToken) {
        return endpoint.refresh(rejectedToken);
    }

    /** The token endpoint; secrets are never shown. */
    @Override
    public String toString() {
        return "ClientCredentialsAuth[" + endpoint.tokenUri() + "]";
    }
}
