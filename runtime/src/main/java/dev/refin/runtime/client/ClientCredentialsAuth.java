package dev.refin.runtime.client;

import dev.refin.runtime.internal.auth.TokenEndpoint;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The OAuth client credentials flow ({@code grant_type=client_credentials}) of a connected app running as
 * its integration user; it must be sent to the org's My Domain URL, not the generic login host.
 */
public final class ClientCredentialsAuth extends GrantAuth {

    private ClientCredentialsAuth(TokenEndpoint endpoint) {
        super(endpoint, null);
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
}
