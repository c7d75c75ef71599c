package dev.refin.emulator;

import dev.refin.emulator.bulk.BulkIngest;
import dev.refin.emulator.filter.FaultFilter;
import java.time.Duration;
import java.util.Objects;

/**
 * Deterministic fault injection: which of the org's API calls fail, and how, decided by a seed and the call's
 * sequence number, so the same seed and the same sequence of calls give the same faults.
 */
public final class Faults {
    private final long seed;
    private final double latencyRate;
    private final Duration minLatency;
    private final Duration maxLatency;
    private final double serverErrorRate;
    private final double dropRate;
    private final int unauthorizedEvery;
    private final double requestLimitRate;
    private final double lockRowRate;
    private final double bulkJobFailureRate;

    private Faults(Builder b) {
        this.seed = b.seed;
        this.latencyRate = b.latencyRate;
        this.minLatency = b.minLatency;
        this.maxLatency = b.maxLatency;
        this.serverErrorRate = b.serverErrorRate;
        this.dropRate = b.dropRate;
        this.unauthorizedEvery = b.unauthorizedEvery;
        this.requestLimitRate = b.requestLimitRate;
        this.lockRowRate = b.lockRowRate;
        this.bulkJobFailureRate = b.bulkJobFailureRate;
    }

    /** The faults the API calls' filter injects. */
    FaultFilter.Plan filterPlan() {
        return new FaultFilter.Plan(
                seed,
                latencyRate,
                minLatency,
                maxLatency,
                serverErrorRate,
                dropRate,
                unauthorizedEvery,
                requestLimitRate,
                lockRowRate);
    }

    /** The faults Bulk API ingest jobs inject. */
    BulkIngest.FaultRates bulkRates() {
        return new BulkIngest.FaultRates(seed, bulkJobFailureRate, lockRowRate);
    }

    /** No faults at all. */
    public static Faults none() {
        return builder(0).build();
    }

    /** A builder of faults drawn from this seed. */
    public static Builder builder(long seed) {
        return new Builder(seed);
    }

    /** Configuration of {@link Faults}; every rate is a probability per API call, 0 (default) to 1. */
    public static final class Builder {
        private final long seed;
        private double latencyRate;
        private Duration minLatency = Duration.ZERO;
        private Duration maxLatency = Duration.ZERO;
        private double serverErrorRate;
        private double dropRate;
        private int unauthorizedEvery;
        private double requestLimitRate;
        private double lockRowRate;
        private double bulkJobFailureRate;

        private Builder(long seed) {
            this.seed = seed;
        }

        /** Delays a share of the calls by a duration between {@code min} and {@code max}. */
        public Builder latency(double rate, Duration min, Duration max) {
            this.latencyRate = rate(rate);
            this.minLatency = Objects.requireNonNull(min, "min");
            this.maxLatency = Objects.requireNonNull(max, "max");
            if (max.compareTo(min) < 0) {
                throw new IllegalArgumentException("max latency below min latency");
            }
            return this;
        }

        /** Answers a share of the calls with 503 {@code SERVER_UNAVAILABLE}. */
        public Builder serverErrors(double rate) {
            this.serverErrorRate = rate(rate);
            return this;
        }

        /** Closes the connection of a share of the calls without any response. */
        public Builder droppedConnections(double rate) {
            this.dropRate = rate(rate);
            return this;
        }

        /** Expires every session after each {@code calls} API calls, so the next call gets 401. */
        public Builder unauthorizedAfter(int calls) {
            if (calls < 1) {
                throw new IllegalArgumentException("calls must be positive: " + calls);
            }
            this.unauthorizedEvery = calls;
            return this;
        }

        /** Answers a share of the calls with 403 {@code REQUEST_LIMIT_EXCEEDED}. */
        public Builder requestLimitExceeded(double rate) {
            this.requestLimitRate = rate(rate);
            return this;
        }

        /** Answers a share of the writes (POST, PATCH, DELETE) with 400 {@code UNABLE_TO_LOCK_ROW}. */
        public Builder unableToLockRow(double rate) {
            this.lockRowRate = rate(rate);
            return this;
        }

        /**
         * Fails a share of the Bulk API ingest jobs after their first batch ({@code Failed}, the rest unprocessed);
         * the share of rows refused with {@code UNABLE_TO_LOCK_ROW} is {@link #unableToLockRow(double)}.
         */
        public Builder bulkJobFailures(double rate) {
            this.bulkJobFailureRate = rate(rate);
            return this;
        }

        /** The faults. */
        public Faults build() {
            return new Faults(this);
        }

        private static double rate(double rate) {
            if (!(rate >= 0 && rate <= 1)) {
                throw new IllegalArgumentException("rate must be between 0 and 1: " + rate);
            }
            return rate;
        }
    }
}
