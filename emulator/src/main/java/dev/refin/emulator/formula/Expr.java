package dev.refin.emulator.formula;

/**
 * A compiled formula or part of one. Values are {@link java.math.BigDecimal}, {@link String}, {@link Boolean},
 * {@link java.time.LocalDate}, {@link java.time.Instant} or null (blank).
 */
@FunctionalInterface
public interface Expr {
    /** The value for the record and clock of the environment. */
    Object eval(Env env);
}
