package dev.refin.runtime.client;

import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.auth.TokenEndpoint;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The OAuth JWT bearer flow: signs an RS256 assertion ({@code iss} = connected app consumer key, {@code sub}
 * = user, {@code aud} = login host, {@code exp} = now + 3 minutes) with a PKCS#8 private key and exchanges
 * it for a token; a new assertion is signed for every token request. The key never leaves this object.
 */
public final class JwtBearerAuth extends GrantAuth {
    /** How long an assertion is valid; the platform tolerates about three minutes of clock skew. */
    static final Duration ASSERTION_LIFETIME = Duration.ofMinutes(3);

    private static final Base64.Encoder URL = Base64.getUrlEncoder().withoutPadding();

    private JwtBearerAuth(TokenEndpoint endpoint, String username) {
        super(endpoint, "username=" + username);
    }

    /**
     * Obtains tokens from {@code loginUrl} (also the {@code aud} claim, e.g. {@code https://login.salesforce.com})
     * for {@code username}, signing with a PEM {@code -----BEGIN PRIVATE KEY-----} (PKCS#8) RSA key.
     *
     * @throws IllegalArgumentException when the key is not a PKCS#8 RSA private key in PEM
     */
    public static JwtBearerAuth of(String loginUrl, String consumerKey, String username, String pemPrivateKey) {
        return of(
                loginUrl,
                loginUrl,
                consumerKey,
                username,
                pemPrivateKey,
                TokenEndpoint.DEFAULT_TIMEOUT,
                Clock.systemUTC());
    }

    /** Like {@link #of(String, String, String, String)} with a separate audience, timeout and clock. */
    public static JwtBearerAuth of(
            String loginUrl,
            String audience,
            String consumerKey,
            String username,
            String pemPrivateKey,
            Duration timeout,
            Clock clock) {
        PrivateKey key = parsePrivateKey(Objects.requireNonNull(pemPrivateKey, "pemPrivateKey"));
        String iss = Objects.requireNonNull(consumerKey, "consumerKey");
        String sub = Objects.requireNonNull(username, "username");
        String aud = Objects.requireNonNull(audience, "audience");
        Clock time = Objects.requireNonNull(clock, "clock");
        TokenEndpoint endpoint = new TokenEndpoint(
                loginUrl,
                () -> {
                    Map<String, String> form = new LinkedHashMap<>();
                    form.put("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer");
                    form.put("assertion", assertion(key, iss, sub, aud, time));
                    return form;
                },
                Objects.requireNonNull(timeout, "timeout"));
        return new JwtBearerAuth(endpoint, username);
    }

    /** A signed RS256 assertion: base64url(header).base64url(claims).base64url(signature). */
    static String assertion(PrivateKey key, String iss, String sub, String aud, Clock clock) {
        long exp = clock.instant().plus(ASSERTION_LIFETIME).getEpochSecond();
        String header = Codecs.MAPPER.createObjectNode().put("alg", "RS256").toString();
        String claims = Codecs.MAPPER
                .createObjectNode()
                .put("iss", iss)
                .put("sub", sub)
                .put("aud", aud)
                .put("exp", exp)
                .toString();
        String signingInput = URL.encodeToString(header.getBytes(StandardCharsets.UTF_8)) + "."
                + URL.encodeToString(claims.getBytes(StandardCharsets.UTF_8));
        try {
            Signature signature = Signature.getInstance("SHA256withRSA");
            signature.initSign(key);
            signature.update(signingInput.getBytes(StandardCharsets.US_ASCII));
            return signingInput + "." + URL.encodeToString(signature.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(
                    "cannot sign the JWT assertion: " + e.getClass().getSimpleName(), e);
        }
    }

    /** Reads a PEM PKCS#8 RSA private key; the message never includes key material. */
    static PrivateKey parsePrivateKey(String pem) {
        String text = pem.strip();
        String begin = "-----BEGIN PRIVATE KEY-----";
        String end = "-----END PRIVATE KEY-----";
        if (text.contains("BEGIN RSA PRIVATE KEY")) {
            throw new IllegalArgumentException(
                    "the key is PKCS#1; convert it: openssl pkcs8 -topk8 -nocrypt -in key.pem -out key-pkcs8.pem");
        }
        if (!text.startsWith(begin) || !text.endsWith(end)) {
            throw new IllegalArgumentException("expected a PEM private key between " + begin + " and " + end);
        }
        try {
            byte[] der = Base64.getMimeDecoder().decode(text.substring(begin.length(), text.length() - end.length()));
            return KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(der));
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            throw new IllegalArgumentException(
                    "not a PKCS#8 RSA private key (" + e.getClass().getSimpleName() + ")");
        }
    }
}
