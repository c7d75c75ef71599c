package dev.refin.emulator;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The standalone emulator: {@code java -jar refin-emulator.jar [--config FILE] [--snapshot DIR] [--port N]
 * [--ready-org]}, stopped by Ctrl-C; command-line options override the config file. It prints the URL, the token, the
 * API version and every seeded id as {@code export NAME='value'} lines a shell can run.
 */
public final class Main {
    private Main() {}

    /** Starts the emulator and serves until the JVM is interrupted. */
    public static void main(String[] args) throws Exception {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Parses the arguments and serves until the JVM shuts down; returns a non-zero status on bad arguments. */
    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Emulator emulator = start(args, err);
        if (emulator == null) {
            return 2;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            emulator.close();
            stopped.countDown();
        }));
        describe(emulator).forEach(out::println);
        out.println("press Ctrl-C to stop");
        out.flush();
        stopped.await();
        return 0;
    }

    /**
     * What a started emulator prints: where it listens, the default user, then {@link Emulator#environment()} as
     * {@code export NAME='value'} lines (the names getting-started's program reads), for the runnable jar and the
     * plugin's {@code refin:emulator} alike.
     */
    public static List<String> describe(Emulator emulator) {
        List<String> lines = new ArrayList<>();
        lines.add("refin emulator listening on " + emulator.baseUrl() + " (API version "
                + emulator.environment().get("REFIN_API_VERSION") + ")");
        lines.add("default user: " + Emulator.DEFAULT_USERNAME + " / " + Emulator.DEFAULT_PASSWORD + " (client "
                + Emulator.DEFAULT_CLIENT_ID + " / " + Emulator.DEFAULT_CLIENT_SECRET + ")");
        lines.add("# the org, its token and the seeded ids, for your shell and getting-started's program:");
        emulator.environment().forEach((name, value) -> lines.add("export " + name + "='" + value + "'"));
        return lines;
    }

    /** The started emulator the arguments describe, or null after printing the usage. */
    static Emulator start(String[] args, PrintStream err) throws Exception {
        Path snapshot = null;
        Path config = null;
        Integer port = null;
        boolean readyOrg = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            boolean hasValue = i + 1 < args.length;
            if (arg.equals("--snapshot") && hasValue) {
                snapshot = Path.of(args[++i]);
            } else if (arg.equals("--config") && hasValue) {
                config = Path.of(args[++i]);
            } else if (arg.equals("--ready-org")) {
                readyOrg = true;
            } else if (arg.equals("--port") && hasValue) {
                try {
                    port = Integer.parseInt(args[++i]);
                } catch (NumberFormatException e) {
                    return usage(err, "not a port: " + args[i]);
                }
            } else {
                return usage(err, "unknown argument: " + arg);
            }
        }
        if (snapshot != null && !Files.isDirectory(snapshot)) {
            return usage(err, "not a directory: " + snapshot);
        }
        if (config != null && !Files.isRegularFile(config)) {
            return usage(err, "no such config file: " + config);
        }
        try {
            Emulator.Builder builder = Emulator.builder();
            if (config != null) {
                builder.config(config);
            }
            if (snapshot != null) {
                builder.snapshot(snapshot);
            }
            if (port != null) {
                builder.port(port);
            }
            if (readyOrg) {
                builder.readyOrg();
            }
            if (!builder.hasSnapshot()) {
                return usage(err, "--snapshot is required (or a snapshot setting in the --config file)");
            }
            return builder.build().start();
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
    }

    private static Emulator usage(PrintStream err, String problem) {
        err.println("error: " + problem);
        err.println("usage: java -jar refin-emulator.jar [--config FILE] [--snapshot DIR] [--port N] [--ready-org]");
        err.println("  --ready-org  seeds a ledger, receivables and revenue GL accounts, an entity, this month's open"
                + " period and a customer");
        return null;
    }
}
