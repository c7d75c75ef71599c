package dev.refin.spring.boot3;

import dev.refin.spring.boot.RefinAutoConfiguration;
import dev.refin.spring.boot.health.RefinHealthProbe;
import org.springframework.boot.actuate.autoconfigure.health.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * With Spring Boot 3's actuator: the {@code refin} health indicator: org reachable, enough daily API requests left.
 */
@AutoConfiguration(after = RefinAutoConfiguration.class)
@ConditionalOnClass(HealthIndicator.class)
public class RefinHealthAutoConfiguration {

    /**
     * The indicator; its bean name makes it {@code refin} in {@code /actuator/health}, and {@code
     * management.health.refin.enabled=false} turns it off.
     */
    @Bean
    @ConditionalOnEnabledHealthIndicator("refin")
    @ConditionalOnBean(RefinHealthProbe.class)
    @ConditionalOnMissingBean(name = "refinHealthIndicator")
    public HealthIndicator refinHealthIndicator(RefinHealthProbe probe) {
        return () -> {
            RefinHealthProbe.Result result = probe.check();
            return (result.up() ? Health.up() : Health.down())
                    .withDetails(result.details())
                    .build();
        };
    }
}
