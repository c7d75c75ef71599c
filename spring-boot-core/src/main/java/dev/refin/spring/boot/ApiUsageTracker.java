package dev.refin.spring.boot;

import dev.refin.runtime.client.ApiUsage;
import dev.refin.runtime.client.RequestListener;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * Remembers the API usage the latest response reported in {@code Sforce-Limit-Info} and when, so metrics gauges and
 * the health indicator read it without a call of their own.
 */
public final class ApiUsageTracker implements RequestListener {
    /** API usage and when it was reported. */
    public record Observed(ApiUsage usage, Instant at) {}

    private final Clock clock;
    private volatile Observed last;

    /** A tracker on the system clock. */
    public ApiUsageTracker() {
        this(Clock.systemUTC());
    }

    ApiUsageTracker(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void apiUsage(ApiUsage usage) {
        last = new Observed(usage, clock.instant());
    }

    /** The latest report; empty before any response carried one. */
    public Optional<Observed> last() {
        return Optional.ofNullable(last);
    }

    Clock clock() {
        return clock;
    }
}
