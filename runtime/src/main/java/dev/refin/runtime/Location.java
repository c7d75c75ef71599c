package dev.refin.runtime;

import java.math.BigDecimal;

/**
 * The value of a compound geolocation field (read-only; write its latitude and longitude components).
 *
 * @param latitude latitude in degrees
 * @param longitude longitude in degrees
 */
public record Location(BigDecimal latitude, BigDecimal longitude) {}
