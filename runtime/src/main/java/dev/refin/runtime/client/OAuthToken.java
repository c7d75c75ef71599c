package dev.refin.runtime.client;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.http.Urls;
import java.io.IOException;
import java.time.Instant;
import java.util.Optional;

/**
 * A successful answer of the OAuth token endpoint (platform reference section 7.2). There is no
 * {@code expires_in}: a token lives until the server answers 401. {@code toString} never shows the token.
 */
public final class OAuthToken {
    private final String accessToken;
    private final String instanceUrl;
    private final String identityUrl;
    private final String tokenType;
    private final String scope;
    private final Instant issuedAt;

    private OAuthToken(
            String accessToken,
            String instanceUrl,
            String identityUrl,
            String tokenType,
            String scope,
            Instant issuedAt) {
        this.accessToken = accessToken;
        this.instanceUrl = instanceUrl;
        this.identityUrl = identityUrl;
        this.tokenType = tokenType;
        this.scope = scope;
        this.issuedAt = issuedAt;
    }

    /**
     * Parses a token response; {@code access_token} is required, everything else optional.
     *
     * @throws IOException when the body is not a JSON object with an access token
     */
    public static OAuthToken parse(String json) throws IOException {
        JsonNode root = Codecs.MAPPER.readTree(json);
        if (root == null || !root.isObject() || !root.path("access_token").isTextual()) {
            throw new IOException("token response without access_token");
        }
        if (!Urls.isHeaderSafeToken(root.get("access_token").asText())) {
            // Not shown: whatever it holds may be a secret.
            throw new IOException("the token response's access_token is empty or holds characters a header cannot"
                    + " carry (control characters, spaces, line breaks or non-ASCII); refused");
        }
        return new OAuthToken(
                root.get("access_token").asText(),
                text(root, "instance_url"),
                text(root, "id"),
                text(root, "token_type"),
                text(root, "scope"),
                issuedAt(text(root, "issued_at")));
    }

    /** The bearer token. */
    public String accessToken() {
        return accessToken;
    }

    /** The org's instance URL, the base of every data request. */
    public Optional<String> instanceUrl() {
        return Optional.ofNullable(instanceUrl);
    }

    /** The identity URL, {@code .../id/<orgId>/<userId>}. */
    public Optional<String> identityUrl() {
        return Optional.ofNullable(identityUrl);
    }

    /** The token type, normally {@code Bearer}. */
    public Optional<String> tokenType() {
        return Optional.ofNullable(tokenType);
    }

    /** The granted scopes, space-separated. */
    public Optional<String> scope() {
        return Optional.ofNullable(scope);
    }

    /** When the token was issued; {@code issued_at} is a string of milliseconds since the epoch. */
    public Optional<Instant> issuedAt() {
        return Optional.ofNullable(issuedAt);
    }

    /** The instance and identity URLs; the token is masked. */
    @Override
    public String toString() {
        return "OAuthToken[accessToken=****, instanceUrl=" + instanceUrl + ", identityUrl=" + identityUrl + "]";
    }

    private static String text(JsonNode root, String name) {
        JsonNode value = root.get(name);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static Instant issuedAt(String millis) {
        if (millis == null || !millis.matches("\\d{1,18}")) {
            return null;
        }
        return Instant.ofEpochMilli(Long.parseLong(millis));
    }
}
