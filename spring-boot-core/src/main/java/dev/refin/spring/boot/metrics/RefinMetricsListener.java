package dev.refin.spring.boot.metrics;

import dev.refin.runtime.client.ApiUsage;
import dev.refin.runtime.client.RequestListener;
import dev.refin.spring.boot.ApiUsageTracker;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Records the client's requests in Micrometer: {@code refin.client.requests} (a timer of every HTTP attempt, tagged
 * {@code method}, {@code resource}, {@code outcome} and {@code status}), {@code refin.client.retries} (by {@code
 * method} and {@code resource}), {@code refin.client.token.refreshes}, and the gauges {@code
 * refin.api.requests.used}, {@code refin.api.requests.max} and {@code refin.api.requests.remaining} from the latest
 * {@code Sforce-Limit-Info}. Tags carry no record id, query or value: the resource is the path's first segment.
 * {@link #close()} (the application context's shutdown) removes these meters from the registry and records no more.
 */
public final class RefinMetricsListener implements RequestListener, AutoCloseable {
    static final String REQUESTS = "refin.client.requests";
    static final String RETRIES = "refin.client.retries";
    static final String TOKEN_REFRESHES = "refin.client.token.refreshes";

    /** Resources kept as tags; any other first segment is tagged {@code other}, so the tag stays bounded. */
    private static final Set<String> RESOURCES = Set.of(
            "sobjects",
            "query",
            "queryAll",
            "composite",
            "jobs",
            "limits",
            "search",
            "parameterizedSearch",
            "tooling",
            "recent",
            "actions",
            "services");

    private final MeterRegistry registry;
    private final Counter tokenRefreshes;
    private final List<Meter> gauges = new ArrayList<>();
    private volatile boolean closed;

    /** Registers the counters and gauges in {@code registry}; the gauges read {@code usage}. */
    public RefinMetricsListener(MeterRegistry registry, ApiUsageTracker usage) {
        this.registry = registry;
        this.tokenRefreshes = Counter.builder(TOKEN_REFRESHES)
                .description("Tokens the auth provider issued after the server refused the previous one with 401")
                .register(registry);
        gauge("refin.api.requests.used", "API requests used in the org's rolling 24 hours", usage, ApiUsage::used);
        gauge("refin.api.requests.max", "API requests the org allows in a rolling 24 hours", usage, ApiUsage::limit);
        gauge(
                "refin.api.requests.remaining",
                "API requests the org still allows in the rolling 24 hours",
                usage,
                u -> Math.max(0, u.limit() - u.used()));
    }

    private void gauge(String name, String description, ApiUsageTracker usage, ToDoubleFunction<ApiUsage> value) {
        gauges.add(Gauge.builder(name, usage, tracker -> tracker.last()
                        .map(observed -> value.applyAsDouble(observed.usage()))
                        .orElse(Double.NaN))
                .description(description)
                .baseUnit("requests")
                .register(registry));
    }

    @Override
    public void requestFinished(Request request, int status, Duration elapsed, String failure) {
        if (closed) {
            return;
        }
        Timer.builder(REQUESTS)
                .description("HTTP attempts of the refin client")
                .tag("method", request.method())
                .tag("resource", resource(request.path()))
                .tag("outcome", outcome(status))
                .tag("status", status == 0 ? "NONE" : Integer.toString(status))
                .register(registry)
                .record(elapsed);
    }

    @Override
    public void requestRetried(Request request, Duration delay, String reason) {
        if (closed) {
            return;
        }
        Counter.builder(RETRIES)
                .description("Attempts of the refin client repeated after a transient failure")
                .tag("method", request.method())
                .tag("resource", resource(request.path()))
                .register(registry)
                .increment();
    }

    @Override
    public void tokenRefreshed() {
        tokenRefreshes.increment();
    }

    /** Removes this listener's meters from the registry; calls finishing later are not recorded. */
    @Override
    public void close() {
        closed = true;
        List<Meter> mine = new ArrayList<>(gauges);
        mine.add(tokenRefreshes);
        mine.addAll(registry.find(REQUESTS).meters());
        mine.addAll(registry.find(RETRIES).meters());
        mine.forEach(registry::remove);
    }

    /** The path's first segment when it is a known resource ({@code /sobjects/X/id} is {@code sobjects}). */
    static String resource(String path) {
        int start = path.startsWith("/") ? 1 : 0;
        int end = start;
        while (end < path.length() && path.charAt(end) != '/' && path.charAt(end) != '?') {
            end++;
        }
        String first = path.substring(start, end);
        return RESOURCES.contains(first) ? first : "other";
    }

    /** Micrometer's HTTP outcome names; {@code UNKNOWN} when no response arrived. */
    static String outcome(int status) {
        if (status >= 200 && status < 300) {
            return "SUCCESS";
        } else if (status >= 400 && status < 500) {
            return "CLIENT_ERROR";
        } else if (status >= 500 && status < 600) {
            return "SERVER_ERROR";
        } else if (status >= 300 && status < 400) {
            return "REDIRECTION";
        } else if (status >= 100 && status < 200) {
            return "INFORMATIONAL";
        }
        return "UNKNOWN";
    }
}
