package dev.refin.emulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import dev.refin.runtime.describe.DescribeException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A local org that speaks the platform's REST surface for every object of a describe snapshot and behaves like
 * the accounting package; start it, point a client at {@link #baseUrl()}, close it.
 */
public final class Emulator implements AutoCloseable {
    private final Builder config;
    private HttpServer server;
    private SObjectService records;
    private ExecutorService executor;

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
        records = new SObjectService(schema, config.clock);
        Instant loaded = config.clock.instant().truncatedTo(ChronoUnit.SECONDS);
        Router router = new Router(records, new MetadataResources(schema), loaded, config.maxBodyBytes);
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), config.port), 0);
        http.createContext("/", router);
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

    /** Stops serving at once and drops every record. */
    @Override
    public synchronized void close() {
        if (server != null) {
            server.stop(0);
            executor.shutdownNow();
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

        private Builder() {}

        /** The directory of saved describe JSON files (one object each); required. */
        public Builder snapshot(Path dir) {
            this.snapshot = Objects.requireNonNull(dir, "dir");
            return this;
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

        /** The number of request threads; default 16. */
        public Builder threads(int threads) {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be positive: " + threads);
            }
            this.threads = threads;
            return this;
        }

        /** An emulator with this configuration, not yet started. */
        public Emulator build() {
            Objects.requireNonNull(snapshot, "snapshot directory not set");
            return new Emulator(this);
        }
    }
}
