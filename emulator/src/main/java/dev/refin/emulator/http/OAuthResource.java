package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.Signature;
import java.time.Clock;
import java.util.Base64;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The OAuth 2.0 endpoints under {@code /services/oauth2/}: the token endpoint {@code token} (password, client
 * credentials, JWT bearer, refresh), {@code revoke}, and the OpenID Connect {@code userinfo}.
 */
public final class OAuthResource implements HttpHandler {
    static final String JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";

    /** Seconds of clock skew tolerated on a JWT's expiry, as the platform does. */
    private static final long SKEW_SECONDS = 180;

    private final Auth auth;
    private final Clock clock;

    public OAuthResource(Auth auth, Clock clock) {
        this.auth = auth;
        this.clock = clock;
    }

    /** A refused token request: the OAuth error pair. */
    private static final class OAuthError extends Exception {
        private static final long serialVersionUID = 1L;
        private final String error;

        OAuthError(String error, String description) {
            super(description, null, false, false);
            this.error = error;
        }
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            if (path.equals("/services/oauth2/revoke")) {
                revoke(exchange);
                return;
            }
            if (path.equals("/services/oauth2/userinfo")) {
                userInfo(exchange);
                return;
            }
            if (!path.equals("/services/oauth2/token")) {
                send(exchange, 404, error("not_found", "The requested resource does not exist"));
                return;
            }
            if (!exchange.getRequestMethod().equalsIgnoreCase("POST")) {
                send(exchange, 405, error("invalid_request", "must use HTTP POST"));
                return;
            }
            try {
                send(exchange, 200, grant(exchange, form(exchange)));
            } catch (OAuthError e) {
                send(exchange, 400, error(e.error, e.getMessage()));
            }
        }
    }

    /**
     * {@code /services/oauth2/revoke} (POST form or GET query {@code token=}): revokes an access or refresh token;
     * 200 with an empty body, or 400 {@code unsupported_token_type} for a token the org does not know.
     */
    private void revoke(HttpExchange exchange) throws IOException {
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        if (!method.equals("POST") && !method.equals("GET")) {
            send(exchange, 405, error("invalid_request", "must use HTTP POST or GET"));
            return;
        }
        if (!auth.revoke(form(exchange).get("token"))) {
            send(exchange, 400, error("unsupported_token_type", "this token type is not supported"));
            return;
        }
        exchange.sendResponseHeaders(200, -1);
    }

    /**
     * {@code /services/oauth2/userinfo} (GET or POST, {@code Authorization: Bearer}): the caller as OpenID Connect
     * claims, the same facts as its identity URL; a missing, revoked or unknown token answers 403
     * {@code Bad_OAuth_Token} as the platform's identity service does.
     */
    private void userInfo(HttpExchange exchange) throws IOException {
        exchange.getRequestBody().readAllBytes();
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        if (!method.equals("GET") && !method.equals("POST")) {
            send(exchange, 405, error("invalid_request", "must use HTTP GET or POST"));
            return;
        }
        Auth.User user;
        try {
            user = auth.authenticate(exchange.getRequestHeaders().getFirst("Authorization"));
        } catch (ApiException e) {
            ObjectNode refused = Json.object();
            refused.put("error", "Bad_OAuth_Token");
            send(exchange, 403, refused);
            return;
        }
        send(
                exchange,
                200,
                IdentityResource.userInfo(
                        "http://127.0.0.1:" + exchange.getLocalAddress().getPort(), user));
    }

    private ObjectNode grant(HttpExchange exchange, Map<String, String> form) throws OAuthError {
        String type = form.get("grant_type");
        if (type == null) {
            throw new OAuthError("unsupported_grant_type", "grant type not supported");
        }
        basicCredentials(exchange, form);
        Auth.Client client = auth.client(form.get("client_id"));
        Auth.User user;
        boolean refreshable = false;
        switch (type) {
            case "password" -> {
                checkClient(client, form.get("client_secret"), true);
                user = auth.user(form.get("username"));
                if (user == null || !user.password().equals(form.get("password"))) {
                    throw new OAuthError("invalid_grant", "authentication failure");
                }
                String scope = form.getOrDefault("scope", "");
                refreshable = scope.contains("refresh_token") || scope.contains("offline_access");
            }
            case "client_credentials" -> {
                checkClient(client, form.get("client_secret"), true);
                user = auth.user(client.runAs());
                if (user == null) {
                    throw new OAuthError("invalid_grant", "no client credentials user enabled");
                }
            }
            case "refresh_token" -> {
                if (client != null || form.containsKey("client_secret")) {
                    checkClient(client, form.get("client_secret"), false);
                }
                user = auth.refresh(form.get("refresh_token"));
                if (user == null) {
                    throw new OAuthError("invalid_grant", "expired access/refresh token");
                }
            }
            case JWT_BEARER -> user = jwtUser(form.get("assertion"));
            default -> throw new OAuthError("unsupported_grant_type", "grant type not supported");
        }
        return tokenResponse(
                exchange, client, user, refreshable, type.equals("refresh_token") ? form.get("refresh_token") : null);
    }

    private static void checkClient(Auth.Client client, String secret, boolean secretRequired) throws OAuthError {
        if (client == null) {
            throw new OAuthError("invalid_client_id", "client identifier invalid");
        }
        if ((secretRequired || secret != null) && !constantTimeEquals(client.secret(), secret)) {
            throw new OAuthError("invalid_client", "invalid client credentials");
        }
    }

    private ObjectNode tokenResponse(
            HttpExchange exchange, Auth.Client client, Auth.User user, boolean refreshable, String refreshedFrom) {
        String instance = "http://127.0.0.1:" + exchange.getLocalAddress().getPort();
        String issuedAt = Long.toString(clock.millis());
        String identity = Auth.identityUrl(instance, user);
        ObjectNode out = Json.object();
        String accessToken = auth.issueToken(user);
        out.put("access_token", accessToken);
        if (refreshable) {
            out.put("refresh_token", auth.issueRefreshToken(user));
        }
        if (refreshedFrom != null) {
            auth.issuedFrom(accessToken, refreshedFrom);
        }
        out.put("signature", signature(client == null ? "" : client.secret(), identity + issuedAt));
        out.put("scope", refreshable ? "api refresh_token" : "api");
        out.put("instance_url", instance);
        out.put("id", identity);
        out.put("token_type", "Bearer");
        out.put("issued_at", issuedAt);
        return out;
    }

    /** The user of a JWT bearer assertion: RS256, unexpired, {@code sub} (or {@code prn}) a user of the org. */
    private Auth.User jwtUser(String assertion) throws OAuthError {
        String[] parts = assertion == null ? new String[0] : assertion.split("\\.", -1);
        if (parts.length != 3) {
            throw new OAuthError("invalid_grant", "invalid assertion");
        }
        JsonNode header = decodePart(parts[0]);
        JsonNode claims = decodePart(parts[1]);
        if (!"RS256".equals(header.path("alg").asText())) {
            throw new OAuthError("invalid_grant", "invalid assertion: only RS256 is supported");
        }
        long exp = claims.path("exp").asLong(0);
        if (exp == 0 || exp + SKEW_SECONDS < clock.millis() / 1000) {
            throw new OAuthError("invalid_grant", "expired authorization code");
        }
        Auth.Client client = auth.client(claims.path("iss").asText(null));
        if (client != null && client.jwtKey() != null) {
            try {
                Signature verifier = Signature.getInstance("SHA256withRSA");
                verifier.initVerify(client.jwtKey());
                verifier.update((parts[0] + "." + parts[1]).getBytes(StandardCharsets.US_ASCII));
                if (!verifier.verify(Base64.getUrlDecoder().decode(parts[2]))) {
                    throw new OAuthError("invalid_grant", "invalid assertion: bad signature");
                }
            } catch (GeneralSecurityException | IllegalArgumentException e) {
                throw new OAuthError("invalid_grant", "invalid assertion: bad signature");
            }
        }
        String subject = claims.hasNonNull("prn")
                ? claims.get("prn").asText()
                : claims.path("sub").asText(null);
        Auth.User user = auth.user(subject);
        if (user == null) {
            throw new OAuthError("invalid_grant", "user hasn't approved this consumer");
        }
        return user;
    }

    private static JsonNode decodePart(String part) throws OAuthError {
        try {
            JsonNode node = Json.MAPPER.readTree(Base64.getUrlDecoder().decode(part));
            if (node == null || !node.isObject()) {
                throw new OAuthError("invalid_grant", "invalid assertion");
            }
            return node;
        } catch (IOException | IllegalArgumentException e) {
            throw new OAuthError("invalid_grant", "invalid assertion");
        }
    }

    /** Client id and secret sent as HTTP Basic credentials count as the form's. */
    private static void basicCredentials(HttpExchange exchange, Map<String, String> form) {
        String header = exchange.getRequestHeaders().getFirst("Authorization");
        if (header == null || !header.regionMatches(true, 0, "Basic ", 0, 6)) {
            return;
        }
        try {
            String decoded =
                    new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
            int colon = decoded.indexOf(':');
            if (colon > 0) {
                form.putIfAbsent("client_id", UrlText.decode(decoded.substring(0, colon)));
                form.putIfAbsent("client_secret", UrlText.decode(decoded.substring(colon + 1)));
            }
        } catch (IllegalArgumentException e) {
            // Unreadable credentials are as good as none: the client check refuses the request.
        }
    }

    private static Map<String, String> form(HttpExchange exchange) throws IOException {
        String raw;
        try (InputStream in = exchange.getRequestBody()) {
            raw = new String(in.readNBytes(1 << 20), StandardCharsets.UTF_8);
        }
        String query = exchange.getRequestURI().getRawQuery();
        if (query != null) {
            raw = raw.isEmpty() ? query : raw + "&" + query;
        }
        Map<String, String> out = new HashMap<>();
        for (String pair : raw.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String key = UrlText.decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : UrlText.decode(pair.substring(eq + 1));
            out.putIfAbsent(key.toLowerCase(Locale.ROOT), value);
        }
        return out;
    }

    private static String signature(String secret, String data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            byte[] key = secret.isEmpty() ? new byte[] {0} : secret.getBytes(StandardCharsets.UTF_8);
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return Base64.getEncoder().encodeToString(mac.doFinal(data.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean constantTimeEquals(String expected, String actual) {
        return actual != null
                && MessageDigest.isEqual(
                        expected.getBytes(StandardCharsets.UTF_8), actual.getBytes(StandardCharsets.UTF_8));
    }

    private static ObjectNode error(String error, String description) {
        ObjectNode out = Json.object();
        out.put("error", error);
        out.put("error_description", description);
        return out;
    }

    private static void send(HttpExchange exchange, int status, JsonNode body) throws IOException {
        byte[] bytes = Json.bytes(body);
        exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-cache,must-revalidate,max-age=0,no-store,private");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
