package dev.refin.emulator.formula;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.LocalDate;

/** What a formula is evaluated against: one record and the org's clock. */
public interface Env {
    /** The record the formula belongs to. */
    JsonNode record();

    /** The org's date, for {@code TODAY()}. */
    LocalDate today();

    /** The org's instant, for {@code NOW()}. */
    Instant now();
}
