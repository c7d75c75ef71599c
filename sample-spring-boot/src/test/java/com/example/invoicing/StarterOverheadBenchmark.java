package com.example.invoicing;

import com.example.accounting.Account;
import dev.refin.emulator.Emulator;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The starter's overhead (a main, not a test): the same GET of one record through the auto-configured client (with
 * its listeners: API usage and Micrometer metrics into the actuator's registry) and through a bare {@link
 * RefinClient}, against one emulator in the same JVM, in alternating rounds. Prints the median microseconds of each,
 * their ratio, and the median and quartiles of the per-round ratios (each round's pair ran back to back, so a load
 * that drifts during the run moves both sides of a pair alike).
 *
 * <p>Arguments: {@code [rounds] [requests per round]}; defaults 15 and 400.
 */
public final class StarterOverheadBenchmark {
    private StarterOverheadBenchmark() {}

    private interface Op {
        long run();
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        int perRound = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        Path snapshot = Path.of("../sample-project/src/main/refin").toFile().isDirectory()
                ? Path.of("../sample-project/src/main/refin")
                : Path.of("sample-project/src/main/refin");
        try (Emulator emulator = Emulator.builder()
                        .snapshot(snapshot)
                        .threads(8)
                        .dailyApiRequests(100_000_000) // many rounds stay below the daily limit
                        .build()
                        .start();
                ConfigurableApplicationContext context = new SpringApplicationBuilder(InvoicingApplication.class)
                        .web(WebApplicationType.NONE)
                        .properties(
                                "refin.instance-url=" + emulator.baseUrl(),
                                "refin.auth.static-token.access-token=" + emulator.defaultToken(),
                                "logging.level.root=WARN")
                        .run()) {
            RefinClient starter = context.getBean(RefinClient.class);
            RefinClient bare = RefinClient.builder()
                    .instanceUrl(emulator.baseUrl())
                    .auth(StaticTokenAuth.of(emulator.defaultToken()))
                    .build();
            RecordId<Account> one = bare.create(new Account().setName("Acme"));
            Op viaStarter =
                    () -> starter.get(Account.SOBJECT_TYPE, one).getName().length();
            Op viaBare = () -> bare.get(Account.SOBJECT_TYPE, one).getName().length();
            double[][] perRoundMicros = measure(rounds, perRound, viaStarter, viaBare);
            double[] micros = {median(perRoundMicros[0]), median(perRoundMicros[1])};
            double[] ratios = new double[rounds];
            for (int i = 0; i < rounds; i++) {
                ratios[i] = perRoundMicros[0][i] / perRoundMicros[1][i];
            }
            Arrays.sort(ratios);
            long recorded = context.getBean(MeterRegistry.class)
                    .get("refin.client.requests")
                    .timer()
                    .count();
            System.out.printf(
                    Locale.ROOT,
                    "GET one record: starter %.1f us, bare client %.1f us, ratio %.3f; per-round ratio median %.3f"
                            + " (quartiles %.3f-%.3f) (%d requests timed by the starter's metrics)%n",
                    micros[0],
                    micros[1],
                    micros[0] / micros[1],
                    ratios[rounds / 2],
                    ratios[rounds / 4],
                    ratios[(3 * rounds) / 4],
                    recorded);
        }
    }

    /** Microseconds per request of each way in each round, alternating which goes first, after two warm-up rounds. */
    private static double[][] measure(int rounds, int perRound, Op first, Op second) {
        double[] a = new double[rounds];
        double[] b = new double[rounds];
        for (int round = -2; round < rounds; round++) {
            boolean firstFirst = Math.floorMod(round, 2) == 0;
            double x = time(firstFirst ? first : second, perRound);
            double y = time(firstFirst ? second : first, perRound);
            if (round >= 0) {
                a[round] = firstFirst ? x : y;
                b[round] = firstFirst ? y : x;
            }
        }
        return new double[][] {a, b};
    }

    private static double time(Op op, int times) {
        long sink = 0;
        long start = System.nanoTime();
        for (int i = 0; i < times; i++) {
            sink += op.run();
        }
        double micros = (System.nanoTime() - start) / 1e3 / times;
        if (sink == Long.MIN_VALUE) {
            System.out.println(sink);
        }
        return micros;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
