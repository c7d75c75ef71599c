package dev.refin.spring.boot.diagnostics;

import dev.refin.spring.boot.RefinConfigurationException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;

/** A {@code refin.*} setting the client cannot be made from: the property, what is wrong, and the fix. */
public class RefinConfigurationFailureAnalyzer extends AbstractFailureAnalyzer<RefinConfigurationException>
        implements Ordered {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, RefinConfigurationException cause) {
        return new FailureAnalysis(
                "Failed to configure the RefinClient from refin.* properties: '" + cause.property() + "' "
                        + cause.problem() + ".",
                cause.action(),
                cause);
    }

    /** Before Boot's generic analyzers of bean creation failures. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 10;
    }
}
