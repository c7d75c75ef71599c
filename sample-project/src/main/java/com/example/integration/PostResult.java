package com.example.integration;

import java.util.Objects;

/**
 * The result of one post attempt.
 *
 * @param outcome where the invoice stands and who acts next
 * @param message the package's verbatim validation message; empty when posted
 */
public record PostResult(PostOutcome outcome, String message) {
    /** Checks the components. */
    public PostResult {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(message, "message");
    }

    static PostResult success() {
        return new PostResult(PostOutcome.POSTED, "");
    }

    /** Whether the invoice was posted. */
    public boolean isPosted() {
        return outcome == PostOutcome.POSTED;
    }
}
