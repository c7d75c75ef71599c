package dev.refin.emulator.filter;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import dev.refin.emulator.auth.Auth;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/** Injects the configured faults into API calls; the n-th call's faults depend only on the seed and n. */
public final class FaultFilter extends Filter {
    private final Plan faults;
    private final Auth auth;
    private final AtomicLong calls = new AtomicLong();

    /**
     * The faults to inject, each rate a probability per API call.
     *
     * @param seed the seed the n-th call's draws are made from
     * @param latencyRate the share of calls delayed
     * @param minLatency the shortest delay
     * @param maxLatency the longest delay
     * @param serverErrorRate the share answered 503 {@code SERVER_UNAVAILABLE}
     * @param dropRate the share whose connection is closed without an answer
     * @param unauthorizedEvery every how many calls all sessions expire, 0 for never
     * @param requestLimitRate the share answered 403 {@code REQUEST_LIMIT_EXCEEDED}
     * @param lockRowRate the share of writes answered 400 {@code UNABLE_TO_LOCK_ROW}
     */
    public record Plan(
            long seed,
            double latencyRate,
            Duration minLatency,
            Duration maxLatency,
            double serverErrorRate,
            double dropRate,
            int unauthorizedEvery,
            double requestLimitRate,
            double lockRowRate) {}

    public FaultFilter(Plan faults, Auth auth) {
        this.faults = faults;
        this.auth = auth;
    }

    @Override
    public String description() {
        return "deterministic fault injection";
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        String path = exchange.getRequestURI().getPath();
        if (!path.startsWith("/services/data/v")) {
            chain.doFilter(exchange);
            return;
        }
        long n = calls.incrementAndGet();
        SplittableRandom random = new SplittableRandom(faults.seed() * 0x9E3779B97F4A7C15L + n);
        double drop = random.nextDouble();
        double server = random.nextDouble();
        double limit = random.nextDouble();
        double lock = random.nextDouble();
        double latency = random.nextDouble();
        long delayNanos = faults.maxLatency().toNanos() > faults.minLatency().toNanos()
                ? random.nextLong(
                        faults.minLatency().toNanos(), faults.maxLatency().toNanos() + 1)
                : faults.minLatency().toNanos();
        if (faults.unauthorizedEvery() > 0 && n % faults.unauthorizedEvery() == 0) {
            auth.expireSessions();
        }
        if (latency < faults.latencyRate() && delayNanos > 0) {
            try {
                Thread.sleep(delayNanos / 1_000_000, (int) (delayNanos % 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (drop < faults.dropRate()) {
            exchange.close(); // no response: the server closes the connection
            return;
        }
        if (server < faults.serverErrorRate()) {
            refuse(exchange, 503, "SERVER_UNAVAILABLE", "Server temporarily unavailable. Please retry.");
            return;
        }
        if (limit < faults.requestLimitRate()) {
            refuse(exchange, 403, "REQUEST_LIMIT_EXCEEDED", "TotalRequests Limit exceeded.");
            return;
        }
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        boolean write = method.equals("POST") || method.equals("PATCH") || method.equals("DELETE");
        if (write && lock < faults.lockRowRate()) {
            refuse(exchange, 400, "UNABLE_TO_LOCK_ROW", "unable to obtain exclusive access to this record");
            return;
        }
        chain.doFilter(exchange);
    }

    private static void refuse(HttpExchange exchange, int status, String code, String message) throws IOException {
        try (exchange) {
            exchange.getRequestBody().readAllBytes();
            byte[] bytes = Json.bytes(Json.errorArray(List.of(new ApiException.ApiError(message, code, List.of()))));
            exchange.getResponseHeaders().set("Content-Type", "application/json;charset=UTF-8");
            exchange.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }
}
