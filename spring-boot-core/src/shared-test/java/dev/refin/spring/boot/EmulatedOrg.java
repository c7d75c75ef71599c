package dev.refin.spring.boot;

import dev.refin.emulator.Emulator;
import dev.refin.emulator.Faults;
import java.io.IOException;
import java.nio.file.Path;

/** Emulators over the sample project's snapshot for the starters' tests. */
public final class EmulatedOrg {
    /** The sample project's describe snapshot, from a starter module's directory. */
    public static final Path SNAPSHOT = Path.of("../sample-project/src/main/refin");

    private EmulatedOrg() {}

    /** A started emulator. */
    public static Emulator start() throws IOException {
        return Emulator.builder().snapshot(SNAPSHOT).build().start();
    }

    /** A started emulator whose every answer is a 503. */
    public static Emulator failing() throws IOException {
        return Emulator.builder()
                .snapshot(SNAPSHOT)
                .faults(Faults.builder(7).serverErrors(1.0).build())
                .build()
                .start();
    }

    /** Properties pointing the auto-configured client at {@code emulator} with its default token. */
    public static String[] properties(Emulator emulator) {
        return new String[] {
            "refin.instance-url=" + emulator.baseUrl(), "refin.auth.static-token.access-token=" + emulator.defaultToken()
        };
    }
}
