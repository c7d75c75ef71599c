package dev.refin.spring.boot.health;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.runtime.client.RefinClient;
import dev.refin.spring.boot.ApiUsageTracker;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Checks the org for the {@code refin} health indicator of each Boot line: reachable, and at least a threshold of
 * daily API requests remaining. Cheap to poll: API usage a response reported recently is reused; otherwise one
 * {@code GET /limits} asks the org.
 */
public final class RefinHealthProbe {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * What one check found.
     *
     * @param up whether the org answered and enough requests remain
     * @param details what a health endpoint shows: used, max and remaining requests, the threshold, where the figures
     *     came from, and the failure when the org did not answer
     */
    public record Result(boolean up, Map<String, Object> details) {}

    private final RefinClient client;
    private final ApiUsageTracker usage;
    private final long minRemaining;
    private final Duration usageMaxAge;
    private final Clock clock;

    /** A probe of {@code client}, reusing usage {@code tracker} saw less than {@code usageMaxAge} ago. */
    public RefinHealthProbe(RefinClient client, ApiUsageTracker tracker, long minRemaining, Duration usageMaxAge) {
        this(client, tracker, minRemaining, usageMaxAge, Clock.systemUTC());
    }

    RefinHealthProbe(
            RefinClient client, ApiUsageTracker tracker, long minRemaining, Duration usageMaxAge, Clock clock) {
        this.client = client;
        this.usage = tracker;
        this.minRemaining = minRemaining;
        this.usageMaxAge = usageMaxAge;
        this.clock = clock;
    }

    /** Checks the org now; never throws. */
    public Result check() {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("instanceUrl", client.instanceUrl().toString());
        long used;
        long max;
        Optional<ApiUsageTracker.Observed> recent =
                usage.last().filter(observed -> !observed.at().plus(usageMaxAge).isBefore(clock.instant()));
        if (recent.isPresent()) {
            used = recent.get().usage().used();
            max = recent.get().usage().limit();
            details.put("source", "Sforce-Limit-Info");
        } else {
            try {
                JsonNode daily = JSON.readTree(client.sendJsonBytes("GET", "/limits", null, true))
                        .path("DailyApiRequests");
                if (!daily.path("Max").isNumber() || !daily.path("Remaining").isNumber()) {
                    details.put("error", "/limits answered without DailyApiRequests Max and Remaining");
                    return new Result(false, details);
                }
                max = daily.path("Max").asLong();
                used = max - daily.path("Remaining").asLong();
                details.put("source", "/limits");
            } catch (IOException | RuntimeException e) {
                details.put("error", e.getClass().getSimpleName() + ": " + e.getMessage());
                return new Result(false, details);
            }
        }
        long remaining = Math.max(0, max - used);
        details.put("dailyApiRequestsUsed", used);
        details.put("dailyApiRequestsMax", max);
        details.put("dailyApiRequestsRemaining", remaining);
        details.put("minRemainingRequests", minRemaining);
        boolean enough = remaining >= minRemaining && remaining > 0;
        if (!enough) {
            details.put("error", "only " + remaining + " daily API requests remain, fewer than " + minRemaining);
        }
        return new Result(enough, details);
    }
}
