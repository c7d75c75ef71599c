package dev.refin.runtime;

import java.math.BigDecimal;

/**
 * The value of a compound address field (read-only; write its component fields instead).
 *
 * @param street street
 * @param city city
 * @param state state or province
 * @param stateCode state code when state picklists are enabled
 * @param postalCode postal code
 * @param country country
 * @param countryCode country code when country picklists are enabled
 * @param latitude latitude, or null
 * @param longitude longitude, or null
 * @param geocodeAccuracy geocode accuracy, or null
 */
public record Address(
        String street,
        String city,
        String state,
        String stateCode,
        String postalCode,
        String country,
        String countryCode,
        BigDecimal latitude,
        BigDecimal longitude,
        String geocodeAccuracy) {}
