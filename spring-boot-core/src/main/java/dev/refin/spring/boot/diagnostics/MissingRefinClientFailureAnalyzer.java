package dev.refin.spring.boot.diagnostics;

import dev.refin.runtime.client.RefinClient;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.analyzer.AbstractInjectionFailureAnalyzer;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/**
 * A bean needs a {@link RefinClient} and there is none because {@code refin.instance-url} is not set (the
 * auto-configuration backs off without it): says so instead of Boot's generic "required a bean of type ... that
 * could not be found".
 */
public class MissingRefinClientFailureAnalyzer extends AbstractInjectionFailureAnalyzer<NoSuchBeanDefinitionException>
        implements Ordered {
    private final Environment environment;

    /** Boot passes the application's environment. */
    public MissingRefinClientFailureAnalyzer(Environment environment) {
        this.environment = environment;
    }

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, NoSuchBeanDefinitionException cause, String description) {
        Class<?> type = cause.getResolvableType() == null
                ? cause.getBeanType()
                : cause.getResolvableType().resolve();
        if (type != RefinClient.class || environment == null) {
            return null;
        }
        Binder binder = Binder.get(environment);
        String url =
                binder.bind("refin.instance-url", Bindable.of(String.class)).orElse(null);
        if (url != null && !url.isBlank()) {
            return null; // set, so something else stopped the client: Boot's own analysis says what
        }
        String needs = description == null ? "A bean" : description;
        return new FailureAnalysis(
                "Failed to configure a RefinClient: 'refin.instance-url' is not set.\n\n" + needs
                        + " requires a RefinClient; the refin starter makes one only when 'refin.instance-url' is set"
                        + (authSet(binder) ? " (refin.auth.* is set, so a client seems intended)." : "."),
                "Set 'refin.instance-url' to the org's instance URL (e.g. https://acme.my.salesforce.com) and the"
                        + " properties of one refin.auth flow, or define a RefinClient bean of your own.",
                cause);
    }

    private static boolean authSet(Binder binder) {
        try {
            return binder.bind("refin.auth", Bindable.mapOf(String.class, Object.class))
                    .isBound();
        } catch (RuntimeException e) {
            return true; // something is set there, if unbindable as a map
        }
    }

    /** Before Boot's generic analysis of a missing bean. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 10;
    }
}
