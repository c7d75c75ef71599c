package dev.refin.emulator.auth;

import dev.refin.emulator.store.RecordIds;
import dev.refin.emulator.wire.ApiException;
import dev.refin.runtime.RecordId;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** The org's users, connected apps and sessions: who a bearer token belongs to and whether they hold a seat. */
public final class Auth {
    /** The org id every token and identity URL carries. */
    public static final String ORG_ID = RecordId.to18("00D5g0000000001");

    /** The message of the package's licence check, as a user sees it. */
    public static final String LICENCE_MESSAGE =
            "You must be a licensed user of the accounting package to create, edit or"
                    + " delete accounting transactions. Contact your administrator.";

    private static final ThreadLocal<User> CURRENT = new ThreadLocal<>();

    private final Map<String, User> users = new ConcurrentHashMap<>();
    private final Map<String, Client> clients = new ConcurrentHashMap<>();
    private final Map<String, User> sessions = new ConcurrentHashMap<>();
    private final Map<String, User> refreshTokens = new ConcurrentHashMap<>();
    private final Map<String, String> refreshedBy = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final AtomicInteger userIds = new AtomicInteger(1);

    /**
     * A user of the org.
     *
     * @param username the login name
     * @param password the password
     * @param licensed whether the user holds a seat of the accounting package
     * @param id the user's record id
     */
    public record User(String username, String password, boolean licensed, String id) {}

    /**
     * A connected app.
     *
     * @param clientId the consumer key
     * @param secret the consumer secret
     * @param runAs the user the client-credentials flow runs as
     * @param jwtKey the public key JWT assertions must be signed with, or null to accept any signature
     */
    public record Client(String clientId, String secret, String runAs, PublicKey jwtKey) {}

    /** Adds a user; the first one added is the one CreatedById points at. */
    public User addUser(String username, String password, boolean licensed) {
        String id = users.isEmpty()
                ? RecordIds.INTEGRATION_USER_ID
                : RecordId.to18("0055g00000" + String.format(Locale.ROOT, "%05d", userIds.incrementAndGet()));
        User user = new User(username, password, licensed, id);
        users.put(username.toLowerCase(Locale.ROOT), user);
        return user;
    }

    public void addClient(Client client) {
        clients.put(client.clientId(), client);
    }

    public User user(String username) {
        return username == null ? null : users.get(username.toLowerCase(Locale.ROOT));
    }

    public Client client(String clientId) {
        return clientId == null ? null : clients.get(clientId);
    }

    /** Registers a fixed token for a user, such as the emulator's default token. */
    public void addToken(String token, User user) {
        sessions.put(token, Objects.requireNonNull(user));
    }

    /** A new opaque access token of the form {@code <org id>!<random>}. */
    public String issueToken(User user) {
        String token = ORG_ID.substring(0, 15) + "!" + randomText(48);
        sessions.put(token, user);
        return token;
    }

    /** A new refresh token for a user. */
    public String issueRefreshToken(User user) {
        String token = "5Aep" + randomText(40);
        refreshTokens.put(token, user);
        return token;
    }

    public User refresh(String refreshToken) {
        return refreshToken == null ? null : refreshTokens.get(refreshToken);
    }

    /**
     * Revokes an access or refresh token; revoking a refresh token also ends the sessions it issued, as the
     * platform does.
     *
     * @return whether the token was known
     */
    public boolean revoke(String token) {
        if (token == null) {
            return false;
        }
        if (sessions.remove(token) != null) {
            return true;
        }
        User user = refreshTokens.remove(token);
        if (user == null) {
            return false;
        }
        refreshedBy.entrySet().removeIf(e -> {
            if (e.getValue().equals(token)) {
                sessions.remove(e.getKey());
                return true;
            }
            return false;
        });
        return true;
    }

    /** Records that an access token was issued from a refresh token, so revoking the latter ends it. */
    public void issuedFrom(String accessToken, String refreshToken) {
        refreshedBy.put(accessToken, refreshToken);
    }

    /** The user of a bare access token, or null. */
    public User session(String token) {
        return token == null ? null : sessions.get(token);
    }

    /** The caller of the current request, or null outside a request. */
    public static User current() {
        return CURRENT.get();
    }

    /** The id of the caller of the current request; direct Java callers act as the default integration user. */
    public static String actingUserId() {
        User user = CURRENT.get();
        return user == null ? RecordIds.INTEGRATION_USER_ID : user.id();
    }

    /** Every configured user, the default one first. */
    public List<User> users() {
        return users.values().stream()
                .sorted(java.util.Comparator.comparing(User::id))
                .toList();
    }

    /** The identity URL of a user on the instance that served an exchange. */
    public static String identityUrl(String instanceUrl, User user) {
        return instanceUrl + "/id/" + ORG_ID + "/" + user.id();
    }

    /** Invalidates every access token (refresh tokens stay valid), as a session timeout would. */
    public void expireSessions() {
        sessions.clear();
    }

    /** The user of an {@code Authorization} header ({@code Bearer} or {@code OAuth}), or the 401 refusal. */
    public User authenticate(String header) {
        if (header != null) {
            String trimmed = header.trim();
            int space = trimmed.indexOf(' ');
            String scheme = space < 0 ? "" : trimmed.substring(0, space);
            if (scheme.equalsIgnoreCase("Bearer") || scheme.equalsIgnoreCase("OAuth")) {
                User user = sessions.get(trimmed.substring(space + 1).trim());
                if (user != null) {
                    return user;
                }
            }
        }
        throw invalidSession();
    }

    /** The platform's 401 for a missing, unknown or expired token. */
    static ApiException invalidSession() {
        return new ApiException(401, "INVALID_SESSION_ID", "Session expired or invalid", List.of());
    }

    private String randomText(int bytes) {
        byte[] raw = new byte[bytes];
        random.nextBytes(raw);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw).replace('-', '.');
    }

    /** Runs an action as a user (the caller of the current request); restores the previous caller afterwards. */
    public static void runAs(User user, IoAction action) throws java.io.IOException {
        User previous = CURRENT.get();
        CURRENT.set(user);
        try {
            action.run();
        } finally {
            if (previous == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(previous);
            }
        }
    }

    /** Refuses a write of an accounting object by a caller without a seat; direct Java callers are licensed. */
    public static void checkLicence(String objectName) {
        User user = CURRENT.get();
        if (user != null && !user.licensed() && objectName.startsWith("refin__")) {
            throw ApiException.validation(LICENCE_MESSAGE);
        }
    }

    /** An action that may fail with an I/O error. */
    @FunctionalInterface
    public interface IoAction {
        void run() throws java.io.IOException;
    }
}
