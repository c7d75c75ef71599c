package dev.refin.spring.boot.test;

import dev.refin.emulator.Emulator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.MergedContextConfiguration;

/** Starts the emulator as the context is prepared and puts its URL and token first among the properties. */
final class RefinEmulatorContextCustomizer implements ContextCustomizer {
    static final String SNAPSHOT = "refin.emulator.snapshot";
    static final String CONFIG = "refin.emulator.config";

    @Override
    public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration config) {
        ConfigurableEnvironment environment = context.getEnvironment();
        String snapshot = environment.getProperty(SNAPSHOT);
        String configFile = environment.getProperty(CONFIG);
        if (snapshot == null && configFile == null) {
            throw new IllegalStateException("@AutoConfigureRefinEmulator: set " + SNAPSHOT
                    + " to the describe snapshot directory (e.g. src/main/refin), or " + CONFIG
                    + " to an emulator configuration file naming it");
        }
        Emulator.Builder builder = Emulator.builder();
        if (configFile != null) {
            builder.config(Path.of(configFile));
        }
        if (snapshot != null) {
            builder.snapshot(Path.of(snapshot));
        }
        Emulator emulator;
        try {
            emulator = builder.build().start();
        } catch (IOException e) {
            throw new UncheckedIOException("@AutoConfigureRefinEmulator: the emulator did not start: " + e, e);
        }
        environment
                .getPropertySources()
                .addFirst(new MapPropertySource(
                        "refinEmulator",
                        Map.of(
                                "refin.instance-url",
                                emulator.baseUrl(),
                                "refin.auth.flow",
                                "static-token",
                                "refin.auth.static-token.access-token",
                                emulator.defaultToken())));
        context.getBeanFactory().registerSingleton("refinEmulator", emulator);
        context.addApplicationListener((ApplicationListener<ContextClosedEvent>) event -> {
            if (event.getApplicationContext() == context) {
                emulator.close();
            }
        });
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RefinEmulatorContextCustomizer;
    }

    @Override
    public int hashCode() {
        return RefinEmulatorContextCustomizer.class.hashCode();
    }
}
