package dev.refin.runtime.client;

import dev.refin.runtime.internal.auth.TokenEndpoint;
import dev.refin.runtime.internal.http.DeadlineAuth;
import java.util.Optional;

/**
 * What every OAuth grant provider does alike: obtain a token from its endpoint on first use, run the grant
 * again after a 401 (once, however many threads saw it), wait for a token no longer than the call that needs it,
 * and never show a secret in {@code toString}.
 */
abstract class GrantAuth implements DeadlineAuth {
    private final TokenEndpoint endpoint;
    private final String subject;

    /**
     * @param subject shown by {@code toString} after the endpoint, e.g. {@code username=...}; null for none
     */
    GrantAuth(TokenEndpoint endpoint, String subject) {
        this.endpoint = endpoint;
        this.subject = subject;
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

    /** Internal: {@link #accessToken()} waiting no later than {@code deadline}; not for applications. */
    @Override
    public String accessToken(long deadline) {
        return endpoint.token(deadline).accessToken();
    }

    /** Internal: the current token without a token request, if any; not for applications. */
    @Override
    public Optional<String> cachedToken() {
        return endpoint.cached().map(OAuthToken::accessToken);
    }

    /** Internal: {@link #refresh(String)} waiting no later than {@code deadline}; not for applications. */
    @Override
    public Optional<String> refresh(String rejectedToken, long deadline) {
        return endpoint.refresh(rejectedToken, deadline);
    }

    /** The provider, its token endpoint and subject; secrets and tokens are never shown. */
    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + endpoint.tokenUri() + (subject == null ? "" : ", " + subject) + "]";
    }
}
