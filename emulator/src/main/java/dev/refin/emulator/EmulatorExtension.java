package dev.refin.emulator;

import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A JUnit 5 extension that starts an emulator on a free port for a test class and injects it into test
 * parameters: {@link Emulator}, a {@link RefinClient} on the default token, and {@code String}s annotated
 * {@link BaseUrl} or {@link Token}.
 *
 * <p>With {@code @ExtendWith(EmulatorExtension.class)} the snapshot is the system property
 * {@value #SNAPSHOT_PROPERTY}, else {@code src/main/refin}; {@code @RegisterExtension static EmulatorExtension
 * emulator = EmulatorExtension.configure(b -> b.snapshot(dir).user(...))} configures it fully; registered on an
 * instance field instead of a static one, it starts a fresh emulator for every test method.
 */
public final class EmulatorExtension
        implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback, ParameterResolver {
    /** The system property naming the snapshot directory when none is configured. */
    public static final String SNAPSHOT_PROPERTY = "refin.emulator.snapshot";

    /** The system property naming a configuration file (see {@link Emulator.Builder#config}) applied first. */
    public static final String CONFIG_PROPERTY = "refin.emulator.config";

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(EmulatorExtension.class);

    private static final String KEY = "emulator";

    private final UnaryOperator<Emulator.Builder> configuration;

    /** The base URL of the running emulator, for a {@code String} parameter. */
    @Target(ElementType.PARAMETER)
    @Retention(RetentionPolicy.RUNTIME)
    public @interface BaseUrl {}

    /** The default token of the running emulator, for a {@code String} parameter. */
    @Target(ElementType.PARAMETER)
    @Retention(RetentionPolicy.RUNTIME)
    public @interface Token {}

    /** An extension with the default configuration, for {@code @ExtendWith}. */
    public EmulatorExtension() {
        this(builder -> builder);
    }

    private EmulatorExtension(UnaryOperator<Emulator.Builder> configuration) {
        this.configuration = configuration;
    }

    /** An extension whose emulator the function configures; a snapshot left unset defaults as for {@code @ExtendWith}. */
    public static EmulatorExtension configure(UnaryOperator<Emulator.Builder> configuration) {
        return new EmulatorExtension(Objects.requireNonNull(configuration, "configuration"));
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        startIn(context);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        stopIn(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        if (find(context) == null) {
            startIn(context); // registered on an instance field: no class-level callback ran
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        stopIn(context);
    }

    private void startIn(ExtensionContext context) throws java.io.IOException {
        Emulator.Builder builder =
                Emulator.builder().snapshot(Path.of(System.getProperty(SNAPSHOT_PROPERTY, "src/main/refin")));
        String config = System.getProperty(CONFIG_PROPERTY);
        if (config != null) {
            builder.config(Path.of(config));
        }
        Emulator emulator = configuration.apply(builder).build().start();
        context.getStore(NAMESPACE).put(KEY, emulator);
    }

    private static void stopIn(ExtensionContext context) {
        Emulator emulator = context.getStore(NAMESPACE).remove(KEY, Emulator.class);
        if (emulator != null) {
            emulator.close();
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == Emulator.class
                || type == RefinClient.class
                || (type == String.class
                        && (parameter.isAnnotated(BaseUrl.class) || parameter.isAnnotated(Token.class)));
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Emulator emulator = emulator(context);
        Class<?> type = parameter.getParameter().getType();
        if (type == Emulator.class) {
            return emulator;
        }
        if (type == RefinClient.class) {
            return RefinClient.builder()
                    .instanceUrl(emulator.baseUrl())
                    .auth(StaticTokenAuth.of(emulator.defaultToken()))
                    .build();
        }
        return parameter.isAnnotated(BaseUrl.class) ? emulator.baseUrl() : emulator.defaultToken();
    }

    /** The emulator of the test (or of its class, or an enclosing class), or null. */
    private static Emulator find(ExtensionContext context) {
        return context.getStore(NAMESPACE).get(KEY, Emulator.class);
    }

    private static Emulator emulator(ExtensionContext context) {
        Emulator emulator = find(context);
        if (emulator == null) {
            throw new ParameterResolutionException("no emulator started: register EmulatorExtension on the test class");
        }
        return emulator;
    }
}
