package dev.refin.runtime.client;

import java.util.Optional;

/**
 * Supplies the bearer token for every request and a new one when the server says the token is no longer
 * valid. Implementations are thread-safe and never reveal tokens in {@code toString}.
 */
public interface AuthProvider {

    /**
     * The access token to send now, obtaining one first if there is none yet.
     *
     * @throws RefinAuthException when the token endpoint refuses
     */
    String accessToken();

    /**
     * Called once after the server refused {@code rejectedToken} with HTTP 401: a new token to retry with,
     * or empty when this provider cannot obtain one (the 401 is then surfaced).
     *
     * @throws RefinAuthException when the token endpoint refuses
     */
    Optional<String> refresh(String rejectedToken);
}
