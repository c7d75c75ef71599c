package dev.refin.emulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import dev.refin.describe.DescribeException;
import dev.refin.emulator.accounting.PostingEngine;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.auth.Org;
import dev.refin.emulator.auth.Users;
import dev.refin.emulator.bulk.BulkJobs;
import dev.refin.emulator.filter.AuthFilter;
import dev.refin.emulator.filter.FaultFilter;
import dev.refin.emulator.filter.LimitsFilter;
import dev.refin.emulator.filter.PathFilter;
import dev.refin.emulator.filter.TransportFilter;
import dev.refin.emulator.http.AsyncApiResource;
import dev.refin.emulator.http.Composite;
import dev.refin.emulator.http.IdentityResource;
import dev.refin.emulator.http.MetadataResources;
import dev.refin.emulator.http.OAuthResource;
import dev.refin.emulator.http.QueryResources;
import dev.refin.emulator.http.Router;
import dev.refin.emulator.limits.ApiLimits;
import dev.refin.emulator.limits.BulkLimits;
import dev.refin.emulator.schema.Schema;
import dev.refin.emulator.service.SObjectService;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import dev.refin.runtime.client.RefinClient;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.security.PublicKey;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A local org that speaks the platform's REST surface for every object of a describe snapshot and behaves like
 * the accounting package; start it, point a client at {@link #baseUrl()}, close it.
 */
public final class Emulator implements AutoCloseable {
    /** The default user, licensed, that the default token and the default client run as. */
    public static final String DEFAULT_USERNAME = "integration@refin.test";

    /** The default user's password. */
    public static final String DEFAULT_PASSWORD = "secret";

    /** The default token: accepted as {@code Authorization: Bearer ...} for the default user unless replaced. */
    public static final String DEFAULT_TOKEN = "00D5g0000000001!refin-emulator-default-token";

    /** The default connected app's consumer key. */
    public static final String DEFAULT_CLIENT_ID = "refin-emulator";

    /** The default connected app's consumer secret. */
    public static final String DEFAULT_CLIENT_SECRET = "refin-emulator-secret";

    private static final String NODELAY_PROPERTY = "sun.net.httpserver.nodelay";

    private final Builder config;
    private final Auth auth = new Auth();
    private HttpServer server;
    private SObjectService records;
    private ExecutorService executor;
    private BulkJobs bulk;
    private Map<String, String> seeded = Map.of();

    private Emulator(Builder config) {
        this.config = config;
    }

    /** A builder; the snapshot directory is required. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Loads the snapshot and starts serving on 127.0.0.1.
     *
     * @throws IOException when the snapshot cannot be read or the port cannot be bound
     * @throws IllegalArgumentException listing every problem when the snapshot is not a usable describe snapshot
     */
    public synchronized Emulator start() throws IOException {
        if (server != null) {
            throw new IllegalStateException("already started");
        }
        Schema schema;
        try {
            schema = Schema.load(config.snapshot);
        } catch (DescribeException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        records = new SObjectService(schema, config.clock, Map.copyOf(config.exchangeRates));
        String formulaReport = records.formulas().report();
        if (formulaReport != null) {
            System.err.println(formulaReport); // once, at start-up: those fields read as null
        }
        configureAuth();
        Users.store(schema, records.store(), auth, Json.datetime(config.clock.instant()));
        Org.store(schema, records.store(), Json.datetime(config.clock.instant()));
        List<EmulatorConfig.SeedRecord> seed = new ArrayList<>();
        if (config.readyOrg) {
            seed.addAll(ReadyOrg.records(LocalDate.now(config.clock)));
        }
        seed.addAll(config.seed);
        seeded = Collections.unmodifiableMap(EmulatorConfig.seed(records, seed));
        Instant loaded = config.clock.instant().truncatedTo(ChronoUnit.SECONDS);
        Router router = new Router(records, new MetadataResources(schema), loaded, config.maxBodyBytes);
        Composite.mount(router, records);
        BulkLimits bulkLimits = new BulkLimits(
                config.clock, config.dailyBulkV2QueryJobs, config.dailyBulkApiBatches, config.dailyBulkRecords);
        ApiLimits limits = new ApiLimits(config.dailyApiRequests, config.clock, bulkLimits);
        router.mount("limits", (exchange, method, version, segments, query) -> {
            Router.allow(method, "GET");
            if (segments.size() != 2) {
                throw ApiException.notFound();
            }
            Router.send(exchange, 200, limits.answer());
        });
        bulk = new BulkJobs(
                records,
                new QueryResources(records),
                config.faults.bulkRates(),
                config.bulkBatchSize,
                config.bulkQueryPageSize,
                bulkLimits);
        bulk.mount(router);
        // Without TCP_NODELAY small answers wait for the peer's delayed ACK (about 40 ms per request on Linux).
        if (System.getProperty(NODELAY_PROPERTY) == null) {
            System.setProperty(NODELAY_PROPERTY, "true");
        }
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), config.port), 0);
        OAuthResource oauth = new OAuthResource(auth, config.clock);
        IdentityResource identity = new IdentityResource(auth);
        AsyncApiResource async = new AsyncApiResource(auth);
        var data = http.createContext("/", router);
        data.getFilters().add(new TransportFilter());
        data.getFilters()
                .add(new PathFilter()
                        .route("/services/oauth2/", oauth)
                        .route("/id/", identity)
                        .route("/services/async/", async));
        data.getFilters().add(new FaultFilter(config.faults.filterPlan(), auth));
        data.getFilters().add(new AuthFilter(auth));
        data.getFilters().add(new LimitsFilter(limits));
        http.createContext("/services/oauth2/", oauth);
        http.createContext("/id/", identity).getFilters().add(new TransportFilter());
        http.createContext("/services/async/", async).getFilters().add(new TransportFilter());
        AtomicInteger threads = new AtomicInteger();
        executor = Executors.newFixedThreadPool(config.threads, task -> {
            Thread thread = new Thread(task, "refin-emulator-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        http.setExecutor(executor);
        http.start();
        server = http;
        return this;
    }

    private void configureAuth() {
        Auth.User defaultUser = auth.addUser(DEFAULT_USERNAME, DEFAULT_PASSWORD, true);
        for (UserSpec user : config.users) {
            auth.addUser(user.username(), user.password(), user.licensed());
        }
        auth.addClient(new Auth.Client(DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEFAULT_USERNAME, null));
        for (Auth.Client client : config.clients) {
            auth.addClient(client);
        }
        if (config.defaultToken != null) {
            auth.addToken(config.defaultToken, defaultUser);
        }
    }

    /**
     * The id of the seed record a configuration file named with {@code ref}.
     *
     * @throws IllegalArgumentException when no seed record has that ref
     */
    public String seeded(String ref) {
        String id = seeded.get(ref);
        if (id == null) {
            throw new IllegalArgumentException("no seed record has ref '" + ref + "'; refs: " + seeded.keySet());
        }
        return id;
    }

    /**
     * What a program needs to reach this org, under the names of the environment variables getting-started's
     * {@code InvoicePosting} reads: {@code REFIN_INSTANCE_URL}, {@code REFIN_ACCESS_TOKEN} (when the default token is
     * enabled), {@code REFIN_API_VERSION} (the runtime's default, which the emulator serves), then
     * {@code REFIN_<REF>_ID} for every seed record with a ref, in the order seeded: with {@link Builder#readyOrg()}
     * {@code REFIN_LEDGER_ID}, {@code REFIN_RECEIVABLE_ACCOUNT_ID}, {@code REFIN_REVENUE_ACCOUNT_ID},
     * {@code REFIN_ENTITY_ID}, {@code REFIN_PERIOD_ID} and {@code REFIN_CUSTOMER_ID}.
     */
    public Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("REFIN_INSTANCE_URL", baseUrl());
        if (config.defaultToken != null) {
            env.put("REFIN_ACCESS_TOKEN", config.defaultToken);
        }
        env.put("REFIN_API_VERSION", RefinClient.DEFAULT_API_VERSION);
        seeded.forEach((ref, id) -> env.put(
                "REFIN_"
                        + ref.replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                                .toUpperCase(Locale.ROOT)
                                .replaceAll("[^A-Z0-9]+", "_")
                        + "_ID",
                id));
        return Collections.unmodifiableMap(env);
    }

    /** The token accepted for the default user without a token request, or null when disabled. */
    public String defaultToken() {
        return config.defaultToken;
    }

    /**
     * A new access token for a configured user, as the token endpoint would issue.
     *
     * @throws IllegalArgumentException when no such user is configured
     */
    public String issueToken(String username) {
        return auth.issueToken(requireUser(username));
    }

    /**
     * A new refresh token for a configured user, as a web-server flow would have issued.
     *
     * @throws IllegalArgumentException when no such user is configured
     */
    public String issueRefreshToken(String username) {
        return auth.issueRefreshToken(requireUser(username));
    }

    /** Expires every access token (including the default one), as a session timeout would; refresh tokens survive. */
    public void expireSessions() {
        auth.expireSessions();
    }

    private Auth.User requireUser(String username) {
        if (server == null) {
            throw new IllegalStateException("not started");
        }
        Auth.User user = auth.user(username);
        if (user == null) {
            throw new IllegalArgumentException("no such user: " + username);
        }
        return user;
    }

    /** The base URL clients use as the instance URL, e.g. {@code http://127.0.0.1:54321}. */
    public String baseUrl() {
        if (server == null) {
            throw new IllegalStateException("not started");
        }
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** The port served on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /**
     * Copies of the stored records of an object (its describe API name, any case), for tests that inspect what
     * the package wrote, such as the ledger rows of a posting.
     *
     * @throws IllegalArgumentException when the snapshot has no such object
     */
    public List<JsonNode> records(String objectName) {
        if (records == null) {
            throw new IllegalStateException("not started");
        }
        try {
            return records.records(objectName);
        } catch (ApiException e) {
            throw new IllegalArgumentException("no such object in the snapshot: " + objectName, e);
        }
    }

    /**
     * The formula fields of the snapshot the emulator cannot evaluate, one line each naming the field and the reason
     * (they read as null); empty when every formula is supported.
     */
    public List<String> formulaProblems() {
        if (records == null) {
            throw new IllegalStateException("not started");
        }
        return records.formulas().problems();
    }

    /** Stops serving at once and drops every record. */
    @Override
    public synchronized void close() {
        if (server != null) {
            server.stop(0);
            executor.shutdownNow();
            bulk.close();
            server = null;
        }
    }

    /** Configuration of an {@link Emulator}. */
    public static final class Builder {
        private Path snapshot;
        private int port;
        private Clock clock = Clock.systemUTC();
        private long maxBodyBytes = 50L * 1024 * 1024;
        private int threads = 16;
        private long dailyApiRequests = 15_000;
        private int bulkBatchSize = 10_000;
        private int bulkQueryPageSize = BulkJobs.DEFAULT_MAX_RECORDS;
        private long dailyBulkV2QueryJobs = BulkLimits.QUERY_JOBS;
        private long dailyBulkApiBatches = BulkLimits.BATCHES;
        private long dailyBulkRecords = BulkLimits.RECORDS;
        private final List<UserSpec> users = new ArrayList<>();
        private final List<Auth.Client> clients = new ArrayList<>();
        private String defaultToken = DEFAULT_TOKEN;
        private Faults faults = Faults.none();
        private final Map<String, BigDecimal> exchangeRates = new LinkedHashMap<>();
        private final List<EmulatorConfig.SeedRecord> seed = new ArrayList<>();
        private boolean readyOrg;

        private Builder() {}

        /**
         * Seeds an org ready to post a sales invoice, before any seed record of a configuration file: a ledger
         * ({@code seeded("ledger")}), the GL accounts {@code 1200 Receivables} ({@code "receivable_account"}) and
         * {@code 4000 Revenue} ({@code "revenue_account"}), the entity {@code Example Ltd} with that ledger and
         * receivables account ({@code "entity"}), its accounting period of the clock's current month, open
         * ({@code "period"}), and the customer {@code Acme Corp}, an {@code Account} ({@code "customer"}). The snapshot
         * needs those objects; {@link #environment()} names the ids.
         */
        public Builder readyOrg() {
            return readyOrg(true);
        }

        /** Whether to seed the org of {@link #readyOrg()}; the configuration file's {@code readyOrg: true}. */
        public Builder readyOrg(boolean ready) {
            this.readyOrg = ready;
            return this;
        }

        /**
         * Applies a configuration file (JSON, or YAML for {@code .yaml}/{@code .yml}): snapshot (relative to the
         * file), port, users, exchange rates, clock, faults, limits and seed records; see
         * {@code docs/testing-with-the-emulator.md}. Settings it leaves out keep their current values.
         *
         * @throws IllegalArgumentException naming the file and the key when the file is unreadable or wrong
         */
        public Builder config(Path file) {
            EmulatorConfig.apply(Objects.requireNonNull(file, "file"), this);
            return this;
        }

        Builder seed(List<EmulatorConfig.SeedRecord> records) {
            seed.addAll(records);
            return this;
        }

        /**
         * The rate posting converts documents in {@code fromCurrency} into an entity's functional currency
         * {@code toCurrency} with (1 {@code fromCurrency} = {@code rate} {@code toCurrency}). A document in its
         * entity's functional currency posts at 1; posting a document in another currency without a rate is
         * refused. Setting a pair again replaces its rate; the reverse direction is not derived.
         *
         * @throws IllegalArgumentException when a currency code is blank or the rate is not positive
         */
        public Builder exchangeRate(String fromCurrency, String toCurrency, BigDecimal rate) {
            String from = currencyCode(fromCurrency, "fromCurrency");
            String to = currencyCode(toCurrency, "toCurrency");
            if (Objects.requireNonNull(rate, "rate").signum() <= 0) {
                throw new IllegalArgumentException("exchange rate must be positive: " + rate);
            }
            if (from.equals(to) && rate.compareTo(BigDecimal.ONE) != 0) {
                throw new IllegalArgumentException("the rate from " + from + " to itself is 1: " + rate);
            }
            exchangeRates.put(PostingEngine.rateKey(from, to), rate);
            return this;
        }

        private static String currencyCode(String code, String what) {
            if (Objects.requireNonNull(code, what).isBlank()) {
                throw new IllegalArgumentException(what + " is blank");
            }
            return code.strip().toUpperCase(Locale.ROOT);
        }

        /**
         * Adds a user that can obtain tokens; {@code licensed} users hold a seat of the accounting package,
         * others are refused writes of {@code refin__} objects.
         */
        public Builder user(String username, String password, boolean licensed) {
            users.add(new UserSpec(
                    Objects.requireNonNull(username, "username"),
                    Objects.requireNonNull(password, "password"),
                    licensed));
            return this;
        }

        /** Adds a connected app whose client-credentials flow runs as {@code runAsUsername}. */
        public Builder client(String clientId, String secret, String runAsUsername) {
            return client(clientId, secret, runAsUsername, null);
        }

        /**
         * Adds a connected app; when {@code jwtKey} is set, JWT bearer assertions issued by it ({@code iss}) must
         * carry a valid RS256 signature of that key.
         */
        public Builder client(String clientId, String secret, String runAsUsername, PublicKey jwtKey) {
            clients.add(new Auth.Client(
                    Objects.requireNonNull(clientId, "clientId"),
                    Objects.requireNonNull(secret, "secret"),
                    Objects.requireNonNull(runAsUsername, "runAsUsername"),
                    jwtKey));
            return this;
        }

        /** The token accepted for the default user without a token request; null disables it. */
        public Builder defaultToken(String token) {
            this.defaultToken = token;
            return this;
        }

        /** Faults injected into API calls; default none. */
        public Builder faults(Faults faults) {
            this.faults = Objects.requireNonNull(faults, "faults");
            return this;
        }

        /** The directory of saved describe JSON files (one object each); required. */
        public Builder snapshot(Path dir) {
            this.snapshot = Objects.requireNonNull(dir, "dir");
            return this;
        }

        /** Whether a snapshot directory is set. */
        boolean hasSnapshot() {
            return snapshot != null;
        }

        /** The port to listen on; default 0, a free port. */
        public Builder port(int port) {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("port out of range: " + port);
            }
            this.port = port;
            return this;
        }

        /** The clock for timestamps and default dates; default the system clock in UTC. */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /** The largest request body accepted; default 50 MB, larger bodies get a 413 error array. */
        public Builder maxBodyBytes(long bytes) {
            if (bytes < 1) {
                throw new IllegalArgumentException("maxBodyBytes must be positive: " + bytes);
            }
            this.maxBodyBytes = bytes;
            return this;
        }

        /** The records of a Bulk API ingest job processed as one batch; default 10,000, as the platform splits. */
        public Builder bulkBatchSize(int records) {
            if (records < 1) {
                throw new IllegalArgumentException("bulkBatchSize must be positive: " + records);
            }
            this.bulkBatchSize = records;
            return this;
        }

        /**
         * The rows of a Bulk API query result page when the client names no {@code maxRecords} (the platform chooses
         * it by size); default 50,000.
         */
        public Builder bulkQueryPageSize(int rows) {
            if (rows < 1) {
                throw new IllegalArgumentException("bulkQueryPageSize must be positive: " + rows);
            }
            this.bulkQueryPageSize = rows;
            return this;
        }

        /**
         * Bulk API 2.0 query jobs per rolling 24 hours ({@code DailyBulkV2QueryJobs} in {@code /limits}); default
         * 10,000. A query job over it is refused with 400 {@code LIMIT_EXCEEDED}.
         */
        public Builder dailyBulkV2QueryJobs(long max) {
            if (max < 1) {
                throw new IllegalArgumentException("dailyBulkV2QueryJobs must be positive: " + max);
            }
            this.dailyBulkV2QueryJobs = max;
            return this;
        }

        /**
         * Bulk API batches per rolling 24 hours ({@code DailyBulkApiBatches} in {@code /limits}), an ingest job taking
         * one per started 10,000 records; default 15,000. A job that needs one more fails, its rest unprocessed.
         */
        public Builder dailyBulkApiBatches(long max) {
            if (max < 1) {
                throw new IllegalArgumentException("dailyBulkApiBatches must be positive: " + max);
            }
            this.dailyBulkApiBatches = max;
            return this;
        }

        /**
         * Records ingested by Bulk API jobs per rolling 24 hours; default 150,000,000. The job that reaches it fails,
         * its rest unprocessed.
         */
        public Builder dailyBulkRecords(long max) {
            if (max < 1) {
                throw new IllegalArgumentException("dailyBulkRecords must be positive: " + max);
            }
            this.dailyBulkRecords = max;
            return this;
        }

        /** The number of request threads; default 16. */
        public Builder threads(int threads) {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be positive: " + threads);
            }
            this.threads = threads;
            return this;
        }

        /**
         * The daily API request limit (rolling 24 hours) reported by {@code /limits} and {@code Sforce-Limit-Info};
         * default 15,000. Calls over it answer 403 {@code REQUEST_LIMIT_EXCEEDED}.
         */
        public Builder dailyApiRequests(long max) {
            if (max < 1) {
                throw new IllegalArgumentException("dailyApiRequests must be positive: " + max);
            }
            this.dailyApiRequests = max;
            return this;
        }

        /** An emulator with this configuration, not yet started. */
        public Emulator build() {
            Objects.requireNonNull(snapshot, "snapshot directory not set");
            return new Emulator(this);
        }
    }

    /**
     * A configured user.
     *
     * @param username the login name
     * @param password the password
     * @param licensed whether the user holds a seat
     */
    private record UserSpec(String username, String password, boolean licensed) {}
}
