package dev.refin.codegen;

import dev.refin.runtime.client.AuthProvider;
import dev.refin.runtime.client.ClientCredentialsAuth;
import dev.refin.runtime.client.StaticTokenAuth;
import java.time.Duration;
import java.util.Objects;

/**
 * Where an org is and how to sign in to it, as plain values: what an {@link OrgDescriber} is made of, so that the
 * same access can be handed to a {@linkplain ForkedGeneration forked generation}. Signs in either with an access
 * token or with a connected app's client id and secret (client-credentials flow).
 *
 * <p>{@link #toString()} names the org and the way of signing in, never the token, the client id or the secret.
 *
 * @param instanceUrl the org's URL, e.g. {@code https://acme.my.salesforce.com}
 * @param apiVersion e.g. {@code v65.0}
 * @param timeout the deadline of each call
 * @param parallelism describe calls in flight at once, at least 1
 * @param accessToken the bearer token, or null when signing in with client credentials
 * @param clientId the connected app's client id, or null with an access token
 * @param clientSecret the connected app's client secret, or null with an access token
 */
public record OrgAccess(
        String instanceUrl,
        String apiVersion,
        Duration timeout,
        int parallelism,
        String accessToken,
        String clientId,
        String clientSecret) {

    public OrgAccess {
        Objects.requireNonNull(instanceUrl, "instanceUrl");
        Objects.requireNonNull(apiVersion, "apiVersion");
        Objects.requireNonNull(timeout, "timeout");
        parallelism = Math.max(1, parallelism);
        if ((accessToken == null) == (clientId == null || clientSecret == null)) {
            throw new IllegalArgumentException("give either an access token or a client id with its secret");
        }
    }

    /** Access with a bearer token. */
    public static OrgAccess withToken(
            String instanceUrl, String apiVersion, Duration timeout, int parallelism, String accessToken) {
        return new OrgAccess(instanceUrl, apiVersion, timeout, parallelism, accessToken, null, null);
    }

    /** Access with a connected app's client id and secret (client-credentials flow against the org's URL). */
    public static OrgAccess withClientCredentials(
            String instanceUrl,
            String apiVersion,
            Duration timeout,
            int parallelism,
            String clientId,
            String clientSecret) {
        return new OrgAccess(instanceUrl, apiVersion, timeout, parallelism, null, clientId, clientSecret);
    }

    /**
     * A describer for this org.
     *
     * @throws IllegalArgumentException when the URL or version is not usable (the runtime's checks)
     */
    public OrgDescriber describer() {
        AuthProvider auth = accessToken != null
                ? StaticTokenAuth.of(accessToken)
                : ClientCredentialsAuth.of(instanceUrl, clientId, clientSecret);
        return OrgDescriber.of(instanceUrl, apiVersion, auth, timeout, parallelism);
    }

    @Override
    public String toString() {
        return "OrgAccess[" + instanceUrl + " " + apiVersion + ", "
                + (accessToken != null ? "access token" : "client credentials") + "]";
    }
}
