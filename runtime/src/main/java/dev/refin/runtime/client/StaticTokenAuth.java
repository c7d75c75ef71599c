package dev.refin.runtime.client;

import dev.refin.runtime.internal.http.Urls;
import java.util.Objects;
import java.util.Optional;

/** A fixed access token obtained elsewhere; it cannot be refreshed, so a 401 is surfaced as is. */
public final class StaticTokenAuth implements AuthProvider {
    private final String token;

    private StaticTokenAuth(String token) {
        this.token = token;
    }

    /** Uses the given access token for every request. */
    public static StaticTokenAuth of(String accessToken) {
        Objects.requireNonNull(accessToken, "accessToken");
        if (accessToken.isBlank()) {
            throw new IllegalArgumentException("access token is blank");
        }
        String token = accessToken.strip();
        if (!Urls.isHeaderSafeToken(token)) {
            // Not shown: it is a secret.
            throw new IllegalArgumentException("the access token holds characters a header cannot carry (control"
                    + " characters, spaces, line breaks or non-ASCII)");
        }
        return new StaticTokenAuth(token);
    }

    /** The fixed token. */
    @Override
    public String accessToken() {
        return token;
    }

    /** Always empty: a fixed token cannot be renewed. */
    @Override
    public Optional<String> refresh(String rejectedToken) {
        return Optional.empty();
    }

    /** Names the provider; the token is masked. */
    @Override
    public String toString() {
        return "StaticTokenAuth[token=****]";
    }
}
