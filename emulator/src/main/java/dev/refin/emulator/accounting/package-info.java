/**
 * Internal: the accounting package's rules, declared once in {@link dev.refin.emulator.accounting.Documents}
 * (document kinds, number series, posting rules, roll-ups, applications, budgets) and run as triggers. May use
 * {@code schema}, {@code store} and {@code wire}; knows nothing of HTTP or of the service that runs it.
 */
package dev.refin.emulator.accounting;
