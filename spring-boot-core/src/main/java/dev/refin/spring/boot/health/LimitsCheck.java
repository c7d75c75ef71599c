package dev.refin.spring.boot.health;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinClient;
import dev.refin.spring.boot.ApiUsageTracker;
import dev.refin.spring.boot.health.RefinHealthProbe.Result;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** One check of the org, on the calling thread: fresh API usage, else {@code GET /limits}; never throws. */
class LimitsCheck {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final RefinClient client;
    private final ApiUsageTracker usage;
    private final long minRemaining;
    private final Duration usageMaxAge;
    private final Clock clock;

    LimitsCheck(RefinClient client, ApiUsageTracker usage, long minRemaining, Duration usageMaxAge, Clock clock) {
        this.client = client;
        this.usage = usage;
        this.minRemaining = minRemaining;
        this.usageMaxAge = usageMaxAge;
        this.clock = clock;
    }

    String instanceUrl() {
        return client.instanceUrl().toString();
    }

    /** What the check asks the org, for messages. */
    String call() {
        return "GET /limits";
    }

    Result check() {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("instanceUrl", instanceUrl());
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
                details.put("error", reason(e));
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

    /** Why the call failed, first in words an operator greps for: HTTP status, connection refused, timeout. */
    static String reason(Exception failure) {
        if (failure instanceof RefinApiException api) {
            return "HTTP " + api.status() + ": " + api.getMessage();
        }
        if (cause(failure, ConnectException.class)) {
            return "connection refused: " + failure.getMessage();
        }
        if (cause(failure, HttpTimeoutException.class)) {
            return "timeout: " + failure.getMessage();
        }
        if (failure instanceof IOException) {
            return "unreadable answer: " + failure.getMessage();
        }
        return failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }

    private static boolean cause(Throwable failure, Class<? extends Throwable> type) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }
}
