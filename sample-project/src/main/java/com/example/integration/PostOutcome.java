package com.example.integration;

/**
 * Where a post attempt leaves the invoice, and so who acts next. A refused post is never retried blindly: the
 * gate fails again in the same way until someone changes the data (or grants a seat, or approves).
 */
public enum PostOutcome {
    /** Posted (HTTP 204): ledger entries written, document locked. */
    POSTED,
    /** The invoice is dated in closed books: re-date it in an open period, then post again. */
    PERIOD_CLOSED,
    /** The invoice awaits approval: route it to an approver, post once approved. */
    NEEDS_APPROVAL,
    /** The integration user holds no licence seat of the package: an administrator must assign one. */
    NO_LICENCE,
    /** Any other refusal (unbalanced, inactive account, ...): route the verbatim message to a human. */
    REFUSED
}
