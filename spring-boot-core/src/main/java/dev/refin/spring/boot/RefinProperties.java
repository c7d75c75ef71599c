package dev.refin.spring.boot;

import dev.refin.runtime.client.RefinClient;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.core.io.Resource;
import org.springframework.util.unit.DataSize;

/**
 * The {@code refin.*} settings the auto-configured {@link RefinClient} is built from. {@code toString} masks every
 * secret (passwords, client secrets, tokens, private keys).
 */
@ConfigurationProperties(prefix = "refin")
public class RefinProperties {
    static final String MASK = "******";

    /** The org's instance URL, e.g. https://acme.my.salesforce.com; https unless loopback. The client is made only when it is set. */
    private String instanceUrl;

    /** The REST API version, vNN.N. */
    private String apiVersion = RefinClient.DEFAULT_API_VERSION;

    /** How long to wait for a connection. */
    private Duration connectTimeout = Duration.ofSeconds(10);

    /** The one deadline of each call: connecting, the response and every retry of the call. */
    private Duration requestTimeout = Duration.ofSeconds(120);

    /** The largest response body read (counted as received and after gzip decompression); larger ones fail the call. */
    private DataSize maxResponseSize = DataSize.ofBytes(RefinClient.DEFAULT_MAX_RESPONSE_BYTES);

    /** The most rows collected in memory for one answer (a query page, an aggregate, a count's page). */
    private int maxCollectedRows = RefinClient.DEFAULT_MAX_COLLECTED_ROWS;

    private final Retry retry = new Retry();
    private final Auth auth = new Auth();
    private final Health health = new Health();

    public String getInstanceUrl() {
        return instanceUrl;
    }

    public void setInstanceUrl(String instanceUrl) {
        this.instanceUrl = instanceUrl;
    }

    public String getApiVersion() {
        return apiVersion;
    }

    public void setApiVersion(String apiVersion) {
        this.apiVersion = apiVersion;
    }

    public Duration getConnectTimeout() {
        return connectTimeout;
    }

    public void setConnectTimeout(Duration connectTimeout) {
        this.connectTimeout = connectTimeout;
    }

    public Duration getRequestTimeout() {
        return requestTimeout;
    }

    public void setRequestTimeout(Duration requestTimeout) {
        this.requestTimeout = requestTimeout;
    }

    public DataSize getMaxResponseSize() {
        return maxResponseSize;
    }

    public void setMaxResponseSize(DataSize maxResponseSize) {
        this.maxResponseSize = maxResponseSize;
    }

    public int getMaxCollectedRows() {
        return maxCollectedRows;
    }

    public void setMaxCollectedRows(int maxCollectedRows) {
        this.maxCollectedRows = maxCollectedRows;
    }

    public Retry getRetry() {
        return retry;
    }

    public Auth getAuth() {
        return auth;
    }

    public Health getHealth() {
        return health;
    }

    /** The instance URL, version, limits and which secrets are set; never a secret's value. */
    @Override
    public String toString() {
        return "RefinProperties[instanceUrl=" + instanceUrl + ", apiVersion=" + apiVersion + ", connectTimeout="
                + connectTimeout + ", requestTimeout=" + requestTimeout + ", maxResponseSize=" + maxResponseSize
                + ", maxCollectedRows=" + maxCollectedRows + ", " + retry + ", " + auth + ", " + health + "]";
    }

    static String mask(String secret) {
        return secret == null ? "null" : MASK;
    }

    /** How calls that are safe to repeat are retried after transient failures (creates never are). */
    public static class Retry {
        /** Attempts in all, the first included; 1 turns retries off. */
        private int maxAttempts = 3;

        /** The delay before the second attempt; each further one doubles it, randomised down to half. */
        private Duration baseDelay = Duration.ofMillis(200);

        /** The longest delay between attempts. */
        private Duration maxDelay = Duration.ofSeconds(5);

        public int getMaxAttempts() {
            return maxAttempts;
        }

        public void setMaxAttempts(int maxAttempts) {
            this.maxAttempts = maxAttempts;
        }

        public Duration getBaseDelay() {
            return baseDelay;
        }

        public void setBaseDelay(Duration baseDelay) {
            this.baseDelay = baseDelay;
        }

        public Duration getMaxDelay() {
            return maxDelay;
        }

        public void setMaxDelay(Duration maxDelay) {
            this.maxDelay = maxDelay;
        }

        @Override
        public String toString() {
            return "retry[maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay + ", maxDelay=" + maxDelay + "]";
        }
    }

    /** The org's availability as the {@code refin} health indicator reports it. */
    public static class Health {
        /** The indicator is DOWN when fewer daily API requests than this remain. */
        private long minRemainingRequests = 1;

        /** API usage a response reported less than this long ago is reused instead of asking /limits. */
        private Duration usageMaxAge = Duration.ofMinutes(1);

        /**
         * The longest a health check waits for the org before it answers DOWN; keep it below the probe's own timeout
         * (Kubernetes: timeoutSeconds, 1 by default).
         */
        private Duration timeout = Duration.ofSeconds(2);

        public long getMinRemainingRequests() {
            return minRemainingRequests;
        }

        public void setMinRemainingRequests(long minRemainingRequests) {
            this.minRemainingRequests = minRemainingRequests;
        }

        public Duration getUsageMaxAge() {
            return usageMaxAge;
        }

        public void setUsageMaxAge(Duration usageMaxAge) {
            this.usageMaxAge = usageMaxAge;
        }

        public Duration getTimeout() {
            return timeout;
        }

        public void setTimeout(Duration timeout) {
            this.timeout = timeout;
        }

        @Override
        public String toString() {
            return "health[minRemainingRequests=" + minRemainingRequests + ", usageMaxAge=" + usageMaxAge + ", timeout="
                    + timeout + "]";
        }
    }

    /** How requests are authenticated: set exactly one flow's group, or name the flow in {@code refin.auth.flow}. */
    public static class Auth {
        /** The flow to use; by default the one whose group is set. */
        private AuthFlow flow;

        /** How long a token request may take. */
        private Duration tokenTimeout = Duration.ofSeconds(30);

        private final StaticToken staticToken = new StaticToken();
        private final Password password = new Password();
        private final ClientCredentials clientCredentials = new ClientCredentials();
        private final RefreshToken refreshToken = new RefreshToken();
        private final Jwt jwt = new Jwt();

        public AuthFlow getFlow() {
            return flow;
        }

        public void setFlow(AuthFlow flow) {
            this.flow = flow;
        }

        public Duration getTokenTimeout() {
            return tokenTimeout;
        }

        public void setTokenTimeout(Duration tokenTimeout) {
            this.tokenTimeout = tokenTimeout;
        }

        public StaticToken getStaticToken() {
            return staticToken;
        }

        public Password getPassword() {
            return password;
        }

        public ClientCredentials getClientCredentials() {
            return clientCredentials;
        }

        public RefreshToken getRefreshToken() {
            return refreshToken;
        }

        public Jwt getJwt() {
            return jwt;
        }

        @Override
        public String toString() {
            return "auth[flow=" + flow + ", tokenTimeout=" + tokenTimeout + ", " + staticToken + ", " + password + ", "
                    + clientCredentials + ", " + refreshToken + ", " + jwt + "]";
        }
    }

    /** A fixed access token (for tests and short jobs): it is never refreshed. */
    public static class StaticToken {
        /** The access token sent as the bearer token. */
        private String accessToken;

        public String getAccessToken() {
            return accessToken;
        }

        public void setAccessToken(String accessToken) {
            this.accessToken = accessToken;
        }

        boolean isSet() {
            return accessToken != null;
        }

        @Override
        public String toString() {
            return "static-token[accessToken=" + mask(accessToken) + "]";
        }
    }

    /** The OAuth username-password flow. */
    public static class Password extends LoginApp {
        /** The integration user's username. */
        private String username;

        /** The user's password, with the security token appended when the org asks for one. */
        private String password;

        public String getUsername() {
            return username;
        }

        public void setUsername(String username) {
            this.username = username;
        }

        public String getPassword() {
            return password;
        }

        public void setPassword(String password) {
            this.password = password;
        }

        boolean isSet() {
            return isAppSet() || username != null || password != null;
        }

        @Override
        public String toString() {
            return "password[" + appString() + ", username=" + username + ", password=" + mask(password) + "]";
        }
    }

    /** The OAuth client-credentials flow (a connected app's run-as user). */
    public static class ClientCredentials extends ConnectedApp {
        /** The org's My Domain URL, where the token endpoint is. */
        private String myDomainUrl;

        public String getMyDomainUrl() {
            return myDomainUrl;
        }

        public void setMyDomainUrl(String myDomainUrl) {
            this.myDomainUrl = myDomainUrl;
        }

        boolean isSet() {
            return myDomainUrl != null || isAppSet();
        }

        @Override
        public String toString() {
            return "client-credentials[myDomainUrl=" + myDomainUrl + ", " + appString() + "]";
        }
    }

    /** The OAuth refresh-token flow: a stored refresh token obtains access tokens. */
    public static class RefreshToken extends LoginApp {
        /** The refresh token. */
        private String refreshToken;

        /** An access token to start with, if one is at hand; otherwise the first call refreshes. */
        private String accessToken;

        public String getRefreshToken() {
            return refreshToken;
        }

        public void setRefreshToken(String refreshToken) {
            this.refreshToken = refreshToken;
        }

        public String getAccessToken() {
            return accessToken;
        }

        public void setAccessToken(String accessToken) {
            this.accessToken = accessToken;
        }

        boolean isSet() {
            return isAppSet() || refreshToken != null;
        }

        @Override
        public String toString() {
            return "refresh-token[" + appString() + ", refreshToken=" + mask(refreshToken) + ", accessToken="
                    + mask(accessToken) + "]";
        }
    }

    /** A connected app's credentials, shared by the flows that send them. */
    public abstract static class ConnectedApp {
        /** The connected app's consumer key. */
        private String clientId;

        /** The connected app's consumer secret. */
        private String clientSecret;

        public String getClientId() {
            return clientId;
        }

        public void setClientId(String clientId) {
            this.clientId = clientId;
        }

        public String getClientSecret() {
            return clientSecret;
        }

        public void setClientSecret(String clientSecret) {
            this.clientSecret = clientSecret;
        }

        boolean isAppSet() {
            return clientId != null || clientSecret != null;
        }

        String appString() {
            return "clientId=" + clientId + ", clientSecret=" + mask(clientSecret);
        }
    }

    /** A connected app and the login URL its tokens come from. */
    public abstract static class LoginApp extends ConnectedApp {
        /** The login URL, e.g. https://login.salesforce.com or the org's My Domain URL. */
        private String loginUrl;

        public String getLoginUrl() {
            return loginUrl;
        }

        public void setLoginUrl(String loginUrl) {
            this.loginUrl = loginUrl;
        }

        @Override
        boolean isAppSet() {
            return loginUrl != null || super.isAppSet();
        }

        @Override
        String appString() {
            return "loginUrl=" + loginUrl + ", " + super.appString();
        }
    }

    /** The OAuth JWT bearer flow: a certificate's private key signs assertions for a pre-authorised user. */
    public static class Jwt {
        /** The login URL, where the token endpoint is. */
        private String loginUrl;

        /** The assertion's audience; by default the login URL. */
        private String audience;

        /** The connected app's consumer key (the assertion's issuer). */
        private String consumerKey;

        /** The user the tokens are issued for. */
        private String username;

        /** The PKCS#8 private key in PEM text; or give privateKeyLocation. */
        private String privateKey;

        /** Where the PKCS#8 PEM private key is, e.g. file:/run/secrets/refin.key. */
        private Resource privateKeyLocation;

        public String getLoginUrl() {
            return loginUrl;
        }

        public void setLoginUrl(String loginUrl) {
            this.loginUrl = loginUrl;
        }

        public String getAudience() {
            return audience;
        }

        public void setAudience(String audience) {
            this.audience = audience;
        }

        public String getConsumerKey() {
            return consumerKey;
        }

        public void setConsumerKey(String consumerKey) {
            this.consumerKey = consumerKey;
        }

        public String getUsername() {
            return username;
        }

        public void setUsername(String username) {
            this.username = username;
        }

        public String getPrivateKey() {
            return privateKey;
        }

        public void setPrivateKey(String privateKey) {
            this.privateKey = privateKey;
        }

        public Resource getPrivateKeyLocation() {
            return privateKeyLocation;
        }

        public void setPrivateKeyLocation(Resource privateKeyLocation) {
            this.privateKeyLocation = privateKeyLocation;
        }

        boolean isSet() {
            return loginUrl != null
                    || consumerKey != null
                    || username != null
                    || privateKey != null
                    || privateKeyLocation != null;
        }

        @Override
        public String toString() {
            return "jwt[loginUrl=" + loginUrl + ", audience=" + audience + ", consumerKey=" + consumerKey
                    + ", username=" + username + ", privateKey=" + mask(privateKey) + ", privateKeyLocation="
                    + privateKeyLocation + "]";
        }
    }

    /** The authentication flows the starter can configure. */
    public enum AuthFlow {
        /** {@code refin.auth.static-token.*} */
        STATIC_TOKEN,
        /** {@code refin.auth.password.*} */
        PASSWORD,
        /** {@code refin.auth.client-credentials.*} */
        CLIENT_CREDENTIALS,
        /** {@code refin.auth.refresh-token.*} */
        REFRESH_TOKEN,
        /** {@code refin.auth.jwt.*} */
        JWT
    }
}
