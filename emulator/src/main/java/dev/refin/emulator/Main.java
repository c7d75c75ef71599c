package dev.refin.emulator;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * The standalone emulator: {@code java -jar refin-emulator.jar [--config FILE] [--snapshot DIR] [--port N]}, stopped
 * by Ctrl-C; command-line options override the config file.
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
        out.println("refin emulator listening on " + emulator.baseUrl());
        out.println("default token: " + emulator.defaultToken());
        out.println("default user: " + Emulator.DEFAULT_USERNAME + " / " + Emulator.DEFAULT_PASSWORD + " (client "
                + Emulator.DEFAULT_CLIENT_ID + " / " + Emulator.DEFAULT_CLIENT_SECRET + ")");
        out.println("press Ctrl-C to stop");
        out.flush();
        stopped.await();
        return 0;
    }

    /** The started emulator the arguments describe, or null after printing the usage. */
    static Emulator start(String[] args, PrintStream err) throws Exception {
        Path snapshot = null;
        Path config = null;
        Integer port = null;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            boolean hasValue = i + 1 < args.length;
            if (arg.equals("--snapshot") && hasValue) {
                snapshot = Path.of(args[++i]);
            } else if (arg.equals("--config") && hasValue) {
                config = Path.of(args[++i]);
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
        err.println("usage: java -jar refin-emulator.jar [--config FILE] [--snapshot DIR] [--port N]");
        return null;
    }
}
