package dev.refin.spring.boot.test;

import java.util.List;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.core.annotation.MergedAnnotations.SearchStrategy;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;

/** Gives test classes annotated {@link AutoConfigureRefinEmulator} an emulator; registered in spring.factories. */
public final class RefinEmulatorContextCustomizerFactory implements ContextCustomizerFactory {
    /** Made by Spring's test context framework. */
    public RefinEmulatorContextCustomizerFactory() {}

    @Override
    public ContextCustomizer createContextCustomizer(
            Class<?> testClass, List<ContextConfigurationAttributes> configAttributes) {
        boolean annotated = MergedAnnotations.from(testClass, SearchStrategy.TYPE_HIERARCHY)
                .isPresent(AutoConfigureRefinEmulator.class);
        return annotated ? new RefinEmulatorContextCustomizer() : null;
    }
}
