package dev.refin.emulator.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.auth.Users;
import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Locale;

/**
 * The identity URL {@code /id/<org id>/<user id>} handed out as {@code id} in every token response: who the user is
 * and where the org's resources are. Needs a valid access token ({@code Authorization: Bearer}); a revoked or
 * unknown one answers 403 {@code Bad_OAuth_Token} as the platform's identity service does.
 */
public final class IdentityResource implements HttpHandler {
    private final Auth auth;

    public IdentityResource(Auth auth) {
        this.auth = auth;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            exchange.getRequestBody().readAllBytes();
            String[] parts = exchange.getRequestURI().getPath().split("/");
            // "", "id", org, user
            if (parts.length != 4 || !RecordIds.looksLikeId(parts[2]) || !RecordIds.looksLikeId(parts[3])) {
                send(exchange, 404, plain("Bad_Id"));
                return;
            }
            if (!exchange.getRequestMethod().equalsIgnoreCase("GET")
                    && !exchange.getRequestMethod().equalsIgnoreCase("POST")) {
                send(exchange, 405, plain("Method_Not_Allowed"));
                return;
            }
            Auth.User caller = caller(exchange.getRequestHeaders().getFirst("Authorization"));
            if (caller == null) {
                caller = auth.session(queryToken(exchange.getRequestURI().getRawQuery()));
            }
            if (caller == null) {
                send(exchange, 403, plain("Bad_OAuth_Token"));
                return;
            }
            String org = RecordIds.canonical(parts[2]);
            String userId = RecordIds.canonical(parts[3]);
            Auth.User user = auth.users().stream()
                    .filter(u -> u.id().equals(userId))
                    .findFirst()
                    .orElse(null);
            if (user == null || !Auth.ORG_ID.equals(org)) {
                send(exchange, 404, plain("Bad_Id"));
                return;
            }
            send(
                    exchange,
                    200,
                    identity("http://127.0.0.1:" + exchange.getLocalAddress().getPort(), user));
        }
    }

    /** The {@code oauth_token} (or {@code access_token}) query parameter the identity service also accepts. */
    private static String queryToken(String rawQuery) {
        if (rawQuery == null) {
            return null;
        }
        for (String pair : rawQuery.split("&")) {
            int eq = pair.indexOf('=');
            String key = eq < 0 ? pair : pair.substring(0, eq);
            if (eq > 0 && (key.equals("oauth_token") || key.equals("access_token"))) {
                return UrlText.decode(pair.substring(eq + 1));
            }
        }
        return null;
    }

    private Auth.User caller(String header) {
        if (header == null) {
            return null;
        }
        String trimmed = header.trim();
        int space = trimmed.indexOf(' ');
        String scheme = space < 0 ? "" : trimmed.substring(0, space).toLowerCase(Locale.ROOT);
        return scheme.equals("bearer") || scheme.equals("oauth")
                ? auth.session(trimmed.substring(space + 1).trim())
                : null;
    }

    /** The identity answer: the members the platform's identity service sends. */
    static ObjectNode identity(String instance, Auth.User user) {
        ObjectNode out = Json.object();
        out.put("id", Auth.identityUrl(instance, user));
        out.put("asserted_user", true);
        out.put("user_id", user.id());
        out.put("organization_id", Auth.ORG_ID);
        out.put("username", user.username());
        out.put("nick_name", Users.alias(user));
        out.put("display_name", Users.name(user));
        out.put("email", user.username());
        out.put("email_verified", true);
        out.put("first_name", Users.firstName(user));
        out.put("last_name", Users.lastName(user));
        out.put("timezone", "GMT");
        out.putNull("photos");
        out.putNull("addr_street");
        out.putNull("addr_city");
        out.putNull("addr_state");
        out.putNull("addr_country");
        out.putNull("addr_zip");
        out.putNull("mobile_phone");
        out.put("mobile_phone_verified", false);
        out.put("is_lightning_login_user", false);
        out.putNull("status");
        ObjectNode urls = out.putObject("urls");
        String data = instance + "/services/data/v{version}/";
        urls.put("rest", data);
        urls.put("sobjects", data + "sobjects/");
        urls.put("query", data + "query/");
        urls.put("limits", data + "limits/");
        urls.put("users", data + "chatter/users");
        urls.put("profile", instance + "/" + user.id());
        urls.put("custom_domain", instance);
        out.put("active", true);
        out.put("user_type", "STANDARD");
        out.put("language", "en_US");
        out.put("locale", "en_US");
        out.put("utcOffset", 0);
        out.put("last_modified_date", "2024-01-01T00:00:00Z");
        out.put("is_app_installed", true);
        return out;
    }

    /**
     * The OpenID Connect user info of {@code /services/oauth2/userinfo}: the identity's facts under the standard
     * claim names ({@code sub} is the identity URL), plus the platform's {@code user_id}, {@code organization_id},
     * {@code urls} and user type.
     */
    static ObjectNode userInfo(String instance, Auth.User user) {
        ObjectNode identity = identity(instance, user);
        ObjectNode out = Json.object();
        out.put("sub", identity.get("id").asText());
        out.put("user_id", user.id());
        out.put("organization_id", Auth.ORG_ID);
        out.put("preferred_username", user.username());
        out.put("nickname", Users.alias(user));
        out.put("name", Users.name(user));
        out.put("email", user.username());
        out.put("email_verified", true);
        out.put("given_name", Users.firstName(user));
        out.put("family_name", Users.lastName(user));
        out.put("zoneinfo", "GMT");
        ObjectNode photos = out.putObject("photos");
        photos.putNull("picture");
        photos.putNull("thumbnail");
        out.put("profile", instance + "/" + user.id());
        out.putNull("picture");
        out.putObject("address");
        out.put("is_salesforce_integration_user", false);
        out.set("urls", identity.get("urls"));
        out.put("active", true);
        out.put("user_type", "STANDARD");
        out.put("language", "en_US");
        out.put("locale", "en_US");
        out.put("utcOffset", 0);
        out.put("updated_at", identity.get("last_modified_date").asText());
        return out;
    }

    private static ObjectNode plain(String code) {
        ObjectNode out = Json.object();
        out.put("error", code);
        return out;
    }

    private static void send(HttpExchange exchange, int status, ObjectNode body) throws IOException {
        byte[] bytes = Json.bytes(body);
        exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
