package dev.refin.spring.boot;

import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.RequestListener;
import dev.refin.spring.boot.health.RefinHealthProbe;
import dev.refin.spring.boot.metrics.RefinMetricsListener;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A {@link RefinClient} bean from {@code refin.*} properties when {@code refin.instance-url} is set and the
 * application defines no client of its own. The client tells every {@link RequestListener} bean of each request
 * (in their order), among them the API usage tracker and, with Micrometer and a {@link MeterRegistry}, the metrics.
 */
@AutoConfiguration
@EnableConfigurationProperties(RefinProperties.class)
public class RefinAutoConfiguration {

    /** Remembers the org's API usage for the gauges and the health indicator. */
    @Bean
    @ConditionalOnMissingBean
    public ApiUsageTracker refinApiUsageTracker() {
        return new ApiUsageTracker();
    }

    /** The client; backs off when the application defines a {@link RefinClient} itself. */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnProperty(prefix = "refin", name = "instance-url")
    public RefinClient refinClient(RefinProperties properties, ObjectProvider<RequestListener> listeners) {
        return RefinClientFactory.create(
                properties,
                CompositeRequestListener.of(listeners.orderedStream().toList()));
    }

    /** The probe the Boot lines' {@code refin} health indicators ask. */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBean(RefinClient.class)
    public RefinHealthProbe refinHealthProbe(RefinClient client, ApiUsageTracker tracker, RefinProperties properties) {
        return new RefinHealthProbe(
                client,
                tracker,
                properties.getHealth().getMinRemainingRequests(),
                properties.getHealth().getUsageMaxAge(),
                RefinClientFactory.positive(properties.getHealth().getTimeout(), "refin.health.timeout"));
    }

    /** Metrics when Micrometer is present; a no-op listener when the application has no {@link MeterRegistry}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(MeterRegistry.class)
    static class Metrics {
        @Bean
        RequestListener refinMetricsListener(ObjectProvider<MeterRegistry> registry, ApiUsageTracker tracker) {
            MeterRegistry meters = registry.getIfUnique();
            return meters == null ? RequestListener.NONE : new RefinMetricsListener(meters, tracker);
        }
    }
}
