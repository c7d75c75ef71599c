package dev.refin.runtime.internal.http;

import dev.refin.runtime.client.AuthProvider;
import java.util.Optional;

/**
 * An {@link AuthProvider} that can stop waiting for a token at the deadline of the call that needs it, so a token
 * request counts against that call's one deadline. The runtime's OAuth providers are; a provider that is not is
 * asked through {@link AuthProvider} and waited for as long as it takes.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public interface DeadlineAuth extends AuthProvider {
    /**
     * Like {@link #accessToken()}, waiting no later than {@code deadline} ({@link System#nanoTime()}).
     *
     * @throws dev.refin.runtime.client.RefinException when no token arrives by then
     */
    String accessToken(long deadline);

    /** Like {@link #refresh(String)}, waiting no later than {@code deadline} ({@link System#nanoTime()}). */
    Optional<String> refresh(String rejectedToken, long deadline);

    /** The token that would be handed out now without a token request, if there is one; never sends anything. */
    Optional<String> cachedToken();
}
