package dev.refin.spring.boot.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a {@code @SpringBootTest} class: starts a {@code dev.refin.emulator.Emulator} for the test's application context
 * and points the auto-configured client at it ({@code refin.instance-url} and a static token, overriding the
 * application's own {@code refin.*} connection). The snapshot directory comes from {@code refin.emulator.snapshot},
 * the optional configuration file (settings and seed records) from {@code refin.emulator.config}, both resolved
 * against the working directory. The emulator is a bean ({@code refinEmulator}), so a test can read seeded ids; it
 * stops when the context closes. Needs {@code refin-emulator} and {@code spring-test} on the test class path.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
public @interface AutoConfigureRefinEmulator {}
